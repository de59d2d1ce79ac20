/**
 * The inspector (SPEC §5.1), Storybook's addons panel: one tab per tool —
 * Model receives, Timeline, Request, Code, Tokens, Surfaces, A11y. Each panel
 * is passed in by the shell and loaded when its tab first opens; the open tab
 * is the store's, so the first-run buttons and the draft loop can open one.
 */
import { Button } from '@kobalte/core/button';
import { For, Show, createSignal, onCleanup, onMount, type JSX } from 'solid-js';
import { Tabs } from '../ui/lazy-tabs.ts';
import { shellCopy, type ShellKey } from './shell-copy.ts';
import { ScrollLeftIcon, ScrollRightIcon } from './shell-icons.tsx';
import type { WorkbenchStore } from './store.ts';

export type InspectorTab = 'model' | 'timeline' | 'request' | 'code' | 'tokens' | 'surfaces' | 'a11y';

export interface InspectorPanel {
  readonly id: InspectorTab;
  readonly content: () => JSX.Element;
  /** A small count beside the label (e.g. the Timeline's frames). */
  readonly count?: () => number;
}

export function Inspector(props: { store: WorkbenchStore; panels: readonly InspectorPanel[] }): JSX.Element {
  const t = shellCopy.use();
  let strip: HTMLDivElement | undefined;
  // Seven tabs do not fit a narrow column: the strip scrolls, and says so with a fade and two arrows.
  const [overflow, setOverflow] = createSignal<{ start: boolean; end: boolean }>({ start: false, end: false });
  const measure = (): void => {
    if (strip === undefined) return;
    const max = strip.scrollWidth - strip.clientWidth;
    setOverflow({ start: strip.scrollLeft > 1, end: strip.scrollLeft < max - 1 });
  };
  onMount(() => {
    if (strip === undefined) return;
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    const list = strip.firstElementChild;
    if (list !== null) observer.observe(list);
    onCleanup(() => observer.disconnect());
  });
  const scrollBy = (direction: -1 | 1): void => strip?.scrollBy({ left: direction * strip.clientWidth * 0.7, behavior: 'smooth' });
  return (
    <Tabs class="tabs inspector-tabs" value={props.store.inspectorTab()} onChange={(v: string) => props.store.showInspectorTab(v)}>
      <div class="tabstrip" data-overflow-start={overflow().start ? '' : undefined} data-overflow-end={overflow().end ? '' : undefined}>
      <Button class="tabstrip-arrow tabstrip-arrow--start" tabIndex={-1} aria-hidden="true" onClick={() => scrollBy(-1)}>
        <ScrollLeftIcon />
      </Button>
      <div class="tabstrip-scroll" ref={strip} onScroll={measure}>
      <Tabs.List class="tabs-list inspector-tablist" aria-label={t('inspector.label')}>
        <For each={props.panels}>
          {(panel) => (
            <Tabs.Trigger class="tabs-trigger" value={panel.id} data-testid={`tab-${panel.id}`}>
              {t(`tab.${panel.id}` as ShellKey)}
              <Show when={panel.count}>{(count) => <span class="count">{count()()}</span>}</Show>
            </Tabs.Trigger>
          )}
        </For>
        <Tabs.Indicator class="tabs-indicator" />
      </Tabs.List>
      </div>
      <Button class="tabstrip-arrow tabstrip-arrow--end" tabIndex={-1} aria-hidden="true" onClick={() => scrollBy(1)}>
        <ScrollRightIcon />
      </Button>
      </div>
      <For each={props.panels}>
        {(panel) => (
          <Tabs.Content class="tabs-content inspector-pane" value={panel.id} data-testid={`pane-${panel.id}`}>
            {panel.content()}
          </Tabs.Content>
        )}
      </For>
    </Tabs>
  );
}
