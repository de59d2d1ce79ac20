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
 * - code.claude.com/docs/en/agent-sdk/user-input ("Handle clarifying questions": question and response format)
 *   and the Agent SDK TypeScript reference (`AskUserQuestionInput` / `AskUserQuestionOutput`);
 * - the tool-result texts and the timeout: ./outcomes/claude-code.ts and ./outcomes/clock.ts.
 */
export const CLAUDE_CODE_LIMITS = {
  // AskUserQuestionInput.questions: "Questions to ask the user (1-4 questions)", minItems 1, maxItems 4.
  maxQuestions: 4,
  // header: "Very short label displayed as a chip/tag (max 12 chars)".
  maxHeader: 12,
  // options: "2-4 items"; a question without options has no equivalent.
  minOptions: 2,
  maxOptions: 4,
  // AskUserQuestionOutput.answers: "question text -> answer string": the text is the key, so it must be unique.
  uniqueQuestions: true,
  // Labels unique within a question; "Other" is added by the dialog (tool prompt: users can always select "Other").
  uniqueLabels: true,
  // Multi-select labels joined by ", " with no quoting (a label holding ", " cannot be split back):
  // neutree-ai/agent-platform#239, checked against claude-agent-sdk 0.3.228.
  multiSelectJoin: ', ',
  // The tool has no question-level body: `detail` is not shown. Options carry `preview` instead (below).
  showsDetail: false,
  // AskUserQuestionInput options[].preview?: string: shown beside the options when one is focused, markdown in the
  // terminal; a host drawing its own dialog may ask for HTML (toolConfig.askUserQuestion.previewFormat: "html").
  // Previews are for single-select questions only (tool prompt: "previews are only supported for single-select").
  previewFormats: ['markdown', 'html'],
  previewSingleSelectOnly: true,
  // The host's answer may carry `annotations: { [questionText]: { preview?, notes? } }` ("Optional per-question
  // annotations from the user (e.g., notes on preview selections). Keyed by question text.").
  annotationFields: ['preview', 'notes'],
  // Esc on the dialog: the rejected-tool-use result, is_error (./outcomes/claude-code.ts). The transcript line
  // "User declined to answer questions" is what the terminal prints, not what the model reads.
  dismissed: "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.",
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
  | { readonly error: typeof CLAUDE_CODE_LIMITS.dismissed };

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
  return { error: L.dismissed };
}

/** Splits a joined multi-select answer back into the listed labels, in the order they were joined (the card's click order). */
function splitLabels(text: string, labels: readonly string[]): { selected: string[]; rest: string | undefined } {
  const parts = text.split(L.multiSelectJoin);
  const known = new Set(labels);
  const picked = new Set(parts.filter((p) => known.has(p)));
  const rest = parts.filter((p) => !known.has(p)).join(L.multiSelectJoin);
  return { selected: [...picked], rest: rest === '' ? undefined : rest };
}

export function fromSurface(questions: readonly AskUserQuestionItem[], response: ClaudeCodeResponse): SurfaceResult {
  if ('error' in response) return { outcome: 'cancelled' };
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
