/**
 * Save as scenario from the live path: a conversation with the demo model (the
 * real live driver streaming from the demo endpoint, served by msw/node) is
 * saved and replayed headless with the network shut: every ask settles as it
 * did, the file holds no key, and no request leaves. Transport conditions a
 * person armed (a rejected receipt, a failed send) replay too.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostClient } from '../../src/bridge/client.ts';
import type { FrameLogEntry } from '../../src/bridge/frame-log.ts';
import { configureLive } from '../../src/bridge/live.ts';
import { demoModelHandlers } from '../../src/client/live/demo-model.ts';
import { startHost } from '../../src/host/worker-main.ts';
import type { AskUserQuestionItem, HostFrame, QuestionDraft } from '../../src/protocol/index.ts';
import { DEFAULT_SYSTEM_PROMPT } from '../../src/protocol/live-defaults.ts';
import { readScenarioFile, scenarioText } from '../../src/scenarios/file.ts';
import { runScenarioHeadless } from '../../src/scenarios/headless.ts';
import { recordSession } from '../../src/scenarios/recorder.ts';
import type { Scenario } from '../../src/scenarios/schema.ts';

const KEY = 'sk-demo-never-in-a-file-93c1';
const requests: string[] = [];
const server = setupServer(...demoModelHandlers({ chunkDelayMs: 0 }));
server.events.on('request:start', ({ request }) => requests.push(request.url));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const NAMES = { title: { zh: '演示', en: 'Demo' }, description: { zh: '保存的演示对话', en: 'A saved demo conversation' } };

type Respond = (questions: readonly AskUserQuestionItem[]) => QuestionDraft[];

/** A live session on a real host: each user message runs until the driver is idle; `respond` answers each card. */
async function liveSession(messages: readonly string[], respond: Respond, planMode = false): Promise<readonly FrameLogEntry[]> {
  const channel = new MessageChannel();
  const host = startHost(channel.port1);
  const client = new HostClient(channel.port2);
  client.subscribe((frame: HostFrame) => {
    if (frame.type === 'question/requested') void client.pendingQuestion(frame).answer(respond(frame.questions));
  });
  configureLive(client, {
    endpoint: 'demo',
    baseUrl: 'https://asklab.test/demo-model/',
    model: 'asklab-demo',
    apiKey: KEY,
    temperature: 0.7,
    systemPrompt: DEFAULT_SYSTEM_PROMPT,
    planMode,
  });
  for (const text of messages) {
    const idle = new Promise<void>((resolve) => {
      const off = client.subscribe((frame) => {
        if (frame.type === 'run/state' && frame.state === 'idle') {
          off();
          resolve();
        }
      });
    });
    client.userMessage(text);
    await idle;
  }
  const frames = [...client.log.entries];
  client.close();
  host.close();
  return frames;
}

/** Each ask's outcome in order, as the model received it: the tool, the agent, and its exact text. */
function outcomes(frames: readonly FrameLogEntry[]): string[] {
  const started = new Map<string, string>();
  const out: string[] = [];
  for (const entry of frames) {
    const p = entry.payload as Record<string, unknown>;
    if (entry.direction !== 'to-main') continue;
    if (entry.type === 'tool/started' && p['questionCount'] !== undefined) started.set(String(p['callId']), `${String(p['name'])} by ${String(p['agentId'])}`);
    if (entry.type === 'tool/finished' && started.has(String(p['callId']))) {
      const result = p['result'] as { isError: boolean; error?: { code: string }; content: { text: string }[] };
      const code = result.isError ? ` [${result.error?.code ?? ''}]` : '';
      out.push(`${started.get(String(p['callId'])) ?? ''}${code}: ${result.content.map((c) => c.text).join('')}`);
    }
  }
  return out;
}

function saveAndLoad(frames: readonly FrameLogEntry[]): { text: string; scenario: Scenario } {
  const { scenario } = recordSession(frames, { id: 'demo-session', ...NAMES });
  const text = scenarioText(scenario);
  const read = readScenarioFile(text, 'demo-session.json');
  if (!read.ok) throw new Error(JSON.stringify(read));
  return { text, scenario: read.scenario };
}

const answerAll: Respond = (questions) =>
  questions.map((q) =>
    q.options === undefined || q.options.length === 0
      ? { selected: [], custom: 'a faster build', skipped: false }
      : { selected: q.multiSelect === true ? q.options.slice(0, 2).map((o) => o.label) : [q.options[0]?.label ?? ''], custom: '', skipped: false },
  );

