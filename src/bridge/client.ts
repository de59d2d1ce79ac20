/**
 * The main-thread end of the boundary, the only code in the page that posts to
 * the worker. It validates every incoming frame, keeps the frame log, matches
 * receipts to responses, simulates "fail the next send", and hands the UI
 * `PendingQuestion` objects that own the answer/cancel encoding (STYLE rule 9).
 */
import {
  CANCELLED_MESSAGE,
  encodeAnswer,
  parseHostFrame,
  type AskUserQuestionAnswer,
  type AskUserQuestionItem,
  type ClientFrame,
  type ElicitationBlock,
  type HostFrame,
  type ParseResult,
  type QuestionDraft,
  type QuestionRequestedFrame,
  type ReceiptFrame,
  type RequestData,
  type TransportConditions,
} from '../protocol/index.ts';
import { FrameLog } from './frame-log.ts';
import { preciseNow, type AgentStopReason, type PortLike } from './port.ts';

export type { AgentStopReason } from './port.ts';

/** Why a send did not reach the worker, when the client knows: the page words it in the reader's locale. */
export type TransportFailure = 'closed' | 'stopped' | 'simulated' | 'unacknowledged' | 'other';

export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly failure: TransportFailure;
  constructor(message: string, failure: TransportFailure = 'other') {
    super(message);
    this.failure = failure;
  }
}

/** The worker refused a response; `reason` is the receipt's. */
/**
 * The worker refused an answer or a cancellation (`receipt.accepted === false`). Its message is DSH's
 * (`PendingQuestion.answer` / `.cancel` in `ui-user-questions/src/client/contract/slots.ts` at 5bb600f9fb),
 * which DSH's card shows as it is: `question response rejected: not-pending`.
 */
export class ReceiptRejectedError extends Error {
  override readonly name = 'ReceiptRejectedError';
  readonly reason: 'not-pending' | 'bad-response';
  /** What was refused: the answer (`ok: true`) or the cancellation (`ok: false`). */
  readonly refused: 'response' | 'cancellation';
  constructor(reason: 'not-pending' | 'bad-response', refused: 'response' | 'cancellation' = 'response') {
    super(`question ${refused} rejected: ${reason}`);
    this.reason = reason;
    this.refused = refused;
  }
}

export interface AskTiming {
  readonly rpcId: string;
  readonly receivedAt: number;
  readonly hopMs: number;
  /** Set when the worker's `sentAt` was later than the receive time: by how much its clock ran ahead (the hop is shorter than this). */
  readonly skewMs?: number;
  paintMs?: number;
}

const RECEIPT_TIMEOUT_MS = 15_000;

const DECLINED_MESSAGE = 'the user declined to answer this request';

export class PendingQuestion {
  readonly rpcId: string;
  readonly sessionId: string;
  readonly questions: readonly AskUserQuestionItem[];
  readonly receivedAt: number;
  /** Present when an MCP server asks (§9): who asks, why, and what its answer must fit. */
  readonly elicitation?: ElicitationBlock;
  readonly #client: HostClient;
  #holdsDraft = false;

  constructor(client: HostClient, frame: QuestionRequestedFrame, receivedAt: number) {
    this.#client = client;
    this.rpcId = frame.rpcId;
    this.sessionId = frame.sessionId;
    this.questions = frame.questions;
    this.receivedAt = receivedAt;
    if (frame.elicitation !== undefined) this.elicitation = frame.elicitation;
  }

  /** True while its card holds typed text or a choice not sent yet: starting something else asks before discarding it. */
  get holdsDraft(): boolean {
    return this.#holdsDraft;
  }

  /** The card reports its draft here, so the shell can ask about it without reaching into the card. */
  markDraft(holds: boolean): void {
    this.#holdsDraft = holds;
  }

