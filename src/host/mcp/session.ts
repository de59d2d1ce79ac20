/**
 * The MCP client session (SPEC §9), in the MCP worker the host worker starts on
 * the first `mcp/*` frame: one connection at a time to a Streamable HTTP
 * server, its tools, tool calls with a watchdog, and each `elicitation/create`
 * turned into ONE ask through the host's user-questions service and provider
 * (over the link, ./link.ts) — the same card and the same settle-exactly-once
 * guarantees as every other ask.
 *
 * What it says: `mcp/state` for the connection, `mcp/rpc` for every JSON-RPC
 * message, `mcp/checked` for argument checks, `mcp/notice` for what the
 * transcript should tell the person (worded by the page), and tool rows
 * (`tool/started` / `tool/finished` with an `mcp` origin) for calls and
 * elicitations, so Model receives shows the server's result and the outcome
 * of each elicitation. The SDK itself stays behind ./sdk.ts.
 *
 * Nothing hangs: a call ends by the server's answer, the watchdog (the
 * server's silence, paused while the person answers one of its elicitations),
 * Stop, Disconnect, or a lost connection (a failed ping after a transport
 * error); an elicitation ends with the person's answer, ✕, Decline, Stop,
 * Disconnect, or the server's own cancellation, and the server is answered
 * whenever it can still be.
 */
import {
  assertNever,
  type AskUserQuestionItem,
  type ElicitationBlock,
  type McpClientFrame,
  type McpNoticeFrame,
  type McpProblem,
  type McpTool,
  type ToolResult,
} from '../../protocol/index.ts';
import type { BooleanLabels } from '../../surfaces/mcp.ts';
import type { AskOutcome, McpWorkerFrame } from '../../protocol/mcp-link.ts';
import { Secrets } from '../live/errors.ts';
import { elicitParamsSchema, prepareElicitation, settleElicitation } from './elicitation.ts';
import { failure, parseServerUrl, projectCall } from './results.ts';
import { openMcpClient, problemOf, type ElicitReply, type McpClientHandle } from './sdk.ts';

/** What the session needs from the host worker: its frames, its run state, and its ask. */
export interface McpLink {
  emit(frame: McpWorkerFrame): void;
  /** Runs `body` as a step of the host's run state; the signal aborts on Stop. */
  step<T>(body: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** One ask through the host's service and provider (a step of its own); `signal` withdraws it. */
  ask(questions: readonly AskUserQuestionItem[], block: ElicitationBlock, signal: AbortSignal): Promise<AskOutcome>;
}

/** The tool-row name of an elicitation, as the method the server called. */
export const ELICITATION_ROW = 'elicitation/create';

const CLIENT_NAME = 'asklab';
const CLIENT_VERSION = '0.1.0';
const CONNECT_TIMEOUT_MS = 20_000;
/** How long a liveness ping may take after a transport error before the connection counts as lost. */
const PROBE_TIMEOUT_MS = 5_000;

type CallEnd = 'timeout' | 'stopped' | 'disconnected' | 'connection-lost';

interface Call {
  readonly tool: string;
  readonly controller: AbortController;
  readonly timeoutMs: number;
  end?: CallEnd;
  timer?: ReturnType<typeof setTimeout>;
}

interface Live {
  readonly id: number;
  readonly url: string;
  readonly labels: BooleanLabels;
  state: 'connecting' | 'connected' | 'closing' | 'gone';
  handle?: McpClientHandle;
  server?: McpClientHandle['server'];
  tools: McpTool[];
  readonly calls: Set<Call>;
  /** Aborts the asks of pending elicitations (Disconnect, lost connection). */
  readonly asks: AbortController;
  /** Elicitations waiting for the person; while any is, call watchdogs are paused. */
  elicitations: number;
  /** Elicitation handlers still running, so Disconnect can let their replies out first. */
  readonly handlers: Set<Promise<unknown>>;
  probing: boolean;
}

export class McpSession {
  readonly #link: McpLink;
  readonly #secrets = new Secrets();
  #connections = 0;
  #rows = 0;
  #live: Live | undefined;

  constructor(link: McpLink) {
    this.#link = link;
  }

  /** Row ids of their own, so they never meet the host's `call-N`. */
  #rowId(): string {
    return `mcp-${++this.#rows}`;
  }

