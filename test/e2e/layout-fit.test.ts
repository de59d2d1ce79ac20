/**
 * Layout at every width (SPEC §5.1, §11) in a real Chromium: on a phone the
 * workbench's chrome is one row and every control it folded away is still
 * reachable by keyboard and touch; the docs header is one sticky row; the
 * inspector's tabs never cut a name; the request form gives an option's
 * description the row's width.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkipReason, focusInOpened, focusLandedIn, launchBrowser, openPage, type OpenedPage } from './browser.ts';

describe.skipIf(browserSkipReason !== null)('layout at every width (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string, width: number, height = 844): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport: { width, height } });
  }

  /** The smaller side of each visible, enabled control in the element. */
  function smallestTargets(page: Page, selector: string): Promise<{ name: string; size: number }[]> {
    return page.locator(selector).evaluate((root) =>
      Array.from(root.querySelectorAll<HTMLElement>('button, a[href], [role="radio"], [role="tab"]'))
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          const box = el.getBoundingClientRect();
          return { name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '', size: Math.min(box.width, box.height) };
        }),
    );
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: at 390 px the chrome above the conversation is one row and a compact player, and a tall card fits in the rest`, async () => {
      const { page, errors } = await open(`/?scenario=large-batch&lang=${lang}`, 390);
      try {
        const card = page.locator('[data-testid="question-card"]');
        await card.waitFor({ state: 'visible' });
        await page.locator('[data-testid="topbar-more"]').waitFor({ state: 'visible' });
        // The player is filled in once the page has read the scenario file, which can be after the worker's card is shown.
        await page.locator('[data-testid="player"] [data-testid="player-pause"]').waitFor({ state: 'visible' });
        await page.locator('[data-testid="player"]').waitFor({ state: 'visible' });
        const boxes = await page.evaluate(() => {
          const box = (s: string): DOMRect | undefined => document.querySelector(s)?.getBoundingClientRect();
          return {
            topbar: box('.topbar')?.height ?? -1,
            tabsInTopbar: document.querySelector('.topbar [data-testid="narrow-tabs"]') !== null,
            canvasBarShown: (box('[data-testid="canvas-bar"]')?.height ?? 0) > 0,
            driverBottom: box('[data-testid="driver"]')?.bottom ?? -1,
            cardBottom: box('[data-testid="question-card"]')?.bottom ?? Infinity,
          };
        });
        expect(boxes.topbar).toBeLessThanOrEqual(52);
        expect(boxes.tabsInTopbar).toBe(true);
        expect(boxes.canvasBarShown).toBe(false);
        // Everything above the conversation (top bar, what is running, the player) in at most 150 px of an 844 px screen.
        expect(boxes.driverBottom).toBeLessThanOrEqual(150);
        // The rest (over 80% of the screen) is the conversation's: the tall card fits in it whole.
        expect(boxes.cardBottom).toBeLessThanOrEqual(844);
        for (const target of await smallestTargets(page, '.topbar')) expect(target.size, target.name).toBeGreaterThanOrEqual(24);

        // The player is one row in either language: its controls are icons named by their words, the switch is short.
        const row = await page.locator('[data-testid="player"] .player-row').evaluate((el) => {
          const boxes = Array.from(el.children, (child) => child.getBoundingClientRect());
          return {
            // One line: every child's box overlaps every other's vertically.
            lowestTop: Math.max(...boxes.map((b) => b.top)),
            highestBottom: Math.min(...boxes.map((b) => b.bottom)),
            right: el.getBoundingClientRect().right,
            lastRight: el.lastElementChild?.getBoundingClientRect().right ?? Infinity,
          };
        });
        expect(row.lowestTop, 'the player wraps to a second row').toBeLessThan(row.highestBottom);
        expect(row.lastRight).toBeLessThanOrEqual(row.right + 0.5);
        const words = lang === 'en' ? ['Restart', 'Pause', 'Step'] : ['重新开始', '暂停', '单步'];
        for (const name of words) expect(await page.getByRole('button', { name, exact: true }).isVisible(), name).toBe(true);
        expect(await page.getByRole('switch', { name: lang === 'en' ? 'Autoplay' : '自动作答', exact: true }).count()).toBe(1);
        for (const target of await smallestTargets(page, '[data-testid="player"] .player-row')) expect(target.size, target.name).toBeGreaterThanOrEqual(24);
        // Small word labels: 11 px Latin capitals in English, 12 px untracked Han in Chinese (a stroke-heavy script at 11 px blurs).
        const small = await page.evaluate(() =>
          ['.player-state', '.driver-kind', '.qcard-eyebrow'].map((s) => {
            const style = getComputedStyle(document.querySelector(s) as Element);
            return `${s} ${style.fontSize} ${style.letterSpacing}`;
          }),
        );
        expect(small).toEqual(
          lang === 'en'
            ? ['.player-state 11px 0.55px', '.driver-kind 11px 0.55px', '.qcard-eyebrow 11px 0.66px']
            : ['.player-state 12px normal', '.driver-kind 12px normal', '.qcard-eyebrow 12px normal'],
        );
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('at 1024 px the player keeps its words: Restart, Pause, Step and "Autoplay the user"', async () => {
    const { page, errors } = await open('/?scenario=single-choice&lang=en', 1024, 800);
    try {
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      // The worker's boot run can show the card before the page has read the scenario file and filled the player in.
      const row = page.locator('[data-testid="player"] .player-row');
      await row.locator('[data-testid="player-pause"]').waitFor({ state: 'visible' });
      for (const word of ['Restart', 'Pause', 'Step', 'Autoplay the user']) expect(await row.getByText(word, { exact: true }).isVisible(), word).toBe(true);
      expect(await row.locator('.player-icon').first().isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('at 390 px every folded control is reachable by keyboard: the More menu names its items, sets the view globals and opens Simulate and Save', async () => {
    const { page, errors } = await open('/?scenario=mixed-batch&lang=en&theme=light', 390);
    try {
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      const more = page.getByRole('button', { name: 'More', exact: true });
      await more.waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: 'Share' }).isVisible()).toBe(true);
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.locator('[data-testid="topbar-more-menu"]');
      await menu.waitFor({ state: 'visible' });
      for (const name of ['Save as scenario…', 'Simulate…', 'Reset', '中文', 'English', 'Light', 'Dark', 'Full', '720 px', '480 px', '360 px', 'Off', 'zh / en', 'Light / dark']) {
        expect(await menu.getByRole(/…|Reset/.test(name) ? 'menuitem' : 'menuitemradio', { name, exact: true }).count(), name).toBe(1);
      }
      for (const target of await smallestTargets(page, '[data-testid="topbar-more-menu"]')) expect(target.size, target.name).toBeGreaterThanOrEqual(24);
      // A view global stays in the menu once chosen, and applies at once.
      await menu.getByRole('menuitemradio', { name: 'Dark', exact: true }).click();
      await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(await menu.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('topbar-more');

      // Simulate opens from the menu, hangs from More, and gives focus back to it.
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'visible' });
      await focusInOpened(menu, menu.getByRole('menuitem', { name: 'Simulate…' }));
      await page.keyboard.press('Enter');
      const simulate = page.locator('[data-testid="simulate-popover"]');
      await simulate.waitFor({ state: 'visible' });
      await expect.poll(() => simulate.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => simulate.count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('topbar-more');

      // So does Save as scenario.
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'visible' });
      await menu.getByRole('menuitem', { name: 'Save as scenario…' }).click();
      const dialog = page.locator('[data-testid="save-dialog"]');
      await dialog.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('topbar-more');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: at 390 px the docs header is one row and stays in view after scrolling; its menu holds the links and the switches`, async () => {
      const { page, errors } = await open(`/docs.html?lang=${lang}&theme=light`, 390);
      try {
        const header = page.locator('.docs-top');
        await header.waitFor({ state: 'visible' });
        expect(await header.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(52);
        await page.evaluate(() => window.scrollTo(0, 2400));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
        expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
        for (const target of await smallestTargets(page, '.docs-top')) expect(target.size, target.name).toBeGreaterThanOrEqual(24);
        await page.locator('[data-testid="docs-more"]').click();
        const menu = page.locator('[data-testid="docs-more-menu"]');
        await menu.waitFor({ state: 'visible' });
        // Read once the menu has finished opening (Kobalte's move of focus into it lands a task after it shows). A
        // clean-clone run once found it with none of its items: the menu was modal then, and hid <body> as it opened
        // (menus.test.ts; docs/decisions/2026-12-07-menus-that-hide-nothing.md).
        await focusLandedIn(menu);
        // The two links and the language switch; the theme's two choices are radios.
        expect(await menu.getByRole('menuitem').count()).toBe(3);
        await menu.getByRole('menuitemradio', { name: lang === 'en' ? 'Dark' : '深色', exact: true }).click();
        await expect.poll(() => page.evaluate(() => new URL(location.href).searchParams.get('theme'))).toBe('dark');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  for (const width of [1024, 1440] as const) {
    for (const lang of ['en', 'zh'] as const) {
      it(`${lang} at ${String(width)} px: every inspector tab shows its whole name, inside the panel`, async () => {
        const { page, errors } = await open(`/?scenario=mixed-batch&lang=${lang}`, width, 900);
        try {
          await page.locator('[data-testid="tab-a11y"]').waitFor({ state: 'visible' });
          const tabs = await page.locator('[data-testid="inspector"] [role="tab"]').evaluateAll((els) => {
            const panel = document.querySelector('[data-testid="inspector"]')?.getBoundingClientRect();
            return els.map((el) => {
              const box = el.getBoundingClientRect();
              return {
                name: el.textContent ?? '',
                cut: el.scrollWidth > el.clientWidth,
                inside: panel !== undefined && box.left >= panel.left && box.right <= panel.right,
              };
            });
          });
          expect(tabs).toHaveLength(7);
          for (const tab of tabs) expect({ name: tab.name, cut: tab.cut, inside: tab.inside }).toEqual({ name: tab.name, cut: false, inside: true });
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  }

  it('at 1440 px an option’s description in the request form is as wide as its label', async () => {
    const { page, errors } = await open('/?scenario=mixed-batch&lang=en', 1440, 900);
    try {
      await page.locator('[data-testid="tab-request"]').click();
      await page.locator('[data-testid="editor-form-tab"]').click();
      const option = page.locator('[data-testid="form-option"]').first();
      await option.waitFor({ state: 'visible' });
      const widths = await option.evaluate((el) => ({
        label: el.querySelector('.reqform-option-label')?.getBoundingClientRect().width ?? 0,
        description: el.querySelector('.reqform-option-desc')?.getBoundingClientRect().width ?? 0,
      }));
      expect(widths.description).toBeGreaterThanOrEqual(260);
      expect(widths.description).toBeGreaterThanOrEqual(widths.label - 1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
