/**
 * A small labelled single-choice toggle group (Kobalte ToggleGroup) for the
 * toolbar: locale, theme, card width.
 */
import { ToggleGroup } from '@kobalte/core/toggle-group';
import { For, type JSX } from 'solid-js';

export interface SegmentedProps<T extends string> {
  readonly label: string;
  readonly value: T;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly onChange: (value: T) => void;
  readonly 'data-testid'?: string;
}

export function Segmented<T extends string>(props: SegmentedProps<T>): JSX.Element {
  return (
    <ToggleGroup
      class="segmented"
      aria-label={props.label}
      data-testid={props['data-testid']}
      value={props.value}
      onChange={(value) => {
        // A toggle group can be emptied by clicking the pressed item; a segmented control cannot.
        const next = props.options.find((o) => o.value === value);
        if (next !== undefined) props.onChange(next.value);
      }}
    >
      <For each={props.options}>
        {(option) => (
          <ToggleGroup.Item class="segmented-item" value={option.value} data-value={option.value}>
            {option.label}
          </ToggleGroup.Item>
        )}
      </For>
    </ToggleGroup>
  );
}
