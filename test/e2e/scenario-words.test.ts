/**
 * Scenarios play in the reader's language (src/scenarios/localize.ts): in a real
 * Chromium on the built app, a Chinese page plays a built-in scenario with the
 * Chinese of its file's `translations.zh` — when the worker starts it at boot, when
 * the page's player autoplays it (the scripted user selects the Chinese labels and
 * every expectation passes), after a language switch and Restart, and in the docs'
 * first example. The words are read from the scenario files, not restated here.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkipReason, launchBrowser, openPage } from './browser.ts';

interface File {
  readonly translations: { readonly zh: Readonly<Record<string, string>> };
}
const file = (id: string): File => JSON.parse(readFileSync(new URL(`../../scenarios/${id}.json`, import.meta.url), 'utf8')) as File;
const zhOf = (id: string, english: string): string => {
  const text = file(id).translations.zh[english];
  if (text === undefined) throw new Error(`scenarios/${id}.json has no Chinese for "${english}"`);
  return text;
};

describe.skipIf(browserSkipReason !== null)('scenarios in the reader\'s language (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const open = (path: string) => {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path);
  };
  const cardText = async (page: Page): Promise<string> => {
    const card = page.locator('[data-testid="question-card"]');
    await card.waitFor({ state: 'visible' });
    return (await card.textContent()) ?? '';
  };

  it('a ?scenario= link the worker starts at boot: the card and the agent speak Chinese on a zh page', async () => {
    const { page, errors } = await open('/?lang=zh&scenario=mixed-batch');
    try {
      const text = await cardText(page);
      expect(text).toContain(zhOf('mixed-batch', 'How should I continue?'));
      expect(text).not.toContain('How should I continue?');
      // The recommended option shows its Chinese label; the suffix became the badge.
      expect(text).toContain(zhOf('mixed-batch', 'Fast (Recommended)').replace('（推荐）', ''));
      const said = page.locator('[data-testid="message"][data-role="assistant"]').first();
      await said.waitFor({ state: 'visible' });
      expect(await said.textContent()).toContain(zhOf('mixed-batch', 'Before I start, three quick questions.'));
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('autoplayed by the page\'s player on a zh page: the scripted user selects the Chinese label and every expectation passes', async () => {
    const { page, errors } = await open('/?lang=zh&scenario=single-choice&autoplay=1');
    try {
      await page.locator('[data-testid="player-state"][data-state="done"]').waitFor({ state: 'attached', timeout: 20_000 });
      expect(await page.locator('[data-testid="verdict"][data-mark="fail"]').count()).toBe(0);
      expect(await page.locator('[data-testid="verdict"][data-mark="pass"]').count()).toBeGreaterThan(0);
      // What the model receives carries the label the card showed, in Chinese.
      const receives = page.locator('[data-testid="model-receives"]');
      await receives.waitFor({ state: 'attached' });
      expect(await receives.textContent()).toContain(`"selected":["${zhOf('single-choice', 'SQLite')}"]`);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('in English on an en page, and in Chinese after switching the page to 中文 and pressing Restart', async () => {
    const { page, errors } = await open('/?lang=en&scenario=single-choice');
    try {
      const question = 'Which database should the service use?';
      expect(await cardText(page)).toContain(question);
      await page.locator('[data-testid="locale-switch"]').getByText('中文', { exact: true }).click();
      await page.locator('[data-testid="player-restart"]').click();
      await page.waitForFunction(
        (expected) => document.querySelector('[data-testid="question-card"]')?.textContent?.includes(expected) === true,
        zhOf('single-choice', question),
      );
      expect(await cardText(page)).not.toContain(question);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the zh docs show the first example\'s call and the model\'s text in the words its live example plays', async () => {
    const { page, errors } = await open('/docs.html?lang=zh');
    try {
      await page.locator('main h1').waitFor();
      const body = (await page.locator('main').textContent()) ?? '';
      expect(body).toContain(`"question": "${zhOf('mixed-batch', 'How should I continue?')}"`);
      expect(body).not.toContain('How should I continue?');
      const modelText = (await page.locator('[data-testid="model-text"]').textContent()) ?? '';
      expect(modelText).toContain(`"selected":["${zhOf('mixed-batch', 'Fast (Recommended)')}"]`);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
