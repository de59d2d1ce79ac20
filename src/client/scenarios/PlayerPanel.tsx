/**
 * The player (§10.4), compact enough for the canvas header: one row with the
 * scenario's title, its state, Restart, Play/Pause, Step and the Autoplay
 * switch (icons and a shorter switch label in one column, so it stays one row at 390 px), and a "Script" disclosure holding the whole script (ScriptList),
 * which scrolls within its own height, keeps the running step in view, and is
 * a pane the person can make taller or shorter (a grip under it, dragged or
 * moved with the arrow keys). Step on a finished run starts it again
 * paused, so a person can walk a story from its first step; Step with a card of
 * the run up plays that card's scripted answer. With the agent stopped (crashed)
 * every control is off and a line points at Reset. It reads the runs
 * store; `onShowFrames` lets the page bring the Timeline forward when a person
 * picks a step.
 */
import { Button } from '@kobalte/core/button';
import { Collapsible } from '@kobalte/core/collapsible';
import { Switch } from '@kobalte/core/switch';
import { Show, createEffect, createSignal, on, type JSX } from 'solid-js';
import { textIn } from '../../scenarios/schema.ts';
import { useLocale } from '../locale/locale.ts';
import { ChevronRight, PauseIcon, PlayIcon, ReplayIcon, StepIcon } from '../ui/icons.tsx';
import type { ScenarioRuns } from './runs.ts';
import { scenarioCopy, type ScenarioKey } from './scenario-copy.ts';
import { ScriptList } from './ScriptList.tsx';
import '../styles/repro.css';

export interface PlayerPanelProps {
  readonly runs: ScenarioRuns;
  /** The script starts open (a roomy side panel) or closed (the canvas header). */
  readonly scriptOpen?: boolean;
  /** Show the scenario's title (off where a header beside it already names the scenario). */
  readonly showTitle?: boolean;
  /** A step was picked: its frames are marked in the Timeline, which the page may now show. */
  readonly onShowFrames?: (path: string) => void;
}

/**
 * A control's face: its word, and an icon that replaces the word where the player is one tight row (one column,
 * below 760 px: repro.css). The button's accessible name is the word at every width.
 */
function Face(props: { readonly label: string; readonly icon: JSX.Element }): JSX.Element {
  return (
    <>
      <span class="player-icon" aria-hidden="true">
        {props.icon}
      </span>
      <span class="player-word">{props.label}</span>
    </>
  );
}

