/**
 * The demo endpoint (§6) served by msw/node and driven by the real live driver:
 * a first message gets a question batch, the reply quotes the answers, plan mode
 * ends in a plan review, and "delegate" runs the sub-agent story. Replies depend
 * on the request body alone.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoChunks, demoModelHandlers, demoTurn } from '../../../src/client/live/demo-model.ts';
import { LiveDriver } from '../../../src/host/live/driver.ts';
import { HostRuntime } from '../../../src/host/runtime.ts';
import {
  parseHostFrame,
  type AskUserQuestionAnswer,
  type HostFrame,
  type QuestionRequestedFrame,
} from '../../../src/protocol/index.ts';
import { DEFAULT_SYSTEM_PROMPT } from '../../../src/protocol/live-defaults.ts';

const server = setupServer(...demoModelHandlers({ chunkDelayMs: 0 }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Answerer = (frame: QuestionRequestedFrame) => AskUserQuestionAnswer;

function demo(options: { planMode?: boolean } = {}) {
  const frames: HostFrame[] = [];
  const asked: QuestionRequestedFrame[] = [];
  const answerers: Answerer[] = [];
  let runtime: HostRuntime | undefined;
  runtime = new HostRuntime({
    send: (frame) => {
      const parsed = parseHostFrame(frame);
      if (!parsed.ok) throw new Error(parsed.reason);
      frames.push(frame);
      if (frame.type !== 'question/requested') return;
      asked.push(frame);
      const answer = answerers.shift();
      if (answer === undefined) return;
      setTimeout(() => {
        const rt = runtime as HostRuntime;
        rt.respond(frame.rpcId, { ok: true, value: { sessionId: rt.sessionId, answer: answer(frame) } });
      }, 0);
    },
  });
  const driver = new LiveDriver(runtime);
  driver.configure({
    endpoint: 'demo',
    baseUrl: 'https://asklab.test/demo-model/',
    model: 'asklab-demo',
    apiKey: '',
    temperature: 0.7,
    systemPrompt: DEFAULT_SYSTEM_PROMPT,
    planMode: options.planMode ?? false,
  });
  const shown = (): { agentId: string; role: string; text: string }[] => {
    const out: { id: string; agentId: string; role: string; text: string }[] = [];
    for (const f of frames) {
      if (f.type === 'transcript/message') out.push({ id: f.messageId, agentId: f.agentId, role: f.role, text: f.text });
      if (f.type === 'transcript/delta') {
        const m = out.find((x) => x.id === f.messageId);
        if (m !== undefined) m.text += f.text;
      }
    }
    return out;
  };
  return { driver, frames, asked, answerers, shown };
}

const firstBatchAnswer: Answerer = () => ({
  answers: [
    { id: 'depth', selected: ['Quick pass (Recommended)'] },
    { id: 'goal', selected: [], custom: 'a faster build' },
    { id: 'formats', selected: ['Summary', 'Code sample'] },
  ],
});

describe('the demo model', () => {
  it('asks a batch on the first message: a single-select with a Recommended option, a free-text and a multi-select', async () => {
    const d = demo();
    d.answerers.push(firstBatchAnswer);
    await d.driver.userMessage('speed up my build');
    const questions = d.asked[0]?.questions ?? [];
    expect(questions.map((q) => q.id)).toStrictEqual(['depth', 'goal', 'formats']);
    expect(questions[0]?.options?.[0]?.label).toBe('Quick pass (Recommended)');
    expect(questions[0]?.multiSelect).toBeUndefined();
    expect(questions[1]?.options).toBeUndefined();
    expect(questions[1]?.question).toContain('speed up my build');
    expect(questions[2]?.multiSelect).toBe(true);
  });

  it('reacts to the answers by quoting what the user chose', async () => {
    const d = demo();
    d.answerers.push(firstBatchAnswer);
    await d.driver.userMessage('speed up my build');
    const last = d.shown().at(-1);
    expect(last?.role).toBe('assistant');
    expect(last?.text).toContain('- Depth: Quick pass (Recommended)');
    expect(last?.text).toContain('- Goal: “a faster build”');
    expect(last?.text).toContain('- Output: Summary, Code sample');
    expect(d.frames.filter((f) => f.type === 'run/state').at(-1)).toMatchObject({ state: 'idle' });
  });

  it('in plan mode proposes a plan with exit_plan_mode built from the answers, and acknowledges the approval', async () => {
    const d = demo({ planMode: true });
    d.answerers.push(firstBatchAnswer, () => ({ answers: [{ id: 'plan-review', selected: ['Approve'] }] }));
    await d.driver.userMessage('speed up my build');
    const review = d.asked[1]?.questions[0];
    expect(review?.intent).toStrictEqual({ kind: 'plan-review', approve: 'Approve' });
    expect(review?.detail).toMatch(/^# Plan: speed up my build\n/);
    expect(review?.detail).toContain('**Quick pass (Recommended)**');
    expect(d.shown().at(-1)?.text).toContain('Plan approved');
    expect(d.driver.planMode).toBe(false);
  });

  it('in plan mode keeps planning and quotes the feedback when the plan is not approved', async () => {
    const d = demo({ planMode: true });
    d.answerers.push(firstBatchAnswer, () => ({ answers: [{ id: 'plan-review', selected: [], custom: 'cache first' }] }));
    await d.driver.userMessage('speed up my build');
    expect(d.shown().at(-1)?.text).toContain('“cache first”');
  });

  it('delegates on request: the sub-agent is refused DELEGATED_CALLER, reports back, and the parent asks the user', async () => {
    const d = demo();
    d.answerers.push(() => ({ answers: [{ id: 'source', selected: ['Issue tracker'] }] }));
    await d.driver.userMessage('please research why the build is slow');
    const finished = d.frames.filter((f) => f.type === 'tool/finished');
    const codes = finished.map((f) => (f.type === 'tool/finished' && f.result.isError ? f.result.error.code : 'ok'));
    // child ask refused, task done, parent ask answered
    expect(codes).toStrictEqual(['DELEGATED_CALLER', 'ok', 'ok']);
    expect(d.asked).toHaveLength(1);
    expect(d.asked[0]?.questions[0]?.options?.map((o) => o.label)).toStrictEqual(['Changelog (Recommended)', 'Issue tracker']);
    const child = d.frames.find((f) => f.type === 'agent/lifecycle' && f.event === 'entered' && f.parentId === 'root');
    expect(d.shown().some((m) => m.agentId === (child?.type === 'agent/lifecycle' ? child.agentId : '') && m.text.includes('Open question'))).toBe(true);
    expect(d.shown().at(-1)?.text).toContain('the research starts with “Issue tracker”');
  });

  it('delegates once on the second message even without the word', async () => {
    const d = demo();
    d.answerers.push(firstBatchAnswer, () => ({ answers: [{ id: 'source', selected: ['Changelog (Recommended)'] }] }));
    await d.driver.userMessage('speed up my build');
    await d.driver.userMessage('ok, go on');
    expect(d.frames.filter((f) => f.type === 'tool/started').map((f) => (f.type === 'tool/started' ? f.name : ''))).toStrictEqual([
      'ask_user_question',
      'task',
      'ask_user_question',
      'ask_user_question',
    ]);
    await d.driver.userMessage('thanks');
    expect(d.shown().at(-1)?.text).toContain('You said “thanks”');
  });

  it('answers in Chinese when the user writes Chinese, with a full-width recommended marker', async () => {
    const d = demo();
    d.answerers.push((frame) => ({
      answers: frame.questions.map((q) => {
        const first = q.options?.[0];
        return first === undefined ? { id: q.id, selected: [], custom: '更快' } : { id: q.id, selected: [first.label] };
      }),
    }));
    await d.driver.userMessage('帮我加快构建');
    expect(d.asked[0]?.questions[0]?.options?.[0]?.label).toBe('快速过一遍（推荐）');
    expect(d.shown().at(-1)?.text).toContain('- 深度: 快速过一遍（推荐）');
  });

  it('is deterministic: the same request body gives the same stream', () => {
    const body = { messages: [{ role: 'system', content: 's' }, { role: 'user', content: 'hello' }], tools: [{ function: { name: 'task' } }] };
    expect(demoChunks(demoTurn(body))).toStrictEqual(demoChunks(demoTurn(structuredClone(body))));
  });

  it('streams tool-call arguments in several pieces that reassemble to the arguments', () => {
    const turn = demoTurn({ messages: [{ role: 'user', content: 'hello' }], tools: [{ function: { name: 'task' } }] });
    const chunks = demoChunks(turn).filter((c) => c !== '[DONE]').map((c) => JSON.parse(c) as { choices: { delta: { tool_calls?: { function: { arguments?: string } }[] } }[] });
    const pieces = chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []).map((t) => t.function.arguments ?? '');
    expect(pieces.filter((p) => p !== '').length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe(turn.toolCall?.arguments);
  });

  it('answers a body without messages with HTTP 400', async () => {
    const response = await fetch('https://asklab.test/demo-model/chat/completions', { method: 'POST', body: '{"nope":1}' });
    expect(response.status).toBe(400);
  });
});
