/**
 * Frames across the worker boundary (§1.6): each frame type parses, malformed
 * frames are rejected with a reason instead of throwing.
 */
import { describe, expect, it } from 'vitest';
import {
  CANCELLED_MESSAGE,
  clientResultSchema,
  parseClientFrame,
  parseHostFrame,
  projectAnswer,
  projectError,
  UserQuestionError,
} from '../../src/protocol/index.ts';

const questions = [{ id: 'mode', question: 'Which mode?', options: [{ label: 'Fast' }] }];

const validHostFrames: [string, unknown][] = [
  ['question/requested', { type: 'question/requested', rpcId: 'r1', sessionId: 's1', questions, sentAt: 1712.5 }],
  ['receipt accepted', { type: 'receipt', rpcId: 'r1', accepted: true }],
  ['receipt not-pending', { type: 'receipt', rpcId: 'r1', accepted: false, reason: 'not-pending' }],
  ['receipt bad-response', { type: 'receipt', rpcId: 'r1', accepted: false, reason: 'bad-response' }],
  ['question/resolved answered', { type: 'question/resolved', rpcId: 'r1', outcome: 'answered' }],
  ['question/resolved cancelled', { type: 'question/resolved', rpcId: 'r1', outcome: 'cancelled' }],
  ['question/withdrawn', { type: 'question/withdrawn', rpcId: 'r1', reason: 'aborted' }],
  ['transcript/message', { type: 'transcript/message', messageId: 'm1', agentId: 'root', role: 'assistant', text: 'Hi' }],
  ['transcript/message notice', { type: 'transcript/message', messageId: 'm2', agentId: 'root', role: 'notice', text: 'x', tone: 'error' }],
  [
    'transcript/message with a notice key',
    { type: 'transcript/message', messageId: 'm3', agentId: 'root', role: 'notice', text: 'Approval policy set to "ask".', tone: 'info', notice: { key: 'policy-set', policy: 'ask' } },
  ],
  ['transcript/delta', { type: 'transcript/delta', messageId: 'm1', text: ' there' }],
  ['tool/started', { type: 'tool/started', callId: 'c1', agentId: 'root', name: 'ask_user_question', input: { questions }, questionCount: 1 }],
  ['tool/finished success', { type: 'tool/finished', callId: 'c1', result: projectAnswer({ answers: [{ id: 'mode', selected: ['Fast'] }] }) }],
  ['tool/finished failure', { type: 'tool/finished', callId: 'c1', result: projectError(new UserQuestionError('ASK_ABORTED', 'stop')) }],
  ['agent/lifecycle', { type: 'agent/lifecycle', agentId: 'child', event: 'entered', parentId: 'root', label: 'Researcher' }],
  ['run/state', { type: 'run/state', runId: 'run-1', state: 'idle' }],
  ['frame/rejected', { type: 'frame/rejected', reason: 'invalid client frame' }],
];

const malformedHostFrames: [string, unknown][] = [
  ['not an object', 'question/requested'],
  ['null', null],
  ['an unknown type', { type: 'question/exploded', rpcId: 'r1' }],
  ['question/requested without rpcId', { type: 'question/requested', sessionId: 's1', questions, sentAt: 1 }],
  ['question/requested with an empty rpcId', { type: 'question/requested', rpcId: '', sessionId: 's1', questions, sentAt: 1 }],
  ['question/requested with a string sentAt', { type: 'question/requested', rpcId: 'r1', sessionId: 's1', questions, sentAt: '1' }],
  ['question/requested with a malformed question', { type: 'question/requested', rpcId: 'r1', sessionId: 's1', questions: [{ id: 'x' }], sentAt: 1 }],
  ['a rejected receipt without a reason', { type: 'receipt', rpcId: 'r1', accepted: false }],
  ['a receipt with an unknown reason', { type: 'receipt', rpcId: 'r1', accepted: false, reason: 'late' }],
  ['question/resolved with an unknown outcome', { type: 'question/resolved', rpcId: 'r1', outcome: 'aborted' }],
  ['tool/finished with an error result lacking a name', { type: 'tool/finished', callId: 'c1', result: { isError: true, error: { code: 'E' }, content: [] } }],
  ['a client frame sent the wrong way', { type: 'run/stop' }],
  ['transcript/message with an unknown notice key', { type: 'transcript/message', messageId: 'm1', agentId: 'root', role: 'notice', text: 'x', notice: { key: 'exploded' } }],
  [
    'transcript/message with a notice missing its parameter',
    { type: 'transcript/message', messageId: 'm1', agentId: 'root', role: 'notice', text: 'x', notice: { key: 'live-auth', detail: '' } },
  ],
];

