/** The Form view's edits on the written JSON: where added keys go, the Recommended suffix, and the approve label following its option. */
import { describe, expect, it } from 'vitest';
import { applyEdit, inWrittenOrder, recommendedSuffix, setKey, withRecommended, type JsonObject } from '../../../src/client/editor/request-doc.ts';
import { parseEditorText } from '../../../src/client/editor/request-text.ts';
import type { AskUserQuestionItem } from '../../../src/protocol/index.ts';

const ORDER = ['id', 'question', 'header', 'detail', 'options', 'multiSelect', 'intent'];

function edit(text: string, ...edits: Parameters<typeof applyEdit>[2][]): string {
  let current = text;
  for (const e of edits) {
    const parsed = parseEditorText(current);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    current = JSON.stringify(applyEdit(parsed.doc, parsed.request, e));
  }
  return current;
}

describe('setKey', () => {
  it('replaces a present key where it stands', () => {
    expect(Object.keys(setKey({ question: 'q', id: 'a', header: 'h' }, 'id', 'b', ORDER))).toEqual(['question', 'id', 'header']);
  });
  it('puts a new key before the first known key that §1.1 lists after it', () => {
    expect(Object.keys(setKey({ id: 'a', question: 'q', options: [] }, 'header', 'h', ORDER))).toEqual(['id', 'question', 'header', 'options']);
    expect(Object.keys(setKey({ options: [], id: 'a' }, 'header', 'h', ORDER))).toEqual(['header', 'options', 'id']);
    expect(Object.keys(setKey({ id: 'a', note: 1 }, 'intent', {}, ORDER))).toEqual(['id', 'note', 'intent']);
  });
});

describe('the Recommended suffix', () => {
  const q = (...labels: string[]): AskUserQuestionItem => ({ id: 'x', question: 'X?', options: labels.map((label) => ({ label })) });
  it('reuses the style the request already uses', () => {
    expect(recommendedSuffix([q('快速（推荐）', '稳妥')], 0, '稳妥')).toBe('（推荐）');
    expect(recommendedSuffix([q('PostgreSQL (推荐)', 'SQLite')], 0, 'SQLite')).toBe(' (推荐)');
    expect(recommendedSuffix([q('A'), q('Fast (recommended)')], 0, 'A')).toBe(' (recommended)');
  });
  it('otherwise fits the language: a Chinese label or question gets （推荐）, anything else " (Recommended)"', () => {
    expect(recommendedSuffix([q('稳妥', 'A')], 0, '稳妥')).toBe('（推荐）');
    expect(recommendedSuffix([{ ...q('SQLite'), question: '用哪个？' }], 0, 'SQLite')).toBe('（推荐）');
    expect(recommendedSuffix([q('Fast', 'Slow')], 0, 'Fast')).toBe(' (Recommended)');
  });
  it('adds and removes the suffix, keeping the text as written', () => {
    expect(withRecommended('Fast', true, ' (Recommended)')).toBe('Fast (Recommended)');
    expect(withRecommended('Fast (Recommended)', false, ' (Recommended)')).toBe('Fast');
    expect(withRecommended('快速（推荐）', false, '（推荐）')).toBe('快速');
    expect(withRecommended('Fast (Recommended)', true, '（推荐）')).toBe('Fast (Recommended)');
  });
});

describe('applyEdit', () => {
  const plan = '{"questions":[{"intent":{"approve":"Go","kind":"plan-review"},"id":"p","question":"Proceed?","detail":"# Plan","options":[{"label":"Go"},{"label":"Stop"}]}]}';

  it('switching Recommended on renames the option and the approve label that named it', () => {
    const out = JSON.parse(edit(plan, { kind: 'recommended', q: 0, o: 0, on: true })) as { questions: [JsonObject] };
    expect(out.questions[0]).toEqual({
      intent: { approve: 'Go (Recommended)', kind: 'plan-review' },
      id: 'p',
      question: 'Proceed?',
      detail: '# Plan',
      options: [{ label: 'Go (Recommended)' }, { label: 'Stop' }],
    });
    expect(Object.keys(out.questions[0])).toEqual(['intent', 'id', 'question', 'detail', 'options']);
    expect(Object.keys(out.questions[0]['intent'] as JsonObject)).toEqual(['approve', 'kind']);
  });

  it('renaming another option leaves the approve label alone', () => {
    const out = edit(plan, { kind: 'option-text', q: 0, o: 1, key: 'label', value: 'Halt' });
    expect(out).toContain('"approve":"Go"');
    expect(out).toContain('{"label":"Halt"}');
  });

  it('the intent picker sets, changes and removes the intent', () => {
    const plain = '{"questions":[{"id":"p","question":"Proceed?","options":[{"label":"Go"}],"multiSelect":false}]}';
    const on = edit(plain, { kind: 'intent', q: 0, approve: 'Go' });
    expect(on).toBe('{"questions":[{"id":"p","question":"Proceed?","options":[{"label":"Go"}],"multiSelect":false,"intent":{"kind":"plan-review","approve":"Go"}}]}');
    expect(edit(on, { kind: 'intent', q: 0, approve: null })).toBe(plain);
  });

  it('emptying an optional field keeps its key where it was, so typing puts the text back in place', () => {
    const text = '{"questions":[{"header":"Mode","id":"m","question":"Which?"}]}';
    const emptied = edit(text, { kind: 'question-text', q: 0, key: 'header', value: '' });
    expect(emptied).toBe('{"questions":[{"header":"","id":"m","question":"Which?"}]}');
    expect(edit(emptied, { kind: 'question-text', q: 0, key: 'header', value: 'Build' })).toBe('{"questions":[{"header":"Build","id":"m","question":"Which?"}]}');
    // An absent optional field stays absent while empty.
    expect(edit('{"questions":[{"id":"m","question":"Which?"}]}', { kind: 'question-text', q: 0, key: 'detail', value: '' })).toBe(
      '{"questions":[{"id":"m","question":"Which?"}]}',
    );
  });

  it('keeps keys the schema does not know', () => {
    const out = edit('{"$schema":"x","questions":[{"id":"a","x-owner":"me","question":"A?"}]}', { kind: 'question-text', q: 0, key: 'question', value: 'B?' });
    expect(out).toBe('{"$schema":"x","questions":[{"id":"a","x-owner":"me","question":"B?"}]}');
  });
});

describe('inWrittenOrder', () => {
  it('gives the validated request the order of the written JSON', () => {
    const parsed = parseEditorText('{"questions":[{"question":"A?","options":[{"description":"d","label":"L"}],"id":"a"}]}');
    expect(parsed.ok && JSON.stringify(parsed.request)).toBe('{"questions":[{"question":"A?","options":[{"description":"d","label":"L"}],"id":"a"}]}');
    expect(inWrittenOrder({ a: 1, b: [{ c: 1, d: 2 }] }, { b: [{ d: 0, c: 0 }], a: 0 })).toEqual({ b: [{ d: 2, c: 1 }], a: 1 });
    expect(JSON.stringify(inWrittenOrder({ a: 1, b: [{ c: 1, d: 2 }] }, { b: [{ d: 0, c: 0 }], a: 0 }))).toBe('{"b":[{"d":2,"c":1}],"a":1}');
  });
});
