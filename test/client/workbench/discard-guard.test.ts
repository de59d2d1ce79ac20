/**
 * The discard guard: a start path awaits it; with no draft it lets the start go
 * at once, with a draft it asks, and only a "discard" answer dismisses the
 * drafted cards (through the real bridge: the worker end receives the
 * cancellation) and lets the start go.
 */
import { createRoot } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { HostClient, type PendingQuestion } from '../../../src/bridge/client.ts';
import { makeHostEndpoint } from '../../../src/bridge/host-endpoint.ts';
import { createDiscardGuard, type DiscardGuard } from '../../../src/client/workbench/discard-guard.ts';

const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

function setup() {
  const channel = new MessageChannel();
  const client = new HostClient(channel.port1);
  const cancelled: string[] = [];
  const endpoint = makeHostEndpoint(channel.port2, {
    onResponse: (rpcId, result) => {
      if (typeof result === 'object' && result !== null && 'ok' in result && result.ok === false) cancelled.push(rpcId);
      return { type: 'receipt', rpcId, accepted: true };
    },
    onFrame: () => undefined,
  });
  const question = (rpcId: string): PendingQuestion =>
    client.pendingQuestion({ type: 'question/requested', rpcId, sessionId: 's', questions: [{ id: 'q', question: 'Q?' }], sentAt: Date.now() });
  let pending: PendingQuestion[] = [];
  let guard!: DiscardGuard;
  const dispose = createRoot((d) => {
    guard = createDiscardGuard(() => pending);
    return d;
  });
  closers.push(() => {
    dispose();
    endpoint.close();
    client.close();
    channel.port1.close();
    channel.port2.close();
  });
  return { guard, cancelled, question, setPending: (list: PendingQuestion[]) => (pending = list) };
}

describe('the discard guard', () => {
  it('lets a start go at once when no card holds a draft, without asking', async () => {
    const { guard, question, setPending } = setup();
    setPending([question('r1')]);
    await expect(guard.confirmDiscard()).resolves.toBe(true);
    expect(guard.asking()).toBe(false);
  });

  it('asks when a card holds a draft; "keep answering" stops the start and dismisses nothing', async () => {
    const { guard, cancelled, question, setPending } = setup();
    const drafted = question('r1');
    drafted.markDraft(true);
    setPending([drafted]);
    const answer = guard.confirmDiscard();
    expect(guard.asking()).toBe(true);
    guard.answer(false);
    await expect(answer).resolves.toBe(false);
    expect(guard.asking()).toBe(false);
    expect(cancelled).toEqual([]);
  });

  it('"discard" dismisses the drafted cards (and only those) before the start goes', async () => {
    const { guard, cancelled, question, setPending } = setup();
    const drafted = question('r1');
    drafted.markDraft(true);
    setPending([drafted, question('r2')]);
    const answer = guard.confirmDiscard();
    guard.answer(true);
    await expect(answer).resolves.toBe(true);
    expect(cancelled).toEqual(['r1']);
  });

  it('a second start while the question is open does not go; the first waits for the answer', async () => {
    const { guard, question, setPending } = setup();
    const drafted = question('r1');
    drafted.markDraft(true);
    setPending([drafted]);
    const first = guard.confirmDiscard();
    await expect(guard.confirmDiscard()).resolves.toBe(false);
    guard.answer(true);
    await expect(first).resolves.toBe(true);
  });
});
