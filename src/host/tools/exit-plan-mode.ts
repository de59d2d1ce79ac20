/**
 * `exit_plan_mode` (§2.3): the producer of plan-review questions. It asks one
 * question carrying the plan as `detail` and a plan-review intent, then turns the
 * user's decision into a result that tells the model what to do next.
 */
import * as z from 'zod/mini';
import {
  UserQuestionError,
  projectError,
  projectText,
  type AskUserQuestionItem,
  type ToolResult,
} from '../../protocol/index.ts';
import { parseToolArguments } from './arguments.ts';
import type { ToolDefinition } from './types.ts';

export const EXIT_PLAN_MODE = 'exit_plan_mode';
export const APPROVE_LABEL = 'Approve';
export const KEEP_PLANNING_LABEL = 'Keep planning';

const planArgumentsSchema = z.object({
  plan: z.string().check(z.regex(/^\s*#/, 'the plan must be markdown starting with a "#" heading')),
});

/** Tool-level failure that is not one of the service's codes. */
export class PlanReviewError extends Error {
  override readonly name = 'PlanReviewError';
  readonly code = 'PLAN_NOT_APPROVED';
}

export function planReviewQuestion(plan: string): AskUserQuestionItem {
  return {
    id: 'plan-review',
    header: 'Plan review',
    question: 'Approve this plan and leave plan mode?',
    detail: plan,
    options: [
      { label: APPROVE_LABEL, description: 'Leave plan mode and start carrying out the plan.' },
      { label: KEEP_PLANNING_LABEL, description: 'Stay in plan mode and revise the plan first.' },
    ],
    intent: { kind: 'plan-review', approve: APPROVE_LABEL },
  };
}

export const exitPlanModeTool: ToolDefinition = {
  name: EXIT_PLAN_MODE,
  description:
    'Present your plan to the user for approval and leave plan mode if they approve. The plan is markdown starting with a "#" heading.',
  parameters: {
    type: 'object',
    properties: { plan: { type: 'string', description: 'The plan, in markdown, starting with a "#" heading.' } },
    required: ['plan'],
  },
  requiresApproval: false,
  async execute(rawArgs, context): Promise<ToolResult> {
    try {
      const { plan } = parseToolArguments(EXIT_PLAN_MODE, planArgumentsSchema, rawArgs);
      const answer = await context.userQuestions.ask({
        questions: [planReviewQuestion(plan)],
        agent: context.agent,
        signal: context.signal,
      });
      const entry = answer.answers[0];
      if (entry !== undefined && entry.selected.length === 1 && entry.selected[0] === APPROVE_LABEL && entry.custom === undefined) {
        return projectText('The user approved the plan. Plan mode is over: carry out the plan now.', {
          approved: true,
        });
      }
      const feedback = entry?.custom !== undefined ? ` Their feedback: ${entry.custom}` : '';
      throw new PlanReviewError(`The user did not approve the plan. Stay in plan mode and keep planning.${feedback}`);
    } catch (error) {
      if (error instanceof UserQuestionError && error.code === 'ASK_CANCELLED') {
        return projectError(
          new UserQuestionError(
            'ASK_CANCELLED',
            'The user wants to talk about the plan instead of approving it. Stop and wait for their message.',
          ),
        );
      }
      return projectError(error);
    }
  },
};
