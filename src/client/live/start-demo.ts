/**
 * Starts the demo endpoint: msw's service worker serving ./demo-model.ts. Both
 * msw/browser and the handlers are dynamic imports, so none of msw lands in the
 * main bundle; this module only runs when the demo endpoint is chosen. Once the
 * service worker is active it also answers fetches made by the host's Web Worker.
 */
import { DEMO_MODEL_PATH } from '../../protocol/live-settings.ts';

let started: Promise<string> | undefined;

/** Resolves with the demo base URL once requests to it are intercepted. Idempotent. */
export function startDemoModel(): Promise<string> {
  started ??= start().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}

async function start(): Promise<string> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    throw new Error('this browser context has no service workers (they need https or localhost)');
  }
  const [{ setupWorker }, { demoModelHandlers }] = await Promise.all([import('msw/browser'), import('./demo-model.ts')]);
  const worker = setupWorker(...demoModelHandlers());
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
    onUnhandledRequest: 'bypass',
  });
  return `${location.origin}${DEMO_MODEL_PATH}`;
}
