/**
 * Page entry: starts the host worker first (./boot.ts), then loads the app and
 * mounts it on that worker (./mount.tsx). The app is a dynamic import so that the
 * worker starts before the app's code has even arrived, let alone run. For a plain
 * `?q=` link the entry draws the worker's first card itself and loads the app once
 * that card is on screen (./first-card.ts); any other page loads the app at once.
 */
import { bootFromUrl } from './boot.ts';
import { firstCardLook, pageEnv } from './first-card-look.ts';
import '../client/styles/tokens.css';
import '../client/styles/app.css';
import '../client/styles/embed.css';

const boot = bootFromUrl(location.search, location.hash);

let appLoading = false;
const loadApp = (): void => {
  if (appLoading) return;
  appLoading = true;
  import('./mount.tsx').then(
    (app) => app.mount(boot),
    (error: unknown) => {
      // The app's code did not load (offline, a deploy in progress): say so rather than leave a blank page.
      const root = document.getElementById('root');
      if (root !== null) root.textContent = `asklab could not load: ${error instanceof Error ? error.message : String(error)}. Reload the page to try again.`;
    },
  );
};

const look = boot.started.request ? firstCardLook(location.search, location.hash, pageEnv()) : undefined;
const root = document.getElementById('root');
if (look !== undefined && root !== null) {
  // Its own small chunk, fetched while the worker starts; it reads the frames that came before it.
  // Whatever goes wrong with the drawing (its chunk unreachable, an error), the app loads, and only once.
  import('./first-card.ts')
    .then((drawing) => drawing.drawFirstCard(boot.connection, look, root, loadApp))
    .catch(loadApp);
} else loadApp();
