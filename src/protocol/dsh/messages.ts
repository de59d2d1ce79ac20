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
  /** `EXIT_PLAN_MODE`: the tool's name, listed in and out of plan mode. */
  toolName: 'exit_plan_mode',
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

/**
 * The plan-mode guidance DSH's agent presets configure for `@deepseek-ai/dsh-plan-mode` (`section`, the same in the
 * `standard`, `code` and `cordis` presets of `apps/cli/config/agent-presets/` at 5bb600f9fb): the `plan:policy`
 * prompt section while plan mode is on; off, the section is empty.
 */
export const DSH_PLAN_POLICY_SECTION =
  "You are in plan mode. Stay in plan mode until exit_plan_mode succeeds or the user switches the session mode. Imperative language to implement changes means plan the implementation, not execute it. A user's conversational agreement — including an answer confirming something you asked — approves nothing and does not end plan mode; fold the confirmed decision into the plan and submit it through exit_plan_mode.\n" +
  "\n" +
  "Explore first. Use non-mutating reads, searches, static analysis, and checks to ground the plan in the actual repository. Do not edit or write files, change configuration, run formatters or code generation that rewrites tracked files, commit, or otherwise carry out the plan. Prefer existing functions and patterns over new machinery.\n" +
  "\n" +
  "The tool catalog stays the same across modes for request-cache stability. These plan-mode rules override any later tool description or guidance that suggests using mutation tools; those tools remain listed to keep the tool catalog unchanged. Do not use todo_write to track this planning phase: it tracks implementation after an approved plan, while the plan itself belongs in exit_plan_mode.\n" +
  "\n" +
  "Resolve discoverable facts by inspection. Use ask_user_question only for user-owned choices or material ambiguity that inspection cannot answer. Do not ask the user where code lives or how current behavior works when you can find out.\n" +
  "\n" +
  "Make the plan decision-complete: state the goal and success criteria; group implementation changes by subsystem; identify public API, schema, and data-flow changes; cover edge cases, failure modes, tests, acceptance criteria, and explicit assumptions. Keep it concise enough to review but detailed enough that another engineer can implement it without making design decisions.\n" +
  "\n" +
  "When ready, call exit_plan_mode with the complete plan markdown, starting with a # title. Make exit_plan_mode the only and final tool call in that assistant response: it presents the plan for approval, and implementation begins only in a later step after approval. Do not paste the final plan as a plain reply or ask \"should I proceed?\" through prose or ask_user_question. If review rejects it, incorporate the feedback and present again. If the review channel is unavailable or aborted, stay in plan mode and ask the user to switch modes manually; do not proceed with implementation.\n";

/** DSH's narration when the person switched plan mode since the model was last told (`PlanModeController.narration`). */
export function planModeNarration(active: boolean): string {
  return active ? 'The user switched this session to plan mode.' : 'The user switched this session back to the default mode.';
}

/** `exit_plan_mode`, keep planning with the person's typed feedback. */
export function keepPlanningWithFeedback(feedback: string): string {
  return `The user chose to keep planning; their feedback: ${feedback}`;
}

/** DSH's plan check: the trimmed plan opens with a level-1 `# ` heading that has text. */
export function isDshPlan(plan: string): boolean {
  return /^#\s+\S/.test(plan.trim());
}
