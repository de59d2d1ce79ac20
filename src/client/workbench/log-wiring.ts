/**
 * What the workbench learns from the frame log rather than from a frame's listener: the live model the composer
 * talks to (each `live/configure` sent), and the one-shot transport faults used up by the next response (Simulate
 * shows them disarmed again). Loaded with the chrome, after the first card: both start from the chrome (the Live
 * settings, Simulate, a scenario's faults), never before it.
 */
import type { FrameLog, FrameLogEntry } from '../../bridge/frame-log.ts';
import type { WorkbenchStore } from './store.ts';

/** Starts following `log`; returns the stop. */
export function followLog(log: FrameLog, store: WorkbenchStore): () => void {
  const configured = (entry: FrameLogEntry): void => {
    const payload = entry.payload as { endpoint?: unknown; model?: unknown };
    store.setLiveModel({ demo: payload.endpoint === 'demo', model: typeof payload.model === 'string' ? payload.model : '' });
  };
  // A configuration sent before this module arrived still counts: the latest one is the model in use.
  const earlier = log.entries.filter((e) => e.type === 'live/configure').at(-1);
  if (earlier !== undefined) configured(earlier);
  return log.subscribe((entry) => {
    if (entry.type === 'live/configure') configured(entry);
    if (entry.direction !== 'to-worker' || entry.type !== 'client-response') return;
    const now = store.transport();
    if (entry.rejected !== undefined && now.failNextSend) store.setTransport({ ...now, failNextSend: false });
    else if (entry.rejected === undefined && now.rejectNext !== null) store.setTransport({ ...now, rejectNext: null });
  });
}
