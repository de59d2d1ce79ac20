/**
 * Docs page entry (docs.html): picks the locale (`?lang=`, else the browser) and
 * the theme (`?theme=`, else the system), mounts the interactive docs, and keeps
 * both switches in the URL so a reload or a shared link keeps them.
 */
import { render } from 'solid-js/web';
import '../protocol/zod-messages.ts';
import { Docs } from '../client/docs/Docs.tsx';
import { defaultLocale } from '../client/locale/locale.ts';
import '../client/styles/tokens.css';
import '../client/styles/app.css';
import '../client/styles/docs.css';
import { parseUrlState } from './url-decoders.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('asklab: #root is missing from docs.html');

const url = parseUrlState(location.search, location.hash);
const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;

render(
  () => (
    <Docs
      locale={url.lang ?? defaultLocale(navigator.languages)}
      theme={url.theme ?? (prefersDark ? 'dark' : 'light')}
      playgroundHref="./"
      galleryHref="./gallery.html"
      onChange={({ locale, theme }) => {
        const next = new URL(location.href);
        next.searchParams.set('lang', locale);
        next.searchParams.set('theme', theme);
        if (next.href !== location.href) history.replaceState(history.state, '', next);
      }}
    />
  ),
  root,
);
