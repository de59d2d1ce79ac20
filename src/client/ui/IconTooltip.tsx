/**
 * The Kobalte tooltip of an IconButton, in its own chunk: the first card does not
 * wait for it (see IconButton). It is positioned against the button it labels;
 * when it shows is IconButton's business, so the open state is controlled here
 * and Kobalte's own close requests are only honoured for Escape.
 */
import { Tooltip } from '@kobalte/core/tooltip';
import type { JSX } from 'solid-js';

export interface IconTooltipProps {
  readonly anchor: HTMLElement;
  readonly open: boolean;
  readonly label: string;
  readonly onDismiss: () => void;
}

export default function IconTooltip(props: IconTooltipProps): JSX.Element {
  return (
    <Tooltip open={props.open} placement="top" gutter={6} getAnchorRect={() => props.anchor.getBoundingClientRect()}>
      <Tooltip.Portal>
        {/* aria-hidden: the button's accessible name is this same label; announcing it twice helps nobody. */}
        <Tooltip.Content class="tooltip" aria-hidden="true" onEscapeKeyDown={() => props.onDismiss()}>
          <Tooltip.Arrow size={8} />
          {props.label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip>
  );
}
