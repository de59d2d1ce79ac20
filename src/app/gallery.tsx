/**
 * Gallery page entry (gallery.html): reads `?lang=`, `?theme=` and `?tokens=` (the designer's overrides) for the page's
 * own chrome and mounts the state gallery. No worker: the gallery renders cards
 * from fixtures, nothing is asked.
 */
import { render } from 'solid-js/web';
import { Gallery } from '../client/gallery/Gallery.tsx';
import { defaultLocale } from '../client/locale/locale.ts';
import '../client/styles/tokens.css';
import '../client/styles/app.css';
import '../client/styles/gallery.css';
import { parseUrlState } from './url-state.ts';

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
    />
  ),
  root,
);
