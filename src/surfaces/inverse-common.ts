/**
 * What the inverse mappings share (a harness's question call → an asklab request,
 * SPEC §13 "Open as card"): the loss they report, in the shape Surfaces uses for
 * its issues but with rules of their own (they run the other way), and a stable
 * id for a question the harness keys by text. Pure.
 */
import type { AskUserQuestionItem } from '../protocol/index.ts';

export type InverseRule =
  | 'previewDropped'
  | 'isOtherDropped'
  | 'fieldDropped'
  | 'allowedPromptsDropped'
  | 'planNotInTranscript'
  | 'notesDropped'
  | 'noteBesideChoice';

export interface InverseIssue {
  readonly kind: 'loss';
  /** Path into the harness's payload (`questions[0].options[1].preview`) or its recorded answer. */
  readonly path: string;
  readonly rule: InverseRule;
  readonly params: Readonly<Record<string, string | number>>;
  /** English sentence; the page translates `rule` with `params`. */
  readonly message: string;
}

export interface InverseRequest {
  readonly questions: AskUserQuestionItem[];
  readonly issues: readonly InverseIssue[];
}

/** A lowercase id from a question's text, unique among `taken` (which it joins). */
export function idFromText(text: string, taken: Set<string>, fallback: string): string {
  const base =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 32) || fallback;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}_${n}`;
  taken.add(id);
  return id;
}

export function loss(path: string, rule: InverseRule, params: Readonly<Record<string, string | number>>, message: string): InverseIssue {
  return { kind: 'loss', path, rule, params, message };
}
