/**
 * The docs header's More menu on a phone (390 px), in a real Chromium, in both
 * locales: opened and worked by keyboard alone, its Playground and State
 * gallery items are links (the wide header's hrefs: a middle click opens a new
 * tab, Enter follows them); its language item names the other language in that
 * language, is read as "Switch language: 中文" / "切换语言：English", switches
 * in place and then offers the way back; the zh menu shows no English chrome.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkipReason, focusLandedIn, launchBrowser, openPage } from './browser.ts';
import { ALLOWED_WORDS, collectLiterals, formatLiterals } from './locale-literals.ts';

const COPY = {
  en: { more: 'More', playground: 'Playground', gallery: 'State gallery', switchTo: 'Switch language: 中文', shown: '中文', lang: 'zh-CN' },
  zh: { more: '更多', playground: '演练场', gallery: '状态图库', switchTo: '切换语言：English', shown: 'English', lang: 'en' },
} as const;

/** What a sighted reader sees of an item: its text outside the visually hidden runs that complete its accessible name. */
function shownText(item: Locator): Promise<string> {
  return item.evaluate((el) => {
    let text = '';
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (node.parentElement?.closest('.visually-hidden') === null) text += node.textContent ?? '';
    }
    return text.trim();
  });
}

/** Focuses the header's More button, presses Enter and waits for its menu. */
async function openMenuByKeyboard(page: Page, more: string): Promise<Locator> {
  const button = page.getByRole('button', { name: more, exact: true });
  await button.waitFor({ state: 'visible' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('[data-testid="docs-more-menu"]');
  await menu.waitFor({ state: 'visible' });
  return menu;
}

describe.skipIf(browserSkipReason !== null)('the docs header menu at 390 px (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'zh'] as const) {
    const other = lang === 'en' ? 'zh' : 'en';
    const copy = COPY[lang];

    it(`${lang}: by keyboard, the menu's Playground and State gallery are links to the wide header's pages, and Enter on State gallery goes there`, async () => {
      if (browser === undefined) throw new Error('browser did not launch');
      const { page, errors } = await openPage(browser, `/docs.html?lang=${lang}&theme=light`, { viewport: { width: 390, height: 844 } });
      try {
        const menu = await openMenuByKeyboard(page, copy.more);

        // The hidden wide header's links are the reference: the menu points where they do.
        const wideHref = (name: string) => page.locator('.docs-top-links a', { hasText: name }).getAttribute('href');
        const playground = menu.getByRole('menuitem', { name: copy.playground, exact: true });
        const gallery = menu.getByRole('menuitem', { name: copy.gallery, exact: true });
        for (const [item, name, href] of [
          [playground, copy.playground, './'],
          [gallery, copy.gallery, './gallery.html'],
        ] as const) {
          expect(await item.evaluate((el) => el.tagName)).toBe('A');
          expect(await item.getAttribute('href')).toBe(href);
          expect(await wideHref(name)).toBe(href);
        }
        // Focus starts on the first item; the arrows walk the items.
        await expect.poll(() => playground.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => gallery.evaluate((el) => el === document.activeElement)).toBe(true);

        // A link, so a middle click opens the page in a new tab and this one stays.
        const [opened] = await Promise.all([page.context().waitForEvent('page'), playground.click({ button: 'middle' })]);
        await opened.waitForURL((url) => url.pathname === '/');
        await opened.close();
        expect(new URL(page.url()).pathname).toBe('/docs.html');

        await gallery.focus();
        await Promise.all([page.waitForURL((url) => url.pathname === '/gallery.html'), page.keyboard.press('Enter')]);
        await page.locator('[data-testid="gallery-section"]').first().waitFor({ state: 'visible' });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it(`${lang}: the language item reads "${copy.shown}", is named "${copy.switchTo}", switches the page in place and then offers the way back`, async () => {
      if (browser === undefined) throw new Error('browser did not launch');
      const { page, errors } = await openPage(browser, `/docs.html?lang=${lang}&theme=light`, { viewport: { width: 390, height: 844 } });
      try {
        const menu = await openMenuByKeyboard(page, copy.more);

        const item = menu.getByRole('menuitem', { name: copy.switchTo, exact: true });
        expect(await item.count()).toBe(1);
        expect(await shownText(item)).toBe(copy.shown);
        // Every run of the other language's name says which language it is in.
        const runs = await item.evaluate((el, shown) => {
          const langs: (string | null)[] = [];
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
            if (node.textContent?.includes(shown) === true) langs.push(node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? null);
          }
          return langs;
        }, copy.shown);
        expect(runs.length).toBeGreaterThan(0);
        for (const run of runs) expect(run).toBe(copy.lang);
        if (lang === 'zh') expect(formatLiterals(await page.evaluate(collectLiterals, ALLOWED_WORDS))).toBe('');

        // Down past the two links to the language item, and Enter: the page switches and the menu stays, on the item.
        // The arrows start from the first item, where the menu puts focus a task after it opens.
        await focusLandedIn(menu);
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => item.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => new URL(location.href).searchParams.get('lang'))).toBe(other);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(other === 'zh' ? 'zh-CN' : 'en');
        expect(await menu.isVisible()).toBe(true);
        const back = menu.getByRole('menuitem', { name: COPY[other].switchTo, exact: true });
        await expect.poll(() => back.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await shownText(back)).toBe(COPY[other].shown);

        // And back again, then Escape closes the menu onto its button.
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => new URL(location.href).searchParams.get('lang'))).toBe(lang);
        await page.keyboard.press('Escape');
        await expect.poll(() => menu.count()).toBe(0);
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('docs-more');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
