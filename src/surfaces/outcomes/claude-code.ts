/**
 * How an `AskUserQuestion` call ends in Claude Code, as the tool-result text its
 * model reads. Claude Code's source is not public: every text here is quoted
 * from its own issue tracker, changelog and docs, or from session transcripts,
 * each cited beside it, with the release it is seen in where the wording moved.
 *
 * Shape of an answered result (answers keyed by question text, `"Q"="A"` pairs
 * joined by ", ", multi-select labels joined by ", " with no quoting, a skipped
 * question left out): all option labels → the "answered" wrapper; any typed
 * text → the neutral wrapper added in 2.1.216.
 */
import { optionsOf, own } from '../common.ts';
import type { AskUserQuestionAnswer, AskUserQuestionAnswerItem, AskUserQuestionItem } from '../../protocol/index.ts';
import type { Delivery, OutcomeCell, OutcomeColumn, OutcomeInput, OutcomeSurface, ReadBack } from './types.ts';

export const CLAUDE_CODE_TEXT = {
  // Every answer an option label (transcripts 2026-07; neutree-ai/agent-platform#239 against claude-agent-sdk 0.3.228).
  answeredPrefix: 'Your questions have been answered: ',
  answeredSuffix: '. You can now continue with these answers in mind.',
  // Any typed text (CHANGELOG 2.1.216: "free-text answers now get neutral wording"; transcripts 2026-08).
  typedPrefix: 'The user answered: ',
  typedSuffix: '. Read the answers carefully — they may request clarification, changes, or that you not proceed — and follow what they actually say.',
  // Nothing answered (a host's reading of 2.1.268's result builder; no transcript seen).
  noAnswers: 'The user did not answer the questions.',
  // The earlier wording (anthropics/claude-code#29889, 2.1.63, 2026-03).
  earlierPrefix: 'User has answered your questions: ',
  earlierSuffix: ". You can now continue with the user's answers in mind.",
  // A rejected tool use, is_error: true (Esc; the same text opens "Chat about this").
  rejected: "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file).",
  stop: 'STOP what you are doing and wait for the user to tell you how to proceed.',
  userSaid: 'To tell you how to proceed, the user said:',
  // "Chat about this" (anthropics/claude-code#33511, #66224).
  clarify:
    'The user wants to clarify these questions.\n' +
    '    This means they may have additional information, context or questions for you.\n' +
    '    Take their response into account and then reformulate the questions if appropriate.\n' +
    '    Start by asking them what they would like to clarify.\n\n' +
    '    Questions asked:',
  noAnswerProvided: '  (No answer provided)',
  // The user turn that follows a tool use the run interrupted.
  interrupted: '[Request interrupted by user for tool use]',
  // A PreToolUse hook's `permissionDecision: "deny"`: the model reads the hook's own reason.
  hookReason: '<permissionDecisionReason>',
} as const;

/**
 * ExitPlanMode, Claude Code's plan review (transcripts of 2.1.228 sessions; the rejection is the same rejected-tool-use
 * text as AskUserQuestion's, is_error): approval carries the plan back; "keep planning" with feedback quotes it.
 */
export const EXIT_PLAN_MODE_TEXT = {
  approved: (path: string, plan: string): string =>
    `User has approved your plan. You can now start coding. Start with updating your todo list if applicable\n\nYour plan has been saved to: ${path}\nYou can refer back to it if needed during implementation.\n\n## Approved Plan:\n${plan}`,
  approvedEmpty: 'User has approved exiting plan mode. You can now proceed.',
  rejected: `${CLAUDE_CODE_TEXT.rejected} ${CLAUDE_CODE_TEXT.stop}`,
  rejectedWithFeedback: (feedback: string): string => `${CLAUDE_CODE_TEXT.rejected} ${CLAUDE_CODE_TEXT.userSaid}\n${feedback}`,
} as const;

/** The idle-timeout result (anthropics/claude-code#73393, #73442 quote it for 60s; the duration is the setting's). */
export function afkText(duration: string): string {
  return `No response after ${duration} — the user may be away from keyboard. Proceed using your best judgment based on the context so far; you can re-ask this question later if it's still relevant.`;
}

const T = CLAUDE_CODE_TEXT;
const JOIN = ', ';

/** The string Claude Code's dialog records for one question, or undefined when it was skipped. */
export function answerString(item: AskUserQuestionItem, a: AskUserQuestionAnswerItem): string | undefined {
  if (item.multiSelect === true) {
    const parts = [...a.selected, ...(a.custom === undefined ? [] : [a.custom])];
    return parts.length === 0 ? undefined : parts.join(JOIN);
  }
  return a.custom ?? a.selected[0];
}

function isLabelsOnly(item: AskUserQuestionItem, value: string): boolean {
  const labels = new Set(optionsOf(item).map((o) => o.label));
  if (labels.has(value)) return true;
  return item.multiSelect === true && value.split(JOIN).every((part) => labels.has(part));
}

type Wording = 'current' | 'earlier' | 'beforeNeutral';

/** `current`: today's two wrappers; `beforeNeutral`: the answered wrapper for everything (before 2.1.216); `earlier`: 2.1.63's. */
function resultFor(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer, wording: Wording): string {
  const given = questions.flatMap((item, i) => {
    const a = answer.answers[i];
    const value = a === undefined ? undefined : answerString(item, a);
    return value === undefined ? [] : [{ item, value }];
  });
  if (given.length === 0) return T.noAnswers;
  const list = given.map(({ item, value }) => `"${item.question}"="${value}"`).join(JOIN);
  if (wording === 'earlier') return `${T.earlierPrefix}${list}${T.earlierSuffix}`;
  const labelsOnly = wording === 'beforeNeutral' || given.every(({ item, value }) => isLabelsOnly(item, value));
  return labelsOnly ? `${T.answeredPrefix}${list}${T.answeredSuffix}` : `${T.typedPrefix}${list}${T.typedSuffix}`;
}

