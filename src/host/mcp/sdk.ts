/**
 * The only module that imports `@modelcontextprotocol/sdk` (SPEC §9). It is
 * loaded by ./connection.ts with a dynamic `import()` when the user connects,
 * so the SDK (≈ 90 kB gzip with its validator) is a chunk of its own, outside
 * the worker's start-up budget.
 *
 * It owns: the SDK `Client` over `StreamableHTTPClientTransport`, declaring
 * `elicitation: { form: {}, url: {} }`; a transport wrapper that reports every
 * JSON-RPC message in both directions; turning the SDK's errors into the
 * protocol's problem kinds; and checking tool arguments against a tool's
 * `inputSchema` with zod's JSON Schema reader (zod comes with the SDK's chunk). What an elicitation means for the user (the ask, the card)
 * is the caller's business: it arrives through `onElicit`.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError, type CallToolResult, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { formatPath, type McpArgumentProblem, type McpProblem, type McpTool } from '../../protocol/index.ts';

/** What the caller answers an elicitation with: the result, or a JSON-RPC error the SDK sends instead. */
export type ElicitReply =
  | { readonly ok: true; readonly result: { action: 'accept'; content?: Record<string, unknown> } | { action: 'decline' | 'cancel' } }
  | { readonly ok: false; readonly code: 'invalid-params' | 'internal'; readonly message: string };

export interface McpClientOptions {
  readonly url: URL;
  readonly headers: Readonly<Record<string, string>>;
  readonly clientName: string;
  readonly clientVersion: string;
  readonly connectTimeoutMs: number;
  /** Every JSON-RPC message, as sent (`out`) or received (`in`). */
  readonly onRpc: (direction: 'out' | 'in', message: JSONRPCMessage) => void;
  /** An `elicitation/create`; `signal` aborts when the server cancels it or the connection closes. */
  readonly onElicit: (params: unknown, signal: AbortSignal) => Promise<ElicitReply>;
  /** A transport-level error (a stream dropped, a send failed); not necessarily fatal. */
  readonly onTransportError: (error: Error) => void;
  /** The server changed its tool list. */
  readonly onToolsChanged: () => void;
  /** Any other notification the server sent (`notifications/elicitation/complete`, …). */
  readonly onNotification: (method: string, params: unknown) => void;
  readonly onClose: () => void;
}

export type ArgumentProblem = McpArgumentProblem;

export interface McpClientHandle {
  readonly server: { readonly name: string; readonly version: string; readonly title?: string };
  listTools(): Promise<McpTool[]>;
  /** Calls a tool; `onProgress` fires on each progress notification. Timing out is the caller's job (through `signal`). */
  callTool(name: string, args: Record<string, unknown>, signal: AbortSignal, onProgress: () => void): Promise<CallToolResult>;
  /** Resolves if the server answers a ping within `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  checkArguments(schema: Readonly<Record<string, unknown>>, value: unknown): ArgumentProblem[];
  /** Resolves when every message sent so far has left (replies included). */
  flush(): Promise<void>;
  /** Ends the session (DELETE, best effort) and closes the transport. */
  close(): Promise<void>;
}

/** Long enough never to fire first: the caller's own watchdog decides when a call has timed out. */
const NO_SDK_TIMEOUT = 24 * 60 * 60 * 1000;

