/**
 * Share's answer when the state is too large for any browser's URL (§5.7): a
 * popover under the Share button that says how large the link would be, what the
 * limit is, and offers a scenario file instead (the shell passes what opens "Save
 * as scenario"). The button itself is the top bar's; this only speaks for it.
 * Hung from the button by `anchorRef`, not a trigger: focus goes back to it on
 * close, and Tab from the edges goes where the popover shows (ui/portal-tab-order.ts).
 */
import { Button } from '@kobalte/core/button';
import { Popover } from '@kobalte/core/popover';
import { Show, type JSX } from 'solid-js';
import { anchoredFocus } from '../ui/portal-tab-order.ts';
import { shareCopy } from './share-copy.ts';
import '../styles/reliability.css';

export interface ShareTooLargeProps {
  /** The content's id, for the Share button's aria-controls. */
  readonly id: string;
  /** The refused link's size and the limit, or null while closed. */
  readonly size: { readonly chars: number; readonly limit: number } | null;
  /** The Share button, which the popover hangs from. */
  readonly anchor: () => HTMLElement | undefined;
  readonly onClose: () => void;
  /** Opens "Save as scenario"; without it the notice only explains. */
  readonly onSaveScenario?: (() => void) | undefined;
}

/** "1.04 MB" for 1,036,000 characters, "1 MB" for the limit itself (a link is ASCII: characters are bytes). */
export function formatLinkSize(chars: number): string {
  return `${Number((chars / 1_000_000).toFixed(2))} MB`;
}

export function ShareTooLarge(props: ShareTooLargeProps): JSX.Element {
  const t = shareCopy.use();
  const focus = anchoredFocus(() => props.anchor());
  return (
    <Popover open={props.size !== null} onOpenChange={(open) => !open && props.onClose()} anchorRef={props.anchor} placement="bottom-end" gutter={8}>
      <Popover.Portal>
        <Popover.Content
          id={props.id}
          ref={focus.ref}
          class="popover share-pop"
          data-testid="share-too-large"
          onInteractOutside={focus.onInteractOutside}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onKeyDown={focus.onKeyDown}
        >
          <div class="share-pop-head">
            <Popover.Title class="popover-title share-pop-title">{t('share.tooLargeTitle')}</Popover.Title>
            <Popover.CloseButton class="share-pop-close" aria-label={t('share.close')}>
              <span aria-hidden="true">✕</span>
            </Popover.CloseButton>
          </div>
          <Show when={props.size}>
            {(size) => (
              <Popover.Description class="share-pop-body">
                {t('share.tooLargeBody', { size: formatLinkSize(size().chars), limit: formatLinkSize(size().limit) })}
              </Popover.Description>
            )}
          </Show>
          <Show when={props.onSaveScenario}>
            {(save) => (
              <Button
                class="btn btn--small btn--primary share-pop-action"
                data-testid="share-save-scenario"
                onClick={() => {
                  props.onClose();
                  save()();
                }}
              >
                {t('share.saveScenario')}
              </Button>
            )}
          </Show>
        </Popover.Content>
      </Popover.Portal>
    </Popover>
  );
}
