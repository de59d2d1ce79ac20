/**
 * fast-check arbitraries for protocol shapes: service-level question items (with
 * optional keys only when present, as `exactOptionalPropertyTypes` demands) and
 * the drafts a UI could hold for them.
 */
import fc from 'fast-check';
import type { AskUserQuestionItem, AskUserQuestionOption, QuestionDraft } from '../../src/protocol/index.ts';

/** Text that exercises trimming: spaces, tabs, line breaks, CJK, and plain letters. */
export const textArb = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\r', 'a', 'b', 'Z', '中', '(', ')'),
  maxLength: 12,
});

export const labelArb = fc.oneof(
  fc.constantFrom('Approve', 'Keep planning', 'Fast', 'Fast (Recommended)', 'Thorough', '推荐（推荐）', ''),
  textArb,
);

export const optionArb: fc.Arbitrary<AskUserQuestionOption> = fc.record(
  { label: labelArb, description: fc.string({ maxLength: 8 }) },
  { requiredKeys: ['label'] },
);

export const intentArb = fc.record({
  kind: fc.constant('plan-review' as const),
  approve: labelArb,
});

export const itemArb: fc.Arbitrary<AskUserQuestionItem> = fc.record(
  {
    id: fc.string({ maxLength: 6 }),
    question: fc.string({ maxLength: 12 }),
    header: fc.string({ maxLength: 6 }),
    detail: fc.oneof(fc.constant('# Plan\n\nDo it.'), fc.string({ maxLength: 8 })),
    options: fc.array(optionArb, { maxLength: 5 }),
    multiSelect: fc.boolean(),
    intent: intentArb,
  },
  { requiredKeys: ['id', 'question'] },
);

export const questionsArb = fc.array(itemArb, { minLength: 1, maxLength: 6 });

/** A draft for `item`: picks from its labels and from strangers, with any custom text. */
export function draftArb(item: AskUserQuestionItem): fc.Arbitrary<QuestionDraft> {
  const labels = (item.options ?? []).map((o) => o.label);
  const pick = labels.length === 0 ? labelArb : fc.oneof(fc.constantFrom(...labels), labelArb);
  return fc.record({
    selected: fc.array(pick, { maxLength: 4 }),
    custom: textArb,
    skipped: fc.boolean(),
  });
}

/** Drafts for every question, sometimes fewer (a UI that never touched the rest). */
export function draftsArb(questions: readonly AskUserQuestionItem[]): fc.Arbitrary<(QuestionDraft | undefined)[]> {
  return fc.tuple(...questions.map((q) => fc.option(draftArb(q), { nil: undefined, freq: 5 })));
}
