/**
 * The workbench store (STYLE rule 16): the view state every region reads —
 * locale, theme, width preset, tokens, the draft request, the open inspector
 * tab, the catalogue section and selection, what is open on narrow widths,
 * the simulated transport conditions, and what is driving the conversation —
 * with one named action per change. It is created once by the playground and
 * provided by context (context.ts); the shell lays out regions and keeps no
 * signals of its own, and a new panel reads this store instead of adding one.
 *
 * It holds state only: talking to the worker (asking, arming a condition) is
 * the playground's wiring, which calls an action here and the client there.
 */
import { batch, createSignal, type Accessor } from 'solid-js';
import type { ProviderKind } from '../../protocol/provider-frames.ts';
import type { RequestData } from '../../protocol/index.ts';
import { NO_OVERRIDES, type Theme, type TokenOverrides } from '../editor/tokens.ts';
import { createLocale, type Locale, type LocaleApi } from '../locale/locale.ts';
import { IDLE_TRANSPORT, type TransportState } from '../playground/transport-state.ts';

export type WidthPreset = 'full' | '720' | '480' | '360';
export const WIDTH_PRESETS: readonly WidthPreset[] = ['full', '720', '480', '360'];
/** The canvas's side padding around a card (`.composer-slot`, 16 px each side): a preset needs this much more room. */
export const CANVAS_GUTTER_PX = 32;

/** The catalogue's sections (§5.1); "yours" shows only once it has content. */
export type CatalogueSection = 'scenarios' | 'examples' | 'yours' | 'live';

/** Below 760 px the workbench is one column with these three tabs. */
export type NarrowTab = 'chat' | 'scenarios' | 'inspector';

/** "Side by side": the same card in both locales or both themes, next to each other. */
export type SideBySide = 'off' | 'locales' | 'themes';

/**
 * What answers in the conversation: whatever the person last started (§5.1).
 * The conversation header names it.
 */
export type Driver =
  | { readonly kind: 'none' }
  | { readonly kind: 'scenario'; readonly id: string; readonly title: Readonly<Record<Locale, string>> }
  | { readonly kind: 'example'; readonly id: string; readonly title: Readonly<Record<Locale, string>> }
  | { readonly kind: 'request' }
  | { readonly kind: 'live'; readonly demo: boolean; readonly model: string };

export interface LiveModel {
  readonly demo: boolean;
  readonly model: string;
}

export interface WorkbenchInit {
  readonly locale: Locale;
  readonly theme: Theme;
  readonly width?: number;
  readonly tokens?: TokenOverrides;
  readonly draft: RequestData;
  readonly scenarioId?: string;
  readonly inspectorTab?: string;
  readonly provider?: ProviderKind;
}

export interface WorkbenchStore {
  readonly locale: LocaleApi;
  readonly theme: Accessor<Theme>;
  readonly width: Accessor<WidthPreset>;
  readonly tokens: Accessor<TokenOverrides>;
  readonly draft: Accessor<RequestData>;
  /**
   * The draft is the person's: they edited it, asked it, or a link brought it. The default the editor offers is not,
   * so Share leaves it out unless it is on the canvas (a link never opens a card nobody asked for).
   */
  readonly draftIsOwn: Accessor<boolean>;
  readonly inspectorTab: Accessor<string>;
  /**
   * The draft is on the canvas: from the moment Request opens (or the draft is edited) until something the person
   * starts takes the canvas (a scenario, an example, an Ask, a chat message) or they go back to the conversation.
   * Another inspector tab keeps it there, so tokens, code, surfaces and A11y are judged against the card being designed.
   */
  readonly designing: Accessor<boolean>;
  readonly catalogueSection: Accessor<CatalogueSection>;
  /** The catalogue group the person was sent to (e.g. "errors" from the first-run button); scrolled into view once. */
  readonly catalogueFocus: Accessor<{ readonly group: string; readonly seq: number } | null>;
  /** The scenario open in the player (for Share and the catalogue highlight). */
  readonly openScenario: Accessor<string | null>;
  readonly drawerOpen: Accessor<boolean>;
  readonly narrowTab: Accessor<NarrowTab>;
  readonly sideBySide: Accessor<SideBySide>;
  readonly transport: Accessor<TransportState>;
  readonly driver: Accessor<Driver>;
  /** The model the composer talks to (the demo model until another is configured). */
  readonly liveModel: Accessor<LiveModel>;
  /** Counts requests to open "Save as scenario" from elsewhere (Share, when the state is too large for a link). */
  readonly saveRequests: Accessor<number>;
  /** Which of DSH's providers answers (SPEC §12): the web card, a terminal or an ACP client. */
  readonly provider: Accessor<ProviderKind>;

