/**
 * The page's MCP requests (SPEC §9), as frames, kept beside the client so
 * components never build frames (STYLE rule 9). Header values are secrets: each
 * is registered with the frame log before it is sent, so no entry (the
 * `mcp/connect` frame itself, an error that quotes it, an export) shows it.
 */
import { parseMcpHostFrame } from '../protocol/mcp-frames.ts';
import type { HostClient } from './client.ts';

/** From now on the client validates `mcp/*` frames (their schemas load with the MCP panel, not the first card). */
export function registerMcpFrames(client: HostClient): void {
  client.registerFrames('mcp/', parseMcpHostFrame);
}

export interface McpConnection {
  readonly url: string;
  /** Request headers, e.g. `Authorization: Bearer …`. */
  readonly headers: Readonly<Record<string, string>>;
  /** The card's words for a boolean's two options, in the page's locale. */
  readonly labels: { readonly yes: string; readonly no: string };
}

export function connectMcp(client: HostClient, connection: McpConnection): void {
  for (const value of Object.values(connection.headers)) {
    client.log.addSecret(value);
    // A bearer token also appears on its own (a server that echoes it without the scheme).
    const bare = value.replace(/^bearer\s+/i, '');
    if (bare !== value) client.log.addSecret(bare);
  }
  client.send({ type: 'mcp/connect', url: connection.url, headers: { ...connection.headers }, labels: { ...connection.labels } });
}

export function disconnectMcp(client: HostClient): void {
  client.send({ type: 'mcp/disconnect' });
}

export function callMcpTool(client: HostClient, tool: string, args: unknown, timeoutMs: number): void {
  client.send({ type: 'mcp/call', tool, arguments: args, timeoutMs });
}

export function checkMcpArguments(client: HostClient, checkId: string, tool: string, args: unknown): void {
  client.send({ type: 'mcp/check', checkId, tool, arguments: args });
}
