/**
 * Codex's `request_user_input` as a surface: what that tool would receive for an
 * asklab request, what it rejects or drops, and how its answer
 * (`{ answers: { [id]: { answers: string[] } } }`, typed text as "user_note: …")
 * reads back as §1.3. Pure: no DOM, no worker globals.
 *
 * Choices: an option without a description is sent with `description: ''` (the
 * schema requires the key). A skipped question answers with an empty list.
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

export const source = LIMIT_SOURCES['codex'];

/**
 * Limits of request_user_input, each with its source: openai/codex codex-rs/tools/src/request_user_input_tool.rs
 * @ 4275ad2b (schema, `normalize_request_user_input_args`, mode gate), core/src/tools/handlers/request_user_input.rs
 * (the handler) and tui/src/bottom_pane/request_user_input/mod.rs (how the TUI answers). What the model reads for
 * each outcome, and the auto-resolution timer: ./outcomes/codex.ts and ./outcomes/clock.ts.
 */
export const CODEX_LIMITS = {
  // questions: "Questions to show the user. Prefer 1 and do not exceed 3"; description "one to three short questions".
  maxQuestions: 3,
  // header: "Short header label shown in the UI (12 or fewer chars)"; `header` is required.
  maxHeader: 12,
  // id: "Stable identifier for mapping answers (snake_case)".
  idPattern: /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/,
  // options: "Provide 2-3 mutually exclusive choices"; normalize_… rejects empty options
  // ("request_user_input requires non-empty options for every question").
  minOptions: 2,
  maxOptions: 3,
  // The schema has no multiSelect field: choices are "mutually exclusive".
  multiSelect: false,
  // normalize_…: `is_other = true` for every question; "Do not include an "Other" option in this list".
  addsOther: true,
  // The TUI sends typed notes as "user_note: <text>" after the chosen label (request_user_input/mod.rs submit_answers).
  notePrefix: 'user_note: ',
  // request_user_input.rs: the tool output when no response arrives.
  cancelled: 'request_user_input was cancelled before receiving a response',
  // The tool is a Plan-mode tool; Default mode only behind the `default_mode_request_user_input` feature flag.
  // Elsewhere the call fails with "request_user_input is unavailable in <Mode> mode" (request_user_input_unavailable_message).
  modes: ['Plan'],
  // openai/codex#27256: the model may mark a question non-blocking with `autoResolutionMs`, clamped to 60000–240000;
  // the TUI then resolves it after 60 s hidden + 60 s shown (openai/codex#28235), whatever the value.
  autoResolutionMs: { min: 60_000, max: 240_000 },
} as const;

export interface CodexQuestion {
  readonly id: string;
  readonly header: string;
  readonly question: string;
  readonly options: readonly { readonly label: string; readonly description: string }[];
}

export interface CodexRequest {
  readonly name: 'request_user_input';
  readonly arguments: { readonly questions: readonly CodexQuestion[] };
}

export type CodexResponse =
  | { readonly answers: Readonly<Record<string, { readonly answers: readonly string[] }>> }
  | { readonly error: typeof CODEX_LIMITS.cancelled };

const L = CODEX_LIMITS;

