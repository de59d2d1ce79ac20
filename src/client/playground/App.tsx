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
import { embeddingParent, makeHeightReporter } from './embed-height.ts';
import type { TransportState } from './transport-state.ts';
import { createWorkbench } from '../workbench/store.ts';
import { buildShareUrl } from '../../app/url-state.ts';
import { applyTokens, type Theme, type TokenOverrides } from '../editor/tokens.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { MIXED_EXAMPLE } from './first-example.ts';
import type { LinkProblem } from '../../app/url-state.ts';

const ScenarioPanel = lazy(() => import('../scenarios/ScenarioPanel.tsx'));
// Not needed for the first card: loaded through the chrome gate (docs/decisions/2026-12-02-first-card-budget.md).
const FramesPanel = lazy(chromeChunk(() => import('../inspector/FramesPanel.tsx').then((m) => ({ default: m.FramesPanel }))));
const ModelReceives = lazy(chromeChunk(() => import('../inspector/ModelReceives.tsx').then((m) => ({ default: m.ModelReceives }))));
const TransportBar = lazy(chromeChunk(() => import('./TransportBar.tsx').then((m) => ({ default: m.TransportBar }))));
const Examples = lazy(chromeChunk(() => import('./Examples.tsx').then((m) => ({ default: m.Examples }))));
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
  /** Problems found in the URL, shown as notices (worded per kind by link-notices.ts). */
  readonly problems?: readonly LinkProblem[];
  /** Reports unrecoverable transport trouble (the worker failed to start, …). */
  readonly onReady?: (api: { notify: (text: string) => void }) => void;
}

export function App(props: AppProps): JSX.Element {
  const client = new HostClient(props.port, { burst: batch });
  onCleanup(() => client.close());
  const session = createSession(client);
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
  // No draft is lost: every start path (examples, the editor's Ask, a scenario) awaits this first.
  // Without a draft nothing loads; with one, the guard (and then its dialog) arrive as chunks of their own.
  const mayStart = async (): Promise<boolean> =>
    !session.pending().some((q) => q.holdsDraft) || (await import('../drafts/discard-guard.ts')).confirmDiscard(session.pending(), locale);
  const askRequest = async (request: RequestData): Promise<void> => {
    if (!(await mayStart())) return;
    store.startRequest(request);
    client.ask(request);
  };
  const shareUrl = (): string =>
    buildShareUrl(location.href, {
      ...(store.openScenario() !== null ? { scenario: store.openScenario() as string } : { request: store.draft() }),
      lang: locale.locale(),
      theme: store.theme(),
      ...(store.width() !== 'full' ? { width: Number(store.width()) } : {}),
      tokens: store.tokens(),
    });

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
        initialAutoplay={props.autoplay === true}
        onOpen={(scenario) => store.openScenarioRun(scenario)}
        beforeStart={mayStart}
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
    // Embedded in a docs page: report the content height so the iframe can fit it.
    const parent = props.embed === true ? embeddingParent() : null;
    if (parent !== null && shellRef !== undefined) onCleanup(makeHeightReporter(shellRef, parent));
    if (parent !== null) {
      let stop: (() => void) | undefined;
      let gone = false;
      void import('./embed-progress.ts').then((m) => {
        if (!gone) stop = m.makeProgressReporter(client.log, parent);
      });
      onCleanup(() => {
        gone = true;
        stop?.();
      });
    }
    const problems = props.problems ?? [];
    if (problems.length > 0) {
      void import('./link-notices.ts').then((m) => {
        for (const problem of problems) {
          const notice = m.linkNotice(problem, locale.locale());
          session.notify(notice.text, notice.tone);
        }
      });
    }
    props.onReady?.({ notify: (text) => session.notify(locale.t('app.workerError', { reason: text }), 'error') });
    if (props.initialRequest !== undefined) client.ask(props.initialRequest);
  });

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
              <TransportBar value={store.transport()} onChange={applyTransport} />
              <CopyButton text={shareUrl} label={t('app.share')} done={t('app.shareCopied')} data-testid="share" />
              {/* A clean slate: a fresh worker, empty conversation and log, default transport and tokens; locale and theme stay. */}
              <Button
                class="btn btn--small btn--ghost"
                data-testid="reset"
                onClick={() => location.assign(buildShareUrl(location.origin + location.pathname, { lang: locale.locale(), theme: store.theme() }))}
              >
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
