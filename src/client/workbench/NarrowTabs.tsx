/**
 * Below 760 px the workbench is one column (SPEC §5.1): these three buttons
 * choose which region fills it — the chat (canvas), the scenarios
 * (catalogue) or the inspector. The regions stay mounted; the others are
 * hidden and inert, so a pending card keeps its drafts while you look around.
 */
import type { JSX } from 'solid-js';
import { Segmented } from '../ui/Segmented.tsx';
import { shellCopy } from './shell-copy.ts';
import type { NarrowTab, WorkbenchStore } from './store.ts';

export function NarrowTabs(props: { store: WorkbenchStore }): JSX.Element {
  const t = shellCopy.use();
  return (
    <nav class="narrow-tabs" aria-label={t('narrow.label')}>
      <Segmented<NarrowTab>
        label={t('narrow.label')}
        data-testid="narrow-tabs"
        itemTestIdPrefix="narrow-tab-"
        value={props.store.narrowTab()}
        options={[
          { value: 'chat', label: t('narrow.chat') },
          { value: 'scenarios', label: t('narrow.scenarios') },
          { value: 'inspector', label: t('narrow.inspector') },
        ]}
        onChange={(tab) => props.store.setNarrowTab(tab)}
      />
    </nav>
  );
}
