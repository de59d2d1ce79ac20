/**
 * Plan mode in a live run (§2.3, §6), as DSH's plan-mode service runs it: exit_plan_mode
 * is offered in and out of plan mode (a stable catalog) and refuses outside it; DSH's
 * plan section is in the system message only while plan mode is on; an approval ends
 * plan mode for the rest of the conversation; a switch by the person is narrated to
 * the model in DSH's words; a refusal keeps the model planning with the feedback.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  callTool,
  reply,
  scriptModel,
  server,
  settings,
  setupLive,
  toolFinished,
  toolNames,
  transcript,
} from './harness.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PLAN = '# Plan\n\n1. Add the cache.\n2. Measure.';

const DSH_SECTION = readFileSync(new URL('../../fixtures/dsh/plan-policy.section.txt', import.meta.url), 'utf8');
const ALL_TOOLS = ['ask_user_question', 'exit_plan_mode', 'task'];

describe('plan mode in a live run', () => {
  it('in plan mode: DSH\'s plan section in the system message, the same tools as outside it', async () => {
    const live = setupLive({ settings: { planMode: true, systemPrompt: 'Be brief.' } });
    const model = scriptModel([() => reply('Planning.')]);
    await live.driver.userMessage('speed it up');
    expect(toolNames(model[0]!.body)).toStrictEqual(ALL_TOOLS);
    expect(model[0]?.body.messages[0]?.content).toBe(`Be brief.\n\n${DSH_SECTION.trim()}`);
  });

  it('outside plan mode: exit_plan_mode still offered ("keeps the tool schemas identical across default and plan mode"), no plan section', async () => {
    const live = setupLive({ settings: { systemPrompt: 'Be brief.' } });
    const model = scriptModel([() => reply('Hi.')]);
    await live.driver.userMessage('hello');
    expect(toolNames(model[0]!.body)).toStrictEqual(ALL_TOOLS);
    expect(model[0]?.body.messages[0]?.content).toBe('Be brief.');
  });

  it('on approval returns the approval text, leaves plan mode and keeps offering exit_plan_mode, which then refuses', async () => {
    const live = setupLive({ settings: { planMode: true } });
    const model = scriptModel([
      () => callTool('call_plan', 'exit_plan_mode', { plan: PLAN }, { text: 'Here is the plan.' }),
      () => reply('Carrying it out.'),
      () => callTool('call_again', 'exit_plan_mode', { plan: PLAN }),
      () => reply('Right, plan mode is over.'),
    ]);
    live.user.push({ answers: [{ id: 'plan-review', selected: ['Approve'] }] });
    await live.driver.userMessage('speed it up');

    expect(live.asked[0]?.questions[0]).toMatchObject({ id: 'plan-review', detail: PLAN, intent: { kind: 'plan-review', approve: 'Approve' } });
    expect(model[1]?.body.messages.at(-1)).toStrictEqual({
      role: 'tool',
      tool_call_id: 'call_plan',
      content: 'Plan approved — plan mode exited; carry out the plan starting with your next step.',
    });
    expect(toolNames(model[1]!.body)).toStrictEqual(ALL_TOOLS);
    expect(model[1]?.body.messages[0]?.content).not.toContain('You are in plan mode.');
    expect(live.driver.planMode).toBe(false);
    expect(transcript(live.frames).some((m) => m.role === 'notice' && m.text.includes('plan mode is off'))).toBe(true);
    // The page's settings switch follows: the worker says plan mode is now off.
    expect(live.frames.filter((f) => f.type === 'live/state')).toStrictEqual([{ type: 'live/state', planMode: false }]);

    await live.driver.userMessage('and then?');
    // "the exit flush narrates nothing — the tool result is the narration"
    expect(model[2]?.body.messages.filter((m) => m.role === 'user').map((m) => m.content)).toStrictEqual(['speed it up', 'and then?']);
    expect(live.asked).toHaveLength(1);
    expect(model[3]?.body.messages.at(-1)).toStrictEqual({ role: 'tool', tool_call_id: 'call_again', content: 'Error: exit_plan_mode is only available in plan mode' });
  });

  it('"rejects a call outside plan mode while remaining advertised": nothing is asked', async () => {
    const live = setupLive();
    const model = scriptModel([() => callTool('call_plan', 'exit_plan_mode', { plan: PLAN }), () => reply('Sorry.')]);
    await live.driver.userMessage('go');
    expect(live.asked).toHaveLength(0);
    expect(toolFinished(live.frames)[0]?.result).toStrictEqual({
      isError: true,
      error: { name: 'Error' },
      content: [{ type: 'text', text: 'Error: exit_plan_mode is only available in plan mode' }],
    });
    expect(model[1]?.body.messages.at(-1)?.content).toBe('Error: exit_plan_mode is only available in plan mode');
  });

  it('a switch by the person between turns is narrated in DSH\'s words before their next message, once', async () => {
    const live = setupLive();
    const model = scriptModel([() => reply('Hi.'), () => reply('Planning now.'), () => reply('Back to work.'), () => reply('Still.')]);
    await live.driver.userMessage('hello');
    live.driver.configure(settings({ planMode: true }));
    await live.driver.userMessage('plan the cache');
    expect(model[1]?.body.messages.slice(-2)).toStrictEqual([
      { role: 'user', content: 'The user switched this session to plan mode.' },
      { role: 'user', content: 'plan the cache' },
    ]);
    expect(model[1]?.body.messages[0]?.content).toContain('You are in plan mode.');
    live.driver.configure(settings({ planMode: false }));
    await live.driver.userMessage('just do it');
    expect(model[2]?.body.messages.slice(-2)).toStrictEqual([
      { role: 'user', content: 'The user switched this session back to the default mode.' },
      { role: 'user', content: 'just do it' },
    ]);
    await live.driver.userMessage('go on');
    expect(model[3]?.body.messages.filter((m) => m.role === 'user' && m.content?.startsWith('The user switched'))).toHaveLength(2);
  });

  it('"narrates nothing before the first request header": plan mode set before the first message is the section alone', async () => {
    const live = setupLive();
    const model = scriptModel([() => reply('Planning.')]);
    live.driver.configure(settings({ planMode: true }));
    await live.driver.userMessage('plan it');
    expect(model[0]?.body.messages.slice(1)).toStrictEqual([{ role: 'user', content: 'plan it' }]);
  });

  it('a sub-agent\'s session is never in plan mode: its system message has no plan section and its exit_plan_mode refuses', async () => {
    const live = setupLive({ settings: { planMode: true } });
    const model = scriptModel([
      () => callTool('call_task', 'task', { description: 'Look', prompt: 'look around' }),
      () => callTool('call_child_plan', 'exit_plan_mode', { plan: PLAN }),
      () => reply('Child done.'),
      () => reply('Parent done.'),
    ]);
    await live.driver.userMessage('delegate');
    expect(model[1]?.body.messages[0]?.content).not.toContain('You are in plan mode.');
    expect(toolNames(model[1]!.body)).toStrictEqual(['ask_user_question', 'exit_plan_mode']);
    expect(model[2]?.body.messages.at(-1)?.content).toBe('Error: exit_plan_mode is only available in plan mode');
    expect(live.driver.planMode).toBe(true);
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
    expect(model[1]?.body.messages[0]?.content).toContain('You are in plan mode.');
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

  it('settings sent again without a switch leave alone the plan mode a scenario set; a new conversation takes the setting', async () => {
    const live = setupLive();
    live.runtime.setPlanMode(live.runtime.root, true);
    live.driver.configure(settings({ temperature: 0.9 }));
    expect(live.runtime.inPlanMode(live.runtime.root)).toBe(true);
    const model = scriptModel([() => reply('Hi.')]);
    await live.driver.userMessage('hello');
    expect(live.runtime.inPlanMode(live.runtime.root)).toBe(false);
    expect(model[0]?.body.messages[0]?.content).not.toContain('You are in plan mode.');
  });
});