export function toSurface(questions: readonly AskUserQuestionItem[]): SurfaceRequest<CodexRequest> {
  const issues: SurfaceIssue[] = [];
  if (questions.length > L.maxQuestions) {
    issues.push(issue('violation', 'questions', 'tooManyQuestions', undefined, { max: L.maxQuestions, count: questions.length },
      `Codex: the request has ${questions.length} questions: request_user_input takes at most ${L.maxQuestions}`));
  }
  for (const { index, value } of repeats(questions.map((q) => q.id))) {
    const item = questions[index];
    issues.push(issue('violation', `questions[${index}].id`, 'idDuplicate', item, { value },
      `Codex: ${item === undefined ? '' : nameOf(item)} reuses the id "${value}": answers are keyed by id`));
  }
  questions.forEach((item, q) => {
    const at = `questions[${q}]`;
    if (!L.idPattern.test(item.id)) {
      issues.push(issue('violation', `${at}.id`, 'idNotSnakeCase', item, {},
        `Codex: ${nameOf(item)} has an id that is not snake_case: request_user_input expects ids like "deploy_target"`));
    }
    const header = item.header ?? '';
    const length = graphemeLength(header);
    if (header.trim() === '') {
      issues.push(issue('violation', `${at}.header`, 'headerMissing', item, {},
        `Codex: ${nameOf(item)} has no header: request_user_input requires one (${L.maxHeader} or fewer characters)`));
    } else if (length > L.maxHeader) {
      issues.push(issue('violation', `${at}.header`, 'headerTooLong', item, { max: L.maxHeader, count: length, header },
        `Codex: ${nameOf(item)} has a ${length}-character header "${header}": request_user_input allows ${L.maxHeader}`));
    }
    const count = optionsOf(item).length;
    if (count === 0) {
      issues.push(issue('violation', `${at}.options`, 'optionsMissing', item, { min: L.minOptions, max: L.maxOptions },
        `Codex: ${nameOf(item)} has no options: request_user_input requires ${L.minOptions}–${L.maxOptions} for every question`));
    } else if (count < L.minOptions) {
      issues.push(issue('violation', `${at}.options`, 'optionsTooFew', item, { min: L.minOptions, max: L.maxOptions, count },
        `Codex: ${nameOf(item)} has ${count} option: request_user_input wants ${L.minOptions}–${L.maxOptions}`));
    } else if (count > L.maxOptions) {
      issues.push(issue('violation', `${at}.options`, 'optionsTooMany', item, { min: L.minOptions, max: L.maxOptions, count },
        `Codex: ${nameOf(item)} has ${count} options: request_user_input takes at most ${L.maxOptions}`));
    }
    if (item.multiSelect === true) {
      issues.push(issue('violation', `${at}.multiSelect`, 'multiSelectUnsupported', item, {},
        `Codex: ${nameOf(item)} is multi-select: request_user_input has no multi-select, its choices are mutually exclusive`));
    }
    for (const label of duplicateLabels(item)) {
      issues.push(issue('violation', `${at}.options`, 'labelDuplicate', item, { label },
        `Codex: ${nameOf(item)} lists "${label}" twice`));
    }
    optionsOf(item).forEach((option, o) => {
      if (isOtherLabel(option.label)) {
        issues.push(issue('violation', `${at}.options[${o}].label`, 'otherRedundant', item, { label: option.label },
          `Codex: ${nameOf(item)} has an option "${option.label}": Codex adds a free-form "Other" itself`));
      }
      if (option.label.startsWith(L.notePrefix)) {
        issues.push(issue('loss', `${at}.options[${o}].label`, 'labelHasNotePrefix', item, { label: option.label },
          `Codex: ${nameOf(item)} has the label "${option.label}" starting with "user_note: ": choosing it reads as typed text`));
      }
    });
    if (item.detail !== undefined && item.detail.trim() !== '') {
      issues.push(issue('loss', `${at}.detail`, 'detailDropped', item, {},
        `Codex: ${nameOf(item)} has a detail: request_user_input has no place for it, the person never sees it`));
    }
  });
  const payload: CodexRequest = {
    name: 'request_user_input',
    arguments: {
      questions: questions.map((item) => ({
        id: item.id,
        header: item.header ?? '',
        question: item.question,
        options: optionsOf(item).map((o) => ({ label: o.label, description: o.description ?? '' })),
      })),
    },
  };
  return { payload, issues };
}

export function answerToSurface(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer): SurfaceResponse<CodexResponse> {
  const answers: Record<string, { answers: string[] }> = {};
  const issues: SurfaceIssue[] = [];
  questions.forEach((item, q) => {
    const a = answerFor(answer, item, q);
    if (optionsOf(item).length > 0 && a.selected.length === 0 && a.custom === undefined) {
      // The TUI always submits the highlighted option for an option question: a skip cannot be said (mod.rs submit_answers).
      issues.push(issue('loss', `answers[${q}]`, 'skipUnsupported', item, {},
        `Codex: ${nameOf(item)} was skipped: Codex always submits a choice for an option question, so the skip cannot be said`));
    }
    put(answers, item.id, { answers: [...a.selected, ...(a.custom === undefined ? [] : [`${L.notePrefix}${a.custom}`])] });
  });
  return { response: { answers }, issues };
}

export function outcomeToSurface(_outcome: 'cancelled' | 'declined'): CodexResponse {
  return { error: L.cancelled };
}

export function fromSurface(questions: readonly AskUserQuestionItem[], response: CodexResponse): SurfaceResult {
  if ('error' in response) return { outcome: 'cancelled' };
  return {
    answers: questions.map((item) => {
      const list = own(response.answers, item.id)?.answers ?? [];
      const notes = list.filter((v) => v.startsWith(L.notePrefix)).map((v) => v.slice(L.notePrefix.length));
      const selected = list.filter((v) => !v.startsWith(L.notePrefix));
      return answerItem(item.id, selected, notes.length > 0 ? notes.join('\n') : undefined);
    }),
  };
}
