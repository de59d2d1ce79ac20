/**
 * Save as scenario, headless: every built-in scenario, played and saved, replays
 * to the same outcome for every ask; sessions no scenario drove (direct asks,
 * tool calls, sub-agents) are rebuilt from their frames; any recorded session
 * saves to a file the loader accepts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../src/bridge/client.ts';
import type { FrameLogEntry } from '../../src/bridge/frame-log.ts';
import { startHost } from '../../src/host/worker-main.ts';
import type { AskUserQuestionItem, HostFrame, RequestData } from '../../src/protocol/index.ts';
import { runScenarioHeadless } from '../../src/scenarios/headless.ts';
import { parseScenario, parseScenarioText } from '../../src/scenarios/loader.ts';
import { localizeScenario } from '../../src/scenarios/localize.ts';
import { recordSession, slugify, withPlanModeSwitches } from '../../src/scenarios/recorder.ts';
import type { Expectation, Scenario, Step } from '../../src/scenarios/schema.ts';
import { itemArb } from '../protocol/arbitraries.ts';

const dir = join(import.meta.dirname, '../../scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const NAMES = { title: { zh: '重现', en: 'Repro' }, description: { zh: '保存的会话', en: 'A saved session' } };

function load(file: string): Scenario {
  const parsed = parseScenarioText(readFileSync(join(dir, file), 'utf8'), `scenarios/${file}`);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

/** What a saved file is: JSON text read back by the loader under its own file name. */
function saveAndLoad(frames: readonly FrameLogEntry[], id: string): Scenario {
  const { scenario } = recordSession(frames, { id, ...NAMES });
  const parsed = parseScenarioText(JSON.stringify(scenario, null, 2), `${id}.json`);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

describe('saving a played scenario', () => {
  for (const file of files) {
    it(`${file}: played, saved and replayed headless, every ask settles the same way`, async () => {
      const first = await runScenarioHeadless(load(file), { timeoutMs: 20_000 });
      expect(first.errors).toEqual([]);
      const saved = saveAndLoad(first.frames, 'repro');
      const replay = await runScenarioHeadless(saved, { timeoutMs: 20_000 });
      expect(replay.errors).toEqual([]);
      expect(replay.tracker.state).toBe('done');
      const before = first.tracker.verdicts();
      const after = replay.tracker.verdicts();
      expect(after.map((v) => v.path)).toEqual(before.map((v) => v.path));
      for (const [i, v] of after.entries()) {
        expect(v.verdict.actual, `step ${v.path}`).toBe(before[i]?.verdict.actual);
        expect(v.verdict.pass, `step ${v.path}`).toBe(true);
      }
    }, 45_000);
  }

  it('a run the worker started at boot (run/boot names it by id) keeps its script when the page can name the scenario', async () => {
    const scenario = load('single-choice.json');
    const { frames } = await runScenarioHeadless(scenario, { timeoutMs: 20_000 });
    const index = frames.findIndex((e) => e.direction === 'to-worker' && e.type === 'scenario/run');
    expect(index).toBeGreaterThanOrEqual(0);
    const bootFrames = frames.map((e, i) => (i === index ? { ...e, type: 'run/boot', payload: { type: 'run/boot', scenario: scenario.id } } : e));
    const named = recordSession(bootFrames, { id: 'booted', ...NAMES, bootedScenario: (id) => (id === scenario.id ? scenario : undefined) });
    expect(named.basedOn).toBe('single-choice');
    expect(named.scenario.steps).toEqual(recordSession(frames, { id: 'played', ...NAMES }).scenario.steps);
    // Another id, or no resolver: rebuilt from the frames alone, as any session no scenario drove.
    expect(recordSession(bootFrames, { id: 'other', ...NAMES, bootedScenario: () => undefined }).basedOn).toBeUndefined();
    expect(recordSession(bootFrames, { id: 'bare', ...NAMES }).basedOn).toBeUndefined();
  });

  it('keeps the answer a person gave instead of the script, and expects it', async () => {
    const scenario = load('single-choice.json');
    const { frames } = await playWith(scenario, (questions) => ({ select: [questions[0]?.options?.[0]?.label ?? ''] }));
    const saved = saveAndLoad(frames, 'manual');
    const ask = saved.steps.find((s) => 'tool' in s);
    expect(ask && 'user' in ask ? ask.user : undefined).toEqual({ answers: [{ select: ['PostgreSQL'] }] });
    expect(ask && 'expect' in ask ? ask.expect : undefined).toEqual({ answer: { answers: [{ id: 'db', selected: ['PostgreSQL'] }] } });
    const replay = await runScenarioHeadless(saved);
    expect(replay.tracker.passed()).toBe(true);
  });
});

describe('saving after more than one run', () => {
  const steps = (scenario: Scenario): number => scenario.steps.length;

  it('a Restart saves the last run only, not the script twice, and says how many earlier steps it left out', async () => {
    const scenario = load('single-choice.json');
    const first = await runScenarioHeadless(scenario, { timeoutMs: 20_000 });
    const second = await runScenarioHeadless(scenario, { timeoutMs: 20_000 });
    const once = recordSession(first.frames, { id: 'once', ...NAMES });
    const twice = recordSession([...first.frames, ...second.frames], { id: 'twice', ...NAMES });
    expect(once.leftOut).toBe(0);
    expect(twice.scenario.steps).toEqual(once.scenario.steps);
    expect(steps(twice.scenario)).toBe(steps(scenario));
    expect(twice.leftOut).toBe(steps(scenario));
  }, 45_000);

  it('another scenario before the last keeps neither its steps nor its setup: the file replays the last run as it ran', async () => {
    const noProvider = load('no-provider.json');
    const single = load('single-choice.json');
    expect(noProvider.setup?.provider).toBe('none');
    const a = await runScenarioHeadless(noProvider, { timeoutMs: 20_000 });
    const b = await runScenarioHeadless(single, { timeoutMs: 20_000 });
    const recording = recordSession([...a.frames, ...b.frames], { id: 'mixed', ...NAMES });
    expect(recording.basedOn).toBe('single-choice');
    expect(recording.scenario.setup).toBeUndefined();
    expect(recording.leftOut).toBeGreaterThan(0);
    const parsed = parseScenarioText(JSON.stringify(recording.scenario), 'mixed.json');
    if (!parsed.ok) throw new Error(parsed.error);
    const replay = await runScenarioHeadless(parsed.scenario, { timeoutMs: 20_000 });
    expect(replay.errors).toEqual([]);
    expect(replay.tracker.state).toBe('done');
    expect(replay.tracker.passed()).toBe(true);
  }, 45_000);

  it('a scenario with a setup of its own leaves out the asks made before it (they ran under the default setup)', async () => {
    const asks = await directSession([{ questions: [{ id: 'a', question: 'Which?', header: 'Pick', options: [{ label: 'One' }, { label: 'Two' }] }] }], () => ['One']);
    const noProvider = await runScenarioHeadless(load('no-provider.json'), { timeoutMs: 20_000 });
    const recording = recordSession([...asks, ...noProvider.frames], { id: 'setup', ...NAMES });
    expect(recording.scenario.setup?.provider).toBe('none');
    expect(recording.leftOut).toBe(1);
    expect(recording.scenario.steps).toEqual(recordSession(noProvider.frames, { id: 'alone', ...NAMES }).scenario.steps);
  }, 45_000);
});

describe('saving while a scenario is still running', () => {
  it('leaves out the step whose card is up and every later one, and counts them, instead of writing the script as if it had happened', async () => {
    const scenario = load('single-choice.json');
    const channel = new MessageChannel();
    const host = startHost(channel.port1);
    const client = new HostClient(channel.port2);
    await new Promise<void>((resolve) => {
      client.subscribe((frame: HostFrame) => {
        if (frame.type === 'question/requested') resolve();
      });
      client.send({ type: 'scenario/run', scenario, paceMs: 0 });
    });
    const frames = [...client.log.entries];
    client.close();
    host.close();
    const askAt = scenario.steps.findIndex((s) => 'tool' in s || 'ask' in s);
    expect(askAt).toBeGreaterThan(0);
    const recording = recordSession(frames, { id: 'midway', ...NAMES });
    expect(recording.scenario.steps).toEqual(scenario.steps.slice(0, askAt));
    expect(recording.unfinished).toBe(scenario.steps.length - askAt);
  });
});

describe('a saved copy of a scenario that has translations', () => {
  it('keeps them, so the copy plays in the reader’s language; a run in Chinese is written in Chinese with the English beside it', async () => {
    const scenario = load('single-choice.json');
    expect(scenario.translations?.zh).toBeDefined();
    const en = recordSession((await runScenarioHeadless(scenario, { timeoutMs: 20_000 })).frames, { id: 'copy-en', ...NAMES }).scenario;
    expect(en.translations).toEqual(scenario.translations);
    const zhRun = await runScenarioHeadless(localizeScenario(scenario, 'zh'), { timeoutMs: 20_000 });
    const zh = recordSession(zhRun.frames, { id: 'copy-zh', ...NAMES }).scenario;
    expect(zh.translations?.en).toBeDefined();
    expect(zh.translations?.zh).toBeUndefined();
    // The same words either way round: the zh copy read in English is the English copy, and the other way about.
    expect(localizeScenario(zh, 'en').steps).toEqual(en.steps);
    expect(localizeScenario(en, 'zh').steps).toEqual(zh.steps);
    const parsed = parseScenarioText(JSON.stringify(zh), 'copy-zh.json');
    expect(parsed.ok).toBe(true);
  }, 45_000);
});

/** Plays a scenario headless, but a "person" answers every card with `pick` instead of the script. */
async function playWith(
  scenario: Scenario,
  pick: (questions: readonly AskUserQuestionItem[]) => { select: string[] },
): Promise<{ frames: readonly FrameLogEntry[] }> {
  const manual: Scenario = {
    ...scenario,
    steps: scenario.steps.map((s) => ('tool' in s ? { ...s, user: { none: true as const } } : s)),
  };
  const channel = new MessageChannel();
  const host = startHost(channel.port1);
  const client = new HostClient(channel.port2);
  await new Promise<void>((resolve) => {
    client.subscribe((frame: HostFrame) => {
      if (frame.type === 'question/requested') {
        const choice = pick(frame.questions);
        void client.pendingQuestion(frame).answer(frame.questions.map(() => ({ selected: choice.select, custom: '', skipped: false })));
      }
      if (frame.type === 'scenario/state' && frame.state === 'done') resolve();
    });
    client.send({ type: 'scenario/run', scenario: manual, paceMs: 0 });
  });
  // The log holds the run of the scripted-"none" copy: the saved file must carry what the person did.
  const frames = [...client.log.entries];
  client.close();
  host.close();
  return { frames };
}

/** A session with no scenario: the page's direct asks, answered (or dismissed) as `respond` says. */
async function directSession(
  requests: readonly RequestData[],
  respond: (index: number, questions: readonly { id: string }[]) => 'cancel' | string[],
): Promise<readonly FrameLogEntry[]> {
  const channel = new MessageChannel();
  const host = startHost(channel.port1);
  const client = new HostClient(channel.port2);
  let asked = 0;
  for (const [index, request] of requests.entries()) {
    const settled = new Promise<void>((resolve) => {
      const off = client.subscribe((frame: HostFrame) => {
        if (frame.type === 'question/requested') {
          const question = client.pendingQuestion(frame);
          const choice = respond(asked++, frame.questions);
          void (choice === 'cancel'
            ? question.cancel()
            : question.answer(frame.questions.map(() => ({ selected: choice, custom: '', skipped: false }))));
        }
        if (frame.type === 'tool/finished') {
          off();
          resolve();
        }
      });
    });
    client.ask(request);
    await settled;
    void index;
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
  const frames = [...client.log.entries];
  client.close();
  host.close();
  return frames;
}

describe('saving a session no scenario drove', () => {
  it('turns direct asks into ask steps with the answers and the outcomes, and replays them', async () => {
    const frames = await directSession(
      [
        { questions: [{ id: 'mode', question: 'Which mode?', options: [{ label: 'Fast' }, { label: 'Careful' }] }] },
        { questions: [{ id: 'note', question: 'Anything else?' }] },
        { questions: [] },
      ],
      (i) => (i === 1 ? 'cancel' : ['Careful']),
    );
    const saved = saveAndLoad(frames, 'direct');
    expect(saved.steps).toHaveLength(3);
    expect(saved.steps[0]).toMatchObject({
      ask: { questions: [{ id: 'mode' }] },
      user: { answers: [{ select: ['Careful'] }] },
      expect: { answer: { answers: [{ id: 'mode', selected: ['Careful'] }] } },
    });
    expect(saved.steps[1]).toMatchObject({ user: { dismiss: true }, expect: { code: 'ASK_CANCELLED' } });
    expect(saved.steps[2]).toMatchObject({ expect: { code: 'EMPTY_QUESTIONS' } });
    const replay = await runScenarioHeadless(saved);
    expect(replay.errors).toEqual([]);
    expect(replay.tracker.passed()).toBe(true);
  });

  it('leaves out an ask still open when the session is saved, and says so', async () => {
    const channel = new MessageChannel();
    const host = startHost(channel.port1);
    const client = new HostClient(channel.port2);
    const shown = new Promise<void>((resolve) => client.subscribe((f) => f.type === 'question/requested' && resolve()));
    client.ask({ questions: [{ id: 'a', question: 'Open?' }] });
    await shown;
    const frames = [...client.log.entries];
    client.close();
    host.close();
    expect(() => recordSession(frames, { id: 'open', ...NAMES })).toThrow(/nothing to save/);
  });

  it('makes a sub-agent step from a task call and its child agent, without saying the result twice', () => {
    let seq = 0;
    const e = (direction: 'to-main' | 'to-worker', payload: Record<string, unknown>): FrameLogEntry => ({
      seq: ++seq,
      direction,
      type: String(payload['type']),
      at: seq,
      payload,
    });
    const failure = { isError: true, error: { name: 'UserQuestionError', code: 'DELEGATED_CALLER' }, content: [{ type: 'text', text: 'Error: no' }] };
    const frames = [
      e('to-worker', { type: 'live/configure', endpoint: 'https://api.example', model: 'm', apiKey: 'sk-secret-123' }),
      e('to-main', { type: 'transcript/message', messageId: 'm-1', agentId: 'root', role: 'user', text: 'pick a db' }),
      e('to-main', { type: 'transcript/message', messageId: 'm-2', agentId: 'root', role: 'assistant', text: 'Dele' }),
      e('to-main', { type: 'transcript/delta', messageId: 'm-2', text: 'gating.' }),
      e('to-main', { type: 'tool/started', callId: 'call-1', agentId: 'root', name: 'task', input: { description: 'Research', prompt: 'go' } }),
      e('to-main', { type: 'agent/lifecycle', agentId: 'agent-2', event: 'entered', parentId: 'root', label: 'Sub-agent: Research' }),
      e('to-main', { type: 'tool/started', callId: 'call-2', agentId: 'agent-2', name: 'ask_user_question', input: { questions: [] }, questionCount: 0 }),
      e('to-main', { type: 'tool/finished', callId: 'call-2', result: failure }),
      e('to-main', { type: 'transcript/message', messageId: 'm-3', agentId: 'agent-2', role: 'assistant', text: 'Ask them.' }),
      e('to-main', { type: 'agent/lifecycle', agentId: 'agent-2', event: 'exited' }),
      e('to-main', { type: 'tool/finished', callId: 'call-1', result: { isError: false, value: 'Ask them.', content: [{ type: 'text', text: 'Ask them.' }] } }),
    ];
    const { scenario } = recordSession(frames, { id: 'live', ...NAMES });
    expect(scenario.steps).toEqual([
      { say: 'pick a db', role: 'user' },
      { say: 'Delegating.' },
      {
        subagent: { id: 'agent-2', label: 'Sub-agent: Research', task: 'Research', result: 'Ask them.' },
        steps: [{ tool: 'ask_user_question', arguments: { questions: [] }, expect: { code: 'DELEGATED_CALLER' } }],
      },
    ]);
    expect(JSON.stringify(scenario)).not.toContain('sk-secret');
    expect(parseScenario(scenario, 'live.json').ok).toBe(true);
  });

  it('leaves out an MCP server’s call and its elicitation, counts them, and keeps the rest', () => {
    let seq = 0;
    const e = (direction: 'to-main' | 'to-worker', payload: Record<string, unknown>): FrameLogEntry => ({ seq: ++seq, direction, type: String(payload['type']), at: seq, payload });
    const ok = (text: string) => ({ isError: false, value: text, content: [{ type: 'text', text }] });
    const answer = { answers: [{ id: 'q', selected: ['A'] }] };
    const frames = [
      e('to-main', { type: 'tool/started', callId: 'mcp-1', agentId: 'root', name: 'trigger-elicitation-request', input: {}, origin: { kind: 'mcp', server: 'http://x/mcp' } }),
      e('to-main', { type: 'question/requested', rpcId: 'r1', sessionId: 's', questions: [{ id: 'q', question: 'Q?', options: [{ label: 'A' }] }], sentAt: 0 }),
      e('to-worker', { type: 'client-response', rpcId: 'r1', result: { ok: true, value: { sessionId: 's', answer } } }),
      e('to-main', { type: 'receipt', rpcId: 'r1', accepted: true }),
      e('to-main', { type: 'question/resolved', rpcId: 'r1', outcome: 'answered' }),
      e('to-main', { type: 'tool/finished', callId: 'mcp-1', result: ok('done') }),
      e('to-main', { type: 'transcript/message', messageId: 'm-1', agentId: 'root', role: 'assistant', text: 'Next.' }),
    ];
    const recording = recordSession(frames, { id: 'mcp', ...NAMES });
    expect(recording.external).toBe(1);
    expect(recording.scenario.steps).toEqual([{ say: 'Next.' }]);
  });

  it('any recorded session of direct asks saves to a file the loader accepts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(itemArb, { maxLength: 3 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.oneof(fc.constant<'cancel'>('cancel'), fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 })), { minLength: 3, maxLength: 3 }),
        async (batches, choices) => {
          const frames = await directSession(
            batches.map((questions) => ({ questions })),
            (i) => choices[i % choices.length] ?? 'cancel',
          );
          const { scenario } = recordSession(frames, { id: 'prop', ...NAMES });
          const parsed = parseScenarioText(JSON.stringify(scenario), 'prop.json');
          if (!parsed.ok) throw new Error(parsed.error);
          expect(parsed.scenario.steps.length).toBe(batches.length);
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});

describe('slugify', () => {
  it('makes a schema-valid id from any title', () => {
    expect(slugify('Single choice (repro)')).toBe('single-choice-repro');
    expect(slugify('会话')).toBe('session');
    fc.assert(fc.property(fc.string(), (s) => /^[a-z0-9][a-z0-9-]*$/.test(slugify(s))));
  });
});

type Action =
  | { readonly kind: 'ask'; readonly questions: readonly AskUserQuestionItem[]; readonly response: 'cancel' | readonly string[] }
  | { readonly kind: 'message'; readonly text: string }
  | { readonly kind: 'transport'; readonly fault: 'not-pending' | 'bad-response' | 'fail-send' | 'latency' };

/** A session of direct asks, chat messages and transport conditions armed between them; a person presses Submit again after a failure. */
async function mixedSession(actions: readonly Action[]): Promise<readonly FrameLogEntry[]> {
  const channel = new MessageChannel();
  const host = startHost(channel.port1);
  const client = new HostClient(channel.port2);
  let conditions = { latencyMs: 0, rejectNext: null as 'not-pending' | 'bad-response' | null, failNextSend: false };
  let nextResponse: Extract<Action, { kind: 'ask' }>['response'] = 'cancel';
  client.subscribe((frame) => {
    if (frame.type !== 'question/requested') return;
    const question = client.pendingQuestion(frame);
    const response = nextResponse;
    const attempt = async (): Promise<void> => {
      for (let i = 0; i < 4; i++) {
        try {
          if (response === 'cancel') await question.cancel();
          else await question.answer(frame.questions.map(() => ({ selected: [...response], custom: '', skipped: false })));
          return;
        } catch {
          // Rejected or not sent: try again, as a person would.
        }
      }
    };
    void attempt();
  });
  for (const action of actions) {
    if (action.kind === 'transport') {
      conditions =
        action.fault === 'latency'
          ? { ...conditions, latencyMs: conditions.latencyMs === 0 ? 5 : 0 }
          : action.fault === 'fail-send'
            ? { ...conditions, failNextSend: true }
            : { ...conditions, rejectNext: action.fault };
      client.setConditions(conditions);
      conditions = { ...conditions, rejectNext: null, failNextSend: false };
      continue;
    }
    const settled = new Promise<void>((resolve) => {
      const off = client.subscribe((frame) => {
        const done = action.kind === 'ask' ? frame.type === 'tool/finished' : frame.type === 'transcript/message' && frame.role === 'notice';
        if (done) {
          off();
          resolve();
        }
      });
    });
    if (action.kind === 'ask') {
      nextResponse = action.response;
      client.ask({ questions: [...action.questions] });
    } else client.userMessage(action.text);
    await settled;
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
  const frames = [...client.log.entries];
  client.close();
  host.close();
  return frames;
}

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('ask' as const),
    questions: fc.array(itemArb, { maxLength: 3 }),
    response: fc.oneof(fc.constant<'cancel'>('cancel'), fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 })),
  }),
  fc.record({ kind: fc.constant('message' as const), text: fc.string({ maxLength: 20 }) }),
  fc.record({ kind: fc.constant('transport' as const), fault: fc.constantFrom('not-pending' as const, 'bad-response' as const, 'fail-send' as const, 'latency' as const) }),
);

