/**
 * URL state (§5.7): the playground's parameters, read from the query and from the
 * fragment, and the share link, written into the fragment. Each parameter is one
 * entry of `URL_PARAMS` (its name and how its text becomes state), read the same
 * way from both places; the fragment wins where both give a parameter, because
 * it is what Share writes. A bad parameter yields a clear message and its
 * default, never an exception.
 *
 * Why the fragment: it never reaches the server, so neither a server's header
 * limit (Node answers 431 above 16 kB of request line and headers, nginx's is
 * smaller) nor its logs ever see the request. Links have one limit left, the
 * browser's own URL length (`MAX_LINK_CHARS`); above it Share offers a scenario
 * file instead. See docs/decisions/2026-12-03-links-in-the-fragment.md.
 */
import type { RequestData } from '../protocol/index.ts';
import { decodeRequest, encodeRequest } from '../protocol/request-link.ts';
import { decompressFromEncodedURIComponent } from 'lz-string';
import { decodeTokens, encodeTokens, hasOverrides, readTokens, type Theme, type TokenOverrides } from '../client/editor/tokens.ts';
import { rawParams } from './url-params.ts';

export { decodeRequest, decodeTokens, encodeRequest, encodeTokens, rawParams };
export type { DecodedRequest } from '../protocol/request-link.ts';

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
   * the link (§10.3). Only decompressed here: the scenario runs validate it with
   * the scenario loader, which names the JSON path of any problem.
   */
  readonly scenarioData?: string;
  readonly tokens?: TokenOverrides;
  /** Pre-fills the MCP server URL (`?mcp=`, §9); it never connects by itself. */
  readonly mcp?: string;
  /** One per parameter that could not be used (or not all of it). */
  readonly problems: readonly LinkProblem[];
}

/**
 * What went wrong with a link: the request (`q`) could not be read; a view
 * setting (`lang`, `theme`, `width`, `tokens`) was ignored; some token values
 * were dropped; the link named both a scenario and a request, and the scenario
 * runs; or its scenario file (`scenario-data`) could not be read. `reason` is
 * an English sentence where there is one; the page words each kind itself.
 */
export type LinkProblem =
  | { readonly kind: 'request'; readonly reason: string }
  | { readonly kind: 'setting'; readonly param: 'lang' | 'theme' | 'width' | 'tokens'; readonly reason: string }
  | { readonly kind: 'tokens-dropped'; readonly count: number }
  | { readonly kind: 'scenario-and-request' }
  | { readonly kind: 'scenario-data'; readonly reason: string };

/** What one parameter contributes: some state (and perhaps a problem with part of it), or the problem that kept it out. */
export type ParamResult =
  | { readonly ok: true; readonly state: Partial<Omit<UrlState, 'problems'>>; readonly problem?: LinkProblem }
  | { readonly ok: false; readonly problem: LinkProblem };

export interface UrlParam {
  readonly name: string;
  /** Its text, already percent-decoded, wherever it came from. */
  read(value: string): ParamResult;
}

const use = (state: Partial<Omit<UrlState, 'problems'>>): ParamResult => ({ ok: true, state });
const refuse = (problem: LinkProblem): ParamResult => ({ ok: false, problem });
const setting = (param: 'lang' | 'theme' | 'width' | 'tokens', reason: string): ParamResult => refuse({ kind: 'setting', param, reason });

