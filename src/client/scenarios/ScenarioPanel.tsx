/**
 * The scenarios section as one panel: the player with its script open above
 * the grouped catalogue. Both parts are components of their own (PlayerPanel,
 * ScenarioCatalogue) reading the one runs store, so a shell can place them
 * apart (the player in the canvas header, the list in the catalogue). Loaded
 * lazily: the first card never waits for it.
 */
import type { JSX } from 'solid-js';
import { PlayerPanel } from './PlayerPanel.tsx';
import type { ScenarioRuns } from './runs.ts';
import { ScenarioCatalogue } from './ScenarioCatalogue.tsx';

export interface ScenarioPanelProps {
  readonly runs: ScenarioRuns;
  readonly onShowFrames?: (path: string) => void;
  readonly focusGroup?: { readonly group: string; readonly seq: number } | null;
}

export default function ScenarioPanel(props: ScenarioPanelProps): JSX.Element {
  return (
    <div class="scenarios" data-testid="scenario-panel" data-state={props.runs.state()}>
      <PlayerPanel runs={props.runs} scriptOpen {...(props.onShowFrames !== undefined ? { onShowFrames: props.onShowFrames } : {})} />
      <ScenarioCatalogue runs={props.runs} {...(props.focusGroup !== undefined ? { focusGroup: props.focusGroup } : {})} />
    </div>
  );
}