  handle(frame: McpClientFrame): void {
    switch (frame.type) {
      case 'mcp/connect':
        void this.#connect(frame.url, frame.headers, frame.labels);
        return;
      case 'mcp/disconnect':
        void this.#disconnect();
        return;
      case 'mcp/call':
        void this.#call(frame.tool, frame.arguments, frame.timeoutMs);
        return;
      case 'mcp/check':
        this.#check(frame.checkId, frame.tool, frame.arguments);
        return;
    }
  }

  #emit(frame: McpWorkerFrame): void {
    this.#link.emit(frame);
  }

  #notice(live: Live, kind: McpNoticeFrame['kind'], extra: { tool?: string; detail?: string; seconds?: number } = {}): void {
    this.#emit({ type: 'mcp/notice', connection: live.id, kind, ...extra });
  }

  #state(live: Live, state: 'connecting' | 'connected' | 'closed' | 'failed', problem?: McpProblem): void {
    this.#emit({
      type: 'mcp/state',
      connection: live.id,
      state,
      // Never echo credentials someone wrote into the address.
      url: this.#secrets.redact(live.url),
      ...(live.server !== undefined ? { server: live.server } : {}),
      ...(state === 'connected' ? { tools: live.tools } : {}),
      ...(problem !== undefined ? { problem: { ...problem, detail: this.#secrets.redact(problem.detail) } } : {}),
    });
  }

  // ---- connection -----------------------------------------------------------

  async #connect(url: string, headers: Readonly<Record<string, string>>, labels: BooleanLabels): Promise<void> {
    await this.#disconnect();
    for (const value of Object.values(headers)) this.#secrets.add(value.replace(/^bearer\s+/i, ''));
    const live: Live = {
      id: ++this.#connections,
      url,
      labels,
      state: 'connecting',
      tools: [],
      calls: new Set(),
      asks: new AbortController(),
      elicitations: 0,
      handlers: new Set(),
      probing: false,
    };
    this.#live = live;
    this.#state(live, 'connecting');
    const target = parseServerUrl(url);
    if (!target.ok) {
      live.state = 'gone';
      this.#state(live, 'failed', { kind: 'bad-url', detail: target.reason });
      return;
    }
    let handle: McpClientHandle;
    try {
      handle = await openMcpClient({
        url: target.url,
        headers,
        clientName: CLIENT_NAME,
        clientVersion: CLIENT_VERSION,
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
        onRpc: (direction, message) => {
          if (live.state !== 'gone') this.#emit({ type: 'mcp/rpc', connection: live.id, direction, message });
        },
        onElicit: (params, signal) => {
          const running = this.#elicit(live, params, signal);
          live.handlers.add(running);
          void running.finally(() => live.handlers.delete(running));
          return running;
        },
        onTransportError: () => this.#probe(live),
        onToolsChanged: () => void this.#refreshTools(live),
        onNotification: (method, params) => {
          if (method === 'notifications/elicitation/complete') {
            const id = typeof params === 'object' && params !== null ? (params as { elicitationId?: unknown }).elicitationId : undefined;
            this.#notice(live, 'elicitation-complete', typeof id === 'string' ? { detail: id } : {});
          }
        },
        onClose: () => this.#lost(live, { kind: 'connection-lost', detail: 'the transport closed' }),
      });
    } catch (error) {
      if (live.state === 'connecting') {
        live.state = 'gone';
        this.#state(live, 'failed', problemOf(error));
      }
      return;
    }
    if (live.state !== 'connecting') {
      // Disconnected (or reconnected elsewhere) while the handshake ran: this connection is not wanted any more.
      await handle.close().catch(() => undefined);
      return;
    }
    live.handle = handle;
    live.server = handle.server;
    try {
      live.tools = await handle.listTools();
    } catch (error) {
      if (live.state !== 'connecting') return;
      live.state = 'gone';
      this.#state(live, 'failed', problemOf(error));
      await handle.close().catch(() => undefined);
      return;
    }
    if (live.state !== 'connecting') return;
    live.state = 'connected';
    this.#state(live, 'connected');
  }

  async #refreshTools(live: Live): Promise<void> {
    if (live.state !== 'connected' || live.handle === undefined) return;
    try {
      live.tools = await live.handle.listTools();
      if (live.state === 'connected') this.#state(live, 'connected');
    } catch {
      this.#probe(live);
    }
  }

  /** Disconnect: pending elicitations are answered `cancel` first, running calls end, then the session closes. */
  async #disconnect(): Promise<void> {
    const live = this.#live;
    if (live === undefined || live.state === 'gone' || live.state === 'closing') return;
    const wasConnecting = live.state === 'connecting';
    live.state = 'closing';
    live.asks.abort('disconnected');
    for (const call of live.calls) this.#endCall(call, 'disconnected');
    // Each aborted ask settles, its handler returns `cancel`, and the SDK sends that reply in the microtasks after it:
    // wait for the handlers, then one task (every microtask has run, so every send has started), then for the sends.
    await Promise.allSettled([...live.handlers]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await live.handle?.flush();
    live.state = 'gone';
    if (!wasConnecting) await live.handle?.close().catch(() => undefined);
    this.#state(live, 'closed');
  }

  /** After a transport error: if the server does not answer a ping, the connection is lost. */
  #probe(live: Live): void {
    if (live.state !== 'connected' || live.probing || live.handle === undefined) return;
    live.probing = true;
    live.handle.ping(PROBE_TIMEOUT_MS).then(
      () => {
        live.probing = false;
      },
      (error: unknown) => {
        live.probing = false;
        this.#lost(live, { ...problemOf(error), kind: 'connection-lost' });
      },
    );
  }

  #lost(live: Live, problem: McpProblem): void {
    if (live.state !== 'connected') return;
    live.state = 'gone';
    const tools = [...live.calls].map((c) => c.tool);
    live.asks.abort('connection-lost');
    for (const call of live.calls) this.#endCall(call, 'connection-lost');
    this.#notice(live, 'connection-lost', tools.length > 0 ? { tool: tools.join(', ') } : {});
    this.#state(live, 'failed', problem);
    void live.handle?.close().catch(() => undefined);
  }

  // ---- tools ------------------------------------------------------------------

  #check(checkId: string, name: string, args: unknown): void {
    const live = this.#live;
    const tool = live?.tools.find((t) => t.name === name);
    if (live?.handle === undefined || tool === undefined) {
      this.#emit({ type: 'mcp/checked', checkId, problems: [] });
      return;
    }
    this.#emit({ type: 'mcp/checked', checkId, problems: live.handle.checkArguments(tool.inputSchema, args) });
  }

  async #call(name: string, args: unknown, timeoutMs: number): Promise<void> {
    const live = this.#live;
    const server = live?.server?.name ?? 'mcp';
    const origin = { kind: 'mcp', server } as const;
    await this.#link.step(async (stepSignal) => {
      const callId = this.#rowId();
      this.#emit({ type: 'tool/started', callId, agentId: server, name, input: args, origin });
      const finish = (result: ToolResult): void => this.#emit({ type: 'tool/finished', callId, result });
      const handle = live?.handle;
      if (live === undefined || live.state !== 'connected' || handle === undefined) {
        finish(failure('McpNotConnected', 'MCP_NOT_CONNECTED', 'Not connected to an MCP server: connect first.'));
        return;
      }
      const tool = live.tools.find((t) => t.name === name);
      if (tool === undefined) {
        finish(failure('McpUnknownTool', 'MCP_UNKNOWN_TOOL', `The server has no tool named "${name}".`));
        return;
      }
      if (typeof args !== 'object' || args === null || Array.isArray(args)) {
        finish(failure('McpInvalidArguments', 'MCP_INVALID_ARGUMENTS', 'The arguments must be a JSON object.'));
        return;
      }
      const problems = handle.checkArguments(tool.inputSchema, args);
      if (problems.length > 0) {
        const text = problems.map((p) => `${p.path}: ${p.message}`).join('; ');
        finish(failure('McpInvalidArguments', 'MCP_INVALID_ARGUMENTS', `The arguments do not fit the tool's input schema (nothing was sent): ${text}`));
        return;
      }
      const call: Call = { tool: name, controller: new AbortController(), timeoutMs };
      live.calls.add(call);
      const onStop = (): void => this.#endCall(call, 'stopped');
      stepSignal.addEventListener('abort', onStop, { once: true });
      this.#arm(live, call);
      try {
        const result = await handle.callTool(name, args as Record<string, unknown>, call.controller.signal, () => this.#arm(live, call));
        finish(projectCall(result));
      } catch (error) {
        finish(this.#callFailure(live, call, error));
      } finally {
        clearTimeout(call.timer);
        live.calls.delete(call);
        stepSignal.removeEventListener('abort', onStop);
      }
    });
  }

  /** (Re)starts a call's watchdog: the server's silence longer than the time limit ends the call. Paused while the person answers. */
  #arm(live: Live, call: Call): void {
    clearTimeout(call.timer);
    if (call.end !== undefined || live.elicitations > 0) return;
    call.timer = setTimeout(() => this.#endCall(call, 'timeout'), call.timeoutMs);
  }

  #endCall(call: Call, end: CallEnd): void {
    if (call.end !== undefined) return;
    call.end = end;
    clearTimeout(call.timer);
    call.controller.abort(end);
  }

  #callFailure(live: Live, call: Call, error: unknown): ToolResult {
    const seconds = Math.round(call.timeoutMs / 1000);
    const end: CallEnd | undefined = call.end;
    switch (end) {
      case 'timeout':
        this.#notice(live, 'call-timeout', { tool: call.tool, seconds });
        return failure('McpTimeout', 'MCP_TIMEOUT', `The server sent nothing for ${seconds} s, so the call was ended (the server was told it is cancelled).`);
      case 'stopped':
        return failure('McpCancelled', 'MCP_CANCELLED', 'The call was stopped (the server was told it is cancelled).');
      case 'disconnected':
        return failure('McpCancelled', 'MCP_CANCELLED', 'The call ended because the connection was closed (Disconnect).');
      case 'connection-lost':
        return failure('McpConnectionLost', 'MCP_CONNECTION_LOST', 'The connection to the server was lost before it answered.');
      case undefined: {
        const problem = problemOf(error);
        const detail = this.#secrets.redact(problem.detail);
        if (problem.kind === 'connection-lost') {
          this.#lost(live, problem);
          return failure('McpConnectionLost', 'MCP_CONNECTION_LOST', `The connection to the server was lost before it answered: ${detail}`);
        }
        this.#notice(live, 'call-failed', { tool: call.tool, detail });
        if (problem.kind === 'unreachable' || problem.kind === 'http') this.#probe(live);
        return failure('McpError', 'MCP_RPC_ERROR', detail);
      }
      default:
        return assertNever(end, 'call end');
    }
  }

  // ---- elicitation --------------------------------------------------------------

  async #elicit(live: Live, params: unknown, serverSignal: AbortSignal): Promise<ElicitReply> {
    const server = live.server?.name ?? 'mcp';
    const origin = { kind: 'mcp', server } as const;
    const callId = this.#rowId();
    const parsed = elicitParamsSchema.safeParse(params);
    const prepared = parsed.success ? prepareElicitation(live.labels, server, parsed.data) : { ok: false as const, reason: 'the request has no message' };
    if (!prepared.ok) {
      this.#emit({ type: 'tool/started', callId, agentId: server, name: ELICITATION_ROW, input: params, origin });
      const message = `asklab cannot show this elicitation as a card: ${prepared.reason}`;
      const error = { code: -32602, message };
      this.#emit({
        type: 'tool/finished',
        callId,
        result: { isError: true, error: { name: 'ElicitationUnsupported', code: 'ELICITATION_UNSUPPORTED' }, content: [{ type: 'text', text: JSON.stringify(error) }] },
      });
      this.#notice(live, 'elicitation-refused', { detail: prepared.reason });
      return { ok: false, code: 'invalid-params', message };
    }
    const { questions, block, toReply } = prepared;
    if (live.state !== 'connected') return { ok: true, result: { action: 'cancel' } };
    this.#emit({ type: 'tool/started', callId, agentId: server, name: ELICITATION_ROW, input: params, origin, questionCount: questions.length });
    live.elicitations += 1;
    for (const call of live.calls) this.#arm(live, call);
    let outcome: AskOutcome;
    try {
      outcome = await this.#link.ask(questions, block, AbortSignal.any([serverSignal, live.asks.signal]));
    } finally {
      live.elicitations -= 1;
      for (const call of live.calls) this.#arm(live, call);
    }
    const [reply, result] = settleElicitation(outcome, toReply);
    this.#emit({ type: 'tool/finished', callId, result });
    return reply;
  }
}
