/**
 * Design tokens a designer can edit live (§5.5): which custom properties exist,
 * how overrides are validated, applied to the page, written out as CSS, and
 * carried in the share URL.
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import * as z from 'zod/mini';

/** The two themes; every page and panel uses this one type. */
export type Theme = 'light' | 'dark';

export type TokenKind = 'color' | 'px';
export interface TokenDef {
  readonly name: `--${string}`;
  readonly kind: TokenKind;
  /** Colours differ per theme; sizes are shared. */
  readonly perTheme: boolean;
  readonly min?: number;
  readonly max?: number;
}

export const TOKEN_DEFS: readonly TokenDef[] = [
  { name: '--color-accent', kind: 'color', perTheme: true },
  { name: '--color-accent-soft', kind: 'color', perTheme: true },
  { name: '--color-accent-text', kind: 'color', perTheme: true },
  { name: '--color-surface', kind: 'color', perTheme: true },
  { name: '--color-surface-2', kind: 'color', perTheme: true },
  { name: '--color-border', kind: 'color', perTheme: true },
  { name: '--color-text', kind: 'color', perTheme: true },
  { name: '--color-text-muted', kind: 'color', perTheme: true },
  { name: '--color-badge-bg', kind: 'color', perTheme: true },
  { name: '--color-badge-text', kind: 'color', perTheme: true },
  { name: '--color-plan-strip', kind: 'color', perTheme: true },
  { name: '--color-plan-strip-text', kind: 'color', perTheme: true },
  { name: '--card-radius', kind: 'px', perTheme: false, min: 0, max: 32 },
  { name: '--card-radius-inner', kind: 'px', perTheme: false, min: 0, max: 24 },
  { name: '--card-pad', kind: 'px', perTheme: false, min: 4, max: 40 },
  { name: '--card-gap', kind: 'px', perTheme: false, min: 0, max: 32 },
  { name: '--card-font-size', kind: 'px', perTheme: false, min: 11, max: 22 },
  { name: '--card-title-size', kind: 'px', perTheme: false, min: 12, max: 28 },
];
// `--card-max-width` is not an editable token: the canvas width preset sets it, and the Tokens panel shows that one control.

const HEX = /^#[0-9a-f]{6}$/i;
const PX = /^(\d{1,4})px$/;

export interface TokenOverrides {
  readonly light: Readonly<Record<string, string>>;
  readonly dark: Readonly<Record<string, string>>;
  readonly shared: Readonly<Record<string, string>>;
}

export const NO_OVERRIDES: TokenOverrides = { light: {}, dark: {}, shared: {} };

export function isValidTokenValue(def: TokenDef, value: string): boolean {
  if (def.kind === 'color') return HEX.test(value);
  const m = PX.exec(value);
  if (m === null) return false;
  const n = Number(m[1]);
  return n >= (def.min ?? 0) && n <= (def.max ?? 9999);
}

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

export function hasOverrides(o: TokenOverrides): boolean {
  return Object.keys(o.light).length + Object.keys(o.dark).length + Object.keys(o.shared).length > 0;
}

/** Applies the overrides for one theme as inline custom properties on `el` (and clears the rest). */
export function applyTokens(el: HTMLElement, o: TokenOverrides, theme: Theme): void {
  const active = { ...o.shared, ...o[theme] };
  for (const def of TOKEN_DEFS) {
    const value = active[def.name];
    if (value === undefined) el.style.removeProperty(def.name);
    else el.style.setProperty(def.name, value);
  }
}

/** The overrides as a URL parameter value (lz-string of their JSON). */
export function encodeTokens(tokens: TokenOverrides): string {
  return compressToEncodedURIComponent(JSON.stringify(tokens));
}

/** Reads `?tokens=`; null when it cannot be read at all, invalid entries are dropped. */
export function decodeTokens(data: string): TokenOverrides | null {
  return readTokens(data)?.tokens ?? null;
}

/** Reads `?tokens=` and counts the entries it had to drop (unknown tokens, invalid values), so the page can say so. */
export function readTokens(data: string): { readonly tokens: TokenOverrides; readonly dropped: number } | null {
  try {
    // An empty or cut-short value decompresses to '' or null: JSON.parse throws, and the value cannot be read.
    const raw: unknown = JSON.parse(decompressFromEncodedURIComponent(data) ?? '');
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
