/**
 * Which docs examples may hold a worker (issue 41 item 3): one out of view stops
 * after STOP_AFTER_MS unless it comes back; of those out of view at most one is
 * still running, the earliest to leave stops first; each stops once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STOP_AFTER_MS, leftView, settled, type StageSlot } from '../../../src/client/docs/stage-slots.ts';

const slot = (): StageSlot & { stops: number } => {
  const s = { stops: 0, stop: () => void s.stops++ };
  return s;
};

describe('stage slots', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('an example out of view stops after STOP_AFTER_MS, once', () => {
    const a = slot();
    leftView(a);
    vi.advanceTimersByTime(STOP_AFTER_MS - 1);
    expect(a.stops).toBe(0);
    vi.advanceTimersByTime(1);
    expect(a.stops).toBe(1);
    vi.advanceTimersByTime(STOP_AFTER_MS * 3);
    expect(a.stops).toBe(1);
  });

  it('back in view before then, it keeps running', () => {
    const a = slot();
    leftView(a);
    vi.advanceTimersByTime(STOP_AFTER_MS / 2);
    settled(a);
    vi.advanceTimersByTime(STOP_AFTER_MS * 2);
    expect(a.stops).toBe(0);
  });

  it('a second example leaving the view stops the first at once: at most one out of view runs', () => {
    const a = slot();
    const b = slot();
    const c = slot();
    leftView(a);
    leftView(b);
    expect(a.stops).toBe(1);
    expect(b.stops).toBe(0);
    leftView(c);
    expect(b.stops).toBe(1);
    vi.advanceTimersByTime(STOP_AFTER_MS);
    expect([a.stops, b.stops, c.stops]).toEqual([1, 1, 1]);
  });
});
