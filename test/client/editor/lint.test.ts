import { describe, expect, it } from 'vitest';
import { lintRequest } from '../../../src/client/editor/lint.ts';
import { editorCopy } from '../../../src/client/editor/editor-copy.ts';
import type { RequestData } from '../../../src/protocol/index.ts';

const keys = (request: RequestData): string[] => lintRequest(request).map((w) => `${w.key}@${w.path}`);
const clean: RequestData = {
  questions: [
    { id: 'a', header: 'Mode', question: 'How?', options: [{ label: 'Fast (Recommended)' }, { label: 'Careful' }] },
    { id: 'b', question: 'Where?' },
  ],
};

describe('request lint', () => {
  it('says nothing about a clean request', () => {
    expect(keys(clean)).toEqual([]);
  });
  it('warns about a repeated question id, pointing at the second one', () => {
    expect(keys({ questions: [{ id: 'x', question: 'a' }, { id: 'x', question: 'b' }] })).toEqual(['lint.duplicateId@questions[1].id']);
  });
  it('warns about a repeated option label within one question only', () => {
    expect(keys({ questions: [{ id: 'x', question: 'q', options: [{ label: 'A' }, { label: 'A' }] }] })).toEqual([
      'lint.duplicateLabel@questions[0].options[1].label',
    ]);
    expect(keys({ questions: [{ id: 'x', question: 'q', options: [{ label: 'A' }] }, { id: 'y', question: 'q', options: [{ label: 'A' }] }] })).toEqual([]);
  });
  it('warns about an option label of blank space only (space, tab, zero-width is not blank), not as a duplicate', () => {
    expect(keys({ questions: [{ id: 'x', question: 'q', options: [{ label: '  ' }, { label: '\t' }, { label: 'A' }] }] })).toEqual([
      'lint.blankLabel@questions[0].options[0].label',
      'lint.blankLabel@questions[0].options[1].label',
    ]);
  });
  it('words the duplicate warnings with what happens to the answer, in both locales', () => {
    const [id] = lintRequest({ questions: [{ id: 'x', question: 'a' }, { id: 'x', question: 'b' }] });
    expect(id === undefined ? '' : editorCopy.text('en', id.key, id.vars)).toMatch(/accepts it.*later one/);
    expect(id === undefined ? '' : editorCopy.text('zh', id.key, id.vars)).toContain('后一条');
    const [label] = lintRequest({ questions: [{ id: 'x', question: 'q', options: [{ label: 'A' }, { label: 'A' }] }] });
    expect(label === undefined ? '' : editorCopy.text('en', label.key, label.vars)).toContain('reads as the first');
  });
  it('warns when the approve label differs from an option only in case, and not when it matches exactly', () => {
    const base = { id: 'p', question: 'q', detail: '# p', options: [{ label: 'Approve' }, { label: 'No' }] };
    expect(keys({ questions: [{ ...base, intent: { kind: 'plan-review', approve: 'approve' } }] })).toEqual([
      'lint.approveCase@questions[0].intent.approve',
    ]);
    expect(keys({ questions: [{ ...base, intent: { kind: 'plan-review', approve: 'Approve' } }] })).toEqual([]);
  });
  it('warns when "(Recommended)" is not on the first option, in any spelling', () => {
    expect(keys({ questions: [{ id: 'x', question: 'q', options: [{ label: 'A' }, { label: 'B（推荐）' }] }] })).toEqual([
      'lint.recommendedNotFirst@questions[0].options[1].label',
    ]);
  });
  it('warns about very long labels and headers, more than 8 options and an empty question', () => {
    expect(keys({ questions: [{ id: 'x', question: 'q', options: [{ label: 'L'.repeat(81) }] }] })).toEqual([
      'lint.longLabel@questions[0].options[0].label',
    ]);
    expect(keys({ questions: [{ id: 'x', question: 'q', options: [{ label: 'L'.repeat(80) }] }] })).toEqual([]);
    // The same 12 as the form's header counter, counted in characters a person sees (an emoji or a CJK character is one).
    expect(keys({ questions: [{ id: 'x', header: 'H'.repeat(13), question: 'q' }] })).toEqual(['lint.longHeader@questions[0].header']);
    expect(keys({ questions: [{ id: 'x', header: 'H'.repeat(12), question: 'q' }] })).toEqual([]);
    expect(keys({ questions: [{ id: 'x', header: '👩‍💻'.repeat(12), question: 'q' }] })).toEqual([]);
    expect(keys({ questions: [{ id: 'x', header: '数据库迁移与回滚计划审批流程', question: 'q' }] })).toEqual(['lint.longHeader@questions[0].header']);
    const nine = Array.from({ length: 9 }, (_, i) => ({ label: `o${i}` }));
    expect(keys({ questions: [{ id: 'x', question: 'q', options: nine }] })).toEqual(['lint.manyOptions@questions[0].options']);
    expect(keys({ questions: [{ id: 'x', question: 'q', options: nine.slice(0, 8) }] })).toEqual([]);
    expect(keys({ questions: [{ id: 'x', question: '   ' }] })).toEqual(['lint.emptyQuestion@questions[0].question']);
  });
});