  /**
   * Encodes the drafts with the one encoder and sends them; throws if the send fails or the receipt rejects.
   * An MCP form's answer is checked against the server's fields first (the worker's own validator): one that
   * does not fit throws `ElicitationFieldError` (src/surfaces/mcp-content.ts) and nothing is sent.
   */
  async answer(drafts: readonly (QuestionDraft | undefined)[]): Promise<AskUserQuestionAnswer> {
    const answer = encodeAnswer(this.questions, drafts);
    if (this.elicitation?.mode === 'form') {
      // Loaded only for MCP asks, so the validator is never part of the first card.
      const { checkContent } = await import('../surfaces/mcp-content.ts');
      checkContent(this.elicitation.fields, answer);
    }
    await this.#client.respond(this.rpcId, { ok: true, value: { sessionId: this.sessionId, answer } });
    return answer;
  }

  /** An MCP elicitation's "Decline" (§9): the server hears `decline`. Only asks with an elicitation block accept it. */
  async decline(): Promise<void> {
    await this.#client.respond(this.rpcId, { ok: false, error: { code: 'declined', message: DECLINED_MESSAGE, details: {} } });
  }

  /** Dismisses the whole set (✕ or "Chat about it"): the ask settles ASK_CANCELLED. */
  async cancel(): Promise<void> {
    await this.#client.respond(this.rpcId, {
      ok: false,
      error: { code: 'cancelled', message: CANCELLED_MESSAGE, details: {} },
    });
  }
}

type Waiter = {
  resolve: (receipt: ReceiptFrame) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
  /** An answer (`ok: true`) or a cancellation: a refusal says which, as DSH's does. */
  refused: 'response' | 'cancellation';
};

export class HostClient {
  readonly log = new FrameLog();
  readonly #port: PortLike;
  readonly #listeners = new Set<(frame: HostFrame) => void>();
  readonly #waiters = new Map<string, Waiter[]>();
  readonly #timings = new Map<string, AskTiming>();
  readonly #stopListeners = new Set<(reason: AgentStopReason) => void>();
  #stopReason: AgentStopReason | null = null;
  #unwatch: () => void = () => undefined;
  /** Parsers for frames whose schemas load later than the client (`mcp/`: the MCP panel registers its own). */
  readonly #parsers = new Map<string, (data: unknown) => ParseResult<HostFrame>>();
  #failNextSend = false;
  #closed = false;
  #started = false;

  /** Runs the handling of one burst of frames; the UI passes its framework's batch() so a burst renders once. */
  readonly #burst: (run: () => void) => void;

