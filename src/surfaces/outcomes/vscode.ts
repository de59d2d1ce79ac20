/**
 * How a `vscode_askQuestions` call ends in VS Code, as the tool result its
 * model reads (microsoft/vscode askQuestionsTool.ts @ 07710685ac): the answers
 * keyed by header as JSON; skipping or closing the carousel marks questions
 * skipped; a stopped request cancels the call (no result); in Autopilot, or
 * with `chat.autoReply`, every question is answered at once with a fixed text.
 */
import type { AskUserQuestionAnswer, AskUserQuestionItem } from '../../protocol/index.ts';
import { isOutcome } from '../common.ts';
import { answerToSurface, fromSurface, type VscodeResponse } from '../vscode.ts';
import type { Delivery, OutcomeCell, OutcomeColumn, OutcomeInput, OutcomeSurface, ReadBack } from './types.ts';

export const VSCODE_TEXT = {
  // askQuestionsTool.ts AUTOPILOT_ASK_USER_RESPONSE.
  autopilot: 'The user is not available to respond and will review your work later. Work autonomously and make good decisions.',
  // askQuestionsTool.ts: the person typed in the terminal the question came from, instead of answering.
  terminalPrefix: 'The user is replying to the terminal prompts directly. Do not ask more questions or send input to the terminal. You will be automatically notified when the command in terminal ',
  terminalSuffix: ' completes.',
  // base/common/errors.ts CancellationError: what the tool throws when the request is stopped.
  canceled: 'Canceled',
} as const;

const resultOf = (questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer): Delivery => ({
  to: 'model',
  isError: false,
  text: JSON.stringify(answerToSurface(questions, answer).response),
});

/** The header VS Code keys an answer by: the question's header (asklab sends the id when there is none). */
const headerOf = (item: AskUserQuestionItem): string => (item.header !== undefined && item.header.trim() !== '' ? item.header : item.id);

/** `createAutopilotResult`: every question, no choice, the fixed text as free text. */
export function autopilotResult(questions: readonly AskUserQuestionItem[]): string {
  const answers: Record<string, unknown> = {};
  for (const item of questions) {
    Object.defineProperty(answers, headerOf(item), { value: { selected: [], freeText: VSCODE_TEXT.autopilot, skipped: false }, enumerable: true, writable: true, configurable: true });
  }
  return JSON.stringify({ answers });
}

function readBack(questions: readonly AskUserQuestionItem[], delivery: Delivery): ReadBack | null {
  if (delivery.text === autopilotResult(questions)) return { outcome: 'timeout' };
  if (delivery.text.startsWith(VSCODE_TEXT.terminalPrefix)) return { outcome: 'clarify' };
  try {
    const result = fromSurface(questions, JSON.parse(delivery.text) as VscodeResponse);
    return isOutcome(result) ? null : { answer: result };
  } catch {
    return null;
  }
}

export const vscode: OutcomeSurface = {
  row: 'vscode',
  cells(input: OutcomeInput): Record<OutcomeColumn, OutcomeCell> {
    const q = input.questions;
    const allSkipped: AskUserQuestionAnswer = { answers: q.map((item) => ({ id: item.id, selected: [] })) };
    return {
      answered: { kind: 'delivered', how: 'pick', delivery: resultOf(q, input.answered), source: 'vscodeAsk' },
      skipped: { kind: 'delivered', how: 'skip', delivery: resultOf(q, input.skipped), source: 'vscodeAsk' },
      'free-text': { kind: 'delivered', how: 'type', delivery: resultOf(q, input.freeText), source: 'vscodeAsk' },
      dismissed: { kind: 'delivered', how: 'skipAll', delivery: resultOf(q, allSkipped), source: 'vscodeAsk' },
      declined: { kind: 'impossible', why: 'noDecline', source: 'vscodeAsk' },
      clarify: {
        kind: 'delivered',
        how: 'terminalTyping',
        delivery: { to: 'model', isError: false, text: `${VSCODE_TEXT.terminalPrefix}<terminal id>${VSCODE_TEXT.terminalSuffix}`, template: true },
        source: 'vscodeAsk',
      },
      aborted: { kind: 'silent', how: 'runAborted', source: 'vscodeAsk', shows: `CancellationError: ${VSCODE_TEXT.canceled}` },
      'nobody-answers': { kind: 'waits', how: 'waitsAutopilot', source: 'vscodeAsk', then: { to: 'model', isError: false, text: autopilotResult(q) }, afterSeconds: 0 },
    };
  },
  readBack,
};
