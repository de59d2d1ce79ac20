/**
 * WCAG 2.x contrast (§5.5): relative luminance, the contrast ratio of a text
 * colour over the colour behind it, and the level it reaches for body text
 * (AA ≥ 4.5, AAA ≥ 7), or for a colour that is not text, such as the focus ring
 * (WCAG 1.4.11: AA ≥ 3, no AAA). A text colour with alpha is first laid over its
 * background, as it is painted. Pure; loads with the Tokens panel.
 */
import type { Rgba } from './css-color.ts';

export type ContrastLevel = 'AAA' | 'AA' | 'fail';

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance(colour: Rgba): number {
  return 0.2126 * linear(colour.r) + 0.7152 * linear(colour.g) + 0.0722 * linear(colour.b);
}

/** `top` painted over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number): number => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** The contrast ratio of `text` over `background`, 1 to 21. */
export function contrastRatio(text: Rgba, background: Rgba): number {
  const ground = { ...background, a: 1 };
  const lt = relativeLuminance(text.a < 1 ? composite(text, ground) : text);
  const lb = relativeLuminance(ground);
  const [hi, lo] = lt > lb ? [lt, lb] : [lb, lt];
  return (hi + 0.05) / (lo + 0.05);
}

/** The level body text reaches; the ratio is compared unrounded (4.49 is not AA). */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  return 'fail';
}

/** The level a colour that is not text reaches (WCAG 1.4.11): 3:1 is AA, and there is no AAA. */
export function graphicContrastLevel(ratio: number): ContrastLevel {
  return ratio >= 3 ? 'AA' : 'fail';
}

/** The ratio as people write it: two decimals, truncated so a failing value never reads as passing (4.499 → "4.49"). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
