/**
 * Delegation in a live run (§1.5, §4 `delegated-caller`): the root model's `task`
 * call spawns an owned child with its own loop; the child's ask fails with
 * DELEGATED_CALLER, it reports the question in its final result, and the parent
 * asks the user.
 */
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type HostFrame } from '../../../src/protocol/index.ts';
import {
  callTool,
  isChildRequest,
  lastRunState,
  reply,
  scriptModel,
  server,
  setupLive,
  stallingResponse,
  textChunk,
  toolFinished,
  toolNames,
  toolStarted,
  transcript,
  waitForFrame,
} from './harness.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const CHILD_FINAL = 'Found two candidate sources. Open question for the user: changelog or issue tracker first?';

function lifecycle(frames: readonly HostFrame[]): Extract<HostFrame, { type: 'agent/lifecycle' }>[] {
  return frames.filter((f): f is Extract<HostFrame, { type: 'agent/lifecycle' }> => f.type === 'agent/lifecycle');
}

describe('the task tool delegates to an owned sub-agent', () => {
  it('child gets DELEGATED_CALLER, returns its final text as the task result, the parent asks the user', async () => {
    const live = setupLive();
    const model = scriptModel([
      () => callTool('call_task', 'task', { description: 'Research sources', prompt: 'Find where the bug was reported.' }),
      () => callTool('call_child_ask', 'ask_user_question', { questions: [{ id: 'src', question: 'Which source?' }] }),
      () => reply(CHILD_FINAL),
      () =>
        callTool('call_root_ask', 'ask_user_question', {
          questions: [{ id: 'src', question: 'Which source first?', options: [{ label: 'Changelog (Recommended)' }, { label: 'Issue tracker' }] }],
        }),
      () => reply('Starting with the changelog.'),
    ]);
    live.user.push({ answers: [{ id: 'src', selected: ['Changelog (Recommended)'] }] });
    await live.driver.userMessage('research the bug');

    // Who made which request.
    expect(model.map((r) => isChildRequest(r.body))).toStrictEqual([false, true, true, false, false]);
    expect(toolNames(model[1]!.body)).toStrictEqual(['ask_user_question', 'exit_plan_mode']);
    expect(model[1]?.body.messages.slice(1)).toStrictEqual([{ role: 'user', content: 'Find where the bug was reported.' }]);

    // The child is owned by the root, and exits when its task is over.
    const events = lifecycle(live.frames);
    const entered = events.find((e) => e.event === 'entered' && e.parentId === 'root');
    expect(entered?.label).toBe('Sub-agent: Research sources');
    const childId = entered?.agentId ?? '';
    const exitedAt = live.frames.findIndex((f) => f.type === 'agent/lifecycle' && f.event === 'exited' && f.agentId === childId);
    const taskFinishedAt = live.frames.findIndex((f) => f.type === 'tool/finished' && f.result.isError === false && f.result.value === CHILD_FINAL);
    expect(exitedAt).toBeGreaterThan(-1);
    expect(exitedAt).toBeLessThan(taskFinishedAt);

    // The child's ask never reached the user.
    const childAsk = toolStarted(live.frames).find((s) => s.agentId === childId);
    const childResult = toolFinished(live.frames).find((f) => f.callId === childAsk?.callId)?.result;
    expect(childResult).toMatchObject({ isError: true, error: { name: 'UserQuestionError', code: 'DELEGATED_CALLER' } });
    expect(model[2]?.body.messages.at(-1)).toStrictEqual({
      role: 'tool',
      tool_call_id: 'call_child_ask',
      content: `Error: ${ERROR_MESSAGES.DELEGATED_CALLER}`,
    });
    expect(live.asked).toHaveLength(1);
    expect(live.asked[0]?.questions[0]?.id).toBe('src');

    // The child's final text is the parent's task result, verbatim.
    expect(model[3]?.body.messages.at(-1)).toStrictEqual({ role: 'tool', tool_call_id: 'call_task', content: CHILD_FINAL });
    expect(model[3]?.body.messages.filter((m) => m.content === 'Find where the bug was reported.')).toHaveLength(0);

    // The child's text streams under its own agent id; the parent's under root.
    expect(transcript(live.frames).find((m) => m.text === CHILD_FINAL)?.agentId).toBe(childId);
    expect(transcript(live.frames).at(-1)).toMatchObject({ agentId: 'root', text: 'Starting with the changelog.' });
    expect(lastRunState(live.frames)).toBe('idle');
  });

  it('a failing sub-agent ends the task call with TASK_FAILED and the parent carries on', async () => {
    const live = setupLive();
    const model = scriptModel([
      () => callTool('call_task', 'task', { description: 'Look', prompt: 'Look it up.' }),
      () => new HttpResponse('overloaded', { status: 503 }),
      () => reply('The sub-agent failed; I will answer myself.'),
    ]);
    await live.driver.userMessage('go');
    const taskResult = toolFinished(live.frames).at(-1)?.result;
    expect(taskResult).toMatchObject({ isError: true, error: { name: 'TaskError', code: 'TASK_FAILED' } });
    expect(model[2]?.body.messages.at(-1)?.content).toMatch(/^Error: The sub-agent failed: The endpoint had a server error \(HTTP 503/);
    expect(transcript(live.frames).at(-1)).toMatchObject({ role: 'assistant', agentId: 'root' });
    expect(lifecycle(live.frames).filter((e) => e.event === 'exited')).toHaveLength(1);
  });

  it('bad task arguments earn INVALID_ARGS and spawn nobody', async () => {
    const live = setupLive();
    scriptModel([() => callTool('call_task', 'task', { description: 'x' }), () => reply('Retry later.')]);
    await live.driver.userMessage('go');
    expect(toolFinished(live.frames)[0]?.result).toMatchObject({ isError: true, error: { code: 'INVALID_ARGS' } });
    expect(lifecycle(live.frames).filter((e) => e.event === 'entered' && e.parentId === 'root')).toHaveLength(0);
  });

  it('Stop while the sub-agent streams interrupts the task row, exits the child and ends the turn', async () => {
    const live = setupLive();
    scriptModel([
      () => callTool('call_task', 'task', { description: 'Slow', prompt: 'Take your time.' }),
      (_body, request) => stallingResponse(`data: ${JSON.stringify(textChunk('Working on'))}\n\n`, request.signal),
    ]);
    const turn = live.driver.userMessage('go');
    await waitForFrame(live.frames, (f) => f.type === 'transcript/message' && f.role === 'assistant' && f.agentId !== 'root');
    live.runtime.stop();
    await turn;
    expect(toolFinished(live.frames).at(-1)?.result).toMatchObject({ isError: true, error: { code: 'ASK_ABORTED' } });
    expect(lifecycle(live.frames).filter((e) => e.event === 'exited')).toHaveLength(1);
    expect(transcript(live.frames).at(-1)).toMatchObject({ role: 'notice', agentId: 'root', text: 'Stopped.' });
    expect(live.driver.history.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_task' });
    expect(lastRunState(live.frames)).toBe('idle');
  });

  it('a sub-agent cannot delegate further: task is not offered to it', async () => {
    const live = setupLive();
    const model = scriptModel([
      () => callTool('call_task', 'task', { description: 'Nest', prompt: 'Delegate again.' }),
      () => callTool('call_nested', 'task', { description: 'Deeper', prompt: 'x' }),
      () => reply('Could not nest.'),
      () => reply('Done.'),
    ]);
    await live.driver.userMessage('go');
    expect(toolNames(model[1]!.body)).not.toContain('task');
    const nested = toolFinished(live.frames).find((f) => f.result.isError && f.result.error.code === 'UNKNOWN_TOOL');
    expect(nested).toBeDefined();
    expect(lifecycle(live.frames).filter((e) => e.event === 'entered' && e.parentId !== undefined)).toHaveLength(1);
  });
});
