/** Public surface of the protocol: pure types, schemas and functions shared by both sides. */
export * from './schemas.ts';
export * from './errors.ts';
export * from './encoder.ts';
export * from './labels.ts';
export * from './plan-review.ts';
export * from './request-checks.ts';
export * from './tool-result.ts';
export * from './frames.ts';
export * from './notices.ts';
export * from './mcp-schemas.ts';
// Types only: the MCP frames' schemas are imported from ./mcp-frames.ts by the MCP chunks themselves.
export type { JsonRpcMessage, McpArgumentProblem, McpProblem, McpProblemKind, McpTool } from './mcp-frames.ts';
// DSH's messages only: its tool schema and argument check (./dsh/tool.ts, ./dsh/args-check.ts) are imported
// from their modules by the worker and the docs, so the first card's chunks never carry them.
export * from './dsh/messages.ts';
