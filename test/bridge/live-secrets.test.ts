/**
 * The live key never reaches the frame log, nor what is built from it: once the
 * page configures the live driver, the key is redacted in every later frame
 * (the user's own chat message that pastes it, text a worker might echo), and a
 * scenario saved from that log carries none of it. A real MessageChannel carries
 * the frames, as in the page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HostClient } from '../../src/bridge/client.ts';
import { configureLive } from '../../src/bridge/live.ts';
import { defaultLiveSettings } from '../../src/protocol/live-defaults.ts';
import { recordSession } from '../../src/scenarios/recorder.ts';

const KEY = 'sk-live-0123456789abcdefSECRET';
const closers: Array<() => void> = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

describe('the live key and the frame log', () => {
  it('is redacted in every frame after configuration, the chat message that pastes it included, and in a saved scenario', async () => {
    const channel = new MessageChannel();
    const client = new HostClient(channel.port1);
    closers.push(() => {
      client.close();
      channel.port1.close();
      channel.port2.close();
    });
    const received: unknown[] = [];
    channel.port2.onmessage = (event: MessageEvent) => received.push(event.data);

    configureLive(client, { ...defaultLiveSettings(), endpoint: 'custom', baseUrl: 'https://llm.example/v1', model: 'm', apiKey: KEY });
    client.userMessage(`here is my key: ${KEY} — use it`);
    // A careless worker echoing the key back still cannot put it in the log.
    channel.port2.postMessage({ type: 'transcript/message', messageId: 'm1', agentId: 'root', role: 'assistant', text: `Thanks, I will use ${KEY}.` });
    await new Promise((resolve) => setTimeout(resolve, 20));

    // The frames actually sent are untouched: the worker needs the key.
    expect(JSON.stringify(received)).toContain(KEY);
    const logged = JSON.stringify(client.log.entries);
    expect(logged).not.toContain(KEY);
    expect(logged).toContain('here is my key: [redacted] — use it');
    expect(logged).toContain('Thanks, I will use [redacted].');

    const recording = recordSession(client.log.entries, { id: 'saved', title: { en: 'Saved', zh: '保存' }, description: { en: 'd', zh: 'd' } });
    expect(JSON.stringify(recording)).not.toContain(KEY);
  });
});