/** Every parameter the playground reads, in the order their problems are reported. */
export const URL_PARAMS: readonly UrlParam[] = [
  { name: 'embed', read: (value) => use({ embed: value === '1' }) },
  { name: 'autoplay', read: (value) => use({ autoplay: value === '1' }) },
  {
    name: 'q',
    read: (value) => {
      const decoded = decodeRequest(value);
      return decoded.ok ? use({ request: decoded.request }) : refuse({ kind: 'request', reason: decoded.reason });
    },
  },
  {
    name: 'lang',
    read: (value) => (value === 'zh' || value === 'en' ? use({ lang: value }) : setting('lang', `lang must be "zh" or "en", not "${value}"`)),
  },
  {
    name: 'theme',
    read: (value) =>
      value === 'light' || value === 'dark' ? use({ theme: value }) : setting('theme', `theme must be "light" or "dark", not "${value}"`),
  },
  {
    name: 'width',
    read: (value) => {
      const px = Number(value);
      return Number.isInteger(px) && px >= 280 && px <= 4000
        ? use({ width: px })
        : setting('width', `width must be a whole number of pixels between 280 and 4000, not "${value}"`);
    },
  },
  { name: 'scenario', read: (value) => use({ scenario: value }) },
  {
    name: 'scenario-data',
    read: (value) => {
      let text: string | null;
      try {
        text = decompressFromEncodedURIComponent(value);
      } catch {
        text = null;
      }
      return text === null || text === ''
        ? refuse({ kind: 'scenario-data', reason: 'the scenario-data parameter is not lz-string data (it may be cut short)' })
        : use({ scenarioData: text });
    },
  },
  // Only a pre-fill: the panel checks the address when the person connects, and says what is wrong with it there.
  { name: 'mcp', read: (value) => use({ mcp: value }) },
  {
    name: 'tokens',
    read: (value) => {
      const decoded = readTokens(value);
      if (decoded === null) return setting('tokens', 'the tokens parameter could not be read; the default design tokens are used');
      return decoded.dropped > 0 ? { ok: true, state: { tokens: decoded.tokens }, problem: { kind: 'tokens-dropped', count: decoded.dropped } } : use({ tokens: decoded.tokens });
    },
  },
];

export function parseUrlState(search: string, hash = ''): UrlState {
  const raw = rawParams(search, hash);
  const problems: LinkProblem[] = [];
  let state: UrlState = { embed: false, autoplay: false, problems };
  for (const param of URL_PARAMS) {
    const value = raw.get(param.name);
    if (value === undefined) continue;
    const result = param.read(value);
    if (result.ok) state = { ...state, ...result.state };
    if (result.problem !== undefined) problems.push(result.problem);
  }
  // A scenario is a whole story and Share never writes both: the scenario runs, the request is not asked.
  if ((state.scenario !== undefined || state.scenarioData !== undefined) && state.request !== undefined) {
    const { request: _ignored, ...rest } = state;
    state = rest;
    problems.push({ kind: 'scenario-and-request' });
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

/**
 * The longest link Share hands out, in characters. Firefox refuses URLs longer
 * than 1,048,576 characters (`network.standard-url.max-length`), Chromium longer
 * than 2,097,152 (`url::kMaxURLChars`); one million leaves room for the origin
 * and path and opens in both.
 */
export const MAX_LINK_CHARS = 1_000_000;

/** The URL of the current state: what Share copies, state in the fragment. Never carries secrets (there are none in this state). */
export function buildShareUrl(base: string, state: ShareState): string {
  const url = new URL(base);
  url.search = '';
  const params = new URLSearchParams();
  if (state.scenario !== undefined) params.set('scenario', state.scenario);
  else if (state.request !== undefined) params.set('q', encodeRequest(state.request));
  params.set('lang', state.lang);
  params.set('theme', state.theme);
  if (state.width !== undefined) params.set('width', String(state.width));
  if (state.tokens !== undefined && hasOverrides(state.tokens)) params.set('tokens', encodeTokens(state.tokens));
  url.hash = params.toString();
  return url.href;
}

export type ShareLink = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly reason: 'too-large'; readonly chars: number; readonly limit: number };

/** The share link, or why there is none: a request too large for any browser's URL (Share then offers a scenario file). */
export function shareLink(base: string, state: ShareState, limit = MAX_LINK_CHARS): ShareLink {
  const url = buildShareUrl(base, state);
  return url.length <= limit ? { ok: true, url } : { ok: false, reason: 'too-large', chars: url.length, limit };
}
