/**
 * Every error text deepseek-harness (DSH) raises on the ask path, verbatim at
 * commit 5bb600f9fb (SPEC §0): the user-questions service, the web provider,
 * the tool-argument check and `exit_plan_mode`. What the model reads after
 * `Error: ` is one of these, byte for byte; nothing else in asklab words them.
 * The DSH source each comes from is named beside it.
 */

/** The DSH commit every web-path string here is read from. */
export const DSH_WEB_COMMIT = '5bb600f9fb17c31f26089ada6c25eaf900104e71';

/** `packages/interaction/user-questions/src/index.ts` (service) and `packages/host/apiproxy/src/api-proxy.ts` (web provider). */
export const DSH_MESSAGES = {
  /** Service step 1, and the web provider when the signal aborts while the question is pending. */
  ASK_ABORTED: 'ask_user_question was aborted before the user answered',
  /** Web provider: the client answered with `{ ok: false, error: { code: 'cancelled' } }`. */
  ASK_CANCELLED: 'the user cancelled ask_user_question',
  EMPTY_QUESTIONS: 'ask_user_question requires at least one question',
  CALLER_NOT_LIVE: 'human interaction requires the exact live calling agent when an agent is supplied',
  DELEGATED_CALLER:
    'human interaction is unavailable while the calling agent is owned by another live agent; ' +
    "include the unresolved question or decision in the child agent's final result",
  NO_PROVIDER: 'no user-questions provider is registered',
  DUPLICATE_PROVIDER: 'a user-questions provider is already registered',
  /** Web provider: an ask that names no agent has no session to show it in. */
  ASK_MISSING_AGENT: 'web user interaction requires an agent-owned session',
  /** Web provider, code ASK_ABORTED: the provider went away with the question pending. */
  PROVIDER_DISPOSED: 'web user-questions provider was disposed',
} as const;

/** Service step 4, BAD_INTENT: the approve label names none of the question's options. */
export function badIntentApproveMessage(questionId: string, kind: string, approve: string): string {
  return `question ${questionId} declares intent ${kind} whose approve label ${JSON.stringify(approve)} names none of its options`;
}

/** Service step 4, BAD_INTENT: a plan review without the plan (`detail === undefined`). */
export function badIntentDetailMessage(questionId: string, kind: string): string {
  return `question ${questionId} declares intent ${kind} without the detail it reviews`;
}

/** `packages/core/tools/src/schema.ts` ToolArgsError, code INVALID_ARGS: the checker's violations joined by "; ". */
export function invalidArgsMessage(violations: readonly string[]): string {
  return `invalid arguments: ${violations.join('; ')}`;
}

/** `packages/plan/plan-mode/src/index.ts`: what `exit_plan_mode` sends and answers. Its refusals are plain Errors (no code). */
export const DSH_PLAN_MODE = {
  description:
    "Use only in plan mode. Present your plan for the user's review and, on approval, leave plan mode. " +
    'Send the COMPLETE plan as markdown, starting with a # heading that names it. ' +
    'The user may approve (carry out the plan from your next step) or keep ' +
    'planning — their feedback comes back in the tool result; revise and present again.',
  planDescription: 'The complete plan, as markdown, starting with a # heading that names it.',
  questionId: 'plan-review',
  header: 'Plan review',
  question: 'Approve this plan and leave plan mode?',
  approveLabel: 'Approve',
  approveDescription: 'Leave plan mode; the plan is carried out from the next step.',
  keepPlanningLabel: 'Keep planning',
  keepPlanningDescription: 'Stay in plan mode; feedback goes back to the model.',
  approved: 'Plan approved — plan mode exited; carry out the plan starting with your next step.',
  keepPlanning: 'The user chose to keep planning; revise the plan and present it again.',
  dismissed:
    'The user dismissed the plan review to speak instead; ' + 'stay in plan mode, stop here, and wait for their message.',
  notAPlan: 'exit_plan_mode requires a non-empty markdown plan starting with a # heading',
  noAgent: 'exit_plan_mode requires a calling agent (no session to switch)',
  notInPlanMode: 'exit_plan_mode is only available in plan mode',
  noChannel: 'no user-questions channel is available to review the plan; ask the user to switch the session mode instead',
} as const;

/** `exit_plan_mode`, keep planning with the person's typed feedback. */
export function keepPlanningWithFeedback(feedback: string): string {
  return `The user chose to keep planning; their feedback: ${feedback}`;
}

/** DSH's plan check: the trimmed plan opens with a level-1 `# ` heading that has text. */
export function isDshPlan(plan: string): boolean {
  return /^#\s+\S/.test(plan.trim());
}
