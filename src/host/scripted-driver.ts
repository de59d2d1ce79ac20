/**
 * The scripted driver (§2.2): replays a scenario's agent steps through the same
 * runtime, tools and stop control as the live driver. It never answers questions
 * itself — the user's side (a person, the autoplayer, the headless user) does.
 * Progress goes out as `scenario/step` and `scenario/state` frames.
 */
import { UserQuestionError, isUserQuestionError, projectError, projectText, type HostFrame, type ToolResult } from '../protocol/index.ts';
import {
  isAskingStep,
  isSubagentStep,
  type AgentSetup,
  type AskingStep,
  type Interrupt,
  type Scenario,
  type ScenarioProvider,
  type Step,
} from '../scenarios/schema.ts';
import { isAskPrompt } from '../surfaces/terminal.ts';
import { Agent } from './registry.ts';
import type { HostRuntime } from './runtime.ts';

export type GateAction = 'pause' | 'resume' | 'step' | 'stop';

type ScenarioProgressFrame = Extract<HostFrame, { type: 'scenario/state' | 'scenario/step' }>;

/** How long a "when-pending" interrupt waits after the card was shown, when the scenario does not say. */
const DEFAULT_PENDING_DELAY_MS = 1200;

/** How long a scenario that chose the ACP provider waits for the page's ACP client to make its session. */
const ACP_SESSION_WAIT_MS = 10_000;

export interface ScriptedOptions {
  readonly paceMs: number;
  readonly startPaused?: boolean;
  /** The worker's provider switch (host/providers/select.ts): which provider answers, and choosing another. */
  readonly providers?: ProviderChoice;
}

export interface ProviderChoice {
  readonly kind: ScenarioProvider;
  /** Whether the page's ACP client made its session with the ACP provider now registered. */
  readonly acpSession: boolean;
  select(kind: ScenarioProvider): void;
}

/** Whether a frame shows the person an ask to answer, whichever provider shows it (the card, the terminal's prompt, an ACP request). */
function showsAnAsk(frame: HostFrame): boolean {
  if (frame.type === 'question/requested') return true;
  if (frame.type === 'terminal/output') return isAskPrompt(frame.data);
  if (frame.type === 'acp/rpc') return 'method' in frame.message && frame.message.method === 'elicitation/create';
  return false;
}

export class ScriptedDriver {
  readonly #runtime: HostRuntime;
  readonly #scenario: Scenario;
  readonly #paceMs: number;
  readonly #agents = new Map<string, Agent>();
  #paused: boolean;
  #stepOnce = false;
  #stopped = false;
  /** Replaced by a newer run: its late progress frames would be taken for the new run's (same scenario, same paths). */
  #superseded = false;
  #wake: (() => void) | undefined;
  readonly #providers: ProviderChoice | undefined;
  /** Asks the agent did not wait for (`background`): the run ends once they have settled too. */
  readonly #background: Promise<void>[] = [];

  constructor(runtime: HostRuntime, scenario: Scenario, options: ScriptedOptions) {
    this.#runtime = runtime;
    this.#scenario = scenario;
    this.#paceMs = options.paceMs;
    this.#paused = options.startPaused === true;
    this.#providers = options.providers;
  }

  control(action: GateAction): void {
    switch (action) {
      case 'pause':
        this.#paused = true;
        this.#state('paused');
        break;
      case 'resume':
        this.#paused = false;
        this.#state('running');
        break;
      case 'step':
        this.#stepOnce = true;
        break;
      case 'stop':
        this.#stopped = true;
        this.#runtime.stop();
        break;
    }
    this.#wake?.();
  }

  /** Stops this run because another one starts; it reports no further progress. */
  supersede(): void {
    this.#superseded = true;
    this.control('stop');
  }

