/**
 * The inspector's tabs and what each shows (SPEC §5.1): Model receives, Timeline,
 * Request, Code, Tokens, Surfaces, A11y. Its own chunk, loaded after the first
 * card with the inspector; each panel's chunk loads when its tab first opens.
 */
import { Suspense, lazy, type JSX } from 'solid-js';
import type { ShareSource } from '../../app/share-link.ts';
import type { RequestData } from '../../protocol/index.ts';
import type { ScenarioRuns } from '../scenarios/runs.ts';
import type { Session } from '../session/model.ts';
import { Inspector, type InspectorPanel } from './Inspector.tsx';
import type { WorkbenchStore } from './store.ts';

const repro = (): Promise<typeof import('../scenarios/chrome.ts')> => import('../scenarios/chrome.ts');
const Timeline = lazy(() => repro().then((m) => ({ default: m.Timeline })));
const ModelReceives = lazy(() => import('../inspector/ModelReceives.tsx').then((m) => ({ default: m.ModelReceives })));
const RequestEditor = lazy(() => import('../editor/RequestEditor.tsx').then((m) => ({ default: m.RequestEditor })));
const CodePanel = lazy(() => import('../editor/CodePanel.tsx').then((m) => ({ default: m.CodePanel })));
const SurfacesPanel = lazy(() => import('../inspector/SurfacesPanel.tsx').then((m) => ({ default: m.SurfacesPanel })));
const TokensPanel = lazy(() => import('../editor/TokensPanel.tsx').then((m) => ({ default: m.TokensPanel })));
const A11yPanel = lazy(() => import('../inspector/A11yPanel.tsx').then((m) => ({ default: m.A11yPanel })));

export interface InspectorRegionProps {
  readonly store: WorkbenchStore;
  readonly session: Session;
  readonly runs: () => ScenarioRuns | undefined;
  readonly share: ShareSource;
  /** The Request tab's Ask. */
  readonly onAsk: (request: RequestData) => void;
}

export function InspectorRegion(props: InspectorRegionProps): JSX.Element {
  const { store, session } = props;
  const panels: readonly InspectorPanel[] = [
    { id: 'model', keep: true, content: () => <Deferred><ModelReceives history={session.modelHistory()} runs={session.runs()} /></Deferred> },
    {
      id: 'timeline',
      keep: true,
      count: () => session.frameCount(),
      content: () => (
        <Deferred>
          <Timeline
            frames={session.frames()}
            timings={session.timings()}
            highlight={props.runs()?.highlighted() ?? new Set<number>()}
            onClearHighlight={() => props.runs()?.selectStep(null)}
            runs={session.runs()}
            active={store.inspectorTab() === 'timeline'}
          />
        </Deferred>
      ),
    },
    {
      id: 'request',
      content: () => (
        <Deferred>
          <RequestEditor value={store.draft()} onChange={(request) => store.editDraft(request)} onAsk={props.onAsk} />
        </Deferred>
      ),
    },
    { id: 'code', content: () => <Deferred><CodePanel request={store.draft()} share={props.share} /></Deferred> },
    {
      id: 'tokens',
      content: () => (
        <Deferred>
          <TokensPanel
            value={store.tokens()}
            theme={store.theme()}
            onChange={(next) => store.setTokens(next)}
            scope={document.querySelector<HTMLElement>('[data-testid="canvas"]') ?? document.documentElement}
            width={store.width()}
            onWidth={(next) => store.setWidth(next)}
          />
        </Deferred>
      ),
    },
    {
      id: 'surfaces',
      content: () => (
        <Deferred>
          <SurfacesPanel frames={session.frames()} pending={session.pending()} draft={store.draft().questions} />
        </Deferred>
      ),
    },
    {
      id: 'a11y',
      content: () => (
        <Deferred>
          <A11yPanel canvas={() => document.querySelector<HTMLElement>('[data-testid="canvas"]')} theme={store.theme()} />
        </Deferred>
      ),
    },
  ];
  return <Inspector store={store} panels={panels} />;
}

/** A panel whose chunk is on its way: a quiet placeholder until it lands. */
function Deferred(props: { children: JSX.Element }): JSX.Element {
  return <Suspense fallback={<p class="pane-empty">…</p>}>{props.children}</Suspense>;
}
