/**
 * The live driver (§2.2, §6): one conversation with an OpenAI-compatible
 * chat-completions endpoint, streamed. Assistant text goes to the transcript as it
 * arrives; tool calls run in order through the runtime's `callTool` (the same rows,
 * projection and stop control as scripted runs); results go back as `tool`
 * messages and the loop continues until the model answers without tool calls.
 *
 * It owns the history (kept across user messages until `reset`), the request
 * building, error reporting (every failure ends the turn with one notice) and the
 * `task` delegation loop. Parsing a response is ./stream.ts's job; the settings
 * UI and persisting the key are the page's.
 */
import { DSH_PLAN_POLICY_SECTION, planModeNarration, redactNotice, resultText, type Notice } from '../../protocol/index.ts';
import { chatCompletionsUrl, type LiveSettings } from '../../protocol/live-settings.ts';
import { hasUrlCredentials } from '../../bridge/redact.ts';
import type { Agent } from '../registry.ts';
import type { HostRuntime } from '../runtime.ts';
import { askUserQuestionTool } from '../tools/ask-user-question.ts';
import { exitPlanModeTool, EXIT_PLAN_MODE } from '../tools/exit-plan-mode.ts';
import { ToolRuntime } from '../tools/runtime.ts';
import type { ToolDefinition } from '../tools/types.ts';
import { historyArguments, toolSpec, type ChatMessage } from './chat.ts';
import { LiveAbort, LiveError, Secrets, fetchFailure, httpError } from './errors.ts';
import { readCompletion, type Completion } from './stream.ts';
import { makeTaskTool, type TaskArguments } from './task-tool.ts';

export interface LiveDriverOptions {
  /** Injected in tests; the worker uses the global fetch. */
  readonly fetch?: typeof fetch;
  /** Model requests per user message (and per delegated task) before the driver gives up. */
  readonly maxTurns?: number;
  /** A request that receives no bytes for this long fails instead of hanging. */
  readonly idleTimeoutMs?: number;
  /** `navigator.onLine` where there is one. */
  readonly isOnline?: () => boolean;
}

export const DEFAULT_MAX_TURNS = 12;
export const DEFAULT_IDLE_TIMEOUT_MS = 120_000;

type Role = 'root' | 'child';

const SUB_AGENT_NOTE =
  'You are a sub-agent. The main agent delegated one task to you (the user message below). Do it and end with your final result: your last message is returned to the main agent, not shown to the user as a reply. You cannot ask the user; if a decision is needed, say so in your final result.';

export class LiveDriver {
  readonly #rt: HostRuntime;
  readonly #fetch: typeof fetch;
  readonly #maxTurns: number;
  readonly #idleTimeoutMs: number;
  readonly #isOnline: () => boolean;
  readonly #secrets = new Secrets();
  readonly #taskTool: ToolDefinition;
  #settings: LiveSettings | undefined;
  /** The plan mode the model was last told of (DSH's `planModeAtLastHeader`); undefined before the first request. */
  #toldPlanMode: boolean | undefined;
  #history: ChatMessage[] = [];
  /** Aborts the live turn alone (reset), without touching other running steps. */
  #turn: AbortController | undefined;

  constructor(runtime: HostRuntime, options: LiveDriverOptions = {}) {
    this.#rt = runtime;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#maxTurns = options.maxTurns ?? DEFAULT_MAX_TURNS;
    this.#idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    this.#isOnline = options.isOnline ?? defaultOnline;
    this.#taskTool = makeTaskTool((parent, args, signal) => this.#runTask(parent, args, signal));
  }

  get configured(): boolean {
    return this.#settings !== undefined;
  }

  get busy(): boolean {
    return this.#turn !== undefined;
  }

  /** The root agent's session is in plan mode (the runtime keeps it; an approved plan leaves it). */
  get planMode(): boolean {
    return this.#rt.inPlanMode(this.#rt.root);
  }

  /** The conversation as the model sees it (without the system message). */
  get history(): readonly ChatMessage[] {
    return this.#history;
  }

  /** New settings apply from the next request; the history is kept. */
  configure(settings: LiveSettings): void {
    this.#secrets.add(settings.apiKey);
    const before = this.#settings?.planMode ?? false;
    this.#settings = settings;
    // Only a switch of the setting is the person's `/plan`: settings sent for another reason leave alone a plan mode
    // a scenario set up or an approved plan ended.
    if (settings.planMode !== before) this.#rt.setPlanMode(this.#rt.root, settings.planMode);
  }

  /** Forgets the conversation; a turn in progress is stopped first. */
  reset(): void {
    this.#turn?.abort('reset');
    this.#history = [];
    this.#toldPlanMode = undefined;
  }

