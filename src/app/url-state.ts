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
import { decodeTokens, encodeTokens, hasOverrides, type Theme, type TokenOverrides } from '../client/editor/tokens.ts';
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
  readonly tokens?: TokenOverrides;
  /** Pre-fills the MCP server URL (`?mcp=`, §9); it never connects by itself. */
  readonly mcp?: string;
  /** One message per parameter that could not be used. */
  readonly problems: readonly string[];
}

/** What one parameter contributes: some state, or the sentence that says why its text could not be used. */
export type ParamResult = { readonly ok: true; readonly state: Partial<Omit<UrlState, 'problems'>> } | { readonly ok: false; readonly problem: string };

export interface UrlParam {
  readonly name: string;
  /** Its text, already percent-decoded, wherever it came from. */
  read(value: string): ParamResult;
}

const use = (state: Partial<Omit<UrlState, 'problems'>>): ParamResult => ({ ok: true, state });
const refuse = (problem: string): ParamResult => ({ ok: false, problem });

/** Every parameter the playground reads, in the order their problems are reported. */
export const URL_PARAMS: readonly UrlParam[] = [
  { name: 'embed', read: (value) => use({ embed: value === '1' }) },
  { name: 'autoplay', read: (value) => use({ autoplay: value === '1' }) },
  {
    name: 'q',
    read: (value) => {
      const decoded = decodeRequest(value);
      return decoded.ok ? use({ request: decoded.request }) : refuse(decoded.reason);
    },
  },
  {
    name: 'lang',
    read: (value) => (value === 'zh' || value === 'en' ? use({ lang: value }) : refuse(`lang must be "zh" or "en", not "${value}"`)),
  },
  {
    name: 'theme',
    read: (value) =>
      value === 'light' || value === 'dark' ? use({ theme: value }) : refuse(`theme must be "light" or "dark", not "${value}"`),
  },
  {
    name: 'width',
    read: (value) => {
      const px = Number(value);
      return Number.isInteger(px) && px >= 280 && px <= 4000
        ? use({ width: px })
        : refuse(`width must be a whole number of pixels between 280 and 4000, not "${value}"`);
    },
  },
  { name: 'scenario', read: (value) => use({ scenario: value }) },
  // Only a pre-fill: the panel checks the address when the person connects, and says what is wrong with it there.
  { name: 'mcp', read: (value) => use({ mcp: value }) },
  {
    name: 'tokens',
    read: (value) => {
      const decoded = decodeTokens(value);
      return decoded === null ? refuse('the tokens parameter could not be read; the default design tokens are used') : use({ tokens: decoded });
    },
  },
];

export function parseUrlState(search: string, hash = ''): UrlState {
  const raw = rawParams(search, hash);
  const problems: string[] = [];
  let state: UrlState = { embed: false, autoplay: false, problems };
  for (const param of URL_PARAMS) {
    const value = raw.get(param.name);
    if (value === undefined) continue;
    const result = param.read(value);
    if (result.ok) state = { ...state, ...result.state };
    else problems.push(result.problem);
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
