/**
 * The catalogue (SPEC §5.1), Storybook's sidebar for our three jobs: Scenarios
 * (grouped), Examples, Yours, and Live (the model of §6, MCP servers of §9).
 * Sections are tabs; their panels stay mounted where they hold a run or a key
 * (the scenario player, the live settings). It lays the sections out; the
 * panels themselves are passed in by the shell.
 */
import { Show, createEffect, on, onCleanup, type JSX } from 'solid-js';
import { Tabs } from '../ui/lazy-tabs.ts';
import { shellCopy } from './shell-copy.ts';
import type { CatalogueSection, WorkbenchStore } from './store.ts';

export interface CatalogueProps {
  readonly store: WorkbenchStore;
  readonly scenarios: JSX.Element;
  readonly examples: JSX.Element;
  readonly live: JSX.Element;
  /** Absent until saved and opened scenarios can be kept. */
  readonly yours?: JSX.Element;
}

const SECTIONS: readonly CatalogueSection[] = ['scenarios', 'examples', 'yours', 'live'];

export function Catalogue(props: CatalogueProps): JSX.Element {
  const t = shellCopy.use();
  let root: HTMLDivElement | undefined;
  // "Reproduce an error code" and the like send the person to a group: bring it into view once it is there.
  createEffect(
    on(props.store.catalogueFocus, (focus) => {
      if (focus === null) return;
      let tries = 0;
      let frame = 0;
      const find = (): void => {
        const group = root?.querySelector<HTMLElement>(`[data-group="${focus.group}"]`);
        if (group !== null && group !== undefined && group.checkVisibility({ visibilityProperty: true })) {
          group.scrollIntoView({ block: 'start' });
          group.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
          group.dataset.flash = '';
          setTimeout(() => delete group.dataset.flash, 1600);
          return;
        }
        // The list loads lazily (on a busy machine, seconds after the drawer opens): look again next frame, for about ten seconds.
        if (++tries < 600) frame = requestAnimationFrame(find);
      };
      frame = requestAnimationFrame(find);
      onCleanup(() => cancelAnimationFrame(frame));
    }),
  );
  const label = (section: CatalogueSection): string => t(`catalogue.${section}`);
  return (
    <div class="catalogue-shell" ref={root}>
      <Tabs class="tabs" value={props.store.catalogueSection()} onChange={(v: string) => props.store.setCatalogueSection(v as CatalogueSection)}>
        <Tabs.List class="tabs-list catalogue-tabs" aria-label={t('catalogue.label')}>
          {SECTIONS.filter((s) => s !== 'yours' || props.yours !== undefined).map((section) => (
            <Tabs.Trigger class="tabs-trigger" value={section} data-testid={`tab-${section}`}>
              {label(section)}
            </Tabs.Trigger>
          ))}
          <Tabs.Indicator class="tabs-indicator" />
        </Tabs.List>
        <Tabs.Content class="tabs-content" value="scenarios" forceMount>
          {props.scenarios}
        </Tabs.Content>
        <Tabs.Content class="tabs-content" value="examples">
          {props.examples}
        </Tabs.Content>
        <Show when={props.yours !== undefined}>
          <Tabs.Content class="tabs-content" value="yours" forceMount>
            {props.yours}
          </Tabs.Content>
        </Show>
        {/* Always mounted: it configures the live driver (the demo model by default) and holds the key in memory. */}
        <Tabs.Content class="tabs-content" value="live" forceMount>
          {props.live}
        </Tabs.Content>
      </Tabs>
    </div>
  );
}
