/**
 * What the Yours section shows of traces (SPEC §13): "Open trace file", and the
 * open trace's panel once there is one. One chunk, loaded by Yours on its own, so
 * the catalogue's chunks (and the first card's preload lists) do not grow.
 */
import { Show, lazy, type JSX } from 'solid-js';
import type { ScenarioRuns } from '../scenarios/runs.ts';
import { traceStore } from './trace-store.ts';
import { TraceOpener } from './TraceOpener.tsx';
import type { TraceAsk } from './TracePanel.tsx';

// The list and its mappings load once a trace is opened.
const TracePanel = lazy(() => import('./TracePanel.tsx').then((m) => ({ default: m.TracePanel })));

export default function TraceYours(props: { readonly runs: ScenarioRuns; readonly onAsk?: TraceAsk | undefined }): JSX.Element {
  return (
    <>
      <TraceOpener />
      <Show when={traceStore.state().status !== 'idle'}>
        <TracePanel runs={props.runs} onAsk={props.onAsk} />
      </Show>
    </>
  );
}
