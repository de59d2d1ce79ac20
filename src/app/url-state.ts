/**
 * URL state (§5.3): parses the playground's query parameters. Each bad parameter
 * yields a clear message and its default, never an exception.
 */
import { decompressFromEncodedURIComponent, compressToEncodedURIComponent } from 'lz-string';
import { describeIssues, requestDataSchema, type RequestData } from '../protocol/index.ts';

export type Theme = 'light' | 'dark';

export interface UrlState {
  readonly request?: RequestData;
  readonly lang?: 'zh' | 'en';
  readonly theme?: Theme;
  readonly width?: number;
  readonly embed: boolean;
  readonly autoplay: boolean;
  readonly scenario?: string;
  /** One message per parameter that could not be used. */
  readonly problems: readonly string[];
}

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

export function parseUrlState(search: string): UrlState {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  let state: UrlState = { embed: params.get('embed') === '1', autoplay: params.get('autoplay') === '1', problems };

  const q = params.get('q');
  if (q !== null) {
    const decoded = decodeRequest(q);
    if (decoded.ok) state = { ...state, request: decoded.request };
    else problems.push(decoded.reason);
  }
  const lang = params.get('lang');
  if (lang !== null) {
    if (lang === 'zh' || lang === 'en') state = { ...state, lang };
    else problems.push(`lang must be "zh" or "en", not "${lang}"`);
  }
  const theme = params.get('theme');
  if (theme !== null) {
    if (theme === 'light' || theme === 'dark') state = { ...state, theme };
    else problems.push(`theme must be "light" or "dark", not "${theme}"`);
  }
  const width = params.get('width');
  if (width !== null) {
    const px = Number(width);
    if (Number.isInteger(px) && px >= 280 && px <= 4000) state = { ...state, width: px };
    else problems.push(`width must be a whole number of pixels between 280 and 4000, not "${width}"`);
  }
  const scenario = params.get('scenario');
  if (scenario !== null) state = { ...state, scenario };
  return state;
}
