/**
 * Which request the Surfaces tab shows (SPEC §8): the ask (the pending one, else
 * the last one with how it ended, read from the frame log: its questions, the
 * accepted answer or the cancel) or the editor's draft, whichever the person
 * touched last; they can switch. Pure, so it is tested alone.
 */
import { answerSchema, type AskUserQuestionItem } from '../../protocol/index.ts';
import type { FrameLogEntry } from '../../bridge/frame-log.ts';
import type { SurfaceEnd } from './SurfacesView.tsx';

export interface SurfaceSource {
  readonly from: 'pending' | 'last' | 'draft';
  readonly questions: readonly AskUserQuestionItem[];
  /** The answer the person gave, 'cancelled' for ✕, null while pending or for a draft. */
  readonly end: SurfaceEnd;
}

export interface AskSource extends SurfaceSource {
  readonly from: 'pending' | 'last';
  /** Names this ask, so a new one can be told from the same one settling. */
  readonly key: string;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

const rpcIdOf = (entry: FrameLogEntry | undefined): unknown => record(entry?.payload)?.['rpcId'];

/** The pending ask, else the last settled one; null before any ask. */
export function askSource(
  frames: readonly FrameLogEntry[],
  pending: readonly { readonly questions: readonly AskUserQuestionItem[] }[],
): AskSource | null {
  const first = pending[0];
  if (first !== undefined) {
    const requested = frames.findLast((f) => f.type === 'question/requested');
    return { from: 'pending', questions: first.questions, end: null, key: `ask:${String(rpcIdOf(requested) ?? 'pending')}` };
  }
  for (let i = frames.length - 1; i >= 0; i--) {
    const entry = frames[i];
    if (entry === undefined || entry.type !== 'question/resolved' || entry.rejected !== undefined) continue;
    const rpcId = rpcIdOf(entry);
    const before = frames.slice(0, i).reverse();
    const requested = before.find((f) => f.type === 'question/requested' && rpcIdOf(f) === rpcId);
    const questions = record(requested?.payload)?.['questions'];
    if (!Array.isArray(questions)) continue;
    const key = `ask:${String(rpcId)}`;
    if (record(entry.payload)?.['outcome'] === 'cancelled') return { from: 'last', questions: questions as AskUserQuestionItem[], end: 'cancelled', key };
    const response = before.find((f) => f.type === 'client-response' && f.rejected === undefined && rpcIdOf(f) === rpcId);
    const value = record(record(record(response?.payload)?.['result'])?.['value']);
    const parsed = answerSchema.safeParse(value?.['answer']);
    return { from: 'last', questions: questions as AskUserQuestionItem[], end: parsed.success ? parsed.data : null, key };
  }
  return null;
}

const sameQuestions = (a: readonly AskUserQuestionItem[], b: readonly AskUserQuestionItem[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What to show: the draft when there is no ask, or when the person prefers the
 * draft and it differs from the ask (the same request asked shows as the ask,
 * with its answer); otherwise the ask.
 */
export function pickSource(ask: AskSource | null, draft: readonly AskUserQuestionItem[], prefer: 'ask' | 'draft'): SurfaceSource {
  const fromDraft: SurfaceSource = { from: 'draft', questions: draft, end: null };
  if (ask === null) return fromDraft;
  if (prefer === 'draft' && draft.length > 0 && !sameQuestions(draft, ask.questions)) return fromDraft;
  return ask;
}

/** Whether the person has a real choice between the two (both exist and differ). */
export function hasChoice(ask: AskSource | null, draft: readonly AskUserQuestionItem[]): boolean {
  return ask !== null && draft.length > 0 && !sameQuestions(draft, ask.questions);
}
