/**
 * The API key never leaves the request headers (§6): not in a frame, not in the
 * transcript, not in an error — even when the endpoint echoes it back.
 */
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Secrets } from '../../../src/host/live/errors.ts';
import {
  KEY,
  callTool,
  finishChunk,
  reply,
  scriptModel,
  server,
  setupLive,
  sse,
  textChunk,
  transcript,
} from './harness.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the API key stays out of frames and the transcript', () => {
  it('is absent from every frame when the endpoint echoes it in errors, streamed text and tool arguments', async () => {
    const live = setupLive();
    const model = scriptModel([
      () => HttpResponse.json({ error: { message: `Incorrect API key provided: ${KEY}` } }, { status: 401 }),
      () => new HttpResponse(`bad gateway for Bearer ${KEY}`, { status: 502 }),
      // The key split across three chunks: a naive per-chunk filter would let it through.
      () => sse([textChunk(`Your key is ${KEY.slice(0, 5)}`), textChunk(KEY.slice(5, 12)), textChunk(`${KEY.slice(12)}, right?`), finishChunk('stop')]),
      () => callTool('call_1', 'ask_user_question', { questions: [{ id: 'k', question: `Is ${KEY} yours?` }] }),
      () => reply('ok'),
    ]);
    live.user.push({ answers: [{ id: 'k', selected: [], custom: 'yes' }] });
    await live.driver.userMessage('one');
    await live.driver.userMessage('two');
    await live.driver.userMessage('three');
    await live.driver.userMessage('four');

    expect(model).toHaveLength(5);
    expect(model[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    const all = JSON.stringify(live.frames);
    expect(all).not.toContain(KEY);
    expect(all).not.toContain(KEY.slice(0, 12));
    const shown = transcript(live.frames);
    expect(shown.find((m) => m.tone === 'error')?.text).toContain('Incorrect API key provided: [redacted]');
    expect(shown.some((m) => m.text === 'Your key is [redacted], right?')).toBe(true);
    expect(live.asked[0]?.questions[0]?.question).toBe('Is [redacted] yours?');
  });

  it('is redacted from the echo of a user message that contains it', async () => {
    const live = setupLive();
    scriptModel([() => reply('ok')]);
    await live.driver.userMessage(`my key is ${KEY}`);
    expect(JSON.stringify(live.frames)).not.toContain(KEY);
  });
});

describe('Secrets redaction', () => {
  it('streams text unchanged when it holds no key, holding back only a possible key prefix', () => {
    const secrets = new Secrets();
    secrets.add('sk-abcdefgh');
    const stream = secrets.stream();
    expect(stream.push('hello sk')).toBe('hello ');
    expect(stream.push('-ab and more')).toBe('sk-ab and more');
    expect(stream.push(' end sk-abcdefgh.')).toBe(' end [redacted].');
    expect(stream.flush()).toBe('');
  });

  it('releases a held-back tail at the end of the stream', () => {
    const secrets = new Secrets();
    secrets.add('sk-abcdefgh');
    const stream = secrets.stream();
    expect(stream.push('ends with sk-a')).toBe('ends with ');
    expect(stream.flush()).toBe('sk-a');
  });

  it('does not treat short placeholder keys as secrets', () => {
    const secrets = new Secrets();
    secrets.add('ollama');
    expect(secrets.redact('ollama runs locally')).toBe('ollama runs locally');
  });
});
