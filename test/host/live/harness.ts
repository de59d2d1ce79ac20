/**
 * Carriers for the live-driver tests: an msw/node server standing in for the
 * chat-completions endpoint (each request answered by the next scripted
 * responder, every request body recorded), SSE builders that split the bytes at
 * awkward places, and a HostRuntime whose frames are collected and whose
 * question frames a scripted user answers through `runtime.respond`.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { LiveDriver, type LiveDriverOptions } from '../../../src/host/live/driver.ts';
import { HostRuntime } from '../../../src/host/runtime.ts';
import {
  parseHostFrame,
  type AskUserQuestionAnswer,
  type HostFrame,
  type QuestionRequestedFrame,
} from '../../../src/protocol/index.ts';
import type { LiveSettings } from '../../../src/protocol/live-settings.ts';

export const BASE_URL = 'https://llm.test/v1';
export const ENDPOINT = 'https://llm.test/v1/chat/completions';
export const KEY = 'sk-live-test-7f3a9c0e5b2d41';

export const server = setupServer();

// ---- request bodies ---------------------------------------------------------

export interface WireMessage {
  readonly role: string;
  readonly content?: string | null;
  readonly tool_call_id?: string;
  readonly tool_calls?: readonly { id: string; type: string; function: { name: string; arguments: string } }[];
}

export interface RequestBody {
  readonly model: string;
  readonly messages: readonly WireMessage[];
  readonly tools: readonly { type: string; function: { name: string } }[];
  readonly temperature: number;
  readonly stream: boolean;
}

export interface Recorded {
  readonly body: RequestBody;
  readonly headers: Headers;
}

export function toolNames(body: RequestBody): string[] {
  return body.tools.map((t) => t.function.name);
}

export function isChildRequest(body: RequestBody): boolean {
  return body.messages[0]?.content?.includes('You are a sub-agent') === true;
}

// ---- SSE builders -------------------------------------------------------------

type Json = Record<string, unknown>;

export function textChunk(content: string): Json {
  return { id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] };
}

export function toolChunk(index: number, piece: { id?: string; name?: string; args?: string }): Json {
  return {
    choices: [
      {
        index: 0,
        delta: {
          tool_calls: [
            {
              index,
              ...(piece.id !== undefined ? { id: piece.id, type: 'function' } : {}),
              function: {
                ...(piece.name !== undefined ? { name: piece.name } : {}),
                ...(piece.args !== undefined ? { arguments: piece.args } : {}),
              },
            },
          ],
        },
        finish_reason: null,
      },
    ],
  };
}

export function finishChunk(reason: string): Json {
  return { choices: [{ index: 0, delta: {}, finish_reason: reason }] };
}

/** SSE text for the events; `done: false` leaves out the closing `[DONE]`. */
export function sseText(events: readonly (Json | string)[], options: { done?: boolean } = {}): string {
  const lines = events.map((event) => `data: ${typeof event === 'string' ? event : JSON.stringify(event)}\n\n`);
  if (options.done !== false) lines.push('data: [DONE]\n\n');
  return lines.join('');
}

/** Splits the bytes every `every` characters, so events and JSON straddle network chunks. */
export function sseResponse(text: string, options: { every?: number; status?: number } = {}): Response {
  const every = options.every ?? 7;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < text.length; i += every) controller.enqueue(encoder.encode(text.slice(i, i + every)));
      controller.close();
    },
  });
  return new HttpResponse(stream, { status: options.status ?? 200, headers: { 'Content-Type': 'text/event-stream' } });
}

export function sse(events: readonly (Json | string)[], options: { done?: boolean } = {}): Response {
  return sseResponse(sseText(events, options));
}

/** A stream that sends `text` and then stays open until the request is aborted. */
export function stallingResponse(text: string, signal: AbortSignal): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
      signal.addEventListener('abort', () => {
        try {
          controller.error(new DOMException('aborted', 'AbortError'));
        } catch {
          // Already closed by the reader's cancel.
        }
      });
    },
  });
  return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** A complete assistant reply: text in pieces, then `stop`. */
export function reply(text: string): Response {
  const words = text.match(/\S+\s*/g) ?? [text];
  return sse([...words.map(textChunk), finishChunk('stop')]);
}

/** One tool call, its arguments cut into `pieces` parts across chunks. */
export function callTool(id: string, name: string, args: unknown, options: { text?: string; pieces?: number } = {}): Response {
  const raw = typeof args === 'string' ? args : JSON.stringify(args);
  const pieces = options.pieces ?? 3;
  const size = Math.ceil(raw.length / pieces);
  const parts: Json[] = [];
  for (let i = 0; i < raw.length; i += size) parts.push(toolChunk(0, { args: raw.slice(i, i + size) }));
  return sse([
    ...(options.text !== undefined ? [textChunk(options.text)] : []),
    toolChunk(0, { id, name, args: '' }),
    ...parts,
    finishChunk('tool_calls'),
  ]);
}

// ---- the model --------------------------------------------------------------

