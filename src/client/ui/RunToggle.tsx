/**
 * The button that names a run and folds or unfolds it: its kind, its name, how
 * many items it holds, and (for screen readers) whether it is the current run
 * or an earlier, folded one. The conversation's divider, Model receives' and the
 * Timeline's run headers each wrap it in their own row.
 */
import { Show, type JSX } from 'solid-js';
import { useLocale } from '../locale/locale.ts';
import type { RunLabel } from '../session/model.ts';
import { runCount, runState, runTitle } from '../session/run-title.ts';
import { ChevronRight } from './icons.tsx';

export function RunToggle(props: {
  readonly class: string;
  /** undefined: what came before the first run. */
  readonly label: RunLabel | undefined;
  readonly open: boolean;
  readonly current: boolean;
  readonly count: number;
  readonly counted: 'items' | 'asks' | 'frames';
  readonly onToggle: () => void;
}): JSX.Element {
  const { locale } = useLocale();
  const title = () => runTitle(props.label, locale());
  return (
    <button type="button" class={props.class} aria-expanded={props.open} onClick={() => props.onToggle()}>
      <span class="run-chevron" aria-hidden="true">
        <ChevronRight />
      </span>
      <span class="run-kind">{title().kind}</span>
      <Show when={title().name}>
        {(name) => (
          <span class="run-name" data-verbatim={title().verbatim ? '' : undefined}>
            {name()}
          </span>
        )}
      </Show>
      <span class="run-count">{runCount(locale(), props.counted, props.count)}</span>
      <span class="visually-hidden">{runState(locale(), props.current, props.open)}</span>
    </button>
  );
}

/** What a run's header row needs to show (Model receives and the Timeline list their rows alike). */
export interface RunHeadFields {
  readonly runId: number;
  readonly run: { readonly label: RunLabel } | undefined;
  readonly open: boolean;
  readonly current: boolean;
  readonly count: number;
}

/** A run's header as an item of an inspector list: the RunToggle in an `li` the virtual list measures. */
export function RunHeadItem(props: {
  readonly row: RunHeadFields;
  readonly class: string;
  readonly testid: string;
  readonly counted: 'asks' | 'frames';
  readonly index: number;
  readonly measure: (el: Element) => void;
  readonly onToggle: () => void;
}): JSX.Element {
  return (
    <li
      class={props.class}
      data-testid={props.testid}
      data-run={props.row.runId}
      data-current={props.row.current ? '' : undefined}
      data-open={props.row.open ? '' : undefined}
      data-index={props.index}
      ref={props.measure}
    >
      <RunToggle
        class="run-head-toggle"
        label={props.row.run?.label}
        open={props.row.open}
        current={props.row.current}
        count={props.row.count}
        counted={props.counted}
        onToggle={() => props.onToggle()}
      />
    </li>
  );
}
