/**
 * Progress for embeds: tells the parent page what the embedded example is
 * doing (a tool call started, a tool call settled), so the docs page can keep
 * its code tabs in step (client/docs/ExampleCode.tsx). Loaded only when the
 * playground is framed, after its first card.
 */
export const EMBED_PROGRESS_MESSAGE = 'asklab:progress';

/**
 * The example (re)started (`start`: a fresh page in the frame, so whatever the
 * parent showed belongs to an earlier run), a tool call started (`asked`, with
 * its input) or finished (`settled`, with the result the model receives).
 */
export type EmbedProgressMessage =
  | { readonly type: typeof EMBED_PROGRESS_MESSAGE; readonly phase: 'start' }
  | { readonly type: typeof EMBED_PROGRESS_MESSAGE; readonly phase: 'asked'; readonly tool: string; readonly input: unknown }
  | { readonly type: typeof EMBED_PROGRESS_MESSAGE; readonly phase: 'settled'; readonly tool: string; readonly result: unknown };

export function isEmbedProgressMessage(value: unknown): value is EmbedProgressMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { type?: unknown; phase?: unknown; tool?: unknown };
  if (v.type !== EMBED_PROGRESS_MESSAGE) return false;
  return v.phase === 'start' || ((v.phase === 'asked' || v.phase === 'settled') && typeof v.tool === 'string');
}

interface FrameSource {
  readonly entries: readonly FrameEntry[];
  subscribe(listener: (entry: FrameEntry) => void): () => void;
}

interface FrameEntry {
  readonly direction: string;
  readonly payload: unknown;
  readonly rejected?: string | undefined;
}

/**
 * Posts `start`, then each tool call's start and finish to `target` (the frames
 * are already in the frame log; this forwards the two the docs page shows as
 * code), including those logged before it was loaded. The content is the
 * example's own request and answer, nothing secret, hence `*`.
 */
export function makeProgressReporter(log: FrameSource, target: Window): () => void {
  const names = new Map<string, string>();
  const start: EmbedProgressMessage = { type: EMBED_PROGRESS_MESSAGE, phase: 'start' };
  target.postMessage(start, '*');
  const forward = (entry: FrameEntry): void => {
    if (entry.direction !== 'to-main' || entry.rejected !== undefined) return;
    const frame = entry.payload as { type?: unknown; callId?: unknown; name?: unknown; input?: unknown; result?: unknown };
    if (typeof frame.callId !== 'string') return;
    if (frame.type === 'tool/started' && typeof frame.name === 'string') {
      names.set(frame.callId, frame.name);
      const message: EmbedProgressMessage = { type: EMBED_PROGRESS_MESSAGE, phase: 'asked', tool: frame.name, input: frame.input };
      target.postMessage(message, '*');
    } else if (frame.type === 'tool/finished') {
      const message: EmbedProgressMessage = {
        type: EMBED_PROGRESS_MESSAGE,
        phase: 'settled',
        tool: names.get(frame.callId) ?? '',
        result: frame.result,
      };
      target.postMessage(message, '*');
    }
  };
  for (const entry of log.entries) forward(entry);
  return log.subscribe(forward);
}
