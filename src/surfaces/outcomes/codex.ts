/**
 * How a `request_user_input` call ends in Codex, as the function-call output
 * its model reads (openai/codex, each text cited beside it). The call is a
 * Plan-mode tool: elsewhere it fails at once with CODEX_TEXT.unavailable. The
 * TUI always submits a choice for an option question (the highlighted one), so
 * a question cannot be skipped; typed notes ride beside it as "user_note: …".
 * Esc interrupts the whole turn. A question the model marked non-blocking
 * (`autoResolutionMs`, outside Plan mode) resolves itself with no answers.
 */
import type { AskUserQuestionAnswer, AskUserQuestionItem } from '../../protocol/index.ts';
import { answerToSurface, fromSurface, type CodexResponse } from '../codex.ts';
import { isOutcome } from '../common.ts';
import type { Delivery, OutcomeCell, OutcomeColumn, OutcomeInput, OutcomeSurface, ReadBack } from './types.ts';

export const CODEX_TEXT = {
  // core/src/tools/handlers/request_user_input.rs: outside the modes that allow it (Plan; Default behind a feature flag).
  unavailable: 'request_user_input is unavailable in Default mode',
  // request_user_input.rs: the session's response channel closed with no answer (a client that says no).
  cancelled: 'request_user_input was cancelled before receiving a response',
  // The output recorded for a call the interrupt cut off (Esc sends Op::Interrupt; tui request_user_input/mod.rs).
  aborted: 'aborted',
  // The user turn recorded after an interrupt (openai/codex#9043, context/turn_aborted.rs).
  turnAborted:
    '<turn_aborted>\nThe user interrupted the previous turn on purpose. Any running unified exec processes may still be running in the background. If any tools/commands were aborted, they may have partially executed.\n</turn_aborted>',
  // openai/codex#28235: an advisory question nobody answers submits an empty response.
  emptyAnswers: '{"answers":{}}',
} as const;

/** The function-call output for an answer: the serialised response (questions in request order). */
function outputFor(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer): Delivery {
  return { to: 'model', isError: false, text: JSON.stringify(answerToSurface(questions, answer).response) };
}

function readBack(questions: readonly AskUserQuestionItem[], delivery: Delivery): ReadBack | null {
  if (delivery.text === CODEX_TEXT.cancelled) return { outcome: 'declined' };
  if (delivery.text === CODEX_TEXT.aborted) return { outcome: 'aborted' };
  if (delivery.text === CODEX_TEXT.emptyAnswers) return { outcome: 'timeout' };
  try {
    const result = fromSurface(questions, JSON.parse(delivery.text) as CodexResponse);
    return isOutcome(result) ? null : { answer: result };
  } catch {
    return null;
  }
}

export const codex: OutcomeSurface = {
  row: 'codex',
  cells(input: OutcomeInput): Record<OutcomeColumn, OutcomeCell> {
    const interrupted: Delivery = { to: 'model', isError: false, text: CODEX_TEXT.aborted, after: [CODEX_TEXT.turnAborted] };
    return {
      answered: { kind: 'delivered', how: 'pick', delivery: outputFor(input.questions, input.answered), source: 'codexTui' },
      skipped: { kind: 'impossible', why: 'noSkipPreselected', source: 'codexTui' },
      'free-text': { kind: 'delivered', how: 'typeNote', delivery: outputFor(input.questions, input.freeText), source: 'codexTui' },
      dismissed: { kind: 'delivered', how: 'escape', delivery: interrupted, source: 'codexAborted' },
      declined: { kind: 'delivered', how: 'clientDeclines', delivery: { to: 'model', isError: true, text: CODEX_TEXT.cancelled }, source: 'codexHandler' },
      clarify: { kind: 'impossible', why: 'noClarify', source: 'codexTui' },
      aborted: { kind: 'delivered', how: 'runAborted', delivery: interrupted, source: 'codexAborted' },
      // Plan mode blocks until answered; an advisory question (autoResolutionMs) resolves after 60 s + 60 s.
      'nobody-answers': {
        kind: 'waits',
        how: 'waitsAdvisory',
        source: 'codexAutoTimer',
        then: { to: 'model', isError: false, text: CODEX_TEXT.emptyAnswers },
        afterSeconds: 120,
      },
    };
  },
  readBack,
};
