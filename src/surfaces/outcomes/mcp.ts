/**
 * How a form elicitation ends, as the asking MCP server receives it: the
 * client's `ElicitResult` (`accept` with content, `decline`, `cancel`). The
 * model never reads it directly: the server's tool decides what goes into its
 * tool result. The result is the same in both revisions; how it travels is not
 * (2025-11-25: the response to the server's `elicitation/create` request;
 * 2026-07-28: an entry of `inputResponses` on the client's retried request).
 * Nothing in either revision times an elicitation out; the official SDK's
 * server side gives up on a 2025-11-25 request after 60 s unless told otherwise.
 */
import type { AskUserQuestionItem } from '../../protocol/index.ts';
import { isOutcome } from '../common.ts';
import { answerToSurface, fromSurface, type McpResponse } from '../mcp.ts';
import type { Delivery, OutcomeCell, OutcomeColumn, OutcomeInput, OutcomeSurface, ReadBack } from './types.ts';

export const MCP_TEXT = {
  decline: '{"action":"decline"}',
  cancel: '{"action":"cancel"}',
  // @modelcontextprotocol/sdk 1.32.2 shared/protocol.js: the request timeout (DEFAULT_REQUEST_TIMEOUT_MSEC 60000), as the server's tool sees it.
  timeout: 'MCP error -32001: Request timed out',
  // 2025-11-25 basic/utilities/cancellation: the client gives up the tools/call the elicitation belongs to.
  cancelled: '{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"<tools/call id>","reason":"<reason>"}}',
} as const;

const server = (text: string, isError = false): Delivery => ({ to: 'server', isError, text });

function readBack(questions: readonly AskUserQuestionItem[], delivery: Delivery): ReadBack | null {
  if (delivery.text === MCP_TEXT.decline) return { outcome: 'declined' };
  if (delivery.text === MCP_TEXT.cancel) return { outcome: 'cancelled' };
  if (delivery.text === MCP_TEXT.timeout) return { outcome: 'timeout' };
  try {
    const result = fromSurface(questions, JSON.parse(delivery.text) as McpResponse);
    return isOutcome(result) ? null : { answer: result };
  } catch {
    return null;
  }
}

export const mcp: OutcomeSurface = {
  row: 'mcp',
  cells(input: OutcomeInput): Record<OutcomeColumn, OutcomeCell> {
    const q = input.questions;
    const accept = (answer: OutcomeInput['answered']): Delivery => server(JSON.stringify(answerToSurface(q, answer).response));
    return {
      answered: { kind: 'delivered', how: 'pick', delivery: accept(input.answered), source: 'mcpElicitation' },
      // No property is required, so a skipped question is simply absent from `content`.
      skipped: { kind: 'delivered', how: 'skip', delivery: accept(input.skipped), source: 'mcpElicitation' },
      'free-text': { kind: 'delivered', how: 'type', delivery: accept(input.freeText), source: 'mcpElicitation' },
      dismissed: { kind: 'delivered', how: 'cancelButton', delivery: server(MCP_TEXT.cancel), source: 'mcpElicitation' },
      declined: { kind: 'delivered', how: 'declineButton', delivery: server(MCP_TEXT.decline), source: 'mcpElicitation' },
      clarify: { kind: 'impossible', why: 'noClarify', source: 'mcpElicitation' },
      aborted: { kind: 'silent', how: 'runAborted', source: 'mcpTimeouts', shows: MCP_TEXT.cancelled },
      'nobody-answers': { kind: 'waits', how: 'waitsSdkTimeout', source: 'mcpSdkTimeout', then: server(MCP_TEXT.timeout, true), afterSeconds: 60 },
    };
  },
  readBack,
};
