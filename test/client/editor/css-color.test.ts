/**
 * Colour normalisation for the Tokens panel: every CSS colour form reads as the
 * same six-digit hex the browser would paint, and what is not a colour (or
 * depends on context) reads as unknown. The named colours are checked against
 * an independent table (the `color-name` package).
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { normaliseColour, parseCssColor } from '../../../src/client/editor/css-color.ts';

const require = createRequire(import.meta.url);
const colorNames = require('color-name') as Record<string, [number, number, number]>;

const hex = (rgb: readonly number[]): string => `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`;

describe('normaliseColour', () => {
  it.each([
    ['#fff', '#ffffff'],
    ['#FFF', '#ffffff'],
    ['#3b5bdb', '#3b5bdb'],
    ['#3B5BDB', '#3b5bdb'],
    ['#f0f8', '#ff00ff'],
    ['#3b5bdb80', '#3b5bdb'],
    ['  #abc  ', '#aabbcc'],
  ])('hex %s → %s', (input, expected) => expect(normaliseColour(input)).toBe(expected));

  it.each([
    ['rgb(255, 255, 255)', '#ffffff'],
    ['rgb(59,91,219)', '#3b5bdb'],
    ['rgba(59, 91, 219, 0.5)', '#3b5bdb'],
    ['rgb(59 91 219)', '#3b5bdb'],
    ['rgb(59 91 219 / 50%)', '#3b5bdb'],
    ['rgb(100% 0% 50%)', '#ff0080'],
    ['RGB(0, 128, 0)', '#008000'],
    ['rgb(300 -5 12.4)', '#ff000c'],
    ['rgb(none 0 0)', '#000000'],
  ])('rgb %s → %s', (input, expected) => expect(normaliseColour(input)).toBe(expected));

  it.each([
    ['hsl(0, 100%, 50%)', '#ff0000'],
    ['hsl(120deg 100% 25%)', '#008000'],
    ['hsla(240, 100%, 50%, 0.3)', '#0000ff'],
    ['hsl(0.5turn 100% 50%)', '#00ffff'],
    ['hsl(3.14159rad 100% 50%)', '#00ffff'],
    ['hsl(200grad 100% 50%)', '#00ffff'],
    ['hsl(-120 100% 50%)', '#0000ff'],
    ['hsl(210 100 50)', '#0080ff'],
    ['hsl(0 0% 100%)', '#ffffff'],
  ])('hsl %s → %s', (input, expected) => expect(normaliseColour(input)).toBe(expected));

  it.each([
    ['hwb(0 0% 0%)', '#ff0000'],
    ['hwb(120 0% 50%)', '#008000'],
    ['hwb(0 60% 60%)', '#808080'],
    ['hwb(240 20% 20% / 0.5)', '#3333cc'],
  ])('hwb %s → %s', (input, expected) => expect(normaliseColour(input)).toBe(expected));

  it.each([
    // Known sRGB primaries and white, in each space (CSS Color 4 examples and conversions).
    ['lab(54.29 80.8 69.89)', '#ff0000'],
    ['lab(100% 0 0)', '#ffffff'],
    ['lch(54.29 106.84 40.85)', '#ff0000'],
    ['lch(0 0 0)', '#000000'],
    ['oklab(0.628 0.2249 0.1258)', '#ff0000'],
    ['oklab(100% 0 0)', '#ffffff'],
    ['oklch(62.8% 0.2577 29.23)', '#ff0000'],
    ['oklch(0.452 0.313 264.05)', '#0000ff'],
    ['oklch(1 0 none)', '#ffffff'],
  ])('lab and oklab family %s → %s', (input, expected) => expect(normaliseColour(input)).toBe(expected));

  it.each([
    ['color(srgb 1 0 0)', '#ff0000'],
    ['color(srgb 0.2314 0.3569 0.8588)', '#3b5bdb'],
    ['color(srgb 100% 50% 0% / 0.5)', '#ff8000'],
    ['color(srgb-linear 1 0.2158 0)', '#ff8000'],
    ['color(display-p3 1 1 1)', '#ffffff'],
    // Outside sRGB: clipped per channel.
    ['color(display-p3 1 0 0)', '#ff0000'],
  ])('color() %s → %s', (input, expected) => expect(normaliseColour(input)).toBe(expected));

  it('reads every named colour as the CSS table defines it, in any case', () => {
    const names = Object.keys(colorNames);
    expect(names.length).toBe(148);
    for (const name of names) {
      expect(normaliseColour(name), name).toBe(hex(colorNames[name] as [number, number, number]));
      expect(normaliseColour(name.toUpperCase()), name).toBe(hex(colorNames[name] as [number, number, number]));
    }
  });

  it('reads transparent as black with no alpha, and keeps alpha beside the channels', () => {
    expect(parseCssColor('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseCssColor('rgb(0 0 0 / 25%)')?.a).toBe(0.25);
    expect(parseCssColor('#00000080')?.a).toBeCloseTo(0.5, 2);
  });

  it.each(['', 'not-a-colour', '#ff', '#fffff', '#ggg', 'rgb(1 2)', 'rgb(1, 2, 3, 4, 5)', 'rgb(1deg 2 3)', 'hsl(10% 50% 50%)', 'currentcolor', 'color-mix(in srgb, red, blue)', 'color(rec2020 1 0 0)', 'rgb(1 2 3 / 4 / 5)', 'url(x.png)'])(
    'reads %j as unknown',
    (input) => expect(normaliseColour(input)).toBeNull(),
  );
});
