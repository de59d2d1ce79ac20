/**
 * The scenario runs store (STYLE rule 16): created once per page, it owns what
 * the catalogue, "Yours", the player and the Timeline share about scenarios —
 * the built-in catalogue, the saved and opened scenarios, the one player and
 * its tracker, each scenario's last verdict, the step a person selected (and
 * the frames it produced), and the notices of opening a scenario from a file, a
 * link or an id. Components read it and call its actions; none of them holds a
 * copy of this state.
 *
 * It sits in the scenarios chunk, loaded after the first card (or at once when
 * the URL names a scenario). The page creates it under its own owner.
 */
import { createMemo, createResource, createSignal, onCleanup, type Accessor, type Resource } from 'solid-js';
import type { HostClient } from '../../bridge/client.ts';
import { jsonDetail, reasonText } from './reason-copy.ts';
import { encodeScenarioData, MAX_SCENARIO_BYTES, readScenarioFile, type ScenarioFileProblem } from '../../scenarios/file.ts';
import { SCHEMA_TRANSLATIONS } from './schema-translations.ts';
import { ScenarioPlayer } from '../../scenarios/player.ts';
import { scenarioForPage } from '../../scenarios/localize.ts';
import type { LocalizedText, Scenario } from '../../scenarios/schema.ts';
import type { ScenarioTracker, VerdictKind } from '../../scenarios/tracker.ts';
import { framesOfStep } from '../inspector/timeline.ts';
import type { Locale } from '../locale/locale.ts';
import type { TransportState } from '../playground/transport-state.ts';
import type { WorkbenchStore } from '../workbench/store.ts';
import type { Session } from '../session/model.ts';
import { watchLateAnswers } from '../session/late-answers.ts';
import { loadCatalogue, type CatalogueEntry } from './catalogue.ts';
import { makeDomUser } from './dom-user.ts';
import { scenarioLink } from './links.ts';
import { scenarioCopy } from './scenario-copy.ts';
import { browserStorage, createYours, makeYoursStorage, type Yours, type YoursWrite } from './yours.ts';

export type RunSource = { readonly kind: 'builtin' } | { readonly kind: 'yours'; readonly key: string } | { readonly kind: 'link' };

export type RunState = ScenarioTracker['state'];

/** What happened when a person opened or saved something in "Yours", for the panel to word. */
export type YoursNotice =
  | { readonly kind: 'file'; readonly problem: ScenarioFileProblem }
  | { readonly kind: 'write'; readonly write: Extract<YoursWrite, { ok: false }>; readonly title: Scenario['title'] }
  | { readonly kind: 'added'; readonly title: Scenario['title']; readonly existing: boolean };

export type Fault = { latencyMs?: number; rejectNext?: 'not-pending' | 'bad-response' | null; failNextSend?: boolean };

export interface ScenarioRunsOptions {
  readonly client: HostClient;
  readonly session: Session;
  readonly setLocale: (locale: Locale) => void;
  /** The page's locale: a scenario runs in it when its file has the words for it (src/scenarios/localize.ts). */
  readonly locale?: () => Locale;
  /** A scripted transport fault for the page's Simulate state to apply. */
  readonly onTransport: (fault: Fault) => void;
  /** The open scenario changed (null: none, e.g. an unknown id): for Share and the conversation header. */
  readonly onOpen?: (scenario: Scenario | null) => void;
  /** The open scenario was renamed (under "Yours"): what names it on the page follows. */
  readonly onRetitle?: (scenario: Scenario) => void;
  /** Something arrived for "Yours" (a file, a link): the catalogue should show that section. */
  readonly onShowYours?: () => void;
  readonly initialAutoplay?: boolean;
  /** Autoplay at reading pace (docs embeds). */
  readonly readingPace?: boolean;
  /** Asked before a run starts; a run starts only when it resolves true (a card's typed answer is never dropped silently). */
  readonly beforeStart?: () => Promise<boolean>;
  /**
   * Chooses the provider a scenario's setup names (§12) before its run starts, as the Provider control does (the
   * pane shows, the ACP client makes its session); the worker's run then finds it answering already.
   */
  readonly chooseProvider?: (kind: 'web' | 'terminal' | 'acp') => Promise<void>;
  /** Where "Yours" is kept; the browser's localStorage unless a test hands its own. */
  readonly storage?: Storage | null;
}

