/**
 * What the original harness would have sent its model for an answer given on
 * asklab's card (SPEC §13: after "Open as card", the Surfaces tab shows it beside
 * what the harness did send). The answer goes out through the surface adapters
 * (src/surfaces/claude-code.ts, codex.ts), and Claude Code's text is worded like
 * the recorded result (its wording changed across versions: ./claude-code.ts).
 * Pure.
 */
import { projectAnswer, resultText, type AskUserQuestionAnswer, type AskUserQuestionItem } from '../protocol/index.ts';
import { answerToSurface as claudeAnswer } from '../surfaces/claude-code.ts';
import { CLAUDE_PLAN_REVIEW } from '../surfaces/claude-code-inverse.ts';
import { answerToSurface as codexAnswer, CODEX_LIMITS } from '../surfaces/codex.ts';
import { CLAUDE_WORDS } from './claude-code.ts';
import type { TraceCall } from './types.ts';

export interface HarnessReply {
  /** The text the harness's model would read. */
  readonly text: string;
  /** The harness's structured record of it (Claude Code's `toolUseResult`, Codex's response), when it keeps one. */
  readonly record?: unknown;
}

const REJECT_FULL = `${CLAUDE_WORDS.reject} The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.`;

function claudeText(recorded: string | undefined, answers: Readonly<Record<string, string>>): string {
  const pairs = Object.entries(answers).map(([q, a]) => `"${q}"="${a}"`).join(', ');
  if (recorded?.startsWith('Your questions have been answered:') === true) return `Your questions have been answered: ${pairs}. You can now continue with these answers in mind.`;
  if (recorded?.startsWith('The user answered:') === true) return `The user answered: ${pairs}. Read the answers carefully — they may request clarification, changes, or that you not proceed.`;
  return `User has answered your questions: ${pairs}. You can now continue with the user's answers in mind.`;
}

/** `end`: the answer given on the card, or 'cancelled' for ✕. */
export function harnessReply(call: TraceCall, questions: readonly AskUserQuestionItem[], end: AskUserQuestionAnswer | 'cancelled'): HarnessReply {
  if (call.format === 'claude-code' && call.tool === 'ExitPlanMode') {
    if (end === 'cancelled') return { text: REJECT_FULL, record: CLAUDE_WORDS.rejectedRecord };
    const chosen = end.answers[0];
    if (chosen?.selected[0] === CLAUDE_PLAN_REVIEW.approve) return { text: 'User has approved your plan. You can now start coding. Start with updating your todo list if applicable' };
    const said = chosen?.custom;
    return said === undefined
      ? { text: REJECT_FULL, record: CLAUDE_WORDS.rejectedRecord }
      : { text: `${CLAUDE_WORDS.reject} The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). ${CLAUDE_WORDS.said}\n${said}`, record: CLAUDE_WORDS.rejectedRecord };
  }
  if (call.format === 'claude-code') {
    if (end === 'cancelled') return { text: REJECT_FULL, record: CLAUDE_WORDS.rejectedRecord };
    const { response } = claudeAnswer(questions, end);
    const answers = 'answers' in response ? response.answers : {};
    return { text: claudeText(call.modelText, answers), record: { questions: call.questions, answers } };
  }
  if (call.format === 'codex') {
    if (end === 'cancelled') return { text: CODEX_LIMITS.cancelled };
    const { response } = codexAnswer(questions, end);
    return { text: JSON.stringify(response), record: response };
  }
  if (end === 'cancelled') return { text: call.outcome === 'cancelled' && call.modelText !== undefined ? call.modelText : 'Error: the user cancelled ask_user_question' };
  const result = projectAnswer(end);
  return { text: resultText(result), record: result.value };
}