  /**
   * `start: false` leaves the port closed until `start()`: the app then subscribes its
   * readers first, so frames that arrived before it (the worker starts earlier, see
   * bridge/host-connection.ts) reach them before its first render.
   */
  constructor(port: PortLike, options: { burst?: (run: () => void) => void; start?: boolean } = {}) {
    this.#port = port;
    this.#burst = options.burst ?? ((run) => run());
    // What the page sent before this client existed (the boot run) went first: logged first.
    for (const message of port.takeSentEarly?.() ?? []) this.log.add('to-worker', message);
    port.addEventListener('message', this.#onMessage);
    if (options.start !== false) this.start();
  }

  /** Lets the port's messages flow (those that waited included), then watches for the agent stopping. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#port.start?.();
    // After start(): frames that did arrive before the agent stopped are read first.
    this.#unwatch = this.#port.onStopped?.((reason) => this.#onStopped(reason)) ?? (() => undefined);
  }

  close(): void {
    this.#closed = true;
    this.#unwatch();
    this.#port.removeEventListener('message', this.#onMessage);
    for (const [, waiters] of this.#waiters) for (const w of waiters) this.#settleWaiter(w, new TransportError('The connection closed.', 'closed'));
    this.#waiters.clear();
  }

  /** Why the agent stopped for good, or null while it runs. */
  get stopReason(): AgentStopReason | null {
    return this.#stopReason;
  }

  /** Hears once that the agent stopped for good (the session then withdraws its cards). */
  onStopped(listener: (reason: AgentStopReason) => void): () => void {
    this.#stopListeners.add(listener);
    return () => this.#stopListeners.delete(listener);
  }

  subscribe(listener: (frame: HostFrame) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Posts a validated frame; the UI never calls postMessage itself. */
  send(frame: ClientFrame): void {
    if (this.#closed) {
      // A card's response must know it was not sent (the card says so); any other frame to a stopped agent
      // (a player control, a scenario, a transport setting) is recorded as not sent and goes nowhere.
      if (frame.type === 'client-response') throw new TransportError('The connection is closed.', 'closed');
      this.log.add('to-worker', frame, 'not sent: the connection is closed');
      return;
    }
    // The fault is for the card's next response; other frames (live settings, player controls) must not use it up.
    if (this.#failNextSend && frame.type === 'client-response') {
      this.#failNextSend = false;
      this.log.add('to-worker', frame, 'simulated transport failure: not sent');
      throw new TransportError('Could not reach the agent (simulated transport failure). Try again.', 'simulated');
    }
    this.log.add('to-worker', frame);
    this.#port.postMessage(frame);
  }

  ask(request: RequestData): void {
    this.send({ type: 'run/ask', request });
  }

  userMessage(text: string): void {
    this.send({ type: 'run/user-message', text });
  }

  stop(): void {
    this.send({ type: 'run/stop' });
  }

  /** Sets the worker-side conditions (latency, reject next) and the local "fail next send". */
  setConditions(conditions: TransportConditions & { failNextSend: boolean }): void {
    // Arm "fail next send" only after the conditions frame is out, or that frame would be the one to fail.
    this.send({ type: 'transport/conditions', latencyMs: conditions.latencyMs, rejectNext: conditions.rejectNext });
    this.#failNextSend = conditions.failNextSend;
  }

  get failNextSend(): boolean {
    return this.#failNextSend;
  }

  /** Sends a `client-response` and resolves on an accepting receipt. */
  respond(rpcId: string, result: unknown): Promise<ReceiptFrame> {
    return new Promise<ReceiptFrame>((resolve, reject) => {
      try {
        this.send({ type: 'client-response', rpcId, result });
      } catch (error) {
        reject(error instanceof Error ? error : new TransportError(String(error)));
        return;
      }
      const waiter: Waiter = {
        resolve,
        reject,
        refused: typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === false ? 'cancellation' : 'response',
        timer: setTimeout(() => {
          this.#removeWaiter(rpcId, waiter);
          reject(new TransportError('The agent did not acknowledge the answer in time.', 'unacknowledged'));
        }, RECEIPT_TIMEOUT_MS),
      };
      const list = this.#waiters.get(rpcId) ?? [];
      list.push(waiter);
      this.#waiters.set(rpcId, list);
    });
  }

  timing(rpcId: string): AskTiming | undefined {
    return this.#timings.get(rpcId);
  }

  /** Every ask's timings, in arrival order (copies: a painted ask gains `paintMs` later). */
  timings(): AskTiming[] {
    return [...this.#timings.values()].map((t) => ({ ...t }));
  }

  /** Called by the UI in the first frame painted with the card in it (§7.1). */
  markPainted(question: PendingQuestion): void {
    const timing = this.#timings.get(question.rpcId);
    if (timing === undefined || timing.paintMs !== undefined) return;
    const end = performance.now();
    const start = question.receivedAt - performance.timeOrigin;
    timing.paintMs = end - start;
    safeMeasure('ask-paint', start, end, question.rpcId);
  }

  #onMessage = (event: MessageEvent): void => {
    const receivedAt = preciseNow();
    // The worker sends the frames of one task together (see host-endpoint): one message, one burst.
    const items: readonly unknown[] = Array.isArray(event.data) ? event.data : [event.data];
    this.#burst(() => {
      for (const item of items) this.#onFrame(item, receivedAt);
    });
  };

  /**
   * Validates the frames whose type starts with `prefix` with `parse` from now on. Until one is registered such a
   * frame is rejected like any unknown frame (the MCP panel registers `mcp/` before it can connect).
   */
  registerFrames(prefix: string, parse: (data: unknown) => ParseResult<HostFrame>): void {
    this.#parsers.set(prefix, parse);
  }

