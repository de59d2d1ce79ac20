/**
 * Markdown without delaying the first card: until the renderer chunk loads, the
 * start of the source shows as plain text (a text node, so nothing in it can
 * execute; cut short, so even a huge source lays out at once). If the chunk
 * cannot load or throws, the plain text stays.
 */
import { ErrorBoundary, Suspense, lazy, type JSX } from 'solid-js';
import type { MarkdownProps } from './Markdown.tsx';

/** Where the plain-text preview stops: enough to read, cheap to lay out (limits.ts stays out of the first card). */
export const PREVIEW_CHARS = 4_000;

const Markdown = lazy(() => import('./Markdown.tsx'));

export function LazyMarkdown(props: MarkdownProps): JSX.Element {
  const plain = (): JSX.Element => (
    <div class={`md md-plain ${props.class ?? ''}`} data-verbatim>
      {props.source.length > PREVIEW_CHARS ? `${props.source.slice(0, PREVIEW_CHARS)}…` : props.source}
    </div>
  );
  return (
    // The fallback takes the error, so Solid does not log it: the plain text is the whole answer to it.
    <ErrorBoundary fallback={(_error: unknown) => plain()}>
      <Suspense fallback={plain()}>
        <Markdown {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
