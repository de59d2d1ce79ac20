/**
 * The terminal readline demo of seed 003 (dsh-stdio-demo) as a surface: the
 * request rendered as the text such a demo prints (numbered options,
 * "(Recommended)" kept as text, detail as plain text, multi-select as
 * comma-separated numbers, free text as a prompt), and the lines a person types
 * read back into the same §1.3 answer. An empty line skips; Ctrl-C cancels.
 * Pure: no DOM; the prompt wording is passed in so the page can translate it.
 *
 * Input grammar, one line per question: a single-select line that is one listed
 * number picks that option, anything else is typed text; a multi-select line is
 * comma-separated numbers, optionally followed by more comma-separated text
 * (the typed text); a free-text line is the text.
 */
import type { AskUserQuestionAnswer, AskUserQuestionItem } from '../protocol/index.ts';
import { LIMIT_SOURCES } from './sources.ts';
import {
  answerFor,
  answerItem,
  hasMarkdown,
  issue,
  markdownToPlain,
  nameOf,
  optionsOf,
  type SurfaceIssue,
  type SurfaceRequest,
  type SurfaceResponse,
  type SurfaceResult,
} from './common.ts';

export const source = LIMIT_SOURCES['terminal'];

/** What the readline demo can carry. Source: seed 003 (the seam's stdio demo renders in readline); no published limits. */
export const TERMINAL_LIMITS = {
  // readline reads one line per answer: a line break typed into an answer cannot be entered.
  lineBreaks: false,
  // A terminal prints text: markdown shows as plain text.
  markdown: false,
} as const;

export interface TerminalCopy {
  readonly single: string;
  readonly multi: string;
  readonly free: string;
  readonly skip: string;
}

export const TERMINAL_COPY_EN: TerminalCopy = {
  single: 'Choose a number, or type your own answer',
  multi: 'Choose numbers separated by commas (e.g. 1,3), optionally followed by your own text',
  free: 'Type your answer',
  skip: 'empty line skips, Ctrl-C cancels',
};

export type TerminalResponse = { readonly lines: readonly string[] } | { readonly interrupted: true };

function promptOf(item: AskUserQuestionItem, copy: TerminalCopy): string {
  const options = optionsOf(item);
  const hint = options.length === 0 ? copy.free : item.multiSelect === true ? copy.multi : copy.single;
  return `${hint} (${copy.skip})`;
}

export function render(questions: readonly AskUserQuestionItem[], copy: TerminalCopy = TERMINAL_COPY_EN): string {
  const blocks = questions.map((item, q) => {
    const lines: string[] = [];
    const head = item.header !== undefined && item.header.trim() !== '' ? `[${item.header}] ` : '';
    lines.push(`${q + 1}/${questions.length} ${head}${item.question}`);
    if (item.detail !== undefined && item.detail.trim() !== '') {
      for (const line of markdownToPlain(item.detail).split('\n')) lines.push(`    ${line}`);
    }
    optionsOf(item).forEach((option, o) => {
      lines.push(`  ${o + 1}. ${option.label}${option.description !== undefined && option.description !== '' ? ` — ${option.description}` : ''}`);
    });
    lines.push(`${promptOf(item, copy)}`);
    lines.push('> ');
    return lines.join('\n');
  });
  return blocks.join('\n\n');
}

export function toSurface(questions: readonly AskUserQuestionItem[], copy: TerminalCopy = TERMINAL_COPY_EN): SurfaceRequest<string> {
  const issues: SurfaceIssue[] = [];
  questions.forEach((item, q) => {
    if (item.detail !== undefined && hasMarkdown(item.detail)) {
      issues.push(issue('loss', `questions[${q}].detail`, 'detailPlain', item, {},
        `Terminal: ${nameOf(item)} has markdown in its detail: the terminal prints it as plain text, the formatting is lost`));
    }
  });
  return { payload: render(questions, copy), issues };
}

const NUMBER = /^\s*\d+\s*$/;

function inRange(token: string, count: number): boolean {
  if (!NUMBER.test(token)) return false;
  const n = Number(token.trim());
  return n >= 1 && n <= count;
}

/** The line a person would type for one answer item. */
function lineFor(item: AskUserQuestionItem, selected: readonly string[], custom: string | undefined): string {
  const labels = optionsOf(item).map((o) => o.label);
  const numbers = selected.map((label) => String(labels.indexOf(label) + 1));
  if (labels.length === 0) return custom ?? '';
  if (item.multiSelect === true) return [...numbers, ...(custom === undefined ? [] : [custom])].join(',');
  return custom ?? numbers[0] ?? '';
}

export function answerToSurface(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer): SurfaceResponse<TerminalResponse> {
  const issues: SurfaceIssue[] = [];
  const lines = questions.map((item, q) => {
    const a = answerFor(answer, item, q);
    const count = optionsOf(item).length;
    if (a.custom !== undefined) {
      if (/[\r\n]/.test(a.custom)) {
        issues.push(issue('loss', `answers[${q}].custom`, 'lineBreaksLost', item, {},
          `Terminal: the typed answer to ${nameOf(item)} has line breaks: readline reads one line, the rest is lost`));
      }
      const first = a.custom.split(',')[0] ?? '';
      if (count > 0 && (item.multiSelect === true ? inRange(first, count) : inRange(a.custom, count))) {
        issues.push(issue('loss', `answers[${q}].custom`, 'customReadsAsChoice', item, { custom: a.custom },
          `Terminal: the typed answer "${a.custom}" to ${nameOf(item)} starts like an option number: it reads as a choice`));
      }
    }
    return lineFor(item, a.selected, a.custom === undefined ? undefined : a.custom.replace(/[\r\n]+/g, ' '));
  });
  return { response: { lines }, issues };
}

export function outcomeToSurface(_outcome: 'cancelled' | 'declined'): TerminalResponse {
  return { interrupted: true };
}

export function fromSurface(questions: readonly AskUserQuestionItem[], response: TerminalResponse): SurfaceResult {
  if ('interrupted' in response) return { outcome: 'cancelled' };
  return {
    answers: questions.map((item, q) => {
      const raw = response.lines[q] ?? '';
      if (raw.trim() === '') return { id: item.id, selected: [] };
      const labels = optionsOf(item).map((o) => o.label);
      if (labels.length === 0) return answerItem(item.id, [], raw.trim());
      if (item.multiSelect !== true) {
        const label = inRange(raw, labels.length) ? labels[Number(raw.trim()) - 1] : undefined;
        return label !== undefined ? { id: item.id, selected: [label] } : answerItem(item.id, [], raw.trim());
      }
      const tokens = raw.split(',');
      let k = 0;
      const picked = new Set<string>();
      while (k < tokens.length && inRange(tokens[k] ?? '', labels.length)) {
        const label = labels[Number((tokens[k] ?? '').trim()) - 1];
        if (label !== undefined) picked.add(label);
        k++;
      }
      const rest = tokens.slice(k).join(',').trim();
      // In the order typed, as DSH's readline keeps it (and as the card keeps click order).
      const selected = [...picked];
      return answerItem(item.id, selected, rest === '' ? undefined : rest);
    }),
  };
}
