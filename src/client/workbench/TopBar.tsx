/**
 * The workbench's top bar (SPEC §5.1): the brand, the catalogue drawer's button
 * (760–1099 px only), and the session actions — Save as scenario (mounted by
 * the shell when present), Simulate, Reset and Share, the one primary button.
 * Below 760 px the bar is one row: Share keeps its place (icon only) and the
 * other actions, with the canvas bar's view globals the shell passes in, fold
 * into a More menu; Save's dialog and Simulate's popover stay mounted here and
 * are opened from it. Loaded after the first card; the shell reserves its height meanwhile.
 */
import { Button } from '@kobalte/core/button';
import { DropdownMenu } from '../ui/dropdown-menu.tsx';
import { createSignal, createUniqueId, onCleanup, Show, type JSX } from 'solid-js';
import type { TransportState } from '../playground/transport-state.ts';
import { currentShareLink, type ShareSource } from '../../app/share-link.ts';
import { ShareManual } from '../share/ShareManual.tsx';
import { ShareTooLarge } from '../share/ShareTooLarge.tsx';
import { tabIntoPortal } from '../ui/portal-tab-order.ts';
import { shellCopy } from './shell-copy.ts';
import { CheckIcon } from '../ui/icons.tsx';
import { ListIcon, MoreIcon, ResetIcon, SaveIcon, ShareIcon, SimulateIcon } from './shell-icons.tsx';
import { Simulate } from './Simulate.tsx';
import type { Layout } from './layout.ts';
import { isArmed } from './store.ts';

export interface TopBarProps {
  readonly layout: Layout;
  readonly catalogueOpen: boolean;
  readonly onToggleCatalogue: () => void;
  readonly transport: TransportState;
  readonly onTransport: (next: TransportState) => void;
  /** What the link is made of; the link (or why there is none: too large for a URL) is computed when Share is pressed. */
  readonly share: ShareSource;
  /** Opens "Save as scenario": what Share offers when the state is too large for a link. */
  readonly onSaveScenario?: () => void;
  readonly onReset: () => void;
  /** Actions mounted by the shell before Simulate (Save as scenario). */
  readonly actions?: JSX.Element;
  /** Extra Simulate rows. */
  readonly simulateRows?: JSX.Element;
  /** Below 760 px: the canvas bar's globals as More menu items (the canvas bar itself is not shown there). */
  readonly viewItems?: JSX.Element;
  readonly catalogueId: string;
}

export function TopBar(props: TopBarProps): JSX.Element {
  const t = shellCopy.use();
  const [shared, setShared] = createSignal<'idle' | 'done' | 'failed' | 'too-large'>('idle');
  // The link the clipboard refused, shown for copying by hand until the person closes it (no timer).
  const [manualUrl, setManualUrl] = createSignal<string | null>(null);
  const [tooLarge, setTooLarge] = createSignal<{ readonly chars: number; readonly limit: number } | null>(null);
  const tooLargeId = createUniqueId();
  const manualId = createUniqueId();
  // Share opens a popover only sometimes (too large, clipboard refused): it says it controls one only while one is shown.
  const shownPopover = (): string | undefined => (tooLarge() !== null ? tooLargeId : manualUrl() !== null ? manualId : undefined);
  let shareRef: HTMLButtonElement | undefined;
  let moreRef: HTMLButtonElement | undefined;
  const narrow = (): boolean => props.layout === 'narrow';
  const [simulateRequests, setSimulateRequests] = createSignal(0);
  let timer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(timer));
  const share = (): void => {
    const link = currentShareLink(props.share);
    clearTimeout(timer);
    setManualUrl(null);
    if (!link.ok) {
      // Nothing is copied: a link that no browser opens is worse than none.
      setShared('too-large');
      setTooLarge({ chars: link.chars, limit: link.limit });
      return;
    }
    setTooLarge(null);
    const url = link.url;
    navigator.clipboard.writeText(url).then(
      () => {
        setShared('done');
        timer = setTimeout(() => setShared('idle'), 2000);
      },
      () => {
        setShared('failed');
        setManualUrl(url);
      },
    );
  };
  return (
    <div class="topbar-inner">
      <Show when={props.layout === 'mid'}>
        <Button
          class="btn btn--small btn--ghost topbar-btn"
          data-testid="open-catalogue"
          aria-expanded={props.catalogueOpen}
          aria-controls={props.catalogueId}
          onClick={() => props.onToggleCatalogue()}
        >
          <ListIcon />
          <span>{t('top.openCatalogue')}</span>
        </Button>
      </Show>
      <div class="topbar-actions" role="group" aria-label={t('top.label')}>
        {/* Hidden below 760 px, where the More menu offers them; Save's dialog and Simulate's popover still live here. */}
        <div class="topbar-folded">
          {props.actions}
          <Simulate
            value={props.transport}
            onChange={props.onTransport}
            anchor={() => (narrow() ? moreRef : undefined)}
            openRequests={simulateRequests}
          >
            {props.simulateRows}
          </Simulate>
          <Button class="btn btn--small btn--ghost topbar-btn" data-testid="reset" aria-label={t('top.reset')} onClick={() => props.onReset()}>
            <ResetIcon />
            <span class="topbar-label">{t('top.reset')}</span>
          </Button>
        </div>
        <Button
          ref={shareRef}
          class="btn btn--small btn--primary topbar-share"
          data-testid="share"
          data-state={shared()}
          aria-expanded={shownPopover() !== undefined ? true : undefined}
          aria-controls={shownPopover()}
          onKeyDown={(event: KeyboardEvent) => {
            const shown = shownPopover();
            if (shown !== undefined) tabIntoPortal(event, document.getElementById(shown));
          }}
          onClick={share}
        >
          <span class="share-icon" aria-hidden="true">
            {shared() === 'done' ? <CheckIcon /> : <ShareIcon />}
          </span>
          {/* Both labels share one grid cell, the hidden one keeping its width: "Link copied" does not push the other buttons aside. */}
          <span class="share-label" data-testid="share-label">
            <span data-shown={shared() !== 'done' ? '' : undefined} aria-hidden={shared() === 'done' ? 'true' : undefined}>
              {t('top.share')}
            </span>
            <span data-shown={shared() === 'done' ? '' : undefined} aria-hidden={shared() !== 'done' ? 'true' : undefined}>
              {t('top.shareCopied')}
            </span>
          </span>
        </Button>
        <Show when={narrow()}>
          <MoreMenu
            ref={(el) => (moreRef = el)}
            armed={isArmed(props.transport)}
            {...(props.onSaveScenario !== undefined ? { onSave: props.onSaveScenario } : {})}
            onSimulate={() => setSimulateRequests((n) => n + 1)}
            onReset={() => props.onReset()}
          >
            {props.viewItems}
          </MoreMenu>
        </Show>
      </div>
      {/* Announces the outcome of Share to screen readers; the button's own text changes for sighted users. */}
      <p class="visually-hidden" role="status" data-testid="share-status">
        {shared() === 'done' ? t('top.shareCopied') : ''}
      </p>
      <ShareTooLarge
        id={tooLargeId}
        size={tooLarge()}
        anchor={() => shareRef}
        onClose={() => {
          setTooLarge(null);
          setShared('idle');
        }}
        onSaveScenario={props.onSaveScenario}
      />
      <ShareManual
        id={manualId}
        url={manualUrl()}
        anchor={() => shareRef}
        onClose={() => {
          setManualUrl(null);
          setShared('idle');
        }}
      />
    </div>
  );
}

