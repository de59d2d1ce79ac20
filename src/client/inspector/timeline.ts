/**
 * The Timeline's reading of the frame log (§10.2), pure so it is tested without
 * a page: each frame's category (one table, so a new frame type is one line),
 * whether it is an error, its Δt from the frame before it and from the start of
 * the ask it belongs to, and the blocks the panel lists: a group per tool call
 * (with the frames of the asks it made) or per ask no tool call made, and the
 * frames that belong to neither, in the order they happened. Also which frames
 * a scenario step produced (the player highlights them) and the session export.
 * Rendering is Timeline.tsx's job.
 */
import type { AskTiming } from '../../bridge/client.ts';
import type { FrameLogEntry } from '../../bridge/frame-log.ts';
import { redactSecrets } from '../../bridge/redact.ts';

export type FrameCategory = 'asks' | 'transcript' | 'scenario' | 'transport' | 'system';
export const FRAME_CATEGORIES: readonly FrameCategory[] = ['asks', 'transcript', 'scenario', 'transport', 'system'];

/**
 * Frame type → category, first match wins; an entry ending in "/" matches a
 * whole domain. Lifecycle and configuration (what precedes the first ask) are
 * System, off by default; an MCP server's JSON-RPC traffic is Transport.
 */
export const CATEGORY_RULES: ReadonlyArray<readonly [string, FrameCategory]> = [
  ['question/', 'asks'],
  ['client-response', 'asks'],
  ['receipt', 'asks'],
  ['tool/', 'asks'],
  ['run/ask', 'asks'],
  // The providers (§12): which one answers, and the other ends' traffic, are part of the asks they serve.
  ['provider/', 'asks'],
  ['terminal/', 'asks'],
  ['acp/', 'asks'],
  ['transcript/', 'transcript'],
  ['run/user-message', 'transcript'],
  ['scenario/', 'scenario'],
  ['transport/', 'transport'],
  ['frame/rejected', 'transport'],
  ['mcp/', 'transport'],
  ['agent/', 'system'],
  ['run/', 'system'],
  ['live/', 'system'],
];

export function categoryOf(type: string): FrameCategory {
  for (const [match, category] of CATEGORY_RULES) {
    if (match.endsWith('/') ? type.startsWith(match) : type === match) return category;
  }
  return 'system';
}

type Payload = Record<string, unknown>;

function payloadOf(entry: FrameLogEntry): Payload {
  return typeof entry.payload === 'object' && entry.payload !== null ? (entry.payload as Payload) : {};
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The error code of a tool result in a payload, when it failed. */
function errorCodeOf(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !('isError' in result) || result.isError !== true) return undefined;
  const error = 'error' in result ? result.error : undefined;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : 'ERROR';
}

/** A frame worth a red mark: refused by its receiver, a failed result, a refused receipt, an error notice, a broken run. */
export function isErrorFrame(entry: FrameLogEntry): boolean {
  if (entry.rejected !== undefined) return true;
  const p = payloadOf(entry);
  switch (entry.type) {
    case 'frame/rejected':
      return true;
    case 'receipt':
      return p['accepted'] === false;
    case 'tool/finished':
    case 'scenario/step':
      return errorCodeOf(p['result']) !== undefined || (entry.type === 'scenario/step' && typeof p['code'] === 'string');
    case 'transcript/message':
      return p['tone'] === 'error';
    case 'scenario/state':
      return p['state'] === 'invalid' || typeof p['error'] === 'string';
    default:
      return typeof p['error'] === 'object' && p['error'] !== null && entry.type.startsWith('mcp/');
  }
}

export interface TimelineFrame {
  readonly entry: FrameLogEntry;
  readonly category: FrameCategory;
  readonly error: boolean;
  /** Milliseconds since the frame logged before this one (null for the first). */
  readonly sincePrevious: number | null;
  /** Milliseconds since the first frame of its group (null outside a group). */
  readonly sinceStart: number | null;
}

export interface TimelineGroup {
  readonly kind: 'group';
  /** `call:<callId>` or `ask:<rpcId>`. */
  readonly key: string;
  readonly callId?: string;
  /** The asks (question/requested) the group holds. */
  readonly rpcIds: readonly string[];
  /** The tool's name (`userQuestions.ask` for a direct ask), or null for an ask no tool call made. */
  readonly tool: string | null;
  readonly agentId?: string;
  /** How it ended: `ok`, an error code, or undefined while running. */
  readonly outcome?: string;
  readonly frames: readonly TimelineFrame[];
}

export type TimelineBlock = TimelineGroup | { readonly kind: 'frame'; readonly frame: TimelineFrame };

interface GroupDraft {
  key: string;
  callId?: string;
  rpcIds: string[];
  tool: string | null;
  agentId?: string;
  outcome?: string;
  entries: FrameLogEntry[];
}

