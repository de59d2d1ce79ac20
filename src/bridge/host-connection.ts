/**
 * The page's end of one host worker, handed to the app as its port: it keeps the
 * messages that arrive before the app listens (the worker starts first, while the
 * app's code is still loading), and it watches the worker for good (the agent
 * stopped). It owns nothing of the protocol: HostClient validates every frame.
 *
 * Death has three signs, and MessagePort has no close event for the third:
 * - `error` on the Worker: an uncaught error in the worker, or its script failed;
 * - `messageerror`: a frame could not be read, so the page no longer knows what is pending;
 * - the worker's life lock is released: the worker holds a Web Lock named after
 *   itself from its first task (`host/alive` says so), the page queues for the same
 *   lock, and the browser grants it only once the worker's context is gone
 *   (terminated, closed, crashed). No polling, no traffic, no false alarm for a busy
 *   agent. See docs/decisions/2026-12-03-agent-stopped.md.
 * On any of them the worker is terminated (one that threw may still run) and the
 * listeners hear why, once. `end()` is the page's own, deliberate end (Reset): no
 * listener hears of it.
 *
 * Dependency-free on purpose: the entry imports it before the app's code loads.
 */
import type { AgentStopReason, PortLike } from './port.ts';

/** What this needs of a Worker (tests hand it a stand-in). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message' | 'messageerror' | 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

export type LockRequest = (name: string, options: { signal: AbortSignal }, callback: () => void) => Promise<unknown>;

/** The browser's Web Locks, when this context has them (they need a secure context: https or localhost). */
export function browserLocks(): LockRequest | undefined {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return undefined;
  const locks = navigator.locks;
  return (name, options, callback) => locks.request(name, options, callback);
}

export class HostConnection implements PortLike {
  readonly #worker: WorkerLike;
  readonly #requestLock: LockRequest | undefined;
  readonly #listeners = new Set<(event: MessageEvent) => void>();
  readonly #stopListeners = new Set<(reason: AgentStopReason) => void>();
  readonly #observers = new Set<(data: unknown) => void>();
  readonly #lockWatch = new AbortController();
  /** Messages that arrived before `start()`; null once they have been handed over. */
  #early: MessageEvent[] | null = [];
  /** Messages posted before the client took the port over (`takeSentEarly`); null once taken. */
  #sentEarly: unknown[] | null = [];
  #stopped: AgentStopReason | null = null;
  #ended = false;
  #watching = false;

  constructor(worker: WorkerLike, requestLock?: LockRequest) {
    this.#worker = worker;
    this.#requestLock = requestLock;
    worker.addEventListener('message', (event) => this.#onMessage(event as MessageEvent));
    worker.addEventListener('messageerror', () => this.#stop({ kind: 'unreadable' }));
    worker.addEventListener('error', (event) => {
      // Handled here (the notice shows it), so the browser does not report it again as uncaught.
      event.preventDefault();
      const message = 'message' in event && typeof event.message === 'string' ? event.message : '';
      // An empty message stays empty: the page's sentence says what happened, in its locale.
      this.#stop({ kind: 'error', message });
    });
  }

  postMessage(message: unknown): void {
    if (this.#stopped !== null || this.#ended) return;
    this.#worker.postMessage(message);
    this.#sentEarly?.push(message);
  }

  takeSentEarly(): readonly unknown[] {
    const sent = this.#sentEarly ?? [];
    this.#sentEarly = null;
    return sent;
  }

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.#listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.#listeners.delete(listener);
  }

  /**
   * Hands the early messages to the listeners, at once: the app starts its client
   * after its readers have subscribed and before its first render, so a card that
   * is already here renders with the page (HostClient's `start: false`).
   */
  start(): void {
    const early = this.#early;
    if (early === null) return;
    this.#early = null;
    for (const event of early) this.#deliver(event);
  }

  /**
   * Shows every message's data to `listener`: those kept for the app so far at once, then each as it arrives. The
   * entry draws the first card from them (src/app/first-card.ts). Observing takes nothing from the app, which still
   * gets every message.
   */
  observe(listener: (data: unknown) => void): () => void {
    // What came before it first, as the app will hear it.
    for (const event of this.#early ?? []) this.#show(listener, event.data);
    this.#observers.add(listener);
    return () => this.#observers.delete(listener);
  }

  onStopped(listener: (reason: AgentStopReason) => void): () => void {
    const stopped = this.#stopped;
    if (stopped !== null) {
      queueMicrotask(() => listener(stopped));
      return () => undefined;
    }
    this.#stopListeners.add(listener);
    return () => this.#stopListeners.delete(listener);
  }

  get stopped(): AgentStopReason | null {
    return this.#stopped;
  }

  /** The page ends this worker itself (Reset): nobody is told the agent stopped. */
  end(): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#stopListeners.clear();
    this.#lockWatch.abort();
    this.#worker.terminate();
  }

  #onMessage(event: MessageEvent): void {
    if (this.#stopped !== null || this.#ended) return;
    this.#watchLock(event.data);
    for (const observer of [...this.#observers]) this.#show(observer, event.data);
    if (this.#early !== null) this.#early.push(event);
    else this.#deliver(event);
  }

  /** An observer that fails must not cost the app a frame: its error is reported, and the message goes on. */
  #show(observer: (data: unknown) => void, data: unknown): void {
    try {
      observer(data);
    } catch (error) {
      reportError(error);
    }
  }

  #deliver(event: MessageEvent): void {
    for (const listener of this.#listeners) listener(event);
  }

  /** Peeks at `host/alive` (HostClient validates it like every frame): from then on, the released lock means the worker is gone. */
  #watchLock(data: unknown): void {
    if (this.#watching || this.#requestLock === undefined) return;
    const items: readonly unknown[] = Array.isArray(data) ? data : [data];
    const alive = items.find(
      (item): item is { type: 'host/alive'; lock: string } =>
        typeof item === 'object' && item !== null && (item as { type?: unknown }).type === 'host/alive' && typeof (item as { lock?: unknown }).lock === 'string',
    );
    if (alive === undefined) return;
    this.#watching = true;
    this.#requestLock(alive.lock, { signal: this.#lockWatch.signal }, () => this.#stop({ kind: 'exited' })).catch(() => undefined);
  }

  #stop(reason: AgentStopReason): void {
    if (this.#stopped !== null || this.#ended) return;
    this.#stopped = reason;
    this.#lockWatch.abort();
    this.#worker.terminate();
    const listeners = [...this.#stopListeners];
    this.#stopListeners.clear();
    for (const listener of listeners) listener(reason);
  }
}
