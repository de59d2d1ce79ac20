/**
 * What the Tokens panel shows (§5.5), as data: every token's value in force in
 * the current theme (read from the computed custom properties, colours
 * normalised to `#rrggbb`), which text colour sits on which background, the
 * card width (the canvas width preset, the one control for `--card-max-width`),
 * and the CSS that exports exactly those values. Pure given a reader of
 * computed properties; loads with the panel, never with the first card.
 */
import type { WidthPreset } from '../workbench/store.ts';
import { normaliseColour } from './css-color.ts';
import { TOKEN_DEFS, type Theme, type TokenDef } from './tokens.ts';

export type ColourGroup = 'accent' | 'surface' | 'text' | 'status';

/** The colour tokens by what they paint, in the order the panel lists them. */
export const COLOUR_GROUPS: readonly { readonly group: ColourGroup; readonly names: readonly `--${string}`[] }[] = [
  { group: 'accent', names: ['--color-accent', '--color-accent-soft', '--color-accent-text', '--color-accent-hover', '--color-focus'] },
  { group: 'surface', names: ['--color-surface', '--color-surface-2', '--color-border', '--color-border-strong'] },
  { group: 'text', names: ['--color-text', '--color-text-muted', '--color-text-faint', '--color-error'] },
  { group: 'status', names: ['--color-warn', '--color-ok', '--color-badge-bg', '--color-badge-text', '--color-plan-strip', '--color-plan-strip-text'] },
];

/** Each text colour and the colour it is read on in the card (WCAG contrast is checked for these pairs). */
export const TEXT_ON: Readonly<Record<string, `--${string}`>> = {
  '--color-accent-text': '--color-accent',
  '--color-text': '--color-surface',
  '--color-text-muted': '--color-surface',
  '--color-text-faint': '--color-surface',
  // The card's status line when a send fails.
  '--color-error': '--color-surface',
  // A card's "still sending" line and a done task in markdown.
  '--color-warn': '--color-surface',
  '--color-ok': '--color-surface',
  '--color-badge-text': '--color-badge-bg',
  '--color-plan-strip-text': '--color-plan-strip',
};

/**
 * Colours that are not text but must still be seen against what is behind them (WCAG 1.4.11, 3:1): the focus
 * ring is drawn outside the focused control, on the card's surface.
 */
export const GRAPHIC_ON: Readonly<Record<string, `--${string}`>> = {
  '--color-focus': '--color-surface',
};

/** Colours that are a background: the text drawn on them is checked (the primary button's fill under the pointer). */
export const TEXT_OVER: Readonly<Record<string, `--${string}`>> = {
  '--color-accent-hover': '--color-accent-text',
};

export const SIZE_DEFS: readonly TokenDef[] = TOKEN_DEFS.filter((d) => d.kind === 'px');

export interface ShownTokens {
  readonly theme: Theme;
  /** Colour token → `#rrggbb`, or the raw text when it is not a colour the panel can read. */
  readonly colours: Readonly<Record<string, string>>;
  /** Size token → whole pixels. */
  readonly sizes: Readonly<Record<string, number>>;
  readonly width: WidthPreset;
}

/** `--card-max-width` for a width preset. */
export function widthValue(width: WidthPreset): string {
  return width === 'full' ? 'none' : `${width}px`;
}

/** Reads every token as the page computes it now (overrides included: they are inline custom properties). */
export function readShown(read: (name: string) => string, theme: Theme, width: WidthPreset): ShownTokens {
  const colours: Record<string, string> = {};
  for (const { names } of COLOUR_GROUPS) {
    for (const name of names) {
      const raw = read(name).trim();
      colours[name] = normaliseColour(raw) ?? raw;
    }
  }
  const sizes: Record<string, number> = {};
  for (const def of SIZE_DEFS) {
    const px = Number.parseFloat(read(def.name));
    sizes[def.name] = Number.isFinite(px) ? Math.round(px) : (def.min ?? 0);
  }
  return { theme, colours, sizes, width };
}

/** The CSS of exactly what is shown: this theme's colours, the sizes and the card width. */
export function shownCss(shown: ShownTokens): string {
  const colourLines = COLOUR_GROUPS.flatMap(({ names }) => names.map((name) => `  ${name}: ${shown.colours[name] ?? ''};`));
  const sizeLines = SIZE_DEFS.map((def) => `  ${def.name}: ${shown.sizes[def.name] ?? 0}px;`);
  return [
    `:root[data-theme='${shown.theme}'] {`,
    ...colourLines,
    '}',
    '',
    ':root {',
    ...sizeLines,
    `  --card-max-width: ${widthValue(shown.width)};`,
    '}',
    '',
  ].join('\n');
}
