/**
 * An icon-only button: a Kobalte Button whose accessible name is its translated
 * label, with the same label as a Kobalte tooltip for pointer users.
 */
import { Button } from '@kobalte/core/button';
import { Tooltip } from '@kobalte/core/tooltip';
import type { JSX } from 'solid-js';

export interface IconButtonProps {
  readonly label: string;
  readonly children: JSX.Element;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly class?: string;
  readonly 'aria-expanded'?: boolean;
  readonly 'aria-controls'?: string;
  readonly 'data-testid'?: string;
}

export function IconButton(props: IconButtonProps): JSX.Element {
  return (
    <Tooltip openDelay={500} closeDelay={0} placement="top" gutter={6}>
      <Tooltip.Trigger
        as={Button}
        class={`icon-btn ${props.class ?? ''}`}
        aria-label={props.label}
        aria-expanded={props['aria-expanded']}
        aria-controls={props['aria-controls']}
        data-testid={props['data-testid']}
        disabled={props.disabled}
        onClick={() => props.onClick()}
      >
        {props.children}
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content class="tooltip">
          <Tooltip.Arrow size={8} />
          {props.label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip>
  );
}
