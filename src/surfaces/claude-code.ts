/**
 * Claude Code's `AskUserQuestion` as a surface: what that tool would receive for
 * an asklab request, what it rejects or drops, and how its answer (keyed by
 * question text, multi-select labels joined by ", ") reads back as §1.3.
 * Pure: no DOM, no worker globals.
 *
 * Choices: an option without a description is sent with `description: ''`
 * (the SDK types it as required; an empty one shows nothing and loses nothing).
 * A skipped question is left out of `answers`, as the dialog's Skip does.
 */
import type { AskUserQuestionAnswer, AskUserQuestionItem } from '../protocol/index.ts';
import { LIMIT_SOURCES } from './sources.ts';
import {
  answerFor,
  answerItem,
  duplicateLabels,
  graphemeLength,
  issue,
  isOtherLabel,
  nameOf,
  own,
  put,
  optionsOf,
  repeats,
  type SurfaceIssue,
  type SurfaceRequest,
  type SurfaceResponse,
  type SurfaceResult,
} from './common.ts';

export const source = LIMIT_SOURCES['claude-code'];

/**
 * Limits of AskUserQuestion, each with its source:
 * - code.claude.com/docs/en/agent-sdk/user-input ("Handle clarifying questions": question format and
 *   response format), and the tool's input schema as the Agent SDK ships it (`@anthropic-ai/claude-agent-sdk`
 *   sdk-tools.d.ts `AskUserQuestionInput` / `AskUserQuestionOutput`: questions `minItems: 1, maxItems: 4`,
 *   options `minItems: 2, maxItems: 4`).
 */
export const CLAUDE_CODE_LIMITS = {
  // sdk-tools.d.ts AskUserQuestionInput.questions: "1-4 items".
  maxQuestions: 4,
  // sdk-tools.d.ts AskUserQuestionInput header: "Very short label displayed as a chip/tag (max 12 chars)".
  maxHeader: 12,
  // sdk-tools.d.ts options: "2-4 items"; a question without options has no equivalent.
  minOptions: 2,
  maxOptions: 4,
  // AskUserQuestionOutput.answers: "question text -> answer string": the text is the key, so it must be unique.
  uniqueQuestions: true,
  // Agent SDK docs: options need unique labels; "Other" is added automatically (tool prompt: "do not include None or Other").
  uniqueLabels: true,
  // AskUserQuestionOutput.answers: "multi-select answers are comma-separated".
  multiSelectJoin: ', ',
  // The tool has no question-level body: `detail` is not shown (options carry `preview`, not questions).
  showsDetail: false,
  // Claude Code's tool result when the dialog is dismissed.
  declined: 'User declined to answer questions',
} as const;

export interface ClaudeCodeQuestion {
  readonly question: string;
  readonly header: string;
  readonly options: readonly { readonly label: string; readonly description: string }[];
  readonly multiSelect: boolean;
}

export interface ClaudeCodeRequest {
  readonly name: 'AskUserQuestion';
  readonly input: { readonly questions: readonly ClaudeCodeQuestion[] };
}

export type ClaudeCodeResponse =
  | { readonly answers: Readonly<Record<string, string>> }
  | { readonly error: typeof CLAUDE_CODE_LIMITS.declined };

const L = CLAUDE_CODE_LIMITS;

