/**
 * The four dropdown menus, opened in a real Chromium: the playground's More (390 px) and Side by side (1440 px), a
 * saved scenario's actions under Yours, and the docs header's More (390 px). None hides the page, or itself, from
 * assistive technology while it opens: a modal menu did (Kobalte hid <body> for a frame or more on every open, the
 * menu inside it; docs/decisions/2026-12-07-menus-that-hide-nothing.md). Each shows its items to the accessibility
 * tree from the first frame, and still closes on Escape with focus back on its button, and on a press outside it.
 * A card that arrives while a menu is open leaves the menu open, with focus in it, as a modal menu did.
 */
import { readFileSync } from 'node:fs';
import lz from 'lz-string';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askPath, twoQuestions } from './asks.ts';
import { browserSkipReason, focusLandedIn, launchBrowser, openPage } from './browser.ts';

interface MenuCase {
  readonly name: string;
  readonly path: string;
  readonly width: number;
  /** Brings the menu's button on screen (a saved scenario under Yours, say). */
  readonly prepare?: (page: Page) => Promise<void>;
  readonly trigger: (page: Page) => Locator;
  /** Somewhere outside the menu where a press does nothing of its own: a heading. */
  readonly outside: (page: Page) => Locator;
}

const SCENARIO = readFileSync(new URL('../../scenarios/single-choice.json', import.meta.url), 'utf8');

/** single-choice with a pause before its ask: long enough to open a menu before the card comes. */
const PAUSED_ASK = ((): string => {
  const file = JSON.parse(SCENARIO) as { id: string; steps: unknown[] };
  return JSON.stringify({ ...file, id: 'menu-then-card', steps: [file.steps[0], { wait: 3000 }, ...file.steps.slice(1)] });
})();

const brand = (page: Page): Locator => page.locator('h1.brand-name');

const CASES: readonly MenuCase[] = [
  { name: 'the playground’s More', path: '/?lang=en', width: 390, trigger: (page) => page.locator('[data-testid="topbar-more"]'), outside: brand },
  {
    name: 'Side by side',
    path: askPath(twoQuestions, { lang: 'en' }),
    width: 1440,
    prepare: (page) => page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' }),
    trigger: (page) => page.locator('[data-testid="side-by-side"]'),
    outside: brand,
  },
  {
    name: 'a saved scenario’s actions',
    path: '/?lang=en',
    width: 1440,
    prepare: async (page) => {
      await page.locator('[data-testid="tab-yours"]').click();
      await page.getByLabel('Open scenario file', { exact: true }).setInputFiles({ name: 'single-choice.json', mimeType: 'application/json', buffer: Buffer.from(SCENARIO) });
      await page.locator('[data-testid="yours-item"]').first().waitFor({ state: 'visible' });
    },
    trigger: (page) => page.locator('[data-testid="yours-menu"]').first(),
    outside: brand,
  },
  { name: 'the docs’ More', path: '/docs.html?lang=en', width: 390, trigger: (page) => page.locator('[data-testid="docs-more"]'), outside: (page) => page.locator('h1.docs-title') },
];

/** From now on, every element the page marks aria-hidden="true" is kept in `window.__hiddenSince`. */
function watchAriaHidden(page: Page): Promise<void> {
  return page.evaluate(() => {
    const hidden: Element[] = [];
    (window as unknown as { __hiddenSince: Element[] }).__hiddenSince = hidden;
    new MutationObserver((changes) => {
      for (const change of changes) if (change.target instanceof Element && change.target.getAttribute('aria-hidden') === 'true') hidden.push(change.target);
    }).observe(document, { attributes: true, attributeFilter: ['aria-hidden'], subtree: true });
  });
}

/** Which of the elements marked hidden since `watchAriaHidden` hold the menu (or are it). */
function hidersOf(menu: Locator): Promise<string[]> {
  return menu.evaluate((el) =>
    (window as unknown as { __hiddenSince: Element[] }).__hiddenSince.filter((node) => node.contains(el)).map((node) => node.tagName.toLowerCase() + (node.id === '' ? '' : `#${node.id}`)),
  );
}

/** Long enough for a hide deferred by a task and a frame (as Kobalte defers its own) to have landed. */
function settle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))), 0)));
}

describe.skipIf(browserSkipReason !== null)('dropdown menus leave the page to assistive technology (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const menuCase of CASES) {
    it(`${menuCase.name}: opening it hides nothing, its items are in the accessibility tree, and Escape and a press outside close it`, async () => {
      if (browser === undefined) throw new Error('browser did not launch');
      const warnings: string[] = [];
      const { page, errors } = await openPage(browser, menuCase.path, { viewport: { width: menuCase.width, height: 844 } });
      page.on('console', (message) => {
        if (/aria-hidden/i.test(message.text())) warnings.push(message.text());
      });
      try {
        await menuCase.prepare?.(page);
        const trigger = menuCase.trigger(page);
        await trigger.waitFor({ state: 'visible' });
        await watchAriaHidden(page);
        await trigger.click();
        const menu = page.locator('[role="menu"]');
        await menu.waitFor({ state: 'visible' });
        // Read in the frame it shows in: the items are already there for assistive technology.
        expect(await menu.evaluate((el) => el.closest('[aria-hidden="true"]') === null)).toBe(true);
        await focusLandedIn(menu);
        await settle(page);
        expect(await hidersOf(menu)).toEqual([]);
        expect(await menu.evaluate((el) => el.closest('[aria-hidden="true"]') === null)).toBe(true);
        expect(await page.evaluate(() => document.querySelectorAll('[aria-hidden="true"]:has(#root), #root[aria-hidden="true"]').length)).toBe(0);
        expect(await menu.getByRole('menuitem').or(menu.getByRole('menuitemradio')).count()).toBeGreaterThan(0);

        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

        await trigger.click();
        await menu.waitFor({ state: 'visible' });
        await focusLandedIn(menu);
        const box = await menuCase.outside(page).boundingBox();
        if (box === null) throw new Error('nothing to press outside the menu');
        await page.mouse.click(box.x + Math.min(8, box.width / 2), box.y + box.height / 2);
        await menu.waitFor({ state: 'detached' });
        expect(warnings).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('a card that arrives while a menu is open leaves the menu open, with focus in it; Escape then gives focus back to the menu button', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, `/#lang=en&scenario-data=${lz.compressToEncodedURIComponent(PAUSED_ASK)}`, { viewport: { width: 1440, height: 900 } });
    try {
      const trigger = page.locator('[data-testid="side-by-side"]');
      const card = page.locator('[data-testid="question-card"]');
      await trigger.waitFor({ state: 'visible' });
      await trigger.click();
      const menu = page.locator('[role="menu"]');
      await menu.waitFor({ state: 'visible' });
      await focusLandedIn(menu);
      // Otherwise this test would prove nothing: the card must come after the menu has opened.
      expect(await card.count(), 'the card came before the menu opened').toBe(0);
      await card.waitFor({ state: 'visible' });
      await settle(page);
      expect(await menu.isVisible()).toBe(true);
      await focusLandedIn(menu);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await card.isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
