/**
 * A run's divider in the conversation: its kind and name, how many items it
 * holds, and the button that folds or unfolds it (earlier runs start folded).
 */
import { Show, type JSX } from 'solid-js';
import type { Run } from '../session/model.ts';
import { runCount, runState, runTitle } from '../session/run-title.ts';
import { useLocale } from '../locale/locale.ts';
import { ChevronRight } from '../ui/icons.tsx';

/** A run's divider as a row of the conversation. */
export interface RunRow {
  readonly kind: 'run';
  readonly run: Run;
  readonly open: boolean;
  readonly current: boolean;
  readonly count: number;
}

export function RunDivider(props: { row: RunRow; index: number; measure: (el: Element) => void; onToggle: () => void }): JSX.Element {
  const { locale } = useLocale();
  const title = () => runTitle(props.row.run.label, locale());
  return (
    <div
      class="run-divider"
      data-testid="run-divider"
      data-run={props.row.run.id}
      data-kind={props.row.run.label.kind}
      data-current={props.row.current ? '' : undefined}
      data-open={props.row.open ? '' : undefined}
      data-index={props.index}
      ref={props.measure}
    >
      <button type="button" class="run-divider-toggle" aria-expanded={props.row.open} onClick={() => props.onToggle()}>
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
        <span class="run-count">{runCount(locale(), 'items', props.row.count)}</span>
        <span class="visually-hidden">{runState(locale(), props.row.current, props.row.open)}</span>
      </button>
    </div>
  );
}
