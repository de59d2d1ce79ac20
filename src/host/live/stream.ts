/**
 * Reads one chat-completions response into a `Completion`: server-sent events
 * parsed with eventsource-parser (or a plain JSON body from a server that ignored
 * `stream: true`), text deltas reported as they arrive, tool calls assembled by
 * index from argument pieces. It decides what a broken stream is (non-JSON data,
 * an in-stream error, an end without `[DONE]` and without a finish reason); what
 * to do about it is the driver's business.
 */
import { createParser, type ParseError } from 'eventsource-parser';
import * as z from 'zod/mini';
import { describeIssues } from '../../protocol/index.ts';
import { LiveError } from './errors.ts';

export interface AssembledToolCall {
  readonly id: string;
  readonly name: string;
  /** The raw argument text, exactly as the pieces concatenate (possibly invalid JSON). */
  readonly arguments: string;
}

export interface Completion {
  readonly text: string;
  readonly toolCalls: readonly AssembledToolCall[];
  /** `stop`, `tool_calls`, `length`, …; null when the stream ended on `[DONE]` without one. */
  readonly finishReason: string | null;
}

const optionalString = z.optional(z.nullable(z.string()));

const toolCallDeltaSchema = z.object({
  index: z.optional(z.number()),
  id: optionalString,
  type: optionalString,
  function: z.optional(z.nullable(z.object({ name: optionalString, arguments: optionalString }))),
});

const deltaSchema = z.object({
  content: optionalString,
  tool_calls: z.optional(z.nullable(z.array(toolCallDeltaSchema))),
});

const chunkSchema = z.object({
  choices: z.optional(
    z.nullable(
      z.array(
        z.object({
          index: z.optional(z.number()),
          delta: z.optional(z.nullable(deltaSchema)),
          /** Non-streamed bodies carry the whole message here. */
          message: z.optional(z.nullable(deltaSchema)),
          finish_reason: optionalString,
        }),
      ),
    ),
  ),
  error: z.optional(z.unknown()),
});

type Chunk = z.infer<typeof chunkSchema>;

interface PartialCall {
  id: string;
  name: string;
  arguments: string;
}

/** Accumulates deltas of the first choice (the driver asks for one). */
class Accumulator {
  text = '';
  finishReason: string | null = null;
  readonly #calls = new Map<number, PartialCall>();
  readonly #onText: (delta: string) => void;

  constructor(onText: (delta: string) => void) {
    this.#onText = onText;
  }

  apply(chunk: Chunk): void {
    if (chunk.error !== undefined && chunk.error !== null) {
      throw new LiveError('stream-error', { key: 'live-stream-error', detail: describeStreamError(chunk.error) });
    }
    const choice = chunk.choices?.find((c) => (c.index ?? 0) === 0);
    if (choice === undefined) return;
    const delta = choice.delta ?? choice.message;
    if (delta !== undefined && delta !== null) {
      if (typeof delta.content === 'string' && delta.content !== '') {
        this.text += delta.content;
        this.#onText(delta.content);
      }
      for (const [position, piece] of (delta.tool_calls ?? []).entries()) {
        // Some servers omit `index` when each chunk carries whole calls; their position stands in.
        const index = piece.index ?? position;
        const call = this.#calls.get(index) ?? { id: '', name: '', arguments: '' };
        if (typeof piece.id === 'string' && piece.id !== '') call.id = piece.id;
        if (typeof piece.function?.name === 'string') call.name += piece.function.name;
        if (typeof piece.function?.arguments === 'string') call.arguments += piece.function.arguments;
        this.#calls.set(index, call);
      }
    }
    if (typeof choice.finish_reason === 'string' && choice.finish_reason !== '') this.finishReason = choice.finish_reason;
  }

  toolCalls(idPrefix: string): AssembledToolCall[] {
    return [...this.#calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ id: call.id !== '' ? call.id : `${idPrefix}-${index}`, name: call.name, arguments: call.arguments }));
  }
}

function describeStreamError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return JSON.stringify(error);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function parseChunk(data: string): Chunk {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new LiveError('malformed', { key: 'live-not-json', preview: preview(data) });
  }
  const parsed = chunkSchema.safeParse(json);
  if (!parsed.success) {
    throw new LiveError('malformed', { key: 'live-malformed', detail: describeIssues(parsed.error) });
  }
  return parsed.data;
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 80 ? `${flat.slice(0, 80)}…` : flat;
}

