/**
 * Share's fallback when the clipboard refuses the link: a popover under the Share
 * button with the link in a read-only field, selected when it opens, and a Copy
 * button that tries once more (the clipboard API, then the selection). It stays
 * until the person closes it (✕, Escape, a click elsewhere): a long link cannot be
 * copied by hand in the two seconds "Link copied" shows for. The button and the
 * link are the top bar's; focus goes back to the button on close, as with
 * ShareTooLarge.
 */
import { Button } from '@kobalte/core/button';
import { Popover } from '@kobalte/core/popover';
import { createSignal, type JSX } from 'solid-js';
import { anchoredFocus } from '../ui/portal-tab-order.ts';
import { shareCopy } from './share-copy.ts';
import '../styles/reliability.css';

export interface ShareManualProps {
  /** The content's id, for the Share button's aria-controls. */
  readonly id: string;
  /** The link to copy, or null while closed. */
  readonly url: string | null;
  /** The Share button, which the popover hangs from. */
  readonly anchor: () => HTMLElement | undefined;
  readonly onClose: () => void;
}

export function ShareManual(props: ShareManualProps): JSX.Element {
  const t = shareCopy.use();
  const focus = anchoredFocus(() => props.anchor());
  const [copied, setCopied] = createSignal<'idle' | 'done' | 'blocked'>('idle');
  let field: HTMLInputElement | undefined;
  const copy = (): void => {
    const url = props.url;
    if (url === null) return;
    field?.select();
    navigator.clipboard.writeText(url).then(
      () => setCopied('done'),
      () => {
        // The older path copies the selection; it works in some places the clipboard API is refused.
        field?.select();
        setCopied(document.execCommand('copy') ? 'done' : 'blocked');
      },
    );
  };
  return (
    <Popover
      open={props.url !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopied('idle');
        props.onClose();
      }}
      anchorRef={props.anchor}
      placement="bottom-end"
      gutter={8}
    >
      <Popover.Portal>
        <Popover.Content
          id={props.id}
          ref={focus.ref}
          class="popover share-pop share-manual"
          data-testid="share-manual"
          onOpenAutoFocus={(event: Event) => {
            // The field, with the link selected: Ctrl+C copies it straight away.
            event.preventDefault();
            field?.focus();
            field?.select();
          }}
          onInteractOutside={focus.onInteractOutside}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          onKeyDown={focus.onKeyDown}
        >
          <div class="share-pop-head">
            <Popover.Title class="popover-title share-pop-title">{t('share.manualTitle')}</Popover.Title>
            <Popover.CloseButton class="share-pop-close" aria-label={t('share.close')} data-testid="share-manual-close">
              <span aria-hidden="true">✕</span>
            </Popover.CloseButton>
          </div>
          <Popover.Description class="share-pop-body">{t('share.manualBody')}</Popover.Description>
          <div class="share-manual-row">
            <input
              ref={field}
              class="share-manual-url"
              data-testid="share-manual-url"
              readOnly
              value={props.url ?? ''}
              aria-label={t('share.manualField')}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button class="btn btn--small btn--outline" data-testid="share-manual-copy" onClick={copy}>
              {copied() === 'done' ? `✓ ${t('share.copied')}` : t('share.copy')}
            </Button>
          </div>
          <p class="share-pop-body" role="status" data-testid="share-manual-status">
            {copied() === 'done' ? t('share.copied') : copied() === 'blocked' ? t('share.copyBlocked') : ''}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover>
  );
}
