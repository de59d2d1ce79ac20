/**
 * The playground shell (§5.1): toolbar on top, examples (left), conversation
 * with the composer/card (centre), inspector (right). It receives its port, so
 * the page hands it a Worker and tests hand it one end of a MessageChannel.
 */
import { batch, Show, Suspense, createEffect, createSignal, lazy, onCleanup, onMount, type JSX } from 'solid-js';
import { Button } from '@kobalte/core/button';
import { HostClient } from '../../bridge/client.ts';
import type { PortLike } from '../../bridge/port.ts';
import type { RequestData } from '../../protocol/index.ts';
import { LocaleProvider } from '../locale/LocaleProvider.tsx';
import type { Locale } from '../locale/locale.ts';
import { Segmented } from '../ui/Segmented.tsx';
import { chromeChunk, deferChrome } from '../ui/chrome-gate.ts';
import { Tabs } from '../ui/lazy-tabs.ts';
import { Conversation } from './Conversation.tsx';
import { createSession } from '../session/create-session.ts';
import { EmbedBar } from './EmbedBar.tsx';
import type { TransportState } from './transport-state.ts';
import { createWorkbench } from '../workbench/store.ts';
import { buildShareUrl, shareLink, type ShareState } from '../../app/url-state.ts';
import { applyTokens, type Theme, type TokenOverrides } from '../editor/tokens.ts';
import { MIXED_EXAMPLE } from './first-example.ts';

const ScenarioPanel = lazy(() => import('../scenarios/ScenarioPanel.tsx'));
// Not needed for the first card: loaded through the chrome gate (docs/decisions/2026-12-02-first-card-budget.md).
const FramesPanel = lazy(chromeChunk(() => import('../inspector/FramesPanel.tsx').then((m) => ({ default: m.FramesPanel }))));
const ModelReceives = lazy(chromeChunk(() => import('../inspector/ModelReceives.tsx').then((m) => ({ default: m.ModelReceives }))));
const TransportBar = lazy(chromeChunk(() => import('./TransportBar.tsx').then((m) => ({ default: m.TransportBar }))));
const Examples = lazy(chromeChunk(() => import('./Examples.tsx').then((m) => ({ default: m.Examples }))));
const ShareButton = lazy(chromeChunk(() => import('../share/ShareButton.tsx').then((m) => ({ default: m.ShareButton }))));
const LiveSettings = lazy(chromeChunk(() => import('../live/LiveSettings.tsx').then((m) => ({ default: m.LiveSettings }))));
const RequestEditor = lazy(() => import('../editor/RequestEditor.tsx').then((m) => ({ default: m.RequestEditor })));
const CodePanel = lazy(() => import('../editor/CodePanel.tsx').then((m) => ({ default: m.CodePanel })));
const SurfacesPanel = lazy(() => import('../inspector/SurfacesPanel.tsx').then((m) => ({ default: m.SurfacesPanel })));
const TokensPanel = lazy(() => import('../editor/TokensPanel.tsx').then((m) => ({ default: m.TokensPanel })));

export type { WidthPreset } from '../workbench/store.ts';

export interface AppProps {
  readonly port: PortLike;
  readonly locale: Locale;
  readonly theme: Theme;
  readonly width?: number;
  readonly embed?: boolean;
  /** Asked directly by the root agent once the app is up (`?q=`). */
  readonly initialRequest?: RequestData;
  /** Opens and starts this scenario (`?scenario=`). */
  readonly scenarioId?: string;
  /** The scripted user answers on its own (`?autoplay=1`). */
  readonly autoplay?: boolean;
  /** Design-token overrides (`?tokens=`). */
  readonly tokens?: TokenOverrides;
  /** Problems found in the URL, shown as notices. */
  readonly problems?: readonly string[];
  /**
   * What the worker started by itself from the URL before this app loaded (the entry
   * hands it `run/boot`): the `?q=` ask, or the `?scenario=` run, which the app then
   * follows instead of starting again.
   */
  readonly booted?: { readonly request: boolean; readonly scenario: boolean };
  /** Reset: the entry starts a fresh worker and a fresh app, keeping the locale and theme. Absent, Reset reloads the page. */
  readonly onReset?: (keep: { readonly locale: Locale; readonly theme: Theme }) => void;
}

