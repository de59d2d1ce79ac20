/**
 * The workbench shell (SPEC §5.1): it lays out the regions — top bar,
 * catalogue, canvas (with its bar of view controls) and inspector — and wires
 * them to the one workbench store and the host client. It holds no view state
 * of its own (STYLE rule 16). It receives its port, so the page hands it a
 * Worker and tests hand it one end of a MessageChannel.
 *
 * The first card comes first: only the conversation and the card are in this
 * chunk; every region's chrome loads after it (chrome-gate.ts). Regions are
 * always mounted in the same place at every width; CSS draws the three layouts
 * and `createLayout` supplies what CSS cannot (ARIA, `inert`, focus).
 */
import { batch, Show, Suspense, createEffect, createRoot, createMemo, createResource, getOwner, lazy, onCleanup, onMount, runWithOwner, type JSX } from 'solid-js';
import { HostClient, type PendingQuestion } from '../../bridge/client.ts';
import type { PortLike } from '../../bridge/port.ts';
import type { AskUserQuestionItem, HostFrame, RequestData } from '../../protocol/index.ts';
import { LocaleProvider } from '../locale/LocaleProvider.tsx';
import { langTag, type Locale } from '../locale/locale.ts';
import { chromeChunk, deferChrome } from '../ui/chrome-gate.ts';
import { CARD_HEADING_TIMING } from '../question/QuestionFlow.tsx';
import { Conversation } from './Conversation.tsx';
import { createSession } from '../session/create-session.ts';
import { EmbedBar } from './EmbedBar.tsx';
import type { TransportState } from './transport-state.ts';
import { CANVAS_GUTTER_PX, createWorkbench, type Driver } from '../workbench/store.ts';
import { createLayout } from '../workbench/layout.ts';
import type { ShareSource, ShareState } from '../../app/share-link.ts';
import type { ProviderKind } from '../../protocol/provider-frames.ts';
import { selectProviderLater } from '../providers/select-later.ts';
import { applyTokens, type Theme, type TokenOverrides } from '../editor/tokens.ts';
import { sameQuestions } from './same-questions.ts';
import type { DecodedRequest, LinkProblem } from '../../app/url-state.ts';

// The scenario runs store (catalogue, Yours, the player): its own chunk, loaded at once when the URL names a scenario.
const loadRuns = (): Promise<typeof import('../scenarios/runs.ts')> => import('../scenarios/runs.ts');
// Not needed for the first card: loaded through the chrome gate (docs/decisions/2026-12-02-first-card-budget.md).
const gated = <T,>(load: () => Promise<T>): (() => Promise<T>) => chromeChunk(load);
const TopBar = lazy(gated(() => import('../workbench/TopBar.tsx').then((m) => ({ default: m.TopBar }))));
const CanvasBar = lazy(gated(() => import('../workbench/CanvasBar.tsx').then((m) => ({ default: m.CanvasBar }))));
const CanvasMenuItems = lazy(gated(() => import('../workbench/CanvasMenuItems.tsx').then((m) => ({ default: m.CanvasMenuItems }))));
const NarrowTabs = lazy(gated(() => import('../workbench/NarrowTabs.tsx').then((m) => ({ default: m.NarrowTabs }))));
const DriverHeader = lazy(gated(() => import('../workbench/DriverHeader.tsx').then((m) => ({ default: m.DriverHeader }))));
const CatalogueRegion = lazy(gated(() => import('../workbench/CatalogueRegion.tsx').then((m) => ({ default: m.CatalogueRegion }))));
const InspectorRegion = lazy(gated(() => import('../workbench/InspectorRegion.tsx').then((m) => ({ default: m.InspectorRegion }))));
const FirstRun = lazy(gated(() => import('../workbench/FirstRun.tsx').then((m) => ({ default: m.FirstRun }))));
// The repro panels share one chunk: the player and Save as scenario here; the Timeline, catalogue lists and Yours in the regions.
const repro = gated(() => import('../scenarios/chrome.ts'));
const PlayerPanel = lazy(() => repro().then((m) => ({ default: m.PlayerPanel })));
const SaveScenarioDialog = lazy(() => repro().then((m) => ({ default: m.SaveScenarioDialog })));
const CrashAgent = lazy(gated(() => import('./CrashAgent.tsx').then((m) => ({ default: m.CrashAgent }))));
const DraftStage = lazy(() => import('../workbench/DraftStage.tsx').then((m) => ({ default: m.DraftStage })));
const SideBySide = lazy(() => import('../workbench/SideBySide.tsx').then((m) => ({ default: m.SideBySide })));

