/**
 * Mounts the playground on the worker the entry started, with the state the URL
 * carries (query or fragment, §5.7), and owns the app's lifetime: Reset disposes
 * the app and its worker and mounts a fresh pair, without reloading the page
 * (docs/decisions/2026-12-03-agent-stopped.md).
 */
import { render } from 'solid-js/web';
import { App } from '../client/playground/App.tsx';
import { defaultLocale, translate, type Locale } from '../client/locale/locale.ts';
import type { Theme } from '../client/editor/tokens.ts';
import { startHostWorker, type Boot } from './boot.ts';
import { FIRST_CARD_ATTR } from './first-card-look.ts';
import { chromeChunk } from '../client/ui/chrome-gate.ts';
import { UNAVAILABLE_DECODERS, needsDecoders, parseUrlStateWith, type DecodedRequest, type UrlDecoders } from './url-state.ts';

/**
 * A link with design tokens or a scenario file needs the decoders (a chunk of
 * their own) before it mounts; a `q` is decoded after mounting, alongside the
 * worker's own ask; any other URL is read without them.
 */
export function mount(boot: Boot): void {
  // Zod's English messages, for a frame the page refuses: fetched beside the app, never waited for.
  void import('../protocol/zod-messages.ts');
  if (!needsDecoders(location.search, location.hash)) {
    mountWith(boot, null);
    return;
  }
  import('./url-decoders.ts').then(
    (m) => mountWith(boot, m.urlDecoders),
    // Unreachable decoders (offline, a deploy in progress): the page still opens, and says the link could not be read.
    () => mountWith(boot, null),
  );
}

/** The entry is an async module script: it can run before the parser has reached #root. */
function mountWith(boot: Boot, decoders: UrlDecoders | null): void {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => mountWith(boot, decoders), { once: true });
    return;
  }
  const root = document.getElementById('root');
  if (root === null) throw new Error('asklab: #root is missing from index.html');

  // State lives in the fragment: a link that differs only there opens without a reload, so start over with it.
  window.addEventListener('hashchange', () => location.reload());

  // Without decoders, a `q` is read later: the worker is already asking it (boot.ts), and the card needs nothing else.
  const url = parseUrlStateWith(decoders, location.search, location.hash, { deferRequest: decoders === null });
  const requestText = url.requestText;
  // Called by the app once it has closed the chrome gate: the decoder loads after the first card (or once the worker says none is coming).
  const requestLink =
    requestText === undefined
      ? undefined
      : (): Promise<DecodedRequest> =>
          chromeChunk(() => import('./url-decoders.ts'))().then(
            (m) => m.urlDecoders.request(requestText),
            () => UNAVAILABLE_DECODERS.request(requestText),
          );
  const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  let connection = boot.connection;

  const reset = (keep: { readonly locale: Locale; readonly theme: Theme }): void => {
    dispose();
    connection.end();
    // The clean slate's URL: a later reload or Share starts from here, not from the old request.
    history.replaceState(null, '', `${location.pathname}#lang=${keep.locale}&theme=${keep.theme}`);
    connection = startHostWorker();
    const fresh = connection;
    dispose = render(() => <App port={fresh} locale={keep.locale} theme={keep.theme} embed={false} onReset={reset} />, root);
  };

  // Framed elsewhere: the example ends its worker a while after it has left the viewer's view, and starts over on return.
  if (url.embed && window.parent !== window) {
    const locale = url.lang ?? defaultLocale(navigator.languages);
    void import('../client/playground/embed-offscreen.ts').then((m) =>
      m.makeOffscreenStop(root, {
        stop: () => connection.end(),
        resume: () => location.reload(),
        words: { stopped: translate(locale, 'embed.stopped'), replay: translate(locale, 'embed.replay') },
      }),
    );
  }
  // The first card the entry drew (first-card.ts) gives way to the app's own in this task, so no frame shows neither.
  root.querySelector(`[${FIRST_CARD_ATTR}]`)?.remove();
  let dispose = render(
    () => (
      <App
        port={connection}
        booted={boot.started}
        onReset={reset}
        locale={url.lang ?? defaultLocale(navigator.languages)}
        theme={url.theme ?? (prefersDark ? 'dark' : 'light')}
        embed={url.embed}
        problems={url.problems}
        {...(url.width !== undefined ? { width: url.width } : {})}
        {...(url.request !== undefined ? { initialRequest: url.request } : {})}
        {...(url.draft !== undefined ? { initialDraft: url.draft } : {})}
        {...(requestLink !== undefined ? { requestLink } : {})}
        {...(url.scenario !== undefined ? { scenarioId: url.scenario } : {})}
        {...(url.scenarioData !== undefined ? { scenarioData: url.scenarioData } : {})}
        autoplay={url.autoplay}
        {...(url.tokens !== undefined ? { tokens: url.tokens } : {})}
        {...(url.mcp !== undefined ? { mcpUrl: url.mcp } : {})}
        {...(url.provider !== undefined ? { provider: url.provider } : {})}
      />
    ),
    root,
  );
}
