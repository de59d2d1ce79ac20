/**
 * The MCP frames (SPEC §9), '<domain>/<event>' like every frame: the worker's
 * `mcp/state`, `mcp/rpc` (each JSON-RPC message between the MCP client and the
 * server), `mcp/checked` and `mcp/notice`, and the page's `mcp/connect`,
 * `mcp/disconnect`, `mcp/call` and `mcp/check`. A module of their own, apart
 * from ./frames.ts, so their schemas load with the MCP chunks (the panel on the
 * page, the host endpoint in the worker) and never with the first card. The
 * page's client registers `parseMcpHostFrame` for `mcp/` frames; the worker's
 * endpoint parses `mcp/` client frames with `parseMcpClientFrame`.
 */
import * as z from 'zod/mini';
// Types only: importing ./frames.ts at run time would tie the first card's protocol chunk to the MCP chunks.
import type { ParseResult } from './frames.ts';
import { parseByType } from './schemas.ts';

// Each schema is built when first used (`z.lazy`), not when a worker starts (docs/decisions/2026-12-06-schemas-built-on-first-use.md).

const id = z.lazy(() => z.string().check(z.minLength(1)));

const rpcId = z.lazy(() => z.union([z.string(), z.number()]));
const rpcError = z.lazy(() => z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }));

/**
 * One JSON-RPC 2.0 message (spec 2025-11-25 "Base Protocol"): request,
 * notification, error or result. Order matters: an error response is tried
 * before a result, whose `result` accepts any value.
 */
export const jsonRpcMessageSchema = z.lazy(() => z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: rpcId, method: z.string(), params: z.optional(z.unknown()) }),
  z.object({ jsonrpc: z.literal('2.0'), method: z.string(), params: z.optional(z.unknown()) }),
  z.object({ jsonrpc: z.literal('2.0'), id: z.nullable(z.optional(rpcId)), error: rpcError }),
  z.object({ jsonrpc: z.literal('2.0'), id: rpcId, result: z.unknown() }),
]));

export const mcpToolSchema = z.lazy(() => z.object({
  name: z.string(),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  inputSchema: z.record(z.string(), z.unknown()),
}));

/** Why a connection could not be made or was lost; the page words each kind (the detail is the error's own text). */
export const MCP_PROBLEM_KINDS = ['bad-url', 'unreachable', 'not-mcp', 'http', 'protocol', 'timeout', 'connection-lost', 'other'] as const;
export const mcpProblemSchema = z.lazy(() => z.object({
  kind: z.enum(MCP_PROBLEM_KINDS),
  detail: z.string(),
  /** The HTTP status, when the server answered with one. */
  status: z.optional(z.number()),
}));

/**
 * Why a tool's arguments do not fit its `inputSchema`, as zod reports it
 * (`required` when the value is missing); the page words each code, and shows
 * `message` as it is for any other.
 */
export const mcpArgumentProblemSchema = z.lazy(() => z.object({
  path: z.string(),
  code: z.enum(['required', 'invalid_type', 'too_small', 'too_big', 'invalid_format', 'invalid_value', 'unrecognized_keys', 'other']),
  message: z.string(),
  expected: z.optional(z.string()),
  limit: z.optional(z.number()),
  format: z.optional(z.string()),
}));


// ---- worker → main -------------------------------------------------------

/** The connection to an MCP server; `connection` counts Connects, so a late frame of an old one can be told apart. */
export const mcpStateFrame = z.lazy(() => z.object({
  type: z.literal('mcp/state'),
  connection: z.number(),
  state: z.enum(['connecting', 'connected', 'closed', 'failed']),
  url: z.string(),
  server: z.optional(z.object({ name: z.string(), version: z.string(), title: z.optional(z.string()) })),
  tools: z.optional(z.array(mcpToolSchema)),
  problem: z.optional(mcpProblemSchema),
}));

/** One JSON-RPC message between the worker's MCP client and the server, as sent (`out`) or received (`in`). */
export const mcpRpcFrame = z.lazy(() => z.object({
  type: z.literal('mcp/rpc'),
  connection: z.number(),
  direction: z.enum(['out', 'in']),
  message: jsonRpcMessageSchema,
}));

/** The worker's check of a tool's arguments against its `inputSchema`; an empty list means they fit. */
export const mcpCheckedFrame = z.lazy(() => z.object({
  type: z.literal('mcp/checked'),
  checkId: id,
  problems: z.array(mcpArgumentProblemSchema),
}));

/** Something the transcript should say about the connection, in the page's words (the detail is verbatim). */
export const mcpNoticeFrame = z.lazy(() => z.object({
  type: z.literal('mcp/notice'),
  connection: z.number(),
  kind: z.enum(['call-timeout', 'call-failed', 'connection-lost', 'elicitation-refused', 'elicitation-complete']),
  tool: z.optional(z.string()),
  detail: z.optional(z.string()),
  seconds: z.optional(z.number()),
}));

const mcpHostByType = { 'mcp/state': mcpStateFrame, 'mcp/rpc': mcpRpcFrame, 'mcp/checked': mcpCheckedFrame, 'mcp/notice': mcpNoticeFrame } as const;

// ---- main → worker -------------------------------------------------------

/** Connects to a Streamable HTTP server. `headers` values are secrets (a bearer token): the frame log redacts them. */
export const mcpConnectFrame = z.lazy(() => z.object({
  type: z.literal('mcp/connect'),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  /** The card's words for a boolean's two options, in the page's locale. */
  labels: z.object({ yes: z.string(), no: z.string() }),
}));

export const mcpDisconnectFrame = z.lazy(() => z.object({ type: z.literal('mcp/disconnect') }));

/** Calls a tool of the connected server; the server's silence longer than `timeoutMs` ends the call. */
export const mcpCallFrame = z.lazy(() => z.object({
  type: z.literal('mcp/call'),
  tool: z.string(),
  arguments: z.unknown(),
  timeoutMs: z.number().check(z.gte(1000), z.lte(600_000)),
}));

/** Asks the worker to check arguments against the tool's `inputSchema` (answered by `mcp/checked`). */
export const mcpCheckFrame = z.lazy(() => z.object({
  type: z.literal('mcp/check'),
  checkId: id,
  tool: z.string(),
  arguments: z.unknown(),
}));

const mcpClientByType = { 'mcp/connect': mcpConnectFrame, 'mcp/disconnect': mcpDisconnectFrame, 'mcp/call': mcpCallFrame, 'mcp/check': mcpCheckFrame } as const;

export type JsonRpcMessage = z.infer<typeof jsonRpcMessageSchema>;
export type McpTool = z.infer<typeof mcpToolSchema>;
export type McpProblem = z.infer<typeof mcpProblemSchema>;
export type McpProblemKind = McpProblem['kind'];
export type McpArgumentProblem = z.infer<typeof mcpArgumentProblemSchema>;
export type McpHostFrameOf = z.infer<(typeof mcpHostByType)[keyof typeof mcpHostByType]>;
export type McpClientFrameOf = z.infer<(typeof mcpClientByType)[keyof typeof mcpClientByType]>;

export function parseMcpHostFrame(data: unknown): ParseResult<McpHostFrameOf> {
  return parseByType<McpHostFrameOf>(mcpHostByType, data, 'host');
}

export function parseMcpClientFrame(data: unknown): ParseResult<McpClientFrameOf> {
  return parseByType<McpClientFrameOf>(mcpClientByType, data, 'client');
}
