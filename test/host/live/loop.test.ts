/**
 * The live driver's loop (§2.2, §6) against an msw endpoint: streamed text reaches
 * the transcript, a tool call split across chunks is assembled and asked through
 * the same runtime as scripted runs, the projected answer goes back as a `tool`
 * message, and the conversation persists across user messages.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ENDPOINT,
  KEY,
  callTool,
  finishChunk,
  lastRunState,
  reply,
  scriptModel,
  server,
  setupLive,
  sse,
  textChunk,
  toolChunk,
  toolFinished,
  toolNames,
  toolStarted,
  transcript,
} from './harness.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const QUESTIONS_JSON =
  '{"questions":[{"id":"mode","question":"Which mode?","options":[{"label":"Fast (Recommended)"},{"label":"Safe"}]}]}';

describe('a live turn with a question', () => {
  it('streams text, assembles the split tool call, asks the user and sends the exact projected answer back', async () => {
    const live = setupLive();
    const model = scriptModel([
      () =>
        sse([
          textChunk('Let me '),
          textChunk('ask first.'),
          toolChunk(0, { id: 'call_1', name: 'ask_user', args: '' }),
          toolChunk(0, { name: '_question', args: QUESTIONS_JSON.slice(0, 25) }),
          toolChunk(0, { args: QUESTIONS_JSON.slice(25, 60) }),
          toolChunk(0, { args: QUESTIONS_JSON.slice(60) }),
          finishChunk('tool_calls'),
        ]),
      () => reply('Going with Fast.'),
    ]);
    live.user.push({ answers: [{ id: 'mode', selected: ['Fast (Recommended)'] }] });

    await live.driver.userMessage('Set it up for me');

    expect(model).toHaveLength(2);
    const second = model[1]?.body;
    expect(second?.messages.at(-2)).toStrictEqual({
      role: 'assistant',
      content: 'Let me ask first.',
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'ask_user_question', arguments: QUESTIONS_JSON } }],
    });
    expect(JSON.stringify(second?.messages.at(-1))).toBe(
      '{"role":"tool","tool_call_id":"call_1","content":"{\\"answers\\":[{\\"id\\":\\"mode\\",\\"selected\\":[\\"Fast (Recommended)\\"]}]}"}',
    );

    expect(live.asked).toHaveLength(1);
    expect(live.asked[0]?.questions).toStrictEqual([
      { id: 'mode', question: 'Which mode?', options: [{ label: 'Fast (Recommended)' }, { label: 'Safe' }] },
    ]);
    expect(toolStarted(live.frames)[0]).toMatchObject({ name: 'ask_user_question', agentId: 'root', questionCount: 1 });
    expect(toolFinished(live.frames)[0]?.result.isError).toBe(false);
    expect(transcript(live.frames).map((m) => [m.role, m.text])).toStrictEqual([
      ['user', 'Set it up for me'],
      ['assistant', 'Let me ask first.'],
      ['assistant', 'Going with Fast.'],
    ]);
    expect(lastRunState(live.frames)).toBe('idle');
  });

  it('sends the model, temperature, stream flag, bearer key, system prompt and the offered tools', async () => {
    const live = setupLive({ settings: { temperature: 0.3, model: 'm-1', systemPrompt: 'Be brief.' } });
    const model = scriptModel([() => reply('Hi.')]);
    await live.driver.userMessage('hello');
    const request = model[0];
    expect(request?.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(request?.body).toMatchObject({ model: 'm-1', temperature: 0.3, stream: true });
    expect(request?.body.messages[0]?.role).toBe('system');
    // asklab's system prompt alone: DSH's plan section is there only in plan mode.
    expect(request?.body.messages[0]?.content).toBe('Be brief.');
    expect(request?.body.messages.slice(1)).toStrictEqual([{ role: 'user', content: 'hello' }]);
    expect(toolNames(request!.body)).toStrictEqual(['ask_user_question', 'exit_plan_mode', 'task']);
    // DSH's model-visible schema snapshot (5bb600f9fb), byte for byte.
    const dsh = readFileSync(new URL('../../fixtures/dsh/ask-user-question.tool-schema.json', import.meta.url), 'utf8');
    expect(JSON.stringify(request?.body.tools[0])).toBe(JSON.stringify({ type: 'function', function: JSON.parse(dsh) as unknown }));
  });

  it('sends no Authorization header when the key is empty (local servers)', async () => {
    const live = setupLive({ settings: { apiKey: '' } });
    const model = scriptModel([() => reply('Hi.')]);
    await live.driver.userMessage('hello');
    expect(model[0]?.headers.has('authorization')).toBe(false);
  });

  it('posts to /chat/completions whether the base URL has a trailing slash or not', async () => {
    const live = setupLive({ settings: { baseUrl: 'https://llm.test/v1///' } });
    const model = scriptModel([() => reply('ok')], ENDPOINT);
    await live.driver.userMessage('hello');
    expect(model).toHaveLength(1);
  });

  it('keeps the conversation across user messages, and a reset forgets it', async () => {
    const live = setupLive();
    const model = scriptModel([() => reply('One.'), () => reply('Two.'), () => reply('Fresh.')]);
    await live.driver.userMessage('first');
    await live.driver.userMessage('second');
    expect(model[1]?.body.messages.slice(1)).toStrictEqual([
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'One.' },
      { role: 'user', content: 'second' },
    ]);
    live.driver.reset();
    await live.driver.userMessage('third');
    expect(model[2]?.body.messages.slice(1)).toStrictEqual([{ role: 'user', content: 'third' }]);
  });

  it('runs several tool calls of one reply in index order, each answered before the next', async () => {
    const live = setupLive();
    const q = (id: string) => JSON.stringify({ questions: [{ id, question: `${id}?` }] });
    const model = scriptModel([
      () =>
        sse([
          toolChunk(1, { id: 'call_b', name: 'ask_user_question', args: q('second') }),
          toolChunk(0, { id: 'call_a', name: 'ask_user_question', args: q('first') }),
          finishChunk('tool_calls'),
        ]),
      () => reply('Done.'),
    ]);
    live.user.push({ answers: [{ id: 'first', selected: [], custom: 'A' }] }, { answers: [{ id: 'second', selected: [], custom: 'B' }] });
    await live.driver.userMessage('go');
    expect(live.asked.map((f) => f.questions[0]?.id)).toStrictEqual(['first', 'second']);
    expect(model[1]?.body.messages.slice(-2)).toStrictEqual([
      { role: 'tool', tool_call_id: 'call_a', content: '{"answers":[{"id":"first","selected":[],"custom":"A"}]}' },
      { role: 'tool', tool_call_id: 'call_b', content: '{"answers":[{"id":"second","selected":[],"custom":"B"}]}' },
    ]);
  });

  it('tells the model when the user dismissed the questions, and carries on', async () => {
    const live = setupLive();
    const model = scriptModel([() => callTool('call_1', 'ask_user_question', JSON.parse(QUESTIONS_JSON)), () => reply('Okay.')]);
    live.user.push('cancel');
    await live.driver.userMessage('go');
    expect(toolFinished(live.frames)[0]?.result).toMatchObject({ isError: true, error: { code: 'ASK_CANCELLED' } });
    expect(model[1]?.body.messages.at(-1)).toStrictEqual({
      role: 'tool',
      tool_call_id: 'call_1',
      content: 'Error: the user cancelled ask_user_question',
    });
  });

  it('accepts a stream that gives a finish_reason but never sends [DONE]', async () => {
    const live = setupLive();
    scriptModel([() => sse([textChunk('Fine.'), finishChunk('stop')], { done: false })]);
    await live.driver.userMessage('hi');
    expect(transcript(live.frames).map((m) => m.role)).toStrictEqual(['user', 'assistant']);
  });

  it('accepts a plain JSON completion from a server that ignores stream: true', async () => {
    const live = setupLive();
    scriptModel([
      () =>
        Response.json({
          choices: [{ index: 0, message: { role: 'assistant', content: 'Not streamed.' }, finish_reason: 'stop' }],
        }),
    ]);
    await live.driver.userMessage('hi');
    expect(transcript(live.frames).at(-1)).toMatchObject({ role: 'assistant', text: 'Not streamed.' });
  });

  it('says so when the reply was cut off by the output limit', async () => {
    const live = setupLive();
    scriptModel([() => sse([textChunk('Half a sen'), finishChunk('length')])]);
    await live.driver.userMessage('hi');
    expect(transcript(live.frames).at(-1)).toMatchObject({ role: 'notice', tone: 'info' });
    expect(transcript(live.frames).at(-1)?.text).toContain('output limit');
  });

  it('refuses a second message while a turn is still running, without touching the history', async () => {
    const live = setupLive();
    scriptModel([() => callTool('call_1', 'ask_user_question', JSON.parse(QUESTIONS_JSON)), () => reply('Done.')]);
    live.user.push('hold');
    const first = live.driver.userMessage('first');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await live.driver.userMessage('second');
    expect(transcript(live.frames).at(-1)?.text).toContain('still working');
    expect(live.driver.history.filter((m) => m.role === 'user')).toHaveLength(1);
    live.runtime.stop();
    await first;
  });
});
