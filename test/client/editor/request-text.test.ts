import { describe, expect, it } from 'vitest';
import { parseEditorText } from '../../../src/client/editor/request-text.ts';

describe('the request editor text', () => {
  it('points a JSON syntax error at its line and column', () => {
    const result = parseEditorText('{\n  "questions": [\n    { "id": "a", }\n  ]\n}');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/line 3, column \d+/);
  });
  it('points a schema error at its path', () => {
    const result = parseEditorText('{"questions":[{"id":"a","question":7}]}');
    expect(result.ok || result.error).toMatch(/questions\[0\]\.question/);
  });
  it('returns the request with its lint warnings when valid', () => {
    const result = parseEditorText('{"questions":[{"id":"a","question":"q"},{"id":"a","question":"r"}]}');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.warnings.map((w) => w.key)).toEqual(['lint.duplicateId']);
  });
});