export function App(props: AppProps): JSX.Element {
  const client = new HostClient(props.port, { burst: batch, start: false });
  onCleanup(() => client.close());
  const session = createSession(client);
  // Frames that came before the app (the worker starts first) reach the session now, before the first render.
  client.start();
  const store = createWorkbench({
    locale: props.locale,
    theme: props.theme,
    draft: props.initialRequest ?? MIXED_EXAMPLE.requests[props.locale],
    ...(props.width !== undefined ? { width: props.width } : {}),
    ...(props.tokens !== undefined ? { tokens: props.tokens } : {}),
    ...(props.scenarioId !== undefined ? { scenarioId: props.scenarioId } : {}),
  });
  const locale = store.locale;
  // A `?q=` request paints its card before the chrome chunks load (3 s at most if the card never comes).
  let firstCardPainted = (): void => undefined;
  if (props.initialRequest !== undefined) deferChrome(new Promise<void>((resolve) => (firstCardPainted = resolve)), 3000);
  // `?scenario=` needs the panel to start the run: fetch it alongside the tabs it sits in, not after them.
  if (props.scenarioId !== undefined) void ScenarioPanel.preload();
  const [leftTab, setLeftTab] = createSignal(props.initialRequest !== undefined ? 'examples' : 'scenarios');
  const askRequest = (request: RequestData): void => {
    store.startRequest(request);
    client.ask(request);
  };
  const shareState = (): ShareState => ({
    ...(store.openScenario() !== null ? { scenario: store.openScenario() as string } : { request: store.draft() }),
    lang: locale.locale(),
    theme: store.theme(),
    ...(store.width() !== 'full' ? { width: Number(store.width()) } : {}),
    tokens: store.tokens(),
  });
  const shareUrl = (): string => buildShareUrl(location.href, shareState());

  const applyTransport = (next: TransportState): void => {
    store.setTransport(next);
    client.setConditions(next);
  };
  // The one-shot faults are used up by the next response: show them disarmed again.
  const unsubscribeLog = client.log.subscribe((entry) => {
    if (entry.direction !== 'to-worker' || entry.type !== 'client-response') return;
    const now = store.transport();
    if (entry.rejected !== undefined && now.failNextSend) store.setTransport({ ...now, failNextSend: false });
    else if (entry.rejected === undefined && now.rejectNext !== null) store.setTransport({ ...now, rejectNext: null });
  });
  onCleanup(unsubscribeLog);
  const scenarioPanel = (): JSX.Element => (
    <Deferred>
      <ScenarioPanel
        client={client}
        findQuestion={(rpcId) => session.pending().find((q) => q.rpcId === rpcId)}
        onTransport={(fault) => applyTransport({ ...store.transport(), ...fault, failNextSend: fault.failNextSend ?? false })}
        initialId={props.scenarioId}
        initialStarted={props.booted?.scenario === true}
        initialAutoplay={props.autoplay === true}
        onOpen={(scenario) => store.openScenarioRun(scenario)}
        readingPace={props.embed === true}
      />
    </Deferred>
  );

  createEffect(() => applyTokens(document.documentElement, store.tokens(), store.theme()));
  createEffect(() => {
    document.documentElement.dataset.theme = store.theme();
    document.documentElement.lang = locale.locale() === 'zh' ? 'zh-CN' : 'en';
  });

  let shellRef: HTMLDivElement | undefined;
  onMount(() => {
    // Embedded in a docs page: report the content height so the iframe can fit it, and the progress.
    // Loaded only when framed: a page of its own never needs either.
    const parent = props.embed === true && window.parent !== window ? window.parent : null;
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
    for (const problem of props.problems ?? []) session.notify(locale.t('app.badRequest', { reason: problem }), 'error');
    if (props.initialRequest !== undefined && props.booted?.request !== true) client.ask(props.initialRequest);
  });
  // The agent stopped for good: the transcript keeps a notice of it (the composer says so too, with Reset).
  onCleanup(
    client.onStopped((reason) => {
      void import('./stopped-copy.ts').then((m) => session.notify(m.stopText(reason, locale.locale()), 'error'));
    }),
  );
  const reset = (): void => {
    const keep = { locale: locale.locale(), theme: store.theme() };
    if (props.onReset !== undefined) props.onReset(keep);
    // The query form: a URL that differs only in its fragment would not reload.
    else location.assign(`${location.origin}${location.pathname}?lang=${keep.locale}&theme=${keep.theme}`);
  };

  const t = locale.t;
  return (
    <LocaleProvider value={locale}>
      <div
        ref={shellRef}
        class="app"
        classList={{ 'app--embed': props.embed === true }}
        data-testid="app-shell"
        style={{ '--card-max-width': store.width() === 'full' ? 'none' : `${store.width()}px` }}
      >
        <Show when={props.embed !== true}>
          <header class="toolbar">
            <div class="brand">
              <span class="brand-mark" aria-hidden="true">?</span>
              <h1 class="brand-name">{t('app.title')}</h1>
              <span class="brand-tagline">{t('app.tagline')}</span>
            </div>
            <div class="toolbar-controls">
              <Segmented
                label={t('app.mode')}
                data-testid="mode-switch"
                value={leftTab() === 'live' ? 'live' : 'scripted'}
                options={[
                  { value: 'scripted', label: t('app.modeScripted') },
                  { value: 'live', label: t('app.modeLive') },
                ]}
                onChange={(mode) => setLeftTab(mode === 'live' ? 'live' : 'scenarios')}
              />
              <Segmented
                label={t('app.locale')}
                data-testid="locale-switch"
                value={locale.locale()}
                options={[
                  { value: 'zh', label: '中文' },
                  { value: 'en', label: 'EN' },
                ]}
                onChange={(value) => locale.setLocale(value)}
              />
              <Segmented
                label={t('app.theme')}
                data-testid="theme-switch"
                value={store.theme()}
                options={[
                  { value: 'light', label: t('app.themeLight') },
                  { value: 'dark', label: t('app.themeDark') },
                ]}
                onChange={(next) => store.setTheme(next)}
              />
              <Segmented
                label={t('app.width')}
                data-testid="width-switch"
                value={store.width()}
                options={[
                  { value: 'full', label: t('app.widthFull') },
                  { value: '720', label: '720' },
                  { value: '480', label: '480' },
                  { value: '360', label: '360' },
                ]}
                onChange={(next) => store.setWidth(next)}
              />
              <TransportBar
                value={store.transport()}
                onChange={applyTransport}
                onCrash={(how) => client.send({ type: 'host/crash', how })}
                agentStopped={session.stopped() !== null}
              />
              <ShareButton link={() => shareLink(location.href, shareState())} data-testid="share" />
              {/* A clean slate: a fresh worker, empty conversation and log, default transport and tokens; locale and theme stay. */}
              <Button class="btn btn--small btn--ghost" data-testid="reset" onClick={reset}>
                {t('app.reset')}
              </Button>
            </div>
          </header>
        </Show>
        <Show when={props.embed !== true}>
          <aside class="side side--left" aria-label={t('app.tabScenarios')}>
            <Tabs class="tabs" value={leftTab()} onChange={setLeftTab}>
              <Tabs.List class="tabs-list">
                <Tabs.Trigger class="tabs-trigger" value="scenarios" data-testid="tab-scenarios">
                  {t('app.tabScenarios')}
                </Tabs.Trigger>
                <Tabs.Trigger class="tabs-trigger" value="examples" data-testid="tab-examples">
                  {t('app.tabExamples')}
                </Tabs.Trigger>
                <Tabs.Trigger class="tabs-trigger" value="live" data-testid="tab-live">
                  {t('live.title')}
                </Tabs.Trigger>
                <Tabs.Indicator class="tabs-indicator" />
              </Tabs.List>
              <Tabs.Content class="tabs-content" value="scenarios" forceMount>
                {scenarioPanel()}
              </Tabs.Content>
              <Tabs.Content class="tabs-content" value="examples">
                <Examples onAsk={askRequest} />
              </Tabs.Content>
              {/* Always mounted: it configures the live driver (demo model by default) at start and holds the key in memory. */}
              <Tabs.Content class="tabs-content" value="live" forceMount>
                <LiveSettings client={client} />
              </Tabs.Content>
            </Tabs>
          </aside>
        </Show>
        <Show when={props.embed === true && props.scenarioId !== undefined}>
          {/* Embedded docs examples still play their scenario; the panel itself stays out of sight. */}
          <div hidden>{scenarioPanel()}</div>
        </Show>
        <main class="centre">
          <Conversation
            session={session}
            embedded={props.embed === true}
            onReset={reset}
            onSend={(text) => {
              // The composer talks to the live model: show its settings, so it is clear who answers.
              if (props.embed !== true) setLeftTab('live');
              client.userMessage(text);
            }}
            onPainted={(question) => {
              client.markPainted(question);
              session.refreshTimings();
              firstCardPainted();
            }}
          />
        </main>
        <Show when={props.embed === true}>
          <EmbedBar />
        </Show>
        <Show when={props.embed !== true}>
          <aside class="side side--right" aria-label={t('inspector.title')}>
            <Deferred>
              <ModelReceives received={session.modelReceives()} />
            </Deferred>
            <Tabs class="tabs" defaultValue="frames">
              <Tabs.List class="tabs-list">
                <Tabs.Trigger class="tabs-trigger" value="frames" data-testid="tab-frames">
                  {t('inspector.frames')} <span class="count">{session.frames().length}</span>
                </Tabs.Trigger>
                <Tabs.Trigger class="tabs-trigger" value="request" data-testid="tab-request">
                  {t('inspector.request')}
                </Tabs.Trigger>
                <Tabs.Trigger class="tabs-trigger" value="code" data-testid="tab-code">
                  {t('inspector.code')}
                </Tabs.Trigger>
                <Tabs.Trigger class="tabs-trigger" value="surfaces" data-testid="tab-surfaces">
                  {t('surfaces.tab')}
                </Tabs.Trigger>
                <Tabs.Trigger class="tabs-trigger" value="tokens" data-testid="tab-tokens">
                  {t('inspector.tokens')}
                </Tabs.Trigger>
                <Tabs.Indicator class="tabs-indicator" />
              </Tabs.List>
              <Tabs.Content class="tabs-content" value="frames">
                <FramesPanel frames={session.frames()} timings={session.timings()} />
              </Tabs.Content>
              <Tabs.Content class="tabs-content" value="request">
                <Deferred>
                  <RequestEditor
                    value={store.draft()}
                    onChange={(request) => store.editDraft(request)}
                    onAsk={askRequest}
                  />
                </Deferred>
              </Tabs.Content>
              <Tabs.Content class="tabs-content" value="code">
                <Deferred>
                  <CodePanel request={store.draft()} shareUrl={shareUrl()} />
                </Deferred>
              </Tabs.Content>
              <Tabs.Content class="tabs-content" value="surfaces">
                <Deferred>
                  <SurfacesPanel frames={session.frames()} pending={session.pending()} draft={store.draft().questions} />
                </Deferred>
              </Tabs.Content>
              <Tabs.Content class="tabs-content" value="tokens">
                <Deferred>
                  <TokensPanel value={store.tokens()} theme={store.theme()} onChange={(next) => store.setTokens(next)} />
                </Deferred>
              </Tabs.Content>
            </Tabs>
          </aside>
        </Show>
      </div>
    </LocaleProvider>
  );
}

/** A panel whose chunk loads after the first card: a quiet placeholder until it lands. */
function Deferred(props: { children: JSX.Element }): JSX.Element {
  return <Suspense fallback={<p class="pane-empty">…</p>}>{props.children}</Suspense>;
}
