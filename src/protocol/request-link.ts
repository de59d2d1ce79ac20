/**
 * A request as URL text (§5.7): lz-string's `compressToEncodedURIComponent` of its
 * JSON. Here, below both sides, because the page reads it from its URL and the
 * worker decodes the same text at boot (`run/boot`): one decoder, one verdict.
 */
import './zod-messages.ts';
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describeIssues, formatPath, requestDataSchema, type RequestData } from './schemas.ts';

/**
 * Why a link's request could not be read: `reason` is an English sentence (the
 * worker's and the tests' wording); `cause` and, for a request that does not fit
 * the schema, the `paths` it fails at, let a page word it in its own locale.
 */
export type DecodedRequest =
  | { ok: true; request: RequestData }
  | { ok: false; reason: string; cause: DecodeCause; paths?: readonly string[] };

export type DecodeCause = 'not-lz' | 'not-json' | 'schema' | 'unloaded';

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
  if (json === null || json === '') return { ok: false, cause: 'not-lz', reason: 'the q parameter is not lz-string data (it may be cut short)' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, cause: 'not-json', reason: `the q parameter is not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const parsed = requestDataSchema.safeParse(value);
  if (!parsed.success) {
    const paths = [...new Set(parsed.error.issues.slice(0, 3).map((issue) => formatPath(issue.path)))];
    return { ok: false, cause: 'schema', paths, reason: `the request does not match the schema: ${describeIssues(parsed.error)}` };
  }
  return { ok: true, request: orderedLike(parsed.data, value) as RequestData };
}

/**
 * The checked value with its keys in the order the link wrote them (the schema's output follows its own shape's
 * order): a shared request reopens in the editor exactly as it was written, key for key.
 */
function orderedLike(checked: unknown, written: unknown): unknown {
  if (Array.isArray(checked)) return checked.map((item, i) => orderedLike(item, Array.isArray(written) ? written[i] : undefined));
  if (checked === null || typeof checked !== 'object') return checked;
  const source = written !== null && typeof written === 'object' && !Array.isArray(written) ? (written as Record<string, unknown>) : {};
  const from = checked as Record<string, unknown>;
  const keys = [...Object.keys(source).filter((k) => k in from), ...Object.keys(from).filter((k) => !(k in source))];
  return Object.fromEntries(keys.map((k) => [k, orderedLike(from[k], source[k])]));
}