export type { WidthPreset } from '../workbench/store.ts';

export interface AppProps {
  readonly port: PortLike;
  readonly locale: Locale;
  readonly theme: Theme;
  readonly width?: number;
  readonly embed?: boolean;
  /** Asked directly by the root agent once the app is up (`?q=`). */
  readonly initialRequest?: RequestData;
  /**
   * A `?q=` still being decoded (its decoder is a chunk the first card does not
   * wait for): the worker asks it meanwhile; once decoded it becomes the editor's
   * draft, or the page says why it could not be read.
   */
  readonly requestLink?: () => Promise<DecodedRequest>;
  /** Opens as the editor's draft, on the canvas, asked by nobody (`draft=`: Share while a card was being designed). */
  readonly initialDraft?: RequestData;
  /** Opens and starts this scenario (`?scenario=`). */
  readonly scenarioId?: string;
  /** Opens and starts this whole scenario file's JSON text (`?scenario-data=`), once validated. */
  readonly scenarioData?: string;
  /** The scripted user answers on its own (`?autoplay=1`). */
  readonly autoplay?: boolean;
  /** Design-token overrides (`?tokens=`). */
  readonly tokens?: TokenOverrides;
  /** Pre-fills the MCP server URL (`?mcp=`); never connects by itself. */
  readonly mcpUrl?: string;
  /** `?provider=`: which of DSH's providers answers (§12); the web card when absent. */
  readonly provider?: ProviderKind;
  /** Problems found in the URL, shown as notices (worded per kind by link-notices.ts). */
  readonly problems?: readonly LinkProblem[];
  /**
   * What the worker started by itself from the URL before this app loaded (the entry
   * hands it `run/boot`): the `?q=` ask, or the `?scenario=` run, which the app then
   * follows instead of starting again.
   */
  readonly booted?: { readonly request: boolean; readonly scenario: boolean };
  /** Reset: the entry starts a fresh worker and a fresh app, keeping the locale and theme. Absent, Reset reloads the page. */
  readonly onReset?: (keep: { readonly locale: Locale; readonly theme: Theme }) => void;
}

const CATALOGUE_ID = 'workbench-catalogue';

