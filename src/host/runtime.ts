/**
 * The host runtime: everything that lives in the worker — registry, user-questions
 * service, frame provider, tool runtime — and the one agent loop both drivers use
 * (§2.2). It speaks only in host frames through `send`, so the same code runs in a
 * Web Worker, over a MessageChannel in tests, and headless in node.
 */
import {
  projectAnswer,
  projectError,
  type AskUserQuestionItem,
  type HostFrame,
  type Notice,
  type ReceiptFrame,
  type ToolResult,
} from '../protocol/index.ts';
import { FrameQuestionProvider } from './providers/web.ts';
import { noticeEnglish } from './notices.ts';
import { Agent, AgentRegistry } from './registry.ts';
import { askUserQuestionTool, ASK_USER_QUESTION } from './tools/ask-user-question.ts';
import { exitPlanModeTool, EXIT_PLAN_MODE } from './tools/exit-plan-mode.ts';
import { ToolRuntime, runCommandTool, type ApprovalPolicy } from './tools/runtime.ts';
import type { ToolDefinition } from './tools/types.ts';
import { UserQuestionService, type Disposer, type UserQuestionProvider } from './user-questions.ts';

/** Name of the transcript row for a direct service-level ask (no tool call involved). */
export const DIRECT_ASK = 'userQuestions.ask';

/** A provider as the runtime registers it, with what it must do when it is disposed (close its stream, forget its client). */
export interface ActiveProvider {
  readonly provider: UserQuestionProvider;
  dispose?(): void;
}

export interface HostRuntimeOptions {
  readonly send: (frame: HostFrame) => void;
  readonly sessionId?: string;
  readonly policy?: ApprovalPolicy;
  readonly extraTools?: readonly ToolDefinition[];
}

export class HostRuntime {
  readonly registry = new AgentRegistry();
  readonly userQuestions: UserQuestionService;
  readonly tools: ToolRuntime;
  readonly root: Agent;
  readonly sessionId: string;
  readonly #send: (frame: HostFrame) => void;
  #provider: FrameQuestionProvider | undefined;
  #disposeProvider: Disposer | undefined;
  /** Makes the provider `registerProvider` registers: the web card's until another is chosen (host/providers/select.ts). */
  #makeProvider: (() => ActiveProvider) | undefined;
  readonly #steps = new Set<AbortController>();
  readonly #observers = new Set<(frame: HostFrame) => void>();
  #ids = 0;
  #runs = 0;
  /** The agents whose session is in plan mode (DSH: the last `plan/mode` of that agent's log; none at first). */
  readonly #planMode = new Set<Agent>();

  constructor(options: HostRuntimeOptions) {
    this.#send = (frame) => {
      options.send(frame);
      for (const observer of this.#observers) observer(frame);
    };
    this.sessionId = options.sessionId ?? 'session-1';
    this.userQuestions = new UserQuestionService(this.registry);
    this.tools = new ToolRuntime([askUserQuestionTool, exitPlanModeTool, runCommandTool, ...(options.extraTools ?? [])], {
      policy: options.policy ?? 'ask',
      // The playground has no approval dialog: with policy `ask`, dangerous tools are declined.
      approver: async () => false,
    });
    this.root = this.enterAgent({ id: 'root', label: 'Root agent' });
    this.registerProvider();
  }

  emit(frame: HostFrame): void {
    this.#send(frame);
  }

  /** Sees every frame the runtime sends (drivers use it to react to their own asks). */
  observe(observer: (frame: HostFrame) => void): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /**
   * Back to a clean slate for a new scenario: running steps are aborted, pending
   * asks settle, every agent but the root exits, a fresh provider is registered
   * and the approval policy is reset.
   */
  reset(policy: ApprovalPolicy = 'ask'): void {
    this.stop();
    this.disposeProvider();
    for (const agent of this.registry.all()) if (agent !== this.root) this.exitAgent(agent);
    this.#planMode.clear();
    this.tools.policy = policy;
    this.registerProvider();
  }

  nextId(prefix: string): string {
    return `${prefix}-${++this.#ids}`;
  }

  // ---- provider -----------------------------------------------------------

  /**
   * Registers the chosen provider (the web card's frame provider by default); throws DUPLICATE_PROVIDER if one is
   * active. The disposer settles its pending asks as that provider does, then lets the provider tear down.
   */
  registerProvider(): Disposer {
    const made: ActiveProvider = this.#makeProvider?.() ?? { provider: new FrameQuestionProvider((frame) => this.#send(frame), this.sessionId) };
    let unregister: Disposer;
    try {
      unregister = this.userQuestions.registerProvider(made.provider);
    } catch (error) {
      made.dispose?.();
      throw error;
    }
    const dispose = (): void => {
      unregister();
      made.dispose?.();
    };
    this.#provider = made.provider instanceof FrameQuestionProvider ? made.provider : undefined;
    this.#disposeProvider = dispose;
    return dispose;
  }

  /** From now on `registerProvider` (and every reset) registers what `make` makes; undefined is the web card's. */
  useProvider(make: (() => ActiveProvider) | undefined): void {
    this.#makeProvider = make;
  }

  /** Disposes the active provider; its pending asks settle ASK_ABORTED. */
  disposeProvider(): void {
    this.#disposeProvider?.();
    this.#disposeProvider = undefined;
  }

