/**
 * The one safe markdown renderer for `detail` and plans (§7.2): GFM, raw HTML
 * never rendered (sanitised hast), only safe URLs, remote images shown as a
 * placeholder unless the user allowed them. Loaded lazily (see LazyMarkdown).
 */
import type { JSX } from 'solid-js';
import { SolidMarkdown } from 'solid-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { isRemoteUrl, safeUrl } from './safe-url.ts';

export interface MarkdownProps {
  readonly source: string;
  readonly allowRemoteImages?: boolean;
  readonly class?: string;
}

export default function Markdown(props: MarkdownProps): JSX.Element {
  const imageUrl = (src: string): string => {
    const safe = safeUrl(src);
    if (safe === '' || (isRemoteUrl(safe) && props.allowRemoteImages !== true)) return '';
    return safe;
  };
  return (
    <SolidMarkdown
      class={`md ${props.class ?? ''}`}
      children={props.source}
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[rehypeSanitize]}
      skipHtml
      transformLinkUri={(href) => safeUrl(href)}
      transformImageUri={(src) => imageUrl(src)}
      linkTarget="_blank"
      components={{
        a: (p) => {
          const href = (): string | undefined => (p.href === '' || p.href === undefined ? undefined : String(p.href));
          return (
            <a href={href()} rel="noopener noreferrer nofollow" target="_blank" class={href() === undefined ? 'md-dead-link' : undefined}>
              {p.children}
            </a>
          );
        },
        img: (p) => {
          const src = (): string => (typeof p.src === 'string' ? p.src : '');
          return src() === '' ? (
            <span class="md-img-blocked" title={typeof p.alt === 'string' ? p.alt : undefined}>
              🖼 {typeof p.alt === 'string' && p.alt !== '' ? p.alt : 'image'}
            </span>
          ) : (
            <img src={src()} alt={typeof p.alt === 'string' ? p.alt : ''} loading="lazy" referrerpolicy="no-referrer" />
          );
        },
      }}
    />
  );
}