const answer = { answers: [{ id: 'mode', selected: ['Fast'] }] };

const validClientFrames: [string, unknown][] = [
  ['client-response ok', { type: 'client-response', rpcId: 'r1', result: { ok: true, value: { sessionId: 's1', answer } } }],
  [
    'client-response cancelled',
    { type: 'client-response', rpcId: 'r1', result: { ok: false, error: { code: 'cancelled', message: CANCELLED_MESSAGE, details: {} } } },
  ],
  ['client-response with a malformed result (left for the worker to judge)', { type: 'client-response', rpcId: 'r1', result: 42 }],
  ['run/ask', { type: 'run/ask', request: { questions } }],
  ['run/user-message', { type: 'run/user-message', text: 'hello' }],
  ['run/stop', { type: 'run/stop' }],
  ['transport/conditions', { type: 'transport/conditions', latencyMs: 300, rejectNext: 'bad-response' }],
  ['transport/conditions cleared', { type: 'transport/conditions', latencyMs: 0, rejectNext: null }],
];

const malformedClientFrames: [string, unknown][] = [
  ['undefined', undefined],
  ['client-response without rpcId', { type: 'client-response', result: {} }],
  ['run/ask with a question missing its text', { type: 'run/ask', request: { questions: [{ id: 'a' }] } }],
  ['run/user-message without text', { type: 'run/user-message' }],
  ['transport/conditions with negative latency', { type: 'transport/conditions', latencyMs: -1, rejectNext: null }],
  ['transport/conditions with an unknown rejection', { type: 'transport/conditions', latencyMs: 0, rejectNext: 'timeout' }],
  ['a host frame sent the wrong way', { type: 'receipt', rpcId: 'r1', accepted: true }],
];

describe('parseHostFrame', () => {
  it.each(validHostFrames)('accepts a valid %s frame', (_name, frame) => {
    const parsed = parseHostFrame(frame);
    expect(parsed).toStrictEqual({ ok: true, frame });
  });

  it.each(malformedHostFrames)('rejects %s with a reason', (_name, frame) => {
    const parsed = parseHostFrame(frame);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(typeof parsed.reason).toBe('string');
      expect(parsed.reason).toMatch(/^invalid host frame/);
    }
  });

  it('names the type of the rejected frame in the reason', () => {
    const parsed = parseHostFrame({ type: 'question/requested', rpcId: 'r1', sessionId: 's1', questions, sentAt: 'soon' });
    expect(parsed.ok ? '' : parsed.reason).toContain('(question/requested)');
  });

  it('never throws, whatever it is given', () => {
    const cyclic: Record<string, unknown> = { type: 'receipt' };
    cyclic['self'] = cyclic;
    for (const value of [undefined, 0, 'x', [], {}, cyclic, Symbol('frame')]) {
      expect(() => parseHostFrame(value)).not.toThrow();
      expect(() => parseClientFrame(value)).not.toThrow();
    }
  });
});

describe('parseClientFrame', () => {
  it.each(validClientFrames)('accepts a valid %s frame', (_name, frame) => {
    expect(parseClientFrame(frame)).toStrictEqual({ ok: true, frame });
  });

  it.each(malformedClientFrames)('rejects %s with a reason', (_name, frame) => {
    const parsed = parseClientFrame(frame);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(/^invalid client frame/);
  });
});

describe('clientResultSchema', () => {
  it('accepts an answer result and the cancelled error result', () => {
    expect(clientResultSchema.safeParse({ ok: true, value: { sessionId: 's1', answer } }).success).toBe(true);
    expect(
      clientResultSchema.safeParse({ ok: false, error: { code: 'cancelled', message: CANCELLED_MESSAGE, details: {} } }).success,
    ).toBe(true);
  });

  it('rejects a result whose answer breaks the answer schema', () => {
    const bad = { ok: true, value: { sessionId: 's1', answer: { answers: [{ id: 'mode', selected: 'Fast' }] } } };
    expect(clientResultSchema.safeParse(bad).success).toBe(false);
    expect(clientResultSchema.safeParse({ ok: false, error: { code: 'cancelled' } }).success).toBe(false);
  });
});
