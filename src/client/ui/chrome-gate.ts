/**
 * The first card comes first: code the card does not need (tabs, toggle groups,
 * the live settings, tooltips) is split into chunks that load through this gate.
 * By default the gate is open; the playground closes it while a `?q=` request is
 * on its way to the screen, so those chunks neither compete with the worker for
 * the network nor run on the main thread before the card has painted.
 * See docs/decisions/2026-12-02-first-card-budget.md.
 */
let gate: Promise<void> = Promise.resolve();

/**
 * Holds chrome chunks back until `until` settles, or `maxMs` passes (a worker
 * that never starts must not leave the page without its toolbar).
 */
export function deferChrome(until: Promise<unknown>, maxMs: number): void {
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), maxMs));
  gate = Promise.race([until.then(() => 'opened' as const, () => 'opened' as const), timeout]).then((how) => {
    // A User Timing mark (in the browser's performance panel): when the chrome was let in, and whether it had to time out.
    performance.mark('chrome-open', { detail: { how } });
  });
}

/** Wraps a dynamic import so it starts only once the gate is open (for `lazy()`). */
export function chromeChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return () => gate.then(load);
}
