/**
 * One piece of markdown, rendered safely (§7.2) by solid-markdown through the one
 * pipeline (pipeline.ts: GFM, raw HTML never rendered, sanitised tree, safe URLs,
 * remote images as a placeholder unless allowed). It renders whatever it is
 * given in one go; Markdown.tsx decides what it is given (the limits) and
 * catches what it throws.
 */
import { useContext, type JSX } from 'solid-js';
import { SolidMarkdown } from 'solid-markdown';
import { LocaleContext, translate, type MessageKey } from '../locale/locale.ts';
import { rehypePlugins, remarkPlugins } from './pipeline.ts';

export interface SafeMarkdownProps {
  readonly source: string;
  readonly allowRemoteImages?: boolean;
  readonly class?: string;
}

export function SafeMarkdown(props: SafeMarkdownProps): JSX.Element {
  // The words the renderer adds itself (task marks, the blocked-image placeholder) follow the page's locale; English without one.
  const locale = useContext(LocaleContext);
  const label = (key: MessageKey): string => (locale === undefined ? translate('en', key) : locale.t(key));
  return (
    <SolidMarkdown
      class={`md ${props.class ?? ''}`}
      children={props.source}
      remarkPlugins={remarkPlugins}
      rehypePlugins={rehypePlugins({ label, ...(props.allowRemoteImages !== undefined ? { allowRemoteImages: props.allowRemoteImages } : {}) })}
      skipHtml
      // solid-markdown sets every link's target itself; the pipeline already chose this one.
      linkTarget="_blank"
    />
  );
}