export function PlayerPanel(props: PlayerPanelProps): JSX.Element {
  const t = scenarioCopy.use();
  const { locale } = useLocale();
  const runs = props.runs;
  const state = runs.state;
  const ended = () => state() === 'done' || state() === 'stopped' || state() === 'invalid' || state() === 'idle';
  const select = (path: string | null): void => {
    runs.selectStep(path);
    if (path !== null) props.onShowFrames?.(path);
  };
  // The Script's height, once the person has set it (null: the stylesheet's, which gives way to a card).
  const [scriptHeight, setScriptHeight] = createSignal<number | null>(null);
  let scriptRef: HTMLDivElement | undefined;
  // The running step is kept in view inside the Script, without scrolling anything around it.
  const keepCursorInView = (): void => {
    const box = scriptRef;
    const step = box?.querySelector<HTMLElement>('[data-testid="script-step"][data-cursor]');
    if (box === undefined || step === null || step === undefined || box.clientHeight === 0) return;
    const top = step.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    const height = step.offsetHeight;
    // A step taller than the Script shows its first lines (what it does); a shorter one is brought just into view.
    if (top < box.scrollTop || height >= box.clientHeight - 8) box.scrollTop = top - 4;
    else if (top + height > box.scrollTop + box.clientHeight) box.scrollTop = top + height - box.clientHeight + 4;
  };
  createEffect(on([() => runs.version(), () => runs.tracker()?.cursor, scriptHeight], () => requestAnimationFrame(keepCursorInView)));
  /** Keeps the Script between three lines and most of the canvas, so the card below always has room. */
  const clampHeight = (h: number): number => {
    const canvas = scriptRef?.closest<HTMLElement>('[data-testid="canvas"]');
    const most = Math.max(120, (canvas?.clientHeight ?? window.innerHeight) * 0.6);
    return Math.round(Math.min(Math.max(h, 60), most));
  };
  const currentHeight = (): number => scriptHeight() ?? scriptRef?.getBoundingClientRect().height ?? 160;
  const onGripKey = (event: KeyboardEvent): void => {
    const step = event.shiftKey ? 96 : 24;
    if (event.key === 'ArrowDown') setScriptHeight(clampHeight(currentHeight() + step));
    else if (event.key === 'ArrowUp') setScriptHeight(clampHeight(currentHeight() - step));
    else if (event.key === 'Home') setScriptHeight(clampHeight(0));
    else if (event.key === 'End') setScriptHeight(clampHeight(Number.POSITIVE_INFINITY));
    else return;
    event.preventDefault();
  };
  const onGripDown = (event: PointerEvent): void => {
    const grip = event.currentTarget as HTMLElement;
    const startY = event.clientY;
    const startH = currentHeight();
    grip.setPointerCapture(event.pointerId);
    const move = (e: PointerEvent): void => {
      setScriptHeight(clampHeight(startH + e.clientY - startY));
    };
    const up = (): void => {
      grip.removeEventListener('pointermove', move);
      grip.removeEventListener('pointerup', up);
      grip.removeEventListener('pointercancel', up);
    };
    grip.addEventListener('pointermove', move);
    grip.addEventListener('pointerup', up);
    grip.addEventListener('pointercancel', up);
    event.preventDefault();
  };
  return (
    <Show
      when={runs.tracker()}
      fallback={
        <section class="player player--empty" data-testid="player" data-state="idle" aria-label={t('scenario.player')}>
          <p class="pane-empty">{t('scenario.nothingOpen')}</p>
        </section>
      }
    >
      {(tracker) => (
        <section
          class="player"
          aria-label={t('scenario.player')}
          data-testid="player"
          data-state={state()}
          data-verdict={(runs.version(), tracker().outcome())}
          style={scriptHeight() === null ? undefined : { '--script-height': `${String(scriptHeight())}px` }}
        >
          <Collapsible
            class="player-collapsible"
            defaultOpen={props.scriptOpen === true}
            forceMount
            onOpenChange={(open) => {
              if (open) requestAnimationFrame(keepCursorInView);
            }}
          >
            <div class="player-row">
              <Show when={props.showTitle !== false}>
                <span class="player-title" title={textIn(tracker().scenario.description, locale())}>
                  {textIn(tracker().scenario.title, locale())}
                </span>
              </Show>
              <span class="player-state" data-testid="player-state" data-state={state()}>
                {t(`scenario.state.${state()}` as ScenarioKey)}
              </span>
              <div class="player-controls" role="group" aria-label={t('scenario.player')}>
                <Button class="btn btn--small btn--ghost" data-testid="player-restart" aria-label={t('scenario.restart')} disabled={runs.agentStopped()} onClick={() => runs.restart()}>
                  <Face label={t('scenario.restart')} icon={<ReplayIcon />} />
                </Button>
                <Show
                  when={state() === 'paused'}
                  fallback={
                    <Show
                      when={!ended()}
                      fallback={
                        <Button class="btn btn--small btn--ghost" data-testid="player-play" aria-label={t('scenario.play')} disabled={runs.agentStopped()} onClick={() => runs.restart()}>
                          <Face label={t('scenario.play')} icon={<PlayIcon />} />
                        </Button>
                      }
                    >
                      <Button class="btn btn--small btn--ghost" data-testid="player-pause" aria-label={t('scenario.pause')} disabled={runs.agentStopped()} onClick={() => runs.control('pause')}>
                        <Face label={t('scenario.pause')} icon={<PauseIcon />} />
                      </Button>
                    </Show>
                  }
                >
                  <Button class="btn btn--small btn--ghost" data-testid="player-resume" aria-label={t('scenario.resume')} disabled={runs.agentStopped()} onClick={() => runs.control('resume')}>
                    <Face label={t('scenario.resume')} icon={<PlayIcon />} />
                  </Button>
                </Show>
                <Button
                  class="btn btn--small btn--ghost"
                  data-testid="player-step"
                  aria-label={t('scenario.step')}
                  disabled={runs.agentStopped() || (state() === 'running' && !runs.canPlayCard())}
                  onClick={() => (ended() ? runs.restart({ paused: true }) : runs.control('step'))}
                >
                  <Face label={t('scenario.step')} icon={<StepIcon />} />
                </Button>
              </div>
              <Switch class="switch player-autoplay" checked={runs.autoplay()} onChange={(on) => runs.setAutoplay(on)} data-testid="autoplay">
                <Switch.Input class="switch-input" />
                <Switch.Control class="switch-control">
                  <Switch.Thumb class="switch-thumb" />
                </Switch.Control>
                <Switch.Label class="switch-label">
                  <span class="player-word">{t('scenario.autoplay')}</span>
                  <span class="player-word-short">{t('scenario.autoplayShort')}</span>
                </Switch.Label>
              </Switch>
              <Collapsible.Trigger class="btn btn--small btn--ghost player-script-toggle" data-testid="player-script-toggle">
                <span class="player-chevron" aria-hidden="true">
                  <ChevronRight />
                </span>
                {t('scenario.script')}
              </Collapsible.Trigger>
            </div>
            <Show when={runs.agentStopped()}>
              <p class="player-note" data-testid="player-agent-stopped">{t('scenario.agentStopped')}</p>
            </Show>
            <Show when={(tracker().state === 'invalid' || tracker().state === 'stopped') && tracker().error}>
              {(error) => <p class="player-error" data-verbatim>{error()}</p>}
            </Show>
            <Show when={(runs.version(), tracker().diverged)}>
              <p class="player-note" data-testid="differs-note">{t('scenario.differsNote')}</p>
            </Show>
            <Collapsible.Content class="player-script" ref={scriptRef} data-testid="player-script">
              <ScriptList tracker={tracker()} version={runs.version()} selected={runs.selectedStep()} onSelect={select} />
            </Collapsible.Content>
            {/* The Script's lower edge: drag it, or focus it and use the arrow keys, to give the Script more or less room. */}
            <div
              class="player-script-grip"
              role="separator"
              aria-orientation="horizontal"
              aria-label={t('scenario.resizeScript')}
              aria-valuenow={Math.round(currentHeight())}
              aria-valuemin={60}
              tabindex="0"
              data-testid="player-script-grip"
              onKeyDown={onGripKey}
              onPointerDown={onGripDown}
            />
          </Collapsible>
        </section>
      )}
    </Show>
  );
}
