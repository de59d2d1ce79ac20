/**
 * The designer's path (request editor, share): edit a request in the form view,
 * ask it, share the state, and open the shared URL in a fresh page to get the
 * same card — in a real Chromium.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkipReason, launchBrowser, openPage, type OpenedPage } from './browser.ts';

describe.skipIf(browserSkipReason !== null)('request editor and share (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { permissions: ['clipboard-read', 'clipboard-write'] });
  }

  async function openEditor(page: Page): Promise<void> {
    await page.locator('[data-testid="tab-request"]').click();
    await page.locator('[data-testid="request-editor"]').waitFor({ state: 'visible' });
  }

  it('a question edited in the form view asks, and survives Share into a fresh page', async () => {
    const { page, errors } = await open('/?lang=en&theme=dark');
    try {
      await openEditor(page);
      await page.locator('[data-testid="editor-form-tab"]').click();
      const questionText = page.locator('[data-testid="form-question-text"]').first();
      await questionText.fill('Which colour should the button be? 🎨 "quoted"');
      await page.locator('[data-testid="form-add-option"]').first().click();

      await expect.poll(() => page.locator('[data-testid="form-question"]').first().locator('[data-testid="form-option"]').count()).toBe(3);
      await expect.poll(() => page.locator('[data-testid="editor-status"]').innerText()).toBe('Will be asked');

      await page.locator('[data-testid="editor-ask"]').click();
      const card = page.locator('[data-testid="composer-slot"] [data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      expect(await card.locator('.qcard-title').textContent()).toBe('Which colour should the button be? 🎨 "quoted"');

      await page.locator('[data-testid="share"]').click();
      await expect.poll(() => page.locator('[data-testid="share"]').getAttribute('data-state')).toBe('done');
      const shared = await page.evaluate(() => navigator.clipboard.readText());
      const url = new URL(shared);
      // The state travels in the fragment, which never reaches the server.
      expect(url.search).toBe('');
      const state = new URLSearchParams(url.hash.slice(1));
      expect(state.get('lang')).toBe('en');
      expect(state.get('theme')).toBe('dark');
      expect(state.get('q')).not.toBeNull();

      const fresh = await open(`${url.pathname}${url.hash}`);
      try {
        const again = fresh.page.locator('[data-testid="question-card"]');
        await again.waitFor({ state: 'visible' });
        expect(await again.locator('.qcard-title').textContent()).toBe('Which colour should the button be? 🎨 "quoted"');
        expect(await again.locator('[data-testid="option"]').count()).toBe(3);
        expect(await fresh.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        expect(fresh.errors).toEqual([]);
      } finally {
        await fresh.page.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the JSON view points at a syntax error, lints without blocking, and Ask stays off while invalid', async () => {
    const { page, errors } = await open('/?lang=en');
    try {
      await openEditor(page);
      const json = page.locator('[data-testid="editor-json"]');
      await json.fill('{\n  "questions": [\n    { "id": "a", }\n  ]\n}');
      await expect.poll(() => page.locator('[data-testid="editor-error"]').textContent()).toMatch(/line 3/);
      expect(await page.locator('[data-testid="editor-ask"]').isDisabled()).toBe(true);

      await json.fill('{"questions":[{"id":"a","question":"One?"},{"id":"a","question":"Two?"}]}');
      await page.locator('[data-testid="lint"] [data-key="lint.duplicateId"]').waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid="editor-ask"]').isDisabled()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a token changed in the Tokens panel applies live and travels in the share URL', async () => {
    const { page, errors } = await open('/?lang=en&theme=light');
    try {
      await page.locator('[data-testid="tab-tokens"]').click();
      const thumb = page.locator('[data-token="--card-radius"]');
      await thumb.waitFor({ state: 'visible' });
      await thumb.focus();
      await page.keyboard.press('End');
      await expect.poll(() => page.evaluate(() => (document.querySelector('[data-testid="canvas"]') as HTMLElement).style.getPropertyValue('--card-radius'))).toBe('32px');
      await expect.poll(() => page.locator('[data-testid="tokens-css"]').textContent()).toContain('--card-radius: 32px;');

      await page.locator('[data-testid="share"]').click();
      await expect.poll(() => page.locator('[data-testid="share"]').getAttribute('data-state')).toBe('done');
      const url = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      expect(new URLSearchParams(url.hash.slice(1)).get('tokens')).not.toBeNull();
      // Only a token changed: the editor's untouched default draft stays out, so the link opens no card nobody asked.
      expect(new URLSearchParams(url.hash.slice(1)).get('q')).toBeNull();

      // The same overrides reach the state gallery, on every section.
      const galleryLink = await page.locator('[data-testid="tokens-gallery"]').getAttribute('href');
      expect(galleryLink).toMatch(/gallery\.html\?.*tokens=/);
      const gallery = await open(new URL(galleryLink ?? '', url).pathname + new URL(galleryLink ?? '', url).search);
      try {
        const sections = gallery.page.locator('[data-testid="gallery-section"]');
        await sections.first().waitFor({ state: 'visible' });
        const radii = await sections.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.getPropertyValue('--card-radius')));
        expect(radii.length).toBeGreaterThan(0);
        expect(new Set(radii)).toEqual(new Set(['32px']));
        expect(gallery.errors).toEqual([]);
      } finally {
        await gallery.page.close();
      }
      const fresh = await open(`${url.pathname}${url.hash}`);
      try {
        await expect
          .poll(() => fresh.page.evaluate(() => (document.querySelector('[data-testid="canvas"]') as HTMLElement).style.getPropertyValue('--card-radius')))
          .toBe('32px');
      } finally {
        await fresh.page.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Reset starts a clean playground in the same locale and theme', async () => {
    const request = { questions: [{ id: 'a', question: 'Still here?' }] };
    const { compressToEncodedURIComponent } = await import('lz-string');
    const { page, errors } = await open(`/?lang=zh&theme=dark&q=${compressToEncodedURIComponent(JSON.stringify(request))}`);
    try {
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      await page.locator('[data-testid="reset"]').click();
      // A fresh app on a fresh worker, without a reload; the URL keeps only the locale and theme, in the fragment.
      await expect.poll(() => new URL(page.url()).search).toBe('');
      const url = new URL(page.url());
      expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({ lang: 'zh', theme: 'dark' });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await page.locator('[data-testid="composer-input"]').waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid="question-card"]').count()).toBe(0);
      expect(await page.locator('[data-testid="tool-row"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
