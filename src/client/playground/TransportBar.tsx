/**
 * Simulated transport conditions (§5.4): response latency, "reject the next
 * response" (a not-pending or bad-response receipt) and "fail the next send", so
 * the card's submitting and failed-send states can be reached on purpose.
 */
import { ToggleButton } from '@kobalte/core/toggle-button';
import { Show, type JSX } from 'solid-js';
import { Segmented } from '../ui/Segmented.tsx';
import type { TransportState } from './transport-state.ts';
import { transportCopy } from './transport-copy.ts';
import { CrashAgent } from './CrashAgent.tsx';
import '../styles/reliability.css';

export { IDLE_TRANSPORT, type TransportState } from './transport-state.ts';

export interface TransportBarProps {
  readonly value: TransportState;
  readonly onChange: (next: TransportState) => void;
  /** "Crash the agent" (one more simulated condition); absent, the control is not shown. */
  readonly onCrash?: (how: 'throw' | 'exit') => void;
  readonly agentStopped?: boolean;
}

export function TransportBar(props: TransportBarProps): JSX.Element {
  const t = transportCopy.use();
  return (
    <div class="transport" role="group" aria-label={t('transport.title')} data-testid="transport">
      <span class="transport-label" aria-hidden="true">
        {t('transport.title')}
      </span>
      <Segmented
        label={t('transport.latency')}
        data-testid="latency"
        value={String(props.value.latencyMs)}
        options={[
          { value: '0', label: t('transport.latencyNone') },
          { value: '300', label: '300 ms' },
          { value: '1500', label: '1.5 s' },
        ]}
        onChange={(v) => props.onChange({ ...props.value, latencyMs: Number(v) })}
      />
      <Segmented
        label={t('transport.reject')}
        data-testid="reject-next"
        value={props.value.rejectNext ?? 'none'}
        options={[
          { value: 'none', label: t('transport.rejectNone') },
          { value: 'not-pending', label: 'not-pending' },
          { value: 'bad-response', label: 'bad-response' },
        ]}
        onChange={(v) => props.onChange({ ...props.value, rejectNext: v === 'none' ? null : v })}
      />
      <ToggleButton
        class="toggle"
        data-testid="fail-next-send"
        pressed={props.value.failNextSend}
        onChange={(on) => props.onChange({ ...props.value, failNextSend: on })}
      >
        {t('transport.failNext')}
      </ToggleButton>
      <Show when={props.onCrash}>{(crash) => <CrashAgent onCrash={crash()} disabled={props.agentStopped === true} />}</Show>
    </div>
  );
}
