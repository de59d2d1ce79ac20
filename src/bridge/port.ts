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
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable across the worker boundary (§7.1). */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}
