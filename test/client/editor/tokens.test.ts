import { describe, expect, it } from 'vitest';
import { buildShareUrl } from '../../../src/app/share-link.ts';
import { parseUrlState } from '../../../src/app/url-decoders.ts';
import { readFileSync } from 'node:fs';
import { COLOUR_GROUPS, GRAPHIC_ON, TEXT_ON, TEXT_OVER, readShown, shownCss } from '../../../src/client/editor/tokens-shown.ts';
import { TOKEN_DEFS, type TokenOverrides } from '../../../src/client/editor/tokens.ts';
import { decodeTokens, encodeTokens, sanitiseOverrides } from '../../../src/client/editor/tokens-link.ts';

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
      '--color-text-faint': '#666e7a',
      '--color-error': '#c0262d',
      '--color-focus': '#4c6ef5',
      '--color-border-strong': '#c9ced6',
      '--color-accent-hover': '#324fc4',
      '--color-warn': '#a4580b',
      '--color-ok': '#1b7a3e',
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
    expect(css.split('\n').filter((line) => line.startsWith('  --'))).toHaveLength(19 + 6 + 1);
    expect(css).toContain('  --color-focus: #4c6ef5;\n');
    expect(css).toContain('  --color-text-faint: #666e7a;\n');
  });

  it('show every colour the card paints that a designer picks: focus ring, strong border, faint text and errors among them', () => {
    const shown = COLOUR_GROUPS.flatMap((g) => g.names);
    for (const name of ['--color-focus', '--color-border-strong', '--color-text-faint', '--color-error', '--color-warn', '--color-ok', '--color-accent-hover']) {
      expect(shown).toContain(name);
    }
    // Each once, and each one an editable token (so it is applied, validated and shared like the rest), and no editable colour hidden.
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual(TOKEN_DEFS.filter((d) => d.kind === 'color').map((d) => d.name).sort());
    // Every one is defined by both themes of the stylesheet.
    const css = readFileSync(new URL('../../../src/client/styles/tokens.css', import.meta.url), 'utf8');
    const dark = css.slice(css.indexOf("[data-theme='dark']"));
    for (const name of shown) {
      expect(css.indexOf(`${name}:`), name).toBeLessThan(css.indexOf("[data-theme='dark']"));
      expect(dark, name).toContain(`${name}:`);
    }
  });

  it('check the contrast of each new text colour on the surface it is read on, and of the focus ring as a non-text colour', () => {
    expect(TEXT_ON['--color-text-faint']).toBe('--color-surface');
    expect(TEXT_ON['--color-error']).toBe('--color-surface');
    expect(GRAPHIC_ON['--color-focus']).toBe('--color-surface');
    expect(TEXT_ON['--color-warn']).toBe('--color-surface');
    expect(TEXT_ON['--color-ok']).toBe('--color-surface');
    // The hover fill is a background: the button's label is checked on it.
    expect(TEXT_OVER['--color-accent-hover']).toBe('--color-accent-text');
    const shown = new Set<string>(COLOUR_GROUPS.flatMap((g) => g.names));
    for (const [fg, bg] of [...Object.entries(TEXT_ON), ...Object.entries(GRAPHIC_ON), ...Object.entries(TEXT_OVER)]) {
      expect(shown.has(fg), fg).toBe(true);
      expect(shown.has(bg), bg).toBe(true);
    }
  });

  it('share the new colours and bring them back the same, per theme', () => {
    const added: TokenOverrides = {
      light: { '--color-focus': '#112233', '--color-border-strong': '#445566', '--color-text-faint': '#778899', '--color-error': '#aa0011' },
      dark: { '--color-focus': '#ddeeff', '--color-error': '#ff99aa', '--color-warn': '#ffcc00', '--color-ok': '#00ff88', '--color-accent-hover': '#8899ff' },
      shared: {},
    };
    expect(sanitiseOverrides(added)).toEqual(added);
    expect(decodeTokens(encodeTokens(added))).toEqual(added);
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
