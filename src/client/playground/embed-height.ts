/**
 * Auto-height for embeds (§5.3 `?embed=1`): tells the parent page how tall the
 * app is, so a docs page can size its iframe to the content. Posts
 * `{ type: 'asklab:height', height }` whenever the element's height changes.
 * Sizing the iframe is the parent's business (client/docs listens for it).
 */

export const EMBED_HEIGHT_MESSAGE = 'asklab:height';

export interface EmbedHeightMessage {
  readonly type: typeof EMBED_HEIGHT_MESSAGE;
  readonly height: number;
}

export function isEmbedHeightMessage(value: unknown): value is EmbedHeightMessage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { type?: unknown; height?: unknown };
  return v.type === EMBED_HEIGHT_MESSAGE && typeof v.height === 'number' && Number.isFinite(v.height) && v.height >= 0;
}

/** The window to report to, or null when the page is not framed. */
export function embeddingParent(self: Window = window): Window | null {
  return self.parent !== self ? self.parent : null;
}

/**
 * Observes `element` and posts its height to `target` on every change (and once
 * at start). Returns a disposer. The height is not sensitive, and the parent may
 * live on any origin that embeds the playground, hence the `*` target origin.
 */
export function makeHeightReporter(element: Element, target: Window): () => void {
  let last = -1;
  const report = (): void => {
    const height = Math.ceil(element.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    const message: EmbedHeightMessage = { type: EMBED_HEIGHT_MESSAGE, height };
    target.postMessage(message, '*');
  };
  const observer = new ResizeObserver(report);
  observer.observe(element);
  report();
  return () => observer.disconnect();
}
