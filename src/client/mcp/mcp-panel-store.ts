/**
 * The non-reactive half of the MCP panel: the connection form as typed (URL,
 * bearer token, other headers), its validation as copy keys, "remember on this
 * device" (the only place a token may touch localStorage, and only while the
 * person has ticked it), the time limit, and a starting argument object built
 * from a tool's input schema.
 */
import * as z from 'zod/mini';
import { hasUrlCredentials } from '../../bridge/redact.ts';
import type { McpKey } from './mcp-copy.ts';

export const STORAGE_KEY = 'asklab.mcp.v1';

export type PanelStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface HeaderRow {
  readonly name: string;
  readonly value: string;
}

export interface McpForm {
  readonly url: string;
  readonly token: string;
  readonly headers: readonly HeaderRow[];
}

const rememberedSchema = z.object({
  url: z.string(),
  token: z.string(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
});

/** RFC 9110 token characters: what a header name may hold. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function urlProblem(url: string): McpKey | null {
  const text = url.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return 'mcp.urlInvalid';
  if (hasUrlCredentials(text)) return 'mcp.urlCredentials';
  return null;
}

/** The index of the first header row whose name cannot be sent, or -1 (rows with no name are ignored). */
export function badHeaderRow(rows: readonly HeaderRow[]): number {
  return rows.findIndex((row) => row.name.trim() !== '' && !HEADER_NAME.test(row.name.trim()));
}

/** The headers to send: the bearer token as Authorization, then the other rows with a name. */
export function headersOf(form: McpForm): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const row of form.headers) {
    const name = row.name.trim();
    if (name !== '') headers[name] = row.value;
  }
  const token = form.token.trim();
  if (token !== '') headers['Authorization'] = /^bearer\s/i.test(token) ? token : `Bearer ${token}`;
  return headers;
}

/** Whole seconds from 1 to 600, or null. */
export function timeLimitOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const seconds = Number(trimmed);
  return seconds >= 1 && seconds <= 600 ? seconds : null;
}

export type ParsedArguments = { readonly ok: true; readonly value: Record<string, unknown> } | { readonly ok: false; readonly key: McpKey; readonly detail?: string };

export function parseArguments(text: string): ParsedArguments {
  let value: unknown;
  try {
    value = JSON.parse(text.trim() === '' ? '{}' : text);
  } catch (error) {
    return { ok: false, key: 'mcp.argumentsJson', detail: error instanceof Error ? error.message : String(error) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, key: 'mcp.argumentsObject' };
  return { ok: true, value: value as Record<string, unknown> };
}

function placeholderFor(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return null;
  const s = schema as { default?: unknown; type?: unknown; enum?: unknown[] };
  if ('default' in s) return s.default;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  switch (s.type) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return null;
  }
}

/** A starting argument object: every property with a default, and a placeholder for each required one. */
export function skeletonOf(inputSchema: Readonly<Record<string, unknown>>): string {
  const properties = inputSchema['properties'];
  const required = Array.isArray(inputSchema['required']) ? inputSchema['required'].filter((r): r is string => typeof r === 'string') : [];
  const out: Record<string, unknown> = {};
  if (typeof properties === 'object' && properties !== null) {
    for (const [key, schema] of Object.entries(properties)) {
      const hasDefault = typeof schema === 'object' && schema !== null && 'default' in schema;
      if (hasDefault || required.includes(key)) out[key] = placeholderFor(schema);
    }
  }
  return JSON.stringify(out, null, 2);
}

export function loadRemembered(storage: PanelStorage | null): McpForm | null {
  if (storage === null) return null;
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const parsed = rememberedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function remember(storage: PanelStorage | null, form: McpForm): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ url: form.url, token: form.token, headers: form.headers }));
  } catch {
    // Quota or privacy mode: remembering is a convenience, the connection still works.
  }
}

export function forget(storage: PanelStorage | null): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // As above.
  }
}

export function defaultStorage(): PanelStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
