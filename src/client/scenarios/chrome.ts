/**
 * The repro panels a shell mounts after the first card, behind one dynamic
 * import (each import costs the first card its own loader and preload list):
 * the Timeline, the player, the scenario list, "Yours", "Save as scenario" and
 * the catalogue's drop target. The runs store loads apart (./runs.ts), at once
 * when the URL names a scenario.
 */
export { Timeline } from '../inspector/Timeline.tsx';
export { CatalogueDropTarget } from './CatalogueDropTarget.tsx';
export { SaveScenarioDialog } from './SaveScenarioDialog.tsx';
export { YoursCatalogue } from './YoursCatalogue.tsx';
export { PlayerPanel } from './PlayerPanel.tsx';
export { ScenarioCatalogue } from './ScenarioCatalogue.tsx';
