/**
 * MCP form elicitation, the current revision (2026-07-28) beside the one before
 * (2025-11-25), where they differ: how the request reaches the client, how the
 * answer goes back, where the client declares the capability, URL mode, and
 * what is left pending while nobody answers. Protocol shapes, quoted from each
 * revision's own pages (cited per row); the requested schema and the
 * `{ action, content }` result are the same in both. Pure data.
 */
import type { SourceId } from './sources.ts';

export const MCP_REVISIONS = ['2025-11-25', '2026-07-28'] as const;
export type McpRevision = (typeof MCP_REVISIONS)[number];

export type McpTopic = 'arrives' | 'returns' | 'capability' | 'url' | 'pending' | 'choices';

export interface McpRevisionRow {
  readonly topic: McpTopic;
  readonly values: Readonly<Record<McpRevision, string>>;
  readonly sources: Readonly<Record<McpRevision, SourceId>>;
}

const both = (id: SourceId): Readonly<Record<McpRevision, SourceId>> => ({ '2025-11-25': id, '2026-07-28': id });

export const MCP_REVISION_ROWS: readonly McpRevisionRow[] = [
  {
    topic: 'arrives',
    values: {
      '2025-11-25': '{"jsonrpc":"2.0","id":1,"method":"elicitation/create","params":{"mode":"form","message":…,"requestedSchema":…}}',
      '2026-07-28': '{"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required","inputRequests":{"<key>":{"method":"elicitation/create","params":{…}}},"requestState":…}}',
    },
    sources: { '2025-11-25': 'mcpElicitationPrev', '2026-07-28': 'mcpMrtr' },
  },
  {
    topic: 'returns',
    values: {
      '2025-11-25': '{"jsonrpc":"2.0","id":1,"result":{"action":"accept","content":{…}}}',
      '2026-07-28': 'tools/call (id 2, retried) "inputResponses":{"<key>":{"action":"accept","content":{…}}},"requestState":…',
    },
    sources: { '2025-11-25': 'mcpElicitationPrev', '2026-07-28': 'mcpMrtr' },
  },
  {
    topic: 'capability',
    values: {
      '2025-11-25': 'initialize: "capabilities":{"elicitation":{"form":{},"url":{}}}',
      '2026-07-28': 'every request: "_meta":{"io.modelcontextprotocol/clientCapabilities":{"elicitation":{"form":{},"url":{}}}}',
    },
    sources: { '2025-11-25': 'mcpElicitationPrev', '2026-07-28': 'mcpElicitation' },
  },
  {
    topic: 'url',
    values: {
      '2025-11-25': 'mode "url" + elicitationId; notifications/elicitation/complete; URLElicitationRequiredError (-32042)',
      '2026-07-28': 'mode "url", no elicitationId, no completion notification: the client retries, the server reads requestState',
    },
    sources: { '2025-11-25': 'mcpElicitationPrev', '2026-07-28': 'mcpChangelog' },
  },
  {
    topic: 'pending',
    values: {
      '2025-11-25': 'the server holds a request ("SHOULD establish timeouts"; @modelcontextprotocol/sdk: 60 s)',
      '2026-07-28': 'nothing is held: the InputRequiredResult already answered the request',
    },
    sources: { '2025-11-25': 'mcpTimeouts', '2026-07-28': 'mcpMrtr' },
  },
  {
    topic: 'choices',
    values: {
      '2025-11-25': 'oneOf / items.anyOf: [{ "const", "title" }] (no description per choice)',
      '2026-07-28': 'oneOf / items.anyOf: [{ "const", "title" }] (no description per choice)',
    },
    sources: both('mcpSchema'),
  },
];
