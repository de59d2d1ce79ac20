/**
 * Wires a HostRuntime to a port: the worker entry calls this with its global
 * scope, tests call it with one end of a MessageChannel.
 *
 * The worker starts small: the runtime, the boundary and a link's direct ask are
 * here; the scripted and live drivers, the scenario loader and the MCP bridge are
 * a chunk of their own (./drivers.ts), loaded 500 ms after a link's first
 * question has been posted, or at once when there is no link. A frame for them that comes
 * before they are loaded waits, and every frame and answer after it waits behind
 * it, so the worker takes them in the order the page sent them
 * (docs/decisions/2026-12-06-a-worker-that-starts-small.md).
 */
import { makeHostEndpoint } from '../bridge/host-endpoint.ts';
import type { PortLike } from '../bridge/port.ts';
import type { ClientFrame } from '../protocol/index.ts';
import { decodeRequest } from '../protocol/request-link.ts';
import type { DriverFrame, Drivers } from './drivers.ts';
import type { McpWorkerHandle } from './mcp/bridge.ts';
import { HostRuntime } from './runtime.ts';

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
  /**
   * True when the page will send a link's request first (`run/boot` with a `q`):
   * the drivers' chunk then loads after that request's question has been posted,
   * not beside it. Otherwise it loads at once.
   */
  readonly bootsWithRequest?: boolean;
  /** The drivers' chunk; by default `import('./drivers.ts')` (tests pass a slow or failing one). */
  readonly loadDrivers?: () => Promise<typeof import('./drivers.ts')>;
}

/** How long after a link's request the drivers' chunk starts loading (any frame that needs it sooner loads it then). */
const DRIVERS_AFTER_BOOT_MS = 500;

export function startHost(port: PortLike, options: HostOptions = {}): HostHandle {
  // Work that arrived while the drivers were loading, in arrival order; undefined when nothing waits.
  let waiting: (() => void)[] | undefined;
  /** Runs `work` now, or behind what already waits. */
  const inTurn = (work: () => void): void => {
    if (waiting === undefined) work();
    else waiting.push(work);
  };
  // The endpoint's handlers run only when a message arrives, after `rt` exists.
  const endpoint = makeHostEndpoint(port, {
    onResponse: (rpcId, result, reply) => inTurn(() => reply(rt.respond(rpcId, result))),
    onFrame: (frame) => inTurn(() => handle(frame)),
  });
  const rt = new HostRuntime({ send: (frame) => endpoint.send(frame) });

  let drivers: Drivers | undefined;
  let loading: Promise<Drivers> | undefined;
  let unloadable = false;
  const loadDrivers = (): Promise<Drivers> => {
    loading ??= (options.loadDrivers ?? (() => import('./drivers.ts')))().then((module) => {
      drivers = module.createDrivers(rt, options.openMcpWorker);
      return drivers;
    });
    return loading;
  };
  const drain = (): void => {
    const work = waiting ?? [];
    waiting = undefined;
    for (const item of work) {
      // One frame that throws must not lose the ones queued behind it; its error is still uncaught, as it would have been.
      try {
        item();
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  };
  /** Runs `use` with the drivers: now if they are loaded, else once they are, with everything after it queued behind. */
  const withDrivers = (use: (loaded: Drivers) => void): void => {
    if (drivers !== undefined) {
      use(drivers);
      return;
    }
    if (unloadable) return;
    waiting = [
      () => {
        if (drivers !== undefined) use(drivers);
      },
    ];
    loadDrivers().then(drain, (error: unknown) => {
      // The worker cannot run a scenario, a model or an MCP server without its own code (offline, a deploy in
      // progress): it says so as an uncaught error, which the page reports as "The agent stopped", with Reset.
      unloadable = true;
      drain();
      setTimeout(() => {
        throw new Error(`the agent's drivers did not load: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
  };
  const preload = (): void => {
    void loadDrivers().catch(() => undefined);
  };
  if (options.bootsWithRequest !== true) preload();

  const boot = (frame: Extract<ClientFrame, { type: 'run/boot' }>): void => {
    const q = frame.q;
    if (q !== undefined) {
      // The decoder (lz-string) is part of the start-up chunk: a chunk of its own was one more fetch on the card's path.
      // An unreadable q is the page's to word (it decodes the same text with the same code); this only says no card is coming.
      const decoded = decodeRequest(q);
      if (decoded.ok) void rt.runStep((signal) => rt.directAsk(decoded.request.questions, signal, rt.root));
      else rt.emit({ type: 'run/boot-refused', reason: decoded.reason });
      // Once the card has had time to reach the screen: loaded beside it, the chunk would take the CPU it paints with.
      setTimeout(preload, DRIVERS_AFTER_BOOT_MS);
      return;
    }
    const id = frame.scenario;
    if (id !== undefined) withDrivers((loaded) => loaded.bootScenario(id, frame.locale));
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

  function handle(frame: Exclude<ClientFrame, { type: 'client-response' | 'transport/conditions' }>): void {
    switch (frame.type) {
      case 'run/ask':
        void rt.runStep((signal) => rt.directAsk(frame.request.questions, signal, rt.root));
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
      default: {
        const driverFrame: DriverFrame = frame;
        withDrivers((loaded) => loaded.handle(driverFrame));
      }
    }
  }

  return { runtime: rt, close: () => endpoint.close() };
}