describe('any recorded session', () => {
  it('saves to a file the loader accepts, and the file replays to the same outcome for every ask', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 6 }), async (actions) => {
        fc.pre(actions.some((a) => a.kind !== 'transport'));
        const frames = await mixedSession(actions);
        const { scenario } = recordSession(frames, { id: 'any', ...NAMES });
        const parsed = parseScenarioText(JSON.stringify(scenario), 'any.json');
        if (!parsed.ok) throw new Error(parsed.error);
        const asks = actions.filter((a) => a.kind === 'ask').length;
        const replay = await runScenarioHeadless(parsed.scenario, { timeoutMs: 10_000 });
        expect(replay.errors).toEqual([]);
        expect(replay.tracker.asks).toHaveLength(asks);
        expect(replay.tracker.verdicts().every((v) => v.kind === 'pass')).toBe(true);
      }),
      { numRuns: 20 },
    );
  }, 120_000);
});

describe('plan mode in a saved session (withPlanModeSwitches)', () => {
  const exit = (expect: Expectation): Step => ({
    tool: 'exit_plan_mode',
    arguments: { plan: '# P' },
    expect,
  });
  const refused = exit({ error: 'Error: exit_plan_mode is only available in plan mode' });
  const approved = exit({ text: 'Plan approved — plan mode exited; carry out the plan starting with your next step.' });
  const keepPlanning = exit({ error: 'Error: The user chose to keep planning; revise the plan and present it again.' });
  const badArgs = exit({ code: 'INVALID_ARGS' });

  it('puts the person\'s switch before each call that could only have run in plan mode, and none where the mode already was', () => {
    expect(withPlanModeSwitches([refused, badArgs, keepPlanning, approved, refused, keepPlanning])).toEqual([
      refused,
      badArgs,
      { planMode: true },
      keepPlanning,
      approved,
      refused,
      { planMode: true },
      keepPlanning,
    ]);
  });

  it('the steps it writes replay every outcome as it was', async () => {
    const scenario = parseScenario({
      id: 'saved',
      title: { zh: '存', en: 'Saved' },
      description: { zh: '存', en: 'Saved' },
      group: 'plan-review',
      steps: withPlanModeSwitches([refused, { ...keepPlanning, user: { answers: [{ select: ['Keep planning'] }] } } as Step, { ...approved, user: { answers: [{ select: ['Approve'] }] } } as Step, refused]),
    }, 'saved.json');
    if (!scenario.ok) throw new Error(scenario.error);
    const replay = await runScenarioHeadless(scenario.scenario, { timeoutMs: 10_000 });
    expect(replay.errors).toEqual([]);
    expect(replay.tracker.verdicts().map((v) => v.kind)).toEqual(['pass', 'pass', 'pass', 'pass']);
  });
});
