/**
 * "Show all" under a question too long for the card's header. The heading is
 * clamped to four lines by CSS from the first paint; this part (in CardAssist,
 * loaded after the first card) measures whether the clamp hides anything (a ResizeObserver: no
 * forced layout), offers the toggle only then, and opens the whole question by
 * marking the card `qcard--title-open` (the card then scrolls as one, its footer
 * stays). Another question shown closes it and measures again.
 */
import { Button } from '@kobalte/core/button';
import { Show, createEffect, createSignal, on, onCleanup, type JSX } from 'solid-js';
import { cardCopy } from './card-copy.ts';

export interface TitleToggleProps {
  /** The card, which carries `qcard--title-open` while the question is open. */
  readonly card: HTMLElement;
  /** The clamped heading; the toggle controls it. */
  readonly title: HTMLElement;
  readonly controls: string;
  /** The position of the question shown: when it changes, the toggle closes and measures again. */
  readonly position: number;
  /** True while the card is collapsed. */
  readonly hidden: boolean;
  /** Told when the question opens or closes (the card then draws all of it, or its prefix again). */
  readonly onOpen?: (open: boolean) => void;
}

export function TitleToggle(props: TitleToggleProps): JSX.Element {
  const t = cardCopy.use();
  const [long, setLong] = createSignal(false);
  const [open, setOpen] = createSignal(false);
  // Without layout (jsdom) nothing is ever clamped.
  const observer =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver(() => {
          if (!open() && props.title.scrollHeight > props.title.clientHeight + 1) setLong(true);
        });
  createEffect(
    on(
      () => props.position,
      () => {
        setOpen(false);
        setLong(false);
        // Observing again reports the new question's size, even when the clamped box kept the same height.
        observer?.unobserve(props.title);
        observer?.observe(props.title);
      },
    ),
  );
  createEffect(() => {
    props.card.classList.toggle('qcard--title-open', open());
    props.onOpen?.(open());
  });
  onCleanup(() => {
    observer?.disconnect();
    props.card.classList.remove('qcard--title-open');
    props.onOpen?.(false);
  });
  return (
    <Show when={long() && !props.hidden}>
      <Button class="qcard-more" data-testid="title-toggle" aria-expanded={open()} aria-controls={props.controls} onClick={() => setOpen(!open())}>
        {open() ? t('card.showLess') : t('card.showAll')}
      </Button>
    </Show>
  );
}