  #parse(data: unknown): ParseResult<HostFrame> {
    const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
    if (typeof type === 'string') for (const [prefix, parse] of this.#parsers) if (type.startsWith(prefix)) return parse(data);
    return parseHostFrame(data);
  }

  #onFrame(data: unknown, receivedAt: number): void {
    const parsed = this.#parse(data);
    if (!parsed.ok) {
      this.log.add('to-main', data, parsed.reason);
      return;
    }
    const frame = parsed.frame;
    this.log.add('to-main', frame);
    if (frame.type === 'receipt') this.#onReceipt(frame);
    if (frame.type === 'question/requested' && !this.#timings.has(frame.rpcId)) {
      const span = hopSpan(frame.sentAt, receivedAt, performance.timeOrigin);
      this.#timings.set(frame.rpcId, {
        rpcId: frame.rpcId,
        receivedAt,
        hopMs: span.end - span.start,
        ...(span.skewMs > 0 ? { skewMs: span.skewMs } : {}),
      });
      safeMeasure('ask-hop', span.start, span.end, frame.rpcId);
    }
    for (const listener of this.#listeners) listener(frame);
  }

  /** Builds the pending-question object for a request frame. */
  pendingQuestion(frame: QuestionRequestedFrame): PendingQuestion {
    return new PendingQuestion(this, frame, this.#timings.get(frame.rpcId)?.receivedAt ?? preciseNow());
  }

  #onReceipt(frame: ReceiptFrame): void {
    const list = this.#waiters.get(frame.rpcId);
    const waiter = list?.shift();
    if (list !== undefined && list.length === 0) this.#waiters.delete(frame.rpcId);
    if (waiter === undefined) return;
    if (frame.accepted) {
      clearTimeout(waiter.timer);
      waiter.resolve(frame);
    } else this.#settleWaiter(waiter, new ReceiptRejectedError(frame.reason, waiter.refused));
  }

  #onStopped(reason: AgentStopReason): void {
    if (this.#stopReason !== null || this.#closed) return;
    this.#stopReason = reason;
    // Not a frame: the page's own record, in the log so the inspector shows when the agent went.
    this.log.add('to-main', { type: '(agent stopped)', reason });
    // Nothing will acknowledge an answer in flight: fail it now instead of after the receipt timeout.
    for (const [, waiters] of this.#waiters) for (const w of waiters) this.#settleWaiter(w, new TransportError('The agent stopped.', 'stopped'));
    this.#waiters.clear();
    this.#closed = true;
    this.#port.removeEventListener('message', this.#onMessage);
    this.#burst(() => {
      for (const listener of [...this.#stopListeners]) listener(reason);
    });
  }

  #settleWaiter(waiter: Waiter, error: Error): void {
    clearTimeout(waiter.timer);
    waiter.reject(error);
  }

  #removeWaiter(rpcId: string, waiter: Waiter): void {
    const list = this.#waiters.get(rpcId);
    if (list === undefined) return;
    const index = list.indexOf(waiter);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.#waiters.delete(rpcId);
  }
}

/**
 * The ask-hop span on the page's timeline. The worker's and the page's clocks can
 * disagree by more than a fast hop (each rounds its own timeOrigin), so a `sentAt`
 * after the receive time is clamped to it: the hop is never negative, at worst 0,
 * and `skewMs` says by how much the worker's clock ran ahead (the inspector shows
 * that instead of a bare "0.0 ms").
 * See docs/decisions/2026-12-02-clock-safe-hop.md.
 */
export function hopSpan(sentAt: number, receivedAt: number, timeOrigin: number): { start: number; end: number; skewMs: number } {
  const end = Math.max(0, receivedAt - timeOrigin);
  const start = Math.min(end, Math.max(0, sentAt - timeOrigin));
  return { start, end, skewMs: Math.max(0, sentAt - receivedAt) };
}

function safeMeasure(name: string, start: number, end: number, rpcId: string): void {
  try {
    performance.measure(name, { start, end, detail: { rpcId } });
  } catch {
    // Environments without User Timing level 3 still get the figures in the inspector.
  }
}
