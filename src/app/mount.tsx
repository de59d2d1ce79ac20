/**
 * Mounts the playground on the worker the entry started, with the state the URL
 * carries (query or fragment, §5.7), and owns the app's lifetime: Reset disposes
 * the app and its worker and mounts a fresh pair, without reloading the page
 * (docs/decisions/2026-12-03-agent-stopped.md).
 */
import { render } from 'solid-js/web';
import { App } from '../client/playground/App.tsx';
import { defaultLocale, type Locale } from '../client/locale/locale.ts';
import type { Theme } from '../client/editor/tokens.ts';
import { startHostWorker, type Boot } from './boot.ts';
import { parseUrlState } from './url-state.ts';

/** The entry is an async module script: it can run before the parser has reached #root. */
export function mount(boot: Boot): void {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => mount(boot), { once: true });
    return;
  }
  const root = document.getElementById('root');
  if (root === null) throw new Error('asklab: #root is missing from index.html');

  // State lives in the fragment: a link that differs only there opens without a reload, so start over with it.
  window.addEventListener('hashchange', () => location.reload());

  const url = parseUrlState(location.search, location.hash);
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
        {...(url.scenario !== undefined ? { scenarioId: url.scenario } : {})}
        {...(url.scenarioData !== undefined ? { scenarioData: url.scenarioData } : {})}
        autoplay={url.autoplay}
        {...(url.tokens !== undefined ? { tokens: url.tokens } : {})}
        {...(url.mcp !== undefined ? { mcpUrl: url.mcp } : {})}
      />
    ),
    root,
  );
}
