/**
 * "Nobody answers" (SPEC §8.1): a fake clock (Play, scrub, ×10) that plays,
 * lane by lane, what each harness does to a question left pending, with the
 * setting that changes it and its source. The lanes' plans are pure data
 * (src/surfaces/outcomes/clock.ts); this component owns only the clock: real
 * time drives the fake one while playing, and it stops at the end of the span.
 */
import { Button } from '@kobalte/core/button';
import { Slider } from '@kobalte/core/slider';
import { For, Show, createMemo, createSignal, onCleanup, type JSX } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import type { AskUserQuestionItem } from '../../protocol/index.ts';
import { CLOCK_LANES, CLOCK_SECONDS, laneAt, type ClockLane, type LaneState } from '../../surfaces/outcomes/clock.ts';
import { Segmented } from '../ui/Segmented.tsx';
import { PauseIcon, PlayIcon } from '../ui/icons.tsx';
import { CodeSpans } from './CodeSpans.tsx';
import { outcomesCopy } from './outcomes-copy.ts';
import { Payload, SourceLink, useRowName } from './SurfaceOutcomes.tsx';

/** m:ss, as the clock reads. */
export function clockTime(seconds: number): string {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const TICK_MS = 100;

export function NobodyAnswers(props: { questions: readonly AskUserQuestionItem[]; level: 3 | 4; idPrefix: string }): JSX.Element {
  const t = outcomesCopy.use();
  const [seconds, setSeconds] = createSignal(0);
  const [speed, setSpeed] = createSignal<'1' | '10'>('1');
  const [playing, setPlaying] = createSignal(false);
  let timer: ReturnType<typeof setInterval> | undefined;
  let last = 0;
  const stop = (): void => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    setPlaying(false);
  };
  // Real elapsed time, not tick counts, moves the clock: a busy page slows the ticks, not the clock.
  const tick = (): void => {
    const now = performance.now();
    const next = Math.min(CLOCK_SECONDS, seconds() + ((now - last) / 1000) * Number(speed()));
    last = now;
    setSeconds(next);
    if (next >= CLOCK_SECONDS) stop();
  };
  const play = (): void => {
    if (playing()) {
      stop();
      return;
    }
    if (seconds() >= CLOCK_SECONDS) setSeconds(0);
    last = performance.now();
    timer = setInterval(tick, TICK_MS);
    setPlaying(true);
  };
  onCleanup(stop);
  return (
    <section class="clock" data-testid="nobody-answers" aria-labelledby={`${props.idPrefix}clock-title`}>
      <Dynamic component={props.level === 3 ? 'h3' : 'h4'} class="outcomes-title" id={`${props.idPrefix}clock-title`}>
        {t('clock.title')}
      </Dynamic>
      <p class="outcomes-intro">{t('clock.intro')}</p>
      <div class="clock-controls">
        <Button class="btn btn--small btn--primary" data-testid="clock-play" aria-pressed={playing()} onClick={play}>
          {playing() ? <PauseIcon /> : <PlayIcon />}
          {playing() ? t('clock.pause') : t('clock.play')}
        </Button>
        <Segmented
          label={t('clock.speed')}
          data-testid="clock-speed"
          itemTestIdPrefix="clock-speed-"
          value={speed()}
          options={[
            { value: '1', label: '×1' },
            { value: '10', label: '×10' },
          ]}
          onChange={setSpeed}
        />
        <output class="clock-time" data-testid="clock-time" data-seconds={Math.floor(seconds())} aria-live="off">
          {clockTime(seconds())}
        </output>
      </div>
      <Slider
        class="clock-scrub"
        minValue={0}
        maxValue={CLOCK_SECONDS}
        step={5}
        value={[seconds()]}
        onChange={(v) => setSeconds(v[0] ?? 0)}
        getValueLabel={(p) => clockTime(p.values[0] ?? 0)}
      >
        <Slider.Label class="clock-scrub-label">{t('clock.scrub')}</Slider.Label>
        <Slider.Track class="slider-track">
          <Slider.Fill class="slider-fill" />
          <Slider.Thumb class="slider-thumb" data-testid="clock-scrub" />
        </Slider.Track>
      </Slider>
      <div class="clock-legend" aria-hidden="true">
        <span class="clock-key" data-mark="countdown" />
        {t('clock.countdownMark')}
        <span class="clock-key" data-mark="resolve" />
        {t('clock.resolveMark')}
      </div>
      <ol class="clock-lanes">
        <For each={CLOCK_LANES}>{(lane) => <Lane lane={lane} questions={props.questions} seconds={seconds()} />}</For>
      </ol>
    </section>
  );
}

function Lane(props: { lane: ClockLane; questions: readonly AskUserQuestionItem[]; seconds: number }): JSX.Element {
  const t = outcomesCopy.use();
  const rowName = useRowName();
  const [setting, setSetting] = createSignal(props.lane.setting?.initial ?? '');
  const plan = createMemo(() => props.lane.plan(props.questions, setting()));
  const state = createMemo((): LaneState => laneAt(plan(), props.seconds));
  const pct = (s: number): string => `${(s / CLOCK_SECONDS) * 100}%`;
  const status = (): string => {
    const s = state();
    if (s.kind === 'countdown') return t('clock.countdown', { seconds: s.remaining });
    if (s.kind === 'resolved') return t('clock.resolved', { time: clockTime(s.at) });
    return t('clock.waiting');
  };
  return (
    <li class="clock-lane" data-lane={props.lane.row} data-state={state().kind} data-setting={setting()}>
      <div class="clock-lane-head">
        <span class="clock-lane-name">{rowName(props.lane.row)}</span>
        <span class="clock-lane-state" data-testid="lane-state" data-state={state().kind}>
          {status()}
        </span>
      </div>
      <Show when={props.lane.setting}>
        {(s) => (
          <Segmented
            label={`${rowName(props.lane.row)}: ${t('clock.settings')}`}
            data-testid="lane-setting"
            itemTestIdPrefix="lane-setting-"
            value={setting()}
            options={s().options.map((value) => ({ value, label: t(`clock.opt.${props.lane.row}.${value}` as Parameters<typeof t>[0]) }))}
            onChange={setSetting}
          />
        )}
      </Show>
      {/* The lane's timeline: where a countdown starts and where the ask ends by itself; the bar is the clock. */}
      <div class="clock-track" aria-hidden="true">
        <div class="clock-fill" style={{ width: pct(Math.min(props.seconds, plan().resolvesAt ?? CLOCK_SECONDS)) }} data-state={state().kind} />
        <Show when={plan().countdownFrom !== undefined}>
          <span class="clock-mark" data-mark="countdown" style={{ left: pct(plan().countdownFrom ?? 0) }} />
        </Show>
        <Show when={plan().resolvesAt !== undefined}>
          <span class="clock-mark" data-mark="resolve" style={{ left: pct(plan().resolvesAt ?? 0) }} />
        </Show>
      </div>
      <Show when={plan().resolvesAt === undefined}>
        <div class="clock-noend">{t('clock.noEnd')}</div>
      </Show>
      <p class="clock-note">
        <CodeSpans text={t(`clock.note.${props.lane.row}`)} />
      </p>
      <Show when={state().kind === 'resolved' ? (state() as Extract<LaneState, { kind: 'resolved' }>).delivery : undefined}>
        {(delivery) => <Payload delivery={delivery()} />}
      </Show>
      <SourceLink id={plan().source} />
    </li>
  );
}
