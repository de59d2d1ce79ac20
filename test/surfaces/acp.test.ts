/**
 * The ACP surface builds what dsh-acp sent and reads what it read.
 * Mirrors DSH packages/ui/acp/tests/bridge.spec.ts @ b06bcfd21c, the request shapes of
 * "routes ask_user_question through ACP form elicitation…", "routes optionless
 * ask_user_question…", "supports ACP custom answers alongside choices", and the result
 * mapping of "treats ACP custom answers as overriding selected choices", "supports ACP
 * multi-select answers", "reports ACP ask-user routing and answer failures…".
 */
import { describe, expect, it } from 'vitest';
import { zCreateElicitationRequest } from '../../node_modules/@agentclientprotocol/sdk/dist/v1/schema/zod.gen.js';
import { acp } from '../../src/surfaces/index.ts';

describe('acp surface (DSH bridge.spec.ts)', () => {
  it('routes a single-select question as one form: header as title, label: description titles, empty required', () => {
    const params = acp.elicitationFor('s1', {
      id: 'language',
      header: 'Project config',
      question: 'Which language should I use?',
      options: [
        { label: 'TypeScript', description: 'Good for UI apps' },
        { label: 'Python', description: 'Good for scripts' },
      ],
    });
    expect(params).toEqual({
      sessionId: 's1',
      mode: 'form',
      message: 'Which language should I use?',
      requestedSchema: {
        type: 'object',
        title: 'Project config',
        properties: {
          choice: {
            type: 'string',
            title: 'Which language should I use?',
            description: 'Choose one option, or fill a custom answer below.',
            oneOf: [
              { const: 'TypeScript', title: 'TypeScript: Good for UI apps' },
              { const: 'Python', title: 'Python: Good for scripts' },
            ],
          },
          custom: { type: 'string', title: 'Custom answer', description: 'Optional free-form answer. Leave empty to use the selected option.' },
        },
        required: [],
      },
    });
  });

  it('routes an optionless question through a required free-form field; detail joins the message after a blank line', () => {
    expect(acp.elicitationFor('s1', { id: 'name', question: 'What should I name it?' }).requestedSchema).toEqual({
      type: 'object',
      title: 'Question',
      properties: { custom: { type: 'string', title: 'What should I name it?' } },
      required: ['custom'],
    });
    expect(acp.elicitationFor('s1', { id: 'l', question: 'Which language?', detail: 'Choose the implementation language for this project.', options: [{ label: 'TypeScript' }] }).message)
      .toBe('Which language?\n\nChoose the implementation language for this project.');
  });

  it('a multi-select is an array of anyOf', () => {
    const choice = acp.elicitationFor('s1', { id: 't', question: 'Pick', multiSelect: true, options: [{ label: 'Tests' }, { label: 'Docs' }] }).requestedSchema.properties['choice'];
    expect(choice).toEqual({
      type: 'array',
      title: 'Pick',
      description: 'Choose one or more options, or fill a custom answer below.',
      items: { anyOf: [{ const: 'Tests', title: 'Tests' }, { const: 'Docs', title: 'Docs' }] },
    });
  });

  it('reads results as dsh-acp: custom wins, multi-select arrays, cancel and decline alike, empty accept is NO_ANSWER', () => {
    const one = { id: 'language', question: 'Which language?', options: [{ label: 'TypeScript' }] };
    expect(acp.readResponse(one, { action: 'accept', content: { choice: 'TypeScript', custom: 'Use Zig' } })).toEqual({ answer: { id: 'language', selected: [], custom: 'Use Zig' } });
    expect(acp.readResponse(one, { action: 'accept', content: { custom: '  ' , choice: 'TypeScript' } })).toEqual({ answer: { id: 'language', selected: ['TypeScript'] } });
    expect(acp.readResponse({ id: 'targets', question: 'Pick', multiSelect: true, options: [{ label: 'Tests' }, { label: 'Docs' }] }, { action: 'accept', content: { choice: ['Tests', 'Docs'] } }))
      .toEqual({ answer: { id: 'targets', selected: ['Tests', 'Docs'] } });
    expect(acp.readResponse(one, { action: 'cancel' })).toEqual({ code: 'ASK_CANCELLED', message: 'ask_user_question was cancelled by the user' });
    expect(acp.readResponse(one, { action: 'decline' })).toEqual({ code: 'ASK_CANCELLED', message: 'ask_user_question was cancelled by the user' });
    expect(acp.readResponse(one, { action: 'accept', content: {} })).toEqual({ code: 'NO_ANSWER', message: 'ask_user_question returned no answer' });
  });

  it('what dsh-acp sends validates against the stable ACP schema (SDK 2.4.0)', () => {
    for (const item of [
      { id: 'a', question: 'Free?' },
      { id: 'b', header: 'H', question: 'One?', options: [{ label: 'x', description: 'd' }] },
      { id: 'c', question: 'Many?', multiSelect: true, options: [{ label: 'x' }, { label: 'y' }] },
    ]) {
      expect(zCreateElicitationRequest.safeParse(acp.elicitationFor('s1', item)).success).toBe(true);
    }
  });
});
