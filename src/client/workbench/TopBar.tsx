/**
 * The workbench's top bar (SPEC §5.1): the brand, the catalogue drawer's button
 * (760–1099 px only), and the session actions — Save as scenario (mounted by
 * the shell when present), Simulate, Reset and Share, the one primary button.
 * Loaded after the first card; the shell reserves its height meanwhile.
 */
import { Button } from '@kobalte/core/button';
import { createSignal, createUniqueId, onCleanup, Show, type JSX } from 'solid-js';
import type { TransportState } from '../playground/transport-state.ts';
import { currentShareLink, type ShareSource } from '../../app/share-link.ts';
import { ShareManual } from '../share/ShareManual.tsx';
import { ShareTooLarge } from '../share/ShareTooLarge.tsx';
import { tabIntoPortal } from '../ui/portal-tab-order.ts';
import { shellCopy } from './shell-copy.ts';
import { ListIcon, ResetIcon, ShareIcon } from './shell-icons.tsx';
import { Simulate } from './Simulate.tsx';
import type { Layout } from './layout.ts';

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
        {props.actions}
        <Simulate value={props.transport} onChange={props.onTransport}>
          {props.simulateRows}
        </Simulate>
        <Button class="btn btn--small btn--ghost topbar-btn" data-testid="reset" aria-label={t('top.reset')} onClick={() => props.onReset()}>
          <ResetIcon />
          <span class="topbar-label">{t('top.reset')}</span>
        </Button>
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
          <ShareIcon />
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