export interface ScenarioRuns {
  readonly catalogue: Resource<CatalogueEntry[]>;
  readonly yours: Yours;
  readonly scenario: Accessor<Scenario | undefined>;
  readonly source: Accessor<RunSource | undefined>;
  /** The running tracker; read with `version()` for changes inside it. */
  readonly tracker: Accessor<ScenarioTracker | undefined>;
  readonly version: Accessor<number>;
  readonly state: Accessor<RunState>;
  readonly autoplay: Accessor<boolean>;
  /** A card of this run is up and the script has not taken it: Step plays its scripted answer. */
  readonly canPlayCard: Accessor<boolean>;
  /** The agent stopped for good (it crashed or was ended): no run goes on until Reset starts a new one. */
  readonly agentStopped: Accessor<boolean>;
  /** Each scenario's verdict from its last finished run, by `resultKey`. */
  readonly results: Accessor<ReadonlyMap<string, Exclude<VerdictKind, 'pending'>>>;
  /** The script step a person selected in the player (its frames are highlighted in the Timeline). */
  readonly selectedStep: Accessor<string | null>;
  readonly highlighted: Accessor<ReadonlySet<number>>;
  readonly notices: Accessor<readonly YoursNotice[]>;
  setAutoplay(on: boolean): void;
  /** Opens and starts a scenario; `paused` holds it at its first step, for stepping through. */
  open(scenario: Scenario, source: RunSource, options?: { readonly paused?: boolean }): void;
  /** Renames a scenario under "Yours"; the canvas header follows when it is the one open. */
  renameYours(key: string, title: LocalizedText): void;
  /** Runs the open scenario again from its first step; `paused` holds it there for stepping. */
  restart(options?: { readonly paused?: boolean }): void;
  control(action: 'pause' | 'resume' | 'step' | 'stop'): void;
  selectStep(path: string | null): void;
  /** `?scenario=<id>`: opens a built-in scenario, or says plainly that none has that id. */
  /** Opens a built-in scenario; `started`: the worker began it at boot, so it is followed rather than started again. */
  openById(id: string, options?: { readonly started?: boolean }): Promise<void>;
  /** `?scenario-data=`: the scenario file's JSON text from a link. */
  openData(text: string): void;
  /** Files chosen or dropped: each is read, checked, added to "Yours"; the last good one starts. */
  openFiles(files: readonly File[]): Promise<void>;
  /** Saves a scenario under "Yours"; true when it is there (added now or before). */
  saveToYours(scenario: Scenario): boolean;
  /** The scenario the worker started at boot (a `?scenario=` link), by id; for the recorder, whose log names it only by id. */
  bootedScenario(id: string): Scenario | undefined;
  dismissNotices(): void;
  /** What Share writes for the open scenario: its id when built in, else the whole file. */
  shareState(): { readonly scenario: string } | { readonly scenarioData: string } | null;
  /** Share's URL when the open scenario is not built in (a saved, opened or linked one): a `?scenario-data=` link; else null. */
  shareLink(base: string, view: { readonly lang: Locale; readonly theme: 'light' | 'dark' }): string | null;
}

/** What the page hands the store: the workbench parts it acts on (STYLE rule 16), and what its URL asked for. */
export interface RunsWorkbench {
  readonly client: HostClient;
  readonly session: Session;
  readonly store: Pick<WorkbenchStore, 'locale' | 'setLocale' | 'transport' | 'openScenarioRun' | 'retitleScenario' | 'provider' | 'setProvider'>;
  /** Arms or clears simulated transport conditions (store and client together). */
  readonly applyTransport: (next: TransportState) => void;
  /** Asked before a run starts: false when the person keeps the answer they are typing (no draft is lost). */
  readonly mayStart?: () => Promise<boolean>;
}