  setLocale(locale: Locale): void;
  setTheme(theme: Theme): void;
  setWidth(width: WidthPreset): void;
  setTokens(tokens: TokenOverrides): void;
  /** The editor's text changed: the draft follows, and the share URL now means this request. */
  editDraft(request: RequestData): void;
  /** The default draft arrived (it loads after the first card): it is the draft unless the person already has one. */
  offerDefaultDraft(request: RequestData): void;
  /** A request was asked directly (an example, the editor's Ask, a `?q=` link). */
  startRequest(request: RequestData, from?: Extract<Driver, { kind: 'example' }>): void;
  /** A scenario was opened in the player (or closed with null). */
  openScenarioRun(scenario: { readonly id: string; readonly title: Readonly<Record<Locale, string>> } | null): void;
  /** The open scenario was renamed: the canvas header names it anew (nothing else changes). */
  retitleScenario(scenario: { readonly id: string; readonly title: Readonly<Record<Locale, string>> }): void;
  /** A message went to the live model: it now drives the conversation. */
  startLive(): void;
  /** The live settings were applied (a `live/configure` frame went out). */
  setLiveModel(model: LiveModel): void;
  /** Opens "Save as scenario". */
  requestSave(): void;
  showInspectorTab(id: string): void;
  /** "Design a card": the Request tab open, its draft on the canvas (where narrow, the canvas is what shows). */
  openDraft(): void;
  /** The draft gives the canvas back to the conversation (nothing else changes; opening Request or editing brings it back). */
  showConversation(): void;
  showCatalogue(section: CatalogueSection, focusGroup?: string): void;
  /** A catalogue tab was chosen inside the catalogue (it is already in view). */
  setCatalogueSection(section: CatalogueSection): void;
  setDrawerOpen(open: boolean): void;
  setNarrowTab(tab: NarrowTab): void;
  setSideBySide(mode: SideBySide): void;
  setTransport(next: TransportState): void;
  setProvider(kind: ProviderKind): void;
}

export function presetOf(width: number | undefined): WidthPreset {
  if (width === undefined) return 'full';
  if (width <= 360) return '360';
  if (width <= 480) return '480';
  if (width <= 720) return '720';
  return 'full';
}

/** True while any simulated condition is armed (the Simulate button's dot). */
export function isArmed(transport: TransportState): boolean {
  return transport.latencyMs !== 0 || transport.rejectNext !== null || transport.failNextSend;
}

