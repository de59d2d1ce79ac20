import { describe, expect, it } from 'vitest';
import { parseEditorText } from '../../../src/client/editor/request-text.ts';
import { SCHEMA_TRANSLATIONS } from '../../../src/client/scenarios/schema-translations.ts';

describe('the request editor text', () => {
  it('points a JSON syntax error at its line and column', () => {
    const result = parseEditorText('{\n  "questions": [\n    { "id": "a", }\n  ]\n}');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'syntax', line: 3 });
  });
  it('points a schema error at its path', () => {
    const result = parseEditorText('{"questions":[{"id":"a","question":7}]}');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'schema', path: 'questions[0].question' });
  });
  it('words a schema error in each language it is given a table for, and only the first issue', () => {
    const plain = parseEditorText('{"questions":[{"id":"a","question":7}]}');
    if (plain.ok || plain.error.kind !== 'schema') throw new Error('expected a schema error');
    expect(plain.error.messages).toEqual({});
    const result = parseEditorText('{"questions":[{"id":"a","question":7}]}', SCHEMA_TRANSLATIONS);
    if (result.ok || result.error.kind !== 'schema') throw new Error('expected a schema error');
    expect(result.error.detail).toMatch(/expected string/);
    expect(result.error.messages?.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(result.error.messages?.zh).not.toBe(result.error.detail);
  });
  it('returns the request with its lint warnings when valid', () => {
    const result = parseEditorText('{"questions":[{"id":"a","question":"q"},{"id":"a","question":"r"}]}');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.warnings.map((w) => w.key)).toEqual(['lint.duplicateId']);
  });
  it('predicts the service: a schema-valid request it would reject is never reported fine', () => {
    const empty = parseEditorText('{"questions":[]}');
    expect(empty.ok && empty.problem).toEqual({ code: 'EMPTY_QUESTIONS', step: 2 });
    const bad = parseEditorText(
      '{"questions":[{"id":"p","question":"Go?","detail":"# Plan","options":[{"label":"Approve"}],"intent":{"kind":"plan-review","approve":"approve"}}]}',
    );
    expect(bad.ok && bad.problem).toMatchObject({ code: 'BAD_INTENT', id: 'p', approve: 'approve' });
    const fine = parseEditorText('{"questions":[{"id":"a","question":"q"}]}');
    expect(fine.ok && fine.problem).toBeNull();
  });
});
