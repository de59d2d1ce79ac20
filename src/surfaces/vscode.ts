/**
 * VS Code's `askQuestions` (vscode_askQuestions) as a surface: what that tool
 * would receive for an asklab request, what it rejects or drops, and how its
 * answer (keyed by header: `{ selected, freeText, skipped }`) reads back as §1.3.
 * Pure: no DOM, no worker globals.
 *
 * Choices: `detail` goes into `message` (the tool renders it as markdown), a
 * "(Recommended)" label keeps its text and also gets `recommended: true` (so the
 * answer still carries the exact label), `allowFreeformInput: true` because the
 * asklab card always offers typed text. A question without a header is sent
 * with its id as header, reported as a violation.
 */
import { parseOptionLabel, type AskUserQuestionAnswer, type AskUserQuestionItem } from '../protocol/index.ts';
import { LIMIT_SOURCES } from './sources.ts';
import {
  answerFor,
  answerItem,
  duplicateLabels,
  graphemeLength,
  issue,
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

export const source = LIMIT_SOURCES['vscode'];

/**
 * Limits of askQuestions, each with its source:
 * microsoft/vscode src/vs/workbench/contrib/chat/common/tools/builtinTools/askQuestionsTool.ts @ 07710685ac
 * (`createAskQuestionsToolData`, `SoftLimits`, `HardLimits`, `prepareToolInvocation`, `toChatQuestion`,
 * `convertCarouselAnswers`). What the model reads for each outcome, and Autopilot: ./outcomes/vscode.ts.
 */
export const VSCODE_LIMITS = {
  // inputSchema questions: `minItems: 1`, no maximum.
  maxQuestions: Number.POSITIVE_INFINITY,
  // SoftLimits.header = 50 (schema `maxLength`); header is required and "Must be unique so answers can be mapped back".
  maxHeader: 50,
  // HardLimits.header = 75: longer headers are shown truncated with "...".
  displayHeader: 75,
  // SoftLimits.question = 200 (schema `maxLength`).
  maxQuestion: 200,
  // prepareToolInvocation: one option is refused unless `allowFreeformInput` is set explicitly (the check reads the
  // field, not its default), with "Question "{0}" must have at least two options, or set allowFreeformInput when
  // providing a single option, or omit options for free text input."; asklab always sets it.
  rejectsSingleOption: false,
  // options: no maximum in the schema.
  maxOptions: Number.POSITIVE_INFINITY,
  // allowFreeformInput: "Defaults to true; set to false to restrict to predefined options only." (toChatQuestion: `?? true`).
  freeformDefault: true,
  // message: "Optional markdown message to display below the question text" (the carousel's `detailedMessage`).
  markdownMessage: true,
  // recommended: "Mark this option as the recommended default": pre-selected (toChatQuestion `defaultValue`).
  recommendedPreselects: true,
  // A stopped request: the tool throws CancellationError, whose message is "Canceled".
  cancelled: 'Canceled',
} as const;

export interface VscodeQuestion {
  readonly header: string;
  readonly question: string;
  readonly message?: string;
  readonly multiSelect?: boolean;
  readonly options?: readonly { readonly label: string; readonly description?: string; readonly recommended?: boolean }[];
  readonly allowFreeformInput: boolean;
}

export interface VscodeRequest {
  readonly name: 'vscode_askQuestions';
  readonly input: { readonly questions: readonly VscodeQuestion[] };
}

export interface VscodeAnswer {
  readonly selected: readonly string[];
  readonly freeText: string | null;
  readonly skipped: boolean;
}

export type VscodeResponse =
  | { readonly answers: Readonly<Record<string, VscodeAnswer>> }
  | { readonly error: typeof VSCODE_LIMITS.cancelled };

const L = VSCODE_LIMITS;

const headerOf = (item: AskUserQuestionItem): string =>
  item.header !== undefined && item.header.trim() !== '' ? item.header : item.id;

export function toSurface(questions: readonly AskUserQuestionItem[]): SurfaceRequest<VscodeRequest> {
  const issues: SurfaceIssue[] = [];
  for (const { index, value } of repeats(questions.map(headerOf))) {
    const item = questions[index];
    issues.push(issue('violation', `questions[${index}].header`, 'headerDuplicate', item, { header: value },
      `VS Code: ${item === undefined ? '' : nameOf(item)} repeats the header "${value}": answers are keyed by header, so one answer is lost`));
  }
  questions.forEach((item, q) => {
    const at = `questions[${q}]`;
    if (item.header === undefined || item.header.trim() === '') {
      issues.push(issue('violation', `${at}.header`, 'headerMissing', item, {},
        `VS Code: ${nameOf(item)} has no header: askQuestions requires one (it is the answer key); asklab sends the id instead`));
    }
    const header = headerOf(item);
    const length = graphemeLength(header);
    if (length > L.maxHeader) {
      issues.push(issue('violation', `${at}.header`, 'headerTooLong', item, { max: L.maxHeader, count: length, header },
        `VS Code: ${nameOf(item)} has a ${length}-character header: askQuestions allows ${L.maxHeader}`));
    }
    if (length > L.displayHeader) {
      issues.push(issue('loss', `${at}.header`, 'headerTruncated', item, { max: L.displayHeader, count: length, header },
        `VS Code: ${nameOf(item)} has a header over ${L.displayHeader} characters: it is shown cut off with "..."`));
    }
    const qLength = graphemeLength(item.question);
    if (qLength > L.maxQuestion) {
      issues.push(issue('violation', `${at}.question`, 'questionTooLong', item, { max: L.maxQuestion, count: qLength },
        `VS Code: ${nameOf(item)} is ${qLength} characters long: askQuestions allows ${L.maxQuestion}`));
    }
    for (const label of duplicateLabels(item)) {
      issues.push(issue('violation', `${at}.options`, 'labelDuplicate', item, { label },
        `VS Code: ${nameOf(item)} lists "${label}" twice: the label is the option's id and value`));
    }
  });
  const payload: VscodeRequest = {
    name: 'vscode_askQuestions',
    input: {
      questions: questions.map((item) => {
        const options = optionsOf(item).map((o) => ({
          label: o.label,
          ...(o.description !== undefined ? { description: o.description } : {}),
          ...(parseOptionLabel(o.label).recommended ? { recommended: true } : {}),
        }));
        return {
          header: headerOf(item),
          question: item.question,
          ...(item.detail !== undefined && item.detail.trim() !== '' ? { message: item.detail } : {}),
          ...(item.multiSelect === true ? { multiSelect: true } : {}),
          ...(options.length > 0 ? { options } : {}),
          allowFreeformInput: true,
        };
      }),
    },
  };
  return { payload, issues };
}

export function answerToSurface(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer): SurfaceResponse<VscodeResponse> {
  const answers: Record<string, VscodeAnswer> = {};
  questions.forEach((item, q) => {
    const a = answerFor(answer, item, q);
    const skipped = a.selected.length === 0 && a.custom === undefined;
    put(answers, headerOf(item), { selected: [...a.selected], freeText: a.custom ?? null, skipped });
  });
  return { response: { answers }, issues: [] };
}

export function outcomeToSurface(_outcome: 'cancelled' | 'declined'): VscodeResponse {
  return { error: L.cancelled };
}

export function fromSurface(questions: readonly AskUserQuestionItem[], response: VscodeResponse): SurfaceResult {
  if ('error' in response) return { outcome: 'cancelled' };
  return {
    answers: questions.map((item) => {
      const a = own(response.answers, headerOf(item));
      if (a === undefined || a.skipped) return { id: item.id, selected: [] };
      return answerItem(item.id, [...a.selected], a.freeText ?? undefined);
    }),
  };
}
