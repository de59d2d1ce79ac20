/**
 * Share (§5.7): the link to the current state, written into the fragment. Not in
 * the first card: the top bar and the Code tab, which use it, load after it.
 */
import type { RequestData } from '../protocol/index.ts';
import { encodeRequest } from '../protocol/request-link.ts';
import { hasOverrides, type Theme, type TokenOverrides } from '../client/editor/tokens.ts';
import { encodeTokens } from '../client/editor/tokens-link.ts';

export interface ShareState {
  readonly request?: RequestData;
  /** The request is a draft being designed, not an ask: the link reopens it as the draft (`draft=`), never asks it. */
  readonly asDraft?: boolean;
  readonly scenario?: string;
  readonly lang: 'zh' | 'en';
  readonly theme: Theme;
  readonly width?: number;
  readonly tokens?: TokenOverrides;
  /** The provider answering, when it is not the web card (§12). */
  readonly provider?: 'terminal' | 'acp';
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
  else if (state.request !== undefined) params.set(state.asDraft === true ? 'draft' : 'q', encodeRequest(state.request));
  params.set('lang', state.lang);
  params.set('theme', state.theme);
  if (state.width !== undefined) params.set('width', String(state.width));
  if (state.tokens !== undefined && hasOverrides(state.tokens)) params.set('tokens', encodeTokens(state.tokens));
  if (state.provider !== undefined) params.set('provider', state.provider);
  url.hash = params.toString();
  return url.href;
}

export type ShareLink = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly reason: 'too-large'; readonly chars: number; readonly limit: number };

/** The share link, or why there is none: a request too large for any browser's URL (Share then offers a scenario file). */
export function shareLink(base: string, state: ShareState, limit = MAX_LINK_CHARS): ShareLink {
  const url = buildShareUrl(base, state);
  return url.length <= limit ? { ok: true, url } : { ok: false, reason: 'too-large', chars: url.length, limit };
}

/** What the page knows when Share is pressed: its state, and a scenario's own link when one that is not built in is open. */
export interface ShareSource {
  readonly state: () => ShareState;
  /** A saved, opened or linked scenario's `scenario-data` link; null when none is open. */
  readonly scenarioLink: () => string | null;
  /** The page's own address (the link keeps its path). */
  readonly href: () => string;
}

/** The link Share hands out for `source`, or why there is none. */
export function currentShareLink(source: ShareSource): ShareLink {
  const own = source.scenarioLink();
  if (own === null) return shareLink(source.href(), source.state());
  return own.length <= MAX_LINK_CHARS ? { ok: true, url: own } : { ok: false, reason: 'too-large', chars: own.length, limit: MAX_LINK_CHARS };
}

/** The URL the Code tab shows: the share link, or the state's own link when that is too large to hand out. */
export function currentShareUrl(source: ShareSource): string {
  const link = currentShareLink(source);
  return link.ok ? link.url : buildShareUrl(source.href(), source.state());
}
