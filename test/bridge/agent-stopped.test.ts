// @vitest-environment jsdom
/**
 * A crashed agent never strands a card (docs/decisions/2026-12-03-agent-stopped.md):
 * the page's HostConnection hears every sign of a dead worker (its `error` event,
 * `messageerror`, the release of its life lock), once, and the client and the
 * session withdraw what was pending. The host runs for real on one end of a
 * MessageChannel; the stand-in worker and lock manager only play the browser's
 * part (delivering events, releasing a dead context's locks).
 */
import { createRoot } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { HostClient, TransportError } from '../../src/bridge/client.ts';
import { HostConnection, type LockRequest, type WorkerLike } from '../../src/bridge/host-connection.ts';
import type { AgentStopReason } from '../../src/bridge/port.ts';
import { createSession } from '../../src/client/session/create-session.ts';
import { startHost, type HostHandle } from '../../src/host/worker-main.ts';
import { encodeRequest } from '../../src/protocol/request-link.ts';
import type { HostFrame, RequestData } from '../../src/protocol/index.ts';

/** Web Locks as the browser keeps them: one holder per name, a queue of waiters, a dead context's locks released. */
class Locks {
  readonly #held = new Map<string, { owner: string; release: () => void }>();
  readonly #waiting = new Map<string, { owner: string; grant: () => void }[]>();

  request(owner: string, name: string, signal: AbortSignal | undefined, callback: () => unknown): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = (): void => {
        const done = Promise.resolve(callback());
        const release = (): void => {
          if (this.#held.get(name)?.owner !== owner) return;
          this.#held.delete(name);
          const next = this.#waiting.get(name)?.shift();
          next?.grant();
        };
        this.#held.set(name, { owner, release });
        void done.then((value) => {
          release();
          resolve(value);
        });
      };
      if (!this.#held.has(name)) {
        grant();
        return;
      }
      const entry = { owner, grant };
      this.#waiting.set(name, [...(this.#waiting.get(name) ?? []), entry]);
      signal?.addEventListener('abort', () => {
        const queue = this.#waiting.get(name) ?? [];
        if (queue.includes(entry)) {
          queue.splice(queue.indexOf(entry), 1);
          reject(new DOMException('aborted', 'AbortError'));
        }
      });
    });
  }

  /** The owner's context is gone: whatever it held is released. */
  end(owner: string): void {
    for (const [, held] of [...this.#held]) if (held.owner === owner) held.release();
  }

  forPage(): LockRequest {
    return (name, options, callback) => this.request('page', name, options.signal, callback);
  }

  forWorker(): LockManager {
    return { request: (name: string, callback: () => unknown) => this.request('worker', name, undefined, callback) } as unknown as LockManager;
  }
}

/** The Worker object as the page sees it, with the host running on the other end of a MessageChannel. */
class StandInWorker extends EventTarget implements WorkerLike {
  readonly channel = new MessageChannel();
  readonly host: HostHandle;
  terminated = false;
  readonly #locks: Locks;

  constructor(locks: Locks, lock = 'asklab-host:test') {
    super();
    this.#locks = locks;
    this.host = startHost(this.channel.port2, { lock, locks: locks.forWorker(), exit: () => this.#end() });
    this.channel.port1.addEventListener('message', (event) => this.dispatchEvent(new MessageEvent('message', { data: event.data })));
    this.channel.port1.start();
  }

  postMessage(message: unknown): void {
    if (!this.terminated) this.channel.port1.postMessage(message);
  }

  override addEventListener(type: string, listener: (event: Event) => void): void {
    super.addEventListener(type, listener);
  }

  terminate(): void {
    this.#end();
  }

  /** An uncaught error in the worker, as the browser reports it on the Worker object. */
  fail(message: string): void {
    this.dispatchEvent(new ErrorEvent('error', { message, cancelable: true }));
  }

  #end(): void {
    if (this.terminated) return;
    this.terminated = true;
    this.host.close();
    this.channel.port1.close();
    this.channel.port2.close();
    this.#locks.end('worker');
  }
}

const request: RequestData = { questions: [{ id: 'mode', question: 'Which mode?', options: [{ label: 'Fast' }, { label: 'Careful' }] }] };

const settle = (ms = 30): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function until(check: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = (): void => {
      if (check()) resolve();
      else if (Date.now() - started > 2_000) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(poll, 5);
    };
    poll();
  });
}

