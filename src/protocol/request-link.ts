/**
 * A request as URL text (§5.7): lz-string's `compressToEncodedURIComponent` of its
 * JSON. Here, below both sides, because the page reads it from its URL and the
 * worker decodes the same text at boot (`run/boot`): one decoder, one verdict.
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describeIssues, requestDataSchema, type RequestData } from './schemas.ts';

export type DecodedRequest = { ok: true; request: RequestData } | { ok: false; reason: string };

export function encodeRequest(request: RequestData): string {
  return compressToEncodedURIComponent(JSON.stringify(request));
}

export function decodeRequest(data: string): DecodedRequest {
  let json: string | null;
  try {
    json = decompressFromEncodedURIComponent(data);
  } catch {
    json = null;
  }
  if (json === null || json === '') return { ok: false, reason: 'the q parameter is not lz-string data (it may be cut short)' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, reason: `the q parameter is not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = requestDataSchema.safeParse(value);
  if (!parsed.success) return { ok: false, reason: `the request does not match the schema: ${describeIssues(parsed.error)}` };
  return { ok: true, request: parsed.data };
}
