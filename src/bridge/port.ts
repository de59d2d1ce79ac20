/**
 * The smallest surface both a Worker, the worker's own global scope and a
 * MessagePort share, so the runtime and the app can be wired to either (tests
 * hand them a MessageChannel).
 */
export interface PortLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** MessagePort needs it before queued messages flow; Worker has none. */
  start?: () => void;
  /**
   * Calls `listener` once if the agent at the other end stops for good (its worker
   * threw, sent something unreadable, or ended); at once if it already has. Only a
   * connection that watches its worker has it (./host-connection.ts).
   */
  onStopped?: (listener: (reason: AgentStopReason) => void) => () => void;
  /**
   * What the page posted before the client took the port over (the entry's `run/boot`),
   * in order, once: the client logs them, so every frame that crossed is in the log.
   */
  takeSentEarly?: () => readonly unknown[];
}

/** Why the agent stopped: the page words it (docs/decisions/2026-12-03-agent-stopped.md). */
export type AgentStopReason =
  /** An uncaught error in the worker (or its script failed to load); `message` is the browser's, verbatim, possibly empty. */
  | { readonly kind: 'error'; readonly message: string }
  /** A message from the worker could not be read: a frame is lost, so no pending ask can be trusted. */
  | { readonly kind: 'unreadable' }
  /** The worker ended without a word (terminated, closed itself, crashed): its life lock was released. */
  | { readonly kind: 'exited' };

/** Wall-clock milliseconds with sub-millisecond precision, comparable across the worker boundary (§7.1). */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}
