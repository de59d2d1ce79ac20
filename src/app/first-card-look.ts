/**
 * Whether the entry may draw the first card before the app (./first-card.ts), and
 * how: decided from the URL alone, in the entry chunk, so that any other page pays
 * nothing for the drawing (docs/decisions/2026-12-04-first-card-before-the-app.md).
 */
import { readLayout, type Layout } from '../client/workbench/breakpoints.ts';
import { linkLocale, rawParams } from './url-params.ts';

/** The Element Timing identifier of the drawn heading (the app's card heading carries `ask-card`, as the bench times both). */
export const FIRST_CARD_TIMING = 'ask-card';
/** Marks the drawn shell, so the app (and tests) can tell it from the live one. */
export const FIRST_CARD_ATTR = 'data-first-card';

export interface FirstCardLook {
  readonly locale: 'zh' | 'en';
  readonly theme: 'light' | 'dark';
  readonly layout: Layout;
}

/** What the page reads of its environment (tests pass their own). */
export interface FirstCardEnv {
  readonly languages: readonly string[];
  readonly prefersDark: boolean;
  readonly layout: Layout;
}

const DRAWABLE_PARAMS = new Set(['q', 'lang', 'theme']);

/**
 * How the app will look for this link, when its first card may be drawn before the app: the link has a `q` and
 * nothing but a valid `lang` and `theme` beside it. Otherwise undefined, and the app loads at once.
 */
export function firstCardLook(search: string, hash: string, env: FirstCardEnv): FirstCardLook | undefined {
  const params = rawParams(search, hash);
  if (!params.has('q')) return undefined;
  for (const name of params.keys()) if (!DRAWABLE_PARAMS.has(name)) return undefined;
  const lang = params.get('lang');
  const theme = params.get('theme');
  if (lang !== undefined && lang !== 'zh' && lang !== 'en') return undefined;
  if (theme !== undefined && theme !== 'light' && theme !== 'dark') return undefined;
  // As the app decides them: the link first, then the browser.
  const locale = linkLocale(lang, env.languages);
  return { locale, theme: theme ?? (env.prefersDark ? 'dark' : 'light'), layout: env.layout };
}

/** The page's own environment. */
export function pageEnv(): FirstCardEnv {
  return {
    languages: navigator.languages,
    prefersDark: window.matchMedia('(prefers-color-scheme: dark)').matches,
    layout: readLayout(),
  };
}

