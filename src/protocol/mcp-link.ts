/**
 * The messages between the host worker and the MCP worker it starts on the
 * first `mcp/*` frame (SPEC §9). The MCP worker runs the SDK; the host worker
 * owns the user-questions service, the provider and the run state, so an
 * elicitation's ask and a call's step cross this link. Both ends validate what
 * they receive with these schemas. Not exported from ./index.ts: only the two
 * workers use it, and the page never loads it.
 */
import * as z from 'zod/mini';
import { answerSchema, questionItemSchema } from './schemas.ts';
import { elicitationBlockSchema } from './mcp-schemas.ts';
import type { HostFrame } from './frames.ts';
import { mcpCallFrame, mcpCheckFrame, mcpConnectFrame, mcpDisconnectFrame } from './mcp-frames.ts';

const id = z.string().check(z.minLength(1));

/** How an ask ended, as the MCP worker needs to know it to answer the server. */
export const askOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('answered'), answer: answerSchema }),
  z.object({ kind: z.literal('declined') }),
  z.object({ kind: z.literal('cancelled') }),
  z.object({ kind: z.literal('aborted') }),
  z.object({ kind: z.literal('failed'), name: z.string(), code: z.string(), message: z.string() }),
]);

// ---- MCP worker → host worker ---------------------------------------------

/** The kinds of host frame the MCP client sends. */
export const MCP_WORKER_FRAME_TYPES = ['mcp/state', 'mcp/rpc', 'mcp/checked', 'mcp/notice', 'tool/started', 'tool/finished', 'frame/rejected'] as const;

/**
 * A host frame for the page. The host worker checks only that it is one of the
 * kinds the MCP client may send and passes it on; the page, its receiver,
 * validates the whole frame with `parseHostFrame` as it does every host frame
 * (so the host worker's start-up chunk need not carry these schemas).
 */
export const linkFrameMessage = z.object({
  type: z.literal('link/frame'),
  frame: z.looseObject({ type: z.enum(MCP_WORKER_FRAME_TYPES) }),
});

/** One elicitation's ask, through the host's service and provider, as a step of its own. */
export const linkAskMessage = z.object({
  type: z.literal('link/ask'),
  askId: id,
  questions: z.array(questionItemSchema),
  block: elicitationBlockSchema,
});

/** The server cancelled the elicitation, or the connection ended: the ask must settle (aborted). */
export const linkWithdrawMessage = z.object({ type: z.literal('link/withdraw'), askId: id });

/** A tool call runs as a step of the host's run state, so Stop reaches it. */
export const linkStepMessage = z.object({ type: z.literal('link/step'), stepId: id, state: z.enum(['start', 'end']) });

export const fromMcpWorkerSchema = z.union([linkFrameMessage, linkAskMessage, linkWithdrawMessage, linkStepMessage]);

// ---- host worker → MCP worker ---------------------------------------------

export const linkSettledMessage = z.object({ type: z.literal('link/settled'), askId: id, outcome: askOutcomeSchema });

/** Stop reached a step: the MCP worker ends the call it belongs to. */
export const linkStopMessage = z.object({ type: z.literal('link/stop'), stepId: id });

/** The page's `mcp/*` frames, passed on as they came, and the host's answers. */
export const toMcpWorkerSchema = z.union([mcpConnectFrame, mcpDisconnectFrame, mcpCallFrame, mcpCheckFrame, linkSettledMessage, linkStopMessage]);

export type ToMcpWorker = z.infer<typeof toMcpWorkerSchema>;
/** What the MCP client may send the page (checked fully by the page's `parseHostFrame`). */
export type McpWorkerFrame = Extract<HostFrame, { type: (typeof MCP_WORKER_FRAME_TYPES)[number] }>;
export type AskOutcome = z.infer<typeof askOutcomeSchema>;
export type FromMcpWorker = z.infer<typeof fromMcpWorkerSchema>;
export type LinkSettledMessage = z.infer<typeof linkSettledMessage>;
export type LinkStopMessage = z.infer<typeof linkStopMessage>;
