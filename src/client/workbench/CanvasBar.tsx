/**
 * The canvas bar (SPEC §5.1): the view's globals, as Storybook's toolbar has
 * them — locale, theme, width preset and "Side by side". It changes only how
 * the canvas is shown, never what runs in it. State and actions are the store's.
 */
import { DropdownMenu } from '../ui/dropdown-menu.tsx';
import { For, Show, createSignal, lazy, onCleanup, onMount, type JSX } from 'solid-js';
import { Portal } from 'solid-js/web';
import { Segmented } from '../ui/Segmented.tsx';
import { CheckIcon, ChevronDown } from '../ui/icons.tsx';
import { CompareIcon, MoonIcon, SunIcon } from './shell-icons.tsx';
import { CANVAS_GUTTER_PX, WIDTH_PRESETS, type SideBySide, type WorkbenchStore, type WidthPreset } from './store.ts';
import { shellCopy } from './shell-copy.ts';
import type { ProviderKind } from '../../protocol/provider-frames.ts';
import { providerCopy } from '../providers/provider-copy.ts';
import { chooseProvider } from '../providers/choose.ts';
import { setProviderTyping } from '../providers/typing.ts';
import type { HostClient } from '../../bridge/client.ts';

const ProviderPane = lazy(() => import('../providers/ProviderPane.tsx').then((m) => ({ default: m.ProviderPane })));

export interface CanvasBarProps {
  readonly store: WorkbenchStore;
  /** The canvas below the bar: the room a card has there decides whether a width preset fits. */
  readonly canvas: () => HTMLElement | undefined;
  /** Whether the web cards' typed answers may go (the shell asks): switching provider disposes the web card's. */
  readonly cardsMayGo?: () => Promise<boolean>;
  readonly client?: HostClient;
  /** Only the chosen provider's other end, no controls: an embed (`?embed=1&provider=…`) has no bar but must be answerable. */
  readonly paneOnly?: boolean;
}

export function CanvasBar(props: CanvasBarProps): JSX.Element {
  const t = shellCopy.use();
  const p = providerCopy.use();
  const store = props.store;
  // The room a card has on this canvas: a preset wider than that is drawn narrower, and the bar says so.
  const [room, setRoom] = createSignal<number | null>(null);
  onMount(() => {
    const canvas = props.canvas();
    if (canvas === undefined || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setRoom(Math.max(0, Math.floor(canvas.clientWidth - CANVAS_GUTTER_PX))));
    observer.observe(canvas);
    onCleanup(() => observer.disconnect());
  });
  const clamped = (): number | null => {
    const preset = store.width();
    const space = room();
    if (preset === 'full' || space === null || space === 0 || Number(preset) <= space) return null;
    return space;
  };
  /*
   * The chosen provider's other end (§12), on the canvas above the conversation: rendered from here, a chunk that loads
   * after the first card, so the shell's own chunk carries none of it. Hidden by CSS when the canvas shows a draft.
   */
  const pane = (): JSX.Element => (
    <Show when={store.provider() !== 'web' && props.client !== undefined ? props.canvas() : undefined}>
      {(canvas) => (
        <Portal mount={canvas()}>
          <div class="provider-slot">
            <ProviderPane provider={store.provider()} client={props.client as HostClient} theme={store.theme()} onTyping={setProviderTyping} />
          </div>
        </Portal>
      )}
    </Show>
  );
  if (props.paneOnly === true) return pane();
  return (
    <div class="canvas-bar" role="toolbar" aria-label={t('canvas.label')} data-testid="canvas-bar">
      <Segmented
        label={t('canvas.locale')}
        data-testid="locale-switch"
        value={store.locale.locale()}
        options={[
          { value: 'zh', label: '中文' },
          { value: 'en', label: 'EN' },
        ]}
        onChange={(value) => store.setLocale(value)}
      />
      <Segmented
        label={t('canvas.theme')}
        data-testid="theme-switch"
        value={store.theme()}
        options={[
          { value: 'light', label: t('canvas.light'), icon: SunIcon },
          { value: 'dark', label: t('canvas.dark'), icon: MoonIcon },
        ]}
        onChange={(next) => store.setTheme(next)}
      />
      <Segmented<WidthPreset>
        label={t('canvas.width')}
        data-testid="width-switch"
        value={store.width()}
        options={WIDTH_PRESETS.map((w) => ({ value: w, label: w === 'full' ? t('canvas.widthFull') : w }))}
        onChange={(next) => store.setWidth(next)}
      />
      <Show when={clamped()}>
        {(px) => (
          <span class="canvas-bar-fit" role="status" data-testid="width-clamped" title={t('canvas.widthClampedWhy', { preset: store.width(), px: px() })}>
            {t('canvas.widthClamped', { px: px() })}
          </span>
        )}
      </Show>
      <Show when={props.cardsMayGo !== undefined && props.client !== undefined ? { cardsMayGo: props.cardsMayGo, client: props.client } : undefined}>
        {(wiring) => (
          <Segmented<ProviderKind>
            label={p('provider.label')}
            data-testid="provider-switch"
            itemTestIdPrefix="provider-"
            value={store.provider()}
            options={[
              { value: 'web', label: p('provider.web') },
              { value: 'terminal', label: p('provider.terminal') },
              { value: 'acp', label: p('provider.acp') },
            ]}
            onChange={(next) => void chooseProvider(store, wiring().client, next, wiring().cardsMayGo)}
          />
        )}
      </Show>
      <CompareMenu store={store} />
      {pane()}
    </div>
  );
}

const COMPARE_MODES: readonly SideBySide[] = ['off', 'locales', 'themes'];

/** "Side by side" as a menu of three choices: it is used now and then, so it takes one button's room, not three. */
function CompareMenu(props: { store: WorkbenchStore }): JSX.Element {
  const t = shellCopy.use();
  const label = (mode: SideBySide): string =>
    t(mode === 'off' ? 'canvas.sideOff' : mode === 'locales' ? 'canvas.sideLocales' : 'canvas.sideThemes');
  return (
    <DropdownMenu placement="bottom-start" gutter={4}>
      <DropdownMenu.Trigger
        class="btn btn--small btn--ghost compare-trigger"
        data-testid="side-by-side"
        data-on={props.store.sideBySide() !== 'off' ? '' : undefined}
        aria-label={`${t('canvas.sideBySide')}: ${label(props.store.sideBySide())}`}
      >
        <CompareIcon />
        <span class="compare-trigger-text">{t('canvas.sideBySide')}</span>
        <span class="compare-trigger-value">{props.store.sideBySide() === 'off' ? '' : label(props.store.sideBySide())}</span>
        <ChevronDown />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content class="menu" data-testid="side-by-side-menu">
          <DropdownMenu.RadioGroup value={props.store.sideBySide()} onChange={(mode) => props.store.setSideBySide(mode as SideBySide)}>
            <DropdownMenu.GroupLabel class="menu-label">{t('canvas.sideBySide')}</DropdownMenu.GroupLabel>
            <For each={COMPARE_MODES}>
              {(mode) => (
                <DropdownMenu.RadioItem class="menu-item" value={mode} closeOnSelect data-testid={`side-by-side-${mode}`}>
                  <DropdownMenu.ItemIndicator class="menu-indicator" forceMount>
                    {props.store.sideBySide() === mode ? <CheckIcon /> : null}
                  </DropdownMenu.ItemIndicator>
                  <DropdownMenu.ItemLabel>{label(mode)}</DropdownMenu.ItemLabel>
                </DropdownMenu.RadioItem>
              )}
            </For>
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu>
  );
}
