/**
 * URL state (§5.3): parses the playground's query parameters. Each bad parameter
 * yields a problem (what it was about, and why) and its default, never an
 * exception; the page words each kind of problem itself.
 */
import { decompressFromEncodedURIComponent, compressToEncodedURIComponent } from 'lz-string';
import { describeIssues, requestDataSchema, type RequestData } from '../protocol/index.ts';
import { decodeTokens, encodeTokens, hasOverrides, readTokens, type Theme, type TokenOverrides } from '../client/editor/tokens.ts';

export { decodeTokens, encodeTokens };


export interface UrlState {
  readonly request?: RequestData;
  readonly lang?: 'zh' | 'en';
  readonly theme?: Theme;
  readonly width?: number;
  readonly embed: boolean;
  readonly autoplay: boolean;
  readonly scenario?: string;
  /**
   * `?scenario-data=`: a whole scenario file's JSON text, lz-string compressed in
   * the link (§10.3). Decompressed here; parsed and validated by the scenario
   * loader, which names the JSON path of any problem.
   */
  readonly scenarioData?: string;
  readonly tokens?: TokenOverrides;
  /** Pre-fills the MCP server URL (`?mcp=`, §9); it never connects by itself. */
  readonly mcp?: string;
  /** One per parameter that could not be used (or not all of it). */
  readonly problems: readonly LinkProblem[];
}

/**
 * What went wrong with a link: the request (`?q=`) could not be read; a view
 * setting (`lang`, `theme`, `width`, `tokens`) was ignored; some token values
 * were dropped; or the link named both a scenario and a request, and the
 * scenario runs. `reason` is a sentence in English for the first two.
 */
export type LinkProblem =
  | { readonly kind: 'request'; readonly reason: string }
  | { readonly kind: 'setting'; readonly param: 'lang' | 'theme' | 'width' | 'tokens'; readonly reason: string }
  | { readonly kind: 'tokens-dropped'; readonly count: number }
  | { readonly kind: 'scenario-and-request' }
  | { readonly kind: 'scenario-data'; readonly reason: string };

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
  const problems: LinkProblem[] = [];
  let state: UrlState = { embed: params.get('embed') === '1', autoplay: params.get('autoplay') === '1', problems };

  const q = params.get('q');
  if (q !== null) {
    const decoded = decodeRequest(q);
    if (decoded.ok) state = { ...state, request: decoded.request };
    else problems.push({ kind: 'request', reason: decoded.reason });
  }
  const lang = params.get('lang');
  if (lang !== null) {
    if (lang === 'zh' || lang === 'en') state = { ...state, lang };
    else problems.push({ kind: 'setting', param: 'lang', reason: `lang must be "zh" or "en", not "${lang}"` });
  }
  const theme = params.get('theme');
  if (theme !== null) {
    if (theme === 'light' || theme === 'dark') state = { ...state, theme };
    else problems.push({ kind: 'setting', param: 'theme', reason: `theme must be "light" or "dark", not "${theme}"` });
  }
  const width = params.get('width');
  if (width !== null) {
    const px = Number(width);
    if (Number.isInteger(px) && px >= 280 && px <= 4000) state = { ...state, width: px };
    else problems.push({ kind: 'setting', param: 'width', reason: `width must be a whole number of pixels between 280 and 4000, not "${width}"` });
  }
  const scenario = params.get('scenario');
  if (scenario !== null) {
    // A scenario is a whole story and Share never writes both: the scenario runs, the request is not asked.
    if (state.request !== undefined) {
      const { request: _ignored, ...rest } = state;
      state = rest;
      problems.push({ kind: 'scenario-and-request' });
    }
    state = { ...state, scenario };
  }
  const scenarioData = params.get('scenario-data');
  if (scenarioData !== null) {
    let text: string | null;
    try {
      text = decompressFromEncodedURIComponent(scenarioData);
    } catch {
      text = null;
    }
    if (text === null || text === '') problems.push({ kind: 'scenario-data', reason: 'the scenario-data parameter is not lz-string data (it may be cut short)' });
    else state = { ...state, scenarioData: text };
  }
  // Only a pre-fill: the panel checks the address when the person connects, and says what is wrong with it there.
  const mcp = params.get('mcp');
  if (mcp !== null) state = { ...state, mcp };
  const tokens = params.get('tokens');
  if (tokens !== null) {
    const decoded = readTokens(tokens);
    if (decoded === null) {
      problems.push({ kind: 'setting', param: 'tokens', reason: 'the tokens parameter could not be read; the default design tokens are used' });
    } else {
      state = { ...state, tokens: decoded.tokens };
      if (decoded.dropped > 0) problems.push({ kind: 'tokens-dropped', count: decoded.dropped });
    }
  }
  return state;
}

export interface ShareState {
  readonly request?: RequestData;
  readonly scenario?: string;
  readonly lang: 'zh' | 'en';
  readonly theme: Theme;
  readonly width?: number;
  readonly tokens?: TokenOverrides;
}

/** The URL of the current state: what Share copies. Never carries secrets (there are none in this state). */
export function buildShareUrl(base: string, state: ShareState): string {
  const url = new URL(base);
  url.search = '';
  if (state.scenario !== undefined) url.searchParams.set('scenario', state.scenario);
  else if (state.request !== undefined) url.searchParams.set('q', encodeRequest(state.request));
  url.searchParams.set('lang', state.lang);
  url.searchParams.set('theme', state.theme);
  if (state.width !== undefined) url.searchParams.set('width', String(state.width));
  if (state.tokens !== undefined && hasOverrides(state.tokens)) url.searchParams.set('tokens', encodeTokens(state.tokens));
  return url.href;
}
