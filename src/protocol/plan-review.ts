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
  // A blank plan is no plan: the service rejects it (BAD_INTENT), so the card must not claim it either.
  if (item.detail === undefined || item.detail.trim() === '' || item.multiSelect === true) return null;
  const options = item.options ?? [];
  if (options.length === 0 || options.length > 2) return null;
  const approveLabel = item.intent.approve;
  const approve = options.find((o) => o.label === approveLabel);
  if (approve === undefined) return null;
  const others = options.filter((o) => o !== approve);
  const refuse = others[0];
  // Two options with the same label cannot be told apart by two buttons.
  if (refuse !== undefined && refuse.label === approve.label) return null;
  return refuse === undefined ? { item, plan: item.detail, approve } : { item, plan: item.detail, approve, refuse };
}