export function createWorkbench(init: WorkbenchInit): WorkbenchStore {
  const locale = createLocale(init.locale);
  const [theme, setTheme] = createSignal<Theme>(init.theme);
  const [width, setWidth] = createSignal<WidthPreset>(presetOf(init.width));
  const [tokens, setTokens] = createSignal<TokenOverrides>(init.tokens ?? NO_OVERRIDES);
  const [draft, setDraft] = createSignal<RequestData>(init.draft);
  const [draftIsOwn, setDraftIsOwn] = createSignal(init.draft.questions.length > 0);
  const [inspectorTab, setInspectorTab] = createSignal(init.inspectorTab ?? 'model');
  const [designing, setDesigning] = createSignal(init.inspectorTab === 'request');
  const [catalogueSection, setCatalogueSection] = createSignal<CatalogueSection>('scenarios');
  const [catalogueFocus, setCatalogueFocus] = createSignal<{ group: string; seq: number } | null>(null);
  const [openScenario, setOpenScenario] = createSignal<string | null>(init.scenarioId ?? null);
  const [drawerOpen, setDrawerOpen] = createSignal(false);
  const [narrowTab, setNarrowTab] = createSignal<NarrowTab>('chat');
  const [sideBySide, setSideBySide] = createSignal<SideBySide>('off');
  const [provider, setProvider] = createSignal<ProviderKind>(init.provider ?? 'web');
  const [transport, setTransport] = createSignal<TransportState>(IDLE_TRANSPORT);
  const [driver, setDriver] = createSignal<Driver>({ kind: 'none' });
  const [liveModel, setLiveModel] = createSignal<LiveModel>({ demo: true, model: '' });
  const [saveRequests, setSaveRequests] = createSignal(0);
  let focusSeq = 0;

  // Whatever the person starts from the catalogue, they want to watch it: on narrow widths that means the chat.
  const backToCanvas = (): void => {
    setDrawerOpen(false);
    setNarrowTab('chat');
  };

  return {
    locale,
    theme,
    width,
    tokens,
    draft,
    draftIsOwn,
    inspectorTab,
    designing,
    catalogueSection,
    catalogueFocus,
    openScenario,
    drawerOpen,
    narrowTab,
    sideBySide,
    provider,
    setProvider,
    transport,
    driver,
    liveModel,
    saveRequests,
    requestSave: () => setSaveRequests((n) => n + 1),
    setLocale: (next) => locale.setLocale(next),
    setTheme: (next) => setTheme(next),
    setWidth: (next) => setWidth(next),
    setTokens: (next) => setTokens(next),
    editDraft(request) {
      batch(() => {
        setDraft(request);
        setDraftIsOwn(true);
        setOpenScenario(null);
        setDesigning(true);
      });
    },
    offerDefaultDraft(request) {
      if (draft().questions.length === 0) setDraft(request);
    },
    startRequest(request, from) {
      batch(() => {
        setDraft(request);
        setDraftIsOwn(true);
        setOpenScenario(null);
        setDriver(from ?? { kind: 'request' });
        setDesigning(false);
        backToCanvas();
      });
    },
    openScenarioRun(scenario) {
      batch(() => {
        setOpenScenario(scenario?.id ?? null);
        setDriver(scenario === null ? { kind: 'none' } : { kind: 'scenario', id: scenario.id, title: scenario.title });
        if (scenario !== null) {
          setDesigning(false);
          backToCanvas();
        }
      });
    },
    retitleScenario(scenario) {
      const now = driver();
      if (now.kind === 'scenario' && now.id === scenario.id) setDriver({ ...now, title: scenario.title });
    },
    startLive() {
      const live = liveModel();
      batch(() => {
        setDriver({ kind: 'live', demo: live.demo, model: live.model });
        setDesigning(false);
      });
    },
    setLiveModel: (model) => setLiveModel(model),
    showInspectorTab(id) {
      batch(() => {
        setInspectorTab(id);
        if (id === 'request') setDesigning(true);
        setNarrowTab('inspector');
      });
    },
    openDraft() {
      batch(() => {
        setInspectorTab('request');
        setDesigning(true);
        backToCanvas();
      });
    },
    showConversation: () => setDesigning(false),
    showCatalogue(section, focusGroup) {
      batch(() => {
        setCatalogueSection(section);
        if (focusGroup !== undefined) setCatalogueFocus({ group: focusGroup, seq: ++focusSeq });
        setDrawerOpen(true);
        setNarrowTab('scenarios');
      });
    },
    setCatalogueSection: (section) => setCatalogueSection(section),
    setDrawerOpen: (open) => setDrawerOpen(open),
    setNarrowTab: (tab) => setNarrowTab(tab),
    setSideBySide: (mode) => setSideBySide(mode),
    setTransport: (next) => setTransport(next),
  };
}
