/**
 * A long session stays as light as a short one (issue 41, item 1), in a real
 * Chromium: after 150 asks the page holds about what is on screen (the
 * conversation, Model receives and the Timeline render what is in view), and
 * nothing a person can do is lost: the Timeline's search finds a frame of the
 * first ask (folded in an earlier run, out of the rendered rows), Export still
 * writes every frame, and a hidden Timeline keeps its search when its tab
 * opens again.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkipReason, launchBrowser, openPage } from './browser.ts';

const ASKS = 150;

/** Asks the Mixed batch example `n` times in the page, dismissing each card before the next (one run per ask). */
async function askMany(page: Page, n: number): Promise<void> {
  await page.locator('[data-testid="tab-examples"]').click();
  await page.locator('[data-testid="example-mixed"]').waitFor();
  await page.evaluate(async (count) => {
    const painted = (): number => performance.getEntriesByName('ask-paint', 'measure').length;
    const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    for (let i = 0; i < count; i++) {
      const before = painted();
      document.querySelector<HTMLElement>('[data-testid="question-card"] [data-testid="dismiss"]')?.click();
      await frame();
      document.querySelector<HTMLElement>('[data-testid="example-mixed"]')?.click();
      const started = performance.now();
      while (painted() <= before) {
        if (performance.now() - started > 10_000) throw new Error(`ask ${i + 1} never painted`);
        await frame();
      }
    }
  }, n);
}

describe.skipIf(browserSkipReason !== null)('a long session (Chromium)', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(`after ${ASKS} asks the page holds what is on screen, and search, export and a hidden tab's state still work`, async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, '/?lang=en', { viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    try {
      await askMany(page, ASKS);
      const rendered = (selector: string): Promise<number> => page.locator(selector).count();
      // Each run has a divider and a Model receives header; only those in view (and a few beyond) are in the page.
      expect(await rendered('[data-testid="transcript"] [data-testid="run-divider"]')).toBeLessThan(60);
      expect(await rendered('[data-testid="model-receives-history"] [data-testid="run-head"]')).toBeLessThan(60);
      await page.locator('[data-testid="tab-timeline"]').click();
      await page.locator('[data-testid="timeline-run"]').first().waitFor();
      expect(await rendered('[data-testid="timeline-run"], [data-testid="timeline-group"], [data-testid="frame"]')).toBeLessThan(60);
      // ~255 nodes an ask on the page before (issue 41); now the page's size does not follow the asks.
      const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
      expect(nodes).toBeLessThan(2500);

      // Search reaches the first ask's request, folded in the first run and far out of the rendered rows.
      const firstRpc = await page.evaluate(() => {
        const entry = performance.getEntriesByName('ask-paint', 'measure')[0] as PerformanceMeasure | undefined;
        return (entry?.detail as { rpcId?: string } | undefined)?.rpcId ?? '';
      });
      expect(firstRpc).not.toBe('');
      await page.locator('[data-testid="timeline-search"]').fill(firstRpc);
      const found = page.locator('[data-testid="frame"][data-type="question/requested"]');
      await found.first().waitFor({ state: 'visible' });
      expect(await found.first().locator('pre').textContent()).toContain(firstRpc);

      // The hidden Timeline keeps its search (it is not rendered again when its tab opens).
      await page.locator('[data-testid="tab-model"]').click();
      await page.locator('[data-testid="tab-timeline"]').click();
      expect(await page.locator('[data-testid="timeline-search"]').inputValue()).toBe(firstRpc);
      await found.first().waitFor({ state: 'visible' });

      // Export writes every frame, rendered or not.
      const total = Number(await page.locator('[data-testid="tab-timeline"] .count').textContent());
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-session"]').click()]);
      const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { frames: unknown[] };
      expect(exported.frames.length).toBeGreaterThanOrEqual(total);
      expect(total).toBeGreaterThan(ASKS * 5);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);
});
