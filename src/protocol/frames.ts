/**
 * Every frame that crosses the worker boundary (§1.6), as zod schemas named
 * '<domain>/<event>' (plus the seed's own `client-response` and `receipt`).
 * Both ends validate what they receive with `parseHostFrame` / `parseClientFrame`.
 */
import * as z from 'zod/mini';
import { answerSchema, formatPath, frameType, questionItemSchema, requestDataSchema } from './schemas.ts';
import { liveSettingsShape } from './live-settings.ts';
import { toolResultSchema } from './tool-result.ts';
import { noticeSchema } from './notices.ts';
import { elicitationBlockSchema, toolOriginSchema } from './mcp-schemas.ts';
// Type only: the MCP frames' schemas load with the MCP chunks (./mcp-frames.ts), never with the first card.
import type { McpClientFrameOf, McpHostFrameOf } from './mcp-frames.ts';
// Type only, likewise: the providers' frames load when a provider is chosen (./provider-frames.ts).
import type { ProviderClientFrameOf, ProviderHostFrameOf } from './provider-frames.ts';

const id = z.string().check(z.minLength(1));

// ---- worker → main -------------------------------------------------------

export const questionRequestedFrame = z.object({
  type: z.literal('question/requested'),
  rpcId: id,
  sessionId: z.string(),
  questions: z.array(questionItemSchema),
  sentAt: z.number(),
  /** Present when an MCP server asks (§9): the card names it, and the page validates the answer before sending. */
  elicitation: z.optional(elicitationBlockSchema),
});

export const receiptFrame = z.union([
  z.object({ type: z.literal('receipt'), rpcId: id, accepted: z.literal(true) }),
  z.object({
    type: z.literal('receipt'),
    rpcId: id,
    accepted: z.literal(false),
    reason: z.enum(['not-pending', 'bad-response']),
  }),
]);

export const questionResolvedFrame = z.object({
  type: z.literal('question/resolved'),
  rpcId: id,
  /** `declined`: an MCP elicitation's "Decline" (only asks with an `elicitation` block can be declined). */
  outcome: z.enum(['answered', 'cancelled', 'declined']),
  /**
   * asklab's note beside DSH's `cancelled` when the ask settled without the user: DSH's web provider resolves an
   * aborted or disposed ask as `cancelled` too, and this says which (the row then reads interrupted).
   */
  reason: z.optional(z.enum(['aborted', 'disposed'])),
});

/** Read only from sessions saved before an abort resolved as `cancelled`: the ask settled without the user, the card must go. */
export const questionWithdrawnFrame = z.object({
  type: z.literal('question/withdrawn'),
  rpcId: id,
  reason: z.enum(['aborted', 'disposed']),
});

export const transcriptMessageFrame = z.object({
  type: z.literal('transcript/message'),
  messageId: id,
  agentId: z.string(),
  role: z.enum(['user', 'assistant', 'notice']),
  /** For a notice with `notice`, its English sentence: what the frame log and an export show. */
  text: z.string(),
  tone: z.optional(z.enum(['info', 'error'])),
  /** The worker's own notice as a key and parameters: the page words it in its locale. */
  notice: z.optional(noticeSchema),
});

/** Streaming text appended to an earlier `transcript/message`. */
export const transcriptDeltaFrame = z.object({
  type: z.literal('transcript/delta'),
  messageId: id,
  text: z.string(),
});

export const toolStartedFrame = z.object({
  type: z.literal('tool/started'),
  callId: id,
  agentId: z.string(),
  name: z.string(),
  input: z.unknown(),
  /** Number of questions asked, when the tool asks (for "Answered X / N"). */
  questionCount: z.optional(z.number()),
  /** A call to, or an elicitation from, an MCP server: Model receives shows its result. */
  origin: z.optional(toolOriginSchema),
});

export const toolFinishedFrame = z.object({
  type: z.literal('tool/finished'),
  callId: id,
  result: toolResultSchema,
});

export const agentLifecycleFrame = z.object({
  type: z.literal('agent/lifecycle'),
  agentId: z.string(),
  event: z.enum(['entered', 'exited']),
  parentId: z.optional(z.string()),
  label: z.optional(z.string()),
});

export const runStateFrame = z.object({
  type: z.literal('run/state'),
  runId: z.string(),
  state: z.enum(['running', 'idle']),
});

/** The live driver left plan mode on its own (the user approved the plan): settings panels follow. */
export const liveStateFrame = z.object({
  type: z.literal('live/state'),
  planMode: z.boolean(),
});

/** The worker rejected a frame it received; surfaced in the inspector. */
export const frameRejectedFrame = z.object({
  type: z.literal('frame/rejected'),
  reason: z.string(),
});

/** Scenario progress: one frame when a scripted step starts and one when it ends. */
export const scenarioStepFrame = z.object({
  type: z.literal('scenario/step'),
  /** Position of the step: "3", or "4.1" for the first step inside a sub-agent. */
  path: z.string(),
  kind: z.string(),
  state: z.enum(['started', 'finished']),
  agentId: z.optional(z.string()),
  callId: z.optional(z.string()),
  result: z.optional(toolResultSchema),
  /** For steps that do not produce a tool result (provider registration). */
  code: z.optional(z.string()),
});

