/**
 * The one answer encoder (§1.3). Every UI (generic card, plan-review card, the
 * scripted user, tests) turns its drafts into an answer through `encodeAnswer`,
 * so the rules live in exactly one place. Pure: no DOM, no clock.
 *
 * Multi-select labels go in the order the person checked them (a draft's
 * `selected` is kept in click order; unchecking and checking again moves a label
 * to the end), as DSH's card sends them.
 *
 * Options that share a label: the answer carries labels (§1.3), so they cannot
 * be told apart. A shared label is sent once, however many of its options are
 * chosen, where it was first checked; single-select sends the shared label
 * whichever of them was chosen. The card keeps each option's
 * identity on screen and tells the person the labels repeat.
 */
import type { AskUserQuestionAnswer, AskUserQuestionAnswerItem, AskUserQuestionItem } from './schemas.ts';

/** What a UI holds for one question while the user works on it. */
export interface QuestionDraft {
  /** Labels the user picked, in the order they were picked; unknown labels are ignored. */
  readonly selected: readonly string[];
  /** Raw custom text as typed (trimmed by the encoder). */
  readonly custom: string;
  /** The user pressed "Skip this question". */
  readonly skipped: boolean;
  /** The positions of the options picked, when the UI knows them (options may share a label); the encoder reads labels only. */
  readonly picks?: readonly number[];
}

export const EMPTY_DRAFT: QuestionDraft = Object.freeze({ selected: [], custom: '', skipped: false });

export function hasOptions(item: AskUserQuestionItem): boolean {
  return (item.options?.length ?? 0) > 0;
}

/** Custom text counts only when something is left after trimming. */
export function normaliseCustom(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function encodeAnswerItem(item: AskUserQuestionItem, draft: QuestionDraft | undefined): AskUserQuestionAnswerItem {
  const d = draft ?? EMPTY_DRAFT;
  if (d.skipped) return { id: item.id, selected: [] };
  const custom = normaliseCustom(d.custom);
  const options = item.options ?? [];
  if (options.length === 0) {
    return custom === undefined ? { id: item.id, selected: [] } : { id: item.id, selected: [], custom };
  }
  const offered = new Set(options.map((option) => option.label));
  const picked = [...new Set(d.selected)].filter((label) => offered.has(label));
  if (item.multiSelect === true) {
    const selected = picked;
    return custom === undefined ? { id: item.id, selected } : { id: item.id, selected, custom };
  }
  // Single-select: custom text replaces the choice, it never adds to it.
  if (custom !== undefined) return { id: item.id, selected: [], custom };
  const chosen = picked[0];
  return { id: item.id, selected: chosen === undefined ? [] : [chosen] };
}

export function encodeAnswer(
  questions: readonly AskUserQuestionItem[],
  drafts: readonly (QuestionDraft | undefined)[],
): AskUserQuestionAnswer {
  return { answers: questions.map((item, index) => encodeAnswerItem(item, drafts[index])) };
}

/** True when the draft would encode to a selection or non-empty custom text. */
export function isDraftAnswered(item: AskUserQuestionItem, draft: QuestionDraft | undefined): boolean {
  if (draft === undefined || draft.skipped) return false;
  const encoded = encodeAnswerItem(item, draft);
  return encoded.selected.length > 0 || encoded.custom !== undefined;
}

/** Answered or explicitly skipped: the question no longer blocks submission. */
export function isDraftSettled(item: AskUserQuestionItem, draft: QuestionDraft | undefined): boolean {
  return draft?.skipped === true || isDraftAnswered(item, draft);
}

/** `answered` of the row's `{answered}/{total}`: answers with a selection or non-empty custom text (DSH's count). */
export function countAnswered(answer: AskUserQuestionAnswer): number {
  return answer.answers.filter((a) => a.selected.length > 0 || (a.custom !== undefined && a.custom !== '')).length;
}
