/**
 * Huge text is cheap (issue 41 item 2), in a real Chromium: the Request JSON is a
 * code editor (CodeMirror) with JSON highlighting, its problems marked on the
 * text at their path or line, in the page's language, named for screen readers;
 * a 2,000,000-character question fills it and reaches the canvas's draft, whose
 * heading draws a bounded prefix until "Show all" opens the rest; the same
 * question asked reaches the live card, and a `?q=` link carrying it opens its
 * card. The timings here are generous ceilings; `npm run bench` measures them
 * against their goals (bench/results.json, "growth").
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import lz from 'lz-string';
import { browserSkipReason, launchBrowser, openPage } from './browser.ts';

const HUGE = 2_000_000;
const huge = (n: number): string => 'Is this long question clear? '.repeat(Math.ceil(n / 29)).slice(0, n);

/** Replaces the editor's text in one go, as a paste does (the content element takes a text area's `value`). */
async function paste(page: Page, text: string): Promise<void> {
  await page.locator('[data-testid="editor-json"]').evaluate((el, value) => {
    (el as HTMLElement & { value: string }).value = value;
  }, text);
}

describe.skipIf(browserSkipReason !== null)('huge text in the editor and the card (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const open = async (path: string) => {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport: { width: 1440, height: 900 } });
  };

  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: the Request JSON is a code editor: highlighted, named, its problems marked where they are`, async () => {
      const { page, errors } = await open(`/?lang=${lang}`);
      try {
        await page.locator('[data-testid="tab-request"]').click();
        const json = page.locator('[data-testid="editor-json"]');
        await json.waitFor({ state: 'visible' });
        expect(await page.locator('.reqed-cm .cm-editor').count()).toBe(1);
        // A multi-line textbox named as before, for keyboards and screen readers.
        const box = page.getByRole('textbox', { name: lang === 'zh' ? '请求 JSON' : 'Request JSON' });
        expect(await box.getAttribute('data-testid')).toBe('editor-json');
        expect(await box.getAttribute('aria-multiline')).toBe('true');
        // Keys and strings are coloured apart.
        const colours = await page.$$eval('.reqed-cm .cm-line span', (spans) => [...new Set(spans.map((s) => getComputedStyle(s).color))]);
        expect(colours.length).toBeGreaterThanOrEqual(2);

        // A duplicate id: the lint's warning sits on the second question's id, and the list below still says it.
        await json.fill('{\n  "questions": [\n    { "id": "a", "question": "One?" },\n    { "id": "a", "question": "Two?" }\n  ]\n}');
        await page.locator('[data-testid="lint"] [data-key="lint.duplicateId"]').waitFor({ state: 'visible' });
        const warning = page.locator('.cm-lintRange-warning');
        await expect.poll(() => warning.count()).toBe(1);
        expect(await warning.textContent()).toBe('"a"');
        expect(await warning.evaluate((el) => el.closest('.cm-line')?.textContent)).toBe('    { "id": "a", "question": "Two?" }');

        // A syntax error: marked at its line, Ask off; its words, on the mark, in the page's language.
        await json.fill('{\n  "questions": [\n    { "id": "a", }\n  ]\n}');
        await expect.poll(() => page.locator('.cm-lintRange-error').count()).toBe(1);
        expect(await page.locator('.cm-lintRange-error').evaluate((el) => el.closest('.cm-line')?.textContent)).toBe('    { "id": "a", }');
        expect(await page.locator('[data-testid="editor-ask"]').isDisabled()).toBe(true);
        expect(await json.getAttribute('aria-invalid')).toBe('true');
        await page.locator('.cm-lintRange-error').hover();
        const tip = page.locator('.cm-tooltip-lint');
        await tip.waitFor({ state: 'visible' });
        expect(await tip.textContent()).toContain(lang === 'zh' ? '第 3 行第 18 列有 JSON 语法错误' : 'JSON syntax error at line 3, column 18');
        // Tab leaves the editor (it never traps the keyboard).
        await json.focus();
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('.cm-editor') === null)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('a 2 MB question fills the editor, reaches the draft as a bounded heading, Show all opens the rest, Ask brings the live card', async () => {
    const { page, errors } = await open('/?lang=en');
    try {
      await page.locator('[data-testid="tab-request"]').click();
      await page.locator('[data-testid="editor-json"]').waitFor({ state: 'visible' });
      const question = huge(HUGE);
      const started = Date.now();
      await paste(page, JSON.stringify({ questions: [{ id: 'long', question, options: [{ label: 'Yes' }, { label: 'No' }] }] }));
      const heading = page.locator('[data-testid="draft-card"] .qcard-title');
      await expect.poll(() => heading.evaluate((el) => el.textContent?.length ?? 0), { timeout: 10_000 }).toBe(1201);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await heading.textContent()).toBe(`${question.slice(0, 1200)}…`);
      // The editor holds all of it.
      expect(await page.locator('[data-testid="editor-json"]').evaluate((el) => (el as HTMLElement & { value: string }).value.length)).toBeGreaterThan(HUGE);
      // Show all draws the whole question; Show less the prefix again.
      const toggle = page.locator('[data-testid="draft-card"] [data-testid="title-toggle"]');
      await toggle.click();
      await expect.poll(() => heading.evaluate((el) => el.textContent?.length ?? 0)).toBe(HUGE);
      await toggle.click();
      await expect.poll(() => heading.evaluate((el) => el.textContent?.length ?? 0)).toBe(1201);

      await page.locator('[data-testid="editor-ask"]').click();
      await page.locator('[data-testid="tab-timeline"]').click();
      const live = page.locator('.canvas-conversation [data-testid="question-card"] .qcard-title');
      await expect.poll(() => live.evaluate((el) => el.textContent?.length ?? 0).catch(() => 0), { timeout: 10_000 }).toBe(1201);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a ?q= link carrying a 2 MB question opens its card with a bounded heading', async () => {
    const question = huge(HUGE);
    const q = lz.compressToEncodedURIComponent(JSON.stringify({ questions: [{ id: 'long', question }] }));
    const { page, errors } = await open(`/?lang=en#q=${q}`);
    try {
      const heading = page.locator('[data-testid="question-card"] .qcard-title');
      await expect.poll(() => heading.evaluate((el) => el.textContent?.length ?? 0).catch(() => 0), { timeout: 15_000 }).toBe(1201);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
