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
import type { DecodeCause, DecodedRequest } from '../protocol/request-link.ts';
import type { Theme, TokenOverrides } from '../client/editor/tokens.ts';
import { rawParams } from './url-params.ts';

export { rawParams };
export type { DecodedRequest };

/**
 * The three parameters that carry lz-string data (`q`, `tokens`, `scenario-data`)
 * are read through these (./url-decoders.ts): a chunk of its own, loaded only for
 * a link that has one of them (the first card's budget, docs/decisions/2026-12-02-first-card-budget.md).
 */
export interface UrlDecoders {
  request(value: string): DecodedRequest;
  tokens(value: string): { readonly tokens: TokenOverrides; readonly dropped: number } | null;
  /** lz-string text; null or '' when the value is not lz-string data. */
  text(value: string): string | null;
}

/** The encoded parameters the page must read before it mounts (`q` is read after: see `needsDecoders`). */
const DECODED_BEFORE_MOUNT: readonly string[] = ['tokens', 'scenario-data', 'draft'];

/**
 * Whether this URL needs the decoders before the page can mount: design tokens
 * (the first card wears them) and a scenario file (it is what runs). A `q` alone
 * does not: it is read with `deferRequest`.
 */
export function needsDecoders(search: string, hash = ''): boolean {
  const raw = rawParams(search, hash);
  return DECODED_BEFORE_MOUNT.some((name) => raw.get(name) !== undefined);
}

export interface UrlState {
  readonly request?: RequestData;
  /** `draft=`: a request shared while it was being designed; it opens as the editor's draft on the canvas, never asked. */
  readonly draft?: RequestData;
  /**
   * The `q` text, not yet decoded: read with `deferRequest`, the page needs no
   * decoder before the first card (the worker decodes and asks `q` by itself, see
   * boot.ts); the editor gets the request, or the page its problem, once decoded.
   */
  readonly requestText?: string;
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
  /** Which provider answers (`?provider=web|terminal|acp`, §12). */
  readonly provider?: 'web' | 'terminal' | 'acp';
  /** One per parameter that could not be used (or not all of it). */
  readonly problems: readonly LinkProblem[];
}

/**
 * What went wrong with a link: the request (`q`) could not be read; a view
 * setting (`lang`, `theme`, `width`, `tokens`) was ignored; some token values
 * were dropped; the link named both a scenario and a request, and the scenario
 * runs; or its scenario file (`scenario-data`) could not be read. A setting
 * carries the value it refused; `reason` is the decoder's English sentence,
 * `cause` a code for it. The page words each kind itself, in its locale, from
 * the kind and cause, never from `reason` (link-notices.ts).
 */
export type LinkProblem =
  | { readonly kind: 'request'; readonly reason: string; readonly cause?: DecodeCause; readonly paths?: readonly string[] }
  | { readonly kind: 'setting'; readonly param: 'lang' | 'theme' | 'width' | 'tokens' | 'provider'; readonly value: string }
  | { readonly kind: 'tokens-dropped'; readonly count: number }
  | { readonly kind: 'scenario-and-request' }
  | { readonly kind: 'two-scenarios' }
  | { readonly kind: 'scenario-data'; readonly cause: 'not-lz' };

/** What one parameter contributes: some state (and perhaps a problem with part of it), or the problem that kept it out. */
export type ParamResult =
  | { readonly ok: true; readonly state: Partial<Omit<UrlState, 'problems'>>; readonly problem?: LinkProblem }
  | { readonly ok: false; readonly problem: LinkProblem };

export interface UrlParam {
  readonly name: string;
  /** Its text, already percent-decoded, wherever it came from. */
  read(value: string, decoders: UrlDecoders): ParamResult;
}

const use = (state: Partial<Omit<UrlState, 'problems'>>): ParamResult => ({ ok: true, state });
const refuse = (problem: LinkProblem): ParamResult => ({ ok: false, problem });
const setting = (param: 'lang' | 'theme' | 'width' | 'tokens' | 'provider', value: string): ParamResult => refuse({ kind: 'setting', param, value });

