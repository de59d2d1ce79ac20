/**
 * `exit_plan_mode` (§2.3), DSH's plan-review producer in DSH's words
 * (protocol/dsh/messages.ts `DSH_PLAN_MODE`): outside plan mode it refuses, as
 * DSH does while still listing the tool; it checks the plan as DSH does
 * (a `# ` heading with text), asks one question carrying the plan as `detail`
 * and a plan-review intent, and turns the decision into DSH's result. Keeping
 * on planning and dismissing the review to speak are plain errors with no code,
 * as DSH raises them; an abort keeps its own error.
 */
import {
  DSH_PLAN_MODE,
  UserQuestionError,
  isDshPlan,
  keepPlanningWithFeedback,
  projectError,
  projectText,
  type AskUserQuestionItem,
  type ToolResult,
} from '../../protocol/index.ts';
import { checkToolArguments } from './arguments.ts';
import type { ToolDefinition } from './types.ts';

export const EXIT_PLAN_MODE = DSH_PLAN_MODE.toolName;
export const APPROVE_LABEL = DSH_PLAN_MODE.approveLabel;
export const KEEP_PLANNING_LABEL = DSH_PLAN_MODE.keepPlanningLabel;

const PARAMETERS = {
  type: 'object',
  properties: { plan: { type: 'string', description: DSH_PLAN_MODE.planDescription } },
  required: ['plan'],
} as const;

export function planReviewQuestion(plan: string): AskUserQuestionItem {
  return {
    id: DSH_PLAN_MODE.questionId,
    header: DSH_PLAN_MODE.header,
    question: DSH_PLAN_MODE.question,
    detail: plan,
    options: [
      { label: APPROVE_LABEL, description: DSH_PLAN_MODE.approveDescription },
      { label: KEEP_PLANNING_LABEL, description: DSH_PLAN_MODE.keepPlanningDescription },
    ],
    intent: { kind: 'plan-review', approve: APPROVE_LABEL },
  };
}

export const exitPlanModeTool: ToolDefinition = {
  name: EXIT_PLAN_MODE,
  description: DSH_PLAN_MODE.description,
  parameters: PARAMETERS,
  requiresApproval: false,
  async execute(rawArgs, context): Promise<ToolResult> {
    try {
      const { plan } = checkToolArguments(PARAMETERS, rawArgs) as { plan: string };
      // DSH keeps the tool listed outside plan mode (a stable catalog) and refuses the call instead.
      if (context.planMode !== true) throw new Error(DSH_PLAN_MODE.notInPlanMode);
      if (!isDshPlan(plan)) throw new Error(DSH_PLAN_MODE.notAPlan);
      const answer = await context.userQuestions
        .ask({ questions: [planReviewQuestion(plan)], agent: context.agent, signal: context.signal })
        .catch((cause: unknown) => {
          // A dismissed review is the person taking the turn back, not a failure of the tool.
          if (cause instanceof UserQuestionError && cause.code === 'ASK_CANCELLED') throw new Error(DSH_PLAN_MODE.dismissed);
          throw cause;
        });
      const items = answer.answers.filter((entry) => entry.id === DSH_PLAN_MODE.questionId);
      const item = items.length === 1 ? items[0] : undefined;
      if (item?.selected.length !== 1 || item.selected[0] !== APPROVE_LABEL || item.custom !== undefined) {
        const feedback = item?.custom ?? '';
        throw new Error(feedback === '' ? DSH_PLAN_MODE.keepPlanning : keepPlanningWithFeedback(feedback));
      }
      return projectText(DSH_PLAN_MODE.approved, { approved: true });
    } catch (error) {
      return projectError(error);
    }
  },
};