interface MoreMenuProps {
  readonly ref: (el: HTMLButtonElement) => void;
  readonly armed: boolean;
  readonly onSave?: () => void;
  readonly onSimulate: () => void;
  readonly onReset: () => void;
  /** More groups after the session's actions (the view globals). */
  readonly children?: JSX.Element;
}

/** The narrow top bar's overflow: the session's actions, then the view globals (a Kobalte menu: arrow keys, type-ahead, Escape). */
function MoreMenu(props: MoreMenuProps): JSX.Element {
  const t = shellCopy.use();
  let trigger: HTMLButtonElement | undefined;
  // An action that opens a dialog or a popover runs once the menu has closed and handed focus back to its button:
  // what it opens then takes focus from there, and gives it back there.
  let pending: (() => void) | undefined;
  const later = (action: () => void) => (): void => {
    pending = action;
  };
  return (
    <DropdownMenu placement="bottom-end" gutter={6}>
      <DropdownMenu.Trigger
        ref={(el: HTMLButtonElement) => {
          trigger = el;
          props.ref(el);
        }}
        class="btn btn--small btn--ghost topbar-btn topbar-more"
        data-testid="topbar-more"
        data-armed={props.armed ? '' : undefined}
        aria-label={props.armed ? `${t('top.more')} · ${t('top.simulateArmed')}` : t('top.more')}
      >
        <MoreIcon />
        <Show when={props.armed}>
          <span class="armed-dot" aria-hidden="true" />
        </Show>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          class="menu topbar-menu"
          data-testid="topbar-more-menu"
          onCloseAutoFocus={(event: Event) => {
            const action = pending;
            pending = undefined;
            if (action === undefined) return;
            event.preventDefault();
            trigger?.focus();
            action();
          }}
        >
          <DropdownMenu.Group>
            <DropdownMenu.GroupLabel class="menu-label">{t('top.session')}</DropdownMenu.GroupLabel>
            <Show when={props.onSave}>
              {(save) => (
                <DropdownMenu.Item class="menu-item" data-testid="more-save" onSelect={later(save())}>
                  <span class="menu-icon"><SaveIcon /></span>
                  {t('top.save')}…
                </DropdownMenu.Item>
              )}
            </Show>
            <DropdownMenu.Item class="menu-item" data-testid="more-simulate" onSelect={later(props.onSimulate)}>
              <span class="menu-icon"><SimulateIcon /></span>
              {props.armed ? t('top.simulateArmed') : t('top.simulate')}…
            </DropdownMenu.Item>
            <DropdownMenu.Item class="menu-item" data-testid="more-reset" onSelect={() => props.onReset()}>
              <span class="menu-icon"><ResetIcon /></span>
              {t('top.reset')}
            </DropdownMenu.Item>
          </DropdownMenu.Group>
          {props.children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu>
  );
}