export function App(props: AppProps): JSX.Element {
  const client = new HostClient(props.port, { burst: batch, start: false });
  onCleanup(() => client.close());
  const session = createSession(client);
  // Whether the frames so far say no card is coming for the link (read below, once the chrome gate exists): they may
  // all have come before the app, as when the entry waited for a card to draw (src/app/first-card.ts).
  let noCardComing = false;
  const noCard = (frame: HostFrame): boolean =>
    frame.type === 'run/boot-refused' || frame.type === 'tool/finished' || (frame.type === 'run/state' && frame.state === 'idle');
  const watchEarly = client.subscribe((frame) => {
    if (noCard(frame)) noCardComing = true;
  });
  // Frames that came before the app (the worker starts first) reach the session now, before the first render.
  client.start();
  watchEarly();
  const store = createWorkbench({
    locale: props.locale,
    theme: props.theme,
    // Until the first example's chunk lands (right after the first card), the draft is empty.
    draft: props.initialRequest ?? props.initialDraft ?? { questions: [] },
    ...(props.initialDraft && { inspectorTab: 'request' }),
    ...(props.width !== undefined ? { width: props.width } : {}),
    ...(props.tokens !== undefined ? { tokens: props.tokens } : {}),
    ...(props.scenarioId !== undefined ? { scenarioId: props.scenarioId } : {}),
    ...(props.provider !== undefined ? { provider: props.provider } : {}),
  });
  const locale = store.locale;
  const layout = createLayout();
  const embed = props.embed === true;
  // The canvas element, for the canvas bar to measure the room a card has.
  let canvasEl: HTMLDivElement | undefined;
  // On a phone the view globals live in the More menu: fetched with the chrome, so the menu never opens half-filled.
  createEffect(() => {
    if (!embed && layout() === 'narrow') void CanvasMenuItems.preload();
  });

  // A `?q=` request's card is on screen before the chrome chunks load (3 s at most if the card never comes).
  // Set while the gate is closed; opening it once is all there is to do (no listener, no timer after that).
  let closedGate: (() => void) | undefined;
  const openChrome = (): void => {
    const open = closedGate;
    closedGate = undefined;
    open?.();
  };
  /**
   * Runs `then` once the first card's heading is on screen: its Element Timing entry (the frame was presented, not only
   * painted), so the chrome's chunks do not compete with rasterising that frame. Where Element Timing is missing, a
   * frame after the paint stands in; where the heading is never reported (scrolled out of view), a second after it.
   */
  const afterPresented = (then: () => void): void => {
    let done = false;
    const once = (): void => {
      if (done) return;
      done = true;
      observer?.disconnect();
      then();
    };
    const observer =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element')
      ? new PerformanceObserver((list) => {
          // Its own heading's: a first card the entry drew before the app (src/app/first-card.ts) has left the page.
          if (list.getEntries().some((e) => {
            const entry = e as PerformanceEntry & { identifier?: string; element?: Element | null };
            return entry.identifier === CARD_HEADING_TIMING && entry.element?.isConnected === true;
          })) once();
        })
      : undefined;
    observer?.observe({ type: 'element', buffered: true });
    requestAnimationFrame(() => setTimeout(once, observer === undefined ? 0 : 1000));
  };
  const linkedRequest = props.initialRequest !== undefined || props.requestLink !== undefined;
  if (linkedRequest) {
    // No card is coming, so nothing waits for one: the worker could not read the link's request, or the
    // service refused it (the tool call ended, or the run went idle, without a card).
    const unsubscribe = client.subscribe((frame) => {
      if (noCard(frame)) openChrome();
    });
    deferChrome(
      new Promise<void>((resolve) => {
        closedGate = () => {
          unsubscribe();
          resolve();
        };
      }),
      3000,
    );
    onCleanup(unsubscribe);
    if (noCardComing) openChrome();
  }
  // No draft is lost: every start path (examples, the first-run sample, the editor's Ask, a scenario) awaits this first.
  // Without a draft nothing loads; with one, the guard (and then its dialog) arrive as chunks of their own.
  const mayStart = async (): Promise<boolean> => {
    // A stopped agent starts nothing: point at the one way on, its Reset (the banner beside it says why).
    if (session.stopped() !== null) {
      document.querySelector<HTMLElement>('[data-testid="stopped-reset"]')?.focus();
      return false;
    }
    return draftsMayGo(true);
  };
  /**
   * Whether the typed answers on screen may be discarded: without one, yes at once (nothing loads); with one, the
   * guard and then its dialog arrive as chunks of their own. `dismiss`: whether Discard also dismisses their cards.
   */
  const draftsMayGo = async (dismiss: boolean): Promise<boolean> => {
    if (!session.pending().some((q) => q.holdsDraft)) return true;
    const { confirmDiscard } = await import('../drafts/discard-guard.ts');
    return confirmDiscard(session.pending(), locale, whenSettled, dismiss);
  };
  /** Resolves once the question has left the pending list (answered, dismissed, withdrawn, or the agent stopped). */
  const whenSettled = (question: PendingQuestion): Promise<void> =>
    new Promise((resolve) =>
      createRoot((dispose) =>
        createEffect(() => {
          if (session.pending().includes(question)) return;
          dispose();
          resolve();
        }),
      ),
    );
  // `?mcp=` pre-fills the MCP server URL: open the section that holds it, so the person sees where to connect.
  if (props.mcpUrl !== undefined && !linkedRequest && props.scenarioId === undefined) store.showCatalogue('live');
  // The editor's starting draft is the Mixed batch example, in the page's locale; it is not part of the first card.
  const offerDefaultDraft = (): void =>
    void gated(() => import('./first-example.ts'))().then((m) => store.offerDefaultDraft(m.MIXED_EXAMPLE.requests[locale.locale()]));
  /** The link's request, decoded: what drives the conversation and the editor's draft; asked here only if the worker was not told at boot. */
  /** Settles once the link's provider (§12) is chosen in the worker; the Provider control chooses later ones itself. */
  const providerSent: Promise<void> = props.provider !== undefined && props.provider !== 'web' ? selectProviderLater(client, props.provider) : Promise.resolve();
  const startLinkedRequest = (request: RequestData): void => {
    session.beginRun({ kind: 'request' });
    store.startRequest(request);
    // Behind the provider's registration when the link chose one (the worker takes frames in the order they are sent).
    if (props.booted?.request !== true) void providerSent.then(() => client.ask(request));
  };
  if (props.initialRequest !== undefined) {
    session.beginRun({ kind: 'request' });
    store.startRequest(props.initialRequest);
  }
  else if (props.requestLink !== undefined) {
    void props.requestLink().then((decoded) => {
      if (decoded.ok) startLinkedRequest(decoded.request);
      else {
        // No card is coming: the chrome need not wait for one.
        openChrome();
        offerDefaultDraft();
        void showLinkProblems([{ kind: 'request', reason: decoded.reason, cause: decoded.cause, ...(decoded.paths !== undefined ? { paths: decoded.paths } : {}) }]);
      }
    });
  } else offerDefaultDraft();
  const askSample = (): void =>
    void import('./first-example.ts').then(({ MIXED_EXAMPLE }) =>
      void askExample(MIXED_EXAMPLE.requests[locale.locale()], { kind: 'example', id: MIXED_EXAMPLE.id, title: MIXED_EXAMPLE.title }),
    );

  /** What the page could not use of its link, worded per kind (a chunk of its own, loaded only for a problem). */
  async function showLinkProblems(problems: readonly LinkProblem[]): Promise<void> {
    if (problems.length === 0) return;
    const m = await import('./link-notices.ts');
    for (const problem of problems) {
      // The words are read again at each render, so they follow a locale switch.
      session.notify((l) => m.linkText(problem, l), m.linkTone(problem));
    }
  }

  // --- asking: examples, the editor, the first-run sample ---------------------------------------
  /** rpcIds of editor asks still pending, and the request whose question/requested has not arrived yet. */
  const editorAsks = new Set<string>();
  let awaitingEditorAsk: readonly AskUserQuestionItem[] | null = null;
  const unsubscribeAsks = client.subscribe((frame) => {
    if (frame.type === 'question/requested' && awaitingEditorAsk !== null && sameQuestions(frame.questions, awaitingEditorAsk)) {
      editorAsks.add(frame.rpcId);
      awaitingEditorAsk = null;
    } else if (frame.type === 'question/resolved' || frame.type === 'question/withdrawn') editorAsks.delete(frame.rpcId);
  });
  onCleanup(unsubscribeAsks);

  const askExample = async (request: RequestData, from?: Extract<Driver, { kind: 'example' }>): Promise<void> => {
    if (!(await mayStart())) return;
    session.beginRun(from !== undefined ? { kind: 'example', title: from.title } : { kind: 'request' });
    store.startRequest(request, from);
    client.ask(request);
  };
  /** The editor's Ask (§5.3): a still-pending editor ask is dismissed first, so asks never queue behind each other. */
  /** True from an Ask until its request is sent: Asks meanwhile (clicks faster than the page) are one Ask. */
  let editorAskStarting = false;
  const askFromEditor = async (request: RequestData): Promise<void> => {
    if (editorAskStarting) return;
    editorAskStarting = true;
    try {
      if (!(await mayStart())) return;
      const stale = session.pending().filter((q) => editorAsks.has(q.rpcId));
      await Promise.allSettled(stale.map((q) => q.cancel()));
      awaitingEditorAsk = request.questions;
      session.beginRun({ kind: 'request' });
      store.startRequest(request);
      // The answer is the point now: show the conversation (the draft gives way) and what the model receives.
      // Only when another tab is open: selecting the tab again would have the tab list measure itself (a forced layout).
      if (store.inspectorTab() !== 'model') store.showInspectorTab('model');
      else store.setNarrowTab('inspector');
      client.ask(request);
    } finally {
      editorAskStarting = false;
    }
  };

  // --- scenarios: the runs store, created once under this owner when its chunk is in ------------------
  const linked = props.scenarioId !== undefined || props.scenarioData !== undefined;
  // A linked scenario starts at once: fetch its player alongside the store, not once the run is under way.
  if (linked) void PlayerPanel.preload();
  const owner = getOwner();
  const [runs] = createResource(() =>
    (linked ? loadRuns() : gated(loadRuns)()).then((m) =>
      runWithOwner(owner, () => m.startScenarioRuns({ client, session, store, applyTransport, mayStart }, props, () => store.showCatalogue('yours'))),
    ),
  );

  // --- simulated transport --------------------------------------------------------------------------
  const applyTransport = (next: TransportState): void => {
    store.setTransport(next);
    client.setConditions(next);
  };
  // The live model and the one-shot faults, read from the frame log (loaded with the chrome: both start there).
  // (Should this app be gone by then, its log is gone with its worker: nothing is left to follow.)
  const logOwner = getOwner();
  void gated(() => import('../workbench/log-wiring.ts'))().then((m) => runWithOwner(logOwner, () => onCleanup(m.followLog(client.log, store))));

  // A saved, opened or linked scenario has no id the recipient's page knows: Share writes the whole file. The draft
  // goes in when it is the person's or on the canvas; the editor's untouched default would open a card nobody asked.
  const shareState = (): ShareState => ({
    ...(store.openScenario() !== null
      ? { scenario: store.openScenario() as string }
      : store.draftIsOwn() || canvasView() !== 'conversation'
        ? { request: store.draft(), asDraft: canvasView() === 'draft' }
        : {}),
    lang: locale.locale(),
    theme: store.theme(),
    ...(store.width() !== 'full' ? { width: Number(store.width()) } : {}),
    tokens: store.tokens(),
    ...(store.provider() !== 'web' ? { provider: store.provider() as 'terminal' | 'acp' } : {}),
  });
  // What Share and the Code tab make a link of (app/share-link.ts, loaded with them, after the first card).
  const share: ShareSource = {
    state: shareState,
    scenarioLink: () => runs()?.shareLink(location.origin + location.pathname, { lang: locale.locale(), theme: store.theme() }) ?? null,
    href: () => location.href,
  };
  /**
   * A clean slate: a fresh worker, empty conversation and log, default transport and tokens; locale and theme stay.
   * Over a typed answer it asks first, as every start path does (the old worker goes with its cards, so nothing is dismissed).
   */
  const reset = async (): Promise<void> => {
    // The old worker ends with its cards, so Discard dismisses nothing.
    if (!(await draftsMayGo(false))) return;
    const keep = { locale: locale.locale(), theme: store.theme() };
    if (props.onReset !== undefined) props.onReset(keep);
    // The query form: a URL that differs only in its fragment would not reload.
    else location.assign(`${location.origin}${location.pathname}?lang=${keep.locale}&theme=${keep.theme}`);
  };
  // The agent stopped for good: the transcript keeps a notice of it (the composer's place says so too, with Reset).
  onCleanup(
    client.onStopped((reason) => {
      void import('./stopped-copy.ts').then((m) => session.notify((l) => m.stopText(reason, l), 'error', reason.kind === 'error' ? reason.message : undefined));
    }),
  );

  // Design tokens dress the canvas (the card and the conversation it sits in), not the workbench's own chrome: a
  // designer's accent never recolours the top bar, the catalogue or the inspector (docs/decisions/2026-12-07-tokens-on-the-canvas.md).
  createEffect(() => {
    if (canvasEl !== undefined) applyTokens(canvasEl, store.tokens(), store.theme());
  });
  createEffect(() => {
    document.documentElement.dataset.theme = store.theme();
    document.documentElement.lang = langTag(locale.locale());
  });

  // --- what the canvas shows -------------------------------------------------------------------------
  const draftOnCanvas = (): boolean => !embed && store.designing();
  const pendingHead = (): PendingQuestion | undefined => session.pending()[0];
  const compared = createMemo((): { questions: readonly AskUserQuestionItem[]; source: 'pending' | 'draft' } => {
    const head = pendingHead();
    return head !== undefined && !draftOnCanvas() ? { questions: head.questions, source: 'pending' } : { questions: store.draft().questions, source: 'draft' };
  });
  const canvasView = (): 'conversation' | 'draft' | 'compare' =>
    embed ? 'conversation' : store.sideBySide() !== 'off' ? 'compare' : draftOnCanvas() ? 'draft' : 'conversation';

  // --- regions at each width ----------------------------------------------------------------------------
  const catalogueHidden = (): boolean =>
    (layout() === 'mid' && !store.drawerOpen()) || (layout() === 'narrow' && store.narrowTab() !== 'scenarios');
  const inspectorHidden = (): boolean => layout() === 'narrow' && store.narrowTab() !== 'inspector';
  const canvasHidden = (): boolean => layout() === 'narrow' && store.narrowTab() !== 'chat';
  // The drawer's focus and Escape: the catalogue's chunk runs them (workbench/drawer.ts).

  let shellRef: HTMLDivElement | undefined;
  onMount(() => {
    // Embedded in a docs page: report the content height so the iframe can fit it, and the progress.
    // Loaded only when framed: a page of its own never needs either.
    const parent = embed && window.parent !== window ? window.parent : null;
    if (parent !== null) {
      const stops: (() => void)[] = [];
      let gone = false;
      void Promise.all([import('./embed-height.ts'), import('./embed-progress.ts')]).then(([height, progress]) => {
        if (gone) return;
        if (shellRef !== undefined) stops.push(height.makeHeightReporter(shellRef, parent));
        stops.push(progress.makeProgressReporter(client.log, parent));
      });
      onCleanup(() => {
        gone = true;
        for (const stop of stops) stop();
      });
    }
    void showLinkProblems(props.problems ?? []);
    // The entry has usually handed the request to the worker already (run/boot); asked here only when it has not.
    if (props.initialRequest !== undefined && props.booted?.request !== true) client.ask(props.initialRequest);
  });

  const t = locale.t;
  return (
    <LocaleProvider value={locale}>
      <div
        ref={shellRef}
        class="app"
        classList={{ 'app--embed': embed }}
        data-layout={layout()}
        data-narrow-tab={store.narrowTab()}
        data-drawer={store.drawerOpen() ? 'open' : 'closed'}
        data-testid="app-shell"
        // The width preset is the card's width (as in the gallery and the Tokens panel's one width control): the canvas adds its 16 px gutters.
        style={{
          '--canvas-width': store.width() === 'full' ? '880px' : `${Number(store.width()) + CANVAS_GUTTER_PX}px`,
          '--card-max-width': store.width() === 'full' ? 'none' : `${store.width()}px`,
        }}
      >
        <Show when={!embed}>
          <header class="topbar">
            <div class="brand">
              <span class="brand-mark" aria-hidden="true">?</span>
              <h1 class="brand-name">{t('app.title')}</h1>
              <span class="brand-tagline">{t('app.tagline')}</span>
            </div>
            {/* One column: the view tabs share the top bar's row, so the card keeps the screen. */}
            <Show when={layout() === 'narrow'}>
              <Deferred quiet>
                <NarrowTabs store={store} />
              </Deferred>
            </Show>
            <Deferred quiet>
              <TopBar
                layout={layout()}
                catalogueOpen={store.drawerOpen()}
                catalogueId={CATALOGUE_ID}
                onToggleCatalogue={() => store.setDrawerOpen(!store.drawerOpen())}
                transport={store.transport()}
                onTransport={applyTransport}
                share={share}
                onSaveScenario={() => store.requestSave()}
                onReset={() => void reset()}
                viewItems={
                  <Show when={layout() === 'narrow'}>
                    <Suspense>
                      <CanvasMenuItems store={store} client={client} cardsMayGo={() => draftsMayGo(false)} />
                    </Suspense>
                  </Show>
                }
                simulateRows={
                  <Suspense>
                    <CrashAgent onCrash={(how) => client.send({ type: 'host/crash', how })} disabled={session.stopped() !== null} />
                  </Suspense>
                }
                actions={
                  <Deferred quiet>
                    <SaveScenarioDialog
                      entries={() => client.log.entries}
                      theme={store.theme}
                      onSaveToYours={(scenario) => runs()?.saveToYours(scenario) ?? false}
                      bootedScenario={(id) => runs()?.bootedScenario(id)}
                      openRequests={store.saveRequests}
                    />
                  </Deferred>
                }
              />
            </Deferred>
          </header>
          <aside
            id={CATALOGUE_ID}
            class="region region--catalogue"
            data-testid="catalogue"
            aria-label={t('app.tabScenarios')}
            inert={catalogueHidden() || undefined}
            aria-hidden={catalogueHidden() ? 'true' : undefined}
          >
            <Deferred>
              <CatalogueRegion
                store={store}
                client={client}
                runs={runs}
                onAskExample={(request, example) => void askExample(request, example)}
                mcpUrl={props.mcpUrl}
                onNotice={session.notify}
              />
            </Deferred>
          </aside>
          <Show when={layout() === 'mid' && store.drawerOpen()}>
            <div class="drawer-scrim" aria-hidden="true" onClick={() => store.setDrawerOpen(false)} />
          </Show>
        </Show>
        <main class="region region--canvas" inert={canvasHidden() || undefined} aria-hidden={canvasHidden() ? 'true' : undefined}>
          {/* An embed has no bar, only the chosen provider's other end when it is not the web card (§12). */}
          <Show when={!embed || store.provider() !== 'web'}>
            <Deferred quiet>
              <CanvasBar store={store} canvas={() => canvasEl} client={client} cardsMayGo={() => draftsMayGo(false)} paneOnly={embed} />
            </Deferred>
          </Show>
          <div ref={canvasEl} class="canvas" data-view={canvasView()} data-testid="canvas">
            <Show when={!embed && canvasView() === 'conversation' && store.driver().kind !== 'none'}>
              <Deferred quiet>
                <DriverHeader driver={store.driver()}>
                  {/* The player's one row (and its Script) sits beside what drives the conversation. */}
                  <Show when={store.driver().kind === 'scenario' ? runs() : undefined}>
                    {(r) => <PlayerPanel runs={r()} showTitle={false} onShowFrames={() => store.showInspectorTab('timeline')} />}
                  </Show>
                </DriverHeader>
              </Deferred>
            </Show>
            <Show when={canvasView() === 'draft'}>
              <Deferred>
                <DraftStage questions={store.draft().questions} store={store} />
              </Deferred>
            </Show>
            <Show when={canvasView() === 'compare' && store.sideBySide() !== 'off'}>
              <Deferred>
                <SideBySide
                  mode={store.sideBySide() as 'locales' | 'themes'}
                  questions={compared().questions}
                  source={compared().source}
                  locale={locale.locale()}
                  theme={store.theme()}
                  tokens={store.tokens()}
                />
              </Deferred>
            </Show>
            {/* Always mounted: a pending card keeps its drafts while the draft or the comparison is shown instead. */}
            <div class="canvas-conversation" hidden={canvasView() !== 'conversation'}>
              <Conversation
                session={session}
                embedded={embed}
                onReset={() => void reset()}
                {...(store.liveModel().demo ? {} : { model: store.liveModel().model })}
                empty={
                  embed ? undefined : (
                    <Deferred quiet>
                      <FirstRun
                        onSample={askSample}
                        onError={() => store.showCatalogue('scenarios', 'errors')}
                        onDesign={() => store.openDraft()}
                      />
                    </Deferred>
                  )
                }
                onOpenInRequest={(request) => {
                  store.editDraft(request);
                  store.showInspectorTab('request');
                }}
                onSend={(text) => {
                  session.beginRun({ kind: 'live', ...store.liveModel() });
                  store.startLive();
                  client.userMessage(text);
                }}
                onPainted={(question) => {
                  client.markPainted(question);
                  session.refreshTimings();
                  // Once the card's frame is on screen, not only painted: the chrome chunks' fetching and evaluating would compete with it.
                  if (closedGate !== undefined) afterPresented(openChrome);
                }}
              />
            </div>
          </div>
        </main>
        <Show when={embed}>
          <EmbedBar />
        </Show>
        <Show when={!embed}>
          <aside class="region region--inspector" data-testid="inspector" aria-label={t('inspector.title')} inert={inspectorHidden() || undefined} aria-hidden={inspectorHidden() ? 'true' : undefined}>
            <Deferred>
              <InspectorRegion store={store} session={session} runs={runs} share={share} onAsk={(request) => void askFromEditor(request)} />
            </Deferred>
          </aside>
        </Show>
      </div>
    </LocaleProvider>
  );
}

/** A panel whose chunk loads after the first card: a quiet placeholder until it lands. */
function Deferred(props: { children: JSX.Element; quiet?: boolean }): JSX.Element {
  return <Suspense fallback={props.quiet === true ? null : <p class="pane-empty">…</p>}>{props.children}</Suspense>;
}
