/**
 * One piece of markdown, rendered safely (§7.2): GFM, raw HTML never rendered
 * (sanitised hast), only safe URLs, remote images shown as a placeholder unless
 * the user allowed them. It renders whatever it is given in one go; Markdown.tsx
 * decides what it is given (the limits) and catches what it throws.
 */
import { useContext, type JSX } from 'solid-js';
import { SolidMarkdown } from 'solid-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { LocaleContext, translate, type MessageKey } from '../locale/locale.ts';
import { isRemoteUrl, safeUrl } from './safe-url.ts';

export interface SafeMarkdownProps {
  readonly source: string;
  readonly allowRemoteImages?: boolean;
  readonly class?: string;
}

export function SafeMarkdown(props: SafeMarkdownProps): JSX.Element {
  // The words the renderer adds itself (task marks, the blocked-image placeholder) follow the page's locale; English without one.
  const locale = useContext(LocaleContext);
  const t = (key: MessageKey): string => (locale === undefined ? translate('en', key) : locale.t(key));
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
        // A code block scrolls on its own: it must be reachable by keyboard to be scrolled.
        pre: (p) => <pre tabindex="0">{p.children}</pre>,
        // GFM task items are a read-only checklist in a plan, not form controls to fill in.
        input: (p) => {
          if (p.type !== 'checkbox') return null;
          const done = p.checked === true;
          return (
            <span class="md-task" role="img" aria-label={`${done ? '☑' : '☐'} ${t(done ? 'markdown.taskDone' : 'markdown.taskTodo')}`} data-checked={done ? '' : undefined}>
              {done ? '☑' : '☐'}
            </span>
          );
        },
        img: (p) => {
          const src = (): string => (typeof p.src === 'string' ? p.src : '');
          return src() === '' ? (
            <span class="md-img-blocked" title={typeof p.alt === 'string' ? p.alt : undefined}>
              🖼 {typeof p.alt === 'string' && p.alt !== '' ? p.alt : t('markdown.image')}
            </span>
          ) : (
            <img src={src()} alt={typeof p.alt === 'string' ? p.alt : ''} loading="lazy" referrerpolicy="no-referrer" />
          );
        },
      }}
    />
  );
}
