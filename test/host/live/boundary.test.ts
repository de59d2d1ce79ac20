/**
 * Live mode across the real boundary (a MessageChannel between startHost and the
 * page's HostClient): `live/configure` routes user messages to the live driver,
 * a question from the model reaches the client as a card, and the key never shows
 * up in the page's frame log.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HostClient } from '../../../src/bridge/client.ts';
import { configureLive, resetLive } from '../../../src/bridge/live.ts';
import { startHost, type HostHandle } from '../../../src/host/worker-main.ts';
import type { HostFrame } from '../../../src/protocol/index.ts';
import { KEY, callTool, reply, scriptModel, server, settings } from './harness.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let channel: MessageChannel;
let handle: HostHandle;
let client: HostClient;
const seen: HostFrame[] = [];

function setup(): void {
  channel = new MessageChannel();
  handle = startHost(channel.port1);
  client = new HostClient(channel.port2);
  seen.length = 0;
  client.subscribe((frame) => seen.push(frame));
}

afterEach(() => {
  server.resetHandlers();
  client.close();
  handle.close();
  channel.port1.close();
  channel.port2.close();
});

async function until(predicate: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!predicate()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('live mode over the worker boundary', () => {
  it('without live/configure a user message only gets the "no agent" notice', async () => {
    setup();
    client.userMessage('hello');
    await until(() => seen.some((f) => f.type === 'transcript/message' && f.role === 'notice'));
    expect(seen.some((f) => f.type === 'run/state')).toBe(false);
    // A key the page words in its locale, beside the English the frame log keeps.
    expect(seen.find((f) => f.type === 'transcript/message' && f.role === 'notice')).toMatchObject({ notice: { key: 'no-agent' }, text: expect.stringMatching(/^No agent/) });
  });

  it('after live/configure the model asks, the page answers through the card object, and the key stays out of the log', async () => {
    setup();
    const model = scriptModel([
      () => callTool('call_1', 'ask_user_question', { questions: [{ id: 'name', question: 'Your name?' }] }),
      () => reply('Hello, Ada.'),
    ]);
    configureLive(client, settings());
    client.userMessage('greet me');
    await until(() => seen.some((f) => f.type === 'question/requested'));
    const frame = seen.find((f) => f.type === 'question/requested');
    if (frame?.type !== 'question/requested') throw new Error('no question frame');
    await client.pendingQuestion(frame).answer([{ selected: [], custom: 'Ada', skipped: false }]);
    await until(() => model.length === 2 && seen.filter((f) => f.type === 'run/state').at(-1)?.state === 'idle');

    expect(model[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(model[1]?.body.messages.at(-1)?.content).toBe('{"answers":[{"id":"name","selected":[],"custom":"Ada"}]}');
    const logged = JSON.stringify(client.log.entries);
    expect(logged).not.toContain(KEY);
    expect(client.log.entries.find((e) => e.type === 'live/configure')?.payload).toMatchObject({ apiKey: '[redacted]' });
  });

  it('live/reset makes the next message start a fresh conversation', async () => {
    setup();
    const model = scriptModel([() => reply('One.'), () => reply('Two.')]);
    configureLive(client, settings());
    client.userMessage('first');
    await until(() => model.length === 1 && seen.filter((f) => f.type === 'run/state').at(-1)?.state === 'idle');
    resetLive(client);
    client.userMessage('second');
    await until(() => model.length === 2);
    expect(model[1]?.body.messages.slice(1)).toStrictEqual([{ role: 'user', content: 'second' }]);
  });

  it('rejects a live/configure frame with an out-of-range temperature', async () => {
    setup();
    client.send({ ...{ type: 'live/configure' as const }, ...settings(), temperature: 5 });
    await until(() => seen.some((f) => f.type === 'frame/rejected'));
    const rejected = seen.find((f) => f.type === 'frame/rejected');
    expect(rejected?.type === 'frame/rejected' && rejected.reason).toMatch(/live\/configure.*temperature/);
    expect(JSON.stringify(seen)).not.toContain(KEY);
  });
});
