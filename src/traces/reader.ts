/**
 * What every trace parser shares: the interface a line-by-line parser offers the
 * orchestrator (./parse-trace.ts), the tally of record kinds it counts but does not
 * keep, and small readers of loosely typed JSON. Pure, no DOM.
 */
import type { TraceCall, TraceResult } from './types.ts';

/** A parser fed one JSON value per line (or per message of a JSON document), in order. */
export interface RecordParser {
  record(value: unknown, line: number): void;
  /** The calls found, in the session's order, once every record is in. */
  finish(): ParserOutput;
}

export interface ParserOutput {
  readonly calls: TraceCall[];
  readonly known: Readonly<Record<string, number>>;
  readonly unknown: Readonly<Record<string, number>>;
  readonly session?: TraceResult['session'];
}

/** Counts of record kinds, by name. */
export class Tally {
  readonly counts: Record<string, number> = {};
  add(kind: string): void {
    this.counts[kind] = (this.counts[kind] ?? 0) + 1;
  }
}

export type Json = Record<string, unknown>;

export function obj(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function arr(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A tool result's content as the model read it: a string, or text blocks joined. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  return arr(content)
    .map((block) => {
      const b = obj(block);
      return b === undefined ? '' : (str(b['text']) ?? '');
    })
    .join('\n');
}

/** JSON text parsed, or undefined; arguments arrive as strings or as objects. */
export function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}