export interface ReadOptions {
  readonly signal: AbortSignal;
  readonly onText: (delta: string) => void;
  /** Called whenever bytes arrive, so the caller can reset an idle timer. */
  readonly onActivity?: () => void;
  /** Prefix for ids of tool calls that arrived without one. */
  readonly idPrefix: string;
}

/**
 * Reads the body to its end (or to `[DONE]`). Throws LiveError for a broken
 * stream; when the signal aborts it stops reading and returns what it has, and
 * the caller checks the signal.
 */
export async function readCompletion(response: Response, options: ReadOptions): Promise<Completion> {
  const acc = new Accumulator(options.onText);
  const contentType = response.headers.get('content-type') ?? '';
  const body = response.body;
  if (body === null) throw new LiveError('truncated', { key: 'live-empty' });

  if (contentType.includes('application/json')) {
    const text = await readAll(body, options);
    if (options.signal.aborted) return finish(acc, options);
    acc.apply(parseChunk(text));
    return finish(acc, options);
  }

  let done = false;
  let failure: LiveError | undefined;
  let strayLine: string | undefined;
  const parser = createParser({
    onEvent: (event) => {
      if (done || failure !== undefined) return;
      const data = event.data.trim();
      if (data === '[DONE]') {
        done = true;
        return;
      }
      if (data === '') return;
      try {
        acc.apply(parseChunk(data));
      } catch (error) {
        failure = error instanceof LiveError ? error : new LiveError('malformed', { key: 'live-malformed', detail: String(error) });
      }
    },
    onError: (error: ParseError) => {
      // A line that is not an SSE field (an HTML or JSON error page sent with 200); reported only if nothing else arrived.
      strayLine ??= error.line ?? error.message;
    },
  });

  const reader = body.getReader();
  const decoder = new TextDecoder();
  const cancel = (): void => void reader.cancel().catch(() => undefined);
  options.signal.addEventListener('abort', cancel, { once: true });
  try {
    while (!done && failure === undefined && !options.signal.aborted) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        if (options.signal.aborted) break;
        throw new LiveError('truncated', { key: 'live-broke-off', stream: true, reason: messageOf(error) });
      }
      if (next.done) {
        parser.feed(decoder.decode());
        parser.reset({ consume: true });
        break;
      }
      options.onActivity?.();
      parser.feed(decoder.decode(next.value, { stream: true }));
    }
  } finally {
    options.signal.removeEventListener('abort', cancel);
    if (done || failure !== undefined) cancel();
  }
  if (failure !== undefined) throw failure;
  if (options.signal.aborted) return finish(acc, options);
  if (!done && acc.finishReason === null) {
    if (strayLine !== undefined && acc.text === '' && acc.toolCalls(options.idPrefix).length === 0) {
      throw new LiveError('malformed', { key: 'live-not-sse', preview: preview(strayLine) });
    }
    throw new LiveError('truncated', { key: 'live-incomplete' });
  }
  return finish(acc, options);
}

function finish(acc: Accumulator, options: ReadOptions): Completion {
  return { text: acc.text, toolCalls: acc.toolCalls(options.idPrefix), finishReason: acc.finishReason };
}

async function readAll(body: ReadableStream<Uint8Array>, options: ReadOptions): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const cancel = (): void => void reader.cancel().catch(() => undefined);
  options.signal.addEventListener('abort', cancel, { once: true });
  let text = '';
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>;
      try {
        next = await reader.read();
      } catch (error) {
        if (options.signal.aborted) return text;
        throw new LiveError('truncated', { key: 'live-broke-off', stream: false, reason: messageOf(error) });
      }
      if (next.done) return text + decoder.decode();
      options.onActivity?.();
      text += decoder.decode(next.value, { stream: true });
    }
  } finally {
    options.signal.removeEventListener('abort', cancel);
  }
}
