/**
 * The providers' frames (SPEC §12), '<domain>/<event>' like every frame: the
 * page's `provider/select`, the terminal's character stream both ways
 * (`terminal/input`, `terminal/output`, `terminal/resize`, `terminal/reopen`,
 * `terminal/state`), and each JSON-RPC 2.0 message between DSH's ACP provider
 * and the page's ACP client (`acp/rpc`, both ways). A module of its own, apart
 * from ./frames.ts, so the first card never builds these schemas; the page's
 * client registers `parseProviderHostFrame` for these prefixes when a provider
 * control is first used, the worker's endpoint parses them with
 * `parseProviderClientFrame`. A malformed frame is refused like any other
 * (`frame/rejected` from the worker, a red Timeline row on the page); a
 * well-formed `acp/rpc` whose message is not JSON-RPC is refused by the
 * receiving end with its reason, and the ask it concerned stays open.
 */
import * as z from 'zod/mini';
import type { ParseResult } from './frames.ts';
import { jsonRpcMessageSchema } from './mcp-frames.ts';
import { parseByType } from './schemas.ts';

export const PROVIDER_KINDS = ['web', 'terminal', 'acp'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** A paste of 10,000 characters is ordinary; a megabyte is the most one frame carries. */
export const TERMINAL_CHUNK_LIMIT = 1_000_000;

export const PROVIDER_FRAME_PREFIXES = ['provider/', 'terminal/', 'acp/'] as const;

export function isProviderFrameType(type: unknown): boolean {
  return typeof type === 'string' && PROVIDER_FRAME_PREFIXES.some((prefix) => type.startsWith(prefix));
}

const kind = z.lazy(() => z.enum(PROVIDER_KINDS));

const providerHostByType = {
  /** The provider now registered on the service, and the one disposed for it. */
  'provider/changed': z.lazy(() => z.object({ type: z.literal('provider/changed'), provider: kind, previous: kind })),
  'terminal/output': z.lazy(() => z.object({ type: z.literal('terminal/output'), data: z.string() })),
  /** Whether the readline interface reads input (false once Ctrl-C closed it, until Reopen input). */
  'terminal/state': z.lazy(() => z.object({ type: z.literal('terminal/state'), open: z.boolean() })),
  'acp/rpc': z.lazy(() => z.object({ type: z.literal('acp/rpc'), message: jsonRpcMessageSchema })),
} as const;

const providerClientByType = {
  'provider/select': z.lazy(() => z.object({ type: z.literal('provider/select'), provider: kind })),
  // The length limit is checked by the provider (host/providers/select.ts), with zod's first-card checks only: a
  // check used nowhere else would stay in the zod chunk the first card shares (test/e2e/size-budget.test.ts).
  'terminal/input': z.lazy(() => z.object({ type: z.literal('terminal/input'), data: z.string() })),
  'terminal/resize': z.lazy(() => z.object({ type: z.literal('terminal/resize'), columns: z.number().check(z.gte(1), z.lte(10_000)) })),
  'terminal/reopen': z.lazy(() => z.object({ type: z.literal('terminal/reopen') })),
  /** `message` stays unknown here: the ACP provider refuses what is not JSON-RPC with its own reason. */
  'acp/rpc': z.lazy(() => z.object({ type: z.literal('acp/rpc'), message: z.unknown() })),
} as const;

export type ProviderHostFrameOf = z.infer<(typeof providerHostByType)[keyof typeof providerHostByType]>;
export type ProviderClientFrameOf = z.infer<(typeof providerClientByType)[keyof typeof providerClientByType]>;

export function parseProviderHostFrame(data: unknown): ParseResult<ProviderHostFrameOf> {
  return parseByType<ProviderHostFrameOf>(providerHostByType, data, 'host');
}

export function parseProviderClientFrame(data: unknown): ParseResult<ProviderClientFrameOf> {
  return parseByType<ProviderClientFrameOf>(providerClientByType, data, 'client');
}

export type JsonRpcMessage = z.infer<typeof jsonRpcMessageSchema>;

/** One JSON-RPC 2.0 message, or why it is not one. */
export function parseJsonRpc(data: unknown): { ok: true; message: JsonRpcMessage } | { ok: false; reason: string } {
  const parsed = jsonRpcMessageSchema.safeParse(data);
  if (parsed.success) return { ok: true, message: parsed.data };
  return { ok: false, reason: `acp/rpc: not a JSON-RPC 2.0 message (${describe(data)})` };
}

function describe(data: unknown): string {
  if (typeof data !== 'object' || data === null) return `got ${data === null ? 'null' : typeof data}`;
  const record = data as Record<string, unknown>;
  if (record['jsonrpc'] !== '2.0') return 'jsonrpc must be "2.0"';
  if ('method' in record && typeof record['method'] !== 'string') return 'method must be a string';
  if (!('method' in record) && !('result' in record) && !('error' in record)) return 'neither a request, a result nor an error';
  if ('error' in record) return 'error must be { code: number, message: string }';
  return 'id must be a string or a number';
}

const contentValue = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]));

/** ACP's `CreateElicitationResponse` as dsh-acp reads it: accept (with content), decline or cancel. */
export const acpResponseSchema = z.lazy(() =>
  z.union([
    z.object({ action: z.literal('accept'), content: z.optional(z.nullable(z.record(z.string(), contentValue))) }),
    z.object({ action: z.literal('decline') }),
    z.object({ action: z.literal('cancel') }),
  ]),
);
