/**
 * How an ask ends under DSH's three providers, as the model reads it through
 * DSH's own tool projection (§1.4: the answer as JSON, or `Error: <message>`):
 * the web card (asklab's), the readline provider and the ACP provider. The web
 * path's messages come from protocol/errors.ts (one source); the readline and
 * ACP providers' own messages are quoted from their files.
 *
 * DSH: packages/interaction/tool-ask-user/src/index.ts @ 5bb600f9fb (projection),
 *      packages/ui/stdio/src/index.ts @ e38955b2fa (readline),
 *      packages/ui/acp/src/index.ts @ b06bcfd21c (ACP)
 */
import {
  ERROR_MESSAGES,
  planReviewOf,
  projectAnswer,
  projectError,
  resultText,
  type AskUserQuestionAnswer,
  type AskUserQuestionItem,
} from '../../protocol/index.ts';
import type { Delivery, OutcomeCell, OutcomeColumn, OutcomeInput, OutcomeSurface, ReadBack } from './types.ts';

import { ACP_TEXT, STDIO_TEXT } from '../dsh-texts.ts';

export { ACP_TEXT, STDIO_TEXT };

/** Typed text replaces the choice, in multi-select too (readline's line grammar; ACP's `custom` field wins). */
const customWins = (answer: AskUserQuestionAnswer): AskUserQuestionAnswer => ({
  answers: answer.answers.map((a) => (a.custom !== undefined ? { id: a.id, selected: [], custom: a.custom } : { id: a.id, selected: [...a.selected] })),
});

const answerDelivery = (answer: AskUserQuestionAnswer): Delivery => ({ to: 'model', isError: false, text: resultText(projectAnswer(answer)) });

/** `Error: <message>` exactly as DSH's tool projection writes a provider's rejection. */
function errorDelivery(code: string, message: string): Delivery {
  return { to: 'model', isError: true, text: resultText(projectError(Object.assign(new Error(message), { code }))) };
}

function parseAnswer(text: string): AskUserQuestionAnswer | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && Array.isArray((value as AskUserQuestionAnswer).answers)) return value as AskUserQuestionAnswer;
  } catch {
    // Not JSON: an error text.
  }
  return null;
}

function readError(text: string, table: Readonly<Record<string, ReadBack>>): ReadBack | null {
  for (const [message, result] of Object.entries(table)) if (text === `Error: ${message}`) return result;
  return null;
}

function readDsh(text: string, errors: Readonly<Record<string, ReadBack>>): ReadBack | null {
  const answer = parseAnswer(text);
  return answer !== null ? { answer } : readError(text, errors);
}

/** DSH's web card: the card asklab reproduces; ✕ cancels the set, a run abort withdraws it; there is no timeout. */
export const dsh: OutcomeSurface = {
  row: 'dsh',
  cells(input: OutcomeInput): Record<OutcomeColumn, OutcomeCell> {
    const cancelled = errorDelivery('ASK_CANCELLED', ERROR_MESSAGES.ASK_CANCELLED);
    const aborted = errorDelivery('ASK_ABORTED', ERROR_MESSAGES.ASK_ABORTED);
    return {
      answered: { kind: 'delivered', how: 'pick', delivery: answerDelivery(input.answered), source: 'dshWeb' },
      skipped: { kind: 'delivered', how: 'skip', delivery: answerDelivery(input.skipped), source: 'dshWeb' },
      'free-text': { kind: 'delivered', how: 'type', delivery: answerDelivery(input.freeText), source: 'dshWeb' },
      dismissed: { kind: 'delivered', how: 'close', delivery: cancelled, source: 'dshWeb' },
      declined: { kind: 'impossible', why: 'noDecline', source: 'dshWeb' },
      clarify:
        planReviewOf(input.questions) !== null
          ? { kind: 'delivered', how: 'planChatAboutIt', delivery: cancelled, source: 'dshWeb' }
          : { kind: 'impossible', why: 'clarifyPlanOnly', source: 'dshWeb' },
      aborted: { kind: 'delivered', how: 'runAborted', delivery: aborted, source: 'dshWeb' },
      'nobody-answers': { kind: 'waits', how: 'waits', source: 'dshWeb', then: aborted },
    };
  },
  readBack: (_questions, delivery) =>
    readDsh(delivery.text, { [ERROR_MESSAGES.ASK_CANCELLED]: { outcome: 'cancelled' }, [ERROR_MESSAGES.ASK_ABORTED]: { outcome: 'aborted' } }),
};

