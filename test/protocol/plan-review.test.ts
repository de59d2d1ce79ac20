/**
 * `planReviewOf` (§3.2): it claims a request for the two-button card only when the
 * buttons can express every answer the asker accepts; anything else falls back.
 */
import { describe, expect, it } from 'vitest';
import { planReviewOf, type AskUserQuestionItem } from '../../src/protocol/index.ts';

const approve = { label: 'Approve', description: 'Go ahead.' };
const keep = { label: 'Keep planning', description: 'Revise first.' };

function review(overrides: Partial<AskUserQuestionItem> = {}): AskUserQuestionItem {
  return {
    id: 'plan-review',
    question: 'Approve this plan?',
    detail: '# Plan',
    options: [approve, keep],
    intent: { kind: 'plan-review', approve: 'Approve' },
    ...overrides,
  };
}

function without<K extends keyof AskUserQuestionItem>(item: AskUserQuestionItem, key: K): AskUserQuestionItem {
  const copy: Partial<AskUserQuestionItem> = { ...item };
  delete copy[key];
  return copy as AskUserQuestionItem;
}

describe('planReviewOf claims', () => {
  it('a single plan-review question with approve and one other option, naming which is which', () => {
    const item = review();
    expect(planReviewOf([item])).toStrictEqual({ item, plan: '# Plan', approve, refuse: keep });
  });

  it('finds the approve option wherever it is listed', () => {
    const item = review({ options: [keep, approve] });
    expect(planReviewOf([item])).toStrictEqual({ item, plan: '# Plan', approve, refuse: keep });
  });

  it('an approve-only question, with no refuse key at all', () => {
    const item = review({ options: [approve] });
    const claimed = planReviewOf([item]);
    expect(claimed).toStrictEqual({ item, plan: '# Plan', approve });
    expect(claimed !== null && 'refuse' in claimed).toBe(false);
  });

  it('a question with multiSelect explicitly false', () => {
    expect(planReviewOf([review({ multiSelect: false })])).not.toBeNull();
  });
});

describe('planReviewOf falls back to the generic flow (null) for', () => {
  const cases: [string, AskUserQuestionItem[]][] = [
    ['two questions, even if both are valid plan reviews', [review(), review({ id: 'second' })]],
    ['an empty batch', []],
    ['a question without intent', [without(review(), 'intent')]],
    ['a plan review without detail', [without(review(), 'detail')]],
    ['a multi-select plan review', [review({ multiSelect: true })]],
    ['three options', [review({ options: [approve, keep, { label: 'Later' }] })]],
    ['an approve label that is not among the labels', [review({ intent: { kind: 'plan-review', approve: 'approve' } })]],
    ['zero options', [review({ options: [] })]],
    ['no options key', [without(review(), 'options')]],
  ];
  it.each(cases)('%s', (_name, questions) => {
    expect(planReviewOf(questions)).toBeNull();
  });
});

describe('planReviewOf as DSH decides it', () => {
  it('two options sharing the approve label make an Approve-only card', () => {
    const item: AskUserQuestionItem = {
      id: 'plan-review',
      question: 'Approve?',
      detail: '# Plan',
      options: [{ label: 'Approve' }, { label: 'Approve', description: 'Also approve.' }],
      intent: { kind: 'plan-review', approve: 'Approve' },
    };
    const claimed = planReviewOf([item]);
    expect(claimed?.approve.label).toBe('Approve');
    expect(claimed !== null && 'refuse' in claimed).toBe(false);
  });

  it('claims a blank plan too: DSH checks only that detail is present, and so does the service', () => {
    const item: AskUserQuestionItem = {
      id: 'plan-review',
      question: 'Approve?',
      detail: '  \n\t ',
      options: [{ label: 'Approve' }, { label: 'Keep planning' }],
      intent: { kind: 'plan-review', approve: 'Approve' },
    };
    expect(planReviewOf([item])?.plan).toBe('  \n\t ');
  });
});