function clarifyText(questions: readonly AskUserQuestionItem[]): string {
  const asked = questions.map((item) => `- "${item.question}"\n${T.noAnswerProvided}`).join('\n');
  return `${T.rejected} ${T.userSaid}\n${T.clarify}\n${asked}`;
}

const model = (text: string, isError = false, after?: readonly string[]): Delivery =>
  after === undefined ? { to: 'model', isError, text } : { to: 'model', isError, text, after };

/** Splits the `"Q"="A", …` list back into one value per question it names (known question texts anchor the split). */
function valuesOf(list: string, questions: readonly AskUserQuestionItem[]): Map<number, string> {
  const marks: { q: number; at: number; end: number }[] = [];
  let from = 0;
  questions.forEach((item, q) => {
    const key = `"${item.question}"=`;
    const at = list.indexOf(key, from);
    if (at === -1) return;
    marks.push({ q, at, end: at + key.length });
    from = at + key.length;
  });
  const values = new Map<number, string>();
  marks.forEach((mark, k) => {
    const next = marks[k + 1];
    const raw = list.slice(mark.end, next === undefined ? list.length : next.at - JOIN.length);
    values.set(mark.q, raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
  });
  return values;
}

function itemFrom(item: AskUserQuestionItem, value: string | undefined): AskUserQuestionAnswerItem {
  if (value === undefined) return { id: item.id, selected: [] };
  const labels = optionsOf(item).map((o) => o.label);
  if (item.multiSelect !== true) return labels.includes(value) ? { id: item.id, selected: [value] } : { id: item.id, selected: [], custom: value };
  const parts = value.split(JOIN);
  const selected = parts.filter((p) => labels.includes(p));
  const rest = parts.filter((p) => !labels.includes(p)).join(JOIN);
  return rest === '' ? { id: item.id, selected } : { id: item.id, selected, custom: rest };
}

function readBack(questions: readonly AskUserQuestionItem[], delivery: Delivery): ReadBack | null {
  const text = delivery.text;
  if (text === T.noAnswers) return { answer: { answers: questions.map((item) => ({ id: item.id, selected: [] })) } };
  if (text.startsWith(`${T.rejected} ${T.userSaid}\n${T.clarify}`)) return { outcome: 'clarify' };
  if (text === `${T.rejected} ${T.stop}`) return { outcome: delivery.after?.includes(T.interrupted) === true ? 'aborted' : 'cancelled' };
  if (text.startsWith('No response after ')) return { outcome: 'timeout' };
  if (delivery.template === true) return { outcome: 'declined' };
  for (const [prefix, suffix] of [[T.answeredPrefix, T.answeredSuffix], [T.typedPrefix, T.typedSuffix], [T.earlierPrefix, T.earlierSuffix]] as const) {
    if (text.startsWith(prefix) && text.endsWith(suffix)) {
      const values = valuesOf(text.slice(prefix.length, text.length - suffix.length), questions);
      return { answer: { answers: questions.map((item, q) => itemFrom(item, values.get(q))) } };
    }
  }
  return null;
}

export const claudeCode: OutcomeSurface = {
  row: 'claude-code',
  cells(input: OutcomeInput): Record<OutcomeColumn, OutcomeCell> {
    const q = input.questions;
    const rejected = model(`${T.rejected} ${T.stop}`, true);
    return {
      answered: {
        kind: 'delivered',
        how: 'pick',
        delivery: model(resultFor(q, input.answered, 'current')),
        source: 'ccJoin',
        earlier: { seenIn: '2.1.63', text: resultFor(q, input.answered, 'earlier') },
      },
      skipped: { kind: 'delivered', how: 'skip', delivery: model(resultFor(q, input.skipped, 'current')), source: 'ccJoin' },
      'free-text': {
        kind: 'delivered',
        how: 'typeOther',
        delivery: model(resultFor(q, input.freeText, 'current')),
        source: 'ccChangelog216',
        earlier: { seenIn: '< 2.1.216', text: resultFor(q, input.freeText, 'beforeNeutral') },
      },
      dismissed: { kind: 'delivered', how: 'escape', delivery: rejected, source: 'ccRejected' },
      declined: { kind: 'delivered', how: 'hookDeny', delivery: { to: 'model', isError: true, text: T.hookReason, template: true }, source: 'ccHook' },
      clarify: { kind: 'delivered', how: 'chatAboutThis', delivery: model(clarifyText(q), true), source: 'ccClarifyText' },
      aborted: { kind: 'delivered', how: 'runAborted', delivery: model(`${T.rejected} ${T.stop}`, true, [T.interrupted]), source: 'ccRejected' },
      // Since 2.1.200 the dialog waits unless askUserQuestionTimeout is set (60s, 5m, 10m; "never" is the default).
      'nobody-answers': { kind: 'waits', how: 'waitsTimeout', source: 'ccChangelog200', then: model(afkText('60s')), afterSeconds: 60 },
    };
  },
  readBack,
};

/** Reads a recorded `answers` map (keyed by question text) as the tool would word it: used by the tests. */
export function resultFromAnswers(questions: readonly AskUserQuestionItem[], answers: Readonly<Record<string, string>>): string {
  const answer: AskUserQuestionAnswer = { answers: questions.map((item) => itemFrom(item, own(answers, item.question))) };
  return resultFor(questions, answer, 'current');
}
