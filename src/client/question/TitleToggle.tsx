/**
 * "Show all" under a question too long for the card's header: it opens the
 * whole text, which then scrolls with the body while the footer stays put. The
 * card decides when the text is too long; this is only the control. Lazy: most
 * questions never need it.
 */
import { Button } from '@kobalte/core/button';
import type { JSX } from 'solid-js';
import { cardCopy } from './card-copy.ts';

export interface TitleToggleProps {
  readonly open: boolean;
  /** The id of the heading it opens. */
  readonly controls: string;
  readonly onToggle: () => void;
}

export default function TitleToggle(props: TitleToggleProps): JSX.Element {
  const t = cardCopy.use();
  return (
    <Button
      class="qcard-more"
      data-testid="title-toggle"
      aria-expanded={props.open}
      aria-controls={props.controls}
      onClick={() => props.onToggle()}
    >
      {props.open ? t('card.showLess') : t('card.showAll')}
    </Button>
  );
}
