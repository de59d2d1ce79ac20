/**
 * Every failure of the endpoint ends the turn with one clear error notice and the
 * run back to idle (§6: nothing hangs); bad tool calls go back to the model as
 * tool errors so it can retry, and the loop is bounded.
 */
import { HttpResponse } from 'msw';
import { parseHostFrame } from '../../../src/protocol/index.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveSetup } from './harness.ts';
import {
  KEY,
  callTool,
  finishChunk,
  lastRunState,
  notices,
  reply,
  scriptModel,
  server,
  setupLive,
  sse,
  sseResponse,
  textChunk,
  toolChunk,
  toolFinished,
  transcript,
} from './harness.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function expectEndedWithError(live: LiveSetup, pattern: RegExp): void {
  const last = transcript(live.frames).at(-1);
  expect(last).toMatchObject({ role: 'notice', tone: 'error' });
  expect(last?.text).toMatch(pattern);
  expect(notices(live.frames).filter((n) => n.tone === 'error')).toHaveLength(1);
  expect(lastRunState(live.frames)).toBe('idle');
  expect(live.driver.busy).toBe(false);
}

describe('HTTP errors end the turn with a clear notice', () => {
  it.each([401, 403])('HTTP %i says the API key was refused', async (status) => {
    const live = setupLive();
    scriptModel([() => HttpResponse.json({ error: { message: 'Authentication Fails' } }, { status })]);
    await live.driver.userMessage('hi');
    expectEndedWithError(live, new RegExp(`^The API key was refused \\(HTTP ${status}.*Authentication Fails`));
  });

  it('HTTP 429 says the endpoint is rate-limiting, with the Retry-After wait', async () => {
    const live = setupLive();
    scriptModel([() => HttpResponse.json({ error: { message: 'slow down' } }, { status: 429, headers: { 'Retry-After': '7' } })]);
    await live.driver.userMessage('hi');
    expectEndedWithError(live, /rate-limiting requests \(HTTP 429.*Retry after 7 seconds\./);
  });

  it('HTTP 429 without Retry-After asks to wait a moment', async () => {
    const live = setupLive();
    scriptModel([() => new HttpResponse('busy', { status: 429 })]);
    await live.driver.userMessage('hi');
    expectEndedWithError(live, /rate-limiting requests \(HTTP 429.*Wait a moment/);
  });

  it.each([500, 502, 503])('HTTP %i is reported as a server error', async (status) => {
    const live = setupLive();
    scriptModel([() => new HttpResponse('<html>upstream down</html>', { status })]);
    await live.driver.userMessage('hi');
    expectEndedWithError(live, new RegExp(`server error \\(HTTP ${status}.*Try again later`));
  });

  it('HTTP 404 hints at the base URL and the model name', async () => {
    const live = setupLive();
    scriptModel([() => HttpResponse.json({ error: { message: 'model not found' } }, { status: 404 })]);
    await live.driver.userMessage('hi');
    expectEndedWithError(live, /rejected the request \(HTTP 404.*Check the base URL and the model name\..*model not found/);
  });
});

describe('endpoint failures carry a notice key the page words in its locale', () => {
  it.each([
    [401, 'live-auth'],
    [429, 'live-rate-limit'],
    [503, 'live-server'],
    [404, 'live-http'],
  ] as const)('HTTP %i sends the %s key with its status and the endpoint\'s detail, beside the English', async (status, key) => {
    const live = setupLive();
    scriptModel([() => HttpResponse.json({ error: { message: 'nope' } }, { status, headers: { 'Retry-After': '1' } })]);
    await live.driver.userMessage('hi');
    const frame = live.frames.filter((f) => f.type === 'transcript/message').at(-1);
    expect(frame).toMatchObject({ role: 'notice', tone: 'error', notice: { key, detail: 'nope' } });
    expect(frame?.type === 'transcript/message' && frame.notice !== undefined && 'status' in frame.notice && frame.notice.status).toMatch(
      new RegExp(`^HTTP ${status}`),
    );
    if (key === 'live-rate-limit') expect(frame).toMatchObject({ notice: { retryAfterSeconds: 1 }, text: expect.stringContaining('Retry after 1 second.') });
    if (key === 'live-http') expect(frame).toMatchObject({ notice: { notFound: true } });
    expect(parseHostFrame(frame).ok).toBe(true);
  });

  it('a failed fetch sends live-network (or live-offline) with the URL and the browser\'s own reason', async () => {
    for (const online of [true, false]) {
      const live = setupLive({ driver: { isOnline: () => online } });
      scriptModel([() => HttpResponse.error()]);
      await live.driver.userMessage('hi');
      const frame = live.frames.filter((f) => f.type === 'transcript/message').at(-1);
      expect(frame).toMatchObject({
        notice: { key: online ? 'live-network' : 'live-offline', url: 'https://llm.test/v1/chat/completions', reason: expect.any(String) },
      });
    }
  });
});

describe('stream, settings and loop failures carry a notice key with their data, beside the English', () => {
  async function lastNotice(live: LiveSetup): Promise<unknown> {
    const frame = live.frames.filter((f) => f.type === 'transcript/message').at(-1);
    expect(parseHostFrame(frame).ok).toBe(true);
    return frame?.type === 'transcript/message' ? frame.notice : undefined;
  }

  it.each([
    ['an in-stream error', () => sse([{ error: { message: 'context length exceeded' } }]), { key: 'live-stream-error', detail: 'context length exceeded' }],
    ['a data line that is not JSON', () => sse(['{"choices": [oops']), { key: 'live-not-json', preview: '{"choices": [oops' }],
    ['a chunk of the wrong shape', () => sse([{ choices: [{ index: 0, delta: { content: 42 } }] }]), { key: 'live-malformed', detail: expect.stringMatching(/^choices\[0\]\.delta\.content/) }],
    ['a page that is not an event stream', () => new HttpResponse('<html>Login</html>\n', { headers: { 'Content-Type': 'text/html' } }), { key: 'live-not-sse', preview: '<html>Login</html>' }],
    ['a stream without an end', () => sse([textChunk('Half')], { done: false }), { key: 'live-incomplete' }],
  ] as const)('%s', async (_what, respond, notice) => {
    const live = setupLive();
    scriptModel([respond]);
    await live.driver.userMessage('hi');
    expect(await lastNotice(live)).toEqual(notice);
  });

  it('settings that cannot make a request name their problem, before any request', async () => {
    for (const [settings, problem] of [
      [{ baseUrl: ' ' }, 'no-base-url'],
      [{ baseUrl: 'http://me:pw@llm.test/v1' }, 'url-credentials'],
      [{ model: '' }, 'no-model'],
    ] as const) {
      const live = setupLive({ settings });
      await live.driver.userMessage('hi');
      expect(await lastNotice(live)).toEqual({ key: 'live-config', problem });
    }
  });

  it('the idle timeout and the turn limit carry their numbers', async () => {
    const silent = setupLive({ driver: { idleTimeoutMs: 40 } });
    scriptModel([
      (_body, request) =>
        new HttpResponse(
          new ReadableStream<Uint8Array>({ start: (c) => request.signal.addEventListener('abort', () => c.error(new Error('aborted'))) }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        ),
    ]);
    await silent.driver.userMessage('hi');
    expect(await lastNotice(silent)).toEqual({ key: 'live-idle-timeout', ms: 40 });

    const looping = setupLive({ driver: { maxTurns: 2 } });
    scriptModel(Array.from({ length: 2 }, (_, i) => () => callTool(`call_${i}`, 'search_web', {})));
    await looping.driver.userMessage('go');
    expect(await lastNotice(looping)).toEqual({ key: 'live-turn-limit', maxTurns: 2 });
  });

  it('the endpoint\'s words in a notice lose the key', async () => {
    const live = setupLive();
    scriptModel([() => sse([{ error: { message: `bad key ${KEY}` } }])]);
    await live.driver.userMessage('hi');
    expect(await lastNotice(live)).toEqual({ key: 'live-stream-error', detail: 'bad key [redacted]' });
  });
});

describe('transport failures end the turn with a clear notice', () => {
  it('a failed fetch (network or CORS) explains CORS and names local servers that allow it', async () => {
    const live = setupLive();
    scriptModel([() => HttpResponse.error()]);
    await live.driver.userMessage('hi');
    expectEndedWithError(live, /^Could not reach https:\/\/llm\.test\/v1\/chat\/completions/);
    const text = notices(live.frames)[0]?.text ?? '';
    for (const needle of ['CORS', 'OLLAMA_ORIGINS=*', 'LM Studio', 'vLLM']) expect(text).toContain(needle);
  });

  it('a failed fetch while offline says the browser is offline', async () => {
    const live = setupLive({ driver: { isOnline: () => false } });
    scriptModel([() => HttpResponse.error()]);
    await live.driver.userMessage('hi');
    expectEndedWithError(live, /^You appear to be offline/);
  });

  it('a stream that ends without [DONE] and without finish_reason is reported as incomplete, keeping the shown text', async () => {
    const live = setupLive();
    scriptModel([() => sse([textChunk('Half')], { done: false })]);
    await live.driver.userMessage('hi');
    expect(transcript(live.frames).map((m) => m.text)).toContain('Half');
    expectEndedWithError(live, /stream ended before the model finished \(no \[DONE\] and no finish_reason\)/);
  });

  it('a data line that is not JSON is reported as malformed stream data', async () => {
    const live = setupLive();
    scriptModel([() => sse([textChunk('Hel'), '{"choices": [oops'])]);
    await live.driver.userMessage('hi');
    expectEndedWithError(live, /malformed stream data \(a data line that is not JSON: "\{"choices": \[oops"\)/);
  });

  it('a chunk of the wrong shape is reported as malformed stream data naming the path', async () => {
    const live = setupLive();
    scriptModel([() => sse([{ choices: [{ index: 0, delta: { content: 42 } }] }])]);
    await live.driver.userMessage('hi');
    expectEndedWithError(live, /malformed stream data \(choices\[0\]\.delta\.content/);
  });

  it('an error object inside the stream is reported with its message', async () => {
    const live = setupLive();
    scriptModel([() => sse([textChunk('Hm'), { error: { message: 'context length exceeded' } }])]);
    await live.driver.userMessage('hi');
    expectEndedWithError(live, /reported an error in the stream: context length exceeded/);
  });

  it('a 200 answer that is not an event stream is reported as such', async () => {
    const live = setupLive();
    scriptModel([() => new HttpResponse('<html><body>Login</body></html>\n', { headers: { 'Content-Type': 'text/html' } })]);
    await live.driver.userMessage('hi');
    expectEndedWithError(live, /not a server-sent event stream/);
  });

  it('an endpoint that goes silent is given up after the idle timeout', async () => {
    const live = setupLive({ driver: { idleTimeoutMs: 60 } });
    scriptModel([
      (_body, request) => {
        const encoder = new TextEncoder();
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(`data: ${JSON.stringify(textChunk('Thinking'))}\n\n`));
            request.signal.addEventListener('abort', () => controller.error(new Error('aborted')));
          },
        });
        return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
      },
    ]);
    await live.driver.userMessage('hi');
    expectEndedWithError(live, /^The endpoint sent nothing for 60 ms, so the request was given up\.$/);
  });

  it('after an error the conversation can continue', async () => {
    const live = setupLive();
    const model = scriptModel([() => new HttpResponse('down', { status: 503 }), () => reply('Back.')]);
    await live.driver.userMessage('first');
    await live.driver.userMessage('second');
    expect(transcript(live.frames).at(-1)).toMatchObject({ role: 'assistant', text: 'Back.' });
    expect(model[1]?.body.messages.slice(1)).toStrictEqual([
      { role: 'user', content: 'first' },
      { role: 'user', content: 'second' },
    ]);
  });

  it('a missing base URL is reported before any request', async () => {
    const live = setupLive({ settings: { baseUrl: '  ' } });
    await live.driver.userMessage('hi');
    expectEndedWithError(live, /Set a base URL/);
  });
});

describe('bad tool calls go back to the model, which can retry', () => {
  it('truncated tool-call JSON earns INVALID_ARGS, the history keeps valid JSON, and the retry works', async () => {
    const live = setupLive();
    const truncated = '{"questions":[{"id":"a","question":"Wh';
    const model = scriptModel([
      () => sse([toolChunk(0, { id: 'call_1', name: 'ask_user_question', args: truncated }), finishChunk('tool_calls')]),
      () => callTool('call_2', 'ask_user_question', { questions: [{ id: 'a', question: 'Which?' }] }),
      () => reply('Thanks.'),
    ]);
    live.user.push({ answers: [{ id: 'a', selected: [], custom: 'this one' }] });
    await live.driver.userMessage('go');

    expect(toolFinished(live.frames)[0]?.result).toMatchObject({ isError: true, error: { code: 'INVALID_ARGS' } });
    const second = model[1]?.body.messages ?? [];
    expect(second.at(-2)?.tool_calls?.[0]?.function.arguments).toBe('{}');
    expect(second.at(-1)?.content).toBe('Error: invalid arguments: "arguments" must be an object');
    expect(live.asked).toHaveLength(1);
    expect(transcript(live.frames).at(-1)).toMatchObject({ role: 'assistant', text: 'Thanks.' });
    expect(lastRunState(live.frames)).toBe('idle');
  });

  it('arguments of the wrong shape earn INVALID_ARGS naming the path', async () => {
    const live = setupLive();
    const model = scriptModel([() => callTool('call_1', 'ask_user_question', { questions: [{ id: 'a' }] }), () => reply('Oops.')]);
    await live.driver.userMessage('go');
    expect(model[1]?.body.messages.at(-1)?.content).toBe('Error: invalid arguments: missing required property "questions[0].question"');
  });

  it('an unknown tool name earns UNKNOWN_TOOL listing the offered tools', async () => {
    const live = setupLive();
    const model = scriptModel([() => callTool('call_1', 'search_web', { q: 'x' }), () => reply('Right.')]);
    await live.driver.userMessage('go');
    expect(toolFinished(live.frames)[0]?.result).toMatchObject({ isError: true, error: { code: 'UNKNOWN_TOOL' } });
    expect(model[1]?.body.messages.at(-1)?.content).toBe(
      'Error: There is no tool named "search_web". Available tools: ask_user_question, exit_plan_mode, task.',
    );
  });

  it('a model that never stops calling tools is cut off after 12 requests', async () => {
    const live = setupLive();
    const model = scriptModel(Array.from({ length: 20 }, (_, i) => () => callTool(`call_${i}`, 'search_web', {})));
    await live.driver.userMessage('go');
    expect(model).toHaveLength(12);
    expectEndedWithError(live, /^Stopped after 12 model requests without a final answer/);
    // The history stays valid: every tool call has its tool message.
    const calls = live.driver.history.flatMap((m) => (m.role === 'assistant' ? (m.tool_calls ?? []) : []));
    const answered = live.driver.history.filter((m) => m.role === 'tool');
    expect(answered).toHaveLength(calls.length);
  });
});
