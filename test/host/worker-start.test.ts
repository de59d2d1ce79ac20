/**
 * The worker starts small (docs/decisions/2026-12-06-a-worker-that-starts-small.md):
 * the drivers' chunk loads after start-up, and a frame that needs it before it has
 * loaded waits, with every frame and answer after it queued behind, so the worker
 * takes them in the order the page sent them. The host runs for real on one end of
 * a MessageChannel; only the chunk's arrival is held back by the test.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHost, type HostHandle } from '../../src/host/worker-main.ts';
import { deferred } from './support.ts';
import type { HostFrame } from '../../src/protocol/index.ts';

const REQUEST = { questions: [{ id: 'mode', question: 'Which mode?', options: [{ label: 'Fast' }, { label: 'Careful' }] }] };

type Drivers = typeof import('../../src/host/drivers.ts');

/** A drivers' chunk that arrives when the test says so (or fails to). */
function heldChunk(): { load: () => Promise<Drivers>; arrive: () => Promise<void>; fail: () => void; loads: () => number } {
  const chunk = deferred<Drivers>();
  let count = 0;
  return {
    load: () => {
      count++;
      return chunk.promise;
    },
    arrive: async () => chunk.resolve(await import('../../src/host/drivers.ts')),
    fail: () => chunk.reject(new TypeError('Failed to fetch dynamically imported module')),
    loads: () => count,
  };
}

let channel: MessageChannel | undefined;
let host: HostHandle | undefined;

afterEach(() => {
  host?.close();
  channel?.port1.close();
  channel?.port2.close();
  vi.useRealTimers();
});

/** A host on a channel, and the frames it sends, flattened, in order. */
function start(load: () => Promise<Drivers>, bootsWithRequest = true) {
  channel = new MessageChannel();
  host = startHost(channel.port1, { loadDrivers: load, bootsWithRequest });
  const frames: HostFrame[] = [];
  channel.port2.addEventListener('message', (event: MessageEvent) => {
    frames.push(...((Array.isArray(event.data) ? event.data : [event.data]) as HostFrame[]));
  });
  channel.port2.start();
  const port = channel.port2;
  return {
    frames,
    send: (frame: unknown) => port.postMessage(frame),
    /** The first frame of that type, once it has come (polled between tasks, so fake timers are never advanced). */
    next: async <T extends HostFrame['type']>(type: T): Promise<Extract<HostFrame, { type: T }>> => {
      for (let turn = 0; turn < 1_000; turn++) {
        const found = frames.find((f): f is Extract<HostFrame, { type: T }> => f.type === type);
        if (found !== undefined) return found;
        await new Promise((resolve) => setImmediate(resolve));
      }
      throw new Error(`no ${type} frame came`);
    },
  };
}

/** Lets every message and microtask already queued run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a worker that starts small', () => {
  it('asks a direct request without loading the drivers', async () => {
    const chunk = heldChunk();
    const h = start(chunk.load);
    h.send({ type: 'run/ask', request: REQUEST });
    const question = await h.next('question/requested');
    expect(question.questions[0]?.question).toBe('Which mode?');
    expect(chunk.loads()).toBe(0);
  });

  it('loads the drivers at once when it does not start with a link request', async () => {
    const chunk = heldChunk();
    start(chunk.load, false);
    expect(chunk.loads()).toBe(1);
  });

  it('takes a frame sent behind one that waits for the drivers only after it', async () => {
    const chunk = heldChunk();
    const h = start(chunk.load);
    h.send({ type: 'run/user-message', text: 'hello' });
    h.send({ type: 'run/ask', request: REQUEST });
    await settle();
    // Nothing yet: the ask waits behind the message, which waits for the drivers.
    expect(h.frames.filter((f) => f.type === 'tool/started' || f.type === 'transcript/message')).toEqual([]);
    await chunk.arrive();
    await h.next('question/requested');
    const order = h.frames.filter((f) => f.type === 'transcript/message' || f.type === 'tool/started').map((f) => f.type);
    // The message and its "no agent" notice, then the ask.
    expect(order).toEqual(['transcript/message', 'transcript/message', 'tool/started']);
    expect(chunk.loads()).toBe(1);
  });

  it('holds an answer sent behind a waiting frame, then settles it once, in order', async () => {
    const chunk = heldChunk();
    const h = start(chunk.load);
    h.send({ type: 'run/ask', request: REQUEST });
    const question = await h.next('question/requested');
    h.send({ type: 'run/user-message', text: 'one moment' });
    h.send({
      type: 'client-response',
      rpcId: question.rpcId,
      result: { ok: true, value: { sessionId: question.sessionId, answer: { answers: [{ id: 'mode', selected: ['Fast'] }] } } },
    });
    await settle();
    expect(h.frames.some((f) => f.type === 'receipt')).toBe(false);
    await chunk.arrive();
    const receipt = await h.next('receipt');
    expect(receipt).toEqual({ type: 'receipt', rpcId: question.rpcId, accepted: true });
    const finished = await h.next('tool/finished');
    expect(JSON.stringify(finished.result)).toContain('Fast');
    const types = h.frames.map((f) => f.type);
    expect(types.indexOf('transcript/message')).toBeLessThan(types.indexOf('receipt'));
    expect(types.filter((t) => t === 'receipt')).toHaveLength(1);
    expect(types.filter((t) => t === 'tool/finished')).toHaveLength(1);
  });

  it('starts a link request without the drivers and loads them afterwards, by itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const chunk = heldChunk();
    const h = start(chunk.load);
    const { encodeRequest } = await import('../../src/protocol/request-link.ts');
    h.send({ type: 'run/boot', q: encodeRequest(REQUEST) });
    await h.next('question/requested');
    expect(chunk.loads()).toBe(0);
    await vi.runAllTimersAsync();
    expect(chunk.loads()).toBe(1);
  });

  it('a drivers chunk that does not load: queued frames still run, and the worker fails loudly once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const chunk = heldChunk();
    const h = start(chunk.load);
    h.send({ type: 'scenario/control', action: 'pause' });
    h.send({ type: 'run/ask', request: REQUEST });
    h.send({ type: 'live/reset' });
    await vi.waitFor(() => expect(chunk.loads()).toBe(1));
    chunk.fail();
    const question = await h.next('question/requested');
    expect(question.questions).toHaveLength(1);
    // The uncaught error the page reports as "The agent stopped".
    expect(vi.getTimerCount()).toBe(1);
    expect(() => vi.runOnlyPendingTimers()).toThrow(/the agent's drivers did not load: Failed to fetch/);
    // Later frames for the drivers are dropped without another load or another error.
    h.send({ type: 'live/reset' });
    // Stop ends the pending ask: once its tool/finished is back, the live/reset before it has been taken.
    h.send({ type: 'run/stop' });
    await h.next('tool/finished');
    expect(vi.getTimerCount()).toBe(0);
    expect(chunk.loads()).toBe(1);
  });
});