  /** One user message: echoed to the transcript, then the model loop until it stops or fails. */
  async userMessage(text: string): Promise<void> {
    const root = this.#rt.root;
    if (this.#settings === undefined) {
      this.#rt.notice(root, { key: 'live-unconfigured' }, 'info');
      return;
    }
    if (this.#turn !== undefined) {
      this.#rt.notice(root, { key: 'live-busy' }, 'info');
      return;
    }
    const turn = new AbortController();
    this.#turn = turn;
    const history = this.#history;
    // A new conversation starts in the mode the setting shows (a scenario run in between may have reset the runtime).
    if (history.length === 0) this.#rt.setPlanMode(root, this.#settings.planMode);
    try {
      this.#rt.say(root, this.#secrets.redact(text), 'user');
      this.#narratePlanMode(history);
      history.push({ role: 'user', content: text });
      await this.#rt.runStep(async (stepSignal) => {
        const signal = anySignal([stepSignal, turn.signal]);
        try {
          await this.#loop(root, history, signal, 'root');
        } catch (error) {
          this.#report(root, error);
        }
      });
    } finally {
      this.#turn = undefined;
    }
  }

  // ---- the loop -------------------------------------------------------------

  /** Runs model turns until one ends without tool calls; returns that turn's text. */
  async #loop(agent: Agent, history: ChatMessage[], signal: AbortSignal, role: Role): Promise<string> {
    for (let turn = 1; turn <= this.#maxTurns; turn++) {
      if (role === 'root') this.#narratePlanMode(history);
      const tools = this.#toolsFor(role);
      const completion = await this.#request(agent, history, tools, signal, role);
      if (signal.aborted) {
        // Keep what the user saw; half-streamed tool calls are dropped (they never ran).
        if (completion.text !== '') history.push({ role: 'assistant', content: completion.text });
        throw new LiveAbort();
      }
      const calls = completion.toolCalls;
      history.push(
        calls.length === 0
          ? { role: 'assistant', content: completion.text }
          : {
              role: 'assistant',
              content: completion.text === '' ? null : completion.text,
              tool_calls: calls.map((call) => ({
                id: call.id,
                type: 'function',
                function: { name: call.name, arguments: historyArguments(call.arguments) },
              })),
            },
      );
      if (completion.finishReason === 'length') {
        this.#rt.notice(agent, { key: 'output-limit', toolCalls: calls.length > 0 }, 'info');
      }
      if (calls.length === 0) return completion.text;

      const runtime = new ToolRuntime(tools);
      for (const [index, call] of calls.entries()) {
        if (signal.aborted) {
          // Every tool call in the history needs its tool message, or the next request is refused.
          for (const skipped of calls.slice(index)) {
            history.push({ role: 'tool', tool_call_id: skipped.id, content: 'Error: not run, because the user stopped the run.' });
          }
          throw new LiveAbort();
        }
        const wasPlanning = role === 'root' && this.#rt.inPlanMode(agent);
        const result = await this.#rt.callTool(agent, call.name, this.#secrets.redact(call.arguments), signal, runtime);
        history.push({ role: 'tool', tool_call_id: call.id, content: resultText(result) });
        if (call.name === EXIT_PLAN_MODE && wasPlanning && !this.#rt.inPlanMode(agent)) {
          // The tool's result is the narration (DSH narrates nothing for an approved exit).
          this.#toldPlanMode = false;
          this.#rt.emit({ type: 'live/state', planMode: false });
          this.#rt.notice(agent, { key: 'plan-approved' }, 'info');
        }
      }
      if (signal.aborted) throw new LiveAbort();
    }
    throw new LiveError('turn-limit', { key: 'live-turn-limit', maxTurns: this.#maxTurns });
  }

  /**
   * The tools a role is offered. As DSH, exit_plan_mode is listed in and out of plan mode (a stable catalog), and
   * refuses outside it; `task` is the root's alone.
   */
  #toolsFor(role: Role): ToolDefinition[] {
    return [askUserQuestionTool, exitPlanModeTool, ...(role === 'root' ? [this.#taskTool] : [])];
  }

  /**
   * When the person switched plan mode since the model was last told, DSH tells it in one user message before the
   * next step (`PlanModeController.narration`); before the first request the system message says it.
   */
  #narratePlanMode(history: ChatMessage[]): void {
    const now = this.planMode;
    if (this.#toldPlanMode !== undefined && this.#toldPlanMode !== now) history.push({ role: 'user', content: planModeNarration(now) });
    this.#toldPlanMode = now;
  }

  /** asklab's system prompt, then DSH's plan-mode section while the root's session is in plan mode (a child's never is). */
  #systemMessage(settings: LiveSettings, role: Role): string {
    const planning = role === 'root' && this.planMode;
    return [settings.systemPrompt.trim(), planning ? DSH_PLAN_POLICY_SECTION.trim() : '', role === 'child' ? SUB_AGENT_NOTE : '']
      .filter((part) => part !== '')
      .join('\n\n');
  }

  /** One streamed request; assistant text is shown as it arrives. Returns a partial completion when the signal aborts. */
  async #request(
    agent: Agent,
    history: readonly ChatMessage[],
    tools: readonly ToolDefinition[],
    signal: AbortSignal,
    role: Role,
  ): Promise<Completion> {
    const settings = this.#settings;
    if (settings === undefined) throw new LiveError('config', { key: 'live-config', problem: 'unconfigured' });
    if (settings.baseUrl.trim() === '') throw new LiveError('config', { key: 'live-config', problem: 'no-base-url' });
    if (hasUrlCredentials(settings.baseUrl)) throw new LiveError('config', { key: 'live-config', problem: 'url-credentials' });
    if (settings.model.trim() === '') throw new LiveError('config', { key: 'live-config', problem: 'no-model' });
    const url = chatCompletionsUrl(settings.baseUrl);
    const body = {
      model: settings.model.trim(),
      messages: [{ role: 'system', content: this.#systemMessage(settings, role) }, ...history],
      tools: tools.map(toolSpec),
      temperature: settings.temperature,
      stream: true,
    };
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
    const key = settings.apiKey.trim();
    if (key !== '') headers['Authorization'] = `Bearer ${key}`;

    const idle = new AbortController();
    const requestSignal = anySignal([signal, idle.signal]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => idle.abort('idle'), this.#idleTimeoutMs);
    };
    const idleError = (): LiveError => new LiveError('idle-timeout', { key: 'live-idle-timeout', ms: this.#idleTimeoutMs });
    const empty: Completion = { text: '', toolCalls: [], finishReason: null };
    arm();
    try {
      let response: Response;
      try {
        response = await this.#fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: requestSignal });
      } catch (error) {
        if (signal.aborted) return empty;
        if (idle.signal.aborted) throw idleError();
        throw fetchFailure(url, error, this.#isOnline());
      }
      if (!response.ok) {
        const text = await readText(response);
        if (signal.aborted) return empty;
        throw httpError(response.status, response.statusText, text, response.headers.get('retry-after'));
      }
      const filter = this.#secrets.stream();
      let messageId: string | undefined;
      const show = (text: string): void => {
        if (text === '') return;
        if (messageId === undefined) messageId = this.#rt.say(agent, text, 'assistant');
        else this.#rt.emit({ type: 'transcript/delta', messageId, text });
      };
      const completion = await readCompletion(response, {
        signal: requestSignal,
        onText: (delta) => show(filter.push(delta)),
        onActivity: arm,
        idPrefix: this.#rt.nextId('tool-call'),
      });
      show(filter.flush());
      if (idle.signal.aborted && !signal.aborted) throw idleError();
      return { ...completion, text: this.#secrets.redact(completion.text) };
    } finally {
      clearTimeout(timer);
    }
  }

  // ---- delegation -------------------------------------------------------------

  async #runTask(parent: Agent, args: TaskArguments, signal: AbortSignal): Promise<string> {
    const child = this.#rt.enterAgent({ parent, label: `Sub-agent: ${args.description}` });
    try {
      const text = await this.#loop(child, [{ role: 'user', content: args.prompt }], signal, 'child');
      return text.trim() === '' ? '(The sub-agent finished without a final message.)' : text;
    } finally {
      this.#rt.exitAgent(child);
    }
  }

  // ---- reporting ----------------------------------------------------------------

  #report(agent: Agent, error: unknown): void {
    if (error instanceof LiveAbort) {
      this.#rt.notice(agent, { key: 'stopped' }, 'info');
      return;
    }
    const notice: Notice =
      error instanceof LiveError ? error.notice : { key: 'live-failed', detail: error instanceof Error ? error.message : String(error) };
    this.#rt.notice(agent, redactNotice(notice, (text) => this.#secrets.redact(text)), 'error');
  }
}

function defaultOnline(): boolean {
  const nav: unknown = (globalThis as { navigator?: unknown }).navigator;
  if (typeof nav === 'object' && nav !== null && 'onLine' in nav && typeof nav.onLine === 'boolean') return nav.onLine;
  return true;
}

async function readText(response: Response): Promise<string> {
  try {
    const text = await response.text();
    return text.length > 4000 ? text.slice(0, 4000) : text;
  } catch {
    return '';
  }
}

/** AbortSignal.any where it exists (every current browser, Node ≥ 20.3), by hand otherwise. */
function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}
