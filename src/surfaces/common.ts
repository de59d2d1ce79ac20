/**
 * What every surface adapter shares (SPEC §8): the issue shape, the outcome
 * codes, grapheme counting for header limits, and markdown flattened to the
 * plain text a harness without markdown shows. Pure: no DOM, no worker globals.
 * The per-surface limits live beside each adapter, one table per surface.
 */
import type { AskUserQuestionAnswer, AskUserQuestionAnswerItem, AskUserQuestionItem, AskUserQuestionOption } from '../protocol/index.ts';

export type SurfaceName = 'terminal' | 'acp' | 'claude-code' | 'codex' | 'vscode' | 'mcp';

export const SURFACE_NAMES: readonly SurfaceName[] = ['terminal', 'acp', 'claude-code', 'codex', 'vscode', 'mcp'];

/** Rule codes; the UI translates `surfaces.rule.<rule>` with `params`, `message` is the English text. */
export type SurfaceRule =
  | 'tooManyQuestions'
  | 'headerMissing'
  | 'headerTooLong'
  | 'headerTruncated'
  | 'headerDuplicate'
  | 'questionTooLong'
  | 'questionDuplicate'
  | 'idNotSnakeCase'
  | 'idDuplicate'
  | 'optionsMissing'
  | 'optionsTooFew'
  | 'optionsTooMany'
  | 'multiSelectUnsupported'
  | 'otherRedundant'
  | 'labelDuplicate'
  | 'labelHasSeparator'
  | 'labelHasNotePrefix'
  | 'detailDropped'
  | 'detailPlain'
  | 'optionDescriptionDropped'
  | 'skipUnsupported'
  | 'customDropped'
  | 'customLost'
  | 'customMerged'
  | 'customReadsAsChoice'
  | 'lineBreaksLost'
  | 'customReplacesChoice'
  | 'noSkip'
  | 'emptyLabelDropped';

/** Where a surface's limits were checked: the project's own public docs or code (shown beside the limits). */
export interface LimitSource {
  readonly title: string;
  /** Absent for a source with no public address (seed 003). */
  readonly url?: string;
}

export interface SurfaceIssue {
  /** violation: that harness would reject or mishandle it; loss: its user or model will not see it. */
  readonly kind: 'violation' | 'loss';
  /** Path into the asklab request (`questions[2].header`) or answer (`answers[1].custom`). */
  readonly path: string;
  readonly rule: SurfaceRule;
  /** The question's id and text, the limit and the measured value, for translation. */
  readonly params: Readonly<Record<string, string | number>>;
  /** English sentence naming the question (id and text) and the limit. */
  readonly message: string;
}

export interface SurfaceRequest<P> {
  readonly payload: P;
  readonly issues: readonly SurfaceIssue[];
}

export interface SurfaceResponse<R> {
  readonly response: R;
  /** Answer-level issues: what of this particular answer the harness could not carry back. */
  readonly issues: readonly SurfaceIssue[];
}

/** How an ask ends on a surface when it is not answered. */
export type SurfaceOutcome = { readonly outcome: 'cancelled' | 'declined' };

export type SurfaceResult = AskUserQuestionAnswer | SurfaceOutcome;

export function isOutcome(result: SurfaceResult): result is SurfaceOutcome {
  return 'outcome' in result;
}

/** User-perceived characters: a 12-character Chinese or emoji header is 12, whatever its UTF-16 length. */
export function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) count++;
  return count;
}

const MARKDOWN_SYNTAX = /(^|\n)\s{0,3}(#{1,6}\s|[-*+]\s|\d+\.\s|>\s|```)|\*\*|__|`[^`]+`|\[[^\]]+\]\([^)]+\)|!\[|(^|\s)[*_][^*_\s][^*_]*[*_](?=\s|$|[.,;:!?])/;

/** True when the text uses markdown a plain-text harness would show as raw punctuation or drop. */
export function hasMarkdown(text: string): boolean {
  return MARKDOWN_SYNTAX.test(text);
}

/** Markdown flattened to readable plain text: markers removed, link text kept with its URL. */
export function markdownToPlain(text: string): string {
  return text
    .replace(/```[^\n]*\n?/g, '')
    .replace(/!\[([^\]]*)\]\(([^)]+)\)/g, '$1 ($2)')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^(\s*)[-*+]\s+/gm, '$1• ')
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_m, a: string | undefined, b: string | undefined) => a ?? b ?? '')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,;:!?]|$)/gm, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .trim();
}

/** `question "notes" ("Any notes?")`: how every message names the question. */
export function nameOf(item: AskUserQuestionItem): string {
  return `question "${item.id}" ("${item.question}")`;
}

export function issue(
  kind: SurfaceIssue['kind'],
  path: string,
  rule: SurfaceRule,
  item: AskUserQuestionItem | undefined,
  extra: Readonly<Record<string, string | number>>,
  message: string,
): SurfaceIssue {
  const params = item === undefined ? extra : { id: item.id, question: item.question, ...extra };
  return { kind, path, rule, params, message };
}

export function optionsOf(item: AskUserQuestionItem): readonly AskUserQuestionOption[] {
  return item.options ?? [];
}

/** Labels repeated inside one question, once each. */
export function duplicateLabels(item: AskUserQuestionItem): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const option of optionsOf(item)) {
    if (seen.has(option.label)) repeated.add(option.label);
    seen.add(option.label);
  }
  return [...repeated];
}

/** Every occurrence of a value that appears more than once: each one collides with the others. */
export function repeats<T>(values: readonly T[]): { index: number; value: T }[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return values.flatMap((value, index) => ((counts.get(value) ?? 0) > 1 ? [{ index, value }] : []));
}

/** An answer item in §1.3 form: `custom` only when present. */
export function answerItem(id: string, selected: string[], custom: string | undefined): AskUserQuestionAnswerItem {
  return custom === undefined ? { id, selected } : { id, selected, custom };
}

/** The answer item for the question at `index` (§1.3 keeps question order), or a skip when there is none. */
export function answerFor(answer: AskUserQuestionAnswer, item: AskUserQuestionItem, index: number): AskUserQuestionAnswerItem {
  const at = answer.answers[index];
  if (at !== undefined && at.id === item.id) return at;
  return answer.answers.find((a) => a.id === item.id) ?? { id: item.id, selected: [] };
}

const OTHER_LABEL = /^\s*(other|others|something else|其他|其它|别的)\s*[.…:：]*\s*$/iu;

/** An option the harness already adds itself ("Other"), so listing it is redundant. */
export function isOtherLabel(label: string): boolean {
  return OTHER_LABEL.test(label);
}

/** Sets `record[key]` as an own property, even for keys like "__proto__" that plain assignment would swallow. */
export function put<V>(record: Record<string, V>, key: string, value: V): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** `record[key]` only when it is the record's own property (never something inherited from Object.prototype). */
export function own<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