describe('a demo-model session, saved and replayed without the model', () => {
  it('replays the question batch and the delegation with the same outcome for every ask, and no request', async () => {
    const frames = await liveSession(['make the build faster', 'research why it is slow'], answerAll);
    const original = outcomes(frames);
    expect(original.length).toBe(3);
    expect(original.some((o) => o.includes('DELEGATED_CALLER'))).toBe(true);

    const { text, scenario } = saveAndLoad(frames);
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('apiKey');
    expect(scenario.steps[0]).toEqual({ say: 'make the build faster', role: 'user' });
    expect(scenario.steps.some((s) => 'subagent' in s)).toBe(true);

    const before = requests.length;
    expect(before, 'the live session itself went to the demo endpoint').toBeGreaterThan(0);
    const replay = await runScenarioHeadless(scenario, { timeoutMs: 20_000 });
    expect(replay.errors).toEqual([]);
    expect(replay.tracker.passed()).toBe(true);
    expect(replay.tracker.verdicts().map((v) => v.kind)).toEqual(['pass', 'pass', 'pass']);
    expect(outcomes(replay.frames)).toEqual(original);
    expect(requests.length).toBe(before);
  }, 30_000);

  it('replays a plan review the model submitted in plan mode', async () => {
    const frames = await liveSession(['tidy the docs'], (questions) =>
      questions[0]?.id === 'plan-review' ? [{ selected: ['Approve'], custom: '', skipped: false }] : answerAll(questions),
    true);
    const original = outcomes(frames);
    expect(original.some((o) => o.startsWith('exit_plan_mode'))).toBe(true);
    const { scenario } = saveAndLoad(frames);
    // Plan mode is not in the frames: the file gains the person's switch just before the call that needed it.
    const exitAt = scenario.steps.findIndex((step) => 'tool' in step && step.tool === 'exit_plan_mode');
    expect(scenario.steps[exitAt - 1]).toEqual({ planMode: true });
    expect(scenario.steps.filter((step) => 'planMode' in step)).toHaveLength(1);
    const replay = await runScenarioHeadless(scenario, { timeoutMs: 20_000 });
    expect(replay.errors).toEqual([]);
    expect(outcomes(replay.frames)).toEqual(original);
    expect(replay.tracker.passed()).toBe(true);
  }, 30_000);

});

describe('transport conditions a person armed', () => {
  async function directAsk(arm: (client: HostClient) => void): Promise<readonly FrameLogEntry[]> {
    const channel = new MessageChannel();
    const host = startHost(channel.port1);
    const client = new HostClient(channel.port2);
    const done = new Promise<void>((resolve) => {
      client.subscribe((frame) => {
        if (frame.type === 'question/requested') {
          const question = client.pendingQuestion(frame);
          const answer = async (): Promise<void> => {
            for (let attempt = 0; attempt < 3; attempt++) {
              try {
                await question.answer([{ selected: ['Careful'], custom: '', skipped: false }]);
                return;
              } catch {
                // A person presses Submit again.
              }
            }
          };
          void answer();
        }
        if (frame.type === 'tool/finished') resolve();
      });
    });
    arm(client);
    client.ask({ questions: [{ id: 'mode', question: 'How?', options: [{ label: 'Fast' }, { label: 'Careful' }] }] });
    await done;
    await new Promise((resolve) => setTimeout(resolve, 10));
    const frames = [...client.log.entries];
    client.close();
    host.close();
    return frames;
  }

  it('a rejected receipt replays: the transport step comes before the ask and the answer still lands', async () => {
    const frames = await directAsk((client) => client.setConditions({ latencyMs: 0, rejectNext: 'bad-response', failNextSend: false }));
    const { scenario } = saveAndLoad(frames);
    expect(scenario.steps[0]).toEqual({ transport: { rejectNext: 'bad-response' } });
    expect(scenario.steps[1]).toMatchObject({ expect: { answer: { answers: [{ id: 'mode', selected: ['Careful'] }] } } });
    const replay = await runScenarioHeadless(scenario);
    expect(replay.errors).toEqual([]);
    expect(replay.tracker.passed()).toBe(true);
    const receipts = replay.frames.filter((f) => f.type === 'receipt').map((f) => (f.payload as { accepted: boolean }).accepted);
    expect(receipts).toEqual([false, true]);
  });

  it('a failed send replays as a failed send', async () => {
    const frames = await directAsk((client) => client.setConditions({ latencyMs: 0, rejectNext: null, failNextSend: true }));
    const { scenario } = saveAndLoad(frames);
    expect(scenario.steps.map((s) => Object.keys(s)[0])).toEqual(['transport', 'ask']);
    expect(scenario.steps[0]).toEqual({ transport: { failNextSend: true } });
    const replay = await runScenarioHeadless(scenario);
    expect(replay.tracker.passed()).toBe(true);
    expect(replay.frames.some((f) => f.type === 'client-response' && f.rejected?.startsWith('simulated') === true)).toBe(true);
  });
});
