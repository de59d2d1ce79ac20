/**
 * Property: `planReviewOf` never claims a request whose answers two buttons cannot
 * express, and does claim every request that meets all of §3.2's conditions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planReviewOf, type AskUserQuestionItem } from '../../src/protocol/index.ts';
import { itemArb, labelArb, optionArb } from './arbitraries.ts';

/** Items biased toward the plan-review shape, so both branches are exercised often. */
const nearPlanReviewArb: fc.Arbitrary<AskUserQuestionItem> = fc
  .tuple(
    itemArb,
    fc.array(optionArb, { minLength: 0, maxLength: 3 }),
    fc.nat(3),
    labelArb,
    fc.boolean(),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([base, generated, approveIndex, stranger, useStranger, multi, duplicate]) => {
    // Sometimes repeat the first label, so two buttons with one label are tried too.
    const first = generated[0];
    const options = duplicate && first !== undefined ? [first, { label: first.label, description: 'twin' }] : generated;
    const approve = useStranger ? stranger : (options[approveIndex]?.label ?? stranger);
    const item: AskUserQuestionItem = {
      ...base,
      options,
      intent: { kind: 'plan-review', approve },
      detail: base.detail ?? '# Plan',
    };
    return multi ? { ...item, multiSelect: true } : item;
  });

const batchArb = fc.oneof(
  fc.array(nearPlanReviewArb, { minLength: 1, maxLength: 1 }),
  fc.array(fc.oneof(nearPlanReviewArb, itemArb), { minLength: 0, maxLength: 3 }),
);

function meetsAllConditions(questions: readonly AskUserQuestionItem[]): boolean {
  const item = questions[0];
  if (questions.length !== 1 || item === undefined || item.intent?.kind !== 'plan-review') return false;
  const labels = (item.options ?? []).map((o) => o.label);
  return (
    item.detail !== undefined &&
    item.multiSelect !== true &&
    labels.length <= 2 &&
    labels.includes(item.intent.approve)
  );
}

describe('planReviewOf, for any batch', () => {
  it('claims only one non-multi question with detail, at most two options and approve among them (DSH planReviewOf)', () => {
    fc.assert(
      fc.property(batchArb, (questions) => {
        const claimed = planReviewOf(questions);
        if (claimed === null) return;
        expect(questions).toHaveLength(1);
        const item = questions[0];
        expect(claimed.item).toBe(item);
        expect(item?.multiSelect).not.toBe(true);
        expect(item?.detail).toBeDefined();
        expect(claimed.plan).toBe(item?.detail);
        const options = item?.options ?? [];
        expect(options.length).toBeGreaterThanOrEqual(1);
        expect(options.length).toBeLessThanOrEqual(2);
        expect(claimed.approve.label).toBe(item?.intent?.approve);
        expect(options).toContain(claimed.approve);
        if (options.some((o) => o.label !== claimed.approve.label)) {
          expect(claimed.refuse).toBeDefined();
          expect(options).toContain(claimed.refuse);
          expect(claimed.refuse?.label).not.toBe(claimed.approve.label);
        } else {
          expect('refuse' in claimed).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('claims every batch that meets all the conditions (and nothing else)', () => {
    fc.assert(
      fc.property(batchArb, (questions) => {
        expect(planReviewOf(questions) !== null).toBe(meetsAllConditions(questions));
      }),
      { numRuns: 1000 },
    );
  });
});
