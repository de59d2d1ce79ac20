/**
 * The scenario panel (§4, §5.1): the catalogue grouped by kind with each
 * scenario's expected outcome, the player controls (play, pause, step, restart,
 * autoplay), and after a run the expected and actual outcome of every ask,
 * marked pass or fail. Loaded lazily: the first card never waits for it.
 */
import { Button } from '@kobalte/core/button';
import { Switch } from '@kobalte/core/switch';
import { For, Show, createEffect, createMemo, createResource, createSignal, onCleanup, onMount, type JSX } from 'solid-js';
import type { HostClient, PendingQuestion } from '../../bridge/client.ts';
import { ScenarioPlayer } from '../../scenarios/player.ts';
import { SCENARIO_GROUPS, isAskingStep, textIn, type Scenario, type Step } from '../../scenarios/schema.ts';
import { flattenSteps } from '../../scenarios/tracker.ts';
import { useLocale } from '../locale/locale.ts';
import { makeDomUser } from './dom-user.ts';
import { loadCatalogue } from './catalogue.ts';
import { scenarioCopy, type ScenarioKey } from './scenario-copy.ts';

export interface ScenarioPanelProps {
  readonly client: HostClient;
  /** Autoplay at reading pace (docs embeds): each card stays up long enough to be read. */
  readonly readingPace?: boolean;
  readonly findQuestion: (rpcId: string) => PendingQuestion | undefined;
  readonly onTransport: (fault: { latencyMs?: number; rejectNext?: 'not-pending' | 'bad-response' | null; failNextSend?: boolean }) => void;
  /** Open and start this scenario once the catalogue is loaded (`?scenario=`). */
  readonly initialId?: string | undefined;
  /** The worker already started `initialId` at boot (`run/boot`): follow that run instead of starting another. */
  readonly initialStarted?: boolean;
  readonly initialAutoplay?: boolean;
  /** Reports the open scenario (for the share URL and the conversation header). */
  readonly onOpen?: (scenario: Scenario | null) => void;
}

const GROUP_KEYS: Record<(typeof SCENARIO_GROUPS)[number], ScenarioKey> = {
  shapes: 'scenario.groupShapes',
  'plan-review': 'scenario.groupPlan',
  errors: 'scenario.groupErrors',
  races: 'scenario.groupRaces',
};

/** The outcomes a scenario expects, in order: codes, or "answer"/"text". */
export function expectedOutcomes(scenario: Scenario): string[] {
  return flattenSteps(scenario.steps).flatMap(({ step }: { step: Step }) => {
    if (!isAskingStep(step)) return 'provider' in step && step.expect !== undefined ? [step.expect.code] : [];
    const e = step.expect;
    return ['code' in e ? e.code : 'answer' in e ? 'answer' : 'text'];
  });
}

