/**
 * The worker's own notices in the transcript (a stop, a policy change, a live
 * endpoint that failed), as a closed set of keys with their parameters. The
 * worker sends one beside the English sentence of a `transcript/message`; the
 * page words it in its locale (client/transcript/notice-copy.ts) and the frame
 * log keeps the English. Parameters are data, never prose: codes, URLs, the
 * endpoint's or the runtime's own detail, shown verbatim inside the sentence.
 * The English sentences live with the worker (host/notices.ts).
 */
import * as z from 'zod/mini';

/** An HTTP status as the endpoint gave it, e.g. `HTTP 429 Too Many Requests`. */
const status = z.string();
/** What the endpoint or the runtime said, verbatim; empty when it said nothing. */
const detail = z.string();

export const noticeSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('no-agent') }),
  z.object({ key: z.literal('live-unconfigured') }),
  z.object({ key: z.literal('live-busy') }),
  z.object({ key: z.literal('plan-approved') }),
  z.object({ key: z.literal('stopped') }),
  z.object({ key: z.literal('policy-set'), policy: z.string() }),
  z.object({ key: z.literal('plan-mode-set'), active: z.boolean() }),
  z.object({ key: z.literal('provider-threw'), code: z.string(), detail }),
  /** finish_reason "length": the reply, or the tool calls' arguments, may be cut off. */
  z.object({ key: z.literal('output-limit'), toolCalls: z.boolean() }),
  z.object({ key: z.literal('live-auth'), status, detail }),
  z.object({ key: z.literal('live-rate-limit'), status, retryAfterSeconds: z.optional(z.number()), detail }),
  z.object({ key: z.literal('live-server'), status, detail }),
  /** `notFound`: a 404, which is most often a wrong base URL or model name. */
  z.object({ key: z.literal('live-http'), status, notFound: z.boolean(), detail }),
  z.object({ key: z.literal('live-offline'), url: z.string(), reason: detail }),
  /** fetch() threw while online: the network failed, or CORS refused (a page cannot tell which). */
  z.object({ key: z.literal('live-network'), url: z.string(), reason: detail }),
  /** The settings cannot make a request: none yet, no base URL, a password in the URL, no model. */
  z.object({ key: z.literal('live-config'), problem: z.enum(['unconfigured', 'no-base-url', 'url-credentials', 'no-model']) }),
  z.object({ key: z.literal('live-idle-timeout'), ms: z.number() }),
  z.object({ key: z.literal('live-turn-limit'), maxTurns: z.number() }),
  /** Something the driver did not expect threw; `detail` is its message. */
  z.object({ key: z.literal('live-failed'), detail }),
  z.object({ key: z.literal('live-stream-error'), detail }),
  /** A data line that is not JSON; `preview` is its start, as sent. */
  z.object({ key: z.literal('live-not-json'), preview: detail }),
  /** A chunk of the wrong shape; `detail` says where and what was expected. */
  z.object({ key: z.literal('live-malformed'), detail }),
  /** A 200 answer that is not an event stream (often an HTML page); `preview` is its first line. */
  z.object({ key: z.literal('live-not-sse'), preview: detail }),
  z.object({ key: z.literal('live-empty') }),
  /** Reading failed midway; `stream`: an event stream, else a plain JSON body. */
  z.object({ key: z.literal('live-broke-off'), stream: z.boolean(), reason: detail }),
  /** The stream ended without `[DONE]` and without a finish reason. */
  z.object({ key: z.literal('live-incomplete') }),
]);

export type Notice = z.infer<typeof noticeSchema>;
export type NoticeKey = Notice['key'];

/** The notice with every text parameter passed through `redact` (a live key must not travel in one). */
export function redactNotice(notice: Notice, redact: (text: string) => string): Notice {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(notice)) out[name] = name !== 'key' && typeof value === 'string' ? redact(value) : value;
  return out as Notice;
}
