/**
 * Wires a HostRuntime to a port: the worker entry calls this with its global
 * scope, tests call it with one end of a MessageChannel.
 */
import { makeHostEndpoint } from '../bridge/host-endpoint.ts';
import type { PortLike } from '../bridge/port.ts';
import type { ClientFrame } from '../protocol/index.ts';
import { parseScenario } from '../scenarios/loader.ts';
import { PLAYER_PACE_MS } from '../scenarios/pace.ts';
import type { Scenario } from '../scenarios/schema.ts';
import { loadBootScenario } from './boot-scenario.ts';
import { requestLinkCodec } from './link-prefetch.ts';
import { LiveDriver } from './live/driver.ts';
import { HostRuntime } from './runtime.ts';
import { ScriptedDriver } from './scripted-driver.ts';
import { McpBridge, type McpWorkerHandle } from './mcp/bridge.ts';

export interface HostHandle {
  readonly runtime: HostRuntime;
  close(): void;
}

export interface HostOptions {
  /**
   * A Web Lock name to hold for as long as this host lives; the page learns of it
   * from `host/alive` and queues for the same lock, which it gets only when this
   * context is gone (docs/decisions/2026-12-03-agent-stopped.md).
   */
  readonly lock?: string;
  readonly locks?: LockManager;
  /** Ends this context without a word ("Crash the agent", the silent kind). */
  readonly exit?: () => void;
  /** Starts the MCP worker (the worker entry passes a real Worker; tests pass one end of a MessageChannel). */
  readonly openMcpWorker?: () => McpWorkerHandle;
  /** The link decoder; by default link-prefetch.ts's, whose fetch may already be on its way. */
  readonly requestLinkCodec?: () => Promise<typeof import('../protocol/request-link.ts')>;
}

export function startHost(port: PortLike, options: HostOptions = {}): HostHandle {
  // The endpoint's handlers run only when a message arrives, after `rt` exists.
  const endpoint = makeHostEndpoint(port, {
    onResponse: (rpcId, result) => rt.respond(rpcId, result),
    onFrame: (frame) => handle(frame),
  });
  const rt = new HostRuntime({ send: (frame) => endpoint.send(frame) });
  let scripted: ScriptedDriver | undefined;
  const live = new LiveDriver(rt);
  // Bumped by every scenario the page starts: a boot run whose file arrives later must not start over it.
  let runs = 0;

  const runScenario = (scenario: Scenario, paceMs: number, startPaused?: boolean): void => {
    scripted?.supersede();
    const driver = new ScriptedDriver(rt, scenario, { paceMs, ...(startPaused !== undefined ? { startPaused } : {}) });
    scripted = driver;
    void driver.run();
  };

  const boot = (frame: Extract<ClientFrame, { type: 'run/boot' }>): void => {
    const q = frame.q;
    if (q !== undefined) {
      // The decoder (lz-string) is a chunk of its own, fetched only for a `q`: it would be a tenth of the start-up chunk.
      // An unreadable q is the page's to word (it decodes the same text with the same code); this only says no card is coming.
      void (options.requestLinkCodec ?? requestLinkCodec)().then(({ decodeRequest }) => {
        const decoded = decodeRequest(q);
        if (decoded.ok) void rt.runStep((signal) => rt.directAsk(decoded.request.questions, signal));
        else rt.emit({ type: 'run/boot-refused', reason: decoded.reason });
      });
      return;
    }
    const id = frame.scenario;
    if (id === undefined) return;
    const run = ++runs;
    void loadBootScenario(id, frame.locale).then((loaded) => {
      if (run !== runs) return;
      if (loaded.ok) runScenario(loaded.scenario, PLAYER_PACE_MS);
      // An unknown id is the panel's to report ("No scenario named …"); a known one that failed says why here.
      else if (loaded.known) rt.emit({ type: 'scenario/state', scenarioId: id, state: 'invalid', error: loaded.error });
    });
  };

  const crash = (how: 'throw' | 'exit'): void => {
    if (how === 'exit') {
      options.exit?.();
      return;
    }
    // Outside any handler, so nothing catches it: the page sees the worker's `error` event.
    setTimeout(() => {
      throw new Error('simulated crash: the agent threw an uncaught error');
    });
  };

  const lockName = options.lock;
  const locks = options.locks;
  if (lockName !== undefined && locks !== undefined) {
    void locks.request(lockName, () => {
      rt.emit({ type: 'host/alive', lock: lockName });
      // Held until this context ends: that release is the page's only sign of a silent death.
      return new Promise<never>(() => undefined);
    });
  }
  // The MCP client (the SDK included) runs in a worker of its own, started by the first MCP frame.
  const mcp = new McpBridge(rt, () => {
    if (options.openMcpWorker === undefined) throw new Error('no MCP worker in this environment');
    return options.openMcpWorker();
  });

  function handle(frame: Exclude<ClientFrame, { type: 'client-response' | 'transport/conditions' }>): void {
    switch (frame.type) {
      case 'run/ask':
        void rt.runStep((signal) => rt.directAsk(frame.request.questions, signal));
        return;
      case 'run/stop':
        rt.stop();
        return;
      case 'run/boot':
        boot(frame);
        return;
      case 'host/crash':
        crash(frame.how);
        return;
      case 'scenario/run': {
        runs++;
        scripted?.supersede();
        const parsed = parseScenario(frame.scenario, 'scenario');
        if (!parsed.ok) {
          rt.emit({ type: 'scenario/state', scenarioId: '(invalid)', state: 'invalid', error: parsed.error });
          return;
        }
        runScenario(parsed.scenario, frame.paceMs, frame.startPaused);
        return;
      }
      case 'scenario/control':
        scripted?.control(frame.action);
        return;
      case 'live/configure':
        live.configure({
          endpoint: frame.endpoint,
          baseUrl: frame.baseUrl,
          model: frame.model,
          apiKey: frame.apiKey,
          temperature: frame.temperature,
          systemPrompt: frame.systemPrompt,
          planMode: frame.planMode,
        });
        return;
      case 'live/reset':
        live.reset();
        return;
      case 'mcp/connect':
      case 'mcp/disconnect':
      case 'mcp/call':
      case 'mcp/check':
        mcp.handle(frame);
        return;
      case 'run/user-message':
        if (live.configured) {
          void live.userMessage(frame.text);
          return;
        }
        rt.say(rt.root, frame.text, 'user');
        rt.notice(rt.root, { key: 'no-agent' }, 'info');
        return;
    }
  }

  return { runtime: rt, close: () => endpoint.close() };
}
