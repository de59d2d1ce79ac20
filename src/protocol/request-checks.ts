/**
 * The request-shape checks of the service's validation (§1.5, steps 2 and 4):
 * what a request's questions alone decide, apart from the caller, the signal
 * and the provider. One pure function, called by the service
 * (host/user-questions.ts) to reject and by the request editor to predict, so a
 * request the editor calls fine is one the service accepts.
 *
 * The function reports a problem as data (code, question id, reason); the
 * service turns it into a UserQuestionError with `problemMessage`, the editor
 * words it in the reader's locale. The order between the steps (caller checks
 * come between 2 and 4) stays the service's business.
 */
import { badIntentApproveMessage, badIntentDetailMessage } from './dsh/messages.ts';
import { ERROR_MESSAGES } from './errors.ts';
import type { AskUserQuestionItem } from './schemas.ts';

export type RequestProblem =
  /** Step 2: the batch holds no question. */
  | { readonly code: 'EMPTY_QUESTIONS'; readonly step: 2 }
  /** Step 4: the approve label is not one of the question's option labels. */
  | { readonly code: 'BAD_INTENT'; readonly step: 4; readonly reason: 'approve-not-an-option'; readonly id: string; readonly approve: string }
  /** Step 4: a plan review without its plan in `detail`. */
  | { readonly code: 'BAD_INTENT'; readonly step: 4; readonly reason: 'missing-plan'; readonly id: string };

/** The first problem of steps 2 and 4, in the service's order, or null when the questions alone pass. */
export function requestProblem(questions: readonly AskUserQuestionItem[]): RequestProblem | null {
  if (questions.length === 0) return { code: 'EMPTY_QUESTIONS', step: 2 };
  for (const item of questions) {
    if (item.intent === undefined) continue;
    const labels = (item.options ?? []).map((o) => o.label);
    if (!labels.includes(item.intent.approve)) {
      return { code: 'BAD_INTENT', step: 4, reason: 'approve-not-an-option', id: item.id, approve: item.intent.approve };
    }
    // DSH refuses only a missing detail: an empty or blank plan is still asked.
    if (item.detail === undefined) return { code: 'BAD_INTENT', step: 4, reason: 'missing-plan', id: item.id };
  }
  return null;
}

/** DSH's message for a problem (what the model reads after `Error: `). */
export function problemMessage(problem: RequestProblem): string {
  if (problem.code === 'EMPTY_QUESTIONS') return ERROR_MESSAGES.EMPTY_QUESTIONS;
  if (problem.reason === 'approve-not-an-option') return badIntentApproveMessage(problem.id, 'plan-review', problem.approve);
  return badIntentDetailMessage(problem.id, 'plan-review');
}
