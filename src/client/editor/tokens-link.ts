/**
 * Design-token overrides in a URL (`tokens=`, §5.7): lz-string of their JSON,
 * read back through the same validation as the panel (unknown tokens and invalid
 * values dropped, and counted). Its own module so that lz-string loads only for
 * a link that carries tokens, or when a link is written (docs/decisions/2026-12-02-first-card-budget.md).
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import * as z from 'zod/mini';
import { NO_OVERRIDES, TOKEN_DEFS, hasOverrides, isValidTokenValue, type Theme, type TokenOverrides } from './tokens.ts';

const overridesSchema = z.object({
  light: z.optional(z.record(z.string(), z.string())),
  dark: z.optional(z.record(z.string(), z.string())),
  shared: z.optional(z.record(z.string(), z.string())),
});

/** Keeps only known tokens with valid values, each in the right bucket. */
export function sanitiseOverrides(raw: unknown): TokenOverrides {
  const parsed = overridesSchema.safeParse(raw);
  if (!parsed.success) return NO_OVERRIDES;
  const pick = (bucket: Record<string, string> | undefined, perTheme: boolean): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(bucket ?? {})) {
      const def = TOKEN_DEFS.find((d) => d.name === name && d.perTheme === perTheme);
      if (def !== undefined && isValidTokenValue(def, value)) out[name] = value;
    }
    return out;
  };
  return { light: pick(parsed.data.light, true), dark: pick(parsed.data.dark, true), shared: pick(parsed.data.shared, false) };
}

/** The overrides as a URL parameter value (lz-string of their JSON). */
export function encodeTokens(tokens: TokenOverrides): string {
  return compressToEncodedURIComponent(JSON.stringify(tokens));
}

/** Reads `?tokens=`; null when it cannot be read at all, invalid entries are dropped. */
export function decodeTokens(data: string): TokenOverrides | null {
  return readTokens(data)?.tokens ?? null;
}

/**
 * Reads `?tokens=` and counts the entries it had to drop (unknown tokens, invalid values), so the page can say so.
 * Null when it cannot be read at all: not lz-string JSON, or JSON that is not buckets of token values (an array,
 * a string, a bucket that is not an object), which is no list of values to count.
 */
export function readTokens(data: string): { readonly tokens: TokenOverrides; readonly dropped: number } | null {
  try {
    // An empty or cut-short value decompresses to '' or null: JSON.parse throws, and the value cannot be read.
    const raw: unknown = JSON.parse(decompressFromEncodedURIComponent(data) ?? '');
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !overridesSchema.safeParse(raw).success) return null;
    const tokens = sanitiseOverrides(raw);
    return { tokens, dropped: Math.max(0, entriesOf(raw) - entriesOf(tokens)) };
  } catch {
    return null;
  }
}

/** How many values an overrides object holds, one per entry of each bucket (anything else counts as one). */
function entriesOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  return Object.values(value).reduce<number>((n, bucket) => n + (typeof bucket === 'object' && bucket !== null ? Object.keys(bucket).length : 1), 0);
}

/** The state gallery with these overrides applied, in this locale and theme, so every card state can be checked at once. */
export function galleryHref(tokens: TokenOverrides, lang: string, theme?: Theme): string {
  const params = new URLSearchParams({ lang });
  if (theme !== undefined) params.set('theme', theme);
  if (hasOverrides(tokens)) params.set('tokens', encodeTokens(tokens));
  return `./gallery.html?${params.toString()}`;
}
