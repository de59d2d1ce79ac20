/**
 * The built-in scenarios, grouped as SPEC §4 groups them, for the catalogue's
 * Scenarios section: each item with its expected outcomes and last verdict.
 * Opening one starts it in the one player (the runs store). A file that did not
 * load is listed with the loader's message instead of breaking the list. Each
 * group carries `data-group`, which the shell uses to bring one into view.
 */
import { For, Show, createMemo, type JSX } from 'solid-js';
import { SCENARIO_GROUPS } from '../../scenarios/schema.ts';
import { resultKey, type ScenarioRuns } from './runs.ts';
import { scenarioCopy, type ScenarioKey } from './scenario-copy.ts';
import { ScenarioItem } from './ScenarioItem.tsx';
import '../styles/repro.css';

const GROUP_KEYS: Record<(typeof SCENARIO_GROUPS)[number], ScenarioKey> = {
  shapes: 'scenario.groupShapes',
  'plan-review': 'scenario.groupPlan',
  errors: 'scenario.groupErrors',
  races: 'scenario.groupRaces',
  providers: 'scenario.groupProviders',
};

export interface ScenarioCatalogueProps {
  readonly runs: ScenarioRuns;
}

export function ScenarioCatalogue(props: ScenarioCatalogueProps): JSX.Element {
  const t = scenarioCopy.use();
  const runs = props.runs;
  const groups = createMemo(() => {
    const entries = runs.catalogue() ?? [];
    return SCENARIO_GROUPS.map((group) => ({
      group,
      items: entries.flatMap((e) => (e.ok && e.scenario.group === group ? [e.scenario] : [])),
    }));
  });
  const invalid = createMemo(() => (runs.catalogue() ?? []).flatMap((e) => (e.ok ? [] : [e])));
  const active = (id: string): boolean => runs.source()?.kind === 'builtin' && runs.scenario()?.id === id;
  return (
    <nav class="catalogue" aria-label={t('scenario.catalogue')} data-testid="scenario-catalogue">
      <Show when={!runs.catalogue.loading} fallback={<p class="pane-empty">…</p>}>
        {/* The tags under each title, explained once (each tag's tooltip says the same). */}
        <p class="catalogue-legend" data-testid="catalogue-legend">
          {t('scenario.legend')}{' '}
          <span class="chip" data-kind="ok">{t('scenario.answer')}</span> {t('scenario.answerHint')}{t('scenario.legendSep')}
          <span class="chip" data-kind="ok">{t('scenario.success')}</span> {t('scenario.successHint')}{t('scenario.legendSep')}
          <span class="chip" data-kind="code">{t('scenario.codeTag')}</span> {t('scenario.codeHint')}{t('scenario.legendSep')}
          <span class="chip" data-kind="code">{t('scenario.error')}</span> {t('scenario.errorHint')}{t('scenario.legendEnd')}
        </p>
        <For each={groups()}>
          {(group) => (
            <section class="catalogue-group" data-group={group.group} aria-labelledby={`catalogue-group-${group.group}`}>
              <h2 class="pane-title" id={`catalogue-group-${group.group}`}>{t(GROUP_KEYS[group.group])}</h2>
              <ul>
                <For each={group.items}>
                  {(scenario) => (
                    <li>
                      <ScenarioItem
                        scenario={scenario}
                        data-testid={`scenario-${scenario.id}`}
                        active={active(scenario.id)}
                        verdict={runs.results().get(resultKey({ kind: 'builtin' }, scenario))}
                        onOpen={() => runs.open(scenario, { kind: 'builtin' })}
                      />
                    </li>
                  )}
                </For>
              </ul>
            </section>
          )}
        </For>
        <Show when={invalid().length > 0}>
          <section class="catalogue-group" data-testid="invalid-scenarios">
            <h2 class="pane-title">{t('scenario.invalid')}</h2>
            <For each={invalid()}>{(entry) => <p class="player-error" data-verbatim>{entry.ok ? '' : entry.error}</p>}</For>
          </section>
        </Show>
      </Show>
    </nav>
  );
}
