/**
 * "Crash the agent", one of the simulated conditions (§5.4): the worker throws an
 * uncaught error, or ends without a word, so the "agent stopped" state (cards
 * withdrawn, rows Interrupted, Reset) can be seen and tested. The two differ in
 * how the page finds out: the Worker's `error` event, or the released life lock
 * (docs/decisions/2026-12-03-agent-stopped.md). Plain props: mount it as a row
 * wherever the simulated conditions live.
 */
import { Button } from '@kobalte/core/button';
import type { JSX } from 'solid-js';
import { crashCopy } from './crash-copy.ts';

export interface CrashAgentProps {
  readonly onCrash: (how: 'throw' | 'exit') => void;
  /** Nothing left to crash: the agent has already stopped. */
  readonly disabled?: boolean;
}

export function CrashAgent(props: CrashAgentProps): JSX.Element {
  const t = crashCopy.use();
  return (
    <div class="crash" role="group" aria-labelledby="crash-agent-label" data-testid="crash-agent">
      <span class="crash-label" id="crash-agent-label">
        {t('crash.title')}
      </span>
      <div class="crash-actions">
        <Button
          class="btn btn--small btn--outline crash-btn"
          data-testid="crash-throw"
          title={t('crash.throwHint')}
          disabled={props.disabled === true}
          onClick={() => props.onCrash('throw')}
        >
          {t('crash.throw')}
        </Button>
        <Button
          class="btn btn--small btn--outline crash-btn"
          data-testid="crash-exit"
          title={t('crash.exitHint')}
          disabled={props.disabled === true}
          onClick={() => props.onCrash('exit')}
        >
          {t('crash.exit')}
        </Button>
      </div>
    </div>
  );
}
