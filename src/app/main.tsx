/**
 * Page entry: starts the host worker first (./boot.ts), then loads the app and
 * mounts it on that worker (./mount.tsx). The app is a dynamic import so that the
 * worker starts before the app's code has even arrived, let alone run; the build
 * preloads the app's chunks from the HTML, so they download alongside.
 */
import { bootFromUrl } from './boot.ts';
import '../client/styles/tokens.css';
import '../client/styles/app.css';
import '../client/styles/embed.css';

const boot = bootFromUrl(location.search, location.hash);

import('./mount.tsx').then(
  (app) => app.mount(boot),
  (error: unknown) => {
    // The app's code did not load (offline, a deploy in progress): say so rather than leave a blank page.
    const root = document.getElementById('root');
    if (root !== null) root.textContent = `asklab could not load: ${error instanceof Error ? error.message : String(error)}. Reload the page to try again.`;
  },
);
