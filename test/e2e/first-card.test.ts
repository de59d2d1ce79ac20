/**
 * The first card the entry draws before the app (src/app/first-card.ts), in a
 * real Chromium on the built app: for a plain `?q=` link the worker's card is on
 * screen while the app's code is still held back, drawn where and as the app then
 * draws it (same boxes at 1440, 1024 and 390 px, the page's locale and theme);
 * the app's live card replaces it in one task and answers; a link the entry does
 * not draw (an embed, an unreadable request) is left to the app.
 */
import lz from 'lz-string';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkipReason, launchBrowser, openPage } from './browser.ts';

const REQUEST = {
  questions: [
    {
      id: 'mode',
      header: 'Mode',
      question: 'How should I continue?',
      options: [
        { label: 'Fast (Recommended)', description: 'Favour speed, skip the exhaustive checks' },
        { label: 'Careful', description: 'Run every check before each change' },
      ],
    },
    { id: 'path', header: 'Target', question: 'Which directory should I write to?' },
  ],
};
const Q = lz.compressToEncodedURIComponent(JSON.stringify(REQUEST));

/** The parts whose boxes must not move when the app takes over, and the words they show. */
const PARTS = ['.qcard', '.qcard-title', '.qcard-eyebrow', '.opt', '.answer-input', '.btn--primary', '.pager-count', '.tool-row', '.brand', '.stop-under-card'];

interface Seen {
  readonly boxes: Record<string, { x: number; y: number; width: number; height: number } | null>;
  readonly words: Record<string, string | null>;
}

/** Boxes and words of PARTS inside `scope`, read in the page. */
function readParts(page: Page, scope: string): Promise<Seen> {
  return page.evaluate(
    ({ scope, parts }) => {
      const root = document.querySelector(scope);
      const boxes: Seen['boxes'] = {};
      const words: Seen['words'] = {};
      for (const part of parts) {
        const el = root?.querySelector(part);
        const r = el?.getBoundingClientRect();
        boxes[part] = r === undefined ? null : { x: r.x, y: r.y, width: r.width, height: r.height };
        words[part] = el === null || el === undefined ? null : (el.getAttribute('placeholder') ?? el.textContent?.trim() ?? '');
      }
      return { boxes, words };
    },
    { scope, parts: PARTS },
  );
}

describe.skipIf(browserSkipReason !== null)('the first card before the app (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Opens `path` with every script requested after the drawn card appeared held back until `release()`: the drawn
   * card stays on screen for as long as the test looks at it.
   */
  async function openHeld(path: string, width: number): Promise<{ page: Page; errors: string[]; release: () => void }> {
    if (browser === undefined) throw new Error('browser did not launch');
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const opened = await openPage(browser, path, { viewport: { width, height: 900 } }, async (page) => {
      let drawn = false;
      await page.exposeFunction('__firstCardDrawn', () => {
        drawn = true;
      });
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          if (document.querySelector('[data-first-card]') === null) return;
          observer.disconnect();
          (window as unknown as { __firstCardDrawn: () => void }).__firstCardDrawn();
        }).observe(document, { subtree: true, childList: true });
      });
      await page.route('**/assets/*.js', async (route) => {
        if (drawn) await released;
        await route.continue();
      });
    });
    return { ...opened, release };
  }

  const cases = [
    { width: 1440, lang: 'en', theme: 'light' },
    { width: 1024, lang: 'zh', theme: 'dark' },
    { width: 390, lang: 'en', theme: 'light' },
  ] as const;

  for (const { width, lang, theme } of cases) {
    it(`${width} px, ${lang}, ${theme}: the card is drawn before the app, and the app's live card takes its place without a shift`, async () => {
      const { page, errors, release } = await openHeld(`/?lang=${lang}&theme=${theme}&q=${Q}`, width);
      try {
        await page.locator('[data-first-card] .qcard-title').waitFor({ state: 'visible' });
        // A picture: inert, hidden from assistive technology, in the page's theme and language.
        expect(await page.locator('[data-first-card]').evaluate((el) => el.hasAttribute('inert') && el.getAttribute('aria-hidden') === 'true')).toBe(true);
        expect(await page.evaluate(() => [document.documentElement.dataset['theme'], document.documentElement.lang])).toEqual([
          theme,
          lang === 'zh' ? 'zh-CN' : 'en',
        ]);
        expect(await page.locator('[data-testid="app-shell"]').count()).toBe(0);
        const drawn = await readParts(page, '[data-first-card]');

        // The app's first render, read in the task that adds its card (before its chrome can open).
        const live = page.evaluate(
          (parts) =>
            new Promise<{ seen: Seen; cards: number; drawnLeft: boolean }>((resolve) => {
              new MutationObserver((_records, observer) => {
                const shell = document.querySelector('[data-testid="app-shell"]');
                if (shell?.querySelector('[data-testid="question-card"]') == null) return;
                observer.disconnect();
                const boxes: Seen['boxes'] = {};
                const words: Seen['words'] = {};
                for (const part of parts) {
                  const el = shell.querySelector(part);
                  const r = el?.getBoundingClientRect();
                  boxes[part] = r === undefined ? null : { x: r.x, y: r.y, width: r.width, height: r.height };
                  words[part] = el === null || el === undefined ? null : (el.getAttribute('placeholder') ?? el.textContent?.trim() ?? '');
                }
                resolve({ seen: { boxes, words }, cards: document.querySelectorAll('.qcard').length, drawnLeft: document.querySelector('[data-first-card]') === null });
              }).observe(document, { subtree: true, childList: true });
            }),
          PARTS,
        );
        release();
        const { seen, cards, drawnLeft } = await live;
        expect(cards).toBe(1);
        expect(drawnLeft).toBe(true);
        for (const part of PARTS) {
          const a = drawn.boxes[part];
          const b = seen.boxes[part];
          expect(a, part).not.toBeNull();
          expect(b, part).not.toBeNull();
          for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(a![key] - b![key]), `${part} ${key}`).toBeLessThanOrEqual(1);
          // The card as a whole also holds the app's visually hidden labels; its parts' words are compared one by one.
          if (part !== '.qcard') expect(drawn.words[part], part).toBe(seen.words[part]);
        }

        // The live card answers: choosing the second option moves to the second question.
        await page.locator('[data-testid="option"]').nth(1).click();
        await expect.poll(() => page.locator('[data-testid="pager-count"]').textContent()).toBe('2 / 2');
        expect(errors).toEqual([]);
      } finally {
        release();
        await page.close();
      }
    });
  }

  for (const [what, path] of [
    ['an embed', `/?lang=en&embed=1&q=${Q}`],
    ['an unreadable request', '/?lang=en&q=not-a-request'],
  ] as const) {
    it(`${what} is left to the app: nothing is drawn before it`, async () => {
      if (browser === undefined) throw new Error('browser did not launch');
      const { page, errors } = await openPage(browser, path, {}, async (p) => {
        await p.addInitScript(() => {
          new MutationObserver(() => {
            if (document.querySelector('[data-first-card]') !== null) (window as unknown as { __drew: boolean }).__drew = true;
          }).observe(document, { subtree: true, childList: true });
        });
      });
      try {
        await page.locator('[data-testid="app-shell"]').waitFor({ state: 'attached' });
        if (what === 'an embed') await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
        expect(await page.evaluate(() => (window as unknown as { __drew?: boolean }).__drew === true)).toBe(false);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
