import { describe, expect, it } from 'vitest';
import type { AskUserQuestionItem } from '../../src/protocol/index.ts';
import { answerToSurface, fromSurface, outcomeToSurface, toSurface } from '../../src/surfaces/mcp.ts';

const mode: AskUserQuestionItem = { id: 'mode', header: 'Mode', question: 'Which mode?', options: [{ label: 'Fast (Recommended)' }, { label: 'Careful' }] };
const targets: AskUserQuestionItem = { id: 'targets', question: 'Where?', multiSelect: true, options: [{ label: 'Web' }, { label: 'iOS' }, { label: 'Android' }] };
const notes: AskUserQuestionItem = { id: 'notes', question: 'Any notes?' };

describe('MCP surface', () => {
  it('maps single, multi and free text to a flat requestedSchema keyed by id, all optional', () => {
    const { payload } = toSurface([mode, targets, notes]);
    const schema = payload.params.requestedSchema;
    expect(payload.method).toBe('elicitation/create');
    expect(payload.params.mode).toBe('form');
    expect(schema.required).toBeUndefined();
    expect(schema.properties['mode']).toEqual({
      type: 'string', title: 'Mode', description: 'Which mode?',
      oneOf: [{ const: 'Fast (Recommended)', title: 'Fast (Recommended)' }, { const: 'Careful', title: 'Careful' }],
      default: 'Fast (Recommended)',
    });
    expect(schema.properties['targets']).toEqual({
      type: 'array', title: 'Where?', items: { anyOf: [{ const: 'Web', title: 'Web' }, { const: 'iOS', title: 'iOS' }, { const: 'Android', title: 'Android' }] },
    });
    expect(schema.properties['notes']).toEqual({ type: 'string', title: 'Any notes?' });
  });

  it('reports markdown detail as a loss and sends it as plain text', () => {
    const { payload, issues } = toSurface([{ ...notes, detail: 'Read **this** [doc](https://example.com)' }]);
    expect(payload.params.requestedSchema.properties['notes']).toMatchObject({ description: 'Any notes?\n\nRead this doc (https://example.com)' });
    expect(issues.map((i) => [i.kind, i.rule, i.path])).toEqual([['loss', 'detailPlain', 'questions[0].detail']]);
    expect(issues[0]?.message).toContain('"notes"');
    expect(issues[0]?.message).toContain('Any notes?');
  });

  it('plain detail and a free-text question report nothing', () => {
    expect(toSurface([{ ...notes, detail: 'Just words here.' }]).issues).toEqual([]);
  });

  it('reports custom text beside options as a loss, and duplicate ids and labels as violations', () => {
    const { issues } = toSurface([mode, { ...mode, options: [{ label: 'A' }, { label: 'A' }] }]);
    expect(issues.map((i) => `${i.kind}:${i.rule}:${i.path}`)).toEqual([
      'violation:idDuplicate:questions[0].id',
      'violation:idDuplicate:questions[1].id',
      'loss:customDropped:questions[0].options',
      'violation:labelDuplicate:questions[1].options',
      'loss:customDropped:questions[1].options',
    ]);
  });

  it('answers as accept with content, multi-select as an array, skipped left out', () => {
    const answer = { answers: [{ id: 'mode', selected: ['Careful'] }, { id: 'targets', selected: ['Web', 'Android'] }, { id: 'notes', selected: [] }] };
    const { response, issues } = answerToSurface([mode, targets, notes], answer);
    expect(response).toEqual({ action: 'accept', content: { mode: 'Careful', targets: ['Web', 'Android'] } });
    expect(issues).toEqual([]);
    expect(fromSurface([mode, targets, notes], response)).toEqual(answer);
  });

  it('drops typed text beside options and says so for that answer', () => {
    const { response, issues } = answerToSurface([mode], { answers: [{ id: 'mode', selected: [], custom: 'Neither' }] });
    expect(response).toEqual({ action: 'accept', content: {} });
    expect(issues.map((i) => i.rule)).toEqual(['customLost']);
  });

  it('decline and cancel are outcomes', () => {
    expect(fromSurface([mode], outcomeToSurface('declined'))).toEqual({ outcome: 'declined' });
    expect(fromSurface([mode], outcomeToSurface('cancelled'))).toEqual({ outcome: 'cancelled' });
  });
});
