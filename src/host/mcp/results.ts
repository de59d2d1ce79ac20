/**
 * Tool results of the MCP session's rows: a failure worded for the model, and a server's `tools/call` result
 * projected into the text a model would read, and the server URL the person typed, checked. Pure; ./session.ts
 * decides when each is used.
 */
import type { ToolResult } from '../../protocol/index.ts';
import { hasUrlCredentials } from '../../bridge/redact.ts';

/** A row's failure: the code on the row, `Error: <message>` as the text. */
export function failure(name: string, code: string, message: string): ToolResult {
  return { isError: true, error: { name, code }, content: [{ type: 'text', text: `Error: ${message}` }] };
}

/** The server's result as the text a model would read: one text block per content block. */
export function projectCall(result: { content?: readonly unknown[] | undefined; isError?: boolean | undefined; structuredContent?: unknown }): ToolResult {
  const texts = (result.content ?? []).map(blockText);
  if (texts.length === 0 && result.structuredContent !== undefined) texts.push(JSON.stringify(result.structuredContent));
  const content = texts.map((text) => ({ type: 'text' as const, text }));
  if (result.isError === true) return { isError: true, error: { name: 'McpToolError', code: 'MCP_TOOL_ERROR' }, content };
  return { isError: false, value: result, content };
}

function blockText(block: unknown): string {
  if (typeof block !== 'object' || block === null) return String(block);
  const b = block as { type?: unknown; text?: unknown; mimeType?: unknown; data?: unknown; uri?: unknown; resource?: { uri?: unknown; text?: unknown } };
  switch (b.type) {
    case 'text':
      return typeof b.text === 'string' ? b.text : '';
    case 'image':
    case 'audio':
      return `[${b.type} ${String(b.mimeType)}, ${typeof b.data === 'string' ? b.data.length : 0} characters of base64]`;
    case 'resource_link':
      return `[resource link ${String(b.uri)}]`;
    case 'resource':
      return typeof b.resource?.text === 'string' ? b.resource.text : `[resource ${String(b.resource?.uri)}]`;
    default:
      return JSON.stringify(block);
  }
}

/** The server URL, refused with a reason when it cannot be one (never echoing credentials written into it). */
export function parseServerUrl(text: string): { ok: true; url: URL } | { ok: false; reason: string } {
  const trimmed = text.trim();
  if (hasUrlCredentials(trimmed)) return { ok: false, reason: 'the address carries a user name or password; put credentials in a header instead' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, reason: 'not an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `${url.protocol} is not http: or https:` };
  return { ok: true, url };
}
