/**
 * What the worker needs only once a scenario, a live model or an MCP server is
 * asked for: the scripted and live drivers, the scenario loader and the MCP
 * bridge. A chunk of its own, loaded after the worker's start-up (worker-main.ts),
 * so a `?q=` link's first card waits on none of it
 * (docs/decisions/2026-12-06-a-worker-that-starts-small.md).
 */
import type { ClientFrame } from '../protocol/index.ts';
import { isProviderFrameType, type ProviderClientFrameOf } from '../protocol/provider-frames.ts';
import { ProviderSwitch } from './providers/select.ts';
import { parseScenario } from '../scenarios/loader.ts';
import { PLAYER_PACE_MS } from '../scenarios/pace.ts';
import type { Scenario, ScenarioLocale } from '../scenarios/schema.ts';
import { loadBootScenario } from './boot-scenario.ts';
import { LiveDriver } from './live/driver.ts';
import { McpBridge, type McpWorkerHandle } from './mcp/bridge.ts';
import type { HostRuntime } from './runtime.ts';
import { ScriptedDriver } from './scripted-driver.ts';

/** The frames the drivers take; worker-main.ts handles the rest itself. */
export type DriverFrame = Extract<
  ClientFrame,
  {
    type:
      | 'scenario/run'
      | 'scenario/control'
      | 'live/configure'
      | 'live/reset'
      | 'mcp/connect'
      | 'mcp/disconnect'
      | 'mcp/call'
      | 'mcp/check'
      | 'run/user-message';
  }
> | ProviderClientFrameOf;

export interface Drivers {
  handle(frame: DriverFrame): void;
  /** A `?scenario=` link's run, started by the worker itself (`run/boot`). */
  bootScenario(id: string, locale: ScenarioLocale | undefined): void;
}

export function createDrivers(rt: HostRuntime, openMcpWorker: (() => McpWorkerHandle) | undefined): Drivers {
  let scripted: ScriptedDriver | undefined;
  const live = new LiveDriver(rt);
  const providers = new ProviderSwitch(rt);
  // Bumped by every scenario the page starts: a boot run whose file arrives later must not start over it.
  let runs = 0;
  // The MCP client (the SDK included) runs in a worker of its own, started by the first MCP frame.
  const mcp = new McpBridge(rt, () => {
    if (openMcpWorker === undefined) throw new Error('no MCP worker in this environment');
    return openMcpWorker();
  });

  const runScenario = (scenario: Scenario, paceMs: number, startPaused?: boolean): void => {
    scripted?.supersede();
    const driver = new ScriptedDriver(rt, scenario, {
      paceMs,
      ...(startPaused !== undefined ? { startPaused } : {}),
      providers,
    });
    scripted = driver;
    void driver.run();
  };

  return {
    bootScenario(id, locale) {
      const run = ++runs;
      void loadBootScenario(id, locale).then((loaded) => {
        if (run !== runs) return;
        if (loaded.ok) {
          // A scenario on the terminal or ACP provider is the page's to start: it chooses that provider first (runs.ts).
          const provider = loaded.scenario.setup?.provider;
          if (provider !== 'terminal' && provider !== 'acp') runScenario(loaded.scenario, PLAYER_PACE_MS);
        }
        // An unknown id is the panel's to report ("No scenario named …"); a known one that failed says why here.
        else if (loaded.known) rt.emit({ type: 'scenario/state', scenarioId: id, state: 'invalid', error: loaded.error });
      });
    },
    handle(frame) {
      if (isProviderFrameType(frame.type)) {
        providers.handle(frame as ProviderClientFrameOf);
        return;
      }
      switch (frame.type) {
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
    },
  };
}