export const scenarioStateFrame = z.object({
  type: z.literal('scenario/state'),
  scenarioId: z.string(),
  state: z.enum(['running', 'paused', 'done', 'stopped', 'invalid']),
  error: z.optional(z.string()),
});

/** A scripted transport fault for the page to apply (failing the next send happens on the page's side). */
export const scenarioTransportFrame = z.object({
  type: z.literal('scenario/transport'),
  latencyMs: z.optional(z.number()),
  rejectNext: z.optional(z.nullable(z.enum(['not-pending', 'bad-response']))),
  failNextSend: z.optional(z.boolean()),
});

/**
 * The host is alive for as long as it holds this Web Lock: the page queues a request
 * for the same lock, which is granted only when the worker's context is gone
 * (docs/decisions/2026-12-03-agent-stopped.md). Sent once, when the lock is held.
 */
export const hostAliveFrame = z.object({
  type: z.literal('host/alive'),
  lock: id,
});

/**
 * The `q` the page handed over at boot (`run/boot`) could not be read, so no card
 * is coming: the page stops waiting for one and says why, in its own words.
 */
export const bootRefusedFrame = z.object({
  type: z.literal('run/boot-refused'),
  reason: z.string(),
});

const hostFrameMembers = [
  hostAliveFrame,
  bootRefusedFrame,
  questionRequestedFrame,
  receiptFrame,
  questionResolvedFrame,
  questionWithdrawnFrame,
  transcriptMessageFrame,
  transcriptDeltaFrame,
  toolStartedFrame,
  toolFinishedFrame,
  agentLifecycleFrame,
  runStateFrame,
  frameRejectedFrame,
  liveStateFrame,
  scenarioStepFrame,
  scenarioStateFrame,
  scenarioTransportFrame,
] as const;
export const hostFrameSchema = z.union(hostFrameMembers);

// ---- main → worker -------------------------------------------------------

export const CANCELLED_MESSAGE = 'the user closed this question request';

/*
 * The client frames are built on first use (`z.lazy`), each when a frame of its type first arrives: a worker opened
 * for a link is sent `run/boot` and little else before its card is up, and most of the schemas it used to build as it
 * started were for frames it had not been sent (docs/decisions/2026-12-06-schemas-built-on-first-use.md).
 */

/** The strict shape of a response result; validated by the worker, not the envelope. */
export const clientResultSchema = z.lazy(() =>
  z.union([
    z.object({
      ok: z.literal(true),
      value: z.object({ sessionId: z.string(), answer: answerSchema }),
    }),
    z.object({
      ok: z.literal(false),
      error: z.object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()) }),
    }),
  ]),
);

/**
 * Frame schemas by `type`. The compiler checks that each key is the `type` its schema accepts: a key that is not
 * makes the map's frames lose their fields, and every reader of them fails to typecheck.
 */
function keyedByType<M extends { readonly [K in keyof M]: z.ZodMiniType<{ readonly type: K }> }>(schemas: M): M {
  return schemas;
}

/** Each core client frame's schema, by its `type`. */
const clientFrameByType = keyedByType({
  /**
   * What the page knew from its URL when it started the worker (§5.7), so the `?q=`
   * ask or the `?scenario=` run begins while the page is still loading. `q` is the
   * parameter's text as found (lz-string data): the worker decodes it with the same
   * code as the page, so both agree on whether it is a request.
   */
  'run/boot': z.lazy(() =>
    z.object({
      type: z.literal('run/boot'),
      q: z.optional(z.string()),
      scenario: z.optional(z.string()),
      /** The page's language: the scenario runs in its words when its file has them. */
      locale: z.optional(z.enum(['zh', 'en'])),
    }),
  ),
  /** "Crash the agent" (Simulate): the worker throws an uncaught error, or ends itself without a word. */
  'host/crash': z.lazy(() => z.object({ type: z.literal('host/crash'), how: z.enum(['throw', 'exit']) })),
  /** `result` stays `unknown` here so a malformed result still reaches the worker and earns `bad-response`. */
  'client-response': z.lazy(() => z.object({ type: z.literal('client-response'), rpcId: id, result: z.unknown() })),
  'run/ask': z.lazy(() => z.object({ type: z.literal('run/ask'), request: requestDataSchema })),
  'run/user-message': z.lazy(() => z.object({ type: z.literal('run/user-message'), text: z.string() })),
  'run/stop': z.lazy(() => z.object({ type: z.literal('run/stop') })),
  'transport/conditions': z.lazy(() =>
    z.object({
      type: z.literal('transport/conditions'),
      latencyMs: z.number().check(z.gte(0), z.lte(60_000)),
      rejectNext: z.nullable(z.enum(['not-pending', 'bad-response'])),
    }),
  ),
  /** `scenario` stays unknown here: the worker parses it with the scenario loader for file-and-path errors. */
  'scenario/run': z.lazy(() =>
    z.object({
      type: z.literal('scenario/run'),
      scenario: z.unknown(),
      /** Pause between steps, so a person can follow (0 headless). */
      paceMs: z.number().check(z.gte(0), z.lte(10_000)),
      startPaused: z.optional(z.boolean()),
    }),
  ),
  'scenario/control': z.lazy(() => z.object({ type: z.literal('scenario/control'), action: z.enum(['pause', 'resume', 'step', 'stop']) })),
  /** Live-mode settings (§6). `apiKey` is a secret: the frame log redacts it, the worker never echoes it. */
  'live/configure': z.lazy(() => z.object({ ...liveSettingsShape(), type: z.literal('live/configure') })),
  /** Forgets the live conversation history (the transcript on the page is the page's business). */
  'live/reset': z.lazy(() => z.object({ type: z.literal('live/reset') })),
});
type CoreClientFrame = z.infer<(typeof clientFrameByType)[keyof typeof clientFrameByType]>;

