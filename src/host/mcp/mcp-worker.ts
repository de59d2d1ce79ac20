/// <reference lib="webworker" />
/**
 * The MCP worker's entry: started by the host worker on the first `mcp/*`
 * frame. A worker of its own (not a chunk the host worker imports), so the SDK
 * and the full zod it brings never share a module with the host worker, whose
 * start-up chunk stays within its budget.
 */
import type { PortLike } from '../../bridge/port.ts';
import '../../protocol/zod-messages.ts';
import { startMcpWorker } from './link.ts';

startMcpWorker(self as unknown as PortLike);
