// @vitest-environment jsdom
/**
 * The discard guard a start path awaits: with no draft it lets the start go at
 * once and shows nothing; with a draft it asks in a real AlertDialog, and only
 * "discard" dismisses the drafted cards (through the real bridge: the worker end
 * receives the cancellation) and lets the start go. Keyboard: the safe choice
 * has focus, Escape keeps the answer.
 */
import { screen, waitFor } from '@solidjs/testing-library';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HostClient, type PendingQuestion } from '../../../src/bridge/client.ts';
import { makeHostEndpoint } from '../../../src/bridge/host-endpoint.ts';
import { createLocale } from '../../../src/client/locale/locale.ts';
import { confirmDiscard } from '../../../src/client/drafts/discard-guard.ts';

const closers: Array<() => void> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) close();
  // The dialog unmounts itself a task after it answers.
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
});

function bridge() {
  const channel = new MessageChannel();
  const client = new HostClient(channel.port1);
  const cancelled: string[] = [];
  const endpoint = makeHostEndpoint(channel.port2, {
    onResponse: (rpcId, result, reply) => {
      if (typeof result === 'object' && result !== null && 'ok' in result && result.ok === false) cancelled.push(rpcId);
      reply({ type: 'receipt', rpcId, accepted: true });
    },
    onFrame: () => undefined,
  });
  closers.push(() => {
    endpoint.close();
    client.close();
    channel.port1.close();
    channel.port2.close();
  });
  const question = (rpcId: string, drafted = false): PendingQuestion => {
    const q = client.pendingQuestion({ type: 'question/requested', rpcId, sessionId: 's', questions: [{ id: 'q', question: 'Q?' }], sentAt: Date.now() });
    q.markDraft(drafted);
    return q;
  };
  return { cancelled, question };
}

const en = createLocale('en');
/** The dialog's chunk is imported on first use; on a busy machine that takes a while. */
const LAZY = { timeout: 15_000 } as const;

describe('confirmDiscard', { timeout: 30_000 }, () => {
  it('lets a start go at once when no card holds a draft, and shows nothing', async () => {
    const { question } = bridge();
    await expect(confirmDiscard([question('r1')], en)).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks when a card holds a draft; "Keep answering" (focused first) stops the start and dismisses nothing', async () => {
    const user = userEvent.setup();
    const { cancelled, question } = bridge();
    const answer = confirmDiscard([question('r1', true)], en);
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard your answer in progress?' }, LAZY);
    const keep = screen.getByRole('button', { name: 'Keep answering' });
    await waitFor(() => expect(keep).toHaveFocus());
    expect(dialog).toHaveTextContent('Starting something new closes that card, and the answer is lost.');
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
    expect(cancelled).toEqual([]);
  });

  it('closes by itself when the drafted card leaves without the person (withdrawn), and dismisses nothing after the fact', async () => {
    const { cancelled, question } = bridge();
    let withdraw = (): void => undefined;
    const gone = new Promise<void>((resolve) => (withdraw = resolve));
    const answer = confirmDiscard([question('r1', true)], en, () => gone);
    await screen.findByRole('alertdialog', {}, LAZY);
    withdraw();
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cancelled).toEqual([]);
  });

  it('with two drafted cards, one withdrawn meanwhile: "Discard" dismisses only the one still pending', async () => {
    const user = userEvent.setup();
    const { cancelled, question } = bridge();
    const first = question('r1', true);
    const second = question('r2', true);
    const answer = confirmDiscard([first, second], en, (q) => (q === first ? Promise.resolve() : new Promise<void>(() => undefined)));
    await screen.findByRole('alertdialog', {}, LAZY);
    await user.click(screen.getByRole('button', { name: 'Discard and continue' }));
    await expect(answer).resolves.toBe(true);
    expect(cancelled).toEqual(['r2']);
  });

  it('Escape keeps the answer too', async () => {
    const user = userEvent.setup();
    const { question } = bridge();
    const answer = confirmDiscard([question('r1', true)], en);
    await screen.findByRole('alertdialog', {}, LAZY);
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('"Discard and continue" dismisses the drafted cards, and only those, before the start goes', async () => {
    const user = userEvent.setup();
    const { cancelled, question } = bridge();
    const answer = confirmDiscard([question('r1', true), question('r2')], en);
    await screen.findByRole('alertdialog', {}, LAZY);
    await user.click(screen.getByRole('button', { name: 'Discard and continue' }));
    await expect(answer).resolves.toBe(true);
    expect(cancelled).toEqual(['r1']);
  });

  it('a second start while the question is open does not go; the first waits for the answer', async () => {
    const user = userEvent.setup();
    const { question } = bridge();
    const drafted = [question('r1', true)];
    const first = confirmDiscard(drafted, en);
    await screen.findByRole('alertdialog', {}, LAZY);
    await expect(confirmDiscard(drafted, en)).resolves.toBe(false);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Discard and continue' }));
    await expect(first).resolves.toBe(true);
  });

  it('speaks the page locale', async () => {
    const user = userEvent.setup();
    const { question } = bridge();
    const answer = confirmDiscard([question('r1', true)], createLocale('zh'));
    await screen.findByRole('alertdialog', { name: '放弃正在填写的回答？' }, LAZY);
    await user.click(screen.getByRole('button', { name: '继续回答' }));
    await expect(answer).resolves.toBe(false);
  });
});
