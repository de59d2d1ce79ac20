/**
 * Design tokens a designer can edit live (§5.5): which custom properties exist,
 * how overrides are validated, applied to the page and written out as CSS.
 * How they travel in a URL is ./tokens-link.ts (lz-string: not in the first card).
 */

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

/** The colour tokens, each set per theme; written as suffixes because this list ships with the first card. */
const COLOUR_NAMES = [
  'accent',
  'accent-soft',
  'accent-text',
  'accent-hover',
  'focus',
  'surface',
  'surface-2',
  'border',
  'border-strong',
  'text',
  'text-muted',
  'text-faint',
  'error',
  'warn',
  'ok',
  'badge-bg',
  'badge-text',
  'plan-strip',
  'plan-strip-text',
] as const;

export const TOKEN_DEFS: readonly TokenDef[] = [
  ...COLOUR_NAMES.map((n): TokenDef => ({ name: `--color-${n}`, kind: 'color', perTheme: true })),
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

