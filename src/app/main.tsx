/**
 * Page entry: reads the URL, starts the host runtime in a module Web Worker, and
 * mounts the playground on it.
 */
import { render } from 'solid-js/web';
import { App } from '../client/playground/App.tsx';
import { defaultLocale } from '../client/locale/locale.ts';
import '../client/styles/tokens.css';
import '../client/styles/app.css';
import '../client/styles/embed.css';
import { parseUrlState } from './url-state.ts';

const root = document.getElementById('root');
if (root === null) throw new Error('asklab: #root is missing from index.html');

const url = parseUrlState(location.search);
const worker = new Worker(new URL('../host/worker.ts', import.meta.url), { type: 'module', name: 'asklab-host' });
const prefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;

render(
  () => (
    <App
      port={worker}
      locale={url.lang ?? defaultLocale(navigator.languages)}
      theme={url.theme ?? (prefersDark ? 'dark' : 'light')}
      embed={url.embed}
      problems={url.problems}
      {...(url.width !== undefined ? { width: url.width } : {})}
      {...(url.request !== undefined ? { initialRequest: url.request } : {})}
      {...(url.scenario !== undefined ? { scenarioId: url.scenario } : {})}
      autoplay={url.autoplay}
      {...(url.tokens !== undefined ? { tokens: url.tokens } : {})}
      {...(url.mcp !== undefined ? { mcpUrl: url.mcp } : {})}
      onReady={(api) => {
        worker.addEventListener('error', (event) => api.notify(event.message || 'the worker could not start'));
        worker.addEventListener('messageerror', () => api.notify('a message from the worker could not be read'));
      }}
    />
  ),
  root,
);
