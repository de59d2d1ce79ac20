/**
 * Markdown without delaying the first card: until the renderer chunk loads, the
 * source shows as plain text (a text node, so nothing in it can execute).
 */
import { Suspense, lazy, type JSX } from 'solid-js';
import type { MarkdownProps } from './Markdown.tsx';

const Markdown = lazy(() => import('./Markdown.tsx'));

export function LazyMarkdown(props: MarkdownProps): JSX.Element {
  return (
    <Suspense fallback={<div class={`md md-plain ${props.class ?? ''}`} data-verbatim>{props.source}</div>}>
      <Markdown {...props} />
    </Suspense>
  );
}
