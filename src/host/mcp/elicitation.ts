/**
 * One `elicitation/create` request of an MCP server, as asklab shows and answers it (SPEC §9): its params
 * read, turned into the questions of ONE ask and the card's block (form or URL mode, or the reason asklab cannot
 * show it), and the ask's outcome turned back into the reply the server gets and the row's result. Pure: the
 * session (./session.ts) owns the connection, the ask itself and the frames.
 */
import * as z from 'zod/mini';
import { assertNever, type AskUserQuestionAnswer, type AskUserQuestionItem, type ElicitationBlock, type ToolResult } from '../../protocol/index.ts';
import type { AskOutcome } from '../../protocol/mcp-link.ts';
import { contentFromAnswer, questionsFromSchema, type BooleanLabels } from '../../surfaces/mcp.ts';
import type { ElicitReply } from './sdk.ts';

export const elicitParamsSchema = z.object({
  mode: z.optional(z.string()),
  message: z.string(),
  requestedSchema: z.optional(z.unknown()),
  url: z.optional(z.string()),
  elicitationId: z.optional(z.string()),
});

export type ElicitParams = z.infer<typeof elicitParamsSchema>;

export type ToReply = (answer: AskUserQuestionAnswer) => { result: { action: 'accept'; content?: Record<string, unknown> }; problem: string | null };

export type PreparedElicitation =
  | { ok: true; questions: readonly AskUserQuestionItem[]; block: ElicitationBlock; toReply: ToReply }
  | { ok: false; reason: string };

/** The questions, the card's block and the way back to a reply, or why asklab cannot show the request. */
export function prepareElicitation(labels: BooleanLabels, server: string, params: ElicitParams): PreparedElicitation {
  const mode = params.mode ?? 'form';
  if (mode === 'url') {
    const url = params.url;
    if (url === undefined || !isWebUrl(url)) return { ok: false, reason: 'url: a URL-mode elicitation needs an http(s) URL' };
    return {
      ok: true,
      questions: [{ id: 'url', question: params.message, options: [{ label: url }] }],
      block: { mode: 'url', server, message: params.message, url },
      toReply: (answer) => ({
        result: { action: 'accept' },
        problem: answer.answers[0]?.selected[0] === url ? null : 'the answer must confirm the URL',
      }),
    };
  }
  if (mode !== 'form') return { ok: false, reason: `mode: "${mode}" is not an elicitation mode asklab knows (form, url)` };
  const mapped = questionsFromSchema(params.requestedSchema, labels);
  if (!mapped.ok) return { ok: false, reason: `${mapped.path}: ${mapped.reason}` };
  const { fields } = mapped;
  return {
    ok: true,
    questions: mapped.questions,
    block: { mode: 'form', server, message: params.message, fields: [...fields], drafts: mapped.drafts.map((d) => ({ ...d, selected: [...d.selected] })) },
    toReply: (answer) => {
      const content = contentFromAnswer(fields, answer);
      return content.ok
        ? { result: { action: 'accept', content: content.content }, problem: null }
        : { result: { action: 'accept', content: {} }, problem: `${content.field}: ${content.problem.code}` };
    },
  };
}

/** How an elicitation's ask ended, as the reply to the server and the row's result (its text is what the server receives). */
export function settleElicitation(outcome: AskOutcome, toReply: ToReply): [ElicitReply, ToolResult] {
  const said = (action: 'decline' | 'cancel', name: string, code: string): [ElicitReply, ToolResult] => [
    { ok: true, result: { action } },
    { isError: true, error: { name, code }, content: [{ type: 'text', text: JSON.stringify({ action }) }] },
  ];
  switch (outcome.kind) {
    case 'answered': {
      const { result, problem } = toReply(outcome.answer);
      // The page and the host's provider checked the answer already; this only guards against a host that did not.
      if (problem !== null) return failed('ElicitationInvalid', 'ELICITATION_INVALID', `the answer does not fit the requested schema (${problem})`);
      return [{ ok: true, result }, { isError: false, value: outcome.answer, content: [{ type: 'text', text: JSON.stringify(result) }] }];
    }
    case 'declined':
      return said('decline', 'ElicitationDeclined', 'ELICITATION_DECLINED');
    case 'cancelled':
      return said('cancel', 'UserQuestionError', 'ASK_CANCELLED');
    case 'aborted':
      return said('cancel', 'UserQuestionError', 'ASK_ABORTED');
    case 'failed':
      return failed(outcome.name, outcome.code, outcome.message);
    default:
      return assertNever(outcome, 'ask outcome');
  }
}

function failed(name: string, code: string, message: string): [ElicitReply, ToolResult] {
  return [{ ok: false, code: 'internal', message }, { isError: true, error: { name, code }, content: [{ type: 'text', text: `Error: ${message}` }] }];
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
