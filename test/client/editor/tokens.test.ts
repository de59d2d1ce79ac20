import { describe, expect, it } from 'vitest';
import { buildShareUrl } from '../../../src/app/share-link.ts';
import { parseUrlState } from '../../../src/app/url-decoders.ts';
import { readShown, shownCss } from '../../../src/client/editor/tokens-shown.ts';
import type { TokenOverrides } from '../../../src/client/editor/tokens.ts';
import { sanitiseOverrides } from '../../../src/client/editor/tokens-link.ts';

const overrides: TokenOverrides = {
  light: { '--color-accent': '#112233' },
  dark: { '--color-accent': '#aabbcc' },
  shared: { '--card-radius': '4px' },
};

describe('design tokens', () => {
  it('read back as the page computes them, every colour as six-digit hex, and export exactly that as CSS', () => {
    // What a minified stylesheet and a browser may hand back: short hex, rgb(), a name, padded text.
    const computed: Record<string, string> = {
      '--color-accent': ' #3b5bdb',
      '--color-accent-soft': 'rgb(237, 241, 255)',
      '--color-accent-text': '#fff',
      '--color-surface': 'white',
      '--color-surface-2': 'hsl(216 25% 96%)',
      '--color-border': '#e2e5ea',
      '--color-text': '#171a1f',
      '--color-text-muted': '#5d6572',
      '--color-badge-bg': '#e6f6ec',
      '--color-badge-text': '#1b7a3e',
      '--color-plan-strip': '#fff4db',
      '--color-plan-strip-text': '#7a4b00',
      '--card-radius': '14px',
      '--card-radius-inner': '10px',
      '--card-pad': ' 16px',
      '--card-gap': '8px',
      '--card-font-size': '14px',
      '--card-title-size': '16px',
    };
    const shown = readShown((name) => computed[name] ?? '', 'light', '480');
    expect(shown.colours['--color-accent-text']).toBe('#ffffff');
    expect(shown.colours['--color-surface']).toBe('#ffffff');
    expect(shown.colours['--color-accent-soft']).toBe('#edf1ff');
    expect(shown.colours['--color-surface-2']).toBe('#f2f4f7');
    expect(shown.sizes['--card-pad']).toBe(16);
    const css = shownCss(shown);
    expect(css).toContain(":root[data-theme='light'] {\n  --color-accent: #3b5bdb;\n  --color-accent-soft: #edf1ff;\n  --color-accent-text: #ffffff;\n");
    expect(css).toContain('  --card-radius: 14px;\n');
    expect(css).toContain('  --card-max-width: 480px;\n}');
    expect(shownCss({ ...shown, width: 'full' })).toContain('  --card-max-width: none;\n}');
    // One line per colour token, per size, and the width: nothing shown is missing, nothing missing is exported.
    expect(css.split('\n').filter((line) => line.startsWith('  --'))).toHaveLength(12 + 6 + 1);
  });

  it('drop unknown tokens, bad values, sizes out of range and tokens in the wrong bucket', () => {
    expect(
      sanitiseOverrides({
        light: { '--color-accent': 'red', '--unknown': '#000000', '--card-radius': '4px' },
        dark: { '--color-text': '#FFFFFF' },
        shared: { '--card-radius': '400px', '--card-pad': '12px', '--color-accent': '#000000' },
      }),
    ).toEqual({ light: {}, dark: { '--color-text': '#FFFFFF' }, shared: { '--card-pad': '12px' } });
    expect(sanitiseOverrides('nonsense')).toEqual({ light: {}, dark: {}, shared: {} });
  });

  it('travel in the share URL and come back the same', () => {
    const url = new URL(buildShareUrl('https://asklab.test/', { lang: 'en', theme: 'light', tokens: overrides }));
    expect(parseUrlState(url.search, url.hash).tokens).toEqual(overrides);
    expect(parseUrlState('?tokens=%%%').problems.length).toBe(1);
  });
});
