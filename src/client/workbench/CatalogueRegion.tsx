/**
 * The catalogue's sections and what each holds (SPEC §5.1): the scenario
 * catalogue, the examples, Yours and Live (the model, MCP servers), with scenario
 * files dropped anywhere on it. Its own chunk, loaded after the first card;
 * each section's panel is a chunk of its own.
 */
import { Show, Suspense, lazy, type JSX } from 'solid-js';
import type { HostClient } from '../../bridge/client.ts';
import type { ExamplesProps } from '../playground/Examples.tsx';
import type { ScenarioRuns } from '../scenarios/runs.ts';
import type { PageWords } from '../session/model.ts';
import { Catalogue } from './Catalogue.tsx';
import { createDrawerFocus } from './drawer.ts';
import type { WorkbenchStore } from './store.ts';

const repro = (): Promise<typeof import('../scenarios/chrome.ts')> => import('../scenarios/chrome.ts');
const ScenarioCatalogue = lazy(() => repro().then((m) => ({ default: m.ScenarioCatalogue })));
const YoursCatalogue = lazy(() => repro().then((m) => ({ default: m.YoursCatalogue })));
const CatalogueDropTarget = lazy(() => repro().then((m) => ({ default: m.CatalogueDropTarget })));
const Examples = lazy(() => import('../playground/Examples.tsx').then((m) => ({ default: m.Examples })));
const LiveSettings = lazy(() => import('../live/LiveSettings.tsx').then((m) => ({ default: m.LiveSettings })));
const McpPanel = lazy(() => import('../mcp/McpPanel.tsx').then((m) => ({ default: m.McpPanel })));

export interface CatalogueRegionProps {
  readonly store: WorkbenchStore;
  readonly client: HostClient;
  readonly runs: () => ScenarioRuns | undefined;
  readonly onAskExample: ExamplesProps['onAsk'];
  /** Pre-fills the MCP server URL (`?mcp=`). */
  readonly mcpUrl?: string | undefined;
  readonly onNotice: (words: PageWords, tone: 'info' | 'error') => void;
}

export function CatalogueRegion(props: CatalogueRegionProps): JSX.Element {
  createDrawerFocus(
    props.store,
    () => document.getElementById('workbench-catalogue'),
    () => document.querySelector<HTMLElement>('[data-testid="app-shell"]'),
  );
  return (
    <Suspense fallback={<p class="pane-empty">…</p>}>
      <CatalogueDropTarget
        onFiles={(files) =>
          // Traces and scenario files alike: each goes where its content says (SPEC §13).
          void import('../traces/route-files.ts').then((m) => m.routeFiles(files, (rest) => void props.runs()?.openFiles(rest), () => props.store.showCatalogue('yours')))
        }
      >
        <Catalogue
          store={props.store}
          scenarios={
            <Suspense fallback={<p class="pane-empty">…</p>}>
              <Show when={props.runs()}>{(r) => <ScenarioCatalogue runs={r()} />}</Show>
            </Suspense>
          }
          examples={<Examples onAsk={props.onAskExample} />}
          yours={
            <Suspense fallback={<p class="pane-empty">…</p>}>
              <Show when={props.runs()}>{(r) => <YoursCatalogue runs={r()} theme={props.store.theme} onAsk={props.onAskExample} />}</Show>
            </Suspense>
          }
          live={
            <>
              <LiveSettings client={props.client} />
              <McpPanel client={props.client} {...(props.mcpUrl !== undefined ? { initialUrl: props.mcpUrl } : {})} onNotice={props.onNotice} />
            </>
          }
        />
      </CatalogueDropTarget>
    </Suspense>
  );
}