/** Reports each message in both directions and otherwise stays out of the way. */
class LoggedTransport implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: Transport['onmessage'];
  readonly #inner: StreamableHTTPClientTransport;
  readonly #report: McpClientOptions['onRpc'];
  readonly #inflight = new Set<Promise<void>>();

  constructor(inner: StreamableHTTPClientTransport, report: McpClientOptions['onRpc']) {
    this.#inner = inner;
    this.#report = report;
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
    // The SDK's transport passes no extra information on the client side.
    inner.onmessage = (message: JSONRPCMessage) => {
      this.#report('in', message);
      this.onmessage?.(message);
    };
  }

  get sessionId(): string | undefined {
    return this.#inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.#inner.setProtocolVersion(version);
  }

  start(): Promise<void> {
    return this.#inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    this.#report('out', message);
    // The SDK declares the options twice, once without `| undefined` on its optional keys (exactOptionalPropertyTypes).
    const sending = this.#inner.send(message, options as Parameters<StreamableHTTPClientTransport['send']>[1]);
    this.#inflight.add(sending);
    void sending.catch(() => undefined).finally(() => this.#inflight.delete(sending));
    return sending;
  }

  /** Resolves when every message handed to `send` so far has left (or failed to). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.#inflight]);
  }

  async close(): Promise<void> {
    await this.#inner.close();
  }

  async terminate(): Promise<void> {
    await this.#inner.terminateSession();
  }
}

/** Zod's reading of a tool's `inputSchema`, per schema; null when zod cannot read it (the server still validates). */
class ArgumentChecker {
  readonly #cache = new Map<string, z.ZodType | null>();

  check(schema: Readonly<Record<string, unknown>>, value: unknown): ArgumentProblem[] {
    const key = JSON.stringify(schema);
    let parser = this.#cache.get(key);
    if (parser === undefined) {
      try {
        parser = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
      } catch {
        parser = null;
      }
      this.#cache.set(key, parser);
    }
    if (parser === null) return [];
    const parsed = parser.safeParse(value);
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => problemOfIssue(issue, value));
  }
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function problemOfIssue(issue: z.core.$ZodIssue, value: unknown): ArgumentProblem {
  const path = formatPath(issue.path);
  const base = { path, message: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      // zod reports a missing required property as "expected X, received undefined".
      if (valueAt(value, issue.path) === undefined && issue.path.length > 0) return { ...base, code: 'required' };
      return { ...base, code: 'invalid_type', expected: String(issue.expected) };
    case 'too_small':
      return { ...base, code: 'too_small', limit: Number(issue.minimum) };
    case 'too_big':
      return { ...base, code: 'too_big', limit: Number(issue.maximum) };
    case 'invalid_format':
      return { ...base, code: 'invalid_format', format: issue.format };
    case 'invalid_value':
    case 'unrecognized_keys':
      return { ...base, code: issue.code };
    default:
      return { ...base, code: 'other' };
  }
}

/** The protocol's name for what went wrong, with the error's own words as the detail. */
export function problemOf(error: unknown): McpProblem {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof StreamableHTTPError) {
    const status = typeof error.code === 'number' && error.code > 0 ? error.code : undefined;
    // A page, a JSON API or a 404/405 from a web server: something answered, but not MCP.
    if (status === undefined || status === 404 || status === 405 || status === 406 || status === 415) {
      return { kind: 'not-mcp', detail, ...(status !== undefined ? { status } : {}) };
    }
    return { kind: 'http', detail, status };
  }
  if (error instanceof McpError) {
    if (error.code === ErrorCode.RequestTimeout) return { kind: 'timeout', detail };
    if (error.code === ErrorCode.ConnectionClosed) return { kind: 'connection-lost', detail };
    return { kind: 'protocol', detail };
  }
  // fetch rejects with a TypeError when nothing answers, or when CORS refuses the answer.
  if (error instanceof TypeError) return { kind: 'unreachable', detail };
  // A body that is not JSON-RPC (the SDK's schema or JSON.parse refused it).
  if (error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError')) return { kind: 'not-mcp', detail };
  if (/protocol version/i.test(detail)) return { kind: 'protocol', detail };
  return { kind: 'other', detail };
}

export async function openMcpClient(options: McpClientOptions): Promise<McpClientHandle> {
  const inner = new StreamableHTTPClientTransport(options.url, { requestInit: { headers: { ...options.headers } } });
  const transport = new LoggedTransport(inner, options.onRpc);
  const client = new Client(
    { name: options.clientName, version: options.clientVersion },
    {
      capabilities: { elicitation: { form: {}, url: {} } },
      listChanged: { tools: { autoRefresh: false, onChanged: () => options.onToolsChanged() } },
    },
  );
  // The fallback, not setRequestHandler(ElicitRequestSchema): the SDK's handler would refuse a schema it cannot
  // parse before asklab sees it, and the transcript must say why a request was refused.
  client.fallbackRequestHandler = async (request, extra) => {
    if (request.method !== 'elicitation/create') throw new McpError(ErrorCode.MethodNotFound, `asklab does not handle ${request.method}`);
    const reply = await options.onElicit(request.params, extra.signal);
    if (reply.ok) return reply.result;
    throw new McpError(reply.code === 'invalid-params' ? ErrorCode.InvalidParams : ErrorCode.InternalError, reply.message);
  };
  client.fallbackNotificationHandler = async (notification) => {
    options.onNotification(notification.method, notification.params);
  };
  client.onerror = (error) => options.onTransportError(error);
  client.onclose = () => options.onClose();

  await client.connect(transport, { timeout: options.connectTimeoutMs });
  const info = client.getServerVersion();
  const checker = new ArgumentChecker();
  return {
    server: {
      name: info?.name ?? options.url.host,
      version: info?.version ?? '',
      ...(info?.title !== undefined ? { title: info.title } : {}),
    },
    async listTools() {
      const tools: McpTool[] = [];
      let cursor: string | undefined;
      do {
        const page = await client.listTools(cursor !== undefined ? { cursor } : undefined, { timeout: options.connectTimeoutMs });
        for (const tool of page.tools) {
          tools.push({
            name: tool.name,
            ...(tool.title !== undefined ? { title: tool.title } : {}),
            ...(tool.description !== undefined ? { description: tool.description } : {}),
            inputSchema: { ...tool.inputSchema },
          });
        }
        cursor = page.nextCursor;
      } while (cursor !== undefined);
      return tools;
    },
    async callTool(name, args, signal, onProgress) {
      const result = await client.callTool({ name, arguments: args }, undefined, {
        signal,
        timeout: NO_SDK_TIMEOUT,
        onprogress: () => onProgress(),
      });
      return result as CallToolResult;
    },
    async ping(timeoutMs) {
      await client.ping({ timeout: timeoutMs });
    },
    checkArguments: (schema, value) => checker.check(schema, value),
    flush: () => transport.flush(),
    async close() {
      try {
        await transport.terminate();
      } catch {
        // The server may be gone or refuse DELETE (405): the session ends with the transport either way.
      }
      await client.close();
    },
  };
}
