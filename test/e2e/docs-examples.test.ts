/**
 * The docs page's live examples as a reader meets them, in a real Chromium at
 * 1024 px (where each example sits above the text it illustrates): each example's
 * box is reserved before it starts and shows a still of its first card meanwhile,
 * so scrolling the page through while the examples start and play moves no text
 * (cumulative layout shift ≈ 0); arriving at `#BAD_INTENT` plays BAD_INTENT
 * beside its row.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkipReason, launchBrowser, openPage } from './browser.ts';

/** Sums every layout shift not caused by input, from the page's first paint on (the layout-shift entries, as CLS counts them). */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; shifts: string[] };
    w.shift = 0;
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        w.shift += entry.value;
        w.shifts.push(`${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className : s.node?.nodeName)).join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const frameHeights = (page: Page): Promise<number[]> =>
  page.$$eval('figure.stage .stage-frame-wrap', (wraps) => wraps.map((w) => Math.round(w.getBoundingClientRect().height)));

describe.skipIf(browserSkipReason !== null)('docs examples reserve their place (Chromium, 1024 px)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const open = async (path: string, beforeLoad?: (page: Page) => Promise<void>) => {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport: { width: 1024, height: 800 } }, beforeLoad);
  };

  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: scrolling through while every example starts and plays shifts no text (CLS ≈ 0)`, async () => {
      const { page, errors } = await open(`/docs.html?lang=${lang}`, watchShifts);
      try {
        // Below the fold, not started: its box already has its height, and a still of its first card stands in it.
        const card = page.locator('[data-testid="stage-card"]');
        expect(await card.getAttribute('data-started')).toBeNull();
        await expect.poll(() => card.locator('[data-testid="stage-still"] .qcard .qcard-title').count()).toBe(1);
        const before = await frameHeights(page);
        expect(before.every((h) => h >= 400)).toBe(true);

        for (let y = 0; y < 9000; y += 300) {
          await page.mouse.wheel(0, 300);
          await page.waitForTimeout(200);
        }
        // Each example has started and drawn by now (the stills gave way), and played for a while.
        await expect.poll(() => page.locator('figure.stage[data-started]').count(), { timeout: 10_000 }).toBe(4);
        await page.waitForTimeout(2500);
        expect(await frameHeights(page)).toEqual(before);
        const { shift, shifts } = await page.evaluate(() => {
          const w = window as unknown as { shift: number; shifts: string[] };
          return { shift: w.shift, shifts: w.shifts };
        });
        expect(shifts).toEqual([]);
        expect(shift).toBeLessThan(0.01);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it(`${lang}: the example beside #BAD_INTENT plays BAD_INTENT, and follows the address to another code`, async () => {
      const { page, errors } = await open(`/docs.html?lang=${lang}#BAD_INTENT`);
      try {
        const stage = page.locator('[data-testid="stage-errors"]');
        await expect.poll(() => stage.getAttribute('data-source')).toContain('bad-intent-label');
        expect(await stage.locator('.stage-name').textContent()).toBe('BAD_INTENT');
        // Its still says what it plays: no card is ever drawn for a refused call, so the scenario's own title.
        await expect.poll(() => stage.locator('[data-testid="stage-still"] .stage-poster-title').textContent()).toBe(lang === 'zh' ? '意图有误：批准标签' : 'Bad intent: approve label');
        await page.evaluate(() => (location.hash = 'NO_PROVIDER'));
        await expect.poll(() => stage.getAttribute('data-source')).toContain('no-provider');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  const searchKeys = async (page: Page, query: string): Promise<string[]> => {
    const input = page.locator('[data-testid="docs-search-input"]');
    if (!(await input.isVisible())) {
      await page.locator('[data-testid="docs-search-button"]').click();
      await input.waitFor({ state: 'visible' });
    }
    await input.fill(query);
    await page.waitForTimeout(100);
    return page.$$eval('[role="option"]', (options) => options.map((o) => o.getAttribute('data-key') ?? ''));
  };

  it('en: search finds the page\'s own words: "embed", "multiSelect", "abort" beyond ASK_ABORTED; Enter on "embed" goes to an example', async () => {
    const { page, errors } = await open('/docs.html?lang=en');
    try {
      await page.locator('[data-testid="docs-search-button"]').waitFor({ state: 'visible' });
      await expect.poll(() => searchKeys(page, 'embed')).toContain('control-Copy embed code');
      expect((await searchKeys(page, 'multiSelect'))[0]).toBe('field-multi_select');
      const abort = await searchKeys(page, 'abort');
      expect(abort).toContain('ASK_ABORTED');
      expect(abort).toContain('scenario-answer-after-abort');
      await searchKeys(page, 'copy embed');
      await page.keyboard.press('Enter');
      await page.locator('[data-testid="docs-search"]').waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => location.hash)).toBe('#stage-send');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('zh: search finds "取消" and "嵌入"', async () => {
    const { page, errors } = await open('/docs.html?lang=zh');
    try {
      await page.locator('[data-testid="docs-search-button"]').waitFor({ state: 'visible' });
      await expect.poll(() => searchKeys(page, '取消')).toContain('scenario-cancel-dismiss');
      expect(await searchKeys(page, '嵌入')).toContain('control-Copy embed code');
      expect(await page.locator('[role="option"][data-key="control-Copy embed code"] .docs-search-title').textContent()).toBe('复制嵌入代码');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