/** The readline prompt DSH prints again after an empty line (no skip exists). */
function repromptOf(item: AskUserQuestionItem | undefined): string {
  if (item === undefined || (item.options ?? []).length === 0) return STDIO_TEXT.repromptFree;
  return item.multiSelect === true ? STDIO_TEXT.repromptMulti : STDIO_TEXT.reprompt;
}

/**
 * DSH's readline provider: a number picks, any other text is the answer, an
 * empty line re-prompts; Ctrl-C closes input and a run abort ends the ask, both
 * with the same ASK_ABORTED message. Typed text replaces the choice, also in
 * multi-select (the line is either numbers or text).
 */
export const terminal: OutcomeSurface = {
  row: 'terminal',
  cells(input: OutcomeInput): Record<OutcomeColumn, OutcomeCell> {
    const interrupted = errorDelivery('ASK_ABORTED', STDIO_TEXT.interrupted);
    return {
      // A line is either numbers or text, so typed text replaces the choice here too.
      answered: { kind: 'delivered', how: 'pickNumbers', delivery: answerDelivery(customWins(input.answered)), source: 'dshStdio' },
      skipped: { kind: 'impossible', why: 'noSkip', source: 'dshStdio', shows: repromptOf(input.questions[0]) },
      'free-text': { kind: 'delivered', how: 'type', delivery: answerDelivery(input.freeText), source: 'dshStdio' },
      dismissed: { kind: 'delivered', how: 'ctrlC', delivery: interrupted, source: 'dshStdio' },
      declined: { kind: 'impossible', why: 'noDecline', source: 'dshStdio' },
      clarify: { kind: 'impossible', why: 'noClarify', source: 'dshStdio' },
      aborted: { kind: 'delivered', how: 'runAborted', delivery: interrupted, source: 'dshStdio' },
      'nobody-answers': { kind: 'waits', how: 'waits', source: 'dshStdio', then: interrupted },
    };
  },
  readBack: (_questions, delivery) => readDsh(delivery.text, { [STDIO_TEXT.interrupted]: { outcome: 'aborted' } }),
};

/**
 * DSH's ACP provider: one form per question, in turn; decline and cancel are
 * the same cancel, an accept with nothing in it fails the whole ask, the
 * custom field wins over the choice. Neither the provider nor ACP has a timeout.
 */
export const acp: OutcomeSurface = {
  row: 'acp',
  cells(input: OutcomeInput): Record<OutcomeColumn, OutcomeCell> {
    const cancelled = errorDelivery('ASK_CANCELLED', ACP_TEXT.cancelled);
    const aborted = errorDelivery('ASK_ABORTED', ACP_TEXT.aborted);
    return {
      answered: { kind: 'delivered', how: 'pick', delivery: answerDelivery(customWins(input.answered)), source: 'dshAcp' },
      // An empty accept is NO_ANSWER: the whole batch fails, earlier answers are lost.
      skipped: { kind: 'delivered', how: 'emptyAccept', delivery: errorDelivery('NO_ANSWER', ACP_TEXT.noAnswer), source: 'dshAcp' },
      'free-text': { kind: 'delivered', how: 'type', delivery: answerDelivery(input.freeText), source: 'dshAcp' },
      dismissed: { kind: 'delivered', how: 'cancelButton', delivery: cancelled, source: 'dshAcp' },
      declined: { kind: 'delivered', how: 'declineButton', delivery: cancelled, source: 'dshAcp' },
      clarify: { kind: 'impossible', why: 'noClarify', source: 'dshAcp' },
      aborted: { kind: 'delivered', how: 'runAborted', delivery: aborted, source: 'dshAcp' },
      'nobody-answers': { kind: 'waits', how: 'waits', source: 'dshAcp', then: aborted },
    };
  },
  readBack: (_questions, delivery) =>
    readDsh(delivery.text, {
      [ACP_TEXT.cancelled]: { outcome: 'cancelled' },
      [ACP_TEXT.aborted]: { outcome: 'aborted' },
      [ACP_TEXT.noAnswer]: { outcome: 'noAnswer' },
    }),
};
