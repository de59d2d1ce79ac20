/**
 * The shapes MCP frames carry (SPEC §9): a JSON-RPC message as it crossed the
 * wire to or from a server, a server's tool, what went wrong, and the block an
 * elicitation adds to `question/requested` (the asking server, its message, and
 * the field rules the page validates against before anything is sent). The
 * frames themselves are in ./frames.ts; the mapping that fills these shapes
 * lives in src/surfaces/mcp.ts.
 */
import * as z from 'zod/mini';

const rpcId = z.union([z.string(), z.number()]);
const rpcError = z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) });

/**
 * One JSON-RPC 2.0 message (spec 2025-11-25 "Base Protocol"): request,
 * notification, error or result. Order matters: an error response is tried
 * before a result, whose `result` accepts any value.
 */
export const jsonRpcMessageSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: rpcId, method: z.string(), params: z.optional(z.unknown()) }),
  z.object({ jsonrpc: z.literal('2.0'), method: z.string(), params: z.optional(z.unknown()) }),
  z.object({ jsonrpc: z.literal('2.0'), id: z.nullable(z.optional(rpcId)), error: rpcError }),
  z.object({ jsonrpc: z.literal('2.0'), id: rpcId, result: z.unknown() }),
]);

export const mcpToolSchema = z.object({
  name: z.string(),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  inputSchema: z.record(z.string(), z.unknown()),
});

/** Why a connection could not be made or was lost; the page words each kind (the detail is the error's own text). */
export const MCP_PROBLEM_KINDS = ['bad-url', 'unreachable', 'not-mcp', 'http', 'protocol', 'timeout', 'connection-lost', 'other'] as const;
export const mcpProblemSchema = z.object({
  kind: z.enum(MCP_PROBLEM_KINDS),
  detail: z.string(),
  /** The HTTP status, when the server answered with one. */
  status: z.optional(z.number()),
});

/**
 * Why a tool's arguments do not fit its `inputSchema`, as zod reports it
 * (`required` when the value is missing); the page words each code, and shows
 * `message` as it is for any other.
 */
export const mcpArgumentProblemSchema = z.object({
  path: z.string(),
  code: z.enum(['required', 'invalid_type', 'too_small', 'too_big', 'invalid_format', 'invalid_value', 'unrecognized_keys', 'other']),
  message: z.string(),
  expected: z.optional(z.string()),
  limit: z.optional(z.number()),
  format: z.optional(z.string()),
});

const choiceSchema = z.object({ value: z.string(), label: z.string() });
const fieldBase = { key: z.string(), required: z.boolean() };

/** One property of a flat requested schema, with the rules its value must meet (the `McpField` of src/surfaces/mcp.ts). */
export const mcpFieldSchema = z.discriminatedUnion('kind', [
  z.object({
    ...fieldBase,
    kind: z.literal('text'),
    format: z.optional(z.enum(['email', 'uri', 'date', 'date-time'])),
    minLength: z.optional(z.number()),
    maxLength: z.optional(z.number()),
    pattern: z.optional(z.string()),
  }),
  z.object({ ...fieldBase, kind: z.literal('number'), integer: z.boolean(), minimum: z.optional(z.number()), maximum: z.optional(z.number()) }),
  z.object({ ...fieldBase, kind: z.literal('boolean'), yes: z.string(), no: z.string() }),
  z.object({ ...fieldBase, kind: z.literal('single'), choices: z.array(choiceSchema) }),
  z.object({
    ...fieldBase,
    kind: z.literal('multi'),
    choices: z.array(choiceSchema),
    minItems: z.optional(z.number()),
    maxItems: z.optional(z.number()),
  }),
]);

const draftSchema = z.object({ selected: z.array(z.string()), custom: z.string(), skipped: z.boolean() });

/**
 * What an elicitation adds to its `question/requested`: who asks and why, and
 * for a form the fields (validated on the page before the answer is sent) and
 * the schema's defaults as starting drafts; for a URL the address to confirm.
 */
export const elicitationBlockSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('form'),
    server: z.string(),
    message: z.string(),
    fields: z.array(mcpFieldSchema),
    drafts: z.array(draftSchema),
  }),
  z.object({ mode: z.literal('url'), server: z.string(), message: z.string(), url: z.string() }),
]);

/** Marks a tool row as an MCP server's: its result is what Model receives shows. */
export const toolOriginSchema = z.object({ kind: z.literal('mcp'), server: z.string() });

export type JsonRpcMessage = z.infer<typeof jsonRpcMessageSchema>;
export type McpTool = z.infer<typeof mcpToolSchema>;
export type McpProblem = z.infer<typeof mcpProblemSchema>;
export type McpProblemKind = McpProblem['kind'];
export type McpArgumentProblem = z.infer<typeof mcpArgumentProblemSchema>;
export type McpFieldData = z.infer<typeof mcpFieldSchema>;
export type ElicitationBlock = z.infer<typeof elicitationBlockSchema>;
export type ToolOrigin = z.infer<typeof toolOriginSchema>;