export type Responder = (body: RequestBody, request: Request) => Response | Promise<Response>;

/** Scripts the endpoint: each request takes the next responder; every request is recorded. */
export function scriptModel(responders: Responder[], url = ENDPOINT): Recorded[] {
  const recorded: Recorded[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      const body = (await request.clone().json()) as RequestBody;
      recorded.push({ body, headers: request.headers });
      const next = responders.shift();
      if (next === undefined) return HttpResponse.json({ error: { message: 'the test model has no more replies' } }, { status: 500 });
      return next(body, request);
    }),
  );
  return recorded;
}

// ---- runtime and scripted user ------------------------------------------------

export type UserMove = AskUserQuestionAnswer | 'cancel' | 'hold' | ((frame: QuestionRequestedFrame) => void);

export interface LiveSetup {
  readonly runtime: HostRuntime;
  readonly driver: LiveDriver;
  readonly frames: HostFrame[];
  /** Answers for the next question frames, in order. */
  readonly user: UserMove[];
  /** Question frames the scripted user saw. */
  readonly asked: QuestionRequestedFrame[];
}

export function settings(overrides: Partial<LiveSettings> = {}): LiveSettings {
  return {
    endpoint: 'custom',
    baseUrl: BASE_URL,
    model: 'test-model',
    apiKey: KEY,
    temperature: 0.2,
    systemPrompt: 'You are a test assistant.',
    planMode: false,
    ...overrides,
  };
}

export function setupLive(options: { settings?: Partial<LiveSettings>; driver?: LiveDriverOptions } = {}): LiveSetup {
  const frames: HostFrame[] = [];
  const user: UserMove[] = [];
  const asked: QuestionRequestedFrame[] = [];
  let runtime: HostRuntime | undefined;
  const onQuestion = (frame: QuestionRequestedFrame): void => {
    asked.push(frame);
    const move = user.shift();
    if (move === undefined || move === 'hold') return;
    setTimeout(() => {
      const rt = runtime as HostRuntime;
      if (typeof move === 'function') move(frame);
      else if (move === 'cancel') {
        rt.respond(frame.rpcId, { ok: false, error: { code: 'cancelled', message: 'the user closed this question request', details: {} } });
      } else rt.respond(frame.rpcId, { ok: true, value: { sessionId: rt.sessionId, answer: move } });
    }, 0);
  };
  runtime = new HostRuntime({
    send: (frame) => {
      const parsed = parseHostFrame(frame);
      if (!parsed.ok) throw new Error(`the runtime sent an invalid frame: ${parsed.reason}`);
      frames.push(frame);
      if (frame.type === 'question/requested') onQuestion(frame);
    },
  });
  const driver = new LiveDriver(runtime, options.driver ?? {});
  driver.configure(settings(options.settings));
  return { runtime, driver, frames, user, asked };
}

// ---- reading the frames -------------------------------------------------------

export interface ShownMessage {
  readonly id: string;
  readonly agentId: string;
  readonly role: string;
  readonly text: string;
  readonly tone?: string;
}

/** The transcript as the page would show it: messages with their deltas applied. */
export function transcript(frames: readonly HostFrame[]): ShownMessage[] {
  const out: ShownMessage[] = [];
  for (const frame of frames) {
    if (frame.type === 'transcript/message') {
      out.push({
        id: frame.messageId,
        agentId: frame.agentId,
        role: frame.role,
        text: frame.text,
        ...(frame.tone !== undefined ? { tone: frame.tone } : {}),
      });
    }
    if (frame.type === 'transcript/delta') {
      const index = out.findIndex((m) => m.id === frame.messageId);
      const message = out[index];
      if (message === undefined) throw new Error(`a delta for unknown message ${frame.messageId}`);
      out[index] = { ...message, text: message.text + frame.text };
    }
  }
  return out;
}

export function notices(frames: readonly HostFrame[]): ShownMessage[] {
  return transcript(frames).filter((m) => m.role === 'notice');
}

export function lastRunState(frames: readonly HostFrame[]): string | undefined {
  return frames.filter((f) => f.type === 'run/state').at(-1)?.state;
}

export function toolFinished(frames: readonly HostFrame[]): Extract<HostFrame, { type: 'tool/finished' }>[] {
  return frames.filter((f): f is Extract<HostFrame, { type: 'tool/finished' }> => f.type === 'tool/finished');
}

export function toolStarted(frames: readonly HostFrame[]): Extract<HostFrame, { type: 'tool/started' }>[] {
  return frames.filter((f): f is Extract<HostFrame, { type: 'tool/started' }> => f.type === 'tool/started');
}

/** Waits until `predicate` holds for the collected frames. */
export async function waitForFrame(frames: readonly HostFrame[], predicate: (frame: HostFrame) => boolean, timeoutMs = 2000): Promise<HostFrame> {
  const started = Date.now();
  for (;;) {
    const found = frames.find(predicate);
    if (found !== undefined) return found;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for a frame');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
