/**
 * `planReviewOf` (§3.2): decides whether a batch can be shown as the two-button
 * plan-review card. It claims a request only when Approve/Refuse can express every
 * answer the asker accepts; anything else falls back to the generic flow.
 */
import type { AskUserQuestionItem, AskUserQuestionOption } from './schemas.ts';

export interface PlanReview {
  readonly item: AskUserQuestionItem;
  readonly plan: string;
  readonly approve: AskUserQuestionOption;
  /** The other option; absent when the asker offered approve alone. */
  readonly refuse?: AskUserQuestionOption;
}

export function planReviewOf(questions: readonly AskUserQuestionItem[]): PlanReview | null {
  if (questions.length !== 1) return null;
  const item = questions[0];
  if (item === undefined || item.intent?.kind !== 'plan-review') return null;
  // As DSH's planReviewOf: the plan must be present (an empty one is still a plan the service accepts).
  if (item.detail === undefined || item.multiSelect === true) return null;
  const options = item.options ?? [];
  if (options.length === 0 || options.length > 2) return null;
  const approveLabel = item.intent.approve;
  const approve = options.find((o) => o.label === approveLabel);
  if (approve === undefined) return null;
  // As DSH: the decline is the first option with another label (two options sharing the approve label make an Approve-only card).
  const refuse = options.find((o) => o.label !== approveLabel);
  return refuse === undefined ? { item, plan: item.detail, approve } : { item, plan: item.detail, approve, refuse };
}