export function toSurface(questions: readonly AskUserQuestionItem[]): SurfaceRequest<ClaudeCodeRequest> {
  const issues: SurfaceIssue[] = [];
  if (questions.length > L.maxQuestions) {
    issues.push(issue('violation', 'questions', 'tooManyQuestions', undefined, { max: L.maxQuestions, count: questions.length },
      `Claude Code: the request has ${questions.length} questions: AskUserQuestion takes at most ${L.maxQuestions}`));
  }
  for (const { index, value } of repeats(questions.map((q) => q.question))) {
    const item = questions[index];
    issues.push(issue('violation', `questions[${index}].question`, 'questionDuplicate', item, {},
      `Claude Code: ${item === undefined ? '' : nameOf(item)} repeats another question's text: answers are keyed by question text ("${value}")`));
  }
  questions.forEach((item, q) => {
    const at = `questions[${q}]`;
    const header = item.header ?? '';
    const length = graphemeLength(header);
    if (length > L.maxHeader) {
      issues.push(issue('violation', `${at}.header`, 'headerTooLong', item, { max: L.maxHeader, count: length, header },
        `Claude Code: ${nameOf(item)} has a ${length}-character header "${header}": AskUserQuestion allows ${L.maxHeader}`));
    }
    if (header.trim() === '') {
      issues.push(issue('violation', `${at}.header`, 'headerMissing', item, {},
        `Claude Code: ${nameOf(item)} has no header: AskUserQuestion requires one (at most ${L.maxHeader} characters)`));
    }
    const count = optionsOf(item).length;
    if (count === 0) {
      issues.push(issue('violation', `${at}.options`, 'optionsMissing', item, { min: L.minOptions, max: L.maxOptions },
        `Claude Code: ${nameOf(item)} has no options: AskUserQuestion always needs ${L.minOptions}–${L.maxOptions}`));
    } else if (count < L.minOptions) {
      issues.push(issue('violation', `${at}.options`, 'optionsTooFew', item, { min: L.minOptions, max: L.maxOptions, count },
        `Claude Code: ${nameOf(item)} has ${count} option: AskUserQuestion needs ${L.minOptions}–${L.maxOptions}`));
    } else if (count > L.maxOptions) {
      issues.push(issue('violation', `${at}.options`, 'optionsTooMany', item, { min: L.minOptions, max: L.maxOptions, count },
        `Claude Code: ${nameOf(item)} has ${count} options: AskUserQuestion takes at most ${L.maxOptions}`));
    }
    for (const label of duplicateLabels(item)) {
      issues.push(issue('violation', `${at}.options`, 'labelDuplicate', item, { label },
        `Claude Code: ${nameOf(item)} lists "${label}" twice: option labels must be unique`));
    }
    optionsOf(item).forEach((option, o) => {
      if (isOtherLabel(option.label)) {
        issues.push(issue('violation', `${at}.options[${o}].label`, 'otherRedundant', item, { label: option.label },
          `Claude Code: ${nameOf(item)} has an option "${option.label}": the dialog adds "Other" itself, so it shows twice`));
      }
      if (item.multiSelect === true && option.label.includes(L.multiSelectJoin)) {
        issues.push(issue('loss', `${at}.options[${o}].label`, 'labelHasSeparator', item, { label: option.label, separator: L.multiSelectJoin },
          `Claude Code: ${nameOf(item)} has the label "${option.label}" containing ", ": multi-select answers are joined by ", ", so the model cannot split them back`));
      }
    });
    if (item.detail !== undefined && item.detail.trim() !== '') {
      issues.push(issue('loss', `${at}.detail`, 'detailDropped', item, {},
        `Claude Code: ${nameOf(item)} has a detail: AskUserQuestion has no place for it, the person never sees it`));
    }
  });
  const payload: ClaudeCodeRequest = {
    name: 'AskUserQuestion',
    input: {
      questions: questions.map((item) => ({
        question: item.question,
        header: item.header ?? '',
        options: optionsOf(item).map((o) => ({ label: o.label, description: o.description ?? '' })),
        multiSelect: item.multiSelect === true,
      })),
    },
  };
  return { payload, issues };
}

export function answerToSurface(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer): SurfaceResponse<ClaudeCodeResponse> {
  const answers: Record<string, string> = {};
  const issues: SurfaceIssue[] = [];
  questions.forEach((item, q) => {
    const a = answerFor(answer, item, q);
    const labels = optionsOf(item).map((o) => o.label);
    if (item.multiSelect === true) {
      const parts = [...a.selected, ...(a.custom === undefined ? [] : [a.custom])];
      if (a.custom !== undefined) {
        issues.push(issue('loss', `answers[${q}].custom`, 'customMerged', item, { custom: a.custom },
          `Claude Code: the typed text "${a.custom}" for ${nameOf(item)} is joined in with the chosen labels: the model cannot tell it was typed`));
      }
      if (parts.length > 0) put(answers, item.question, parts.join(L.multiSelectJoin));
      return;
    }
    if (a.custom !== undefined) {
      if (labels.includes(a.custom)) {
        issues.push(issue('loss', `answers[${q}].custom`, 'customReadsAsChoice', item, { custom: a.custom },
          `Claude Code: the typed text "${a.custom}" for ${nameOf(item)} equals an option label: it reads as that choice`));
      }
      put(answers, item.question, a.custom);
      return;
    }
    const chosen = a.selected[0];
    if (chosen !== undefined) put(answers, item.question, chosen);
  });
  return { response: { answers }, issues };
}

export function outcomeToSurface(_outcome: 'cancelled' | 'declined'): ClaudeCodeResponse {
  return { error: L.declined };
}

/** Splits a joined multi-select answer back into the listed labels, in option order. */
function splitLabels(text: string, labels: readonly string[]): { selected: string[]; rest: string | undefined } {
  const parts = text.split(L.multiSelectJoin);
  const known = new Set(labels);
  const picked = new Set(parts.filter((p) => known.has(p)));
  const rest = parts.filter((p) => !known.has(p)).join(L.multiSelectJoin);
  return { selected: labels.filter((l, i) => picked.has(l) && labels.indexOf(l) === i), rest: rest === '' ? undefined : rest };
}

export function fromSurface(questions: readonly AskUserQuestionItem[], response: ClaudeCodeResponse): SurfaceResult {
  if ('error' in response) return { outcome: 'declined' };
  return {
    answers: questions.map((item) => {
      const text = own(response.answers, item.question);
      if (text === undefined) return { id: item.id, selected: [] };
      const labels = optionsOf(item).map((o) => o.label);
      if (item.multiSelect === true) {
        const { selected, rest } = splitLabels(text, labels);
        return answerItem(item.id, selected, rest);
      }
      return labels.includes(text) ? { id: item.id, selected: [text] } : answerItem(item.id, [], text);
    }),
  };
}
