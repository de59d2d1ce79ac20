/**
 * A small labelled single-choice toggle group (Kobalte ToggleGroup) for the
 * toolbar: locale, theme, card width, transport conditions.
 *
 * Kobalte's ToggleGroup (with its selection manager) loads through the chrome
 * gate, after the first card; until then an inert copy with the same look holds
 * the place, so the toolbar does not jump when the real control arrives.
 */
import { For, Suspense, lazy, type JSX } from 'solid-js';
import { chromeChunk } from './chrome-gate.ts';

const load = chromeChunk(() => import('@kobalte/core/toggle-group'));
const ToggleGroup = lazy(() => load().then((m) => ({ default: m.ToggleGroup })));
const ToggleGroupItem = lazy(() => load().then((m) => ({ default: m.ToggleGroup.Item })));

export interface SegmentedProps<T extends string> {
  readonly label: string;
  readonly value: T;
  /**
   * With an icon, the label is read by assistive technology and shown as a tooltip, not printed.
   * `lang` is the label's own language where it may differ from the page's (a language switch's "中文" and "EN").
   */
  readonly options: readonly { readonly value: T; readonly label: string; readonly icon?: () => JSX.Element; readonly lang?: string }[];
  readonly onChange: (value: T) => void;
  readonly 'data-testid'?: string;
  /** Gives each item `data-testid="<prefix><value>"`. */
  readonly itemTestIdPrefix?: string;
}

export function Segmented<T extends string>(props: SegmentedProps<T>): JSX.Element {
  const placeholder = (
    <div class="segmented" aria-hidden="true">
      <For each={props.options}>
        {(option) => (
          <span class="segmented-item" data-value={option.value} data-pressed={option.value === props.value ? '' : undefined} lang={option.lang}>
            {option.icon !== undefined ? option.icon() : option.label}
          </span>
        )}
      </For>
    </div>
  );
  return (
    <Suspense fallback={placeholder}>
      <ToggleGroup
        class="segmented"
        aria-label={props.label}
        data-testid={props['data-testid']}
        value={props.value}
        onChange={(value: string | null) => {
          // A toggle group can be emptied by clicking the pressed item; a segmented control cannot.
          const next = props.options.find((o) => o.value === value);
          if (next !== undefined) props.onChange(next.value);
        }}
      >
        <For each={props.options}>
          {(option) => (
            <ToggleGroupItem
              class="segmented-item"
              value={option.value}
              data-value={option.value}
              lang={option.lang}
              data-testid={props.itemTestIdPrefix !== undefined ? `${props.itemTestIdPrefix}${option.value}` : undefined}
              title={option.icon !== undefined ? option.label : undefined}
            >
              {option.icon !== undefined ? (
                <>
                  {option.icon()}
                  <span class="visually-hidden">{option.label}</span>
                </>
              ) : (
                option.label
              )}
            </ToggleGroupItem>
          )}
        </For>
      </ToggleGroup>
    </Suspense>
  );
}
