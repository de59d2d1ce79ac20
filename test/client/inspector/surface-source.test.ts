/** Which request the Surfaces tab shows: the pending ask, the last one with how it ended, or the draft the person edited last. */
import { describe, expect, it } from 'vitest';
import type { FrameLogEntry } from '../../../src/bridge/frame-log.ts';
import { askSource, hasChoice, pickSource } from '../../../src/client/inspector/surface-source.ts';
import type { AskUserQuestionItem } from '../../../src/protocol/index.ts';

const asked: AskUserQuestionItem[] = [{ id: 'mode', question: 'Which mode?', options: [{ label: 'Fast' }, { label: 'Careful' }] }];
const draft: AskUserQuestionItem[] = [{ id: 'notes', question: 'Any notes?' }];

let seq = 0;
const frame = (direction: FrameLogEntry['direction'], type: string, payload: unknown, rejected?: string): FrameLogEntry => ({
  seq: seq++,
  direction,
  type,
  at: seq,
  payload,
  ...(rejected === undefined ? {} : { rejected }),
});
const requested = (rpcId: string, questions = asked) => frame('to-main', 'question/requested', { type: 'question/requested', rpcId, sessionId: 's', questions, sentAt: 0 });
const response = (rpcId: string, answer: unknown, rejected?: string) =>
  frame('to-worker', 'client-response', { type: 'client-response', rpcId, result: { ok: true, value: { sessionId: 's', answer } } }, rejected);
const resolved = (rpcId: string, outcome: 'answered' | 'cancelled') => frame('to-main', 'question/resolved', { type: 'question/resolved', rpcId, outcome });

describe('askSource', () => {
  it('is null before any ask', () => {
    expect(askSource([], [])).toBeNull();
  });

  it('prefers the pending ask', () => {
    const source = askSource([requested('r1')], [{ questions: asked }]);
    expect(source).toMatchObject({ from: 'pending', questions: asked, end: null, key: 'ask:r1' });
  });

  it('reads the last settled ask with its accepted answer, skipping a rejected response', () => {
    const answer = { answers: [{ id: 'mode', selected: ['Careful'] }] };
    const frames = [requested('r1'), response('r1', { answers: [{ id: 'mode', selected: ['Fast'] }] }, 'not-pending'), response('r1', answer), resolved('r1', 'answered')];
    expect(askSource(frames, [])).toMatchObject({ from: 'last', questions: asked, end: answer, key: 'ask:r1' });
  });

  it('reads a cancel as the outcome, and the newest ask wins', () => {
    const frames = [requested('r1'), resolved('r1', 'answered'), requested('r2', draft), resolved('r2', 'cancelled')];
    expect(askSource(frames, [])).toMatchObject({ from: 'last', questions: draft, end: 'cancelled', key: 'ask:r2' });
  });

  it('ignores a resolution whose request is not in the log', () => {
    expect(askSource([resolved('gone', 'answered')], [])).toBeNull();
  });
});

describe('pickSource', () => {
  const ask = askSource([requested('r1')], [{ questions: asked }]);

  it('shows the draft when there is no ask', () => {
    expect(pickSource(null, draft, 'ask')).toEqual({ from: 'draft', questions: draft, end: null });
  });

  it('shows whichever the person prefers when the two differ', () => {
    expect(pickSource(ask, draft, 'ask').from).toBe('pending');
    expect(pickSource(ask, draft, 'draft').from).toBe('draft');
    expect(hasChoice(ask, draft)).toBe(true);
  });

  it('shows the ask (with its answer) when the draft is the same request', () => {
    expect(pickSource(ask, asked, 'draft').from).toBe('pending');
    expect(hasChoice(ask, asked)).toBe(false);
    expect(hasChoice(ask, [])).toBe(false);
  });
});
