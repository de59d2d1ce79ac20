/** The built app loads in a real Chromium without errors and shows its shell. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkipReason, launchBrowser, openPage } from './browser.ts';

describe.skipIf(browserSkipReason !== null)('app shell (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('loads without console or page errors and shows the app shell', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, '/');
    try {
      await page.locator('[data-testid="app-shell"]').waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid="app-shell"]').isVisible()).toBe(true);
      // Give late module/worker errors a moment to surface before asserting.
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
