/// <reference lib="webworker" />
/** The module Web Worker entry: the host runtime, speaking frames with the page. */
import '../protocol/zod-messages.ts';
import { bootsWithRequest } from '../bridge/worker-name.ts';
import type { PortLike } from '../bridge/port.ts';
import { startHost } from './worker-main.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
// The page names each worker it starts after the lock it will watch; Web Locks need a secure context.
startHost(scope as unknown as PortLike, {
  ...(scope.name !== '' ? { lock: scope.name } : {}),
  ...('locks' in navigator ? { locks: navigator.locks } : {}),
  exit: () => scope.close(),
  bootsWithRequest: bootsWithRequest(scope.name),
  // Vite bundles the MCP worker as a worker of its own (with the SDK); this file only names it.
  openMcpWorker: () => {
    const worker = new Worker(new URL('./mcp/mcp-worker.ts', import.meta.url), { type: 'module', name: 'asklab-mcp' });
    return {
      port: worker,
      onFailure: (listener) => worker.addEventListener('error', (event) => listener(event.message || 'the MCP worker could not start')),
      terminate: () => worker.terminate(),
    };
  },
});