/**
 * A `buildTimeline` that hands back the very same objects for the frames and
 * the blocks that did not change since its last call, so a list keyed by
 * object (Solid's `For`) re-renders only what a new frame touched. The log is
 * append-only: a frame's Δt never changes once logged.
 */
export function makeTimelineBuilder(): (entries: readonly FrameLogEntry[]) => TimelineBlock[] {
  let frames = new Map<number, TimelineFrame>();
  let blocks = new Map<string, TimelineBlock>();
  return (entries) => {
    const nextFrames = new Map<number, TimelineFrame>();
    const nextBlocks = new Map<string, TimelineBlock>();
    const sameFrame = (frame: TimelineFrame): TimelineFrame => {
      const before = frames.get(frame.entry.seq);
      const kept = before !== undefined && before.entry === frame.entry && before.sinceStart === frame.sinceStart ? before : frame;
      nextFrames.set(frame.entry.seq, kept);
      return kept;
    };
    const out = buildTimeline(entries).map((block): TimelineBlock => {
      if (block.kind === 'frame') {
        const frame = sameFrame(block.frame);
        const key = `frame:${frame.entry.seq}`;
        const before = blocks.get(key);
        const kept = before !== undefined && before.kind === 'frame' && before.frame === frame ? before : { kind: 'frame' as const, frame };
        nextBlocks.set(key, kept);
        return kept;
      }
      const groupFrames = block.frames.map(sameFrame);
      const before = blocks.get(block.key);
      const unchanged =
        before !== undefined &&
        before.kind === 'group' &&
        before.outcome === block.outcome &&
        before.rpcIds.length === block.rpcIds.length &&
        before.frames.length === groupFrames.length &&
        before.frames.every((f, i) => f === groupFrames[i]);
      const kept = unchanged ? before : { ...block, frames: groupFrames };
      nextBlocks.set(block.key, kept);
      return kept;
    });
    frames = nextFrames;
    blocks = nextBlocks;
    return out;
  };
}

/** The frames of the log as the Timeline lists them: groups at the place of their first frame, the rest in order. */
export function buildTimeline(entries: readonly FrameLogEntry[]): TimelineBlock[] {
  const order: (GroupDraft | FrameLogEntry)[] = [];
  const byCall = new Map<string, GroupDraft>();
  const byRpc = new Map<string, GroupDraft>();
  /** Tool calls that ask and are still open, innermost last: an ask arriving now is theirs. */
  const askingCalls: GroupDraft[] = [];

  const join = (group: GroupDraft, entry: FrameLogEntry): void => {
    group.entries.push(entry);
  };
  for (const entry of entries) {
    const p = payloadOf(entry);
    const callId = entry.type.startsWith('tool/') ? str(p['callId']) : undefined;
    const rpcId = entry.type.startsWith('question/') || entry.type === 'receipt' || entry.type === 'client-response' ? str(p['rpcId']) : undefined;
    if (callId !== undefined) {
      let group = byCall.get(callId);
      if (group === undefined) {
        group = { key: `call:${callId}`, callId, rpcIds: [], tool: str(p['name']) ?? null, entries: [] };
        const agentId = str(p['agentId']);
        if (agentId !== undefined) group.agentId = agentId;
        byCall.set(callId, group);
        order.push(group);
        if (entry.type === 'tool/started' && (p['questionCount'] !== undefined || group.tool === 'userQuestions.ask')) askingCalls.push(group);
      }
      join(group, entry);
      if (entry.type === 'tool/finished' && entry.rejected === undefined) {
        group.outcome = errorCodeOf(p['result']) ?? 'ok';
        const at = askingCalls.indexOf(group);
        if (at >= 0) askingCalls.splice(at, 1);
      }
      continue;
    }
    if (rpcId !== undefined) {
      let group = byRpc.get(rpcId);
      if (group === undefined && entry.type === 'question/requested') {
        const owner = askingCalls.at(-1);
        if (owner !== undefined) group = owner;
        else {
          group = { key: `ask:${rpcId}`, rpcIds: [], tool: null, entries: [] };
          order.push(group);
        }
        group.rpcIds.push(rpcId);
        byRpc.set(rpcId, group);
      }
      if (group !== undefined) {
        join(group, entry);
        const withoutUser = entry.type === 'question/resolved' && payloadOf(entry)['reason'] !== undefined;
        if (group.tool === null && entry.type === 'question/resolved' && !withoutUser) group.outcome = 'ok';
        if (group.tool === null && withoutUser) group.outcome = 'ASK_ABORTED';
        if (group.tool === null && entry.type === 'question/withdrawn') group.outcome = 'ASK_ABORTED';
        continue;
      }
    }
    order.push(entry);
  }

  const previousAt = new Map<number, number>();
  for (const [i, entry] of entries.entries()) {
    const before = entries[i - 1];
    if (before !== undefined) previousAt.set(entry.seq, entry.at - before.at);
  }
  const frame = (entry: FrameLogEntry, start: number | null): TimelineFrame => ({
    entry,
    category: categoryOf(entry.type),
    error: isErrorFrame(entry),
    sincePrevious: previousAt.get(entry.seq) ?? null,
    sinceStart: start === null ? null : entry.at - start,
  });
  return order.map((item): TimelineBlock => {
    if ('entries' in item) {
      const start = item.entries[0]?.at ?? 0;
      return {
        kind: 'group',
        key: item.key,
        ...(item.callId !== undefined ? { callId: item.callId } : {}),
        rpcIds: item.rpcIds,
        tool: item.tool,
        ...(item.agentId !== undefined ? { agentId: item.agentId } : {}),
        ...(item.outcome !== undefined ? { outcome: item.outcome } : {}),
        frames: item.entries.map((e) => frame(e, start)),
      };
    }
    return { kind: 'frame', frame: frame(item, null) };
  });
}