export default function ScenarioPanel(props: ScenarioPanelProps): JSX.Element {
  const { locale, setLocale } = useLocale();
  const t = scenarioCopy.use();
  const [catalogue] = createResource(loadCatalogue);
  const [version, setVersion] = createSignal(0);
  const [autoplay, setAutoplay] = createSignal(props.initialAutoplay === true);
  const player = new ScenarioPlayer({
    client: props.client,
    findQuestion: props.findQuestion,
    adapter: makeDomUser(props.readingPace === true ? { stepMs: 900, read: true } : { stepMs: 450 }),
    onTransport: props.onTransport,
  });
  player.autoplay = autoplay();
  const unsubscribe = player.subscribe(() => setVersion((v) => v + 1));
  onCleanup(() => {
    unsubscribe();
    player.dispose();
  });

  const tracker = createMemo(() => {
    version();
    return player.tracker;
  });
  const state = createMemo(() => {
    version();
    return player.tracker?.state ?? 'idle';
  });
  const lastRun = new Map<string, boolean>();
  const [results, setResults] = createSignal<ReadonlyMap<string, boolean>>(new Map());

  const open = (scenario: Scenario, started = false): void => {
    if (scenario.setup?.locale !== undefined) setLocale(scenario.setup.locale);
    if (started) player.adopt(scenario);
    else player.start(scenario);
    props.onOpen?.(scenario);
  };

  // Record pass/fail per scenario when a run ends.
  createEffect(() => {
    version();
    const tr = player.tracker;
    if (tr === undefined || (tr.state !== 'done' && tr.state !== 'stopped')) return;
    lastRun.set(tr.scenario.id, tr.passed());
    setResults(new Map(lastRun));
  });

  onMount(() => {
    const id = props.initialId;
    if (id === undefined) return;
    void loadCatalogue().then((entries) => {
      const entry = entries.find((e) => e.ok && e.scenario.id === id);
      if (entry?.ok === true) open(entry.scenario, props.initialStarted === true);
      else props.client.log.add('to-worker', { type: 'scenario/open', id }, `no scenario with id "${id}"`);
    });
  });

  const groups = createMemo(() => {
    const entries = catalogue() ?? [];
    return SCENARIO_GROUPS.map((group) => ({
      group,
      items: entries.flatMap((e) => (e.ok && e.scenario.group === group ? [e.scenario] : [])),
    }));
  });
  const invalid = createMemo(() => (catalogue() ?? []).flatMap((e) => (e.ok ? [] : [e])));

  return (
    <div class="scenarios" data-testid="scenario-panel" data-state={state()}>
      <Show when={tracker()}>
        {(tr) => (
          <section class="player" aria-label={t('scenario.player')} data-testid="player" data-state={state()}>
            <div class="player-head">
              <h2 class="player-title">{textIn(tr().scenario.title, locale())}</h2>
              <span class="player-state" data-testid="player-state" data-state={state()}>
                {t(`scenario.state.${state()}` as ScenarioKey)}
              </span>
            </div>
            <p class="player-desc">{textIn(tr().scenario.description, locale())}</p>
            <div class="player-controls">
              <Button class="btn btn--small btn--outline" data-testid="player-restart" onClick={() => player.restart()}>
                {t('scenario.restart')}
              </Button>
              <Show
                when={state() === 'paused'}
                fallback={
                  <Button
                    class="btn btn--small btn--ghost"
                    data-testid="player-pause"
                    disabled={state() !== 'running'}
                    onClick={() => player.control('pause')}
                  >
                    {t('scenario.pause')}
                  </Button>
                }
              >
                <Button class="btn btn--small btn--ghost" data-testid="player-resume" onClick={() => player.control('resume')}>
                  {t('scenario.resume')}
                </Button>
              </Show>
              <Button
                class="btn btn--small btn--ghost"
                data-testid="player-step"
                disabled={state() !== 'paused'}
                onClick={() => player.control('step')}
              >
                {t('scenario.step')}
              </Button>
            </div>
            <Switch
              class="switch"
              checked={autoplay()}
              onChange={(on) => {
                setAutoplay(on);
                player.autoplay = on;
              }}
              data-testid="autoplay"
            >
              <Switch.Input class="switch-input" />
              <Switch.Control class="switch-control">
                <Switch.Thumb class="switch-thumb" />
              </Switch.Control>
              <Switch.Label class="switch-label">{t('scenario.autoplay')}</Switch.Label>
            </Switch>
            <Show when={(tr().state === 'invalid' || tr().state === 'stopped') && tr().error}>{(error) => <p class="player-error">{error()}</p>}</Show>
            <ol class="verdicts" data-testid="verdicts">
              <For each={(version(), tr().verdicts())}>
                {(row) => {
                  const record = tr().asks.find((a) => a.path === row.path);
                  const settled = record === undefined || record.state === 'settled';
                  const mark = !settled ? 'pending' : row.interactive ? 'interactive' : row.verdict.pass ? 'pass' : 'fail';
                  return (
                    <li class="verdict" data-testid="verdict" data-mark={mark}>
                      <span class="verdict-mark" aria-hidden="true">
                        {mark === 'pass' ? '✓' : mark === 'fail' ? '✗' : mark === 'interactive' ? '●' : '…'}
                      </span>
                      <span class="verdict-path">{t('scenario.stepN', { n: row.path })}</span>
                      <span class="visually-hidden">{t(`scenario.mark.${mark}` as ScenarioKey)}</span>
                      <dl class="verdict-body">
                        <dt>{t('scenario.expected')}</dt>
                        <dd>
                          <code>{row.verdict.expected}</code>
                        </dd>
                        <Show when={settled}>
                          <dt>{t('scenario.actual')}</dt>
                          <dd>
                            <code>{row.verdict.actual}</code>
                          </dd>
                        </Show>
                      </dl>
                    </li>
                  );
                }}
              </For>
            </ol>
          </section>
        )}
      </Show>

      <nav class="catalogue" aria-label={t('scenario.catalogue')}>
        <Show when={!catalogue.loading} fallback={<p class="pane-empty">…</p>}>
          <For each={groups()}>
            {(group) => (
              <section class="catalogue-group" data-group={group.group}>
                <h2 class="pane-title">{t(GROUP_KEYS[group.group])}</h2>
                <ul>
                  <For each={group.items}>
                    {(scenario) => (
                      <li>
                        <Button
                          class="scenario-item"
                          classList={{ 'scenario-item--active': (version(), player.scenario?.id === scenario.id) }}
                          data-testid={`scenario-${scenario.id}`}
                          data-result={results().has(scenario.id) ? (results().get(scenario.id) === true ? 'pass' : 'fail') : undefined}
                          title={textIn(scenario.description, locale())}
                          onClick={() => open(scenario)}
                        >
                          <span class="scenario-title">{textIn(scenario.title, locale())}</span>
                          <span class="scenario-expect">
                            <For each={[...new Set(expectedOutcomes(scenario))]}>
                              {(outcome) => (
                                <span class="chip" data-kind={outcome === 'answer' || outcome === 'text' ? 'ok' : 'code'}>
                                  {outcome === 'answer' ? t('scenario.answer') : outcome === 'text' ? t('scenario.success') : outcome}
                                </span>
                              )}
                            </For>
                          </span>
                          <Show when={results().get(scenario.id) !== undefined}>
                            <span class="scenario-result" aria-label={results().get(scenario.id) === true ? t('scenario.mark.pass') : t('scenario.mark.fail')}>
                              {results().get(scenario.id) === true ? '✓' : '✗'}
                            </span>
                          </Show>
                        </Button>
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
              <For each={invalid()}>{(entry) => <p class="player-error">{entry.ok ? '' : entry.error}</p>}</For>
            </section>
          </Show>
        </Show>
      </nav>
    </div>
  );
}
