/**
 * The hop across the worker boundary, end to end over a real MessageChannel: the
 * host runtime on one port, the page's HostClient on the other. Each outcome of a
 * direct ask (answer, cancel, abort, disposal, late or malformed responses,
 * transport faults) is driven through the client and checked in the client's
 * frame log and in the tool result the agent received.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HostClient,
  PendingQuestion,
  ReceiptRejectedError,
  TransportError,
} from '../../src/bridge/client.ts';
import type { FrameLogEntry } from '../../src/bridge/frame-log.ts';
import { startHost, type HostHandle } from '../../src/host/worker-main.ts';
import {
  CANCELLED_MESSAGE,
  parseHostFrame,
  resultText,
  type AskUserQuestionItem,
  type HostFrame,
  type QuestionDraft,
  type QuestionRequestedFrame,
  type ToolResult,
} from '../../src/protocol/index.ts';

type FrameOf<T extends HostFrame['type']> = Extract<HostFrame, { type: T }>;

const WAIT_MS = 2_000;

const questions: AskUserQuestionItem[] = [
  {
    id: 'mode',
    question: 'Which mode should the build use?',
    options: [{ label: 'Fast (Recommended)', description: 'Skips the slow checks' }, { label: 'Thorough' }],
  },
  { id: 'notes', question: 'Anything else the agent should know?' },
];

const drafts: QuestionDraft[] = [
  { selected: ['Fast (Recommended)'], custom: '', skipped: false },
  { selected: [], custom: '  ship it on Friday \n', skipped: false },
];

const ANSWER = {
  answers: [
    { id: 'mode', selected: ['Fast (Recommended)'] },
    { id: 'notes', selected: [], custom: 'ship it on Friday' },
  ],
};
const ANSWER_TEXT =
  '{"answers":[{"id":"mode","selected":["Fast (Recommended)"]},{"id":"notes","selected":[],"custom":"ship it on Friday"}]}';

let channel: MessageChannel;
let handle: HostHandle;
let client: HostClient;

beforeEach(async () => {
  channel = new MessageChannel();
  handle = startHost(channel.port1);
  client = new HostClient(channel.port2);
  // The runtime announces its root agent first; later traces start after it.
  await waitForFrame('agent/lifecycle');
});

afterEach(() => {
  client.close();
  handle.close();
  channel.port1.close();
  channel.port2.close();
  vi.restoreAllMocks();
});

/** Resolves with the next frame of `type` that matches; must be called before the frame can arrive. */
function waitForFrame<T extends HostFrame['type']>(
  type: T,
  predicate: (frame: FrameOf<T>) => boolean = () => true,
  timeoutMs = WAIT_MS,
): Promise<FrameOf<T>> {
  return new Promise<FrameOf<T>>((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no ${type} frame arrived within ${String(timeoutMs)} ms`));
    }, timeoutMs);
    const unsubscribe = client.subscribe((frame) => {
      if (frame.type !== type) return;
      const typed = frame as FrameOf<T>;
      if (!predicate(typed)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(typed);
    });
  });
}

/** One log entry as `direction type(detail)`, where the detail is the frame's deciding field. */
function describeEntry(entry: FrameLogEntry): string {
  const head = `${entry.direction} ${entry.type}`;
  if (entry.rejected !== undefined) return `${head}(rejected)`;
  if (entry.direction === 'to-worker') return head;
  const parsed = parseHostFrame(entry.payload);
  if (!parsed.ok) return `${head}(unparseable)`;
  const frame = parsed.frame;
  switch (frame.type) {
    case 'receipt':
      return `${head}(${frame.accepted ? 'accepted' : frame.reason})`;
    case 'question/resolved':
      return `${head}(${frame.outcome}${frame.reason !== undefined ? `, ${frame.reason}` : ''})`;
    case 'question/withdrawn':
      return `${head}(${frame.reason})`;
    case 'tool/finished':
      return `${head}(${frame.result.isError ? frame.result.error.code : 'ok'})`;
    case 'run/state':
      return `${head}(${frame.state})`;
    default:
      return head;
  }
}

/** Marks the log's current end; `since()` then lists what crossed after it. */
function markLog(): { since: () => string[] } {
  const start = client.log.entries.length;
  return { since: () => client.log.entries.slice(start).map(describeEntry) };
}

interface Asked {
  readonly callId: string;
  readonly frame: QuestionRequestedFrame;
  readonly question: PendingQuestion;
}

/** The root agent asks `items` directly (as `?q=` does); resolves once the request reached the page. */
async function askDirect(items: readonly AskUserQuestionItem[] = questions): Promise<Asked> {
  const started = waitForFrame('tool/started');
  const requested = waitForFrame('question/requested');
  client.ask({ questions: [...items] });
  const [tool, frame] = await Promise.all([started, requested]);
  return { callId: tool.callId, frame, question: client.pendingQuestion(frame) };
}

function finishedFor(callId: string): Promise<FrameOf<'tool/finished'>> {
  return waitForFrame('tool/finished', (frame) => frame.callId === callId);
}

function idle(): Promise<FrameOf<'run/state'>> {
  return waitForFrame('run/state', (frame) => frame.state === 'idle');
}

function failureOf(result: ToolResult): { name: string; code?: string | undefined; text: string } {
  if (!result.isError) throw new Error(`expected a failure, got ${resultText(result)}`);
  return { ...result.error, text: resultText(result) };
}

function framesOfType<T extends HostFrame['type']>(type: T): FrameOf<T>[] {
  return client.log.entries.flatMap((entry) => {
    if (entry.direction !== 'to-main' || entry.rejected !== undefined) return [];
    const parsed = parseHostFrame(entry.payload);
    return parsed.ok && parsed.frame.type === type ? [parsed.frame as FrameOf<T>] : [];
  });
}

describe('a direct ask hops to the page and back', () => {
  it('delivers the request with every question and the runtime session', async () => {
    const log = markLog();
    const { frame, question } = await askDirect();
    expect(log.since()).toEqual(['to-worker run/ask', 'to-main run/state(running)', 'to-main tool/started', 'to-main question/requested']);
    expect(frame.questions).toEqual(questions);
    expect(question.rpcId).toBe(frame.rpcId);
    expect(question.sessionId).toBe(handle.runtime.sessionId);
  });

  it('answered: accepts the receipt, resolves the question, and the agent receives the exact answer text', async () => {
    const { callId, question } = await askDirect();
    const log = markLog();
    const finished = finishedFor(callId);
    const done = idle();

    const answer = await question.answer(drafts);
    const result = (await finished).result;
    await done;

    expect(answer).toEqual(ANSWER);
    expect(log.since()).toEqual([
      'to-worker client-response',
      'to-main receipt(accepted)',
      'to-main question/resolved(answered)',
      'to-main tool/finished(ok)',
      'to-main run/state(idle)',
    ]);
    expect(result.isError).toBe(false);
    expect(resultText(result)).toBe(ANSWER_TEXT);
  });

  it('cancelled: the dismissal is accepted, the question resolves cancelled, and the agent gets ASK_CANCELLED', async () => {
    const { callId, question } = await askDirect();
    const log = markLog();
    const finished = finishedFor(callId);
    const done = idle();

    await question.cancel();
    const result = (await finished).result;
    await done;

    expect(log.since()).toEqual([
      'to-worker client-response',
      'to-main receipt(accepted)',
      'to-main question/resolved(cancelled)',
      'to-main tool/finished(ASK_CANCELLED)',
      'to-main run/state(idle)',
    ]);
    const sent = client.log.entries.find((e) => e.direction === 'to-worker' && e.type === 'client-response');
    expect(sent?.payload).toMatchObject({ result: { ok: false, error: { code: 'cancelled', message: CANCELLED_MESSAGE, details: {} } } });
    const failure = failureOf(result);
    expect(failure).toMatchObject({ name: 'UserQuestionError', code: 'ASK_CANCELLED' });
    expect(failure.text.startsWith('Error: ')).toBe(true);
  });

  it('aborted while pending: Stop withdraws the question, the agent gets ASK_ABORTED, and a later answer is not-pending', async () => {
    const { callId, question } = await askDirect();
    const log = markLog();
    const finished = finishedFor(callId);
    const done = idle();

    client.stop();
    const result = (await finished).result;
    await done;

    expect(log.since()).toEqual([
      'to-worker run/stop',
      'to-main question/resolved(cancelled, aborted)',
      'to-main tool/finished(ASK_ABORTED)',
      'to-main run/state(idle)',
    ]);
    expect(failureOf(result)).toMatchObject({ name: 'UserQuestionError', code: 'ASK_ABORTED' });

    const late = markLog();
    const rejection = question.answer(drafts);
    await expect(rejection).rejects.toBeInstanceOf(ReceiptRejectedError);
    await expect(rejection).rejects.toMatchObject({ name: 'ReceiptRejectedError', reason: 'not-pending' });
    expect(late.since()).toEqual(['to-worker client-response', 'to-main receipt(not-pending)']);
    expect(framesOfType('tool/finished').filter((f) => f.callId === callId)).toHaveLength(1);
  });

  it('provider disposed: every pending ask resolves cancelled (reason disposed), as DSH\'s web provider does, and settles ASK_ABORTED', async () => {
    const first = await askDirect();
    const second = await askDirect([{ id: 'colour', question: 'Which colour?', options: [{ label: 'Red' }, { label: 'Blue' }] }]);
    expect(first.frame.rpcId).not.toBe(second.frame.rpcId);
    const log = markLog();
    const finishedFirst = finishedFor(first.callId);
    const finishedSecond = finishedFor(second.callId);
    const done = idle();

    handle.runtime.disposeProvider();
    const results = [(await finishedFirst).result, (await finishedSecond).result];
    await done;

    expect(log.since()).toEqual([
      'to-main question/resolved(cancelled, disposed)',
      'to-main question/resolved(cancelled, disposed)',
      'to-main tool/finished(ASK_ABORTED)',
      'to-main tool/finished(ASK_ABORTED)',
      'to-main run/state(idle)',
    ]);
    expect(framesOfType('question/resolved').map((f) => f.rpcId)).toEqual([first.frame.rpcId, second.frame.rpcId]);
    for (const result of results) expect(failureOf(result)).toMatchObject({ name: 'UserQuestionError', code: 'ASK_ABORTED' });

    await expect(first.question.answer(drafts)).rejects.toMatchObject({ reason: 'not-pending' });
  });

  it('answered twice: the second response is not-pending and the ask settles exactly once', async () => {
    const { callId, frame, question } = await askDirect();
    const finished = finishedFor(callId);
    const done = idle();

    // Both responses leave before either receipt comes back.
    const firstAnswer = question.answer(drafts);
    const secondAnswer = question.answer([{ selected: ['Thorough'], custom: '', skipped: false }, undefined]);
    await expect(firstAnswer).resolves.toEqual(ANSWER);
    await expect(secondAnswer).rejects.toMatchObject({ name: 'ReceiptRejectedError', reason: 'not-pending' });
    expect(resultText((await finished).result)).toBe(ANSWER_TEXT);
    await done;

    // A third, sequential response still finds nothing pending; by its receipt every earlier frame has landed.
    await expect(question.answer(drafts)).rejects.toMatchObject({ reason: 'not-pending' });

    const receipts = framesOfType('receipt').filter((r) => r.rpcId === frame.rpcId);
    expect(receipts.map((r) => (r.accepted ? 'accepted' : r.reason))).toEqual(['accepted', 'not-pending', 'not-pending']);
    expect(framesOfType('question/resolved').filter((r) => r.rpcId === frame.rpcId)).toHaveLength(1);
    expect(framesOfType('tool/finished').filter((f) => f.callId === callId)).toHaveLength(1);
  });
});

describe('the worker refuses responses it cannot read, and the ask stays pending', () => {
  it('a result that matches no schema earns bad-response; a correct answer afterwards is accepted', async () => {
    const { callId, frame, question } = await askDirect();
    const log = markLog();

    await expect(client.respond(frame.rpcId, { ok: true, value: { nonsense: 1 } })).rejects.toMatchObject({
      name: 'ReceiptRejectedError',
      reason: 'bad-response',
    });
    expect(log.since()).toEqual(['to-worker client-response', 'to-main receipt(bad-response)']);

    const finished = finishedFor(callId);
    const done = idle();
    await question.answer(drafts);
    expect(resultText((await finished).result)).toBe(ANSWER_TEXT);
    await done;
    expect(log.since()).toEqual([
      'to-worker client-response',
      'to-main receipt(bad-response)',
      'to-worker client-response',
      'to-main receipt(accepted)',
      'to-main question/resolved(answered)',
      'to-main tool/finished(ok)',
      'to-main run/state(idle)',
    ]);
  });

  it('an error code other than "cancelled" earns bad-response and does not cancel the ask', async () => {
    const { callId, frame, question } = await askDirect();
    const log = markLog();

    const rejection = client.respond(frame.rpcId, {
      ok: false,
      error: { code: 'timeout', message: 'the user went away', details: {} },
    });
    await expect(rejection).rejects.toMatchObject({ name: 'ReceiptRejectedError', reason: 'bad-response' });
    expect(log.since()).toEqual(['to-worker client-response', 'to-main receipt(bad-response)']);

    const finished = finishedFor(callId);
    await question.cancel();
    expect(failureOf((await finished).result)).toMatchObject({ code: 'ASK_CANCELLED' });
  });

  it('an answer naming a label that is not among the options earns bad-response', async () => {
    const { callId, frame, question } = await askDirect();
    const log = markLog();

    const rejection = client.respond(frame.rpcId, {
      ok: true,
      value: {
        sessionId: question.sessionId,
        answer: { answers: [{ id: 'mode', selected: ['Turbo'] }, { id: 'notes', selected: [] }] },
      },
    });
    await expect(rejection).rejects.toMatchObject({ name: 'ReceiptRejectedError', reason: 'bad-response' });
    expect(log.since()).toEqual(['to-worker client-response', 'to-main receipt(bad-response)']);

    const finished = finishedFor(callId);
    await question.answer(drafts);
    expect(resultText((await finished).result)).toBe(ANSWER_TEXT);
  });
});

describe('invalid frames are refused on both ends', () => {
  it('the worker answers a frame it cannot parse with frame/rejected naming it', async () => {
    const log = markLog();
    const rejected = waitForFrame('frame/rejected');
    channel.port2.postMessage({ type: 'nope' });
    const frame = await rejected;
    expect(frame.reason).toContain('nope');
    expect(log.since()).toEqual(['to-main frame/rejected']);
  });

  it('the client logs a frame it cannot parse as rejected and never hands it to subscribers', async () => {
    const seen: string[] = [];
    const unsubscribe = client.subscribe((frame) => seen.push(frame.type));
    const log = markLog();

    channel.port1.postMessage({ type: 'question/requested', rpcId: '', questions: 'not a list' });
    // A valid frame behind it on the same port: once it lands, the invalid one has been handled.
    const rejected = waitForFrame('frame/rejected');
    channel.port2.postMessage({ type: 'nope' });
    await rejected;
    unsubscribe();

    expect(log.since()).toEqual(['to-main question/requested(rejected)', 'to-main frame/rejected']);
    const entry = client.log.entries.find((e) => e.rejected !== undefined);
    expect(entry?.direction).toBe('to-main');
    expect(entry?.rejected).toMatch(/^invalid host frame \(question\/requested\)/);
    expect(seen).toEqual(['frame/rejected']);
  });
});

describe('simulated transport conditions', () => {
  it('"reject the next response" returns not-pending after the latency without reaching the provider; the next response is accepted', async () => {
    const { callId, question } = await askDirect();
    const respond = vi.spyOn(handle.runtime, 'respond');
    client.setConditions({ latencyMs: 50, rejectNext: 'not-pending', failNextSend: false });
    const log = markLog();

    await expect(question.answer(drafts)).rejects.toMatchObject({ name: 'ReceiptRejectedError', reason: 'not-pending' });
    expect(respond).not.toHaveBeenCalled();
    expect(log.since()).toEqual(['to-worker client-response', 'to-main receipt(not-pending)']);
    const [sent, receipt] = client.log.entries.slice(-2);
    expect((receipt?.at ?? 0) - (sent?.at ?? 0)).toBeGreaterThanOrEqual(40);

    const finished = finishedFor(callId);
    await question.answer(drafts);
    expect(respond).toHaveBeenCalledTimes(1);
    expect(resultText((await finished).result)).toBe(ANSWER_TEXT);
  });

  it('"fail the next send" throws a TransportError, posts nothing, and the retry goes through', async () => {
    const { callId, frame, question } = await askDirect();
    const respond = vi.spyOn(handle.runtime, 'respond');
    client.setConditions({ latencyMs: 0, rejectNext: null, failNextSend: true });
    expect(client.failNextSend).toBe(true);
    const log = markLog();

    await expect(question.answer(drafts)).rejects.toBeInstanceOf(TransportError);
    expect(client.failNextSend).toBe(false);
    expect(log.since()).toEqual(['to-worker client-response(rejected)']);

    const finished = finishedFor(callId);
    await question.answer(drafts);
    expect(resultText((await finished).result)).toBe(ANSWER_TEXT);
    expect(respond).toHaveBeenCalledTimes(1);
    // Only the retry reached the worker: it is the only response with a receipt.
    expect(framesOfType('receipt').filter((r) => r.rpcId === frame.rpcId)).toEqual([
      { type: 'receipt', rpcId: frame.rpcId, accepted: true },
    ]);
  });
});

describe('hop timing (§7.1)', () => {
  it('the request carries sentAt, and the client records a finite, non-negative hop with an ask-hop measure', async () => {
    const before = performance.timeOrigin + performance.now();
    const { frame } = await askDirect();

    expect(typeof frame.sentAt).toBe('number');
    expect(frame.sentAt).toBeGreaterThanOrEqual(before);
    const timing = client.timing(frame.rpcId);
    expect(timing?.rpcId).toBe(frame.rpcId);
    expect(Number.isFinite(timing?.hopMs)).toBe(true);
    expect(timing?.hopMs).toBeGreaterThanOrEqual(0);
    expect(timing?.receivedAt).toBeGreaterThanOrEqual(frame.sentAt);

    const measures = performance.getEntriesByName('ask-hop') as PerformanceMeasure[];
    expect(measures.some((m) => (m.detail as { rpcId?: unknown } | null)?.rpcId === frame.rpcId)).toBe(true);
  });
});
