/**
 * Plan mode in a live run (§2.3, §6): exit_plan_mode is offered only in plan mode,
 * an approval ends plan mode for the rest of the conversation, and a refusal keeps
 * the model planning with the user's feedback.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  callTool,
  reply,
  scriptModel,
  server,
  setupLive,
  toolFinished,
  toolNames,
  transcript,
} from './harness.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PLAN = '# Plan\n\n1. Add the cache.\n2. Measure.';

describe('plan mode in a live run', () => {
  it('offers exit_plan_mode and says plan mode is on in the system message', async () => {
    const live = setupLive({ settings: { planMode: true } });
    const model = scriptModel([() => reply('Planning.')]);
    await live.driver.userMessage('speed it up');
    expect(toolNames(model[0]!.body)).toStrictEqual(['ask_user_question', 'exit_plan_mode', 'task']);
    expect(model[0]?.body.messages[0]?.content).toContain('Plan mode is ON');
  });

  it('on approval returns the approval text, leaves plan mode and stops offering exit_plan_mode', async () => {
    const live = setupLive({ settings: { planMode: true } });
    const model = scriptModel([
      () => callTool('call_plan', 'exit_plan_mode', { plan: PLAN }, { text: 'Here is the plan.' }),
      () => reply('Carrying it out.'),
      () => reply('Next.'),
    ]);
    live.user.push({ answers: [{ id: 'plan-review', selected: ['Approve'] }] });
    await live.driver.userMessage('speed it up');

    expect(live.asked[0]?.questions[0]).toMatchObject({ id: 'plan-review', detail: PLAN, intent: { kind: 'plan-review', approve: 'Approve' } });
    expect(model[1]?.body.messages.at(-1)).toStrictEqual({
      role: 'tool',
      tool_call_id: 'call_plan',
      content: 'Plan approved — plan mode exited; carry out the plan starting with your next step.',
    });
    expect(toolNames(model[1]!.body)).toStrictEqual(['ask_user_question', 'task']);
    expect(model[1]?.body.messages[0]?.content).toContain('Plan mode is off');
    expect(live.driver.planMode).toBe(false);
    expect(transcript(live.frames).some((m) => m.role === 'notice' && m.text.includes('plan mode is off'))).toBe(true);
    // The page's settings switch follows: the worker says plan mode is now off.
    expect(live.frames.filter((f) => f.type === 'live/state')).toStrictEqual([{ type: 'live/state', planMode: false }]);

    await live.driver.userMessage('and then?');
    expect(toolNames(model[2]!.body)).not.toContain('exit_plan_mode');
  });

  it('on "keep planning" with feedback returns the feedback as an error and stays in plan mode', async () => {
    const live = setupLive({ settings: { planMode: true } });
    const model = scriptModel([() => callTool('call_plan', 'exit_plan_mode', { plan: PLAN }), () => reply('Revising.')]);
    live.user.push({ answers: [{ id: 'plan-review', selected: [], custom: 'Add a rollback step' }] });
    await live.driver.userMessage('speed it up');
    expect(model[1]?.body.messages.at(-1)).toStrictEqual({
      role: 'tool',
      tool_call_id: 'call_plan',
      content: 'Error: The user chose to keep planning; their feedback: Add a rollback step',
    });
    expect(toolNames(model[1]!.body)).toContain('exit_plan_mode');
    expect(live.driver.planMode).toBe(true);
    expect(live.frames.some((f) => f.type === 'live/state')).toBe(false);
  });

  it('on "keep planning" chosen as the refuse option stays in plan mode', async () => {
    const live = setupLive({ settings: { planMode: true } });
    scriptModel([() => callTool('call_plan', 'exit_plan_mode', { plan: PLAN }), () => reply('Revising.')]);
    live.user.push({ answers: [{ id: 'plan-review', selected: ['Keep planning'] }] });
    await live.driver.userMessage('speed it up');
    expect(toolFinished(live.frames)[0]?.result).toStrictEqual({
      isError: true,
      error: { name: 'Error' },
      content: [{ type: 'text', text: 'Error: The user chose to keep planning; revise the plan and present it again.' }],
    });
    expect(live.driver.planMode).toBe(true);
  });

  it('answers exit_plan_mode with UNKNOWN_TOOL when plan mode is off', async () => {
    const live = setupLive();
    const model = scriptModel([() => callTool('call_plan', 'exit_plan_mode', { plan: PLAN }), () => reply('Sorry.')]);
    await live.driver.userMessage('go');
    expect(live.asked).toHaveLength(0);
    expect(toolFinished(live.frames)[0]?.result).toMatchObject({ isError: true, error: { code: 'UNKNOWN_TOOL' } });
    expect(model[1]?.body.messages.at(-1)?.content).toMatch(/^Error: There is no tool named "exit_plan_mode"/);
  });
});
