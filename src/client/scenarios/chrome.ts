/**
 * The repro panels a shell mounts after the first card, behind one dynamic
 * import (each import costs the first card its own loader and preload list):
 * the Timeline, "Yours", "Save as scenario", the catalogue's drop target and
 * the Yours tab's label. The runs store loads apart (./runs.ts), at once when
 * the URL names a scenario.
 */
export { Timeline } from '../inspector/Timeline.tsx';
export { CatalogueDropTarget } from './CatalogueDropTarget.tsx';
export { SaveScenarioDialog } from './SaveScenarioDialog.tsx';
export { YoursCatalogue } from './YoursCatalogue.tsx';
export { default as YoursTabLabel } from './YoursTabLabel.tsx';
