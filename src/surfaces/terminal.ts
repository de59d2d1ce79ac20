/**
 * DSH's readline provider as a surface (SPEC §8, §12): what it prints for each
 * question and how it reads the line a person types back. The provider in the
 * worker (host/providers/stdio.ts) writes exactly `renderQuestion` and decides
 * with exactly `readLine`; the Surfaces tab shows the same text, so what it
 * shows is what goes out. Pure: no DOM, no streams.
 *
 * DSH: packages/ui/stdio/src/index.ts @ e38955b2fa (`renderQuestion`,
 * `selectedOptions`, `answerQuestion`). One question at a time; no counter, no
 * hint, no `detail`; "(Recommended)" stays in the label. An empty or invalid
 * line re-prompts; there is no skip and no cancel; Ctrl-C closes input
 * (ASK_ABORTED).
 */
import type { AskUserQuestionAnswer, AskUserQuestionAnswerItem, AskUserQuestionItem } from '../protocol/index.ts';
import { STDIO_TEXT } from './dsh-texts.ts';
import { LIMIT_SOURCES } from './sources.ts';
import { answerFor, answerItem, issue, nameOf, optionsOf, type SurfaceIssue, type SurfaceRequest, type SurfaceResponse, type SurfaceResult } from './common.ts';

export const source = LIMIT_SOURCES['terminal'];

/** What readline can carry. Source: packages/ui/stdio/src/index.ts @ e38955b2fa. */
export const TERMINAL_LIMITS = {
  // readline reads one line per answer: a line break typed into an answer cannot be entered.
  lineBreaks: false,
  // `renderQuestion` never prints `detail`.
  detail: false,
  // `answerQuestion` has no empty answer: an empty line re-prompts.
  skip: false,
} as const;

/** The text DSH writes for one question: a blank line, `[header] question`, `  n. label`, the description, the prompt. */
export function renderQuestion(item: AskUserQuestionItem): string {
  let text = '\n';
  text += item.header ? `[${item.header}] ${item.question}\n` : `${item.question}\n`;
  optionsOf(item).forEach((option, index) => {
    text += `  ${index + 1}. ${option.label}\n`;
    if (option.description) text += `     ${option.description}\n`;
  });
  return `${text}${STDIO_TEXT.prompt}`;
}

/**
 * Whether a chunk DSH's readline provider wrote leaves the person at a prompt that answers an ask: a question or a
 * re-prompt (both end on a new line's prompt), not the welcome banner's first prompt.
 */
export function isAskPrompt(data: string): boolean {
  return data.endsWith(`\n${STDIO_TEXT.prompt}`) && data !== `${STDIO_TEXT.welcome}\n${STDIO_TEXT.prompt}`;
}

/** What DSH writes after a line that answers nothing. */
export function repromptOf(item: AskUserQuestionItem): string {
  if (optionsOf(item).length === 0) return STDIO_TEXT.repromptFree;
  return item.multiSelect === true ? STDIO_TEXT.repromptMulti : STDIO_TEXT.reprompt;
}

export type LineReading = { readonly answer: AskUserQuestionAnswerItem } | { readonly reprompt: string };

/**
 * One typed line against one question, as DSH's `answerQuestion` reads it (on the trimmed line):
 * single-select: digits pick option n (out of range re-prompts), other text is custom;
 * multi-select: split on commas or whitespace, all digits pick in typed order, deduplicated
 * (any out of range re-prompts), any other part makes the whole line custom; empty re-prompts.
 */
