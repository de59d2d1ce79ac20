/**
 * "Copy as code" (§5.6): the current request as a model would send it (the
 * snake_case tool call, without the fields a model cannot send) and as a
 * TypeScript call of the service.
 */
import type { RequestData } from '../../protocol/index.ts';

export interface ToolCallCode {
  readonly json: string;
  /** Paths of fields the model-facing tool cannot carry (they were left out). */
  readonly dropped: readonly string[];
}

export function toolCallCode(request: RequestData): ToolCallCode {
  const dropped: string[] = [];
  const questions = request.questions.map((q, i) => {
    if (q.detail !== undefined) dropped.push(`questions[${i}].detail`);
    if (q.intent !== undefined) dropped.push(`questions[${i}].intent`);
    return {
      id: q.id,
      question: q.question,
      ...(q.header !== undefined ? { header: q.header } : {}),
      ...(q.options !== undefined ? { options: q.options } : {}),
      ...(q.multiSelect !== undefined ? { multi_select: q.multiSelect } : {}),
    };
  });
  const call = { type: 'function', function: { name: 'ask_user_question', arguments: JSON.stringify({ questions }) } };
  return { json: JSON.stringify(call, null, 2), dropped };
}

export function askSnippet(request: RequestData): string {
  const body = JSON.stringify(request.questions, null, 2)
    .split('\n')
    .map((line, i) => (i === 0 ? line : `  ${line}`))
    .join('\n');
  return [
    "import { UserQuestionError } from './protocol';",
    '',
    'try {',
    '  const { answers } = await userQuestions.ask({',
    `    questions: ${body.split('\n').join('\n  ')},`,
    '    agent, // the calling agent: must be a live root',
    '    signal, // the step\'s AbortSignal',
    '  });',
    '} catch (error) {',
    '  if (error instanceof UserQuestionError) console.log(error.code); // e.g. ASK_CANCELLED',
    '}',
  ].join('\n');
}
