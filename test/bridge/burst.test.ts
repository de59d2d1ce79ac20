/**
 * Frames the worker sends in one task travel as one message and are handled as
 * one burst on the page, in order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HostClient } from '../../src/bridge/client.ts';
import { makeHostEndpoint } from '../../src/bridge/host-endpoint.ts';
import type { HostFrame } from '../../src/protocol/index.ts';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

describe('frame bursts', () => {
  it('sends the frames of one task as one message and hands them to the page as one burst, in order', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    const endpoint = makeHostEndpoint(channel.port1, {
      onResponse: (rpcId, _result, reply) => reply({ type: 'receipt', rpcId, accepted: true }),
      onFrame: () => undefined,
    });
    const raw: unknown[] = [];
    channel.port2.addEventListener('message', (e: MessageEvent) => raw.push(e.data));
    const bursts: string[][] = [];
    let current: string[] | null = null;
    const client = new HostClient(channel.port2, {
      burst: (run) => {
        current = [];
        run();
        bursts.push(current);
        current = null;
      },
    });
    client.subscribe((frame: HostFrame) => current?.push(frame.type));

    endpoint.send({ type: 'run/state', runId: 'r', state: 'running' });
    endpoint.send({ type: 'tool/started', callId: 'c', agentId: 'root', name: 'ask_user_question', input: {} });
    endpoint.send({ type: 'question/requested', rpcId: 'q1', sessionId: 's', questions: [{ id: 'a', question: 'A?' }], sentAt: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    endpoint.send({ type: 'run/state', runId: 'r', state: 'idle' });
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(raw.map((m) => (Array.isArray(m) ? m.length : 1))).toEqual([3, 1]);
    expect(bursts).toEqual([['run/state', 'tool/started', 'question/requested'], ['run/state']]);
    expect(client.log.entries.map((e) => e.type)).toEqual(['run/state', 'tool/started', 'question/requested', 'run/state']);
    client.close();
    endpoint.close();
  });

  it('validates every frame of a burst on its own: one bad frame is logged as rejected, the others go through', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    const client = new HostClient(channel.port2);
    const seen: string[] = [];
    client.subscribe((frame) => seen.push(frame.type));
    channel.port1.postMessage([{ type: 'run/state', runId: 'r', state: 'running' }, { type: 'nope' }, { type: 'run/state', runId: 'r', state: 'idle' }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['run/state', 'run/state']);
    expect(client.log.entries.map((e) => e.rejected !== undefined)).toEqual([false, true, false]);
    client.close();
  });
});
