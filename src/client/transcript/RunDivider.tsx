/**
 * A run's divider in the conversation: its kind and name, how many items it
 * holds, and the button that folds or unfolds it (earlier runs start folded).
 */
import type { JSX } from 'solid-js';
import type { Run } from '../session/model.ts';
import { RunToggle } from '../ui/RunToggle.tsx';

/** A run's divider as a row of the conversation. */
export interface RunRow {
  readonly kind: 'run';
  readonly run: Run;
  readonly open: boolean;
  readonly current: boolean;
  readonly count: number;
}

export function RunDivider(props: { row: RunRow; index: number; measure: (el: Element) => void; onToggle: () => void }): JSX.Element {
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
      <RunToggle
        class="run-divider-toggle"
        label={props.row.run.label}
        open={props.row.open}
        current={props.row.current}
        count={props.row.count}
        counted="items"
        onToggle={() => props.onToggle()}
      />
    </div>
  );
}
