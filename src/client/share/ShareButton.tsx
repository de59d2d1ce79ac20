/**
 * Share (§5.7): copies the link of the current state. When the state is too large
 * for any browser's URL it copies nothing and says so, in a popover under the
 * button that offers a scenario file instead (the shell passes what opens "Save
 * as scenario"). It computes the link only when pressed: encoding a large request
 * is work no render should pay for.
 */
import { Button } from '@kobalte/core/button';
import { Popover } from '@kobalte/core/popover';
import { Show, createSignal, type JSX } from 'solid-js';
import type { ShareLink } from '../../app/url-state.ts';
import { shareCopy } from './share-copy.ts';
import '../styles/reliability.css';

export interface ShareButtonProps {
  /** The link of the current state, or why there is none. */
  readonly link: () => ShareLink;
  /** Opens "Save as scenario"; without it the too-large notice only explains. */
  readonly onSaveScenario?: () => void;
  readonly 'data-testid'?: string;
}

type ShareState = 'idle' | 'done' | 'failed' | 'too-large';

/** "1.04 MB" for 1,036,000 characters, "1 MB" for the limit itself (a link is ASCII: characters are bytes). */
export function formatLinkSize(chars: number): string {
  return `${Number((chars / 1_000_000).toFixed(2))} MB`;
}

export function ShareButton(props: ShareButtonProps): JSX.Element {
  const t = shareCopy.use();
  const [state, setState] = createSignal<ShareState>('idle');
  const [tooLarge, setTooLarge] = createSignal<{ readonly chars: number; readonly limit: number } | null>(null);
  let button: HTMLButtonElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const share = (): void => {
    clearTimeout(timer);
    const link = props.link();
    if (!link.ok) {
      setState('too-large');
      setTooLarge({ chars: link.chars, limit: link.limit });
      return;
    }
    setTooLarge(null);
    navigator.clipboard.writeText(link.url).then(
      () => setState('done'),
      () => setState('failed'),
    );
    timer = setTimeout(() => setState('idle'), 1800);
  };

  return (
    <>
      <Button
        ref={button}
        class="btn btn--small btn--primary"
        data-testid={props['data-testid']}
        data-state={state()}
        aria-haspopup="dialog"
        aria-expanded={tooLarge() !== null}
        onClick={share}
      >
        {state() === 'done' ? `✓ ${t('app.shareCopied')}` : state() === 'failed' ? `✗ ${t('copy.failed')}` : t('app.share')}
      </Button>
      <Popover
        open={tooLarge() !== null}
        onOpenChange={(open) => {
          if (open) return;
          setTooLarge(null);
          setState('idle');
        }}
        anchorRef={() => button}
        placement="bottom-end"
        gutter={8}
      >
        <Popover.Portal>
          <Popover.Content class="share-pop" data-testid="share-too-large">
            <div class="share-pop-head">
              <Popover.Title class="share-pop-title">{t('share.tooLargeTitle')}</Popover.Title>
              <Popover.CloseButton class="share-pop-close" aria-label={t('share.close')}>
                <span aria-hidden="true">✕</span>
              </Popover.CloseButton>
            </div>
            <Show when={tooLarge()}>
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
                    setTooLarge(null);
                    setState('idle');
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
    </>
  );
}
