/**
 * The test browser itself (scripts/chromium.mjs): it runs without Chromium's own
 * toolbar pages, which would otherwise load in a renderer of their own beside
 * every page under test, and it keeps every feature Playwright turns off.
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HEADLESS_ARGS, TOOLBAR_WEBUI, disabledFeatures, toolbarPages } from '../../scripts/chromium.mjs';
import { browserSkipReason, chromiumPath, launchBrowser } from './browser.ts';

describe.skipIf(browserSkipReason)('the test browser', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens no toolbar pages for a new context', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    expect(await toolbarPages(browser)).toEqual([]);
  });

  it('a browser with the default switches does open them (the check above can fail)', async (context) => {
    const plain = await chromium.launch({ executablePath: chromiumPath, headless: true, args: [...HEADLESS_ARGS] });
    try {
      const pages = await toolbarPages(plain);
      // Debian has shipped Chromium builds (150) whose headless mode has no WebUI toolbar at all: there the
      // check above holds whatever the switches, and this one has nothing to show.
      if (pages.length === 0) context.skip(`Chromium ${plain.version()} opens no toolbar pages even with its default switches`);
      expect(pages.length).toBeGreaterThan(0);
    } finally {
      await plain.close();
    }
  });

  it("disables the toolbar's features and keeps every one Playwright disables", async () => {
    const args = inject('chromiumArgs');
    const switches = args.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const ours = new Set((switches[0] ?? '').slice('--disable-features='.length).split(','));
    const playwrights = await disabledFeatures(chromium, chromiumPath, HEADLESS_ARGS);
    expect(playwrights.length).toBeGreaterThan(0);
    for (const feature of [...playwrights, ...TOOLBAR_WEBUI]) expect(ours.has(feature), feature).toBe(true);
  });
});