export interface TimelineFilter {
  readonly categories: ReadonlySet<FrameCategory>;
  /** Only frames marked as errors. */
  readonly errorsOnly: boolean;
  /** Case-insensitive text found in the type, the direction, the rejection or the payload. */
  readonly query: string;
}

export const DEFAULT_CATEGORIES: ReadonlySet<FrameCategory> = new Set(['asks', 'transcript', 'scenario', 'transport']);

export function frameMatches(frame: TimelineFrame, filter: TimelineFilter, text: (entry: FrameLogEntry) => string): boolean {
  if (!filter.categories.has(frame.category)) return false;
  if (filter.errorsOnly && !frame.error) return false;
  const query = filter.query.trim().toLowerCase();
  return query === '' || text(frame.entry).toLowerCase().includes(query);
}

/**
 * The blocks with only the frames the filter keeps; a group keeps its place
 * while any of its frames shows. Frames in `always` (the ones a person asked to
 * see: a player step's) show whatever the filter says.
 */
export function filterTimeline(
  blocks: readonly TimelineBlock[],
  filter: TimelineFilter,
  text: (entry: FrameLogEntry) => string,
  always: ReadonlySet<number> = new Set(),
): TimelineBlock[] {
  const keep = (frame: TimelineFrame): boolean => always.has(frame.entry.seq) || frameMatches(frame, filter, text);
  return blocks.flatMap((block): TimelineBlock[] => {
    if (block.kind === 'frame') return keep(block.frame) ? [block] : [];
    const frames = block.frames.filter(keep);
    if (frames.length === 0) return [];
    // A group the filter leaves whole stays the same object (the list need not redraw it).
    return frames.length === block.frames.length ? [block] : [{ ...block, frames }];
  });
}

/** What search reads of a frame. */
export function searchText(entry: FrameLogEntry): string {
  let payload: string;
  try {
    payload = JSON.stringify(entry.payload);
  } catch {
    payload = '';
  }
  return `${entry.type} ${entry.direction} ${entry.rejected ?? ''} ${payload}`;
}

/**
 * The frames a scenario step produced in the latest run: from its
 * `scenario/step` start to its finish (a sub-agent's include its children's),
 * plus later frames of the asks and tool calls it started (a late receipt).
 */
export function framesOfStep(entries: readonly FrameLogEntry[], path: string): Set<number> {
  let from = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i];
    if (entry !== undefined && entry.direction === 'to-worker' && entry.type === 'scenario/run' && entry.rejected === undefined) {
      from = i + 1;
      break;
    }
  }
  const seqs = new Set<number>();
  const ids = new Set<string>();
  let inside = false;
  for (const entry of entries.slice(from)) {
    const p = payloadOf(entry);
    const isStep = entry.type === 'scenario/step' && p['path'] === path;
    if (isStep && p['state'] === 'started') inside = true;
    if (inside) {
      seqs.add(entry.seq);
      for (const key of ['rpcId', 'callId'] as const) {
        const id = str(p[key]);
        if (id !== undefined) ids.add(`${key}:${id}`);
      }
    } else if (['rpcId', 'callId'].some((key) => ids.has(`${key}:${str(p[key]) ?? ''}`))) {
      seqs.add(entry.seq);
    }
    if (isStep && p['state'] === 'finished') inside = false;
  }
  return seqs;
}

export interface SessionExport {
  readonly format: 'asklab-session';
  readonly version: 1;
  readonly exportedAt: string;
  readonly frames: readonly FrameLogEntry[];
  readonly timings: readonly AskTiming[];
}

/**
 * The session as a JSON file (like a browser's HAR): every frame and the ask
 * timings. The log already hid the values of known secrets; the same redaction
 * runs once more over the copy, so a secret field never leaves by name either.
 */
export function exportSession(entries: readonly FrameLogEntry[], timings: readonly AskTiming[], now: Date): SessionExport {
  return {
    format: 'asklab-session',
    version: 1,
    exportedAt: now.toISOString(),
    frames: redactSecrets(entries.map((e) => ({ ...e }))),
    timings: timings.map((t) => ({ ...t })),
  };
}