export function readLine(item: AskUserQuestionItem, line: string): LineReading {
  const text = line.trim();
  const options = optionsOf(item);
  if (text === '') return { reprompt: repromptOf(item) };
  if (options.length === 0) return { answer: { id: item.id, selected: [], custom: text } };
  if (item.multiSelect !== true) {
    if (!/^\d+$/.test(text)) return { answer: { id: item.id, selected: [], custom: text } };
    const picked = options[Number(text) - 1];
    return picked === undefined ? { reprompt: repromptOf(item) } : { answer: { id: item.id, selected: [picked.label] } };
  }
  const parts = text.split(/[,\s]+/).filter(Boolean);
  if (parts.length === 0) return { reprompt: repromptOf(item) };
  if (parts.some((part) => !/^\d+$/.test(part))) return { answer: { id: item.id, selected: [], custom: text } };
  const picked = [...new Set(parts)].map((part) => options[Number(part) - 1]);
  if (picked.some((option) => option === undefined)) return { reprompt: repromptOf(item) };
  return { answer: { id: item.id, selected: picked.map((option) => (option as { label: string }).label) } };
}

/** Every question as DSH prints it, each after the one before is answered. */
export function render(questions: readonly AskUserQuestionItem[]): string {
  return questions.map(renderQuestion).join('');
}

export function toSurface(questions: readonly AskUserQuestionItem[]): SurfaceRequest<string> {
  const issues: SurfaceIssue[] = [];
  questions.forEach((item, q) => {
    if (item.detail !== undefined && item.detail.trim() !== '') {
      issues.push(issue('loss', `questions[${q}].detail`, 'detailDropped', item, {},
        `Terminal: DSH's readline provider does not print the detail of ${nameOf(item)}`));
    }
  });
  return { payload: render(questions), issues };
}

export type TerminalResponse = { readonly lines: readonly string[] } | { readonly interrupted: true };

/** The line a person types for one answer: the option numbers in the answer's order, or the custom text. */
function lineFor(item: AskUserQuestionItem, a: AskUserQuestionAnswerItem): string {
  if (a.custom !== undefined) return a.custom.replace(/[\r\n]+/g, ' ');
  const labels = optionsOf(item).map((o) => o.label);
  return a.selected.map((label) => String(labels.indexOf(label) + 1)).join(item.multiSelect === true ? ' ' : '');
}

export function answerToSurface(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer): SurfaceResponse<TerminalResponse> {
  const issues: SurfaceIssue[] = [];
  const lines = questions.map((item, q) => {
    const a = answerFor(answer, item, q);
    const line = lineFor(item, a);
    if (a.custom !== undefined && /[\r\n]/.test(a.custom)) {
      issues.push(issue('loss', `answers[${q}].custom`, 'lineBreaksLost', item, {},
        `Terminal: the typed answer to ${nameOf(item)} has line breaks: readline reads one line, the rest is lost`));
    }
    if (a.custom !== undefined && a.selected.length > 0) {
      issues.push(issue('loss', `answers[${q}].selected`, 'customReplacesChoice', item, {},
        `Terminal: a line is either option numbers or custom text: the choice beside the text to ${nameOf(item)} is lost`));
    }
    if (a.custom === undefined && a.selected.length === 0) {
      issues.push(issue('violation', `answers[${q}]`, 'noSkip', item, {},
        `Terminal: ${nameOf(item)} cannot be skipped: an empty line re-prompts`));
    }
    const read = readLine(item, line);
    if (a.custom !== undefined && 'answer' in read && read.answer.custom === undefined) {
      issues.push(issue('loss', `answers[${q}].custom`, 'customReadsAsChoice', item, { custom: a.custom },
        `Terminal: the typed answer "${a.custom}" to ${nameOf(item)} reads as option numbers`));
    }
    return line;
  });
  return { response: { lines }, issues };
}

export function outcomeToSurface(_outcome: 'cancelled' | 'declined'): TerminalResponse {
  return { interrupted: true };
}

/** Lines read with DSH's grammar; a line that re-prompts answers nothing (the question reads as skipped here). */
export function fromSurface(questions: readonly AskUserQuestionItem[], response: TerminalResponse): SurfaceResult {
  if ('interrupted' in response) return { outcome: 'cancelled' };
  return {
    answers: questions.map((item, q) => {
      const read = readLine(item, response.lines[q] ?? '');
      return 'answer' in read ? read.answer : answerItem(item.id, [], undefined);
    }),
  };
}
