/**
 * A damaged Yours store in a real Chromium (src/client/scenarios/yours.ts): the
 * page opens, the Yours tab lists what can still be read, and says in the page's
 * language what could not be: a list that is no longer JSON, or one entry whose
 * scenario the loader refuses (with the loader's reason, worded in Chinese on a zh
 * page). Nothing is rewritten behind the person's back.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkipReason, launchBrowser, openPage, type OpenedPage } from './browser.ts';

const YOURS_KEY = 'asklab.yours';
const FREE_TEXT = JSON.parse(readFileSync(new URL('../../scenarios/free-text.json', import.meta.url), 'utf8')) as { id: string };

describe.skipIf(browserSkipReason !== null)('a damaged Yours store (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens `path` with `stored` as the Yours list, written before the page's own scripts run (on the first load only). */
  async function openWith(path: string, stored: string): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, {}, async (page) => {
      await page.addInitScript(
        ({ key, value }) => {
          if (sessionStorage.getItem('seeded') !== null) return;
          sessionStorage.setItem('seeded', '1');
          localStorage.setItem(key, value);
        },
        { key: YOURS_KEY, value: stored },
      );
    });
  }

  async function openYours(page: Page): Promise<void> {
    await page.locator('[data-testid="tab-yours"]').click();
    await page.locator('[data-testid="yours"]').waitFor({ state: 'visible' });
  }

  const stored = (page: Page): Promise<string | null> => page.evaluate((key) => localStorage.getItem(key), YOURS_KEY);

  it('a list that is not JSON: the page works, and Yours says the list could not be read, in Chinese on a zh page', async () => {
    const { page, errors } = await openWith('/?lang=zh', '{"entries": [');
    try {
      await openYours(page);
      const problem = page.locator('[data-testid="yours-problem"][data-kind="list-not-json"]');
      await problem.waitFor({ state: 'visible' });
      const text = (await problem.textContent()) ?? '';
      expect(text).toContain('JSON');
      // Chinese words around the one format name.
      expect(text.replace('JSON', '')).not.toMatch(/[A-Za-z]/);
      expect(await page.locator('[data-testid="yours-item"]').count()).toBe(0);
      // Read, not repaired: the damaged text is still there for the person to rescue.
      expect(await stored(page)).toBe('{"entries": [');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('one broken entry among good ones: the good one is listed, the broken one is named with its reason', async () => {
    const list = {
      entries: [
        { key: 'good', origin: 'saved', savedAt: '2026-12-04T10:00:00.000Z', scenario: FREE_TEXT },
        { key: 'broken', origin: 'saved', savedAt: '2026-12-04T10:01:00.000Z', scenario: { ...FREE_TEXT, id: undefined } },
      ],
    };
    for (const lang of ['en', 'zh'] as const) {
      const { page, errors } = await openWith(`/?lang=${lang}`, JSON.stringify(list));
      try {
        await openYours(page);
        const problem = page.locator('[data-testid="yours-problem"][data-kind="entry"]');
        await problem.waitFor({ state: 'visible' });
        const text = (await problem.textContent()) ?? '';
        expect(text).toContain(lang === 'zh' ? '列表第 2 项' : 'Entry 2 in the list');
        expect(text).toContain('id');
        if (lang === 'zh') expect(text.replace(/\bid\b/g, '').replace(/\bstring\b|\bundefined\b/g, '')).not.toMatch(/[A-Za-z]{2,}/);
        const item = page.locator(`[data-testid="yours-item"][data-id="${FREE_TEXT.id}"]`);
        await item.waitFor({ state: 'visible' });
        expect(await page.locator('[data-testid="yours-item"]').count()).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});
