/**
 * Runs a scenario with no page: the host runtime on one end of a MessageChannel,
 * the real bridge client on the other, and the scripted user answering through
 * PendingQuestion. The same code path as the browser, minus the DOM.
 */
import { HostClient } from '../bridge/client.ts';
import type { FrameLogEntry } from '../bridge/frame-log.ts';
import { startHost } from '../host/worker-main.ts';
import type { HostFrame, TransportConditions } from '../protocol/index.ts';
import type { Scenario } from './schema.ts';
import { acpHandshake, acpSend, registerProviderFrames, terminalInput } from '../bridge/providers.ts';
import { ScriptedProviderUser } from './provider-user.ts';
import { playUser, type UserAdapter } from './scripted-user.ts';
import { ScenarioTracker } from './tracker.ts';

export interface HeadlessReport {
  readonly tracker: ScenarioTracker;
  readonly frames: readonly FrameLogEntry[];
  readonly errors: readonly string[];
}

const directUser: UserAdapter = {
  answer: async (question, drafts) => {
    await question.answer(drafts);
  },
  dismiss: (question) => question.cancel(),
};

export async function runScenarioHeadless(scenario: Scenario, options: { timeoutMs?: number } = {}): Promise<HeadlessReport> {
  const channel = new MessageChannel();
  const host = startHost(channel.port1);
  const client = new HostClient(channel.port2);
  const tracker = new ScenarioTracker(scenario);
  const errors: string[] = [];
  let conditions: TransportConditions & { failNextSend: boolean } = { latencyMs: 0, rejectNext: null, failNextSend: false };

  // The terminal's and the ACP client's frames are read as the page reads them once a provider is chosen.
  registerProviderFrames(client);
  const providerUser = new ScriptedProviderUser(scenario, {
    type: (keys) => terminalInput(client, keys),
    acp: (message) => acpSend(client, message),
    handshake: () => acpHandshake(client),
  });

  const finished = new Promise<void>((resolve) => {
    client.subscribe((frame: HostFrame) => {
      tracker.onFrame(frame);
      providerUser.onFrame(frame);
      if (frame.type === 'scenario/transport') {
        conditions = {
          latencyMs: frame.latencyMs ?? conditions.latencyMs,
          // One-shot: a reject armed earlier was used up by the response it rejected.
          rejectNext: frame.rejectNext ?? null,
          failNextSend: frame.failNextSend ?? false,
        };
        client.setConditions(conditions);
      }
      if (frame.type === 'question/requested') {
        const record = tracker.current;
        if (record === undefined) {
          errors.push(`a question arrived outside any asking step (${frame.rpcId})`);
          return;
        }
        const question = client.pendingQuestion(frame);
        playUser(record.step.user, question, record, directUser, () => tracker.whenSettled(record)).catch((error: unknown) => {
          errors.push(`step ${record.path}: ${error instanceof Error ? error.message : String(error)}`);
        });
      }
      if (frame.type === 'scenario/state' && (frame.state === 'done' || frame.state === 'stopped' || frame.state === 'invalid')) resolve();
    });
  });

  client.send({ type: 'scenario/run', scenario, paceMs: 0 });
  const timeoutMs = options.timeoutMs ?? 15_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
  const outcome = await Promise.race([finished, timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') errors.push(`scenario "${scenario.id}" did not finish within ${timeoutMs} ms`);
  // Let late receipts (answers after abort) land before reporting.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const frames = [...client.log.entries];
  host.runtime.reset();
  client.close();
  host.close();
  channel.port1.close();
  channel.port2.close();
  return { tracker, frames, errors };
}