/** Resolves once a frame of this type has reached the Worker object (as the browser delivers it). */
function arrival(worker: StandInWorker, type: HostFrame['type']): () => boolean {
  let arrived = false;
  worker.addEventListener('message', (event) => {
    const data = (event as MessageEvent).data as unknown;
    if ((Array.isArray(data) ? data : [data]).some((f) => (f as HostFrame).type === type)) arrived = true;
  });
  return () => arrived;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setup(): { locks: Locks; worker: StandInWorker; connection: HostConnection; stops: AgentStopReason[] } {
  const locks = new Locks();
  const worker = new StandInWorker(locks);
  const connection = new HostConnection(worker, locks.forPage());
  const stops: AgentStopReason[] = [];
  connection.onStopped((reason) => stops.push(reason));
  cleanups.push(() => worker.terminate());
  return { locks, worker, connection, stops };
}

describe('HostConnection', () => {
  it('keeps what the worker sends before the app listens, and hands it over at start, in order', async () => {
    const { worker, connection } = setup();
    const arrived = arrival(worker, 'question/requested');
    connection.postMessage({ type: 'run/boot', q: encodeRequest(request) });
    await until(arrived, 'the card frame at the worker object');
    const seen: unknown[] = [];
    connection.addEventListener('message', (event) => seen.push(event.data));
    expect(seen).toEqual([]);
    connection.start();
    const types = seen.flatMap((data) => (Array.isArray(data) ? data : [data])).map((frame) => (frame as HostFrame).type);
    expect(types).toContain('host/alive');
    expect(types).toContain('question/requested');
    connection.postMessage({ type: 'run/user-message', text: 'hello' });
    await until(() => seen.length > 2, 'a frame after start');
  });

  it('hears an uncaught error in the worker once, as the browser worded it, and ends the worker', async () => {
    const { worker, connection, stops } = setup();
    await settle();
    worker.fail('Uncaught Error: boom');
    worker.fail('Uncaught Error: again');
    expect(stops).toEqual([{ kind: 'error', message: 'Uncaught Error: boom' }]);
    expect(worker.terminated).toBe(true);
    expect(connection.stopped).toEqual({ kind: 'error', message: 'Uncaught Error: boom' });
  });

  it('takes an unreadable message as the end: a frame is lost, nothing pending can be trusted', async () => {
    const { worker, stops } = setup();
    await settle();
    worker.dispatchEvent(new MessageEvent('messageerror'));
    expect(stops).toEqual([{ kind: 'unreadable' }]);
  });

  it('hears a worker that ends without a word: its life lock is released', async () => {
    const { worker, connection, stops } = setup();
    const alive = arrival(worker, 'host/alive');
    connection.start();
    await until(alive, 'host/alive');
    expect(stops).toEqual([]);
    connection.postMessage({ type: 'host/crash', how: 'exit' });
    await until(() => stops.length > 0, 'the stop');
    expect(stops).toEqual([{ kind: 'exited' }]);
  });

  it('a living worker is never taken for a dead one: no sign, no stop (there is no timer to miss)', async () => {
    const { connection, stops } = setup();
    connection.start();
    await settle(200);
    expect(stops).toEqual([]);
  });

  it('end() is the page ending it: the worker is terminated and nobody is told the agent stopped', async () => {
    const { worker, connection, stops } = setup();
    connection.start();
    await settle();
    connection.end();
    await settle();
    expect(worker.terminated).toBe(true);
    expect(stops).toEqual([]);
  });

  it('a listener that comes late still hears why', async () => {
    const { worker, connection } = setup();
    await settle();
    worker.fail('boom');
    const late = await new Promise<AgentStopReason>((resolve) => connection.onStopped(resolve));
    expect(late).toEqual({ kind: 'error', message: 'boom' });
  });
});

describe('the page when the agent stops', () => {
  it('the client fails an answer in flight at once, and the session withdraws the card and marks the row interrupted', async () => {
    const { connection } = setup();
    await createRoot(async (dispose) => {
      cleanups.push(dispose);
      const client = new HostClient(connection, { start: false });
      const session = createSession(client);
      client.start();
      client.ask(request);
      await until(() => session.pending().length === 1, 'the card');
      const row = session.transcript.find((item) => item.kind === 'tool');
      expect(row).toBeDefined();

      // Latency keeps the receipt from coming before the crash.
      client.setConditions({ latencyMs: 5_000, rejectNext: null, failNextSend: false });
      const question = session.pending()[0];
      if (question === undefined) throw new Error('no pending question');
      const answering = question.answer([{ selected: ['Fast'], custom: '', skipped: false }]);
      client.send({ type: 'host/crash', how: 'exit' });

      await expect(answering).rejects.toSatisfy((error: unknown) => error instanceof TransportError && error.failure === 'stopped');
      expect(session.pending()).toEqual([]);
      expect(session.stopped()).toEqual({ kind: 'exited' });
      expect(session.running()).toBe(false);
      const after = session.transcript.find((item) => item.kind === 'tool');
      expect(after?.kind === 'tool' ? after.interrupted : undefined).toBe(true);
      expect(after?.kind === 'tool' ? after.result : 'none').toBeUndefined();
      expect(client.log.entries.at(-1)?.type).toBe('(agent stopped)');
      // Anything else sent to it goes nowhere and is recorded so (the page points at Reset before that).
      client.ask(request);
      expect(client.log.entries.at(-1)?.rejected).toBe('not sent: the connection is closed');
    });
  });
});

describe('run/boot', () => {
  it('asks a ?q= request as soon as the worker has it, without the page asking', async () => {
    const { connection } = setup();
    connection.postMessage({ type: 'run/boot', q: encodeRequest(request) });
    const client = new HostClient(connection);
    const frames: HostFrame[] = [];
    client.subscribe((frame) => frames.push(frame));
    await until(() => frames.some((f) => f.type === 'question/requested'), 'the ask');
    const asked = frames.find((f): f is Extract<HostFrame, { type: 'question/requested' }> => f.type === 'question/requested');
    expect(asked?.questions).toEqual(request.questions);
    client.close();
  });

  it('leaves an unreadable q to the page: nothing is asked', async () => {
    const { connection } = setup();
    connection.postMessage({ type: 'run/boot', q: 'garbage!!' });
    const client = new HostClient(connection);
    const frames: HostFrame[] = [];
    client.subscribe((frame) => frames.push(frame));
    await settle(100);
    expect(frames.map((f) => f.type).filter((type) => type === 'tool/started' || type === 'question/requested')).toEqual([]);
    expect(frames.map((f) => f.type)).toContain('host/alive');
    client.close();
  });
});

describe('sending to a closed connection', () => {
  it("records any frame but a card's response as not sent, and throws only for the response", () => {
    const { connection } = setup();
    const client = new HostClient(connection);
    client.close();
    expect(() => client.send({ type: 'scenario/control', action: 'pause' })).not.toThrow();
    const last = client.log.entries.at(-1);
    expect(last?.type).toBe('scenario/control');
    expect(last?.rejected).toBe('not sent: the connection is closed');
    expect(() => client.send({ type: 'client-response', rpcId: 'q1', sessionId: 's', response: { kind: 'cancelled' } } as never)).toThrow(TransportError);
  });
});
