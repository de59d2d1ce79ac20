/**
 * The first thing the page does: start the host worker and hand it what the URL
 * asks for (`run/boot`: the `?q=` request or the `?scenario=` id), so the worker
 * loads and begins the run while the app's own code is still being fetched and
 * evaluated. The card still appears only when `question/requested` lands.
 *
 * This module and what it imports are the whole of the entry chunk: nothing here
 * may import the app, Solid, zod or lz-string (docs/decisions/2026-12-03-parallel-boot.md).
 */
import { HostConnection, browserLocks } from '../bridge/host-connection.ts';
import { hostWorkerName } from '../bridge/worker-name.ts';
import { linkLocale, rawParams } from './url-params.ts';

export interface Boot {
  readonly connection: HostConnection;
  /** What the worker was told to start by itself. */
  readonly started: { readonly request: boolean; readonly scenario: boolean };
}

/** A new host worker, watched, with the frames it sends kept until the app listens. */
export function startHostWorker(bootsWith?: 'request'): HostConnection {
  // Written out in full: Vite bundles the worker from this exact expression.
  const worker = new Worker(new URL('../host/worker.ts', import.meta.url), { type: 'module', name: hostWorkerName(bootsWith) });
  return new HostConnection(worker, browserLocks());
}

/**
 * Starts the worker and, when the URL has a `q` or a `scenario` (a scenario wins, as
 * in the app: url-state.ts drops the request and says so), its run. Not a scenario with `autoplay=1`: its scripted user lives in the
 * page's player, and the agent must not act (an abort timed from the card, say)
 * before the user it plays against is there; the player starts that run.
 */
export function bootFromUrl(search: string, hash: string, languages: readonly string[] = navigator.languages): Boot {
  const params = rawParams(search, hash);
  const linkedScenario = params.get('scenario') !== undefined || params.get('scenario-data') !== undefined;
  // A link that chooses another provider (§12) is asked by the app once that provider is registered, not at boot.
  const otherProvider = params.get('provider') !== undefined && params.get('provider') !== 'web';
  const q = linkedScenario || otherProvider ? undefined : params.get('q');
  const connection = startHostWorker(q !== undefined ? 'request' : undefined);
  // A scenario file in the link wins over a scenario name (url-state.ts): the page starts the file's run itself.
  const scenario = params.get('autoplay') !== '1' && params.get('scenario-data') === undefined ? params.get('scenario') : undefined;
  if (q !== undefined) connection.postMessage({ type: 'run/boot', q });
  // In the page's language, as the page's player would run it (src/scenarios/localize.ts).
  else if (scenario !== undefined) connection.postMessage({ type: 'run/boot', scenario, locale: linkLocale(params.get('lang'), languages) });
  return { connection, started: { request: q !== undefined, scenario: scenario !== undefined } };
}