/** Every parameter the playground reads, in the order their problems are reported. */
export const URL_PARAMS: readonly UrlParam[] = [
  { name: 'embed', read: (value) => use({ embed: value === '1' }) },
  { name: 'autoplay', read: (value) => use({ autoplay: value === '1' }) },
  {
    name: 'q',
    read: (value, decoders) => {
      const decoded = decoders.request(value);
      return decoded.ok ? use({ request: decoded.request }) : refuse(requestProblem(decoded));
    },
  },
  {
    name: 'lang',
    read: (value) => (value === 'zh' || value === 'en' ? use({ lang: value }) : setting('lang', value)),
  },
  {
    name: 'theme',
    read: (value) =>
      value === 'light' || value === 'dark' ? use({ theme: value }) : setting('theme', value),
  },
  {
    name: 'width',
    read: (value) => {
      const px = Number(value);
      return Number.isInteger(px) && px >= 280 && px <= 4000
        ? use({ width: px })
        : setting('width', value);
    },
  },
  {
    name: 'draft',
    read: (value, decoders) => {
      const decoded = decoders.request(value);
      return decoded.ok ? use({ draft: decoded.request }) : refuse(requestProblem(decoded));
    },
  },
  { name: 'scenario', read: (value) => use({ scenario: value }) },
  {
    name: 'scenario-data',
    read: (value, decoders) => {
      let text: string | null;
      try {
        text = decoders.text(value);
      } catch {
        text = null;
      }
      return text === null || text === ''
        ? refuse({ kind: 'scenario-data', cause: 'not-lz' })
        : use({ scenarioData: text });
    },
  },
  // Only a pre-fill: the panel checks the address when the person connects, and says what is wrong with it there.
  { name: 'mcp', read: (value) => use({ mcp: value }) },
  {
    name: 'provider',
    read: (value) => (value === 'web' || value === 'terminal' || value === 'acp' ? use({ provider: value }) : setting('provider', value)),
  },
  {
    name: 'tokens',
    read: (value, decoders) => {
      const decoded = decoders.tokens(value);
      if (decoded === null) return setting('tokens', value);
      return decoded.dropped > 0 ? { ok: true, state: { tokens: decoded.tokens }, problem: { kind: 'tokens-dropped', count: decoded.dropped } } : use({ tokens: decoded.tokens });
    },
  },
];

/**
 * The URL's state. `decoders` may be null only when `needsDecoders` is false; should
 * an encoded parameter come without them, it is reported as unreadable, never thrown.
 */
export function parseUrlStateWith(
  decoders: UrlDecoders | null,
  search: string,
  hash = '',
  options: { readonly deferRequest?: boolean } = {},
): UrlState {
  const raw = rawParams(search, hash);
  const problems: LinkProblem[] = [];
  let state: UrlState = { embed: false, autoplay: false, problems };
  for (const param of URL_PARAMS) {
    const value = raw.get(param.name);
    if (value === undefined) continue;
    if (param.name === 'q' && options.deferRequest === true) {
      state = { ...state, requestText: value };
      continue;
    }
    const result = param.read(value, decoders ?? UNAVAILABLE_DECODERS);
    if (result.ok) state = { ...state, ...result.state };
    if (result.problem !== undefined) problems.push(result.problem);
  }
  // A scenario file carries the whole story, an id only names one; Share never writes both: the file runs.
  if (state.scenario !== undefined && state.scenarioData !== undefined) {
    const { scenario: _named, ...rest } = state;
    state = rest;
    problems.push({ kind: 'two-scenarios' });
  }
  // A scenario is a whole story and Share never writes both: the scenario runs, the request is not asked.
  if ((state.scenario !== undefined || state.scenarioData !== undefined) && (state.request !== undefined || state.requestText !== undefined)) {
    const { request: _ignored, requestText: _unread, ...rest } = state;
    state = rest;
    problems.push({ kind: 'scenario-and-request' });
  }
  return state;
}

/** Stand-ins for decoders whose chunk did not load: every encoded value reads as unreadable, and says why. */
export const UNAVAILABLE_DECODERS: UrlDecoders = {
  request: () => ({ ok: false, cause: 'unloaded', reason: 'the link could not be read: its decoder did not load' }),
  tokens: () => null,
  text: () => null,
};

/** A request that could not be read, as the link problem the page words. */
export function requestProblem(decoded: Extract<DecodedRequest, { ok: false }>): LinkProblem {
  return { kind: 'request', reason: decoded.reason, cause: decoded.cause, ...(decoded.paths !== undefined ? { paths: decoded.paths } : {}) };
}
