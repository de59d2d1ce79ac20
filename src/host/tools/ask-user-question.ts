/**
 * The model-facing `ask_user_question` tool (§1.2): validates snake_case arguments,
 * maps them to service items (optional keys only when present), passes the calling
 * agent and the step's signal, and projects the outcome for the model (§1.4).
 */
import {
  TOOL_PARAMETERS_JSON_SCHEMA,
  projectAnswer,
  projectError,
  toolArgumentsSchema,
  type AskUserQuestionItem,
  type ToolArguments,
} from '../../protocol/index.ts';
import { parseToolArguments } from './arguments.ts';
import type { ToolDefinition } from './types.ts';

export const ASK_USER_QUESTION = 'ask_user_question';

export function toServiceItems(args: ToolArguments): AskUserQuestionItem[] {
  return args.questions.map((q) => ({
    id: q.id,
    question: q.question,
    ...(q.header !== undefined ? { header: q.header } : {}),
    ...(q.options !== undefined
      ? {
          options: q.options.map((o) => ({
            label: o.label,
            ...(o.description !== undefined ? { description: o.description } : {}),
          })),
        }
      : {}),
    ...(q.multi_select !== undefined ? { multiSelect: q.multi_select } : {}),
  }));
}

export const askUserQuestionTool: ToolDefinition = {
  name: ASK_USER_QUESTION,
  description:
    'Ask the user one or more structured questions and wait for the answers. Use it when you need a choice, a confirmation or missing information. Options make a choice question; no options make a free-text question. The result lists, per question id, the selected option labels and any custom text; a skipped question has an empty selection.',
  parameters: TOOL_PARAMETERS_JSON_SCHEMA,
  requiresApproval: false,
  async execute(rawArgs, context) {
    try {
      const args = parseToolArguments(ASK_USER_QUESTION, toolArgumentsSchema, rawArgs);
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
