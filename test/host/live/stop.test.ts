/**
 * Stop in a live run (§2.2): run/stop aborts the HTTP stream or the pending ask
 * (ASK_ABORTED, the row interrupted), the turn ends with a short notice, the
 * history stays valid and the conversation continues.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  finishChunk,
  lastRunState,
  reply,
  scriptModel,
  server,
  setupLive,
  sse,
  stallingResponse,
  textChunk,
  toolChunk,
  toolFinished,
  toolStarted,
  transcript,
  waitForFrame,
} from './harness.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ask = (id: string) => JSON.stringify({ questions: [{ id, question: `${id}?` }] });

describe('Stop during a live run', () => {
  it('during streaming aborts the HTTP request, keeps the text shown so far, and the next message works', async () => {
    const live = setupLive();
    let aborted = false;
    const model = scriptModel([
      (_body, request) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        return stallingResponse(`data: ${JSON.stringify(textChunk('Partial answer'))}\n\n`, request.signal);
      },
      () => reply('Fresh start.'),
    ]);
    const turn = live.driver.userMessage('long question');
    await waitForFrame(live.frames, (f) => f.type === 'transcript/message' && f.role === 'assistant');
    live.runtime.stop();
    await turn;

    expect(aborted).toBe(true);
    expect(transcript(live.frames).slice(-2)).toStrictEqual([
      expect.objectContaining({ role: 'assistant', text: 'Partial answer' }),
      expect.objectContaining({ role: 'notice', tone: 'info', text: 'Stopped.' }),
    ]);
    expect(live.frames.filter((f) => f.type === 'transcript/message').at(-1)).toMatchObject({ notice: { key: 'stopped' } });
    expect(lastRunState(live.frames)).toBe('idle');

    await live.driver.userMessage('again');
    expect(model[1]?.body.messages.slice(1)).toStrictEqual([
      { role: 'user', content: 'long question' },
      { role: 'assistant', content: 'Partial answer' },
      { role: 'user', content: 'again' },
    ]);
    expect(transcript(live.frames).at(-1)).toMatchObject({ role: 'assistant', text: 'Fresh start.' });
  });

  it('during a pending ask settles it ASK_ABORTED, withdraws the card, and skips the remaining calls', async () => {
    const live = setupLive();
    const model = scriptModel([
      () =>
        sse([
          toolChunk(0, { id: 'call_a', name: 'ask_user_question', args: ask('first') }),
          toolChunk(1, { id: 'call_b', name: 'ask_user_question', args: ask('second') }),
          finishChunk('tool_calls'),
        ]),
      () => reply('Resumed.'),
    ]);
    live.user.push(() => live.runtime.stop());
    await live.driver.userMessage('go');

    expect(toolStarted(live.frames)).toHaveLength(1);
    expect(toolFinished(live.frames)[0]?.result).toMatchObject({ isError: true, error: { code: 'ASK_ABORTED' } });
    expect(live.frames.some((f) => f.type === 'question/resolved' && f.outcome === 'cancelled' && f.reason === 'aborted')).toBe(true);
    expect(transcript(live.frames).at(-1)).toMatchObject({ role: 'notice', text: 'Stopped.' });
    expect(lastRunState(live.frames)).toBe('idle');
    expect(live.driver.history.slice(-2)).toStrictEqual([
      { role: 'tool', tool_call_id: 'call_a', content: 'Error: ask_user_question was aborted before the user answered' },
      { role: 'tool', tool_call_id: 'call_b', content: 'Error: not run, because the user stopped the run.' },
    ]);

    await live.driver.userMessage('continue');
    expect(model[1]?.body.messages.at(-1)).toStrictEqual({ role: 'user', content: 'continue' });
    expect(transcript(live.frames).at(-1)).toMatchObject({ role: 'assistant', text: 'Resumed.' });
  });

  it('a reset during a pending ask stops the turn and forgets the conversation', async () => {
    const live = setupLive();
    const model = scriptModel([
      () => sse([toolChunk(0, { id: 'call_a', name: 'ask_user_question', args: ask('first') }), finishChunk('tool_calls')]),
      () => reply('Hello again.'),
    ]);
    live.user.push(() => live.driver.reset());
    await live.driver.userMessage('go');
    expect(toolFinished(live.frames)[0]?.result).toMatchObject({ error: { code: 'ASK_ABORTED' } });
    await live.driver.userMessage('new topic');
    expect(model[1]?.body.messages.slice(1)).toStrictEqual([{ role: 'user', content: 'new topic' }]);
  });
});