  respond(rpcId: string, result: unknown): ReceiptFrame {
    if (this.#provider === undefined) return { type: 'receipt', rpcId, accepted: false, reason: 'not-pending' };
    return this.#provider.respond(rpcId, result);
  }

  // ---- agents -------------------------------------------------------------

  enterAgent(options: { id?: string; label?: string; lineage?: readonly string[]; parent?: Agent }): Agent {
    const base = {
      ...(options.id !== undefined ? { id: options.id } : {}),
      ...(options.label !== undefined ? { label: options.label } : {}),
      ...(options.lineage !== undefined ? { lineage: options.lineage } : {}),
    };
    const agent = options.parent === undefined ? this.registry.enterRoot(base) : this.registry.enterChild(options.parent, base);
    this.#send({
      type: 'agent/lifecycle',
      agentId: agent.id,
      event: 'entered',
      label: agent.label,
      ...(options.parent !== undefined ? { parentId: options.parent.id } : {}),
    });
    return agent;
  }

  exitAgent(agent: Agent): void {
    if (!this.registry.isLive(agent)) return;
    this.registry.exit(agent);
    this.#send({ type: 'agent/lifecycle', agentId: agent.id, event: 'exited' });
  }

  // ---- the loop -------------------------------------------------------------

  /** Runs one step under its own abort signal; Stop aborts every running step. */
  async runStep<T>(body: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const runId = `run-${++this.#runs}`;
    const first = this.#steps.size === 0;
    this.#steps.add(controller);
    if (first) this.#send({ type: 'run/state', runId, state: 'running' });
    try {
      return await body(controller.signal);
    } finally {
      this.#steps.delete(controller);
      if (this.#steps.size === 0) this.#send({ type: 'run/state', runId, state: 'idle' });
    }
  }

  /** Puts an agent's session in plan mode or takes it out (as the person's `/plan` and `/plan off` do in DSH). */
  setPlanMode(agent: Agent, active: boolean): void {
    if (active) this.#planMode.add(agent);
    else this.#planMode.delete(agent);
  }

  inPlanMode(agent: Agent): boolean {
    return this.#planMode.has(agent);
  }

  get running(): boolean {
    return this.#steps.size > 0;
  }

  stop(): void {
    for (const controller of [...this.#steps]) controller.abort('stopped');
  }

  say(agent: Agent, text: string, role: 'assistant' | 'user' | 'notice' = 'assistant', tone?: 'info' | 'error'): string {
    const messageId = this.nextId('m');
    this.#send({ type: 'transcript/message', messageId, agentId: agent.id, role, text, ...(tone !== undefined ? { tone } : {}) });
    return messageId;
  }

  /** The worker's own notice: its English sentence for the log, its key for the page to word. */
  notice(agent: Agent, notice: Notice, tone: 'info' | 'error'): string {
    const messageId = this.nextId('m');
    this.#send({ type: 'transcript/message', messageId, agentId: agent.id, role: 'notice', text: noticeEnglish(notice), tone, notice });
    return messageId;
  }

  /** A tool call as a model makes it: raw arguments, shown as a row, result projected. */
  /**
   * `tools` lets a driver offer a narrower set than the runtime's (the live driver
   * offers exit_plan_mode only in plan mode, `task` only to the root); the row and
   * the projection are the same either way.
   */
  async callTool(
    agent: Agent,
    name: string,
    rawArgs: unknown,
    signal: AbortSignal,
    tools: ToolRuntime = this.tools,
  ): Promise<ToolResult> {
    const callId = this.nextId('call');
    const input = displayInput(rawArgs);
    const questionCount = countQuestions(name, input);
    this.#send({
      type: 'tool/started',
      callId,
      agentId: agent.id,
      name,
      input,
      ...(questionCount !== undefined ? { questionCount } : {}),
    });
    const result = await tools.execute(name, rawArgs, { agent, signal, userQuestions: this.userQuestions, planMode: this.#planMode.has(agent) });
    // An approved plan leaves plan mode (DSH appends `plan/mode {active: false}` before the agent's next step).
    if (name === EXIT_PLAN_MODE && !result.isError) this.#planMode.delete(agent);
    this.#send({ type: 'tool/finished', callId, result });
    return result;
  }

  /**
   * A service-level ask (no tool call), as the request editor and `?q=` make it. The page's own asks pass the root
   * agent, as DSH's web client asks in its session's agent; `undefined` asks with no agent (the web provider then
   * refuses it with ASK_MISSING_AGENT, as DSH's does).
   */
  async directAsk(questions: readonly AskUserQuestionItem[], signal: AbortSignal, agent: Agent | undefined): Promise<ToolResult> {
    const callId = this.nextId('call');
    this.#send({
      type: 'tool/started',
      callId,
      agentId: agent?.id ?? '(none)',
      name: DIRECT_ASK,
      input: { questions },
      questionCount: questions.length,
    });
    let result: ToolResult;
    try {
      const answer = await this.userQuestions.ask({ questions, signal, ...(agent !== undefined ? { agent } : {}) });
      result = projectAnswer(answer);
    } catch (error) {
      result = projectError(error);
    }
    this.#send({ type: 'tool/finished', callId, result });
    return result;
  }
}

function displayInput(rawArgs: unknown): unknown {
  if (typeof rawArgs !== 'string') return rawArgs;
  try {
    return JSON.parse(rawArgs) as unknown;
  } catch {
    return rawArgs;
  }
}

function countQuestions(name: string, input: unknown): number | undefined {
  if (name === EXIT_PLAN_MODE) return 1;
  if (name !== ASK_USER_QUESTION) return undefined;
  if (typeof input === 'object' && input !== null && 'questions' in input && Array.isArray(input.questions)) {
    return input.questions.length;
  }
  return 0;
}
