/**
 * Conformance with DSH's plan-review narrowing at 5bb600f9fb
 * (`packages/client/ui-user-questions/tests/plan-review-panel.client.spec.tsx`,
 * `planReviewOf` in `contract/slots.ts`). Each test names the DSH test whose
 * behaviour it checks. The panel itself is driven in
 * test/client/question/PlanReviewCard.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { planReviewQuestion } from '../../src/host/tools/exit-plan-mode.ts';
import { planReviewOf, type AskUserQuestionItem } from '../../src/protocol/index.ts';
import { translate } from '../../src/client/locale/locale.ts';

const PLAN = '# Ship it\n\n1. Build.';
const question = (): AskUserQuestionItem => planReviewQuestion(PLAN);

describe('planReviewOf (DSH plan-review-panel.client.spec.tsx)', () => {
  it('"narrows a plan-review request to its decision, options included"', () => {
    const review = planReviewOf([question()]);
    expect(review?.plan).toBe(PLAN);
    expect(review?.approve).toStrictEqual({ label: 'Approve', description: 'Leave plan mode; the plan is carried out from the next step.' });
    expect(review?.refuse).toStrictEqual({ label: 'Keep planning', description: 'Stay in plan mode; feedback goes back to the model.' });
  });

  it('"leaves the decline absent when the asker offered approve alone"', () => {
    const review = planReviewOf([{ ...question(), options: [{ label: 'Approve' }] }]);
    expect(review?.approve).toStrictEqual({ label: 'Approve' });
    expect(review !== null && 'refuse' in review).toBe(false);
  });

  it.each<[string, () => AskUserQuestionItem[]]>([
    ['a batch of more than one question', () => [question(), question()]],
    ['no intent at all', () => {
      const { intent: _intent, ...rest } = question();
      return [rest];
    }],
    ['an intent without the plan as detail', () => {
      const { detail: _detail, ...rest } = question();
      return [rest];
    }],
    ['an intent whose approve names no option', () => [{ ...question(), intent: { kind: 'plan-review', approve: 'Ship it' } }]],
    ['an intent with no options at all', () => {
      const { options: _options, ...rest } = question();
      return [rest];
    }],
    ['a third option the card could not offer', () => [{ ...question(), options: [{ label: 'Approve' }, { label: 'Keep planning' }, { label: 'Start over' }] }]],
    ['a multi-select decision', () => [{ ...question(), multiSelect: true }]],
  ])('"declines %s, leaving the request to the generic flow"', (_name, build) => {
    expect(planReviewOf(build())).toBeNull();
  });

  it('"declines an empty batch, which the generic flow reports as such"', () => {
    expect(planReviewOf([])).toBeNull();
  });

  it('"carries the same decision surface in English" (and in Chinese): DSH\'s words', () => {
    const keys = ['plan.strip', 'plan.approve', 'plan.refuse', 'plan.discuss'] as const;
    expect(keys.map((key) => translate('en', key))).toStrictEqual(['Plan review', 'Approve', 'Refuse', 'Chat about it']);
    expect(keys.map((key) => translate('zh', key))).toStrictEqual(['计划待审', '确认执行', '拒绝', '去聊天里说']);
  });
});
