/**
 * Every frame that crossed is in the log: what the entry posted before the app's
 * client existed (`run/boot`) is logged first, once, and what the client sends
 * itself is logged once, before or after `start()`.
 */
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../src/bridge/client.ts';
import { HostConnection, type WorkerLike } from '../../src/bridge/host-connection.ts';

class StandInWorker implements WorkerLike {
  readonly posted: unknown[] = [];
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  addEventListener(): void {}
  terminate(): void {}
}

describe('the boot frame in the log', () => {
  it('a message the entry posted before the client is logged to-worker, first and once', () => {
    const worker = new StandInWorker();
    const connection = new HostConnection(worker);
    connection.postMessage({ type: 'run/boot', scenario: 'single-choice' });
    const client = new HostClient(connection, { start: false });
    client.stop();
    client.start();
    client.stop();
    expect(worker.posted.map((m) => (m as { type: string }).type)).toEqual(['run/boot', 'run/stop', 'run/stop']);
    expect(client.log.entries.map((e) => [e.direction, e.type])).toEqual([
      ['to-worker', 'run/boot'],
      ['to-worker', 'run/stop'],
      ['to-worker', 'run/stop'],
    ]);
    // A second client on the same connection (there is none in the app) finds nothing left to log.
    expect(new HostClient(connection).log.entries).toEqual([]);
  });
});
