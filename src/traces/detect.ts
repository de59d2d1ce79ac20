/**
 * Which trace format a text is, from its content (never the file's name): one
 * JSONL record, a JSON document read whole, or the first 64 kB of a dropped file
 * (to send it to the trace reader or to the scenario loader). Small on purpose:
 * the catalogue loads it to route a drop, without the parsers. Pure.
 */
import { obj, str } from './reader.ts';
import type { TraceFormat } from './types.ts';

export const SNIFF_LINES = 20;

const CLAUDE_KINDS = new Set(['user', 'assistant', 'system', 'summary', 'file-history-snapshot', 'queue-operation', 'progress']);
const CODEX_WRAPPERS = new Set(['session_meta', 'response_item', 'event_msg', 'turn_context', 'compacted']);

/** Which format one JSONL record belongs to, or undefined when it says nothing. */
export function formatOfRecord(value: unknown): TraceFormat | undefined {
  const r = obj(value);
  if (r === undefined) return undefined;
  const type = str(r['type']);
  if (type !== undefined && CODEX_WRAPPERS.has(type) && 'payload' in r) return 'codex';
  if ('parentUuid' in r || 'leafUuid' in r || (type !== undefined && CLAUDE_KINDS.has(type) && ('sessionId' in r || 'uuid' in r || 'message' in r))) return 'claude-code';
  // The 2025 rollout: `{ id, timestamp, instructions }`, then bare response items.
  if (type === undefined && typeof r['id'] === 'string' && typeof r['timestamp'] === 'string' && ('instructions' in r || 'git' in r)) return 'codex';
  if (Array.isArray(r['messages']) || (typeof r['role'] === 'string' && ('content' in r || 'tool_calls' in r))) return 'openai';
  if (r['format'] === 'asklab-session') return 'asklab';
  return undefined;
}

/** The format of a JSON document read whole. */
export function formatOfDocument(value: unknown): TraceFormat | undefined {
  if (Array.isArray(value)) return value.some((m) => typeof obj(m)?.['role'] === 'string') ? 'openai' : undefined;
  const r = obj(value);
  if (r === undefined) return undefined;
  if (r['format'] === 'asklab-session' && Array.isArray(r['frames'])) return 'asklab';
  if (Array.isArray(r['messages'])) return 'openai';
  return formatOfRecord(r);
}

/** A cheap look at a file's first text: whether it is a trace at all (to route a dropped file). */
export function sniffTrace(head: string): TraceFormat | undefined {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('[')) return /"role"\s*:/.test(text.slice(0, 65_536)) ? 'openai' : undefined;
  if (/^\{\s*"format"\s*:\s*"asklab-session"/.test(text)) return 'asklab';
  for (const line of text.split('\n').slice(0, SNIFF_LINES)) {
    try {
      const found = formatOfRecord(JSON.parse(line) as unknown);
      if (found !== undefined) return found;
    } catch {
      // a line cut short by the sample's end, or a pretty-printed document: look on
    }
  }
  // A pretty-printed `{ …, "messages": [ { "role": … } ] }`.
  const start = text.slice(0, 65_536);
  if (start.startsWith('{') && /"messages"\s*:\s*\[/.test(start) && /"role"\s*:/.test(start)) return 'openai';
  return undefined;
}

