/**
 * Wires a HostRuntime to a port: the worker entry calls this with its global
 * scope, tests call it with one end of a MessageChannel.
 */
import { makeHostEndpoint } from '../bridge/host-endpoint.ts';
import type { PortLike } from '../bridge/port.ts';
import type { ClientFrame } from '../protocol/index.ts';
import { parseScenario } from '../scenarios/loader.ts';
import { LiveDriver } from './live/driver.ts';
import { HostRuntime } from './runtime.ts';
import { ScriptedDriver } from './scripted-driver.ts';
import { McpBridge, type McpWorkerHandle } from './mcp/bridge.ts';

export interface HostHandle {
  readonly runtime: HostRuntime;
  close(): void;
}

export interface HostOptions {
  /** Starts the MCP worker (the worker entry passes a real Worker; tests pass one end of a MessageChannel). */
  readonly openMcpWorker?: () => McpWorkerHandle;
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
      case 'scenario/run': {
        scripted?.supersede();
        const parsed = parseScenario(frame.scenario, 'scenario');
        if (!parsed.ok) {
          rt.emit({ type: 'scenario/state', scenarioId: '(invalid)', state: 'invalid', error: parsed.error });
          return;
        }
        const driver = new ScriptedDriver(rt, parsed.scenario, {
          paceMs: frame.paceMs,
          ...(frame.startPaused !== undefined ? { startPaused: frame.startPaused } : {}),
        });
        scripted = driver;
        void driver.run();
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
        rt.say(rt.root, 'No agent is attached yet: open a scenario, a request (?q=) or live mode to talk to one.', 'notice', 'info');
        return;
    }
  }

  return { runtime: rt, close: () => endpoint.close() };
}
