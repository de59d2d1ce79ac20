/** WCAG contrast against pairs with published ratios (WebAIM's checker, the WCAG definition's end points). */
import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, formatRatio, graphicContrastLevel, relativeLuminance } from '../../../src/client/editor/contrast.ts';
import { parseCssColor, type Rgba } from '../../../src/client/editor/css-color.ts';

const c = (text: string): Rgba => {
  const colour = parseCssColor(text);
  if (colour === null) throw new Error(`not a colour: ${text}`);
  return colour;
};

describe('contrast', () => {
  it('relative luminance runs from black 0 to white 1', () => {
    expect(relativeLuminance(c('#000'))).toBe(0);
    expect(relativeLuminance(c('#fff'))).toBeCloseTo(1, 10);
  });

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#595959', '#ffffff', 7.0],
    ['#0000ff', '#ffffff', 8.59],
    ['#ff0000', '#ffffff', 4.0],
    ['#ff0000', '#000000', 5.25],
    ['#5d6572', '#ffffff', 5.92],
  ])('%s on %s is %f:1, either way round', (fg, bg, ratio) => {
    expect(contrastRatio(c(fg), c(bg))).toBeCloseTo(ratio, 1);
    expect(contrastRatio(c(bg), c(fg))).toBeCloseTo(ratio, 1);
  });

  it('lays a translucent text colour over its background first', () => {
    // Black at 50 % over white paints a mid grey, and that grey is what the reader sees.
    expect(contrastRatio(c('rgb(0 0 0 / 50%)'), c('#fff'))).toBeCloseTo(contrastRatio(c('#7f7f7f'), c('#fff')), 1);
  });

  it('grades body text AA at 4.5 and AAA at 7, never rounding a failure up', () => {
    expect(contrastLevel(21)).toBe('AAA');
    expect(contrastLevel(7)).toBe('AAA');
    expect(contrastLevel(6.99)).toBe('AA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(4.499)).toBe('fail');
    expect(contrastLevel(contrastRatio(c('#777'), c('#fff')))).toBe('fail');
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });

  it('grades a colour that is not text (the focus ring) AA at 3:1, with no AAA', () => {
    expect(graphicContrastLevel(3)).toBe('AA');
    expect(graphicContrastLevel(2.999)).toBe('fail');
    expect(graphicContrastLevel(21)).toBe('AA');
    // The light theme's focus ring on the card surface.
    expect(graphicContrastLevel(contrastRatio(c('#4c6ef5'), c('#ffffff')))).toBe('AA');
  });
});
