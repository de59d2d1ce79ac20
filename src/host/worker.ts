/// <reference lib="webworker" />
/** The module Web Worker entry: the host runtime, speaking frames with the page. */
import type { PortLike } from '../bridge/port.ts';
import { startHost } from './worker-main.ts';

startHost(self as unknown as PortLike, {
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
