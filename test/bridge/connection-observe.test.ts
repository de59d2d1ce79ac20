/**
 * HostConnection.observe, which the entry's first-card drawing reads frames with
 * (src/app/first-card.ts): the messages kept so far are replayed at once, later
 * ones shown as they come, and the app still receives every one of them, even
 * when an observer throws.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostConnection, type WorkerLike } from '../../src/bridge/host-connection.ts';

class StandInWorker implements WorkerLike {
  #onMessage: ((event: Event) => void) | undefined;
  postMessage(): void {}
  addEventListener(type: string, listener: (event: Event) => void): void {
    if (type === 'message') this.#onMessage = listener;
  }
  terminate(): void {}
  say(data: unknown): void {
    this.#onMessage?.({ data } as MessageEvent);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HostConnection.observe', () => {
  it('replays what came first, shows what comes next, and takes nothing from the app', () => {
    const worker = new StandInWorker();
    const connection = new HostConnection(worker);
    worker.say({ type: 'tool/started' });
    const seen: unknown[] = [];
    const unobserve = connection.observe((data) => seen.push(data));
    expect(seen).toEqual([{ type: 'tool/started' }]);
    worker.say({ type: 'question/requested' });
    unobserve();
    worker.say({ type: 'run/state' });
    expect(seen).toEqual([{ type: 'tool/started' }, { type: 'question/requested' }]);

    const app: unknown[] = [];
    connection.addEventListener('message', (event) => app.push(event.data));
    connection.start();
    expect(app).toEqual([{ type: 'tool/started' }, { type: 'question/requested' }, { type: 'run/state' }]);
  });

  it('an observer that throws costs the app no frame', () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const worker = new StandInWorker();
    const connection = new HostConnection(worker);
    connection.observe(() => {
      throw new Error('drawing failed');
    });
    worker.say({ type: 'question/requested' });
    const app: unknown[] = [];
    connection.addEventListener('message', (event) => app.push(event.data));
    connection.start();
    expect(app).toEqual([{ type: 'question/requested' }]);
    expect(reported).toHaveBeenCalledTimes(1);
  });
});
