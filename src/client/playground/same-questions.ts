/**
 * Whether two question lists are the same request, whatever order their keys
 * were written in (the worker re-parses a request, which may reorder keys).
 * The playground uses it to recognise its own asks when they come back as
 * `question/requested`, without adding a correlation id to the protocol.
 */
import type { AskUserQuestionItem } from '../../protocol/index.ts';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
}

export function sameQuestions(a: readonly AskUserQuestionItem[], b: readonly AskUserQuestionItem[]): boolean {
  return a.length === b.length && JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
