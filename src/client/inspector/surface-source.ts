/**
 * Which request the Surfaces tab shows (SPEC §8): the pending ask, else the last
 * ask with how it ended (read from the frame log: its questions, the accepted
 * answer or the cancel), else the editor's draft. Pure, so it is tested alone.
 */
import { answerSchema, type AskUserQuestionAnswer, type AskUserQuestionItem } from '../../protocol/index.ts';
import type { FrameLogEntry } from '../../bridge/frame-log.ts';

export type SurfaceEnd = AskUserQuestionAnswer | 'cancelled' | null;

export interface SurfaceSource {
  readonly from: 'pending' | 'last' | 'draft';
  readonly questions: readonly AskUserQuestionItem[];
  /** The answer the person gave, 'cancelled' for ✕, null while pending or for a draft. */
  readonly end: SurfaceEnd;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

export function surfaceSource(
  frames: readonly FrameLogEntry[],
  pending: readonly { readonly questions: readonly AskUserQuestionItem[] }[],
  draft: readonly AskUserQuestionItem[],
): SurfaceSource {
  const first = pending[0];
  if (first !== undefined) return { from: 'pending', questions: first.questions, end: null };
  for (let i = frames.length - 1; i >= 0; i--) {
    const entry = frames[i];
    if (entry === undefined || entry.type !== 'question/resolved' || entry.rejected !== undefined) continue;
    const resolved = record(entry.payload);
    const rpcId = resolved?.['rpcId'];
    const requested = frames.slice(0, i).reverse().find((f) => f.type === 'question/requested' && record(f.payload)?.['rpcId'] === rpcId);
    const questions = record(requested?.payload)?.['questions'];
    if (!Array.isArray(questions)) continue;
    if (resolved?.['outcome'] === 'cancelled') return { from: 'last', questions: questions as AskUserQuestionItem[], end: 'cancelled' };
    const response = frames
      .slice(0, i)
      .reverse()
      .find((f) => f.type === 'client-response' && f.rejected === undefined && record(f.payload)?.['rpcId'] === rpcId);
    const value = record(record(record(response?.payload)?.['result'])?.['value']);
    const parsed = answerSchema.safeParse(value?.['answer']);
    return { from: 'last', questions: questions as AskUserQuestionItem[], end: parsed.success ? parsed.data : null };
  }
  return { from: 'draft', questions: draft, end: null };
}
