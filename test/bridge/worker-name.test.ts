/**
 * A host worker's name carries whether the page boots it with a link's request, so
 * the worker can fetch the link decoder while its own code is still evaluated; the
 * name stays unique (it is also the worker's life lock) and keeps one prefix.
 */
import { describe, expect, it } from 'vitest';
import { bootsWithRequest, hostWorkerName } from '../../src/bridge/worker-name.ts';

describe('host worker names', () => {
  it('marks a worker booted with a request, and only that one', () => {
    const linked = hostWorkerName('request');
    const plain = hostWorkerName();
    expect(bootsWithRequest(linked)).toBe(true);
    expect(bootsWithRequest(plain)).toBe(false);
    expect(bootsWithRequest('')).toBe(false);
    // One prefix for every host worker: the page and its tests find the life locks by it.
    expect(linked.startsWith('asklab-host:')).toBe(true);
    expect(plain.startsWith('asklab-host:')).toBe(true);
  });

  it('is unique per worker', () => {
    const names = new Set(Array.from({ length: 50 }, (_, i) => hostWorkerName(i % 2 === 0 ? 'request' : undefined)));
    expect(names.size).toBe(50);
  });
});
