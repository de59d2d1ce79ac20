/**
 * "Crash the agent", one of the simulated conditions (§5.4): the worker throws an
 * uncaught error, or ends without a word, so the "agent stopped" state (cards
 * withdrawn, rows Interrupted, Reset) can be seen and tested. The two differ in
 * how the page finds out: the Worker's `error` event, or the released life lock
 * (docs/decisions/2026-12-03-agent-stopped.md). One row of the Simulate popover,
 * self-contained: plain props, its own copy and style.
 */
import { Button } from '@kobalte/core/button';
import { createUniqueId, type JSX } from 'solid-js';
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
  return (
    <div class="simulate-row crash" role="group" aria-labelledby={labelId} aria-describedby={hintId} data-testid="crash-agent">
      <span class="simulate-label" id={labelId}>
        {t('crash.title')}
      </span>
      <div class="crash-actions">
        <Button class="btn btn--small btn--outline crash-btn" data-testid="crash-throw" disabled={props.disabled === true} onClick={() => props.onCrash('throw')}>
          {t('crash.throw')}
        </Button>
        <Button class="btn btn--small btn--outline crash-btn" data-testid="crash-exit" disabled={props.disabled === true} onClick={() => props.onCrash('exit')}>
          {t('crash.exit')}
        </Button>
      </div>
      <p class="simulate-hint" id={hintId}>
        {t('crash.hint')}
      </p>
    </div>
  );
}
