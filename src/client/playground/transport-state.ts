/**
 * The simulated transport conditions the toolbar shows (§5.4), apart from the
 * TransportBar component so the playground can hold the state without loading
 * the bar's chunk (it arrives after the first card).
 */
export interface TransportState {
  readonly latencyMs: number;
  readonly rejectNext: 'not-pending' | 'bad-response' | null;
  readonly failNextSend: boolean;
}

export const IDLE_TRANSPORT: TransportState = { latencyMs: 0, rejectNext: null, failNextSend: false };
