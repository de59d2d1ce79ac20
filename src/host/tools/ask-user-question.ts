/**
 * The model-facing `ask_user_question` tool (§1.2), DSH's to the word: its
 * description and parameter schema (protocol/dsh/tool.ts), DSH's argument check
 * (INVALID_ARGS), `multi_select` mapped to `multiSelect`, optional keys only when
 * present, options passed on as sent (extra option keys included, as DSH does),
 * the calling agent and the step's signal, and the outcome projected for the
 * model (§1.4).
 */
import { ASK_USER_QUESTION_DESCRIPTION, TOOL_PARAMETERS_JSON_SCHEMA } from '../../protocol/dsh/tool.ts';
import {
  projectAnswer,
  projectError,
  type AskUserQuestionItem,
  type ToolArguments,
} from '../../protocol/index.ts';
import { checkToolArguments } from './arguments.ts';
import type { ToolDefinition } from './types.ts';

export const ASK_USER_QUESTION = 'ask_user_question';

/** Checked arguments to service items. Question keys the schema does not declare are dropped; option objects go as sent. */
export function toServiceItems(args: ToolArguments): AskUserQuestionItem[] {
  return args.questions.map((q) => ({
    id: q.id,
    question: q.question,
    ...(q.header !== undefined ? { header: q.header } : {}),
    ...(q.options !== undefined ? { options: q.options } : {}),
    ...(q.multi_select !== undefined ? { multiSelect: q.multi_select } : {}),
  }));
}

export const askUserQuestionTool: ToolDefinition = {
  name: ASK_USER_QUESTION,
  description: ASK_USER_QUESTION_DESCRIPTION,
  parameters: TOOL_PARAMETERS_JSON_SCHEMA,
  requiresApproval: false,
  async execute(rawArgs, context) {
    try {
      // The check above has proven this shape; the cast only names it.
      const args = checkToolArguments(TOOL_PARAMETERS_JSON_SCHEMA, rawArgs) as ToolArguments;
      const answer = await context.userQuestions.ask({
        questions: toServiceItems(args),
        agent: context.agent,
        signal: context.signal,
      });
      return projectAnswer(answer);
    } catch (error) {
      return projectError(error);
    }
  },
};
