/**
 * The inspector (SPEC §5.1), Storybook's addons panel: one tab per tool —
 * Model receives, Timeline, Request, Code, Tokens, Surfaces, A11y. Each panel
 * is passed in by the shell and loaded when its tab first opens; the open tab
 * is the store's, so the first-run buttons and the draft loop can open one.
 */
import { For, Show, type JSX } from 'solid-js';
import { Tabs } from '../ui/lazy-tabs.ts';
import { shellCopy, type ShellKey } from './shell-copy.ts';
import type { WorkbenchStore } from './store.ts';

export type InspectorTab = 'model' | 'timeline' | 'request' | 'code' | 'tokens' | 'surfaces' | 'a11y';

export interface InspectorPanel {
  readonly id: InspectorTab;
  readonly content: () => JSX.Element;
  /** A small count beside the label (e.g. the Timeline's frames). */
  readonly count?: () => number;
  /** Stays mounted while another tab is open (a history keeps its scroll, folds and filters, and never renders again on return). */
  readonly keep?: boolean;
}

export function Inspector(props: { store: WorkbenchStore; panels: readonly InspectorPanel[] }): JSX.Element {
  const t = shellCopy.use();
  // Seven tabs do not fit one row of a 340–440 px column: they wrap, so every name reads in full and none hides
  // behind a scroll (an arrow and a half-cut name read as a fault, and a hidden tab is one nobody finds).
  return (
    <Tabs class="tabs inspector-tabs" value={props.store.inspectorTab()} onChange={(v: string) => props.store.showInspectorTab(v)}>
      <div class="tabstrip">
        <Tabs.List class="tabs-list inspector-tablist" aria-label={t('inspector.label')}>
          <For each={props.panels}>
            {(panel) => (
              <Tabs.Trigger class="tabs-trigger" value={panel.id} data-testid={`tab-${panel.id}`}>
                {t(`tab.${panel.id}` as ShellKey)}
                <Show when={panel.count}>{(count) => <span class="count">{count()()}</span>}</Show>
              </Tabs.Trigger>
            )}
          </For>
        </Tabs.List>
      </div>
      <For each={props.panels}>
        {(panel) => (
          <Tabs.Content class="tabs-content inspector-pane" value={panel.id} data-testid={`pane-${panel.id}`} forceMount={panel.keep === true}>
            {panel.content()}
          </Tabs.Content>
        )}
      </For>
    </Tabs>
  );
}
