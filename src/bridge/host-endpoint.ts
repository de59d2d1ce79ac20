/**
 * The worker end of the boundary: validates every incoming frame, rejects and
 * reports invalid ones, applies the simulated transport conditions (§5.4) to
 * responses, and sends typed host frames. It knows nothing about questions.
 */
import {
  parseClientFrame,
  type ClientFrame,
  type HostFrame,
  type ReceiptFrame,
  type TransportConditions,
} from '../protocol/index.ts';
import { parseMcpClientFrame } from '../protocol/mcp-frames.ts';
import { isProviderFrameType, parseProviderClientFrame } from '../protocol/provider-frames.ts';
import type { PortLike } from './port.ts';

/** `mcp/*` frames have schemas of their own (src/protocol/mcp-frames.ts). */
function isMcpFrame(data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string' && (data as { type: string }).type.startsWith('mcp/');
}

export interface HostEndpointHandlers {
  /**
   * A validated `client-response`: `reply` sends its receipt, at once or, when the
   * answer waits its turn behind frames that arrived before it, once it is taken.
   */
  onResponse(rpcId: string, result: unknown, reply: (receipt: ReceiptFrame) => void): void;
  /** Any other validated client frame. */
  onFrame(frame: Exclude<ClientFrame, { type: 'client-response' | 'transport/conditions' }>): void;
}

export interface HostEndpoint {
  send(frame: HostFrame): void;
  close(): void;
}

export function makeHostEndpoint(port: PortLike, handlers: HostEndpointHandlers): HostEndpoint {
  let conditions: TransportConditions = { latencyMs: 0, rejectNext: null };
  // Frames sent in the same task travel as one message (an array), so the page handles a burst
  // (run/state, tool/started, question/requested) in one task and renders it once.
  let queue: HostFrame[] = [];
  const flush = (): void => {
    const frames = queue;
    queue = [];
    port.postMessage(frames.length === 1 ? frames[0] : frames);
  };
  const send = (frame: HostFrame): void => {
    queue.push(frame);
    if (queue.length === 1) queueMicrotask(flush);
  };

  const deliverResponse = (rpcId: string, result: unknown): void => {
    const reject = conditions.rejectNext;
    if (reject !== null) {
      conditions = { ...conditions, rejectNext: null };
      send({ type: 'receipt', rpcId, accepted: false, reason: reject });
      return;
    }
    handlers.onResponse(rpcId, result, send);
  };

  const listener = (event: MessageEvent): void => {
    const type = typeof event.data === 'object' && event.data !== null ? (event.data as { type?: unknown }).type : undefined;
    const parsed = isMcpFrame(event.data)
      ? parseMcpClientFrame(event.data)
      : isProviderFrameType(type)
        ? parseProviderClientFrame(event.data)
        : parseClientFrame(event.data);
    if (!parsed.ok) {
      send({ type: 'frame/rejected', reason: parsed.reason });
      return;
    }
    const frame = parsed.frame;
    switch (frame.type) {
      case 'client-response':
        if (conditions.latencyMs > 0) setTimeout(() => deliverResponse(frame.rpcId, frame.result), conditions.latencyMs);
        else deliverResponse(frame.rpcId, frame.result);
        return;
      case 'transport/conditions':
        conditions = { latencyMs: frame.latencyMs, rejectNext: frame.rejectNext };
        return;
      default:
        handlers.onFrame(frame);
    }
  };
  port.addEventListener('message', listener);
  port.start?.();
  return { send, close: () => port.removeEventListener('message', listener) };
}