  async run(): Promise<void> {
    const setup = this.#scenario.setup ?? {};
    this.#runtime.reset(setup.policy ?? 'ask');
    if (setup.planMode === true) this.#runtime.setPlanMode(this.#runtime.root, true);
    this.#agents.set('root', this.#runtime.root);
    try {
      // Inside the try: a setup naming an unknown agent ends the run with its reason instead of hanging it.
      for (const agent of setup.agents ?? []) this.#setUpAgent(agent);
      if (setup.provider === 'none') this.#runtime.disposeProvider();
      else if (setup.provider !== undefined && setup.provider !== 'registered') await this.#choose(setup.provider);
      this.#state(this.#paused ? 'paused' : 'running');
      await this.#runSteps(this.#scenario.steps, '', this.#runtime.root);
      await Promise.all(this.#background);
      this.#state(this.#stopped ? 'stopped' : 'done');
    } catch (error) {
      this.#state('stopped', error instanceof Error ? error.message : String(error));
    }
  }

  /**
   * Chooses the provider the scenario names, unless it is the one answering already. ACP's agent side acts only in a
   * session its client made, so a run on ACP starts once the ACP client has made one (the headless runner's does
   * when the provider changes; the page's player chooses the provider itself before the run, handshake included).
   */
  async #choose(kind: ScenarioProvider): Promise<void> {
    const providers = this.#providers;
    if (providers === undefined) throw new Error(`scenario "${this.#scenario.id}": this runner cannot choose the ${kind} provider`);
    // The page chose it already (its player does, before the run): the reset re-registered a fresh one of that kind.
    if (providers.kind === kind && (kind !== 'acp' || providers.acpSession)) return;
    const select = (chosen: ScenarioProvider): void => providers.select(chosen);
    if (kind !== 'acp') {
      select(kind);
      return;
    }
    let unobserve = (): void => undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const session = new Promise<void>((resolve, reject) => {
      unobserve = this.#runtime.observe((frame) => {
        if (frame.type !== 'acp/rpc' || !('result' in frame.message)) return;
        const result = frame.message.result;
        if (typeof result === 'object' && result !== null && 'sessionId' in result) resolve();
      });
      timer = setTimeout(() => reject(new Error(`scenario "${this.#scenario.id}": the ACP client made no session within ${ACP_SESSION_WAIT_MS} ms`)), ACP_SESSION_WAIT_MS);
    });
    try {
      select(kind);
      await session;
    } finally {
      unobserve();
      clearTimeout(timer);
    }
  }

  #progress(frame: ScenarioProgressFrame): void {
    if (!this.#superseded) this.#runtime.emit(frame);
  }

  #state(state: 'running' | 'paused' | 'done' | 'stopped', error?: string): void {
    this.#progress({
      type: 'scenario/state',
      scenarioId: this.#scenario.id,
      state,
      ...(error !== undefined ? { error } : {}),
    });
  }

  #setUpAgent(setup: AgentSetup): void {
    const rt = this.#runtime;
    switch (setup.kind) {
      case 'root':
        this.#agents.set(setup.id, rt.enterAgent({ id: setup.id, ...(setup.label !== undefined ? { label: setup.label } : {}) }));
        return;
      case 'child': {
        const parent = this.#agent(setup.parent);
        this.#agents.set(
          setup.id,
          rt.enterAgent({ id: setup.id, parent, ...(setup.label !== undefined ? { label: setup.label } : {}) }),
        );
        return;
      }
      case 'resumed-root':
        this.#agents.set(
          setup.id,
          rt.enterAgent({ id: setup.id, lineage: setup.lineage, ...(setup.label !== undefined ? { label: setup.label } : {}) }),
        );
        return;
      case 'stale':
        // Same id as a live agent, different object: the registry must not take it for the live one.
        this.#agents.set(setup.id, new Agent(this.#agent(setup.reuses).id, 'stale copy'));
        return;
      case 'unattested':
        this.#agents.set(setup.id, new Agent(setup.id, 'unattested'));
        return;
    }
  }

  #agent(id: string): Agent {
    const agent = this.#agents.get(id);
    if (agent === undefined) throw new Error(`scenario "${this.#scenario.id}": unknown agent "${id}"`);
    return agent;
  }

  async #gate(): Promise<void> {
    while (this.#paused && !this.#stepOnce && !this.#stopped) {
      await new Promise<void>((resolve) => (this.#wake = resolve));
      this.#wake = undefined;
    }
    this.#stepOnce = false;
  }

  async #pause(ms: number): Promise<void> {
    if (ms <= 0 || this.#stopped) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.#wake = () => {
        if (this.#stopped) {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    this.#wake = undefined;
  }

  async #runSteps(steps: readonly Step[], prefix: string, defaultAgent: Agent): Promise<void> {
    for (const [i, step] of steps.entries()) {
      await this.#gate();
      if (this.#stopped) return;
      const path = `${prefix}${i + 1}`;
      await this.#runStep(step, path, defaultAgent);
      if (i < steps.length - 1) await this.#pause(this.#paceMs);
    }
  }

  async #runStep(step: Step, path: string, defaultAgent: Agent): Promise<void> {
    const rt = this.#runtime;
    const started = (kind: string, agentId?: string): void =>
      this.#progress({ type: 'scenario/step', path, kind, state: 'started', ...(agentId !== undefined ? { agentId } : {}) });
    const finished = (kind: string, extra: { result?: ToolResult; code?: string; callId?: string } = {}): void =>
      this.#progress({ type: 'scenario/step', path, kind, state: 'finished', ...extra });

    if (isSubagentStep(step)) {
      started('subagent', defaultAgent.id);
      await rt.runStep(async () => {
        const callId = rt.nextId('call');
        rt.emit({ type: 'tool/started', callId, agentId: defaultAgent.id, name: 'task', input: { description: step.subagent.task } });
        const child = rt.enterAgent({
          id: step.subagent.id,
          parent: defaultAgent,
          ...(step.subagent.label !== undefined ? { label: step.subagent.label } : {}),
        });
        this.#agents.set(step.subagent.id, child);
        await this.#runSteps(step.steps, `${path}.`, child);
        rt.say(child, step.subagent.result);
        rt.exitAgent(child);
        const result = projectText(step.subagent.result);
        rt.emit({ type: 'tool/finished', callId, result });
        finished('subagent', { result, callId });
      });
      return;
    }
    if (isAskingStep(step)) {
      const agent = step.agent === null ? undefined : this.#agent(step.agent ?? defaultAgent.id);
      started('tool' in step ? 'tool' : 'ask', agent?.id);
      const asked = this.#ask(step, agent).then((result) => finished('tool' in step ? 'tool' : 'ask', { result }));
      if (step.background === true) this.#background.push(asked);
      else await asked;
      return;
    }
    if ('say' in step) {
      started('say');
      rt.say(step.agent === undefined ? defaultAgent : this.#agent(step.agent), step.say, step.role ?? 'assistant');
      finished('say');
      return;
    }
    if ('provider' in step) {
      started('provider');
      let code: string | undefined;
      try {
        if (step.provider === 'unregister') rt.disposeProvider();
        else rt.registerProvider();
      } catch (error) {
        code = isUserQuestionError(error) ? error.code : 'ERROR';
        rt.notice(rt.root, { key: 'provider-threw', code, detail: error instanceof Error ? error.message : String(error) }, 'error');
      }
      finished('provider', code !== undefined ? { code } : {});
      return;
    }
    if ('planMode' in step) {
      started('planMode');
      rt.setPlanMode(rt.root, step.planMode);
      rt.notice(rt.root, { key: 'plan-mode-set', active: step.planMode }, 'info');
      finished('planMode');
      return;
    }
    if ('policy' in step) {
      started('policy');
      rt.tools.policy = step.policy;
      rt.notice(rt.root, { key: 'policy-set', policy: step.policy }, 'info');
      finished('policy');
      return;
    }
    if ('transport' in step) {
      started('transport');
      rt.emit({ type: 'scenario/transport', ...step.transport });
      finished('transport');
      return;
    }
    if ('wait' in step) {
      started('wait');
      await this.#pause(step.wait);
      finished('wait');
      return;
    }
  }

  /** Runs one asking step under its own signal, applying its interrupt. */
  async #ask(step: AskingStep, agent: Agent | undefined): Promise<ToolResult> {
    const rt = this.#runtime;
    return rt.runStep(async (stepSignal) => {
      const controller = new AbortController();
      const onStop = (): void => controller.abort('stopped');
      stepSignal.addEventListener('abort', onStop, { once: true });
      const cleanup = this.#arm(step.interrupt, controller);
      try {
        if ('tool' in step) {
          // A model's tool call always has a calling agent; a script that says otherwise gets the service's answer for a non-agent.
          if (agent === undefined) {
            return projectError(new UserQuestionError('CALLER_NOT_LIVE', 'A tool call always comes from an agent; this one named none.'));
          }
          return await rt.callTool(agent, step.tool, step.arguments, controller.signal);
        }
        return await rt.directAsk(step.ask.questions, controller.signal, agent);
      } finally {
        cleanup();
        stepSignal.removeEventListener('abort', onStop);
      }
    });
  }

  #arm(interrupt: Interrupt | undefined, controller: AbortController): () => void {
    if (interrupt === undefined) return () => undefined;
    const rt = this.#runtime;
    const timers: ReturnType<typeof setTimeout>[] = [];
    if ('abort' in interrupt) {
      if (interrupt.abort === 'before') {
        controller.abort('scripted');
        return () => undefined;
      }
      if (interrupt.abort === 'after') {
        timers.push(setTimeout(() => controller.abort('scripted'), interrupt.delayMs));
        return () => timers.forEach(clearTimeout);
      }
    }
    const delay = interrupt.delayMs ?? DEFAULT_PENDING_DELAY_MS;
    const act = (): void => {
      if ('switch' in interrupt) this.#providers?.select(interrupt.switch);
      else if ('dispose' in interrupt) {
        rt.disposeProvider();
        rt.registerProvider();
      } else controller.abort('scripted');
    };
    const unobserve = rt.observe((frame) => {
      if (!showsAnAsk(frame)) return;
      unobserve();
      timers.push(setTimeout(act, delay));
    });
    return () => {
      unobserve();
      timers.forEach(clearTimeout);
    };
  }
}
