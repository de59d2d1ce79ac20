/**
 * "Open in Request" (§10.4): the request a tool row asked, as the editor's
 * draft — the questions its card showed when it got that far (service level,
 * exactly as asked), else the call's input read leniently: a direct ask's
 * questions, or `ask_user_question` arguments mapped from the model's shape
 * (`multi_select` → `multiSelect`). Null when there is nothing a request could
 * be made of (broken JSON, a tool that asks nothing). Pure.
 */
import { requestDataSchema, toolArgumentsSchema, type AskUserQuestionItem, type RequestData } from '../../protocol/index.ts';

const DIRECT_ASK = 'userQuestions.ask';
const ASK_TOOL = 'ask_user_question';

export function requestFromToolRow(name: string, input: unknown, asked: readonly AskUserQuestionItem[] | undefined): RequestData | null {
  if (asked !== undefined && asked.length > 0) return { questions: [...asked] };
  if (name === DIRECT_ASK) {
    const parsed = requestDataSchema.safeParse(input);
    return parsed.success && parsed.data.questions.length > 0 ? parsed.data : null;
  }
  if (name !== ASK_TOOL) return null;
  const parsed = toolArgumentsSchema.safeParse(input);
  if (!parsed.success || parsed.data.questions.length === 0) return null;
  return {
    questions: parsed.data.questions.map((q) => ({
      id: q.id,
      question: q.question,
      ...(q.header !== undefined ? { header: q.header } : {}),
      ...(q.options !== undefined ? { options: q.options } : {}),
      ...(q.multi_select !== undefined ? { multiSelect: q.multi_select } : {}),
    })),
  };
}