export type QuestionRequestedFrame = z.infer<typeof questionRequestedFrame>;
export type ScenarioStepFrame = z.infer<typeof scenarioStepFrame>;
export type ReceiptFrame = z.infer<typeof receiptFrame>;
/** Every host frame: the core ones (validated by `parseHostFrame`) and the MCP client's (./mcp-frames.ts). */
export type HostFrame = z.infer<typeof hostFrameSchema> | McpHostFrameOf | ProviderHostFrameOf;
/** Every client frame: the core ones (validated by `parseClientFrame`) and the MCP panel's (./mcp-frames.ts). */
export type ClientFrame = CoreClientFrame | McpClientFrameOf | ProviderClientFrameOf;
export type LiveConfigureFrame = Extract<CoreClientFrame, { type: 'live/configure' }>;
export type ClientResult = z.infer<typeof clientResultSchema>;
export type McpStateFrame = Extract<McpHostFrameOf, { type: 'mcp/state' }>;
export type McpNoticeFrame = Extract<McpHostFrameOf, { type: 'mcp/notice' }>;
/** The page's frames for the MCP client: connect, disconnect, call, check. */
export type McpClientFrame = McpClientFrameOf;
export type TransportConditions = Omit<Extract<CoreClientFrame, { type: 'transport/conditions' }>, 'type'>;

export type ParseResult<T> = { ok: true; frame: T } | { ok: false; reason: string };

interface SchemaDef {
  readonly shape?: { readonly type?: { readonly _zod: { readonly def: { readonly values?: readonly unknown[] } } } };
  readonly options?: readonly { readonly _zod: { readonly def: SchemaDef } }[];
}

/** The `type` literals a frame schema accepts (unions of objects included). */
function frameTypes(schema: z.ZodMiniType): string[] {
  const def = (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
  if (def.options !== undefined) return def.options.flatMap((o) => frameTypes(o as unknown as z.ZodMiniType));
  return (def.shape?.type?._zod.def.values ?? []).map(String);
}

function parseWith<T>(
  schema: z.ZodMiniType<T>,
  members: readonly z.ZodMiniType[],
  data: unknown,
  side: string,
): ParseResult<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, frame: parsed.data };
  const type = frameType(data);
  // Report the issue of the member whose `type` matches, so the reason names the bad field.
  const member = members.find((m) => frameTypes(m).includes(type));
  if (member === undefined) return { ok: false, reason: `invalid ${side} frame (${type}): unknown frame type` };
  return { ok: false, reason: rejection(member.safeParse(data).error?.issues ?? parsed.error.issues, side, type) };
}

/** Why a frame of a known type was refused: its type and its first bad field. */
function rejection(issues: readonly z.core.$ZodIssue[], side: string, type: string): string {
  const nested = issues[0]?.code === 'invalid_union' ? (issues[0] as { errors?: { path: PropertyKey[]; message: string }[][] }).errors : undefined;
  const issue = nested?.map((branch) => branch[0]).find((i) => i !== undefined && i.path[0] !== 'accepted') ?? issues[0];
  const where = issue === undefined ? '' : ` at ${formatPath(issue.path)}: ${issue.message}`;
  return `invalid ${side} frame (${type})${where}`;
}

/** The core host frames; an `mcp/*` frame is parsed by `parseMcpHostFrame` (./mcp-frames.ts), whoever receives it. */
export function parseHostFrame(data: unknown): ParseResult<HostFrame> {
  return parseWith(hostFrameSchema, hostFrameMembers, data, 'host');
}

/**
 * The core client frames; an `mcp/*` frame is parsed by `parseMcpClientFrame` (./mcp-frames.ts). Only the schema
 * of the frame's own type is used (and built, the first time).
 */
export function parseClientFrame(data: unknown): ParseResult<ClientFrame> {
  const type = frameType(data);
  const schema: z.ZodMiniType<CoreClientFrame> | undefined = Object.hasOwn(clientFrameByType, type)
    ? clientFrameByType[type as keyof typeof clientFrameByType]
    : undefined;
  if (schema === undefined) return { ok: false, reason: `invalid client frame (${type}): unknown frame type` };
  const parsed = schema.safeParse(data);
  return parsed.success ? { ok: true, frame: parsed.data } : { ok: false, reason: rejection(parsed.error.issues, 'client', type) };
}
