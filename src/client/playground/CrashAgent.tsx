/**
 * "Crash the agent", one of the simulated conditions (§5.4): the worker throws an
 * uncaught error, or ends without a word, so the "agent stopped" state (cards
 * withdrawn, rows Interrupted, Reset) can be seen and tested. The two differ in
 * how the page finds out: the Worker's `error` event, or the released life lock
 * (docs/decisions/2026-12-03-agent-stopped.md). One row of the Simulate popover,
 * self-contained: plain props, its own copy and style.
 */
import { Button } from '@kobalte/core/button';
import { createEffect, createUniqueId, on, type JSX } from 'solid-js';
import { rescueFocus } from '../ui/portal-tab-order.ts';
import { crashCopy } from './crash-copy.ts';
import '../styles/reliability.css';

export interface CrashAgentProps {
  readonly onCrash: (how: 'throw' | 'exit') => void;
  /** Nothing left to crash: the agent has already stopped. */
  readonly disabled?: boolean;
}

export function CrashAgent(props: CrashAgentProps): JSX.Element {
  const t = crashCopy.use();
  const labelId = createUniqueId();
  const hintId = createUniqueId();
  let root: HTMLDivElement | undefined;
  let pressed: HTMLButtonElement | undefined;
  // Once the agent has stopped, both buttons disable themselves, and the one pressed drops focus to <body>.
  // Focus goes to the popover's first control rather than to the agent-stopped notice's Reset: the notice is
  // an alert, so it is announced wherever focus is; a second Enter on a focused Reset would wipe the very
  // state the person crashed the agent to look at; and Escape still closes the popover onto Simulate.
  createEffect(
    on(
      () => props.disabled === true,
      (disabled) => {
        if (disabled && root?.isConnected === true) rescueFocus(pressed, root.closest<HTMLElement>('[role="dialog"]'));
      },
      { defer: true },
    ),
  );
  const crash = (how: 'throw' | 'exit', button: HTMLButtonElement): void => {
    pressed = button;
    props.onCrash(how);
  };
  return (
    <div ref={root} class="simulate-row crash" role="group" aria-labelledby={labelId} aria-describedby={hintId} data-testid="crash-agent">
      <span class="simulate-label" id={labelId}>
        {t('crash.title')}
      </span>
      <div class="crash-actions">
        <Button class="btn btn--small btn--outline crash-btn" data-testid="crash-throw" disabled={props.disabled === true} onClick={(event) => crash('throw', event.currentTarget)}>
          {t('crash.throw')}
        </Button>
        <Button class="btn btn--small btn--outline crash-btn" data-testid="crash-exit" disabled={props.disabled === true} onClick={(event) => crash('exit', event.currentTarget)}>
          {t('crash.exit')}
        </Button>
      </div>
      <p class="simulate-hint" id={hintId}>
        {t('crash.hint')}
      </p>
    </div>
  );
}
