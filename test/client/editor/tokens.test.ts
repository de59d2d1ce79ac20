import { describe, expect, it } from 'vitest';
import { buildShareUrl, parseUrlState } from '../../../src/app/url-state.ts';
import { sanitiseOverrides, tokensToCss, type TokenOverrides } from '../../../src/client/editor/tokens.ts';

const overrides: TokenOverrides = {
  light: { '--color-accent': '#112233' },
  dark: { '--color-accent': '#aabbcc' },
  shared: { '--card-radius': '4px' },
};

describe('design tokens', () => {
  it('write out as CSS per theme, shared sizes on :root', () => {
    expect(tokensToCss(overrides)).toBe(
      ":root {\n  --card-radius: 4px;\n}\n\n:root[data-theme='light'] {\n  --color-accent: #112233;\n}\n\n:root[data-theme='dark'] {\n  --color-accent: #aabbcc;\n}\n",
    );
    expect(tokensToCss({ light: {}, dark: {}, shared: {} })).toBe('');
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