export interface RunsLink {
  readonly scenarioId?: string | undefined;
  readonly scenarioData?: string | undefined;
  readonly autoplay?: boolean | undefined;
  /** Embedded in a docs page: autoplay at reading pace. */
  readonly embed?: boolean | undefined;
  /** What the worker started by itself at boot (`run/boot`): a booted scenario is followed, not started again. */
  readonly booted?: { readonly scenario: boolean } | undefined;
}

/**
 * The store for a page: wired to the workbench, and the scenario its URL names
 * (`?scenario=` or `?scenario-data=`) opened and started.
 */
export function startScenarioRuns(workbench: RunsWorkbench, link: RunsLink, onShowYours?: () => void): ScenarioRuns {
  const runs = createScenarioRuns({
    client: workbench.client,
    session: workbench.session,
    setLocale: (next) => workbench.store.setLocale(next),
    locale: () => workbench.store.locale.locale(),
    onTransport: (fault) => workbench.applyTransport({ ...workbench.store.transport(), ...fault, failNextSend: fault.failNextSend ?? false }),
    onOpen: (scenario) => workbench.store.openScenarioRun(scenario),
    onRetitle: (scenario) => workbench.store.retitleScenario(scenario),
    ...(workbench.mayStart !== undefined ? { beforeStart: workbench.mayStart } : {}),
    chooseProvider: async (kind) => {
      if (kind === workbench.store.provider()) return;
      workbench.store.setProvider(kind);
      const { selectProviderLater } = await import('../providers/select-later.ts');
      await selectProviderLater(workbench.client, kind);
    },
    ...(onShowYours !== undefined ? { onShowYours } : {}),
    initialAutoplay: link.autoplay === true,
    readingPace: link.embed === true,
  });
  if (link.scenarioId !== undefined) void runs.openById(link.scenarioId, { started: link.booted?.scenario === true });
  if (link.scenarioData !== undefined) runs.openData(link.scenarioData);
  return runs;
}

export function resultKey(source: RunSource, scenario: Scenario): string {
  switch (source.kind) {
    case 'builtin':
      return `builtin:${scenario.id}`;
    case 'yours':
      return `yours:${source.key}`;
    case 'link':
      return `link:${scenario.id}`;
  }
}

