/**
 * Gallery page entry (gallery.html): reads `?lang=` and `?theme=` (the page's own
 * chrome, and which sections are shown) and `?tokens=` (the designer's overrides),
 * mounts the state gallery, and keeps the address in step with its filters. No
 * worker: the gallery renders cards from fixtures, nothing is asked.
 */
import { render } from 'solid-js/web';
import '../protocol/zod-messages.ts';
import { Gallery } from '../client/gallery/Gallery.tsx';
import { defaultLocale } from '../client/locale/locale.ts';
import '../client/styles/tokens.css';
import '../client/styles/app.css';
import '../client/styles/gallery.css';
import { parseUrlState } from './url-decoders.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('asklab: #root is missing from gallery.html');

const url = parseUrlState(location.search, location.hash);
const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
document.documentElement.dataset.theme = url.theme ?? (prefersDark ? 'dark' : 'light');

render(
  () => (
    <Gallery
      locale={url.lang ?? defaultLocale(navigator.languages)}
      playgroundHref="./"
      docsHref="./docs.html"
      {...(url.tokens !== undefined ? { tokens: url.tokens } : {})}
      {...(url.lang !== undefined ? { onlyLocale: url.lang } : {})}
      {...(url.theme !== undefined ? { onlyTheme: url.theme } : {})}
      onFilters={(filters) => {
        const next = new URL(location.href);
        for (const key of ['lang', 'theme'] as const) {
          const value = filters[key];
          if (value === undefined) next.searchParams.delete(key);
          else next.searchParams.set(key, value);
        }
        history.replaceState(null, '', next);
      }}
    />
  ),
  root,
);
