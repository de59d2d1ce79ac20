import { describe, expect, it } from 'vitest';
import { askSnippet, toolCallCode } from '../../../src/client/editor/code.ts';
import { toolArgumentsSchema } from '../../../src/protocol/index.ts';

describe('copy as code', () => {
  const request = {
    questions: [
      { id: 'm', question: 'Multi?', multiSelect: true, options: [{ label: 'A' }] },
      { id: 'p', question: 'Plan?', detail: '# p', options: [{ label: 'Go' }], intent: { kind: 'plan-review' as const, approve: 'Go' } },
    ],
  };

  it('writes the tool call in snake_case as a model sends it, leaving out what a model cannot send', () => {
    const code = toolCallCode(request);
    const call = JSON.parse(code.json) as { function: { name: string; arguments: string } };
    expect(call.function.name).toBe('ask_user_question');
    const args = JSON.parse(call.function.arguments) as unknown;
    expect(toolArgumentsSchema.parse(args)).toEqual({
      questions: [
        { id: 'm', question: 'Multi?', multi_select: true, options: [{ label: 'A' }] },
        { id: 'p', question: 'Plan?', options: [{ label: 'Go' }] },
      ],
    });
    expect(code.dropped).toEqual(['questions[1].detail', 'questions[1].intent']);
  });

  it('writes a userQuestions.ask snippet carrying the service-level request', () => {
    const snippet = askSnippet(request);
    expect(snippet).toContain('await userQuestions.ask({');
    expect(snippet).toContain('"multiSelect": true');
    expect(snippet).toContain('"approve": "Go"');
  });
});
