/**
 * Markdown without delaying the first card: until the renderer chunk loads, the
 * start of the source shows as plain text (a text node, so nothing in it can
 * execute; cut short, so even a huge source lays out at once). If the chunk
 * cannot load, the plain text stays; errors while rendering are the renderer's
 * own to catch (Markdown.tsx), so no error boundary weighs on the first card.
 */
import { Suspense, lazy, type JSX } from 'solid-js';
import type { MarkdownProps } from './Markdown.tsx';

/** Where the plain-text preview stops: enough to read, cheap to lay out (limits.ts stays out of the first card). */
export const PREVIEW_CHARS = 4_000;

function Plain(props: MarkdownProps): JSX.Element {
  return (
    <div class={`md md-plain ${props.class ?? ''}`} data-verbatim>
      {props.source.length > PREVIEW_CHARS ? `${props.source.slice(0, PREVIEW_CHARS)}…` : props.source}
    </div>
  );
}

const Markdown = lazy(() => import('./Markdown.tsx').catch(() => ({ default: Plain })));

export function LazyMarkdown(props: MarkdownProps): JSX.Element {
  return (
    <Suspense fallback={<Plain {...props} />}>
      <Markdown {...props} />
    </Suspense>
  );
}
