/**
 * The composer's place once the agent has stopped for good: what happened, that
 * its questions were withdrawn, and Reset. Loaded only when an agent stops.
 */
import { Button } from '@kobalte/core/button';
import { Show, type JSX } from 'solid-js';
import type { AgentStopReason } from '../../bridge/client.ts';
import { stoppedCopy } from './stopped-copy.ts';
import '../styles/reliability.css';

export interface AgentStoppedProps {
  readonly reason: AgentStopReason;
  readonly onReset?: (() => void) | undefined;
}

export default function AgentStopped(props: AgentStoppedProps): JSX.Element {
  const t = stoppedCopy.use();
  return (
    <div class="agent-stopped" role="alert" data-testid="agent-stopped" data-reason={props.reason.kind}>
      <p class="agent-stopped-text">
        {/* Why it stopped is the transcript's notice, just above: said once. */}
        <strong>{t('stopped.title')}</strong> {t('stopped.hint')}
      </p>
      <Show when={props.onReset}>
        {(reset) => (
          <Button class="btn btn--primary btn--small" data-testid="stopped-reset" onClick={() => reset()()}>
            {t('stopped.reset')}
          </Button>
        )}
      </Show>
    </div>
  );
}