export function createScenarioRuns(options: ScenarioRunsOptions): ScenarioRuns {
  const { client, session } = options;
  const [catalogue] = createResource(loadCatalogue);
  const yours = createYours(makeYoursStorage(options.storage === undefined ? browserStorage() : options.storage));
  const [version, setVersion] = createSignal(0);
  const [autoplay, setAutoplayState] = createSignal(options.initialAutoplay === true);
  const [source, setSource] = createSignal<RunSource | undefined>();
  const [results, setResults] = createSignal<ReadonlyMap<string, Exclude<VerdictKind, 'pending'>>>(new Map());
  const [selectedStep, setSelectedStep] = createSignal<string | null>(null);
  const [notices, setNotices] = createSignal<readonly YoursNotice[]>([]);
  // Late answers are marked on their rows for every ask, not only a scenario's: this store is loaded on every page
  // (after the first card), and its player is what sends the script's late answers.
  const late = watchLateAnswers(client, session);
  onCleanup(() => late.stop());

  const player = new ScenarioPlayer({
    client,
    findQuestion: (rpcId) => session.pending().find((q) => q.rpcId === rpcId),
    adapter: makeDomUser(options.readingPace === true ? { stepMs: 900, read: true } : { stepMs: 450 }),
    onTransport: options.onTransport,
    onScriptedAnswer: (rpcId) => late.scripted(rpcId),
  });
  player.autoplay = autoplay();

  const recordResult = (): void => {
    const tracker = player.tracker;
    const from = source();
    if (tracker === undefined || from === undefined) return;
    const outcome = tracker.outcome();
    if (outcome === undefined) return;
    const key = resultKey(from, tracker.scenario);
    if (results().get(key) === outcome) return;
    setResults((map) => new Map([...map, [key, outcome]]));
  };
  const unsubscribePlayer = player.subscribe(() => {
    setVersion((v) => v + 1);
    recordResult();
  });
  // After a person's answer departs from the script, the script's later words are marked as the script's (§5.9).
  const unsubscribeFrames = client.subscribe((frame) => {
    if (frame.type !== 'transcript/message' || frame.role !== 'assistant') return;
    const tracker = player.tracker;
    if (tracker !== undefined && (tracker.state === 'running' || tracker.state === 'paused') && tracker.diverged) {
      session.markScripted(frame.messageId);
    }
  });
  onCleanup(() => {
    unsubscribePlayer();
    unsubscribeFrames();
    player.dispose();
  });

  const tracker = createMemo(() => {
    version();
    return player.tracker;
  }, undefined, { equals: false });
  const state = createMemo<RunState>(() => {
    version();
    return player.tracker?.state ?? 'idle';
  });
  const scenario = createMemo(() => {
    version();
    return player.scenario;
  });
  const highlighted = createMemo<ReadonlySet<number>>(() => {
    const path = selectedStep();
    return path === null ? new Set() : framesOfStep(session.frames(), path);
  });

  /** The scenario's provider chosen in the page first, when its setup names one. */
  const withProvider = (next: Scenario, go: () => void): void => {
    const kind = next.setup?.provider;
    if ((kind === 'web' || kind === 'terminal' || kind === 'acp') && options.chooseProvider !== undefined) void options.chooseProvider(kind).then(go);
    else go();
  };

  let booted: Scenario | undefined;
  /** The open scenario as its file has it (Share writes that); the player runs it in the page's words. */
  const [opened, setOpened] = createSignal<Scenario | undefined>();
  const inPageWords = (next: Scenario): Scenario => {
    const locale = options.locale?.();
    return locale === undefined ? next : scenarioForPage(next, locale);
  };
  const open = (next: Scenario, from: RunSource, how: { readonly started?: boolean; readonly paused?: boolean } = {}): void => {
    // The worker leaves a scenario on the terminal or ACP provider to the page, which chooses that provider first.
    const elsewhere = next.setup?.provider === 'terminal' || next.setup?.provider === 'acp';
    const started = how.started === true && !elsewhere;
    // The worker began a booted run in the page's words too (boot.ts hands it the locale).
    if (started) booted = inPageWords(next);
    const start = (): void => {
      if (next.setup?.locale !== undefined) options.setLocale(next.setup.locale);
      setSource(from);
      setOpened(next);
      setSelectedStep(null);
      const shown = inPageWords(next);
      session.beginRun({ kind: 'scenario', title: next.title });
      // A run the worker began at boot is followed where it stands; any other starts from its first step.
      if (started) player.adopt(shown);
      else withProvider(next, () => player.start(shown, how.paused === true ? { startPaused: true } : {}));
      options.onOpen?.(next);
    };
    if (started || options.beforeStart === undefined) start();
    else void options.beforeStart().then((ok) => ok && start());
  };

  /** Adds to "Yours" and reports the outcome; the entry's source when it is there. */
  const addToYours = (next: Scenario, origin: 'saved' | 'opened' | 'link'): RunSource | undefined => {
    const added = yours.add(next, origin);
    if (added.ok) {
      setNotices((list) => [...list, { kind: 'added', title: next.title, existing: added.existing }]);
      return { kind: 'yours', key: added.entry.key };
    }
    setNotices((list) => [...list, { kind: 'write', write: added, title: next.title }]);
    return undefined;
  };

  return {
    catalogue,
    yours,
    scenario,
    source,
    tracker,
    version,
    state,
    autoplay,
    canPlayCard: () => {
      version();
      session.pending();
      return player.canPlayCard;
    },
    agentStopped: () => session.stopped() !== null,
    results,
    selectedStep,
    highlighted,
    notices,
    bootedScenario: (id) => (booted?.id === id ? booted : undefined),
    setAutoplay(on) {
      setAutoplayState(on);
      player.autoplay = on;
    },
    open,
    restart(restartOptions = {}) {
      const current = opened() ?? player.scenario;
      if (current === undefined) return;
      const again = (): void => {
        setSelectedStep(null);
        session.beginRun({ kind: 'scenario', title: current.title });
        // In the page's words as they are now: a language switched since the last run applies to this one.
        withProvider(current, () => player.start(inPageWords(current), restartOptions.paused === true ? { startPaused: true } : {}));
      };
      if (options.beforeStart === undefined) again();
      else void options.beforeStart().then((ok) => ok && again());
    },
    control: (action) => player.control(action),
    selectStep: (path) => setSelectedStep(path),
    async openById(id, openOptions = {}) {
      const entries = await loadCatalogue();
      const entry = entries.find((e) => e.ok && e.scenario.id === id);
      if (entry?.ok === true) {
        open(entry.scenario, { kind: 'builtin' }, { started: openOptions.started === true });
        return;
      }
      // The frame log keeps the reason too, beside the notice a person reads.
      client.log.add('to-worker', { type: 'scenario/open', id }, `no scenario with id "${id}"`);
      options.onOpen?.(null);
      session.notify((l) => scenarioCopy.text(l, 'scenario.unknownId', { id }), 'error');
    },
    openData(data) {
      const read = readScenarioFile(data, 'scenario-data', { translations: SCHEMA_TRANSLATIONS });
      if (!read.ok) {
        const reason = (l: Locale): string =>
          read.problem === 'invalid'
            ? reasonText(read.reason, l)
            : read.problem === 'not-json'
              ? scenarioCopy.text(l, 'scenario.notJsonData', { detail: jsonDetail(read.detail, l) })
              : scenarioCopy.text(l, 'scenario.tooLargeData');
        session.notify((l) => scenarioCopy.text(l, 'scenario.badData', { reason: reason(l) }), 'error');
        return;
      }
      const from = addToYours(read.scenario, 'link') ?? { kind: 'link' };
      open(read.scenario, from);
    },
    async openFiles(files) {
      options.onShowYours?.();
      let last: { scenario: Scenario; from: RunSource } | undefined;
      for (const file of files) {
        if (file.size > MAX_SCENARIO_BYTES) {
          setNotices((list) => [...list, { kind: 'file', problem: { problem: 'too-large', file: file.name, bytes: file.size, limit: MAX_SCENARIO_BYTES } }]);
          continue;
        }
        const read = readScenarioFile(await file.text(), file.name, { bytes: file.size, translations: SCHEMA_TRANSLATIONS });
        if (!read.ok) {
          const { ok: _ok, ...problem } = read;
          setNotices((list) => [...list, { kind: 'file', problem }]);
          continue;
        }
        const from = addToYours(read.scenario, 'opened');
        if (from !== undefined) last = { scenario: read.scenario, from };
      }
      if (last !== undefined) open(last.scenario, last.from);
    },
    renameYours(key, title) {
      const written = yours.rename(key, title);
      const from = source();
      const current = opened();
      if (!written.ok || from?.kind !== 'yours' || from.key !== key || current === undefined) return;
      const renamed = { ...current, title };
      setOpened(renamed);
      options.onRetitle?.(renamed);
    },
    saveToYours(next) {
      return addToYours(next, 'saved') !== undefined;
    },
    dismissNotices: () => setNotices([]),
    shareState() {
      const current = opened();
      const from = source();
      if (current === undefined || from === undefined) return null;
      return from.kind === 'builtin' ? { scenario: current.id } : { scenarioData: encodeScenarioData(current) };
    },
    shareLink(base, view) {
      const current = opened();
      const from = source();
      if (current === undefined || from === undefined || from.kind === 'builtin') return null;
      return scenarioLink(base, current, view);
    },
  };
}

