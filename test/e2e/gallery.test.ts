/**
 * The designer and docs surface in a real Chromium: the state gallery renders
 * every state of both cards in both themes and locales; the playground embedded
 * in an iframe shows only the conversation and the card, links back to the full
 * playground and reports its height to the parent; the docs page loads in both
 * locales with its live examples sized by those reports.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { USER_QUESTION_ERROR_CODES } from '../../src/protocol/index.ts';
import { FAILED_SEND_REASON, GALLERY_STATES } from '../../src/client/gallery/fixtures.ts';
import { translate } from '../../src/client/locale/locale.ts';
import { browserSkipReason, launchBrowser, openPage, type OpenedPage } from './browser.ts';

const MIXED_BATCH_ZH = (JSON.parse(readFileSync(new URL('../../scenarios/mixed-batch.json', import.meta.url), 'utf8')) as {
  readonly translations: { readonly zh: Readonly<Record<string, string>> };
}).translations.zh;

const SECTIONS = [
  { theme: 'light', locale: 'zh' },
  { theme: 'light', locale: 'en' },
  { theme: 'dark', locale: 'zh' },
  { theme: 'dark', locale: 'en' },
] as const;

describe.skipIf(browserSkipReason !== null)('designer and docs surface (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string, width = 1280): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport: { width, height: 900 } });
  }

  describe('the state gallery', () => {
    it('renders every listed state, each captioned, at 360 px and full width, in both themes and locales, without errors', async () => {
      const { page, errors } = await open('/gallery.html');
      try {
        const states = page.locator('.gallery-state[data-state]');
        await expect.poll(() => states.count()).toBe(GALLERY_STATES.length * SECTIONS.length);
        for (const { theme, locale } of SECTIONS) {
          const section = page.locator(`[data-testid="gallery-section"][data-theme="${theme}"][data-locale="${locale}"]`);
          const ids = await section.locator('.gallery-state').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-state')));
          expect(ids).toEqual([...GALLERY_STATES]);
          // Each state: a caption, and the real card twice (360 px and full width).
          const captions = await section.locator('.gallery-state > figcaption').allInnerTexts();
          expect(captions.every((text) => text.trim().length > 0)).toBe(true);
          expect(await section.locator('.gallery-state [data-testid="question-card"]').count()).toBe(GALLERY_STATES.length * 2);
        }
        const narrow = await page
          .locator('.gallery-stage--narrow [data-testid="question-card"]')
          .evaluateAll((cards) => [...new Set(cards.map((c) => Math.round(c.getBoundingClientRect().width)))]);
        expect(narrow).toEqual([360]);
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('shows each state as captioned, and scopes the tokens to each section', async () => {
      const { page, errors } = await open('/gallery.html');
      try {
        const inSection = (theme: string, locale: string, state: string): string =>
          `[data-testid="gallery-section"][data-theme="${theme}"][data-locale="${locale}"] [data-state="${state}"] .gallery-stage--full`;
        await page.locator(inSection('light', 'en', 'failed-send')).waitFor();

        const failed = page.locator(`${inSection('light', 'en', 'failed-send')} [data-testid="card-status"]`);
        expect(await failed.innerText()).toBe(`Not sent: ${translate('en', FAILED_SEND_REASON.key)}`);
        const submitting = page.locator(`${inSection('light', 'en', 'submitting')} [data-testid="primary"]`);
        expect(await submitting.innerText()).toBe('Submitting…');
        expect(await submitting.isDisabled()).toBe(true);
        expect(await page.locator(`${inSection('light', 'zh', 'invalid-unanswered')} [data-testid="card-status"]`).innerText()).toBe(
          '请选择一个选项或填写自定义答案。',
        );
        expect(await page.locator(`${inSection('dark', 'en', 'invalid-incomplete')} [data-testid="card-status"]`).innerText()).toBe(
          'Please complete this question first.',
        );
        expect(await page.locator(`${inSection('light', 'en', 'collapsed')} [data-testid="collapse"]`).getAttribute('aria-expanded')).toBe('false');
        expect(await page.locator(`${inSection('light', 'en', 'recommended')} [data-testid="recommended-badge"]`).count()).toBe(2);
        expect(await page.locator(`${inSection('light', 'en', 'plan-review')} [data-testid="plan-refuse"]`).count()).toBe(1);
        expect(await page.locator(`${inSection('light', 'en', 'plan-approve-only')} [data-testid="plan-refuse"]`).count()).toBe(0);
        expect(await page.locator(`${inSection('light', 'en', 'plan-busy')} [data-testid="plan-approve"]`).isDisabled()).toBe(true);

        const long = page.locator(`${inSection('light', 'en', 'long-detail')} .qcard-body`);
        expect(await long.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

        // The same card, light and dark: the dark section's tokens apply to its own subtree.
        const surface = (theme: string): Promise<string> =>
          page.locator(`${inSection(theme, 'en', 'unanswered')} .qcard`).evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(await surface('light')).not.toBe(await surface('dark'));
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('lists every state at the top, links each to its permalink, and honours ?lang= and ?theme=', async () => {
      const { page, errors } = await open('/gallery.html?lang=en&theme=dark');
      try {
        // ?lang= and ?theme= pick the one section they name, and the page's own chrome follows them.
        const sections = page.locator('[data-testid="gallery-section"]');
        await expect.poll(() => sections.count()).toBe(1);
        expect(await sections.first().getAttribute('data-theme')).toBe('dark');
        expect(await sections.first().getAttribute('data-locale')).toBe('en');
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

        // The index names every state, in order, and each entry jumps to it.
        const index = page.locator('[data-testid="gallery-index"] a');
        expect(await index.evaluateAll((links) => links.map((a) => a.getAttribute('data-state')))).toEqual([...GALLERY_STATES]);
        await page.locator('[data-testid="gallery-index"] a[data-state="failed-send"]').click();
        expect(await page.locator('[data-testid="gallery-index"] a[data-state="failed-send"]').innerText()).toBe('Failed send');
        await expect.poll(() => new URL(page.url()).hash).toBe('#dark-en-failed-send');
        expect(await page.locator('#dark-en-failed-send').evaluate((el) => el.matches(':target'))).toBe(true);
        const top = await page.locator('#dark-en-failed-send').evaluate((el) => el.getBoundingClientRect().top);
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top).toBeLessThan(200);

        // Widening the filters writes them back: the address always links to what is shown.
        await page.locator('[data-testid="gallery-theme"] [data-value="both"]').click();
        await expect.poll(() => sections.count()).toBe(2);
        expect(new URL(page.url()).searchParams.has('theme')).toBe(false);
        expect(new URL(page.url()).searchParams.get('lang')).toBe('en');

        // The links to the other pages carry the language the page is read in, and follow its switch.
        expect(await page.locator('[data-testid="gallery-playground"]').getAttribute('href')).toBe('./?lang=en');
        await page.locator('[data-testid="gallery-page-locale"] [data-value="zh"]').click();
        await expect.poll(() => page.locator('[data-testid="gallery-docs"]').getAttribute('href')).toBe('./docs.html?lang=zh');
        expect(await page.locator('[data-testid="gallery-playground"]').getAttribute('href')).toBe('./?lang=zh');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it("a state's permalink opens that section with that state in view", async () => {
      const { page, errors } = await open('/gallery.html');
      try {
        const link = page.locator('[data-testid="gallery-section"][data-theme="light"][data-locale="zh"] [data-state="plan-busy"] [data-testid="gallery-permalink"]');
        const href = (await link.getAttribute('href')) ?? '';
        expect(href).toBe('?lang=zh&theme=light#light-zh-plan-busy');
        const opened = await open(`/gallery.html${href}`);
        try {
          const target = opened.page.locator('#light-zh-plan-busy');
          await target.waitFor({ state: 'visible' });
          await expect.poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
          expect(await target.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
          expect(await opened.page.locator('[data-testid="gallery-section"]').count()).toBe(1);
          expect(opened.errors).toEqual([]);
        } finally {
          await opened.page.close();
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('a fixture answered or dismissed settles, shows what it would have sent, and can be used again after Reset', async () => {
      const { page, errors } = await open('/gallery.html?lang=en&theme=light');
      try {
        const stage = (state: string): string => `[data-state="${state}"] .gallery-stage--full`;
        const selected = page.locator(stage('selected'));
        const card = selected.locator('[data-testid="question-card"]');
        await card.waitFor({ state: 'visible' });
        const focused = (): Promise<string> =>
          page.evaluate(() => {
            const el = document.activeElement;
            return el === null || el === document.body ? 'body' : (el.getAttribute('data-testid') ?? el.tagName);
          });

        // Submit: the card settles at once and shows the exact text the model would read, and that nothing was sent.
        await card.locator('[data-testid="primary"]').click();
        const sent = selected.locator('[data-testid="gallery-sent"]');
        await sent.waitFor({ state: 'visible' });
        expect(await sent.getAttribute('data-to')).toBe('model');
        expect(await sent.locator('[data-testid="gallery-sent-text"]').innerText()).toMatch(/^\{"answers":\[\{"id":"db","selected":\[".+"\]\}\]\}$/);
        expect(await sent.innerText()).toContain('Nothing is sent from the gallery.');
        expect(await focused()).toBe('gallery-reset');

        // Reset: the same fixture, as it started, answerable, and focus inside it.
        await page.keyboard.press('Enter');
        await card.waitFor({ state: 'visible' });
        expect(await sent.count()).toBe(0);
        await expect.poll(() => card.evaluate((el) => el.contains(document.activeElement)), { timeout: 5000 }).toBe(true);
        const primary = card.locator('[data-testid="primary"]');
        expect(await primary.innerText()).toBe('Submit');
        expect(await primary.isDisabled()).toBe(false);

        // Dismiss: ✕ says what the model would read (ASK_CANCELLED), and Reset brings it back again.
        await card.locator('[data-testid="dismiss"]').click();
        await sent.waitFor({ state: 'visible' });
        expect(await sent.locator('[data-testid="gallery-sent-text"]').innerText()).toMatch(/^Error: /);
        expect(await focused()).toBe('gallery-reset');
        await selected.locator('[data-testid="gallery-reset"]').click();
        await card.waitFor({ state: 'visible' });
        expect(await card.locator('[data-testid="primary"]').isDisabled()).toBe(false);

        // A plan review and an MCP ask settle the same way; the server's reply is shown for the MCP one.
        const plan = page.locator(stage('plan-review'));
        await plan.locator('[data-testid="plan-discuss"]').click();
        await plan.locator('[data-testid="gallery-sent"]').waitFor({ state: 'visible' });
        expect(await focused()).toBe('gallery-reset');
        await plan.locator('[data-testid="gallery-reset"]').click();
        await plan.locator('[data-testid="plan-approve"]').waitFor({ state: 'visible' });
        expect(await plan.locator('[data-testid="plan-approve"]').isDisabled()).toBe(false);
        expect(await focused()).toBe('plan-body');

        const mcpUrl = page.locator(stage('mcp-url'));
        await mcpUrl.locator('[data-testid="decline"]').click();
        await mcpUrl.locator('[data-testid="gallery-sent"]').waitFor({ state: 'visible' });
        expect(await mcpUrl.locator('[data-testid="gallery-sent"]').getAttribute('data-to')).toBe('server');
        expect(await mcpUrl.locator('[data-testid="gallery-sent-text"]').innerText()).toBe('{"action":"decline"}');

        // A collapsed card takes no focus of its own: after Reset, focus goes to its first control, never the page.
        const collapsed = page.locator(stage('collapsed'));
        await collapsed.locator('[data-testid="dismiss"]').click();
        await collapsed.locator('[data-testid="gallery-reset"]').click();
        await collapsed.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
        await expect.poll(() => collapsed.locator('[data-testid="question-card"]').evaluate((el) => el.contains(document.activeElement)), { timeout: 5000 }).toBe(true);

        expect(await page.locator('.gallery-stage--full [data-testid="primary"]', { hasText: 'Submitting…' }).count()).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('keeps focus where it is: gallery cards never take it on their own', async () => {
      const { page, errors } = await open('/gallery.html');
      try {
        await page.locator('.gallery-state').first().waitFor();
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });

  describe('embed mode', () => {
    type Posts = { __posts: { type: string; height: number }[] };
    const lastPost = (page: Page): Promise<{ type: string; height: number } | undefined> =>
      page.evaluate(() => (window as unknown as Posts).__posts.at(-1));
    const shellHeight = (frame: Frame): Promise<number> =>
      frame.locator('[data-testid="app-shell"]').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));

    /** A host page of our own (not the app) with the playground in an iframe, recording what the frame posts to it. */
    async function host(src: string): Promise<{ page: Page; frame: Frame; errors: string[] }> {
      // Any same-origin document will do as a starting point; its content is replaced at once.
      const { page, errors } = await open('/mockServiceWorker.js');
      const url = new URL(src, inject('baseUrl')).href;
      await page.setContent(
        `<!doctype html><html><body style="margin:0">
          <iframe src="${url}" style="width:480px;height:900px;border:0"></iframe>
          <script>
            window.__posts = [];
            const frame = document.querySelector('iframe');
            // The embed also posts asklab:progress (for the docs' code tabs); the height reports are what is checked here.
            addEventListener('message', (e) => { if (e.source === frame.contentWindow && e.data?.type !== 'asklab:progress') window.__posts.push(e.data); });
          </script>
        </body></html>`,
      );
      const handle = await page.locator('iframe').elementHandle();
      const frame = await handle?.contentFrame();
      if (frame === null || frame === undefined) throw new Error('the iframe has no frame');
      await frame.waitForLoadState('load');
      return { page, frame, errors };
    }

    it('shows only the conversation and the card, sized to its content, with an "Open in asklab" link to the URL without embed=1', async () => {
      const { page, frame, errors } = await host('/?embed=1&scenario=single-choice&lang=en');
      try {
        await frame.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
        expect(await frame.locator('.topbar').count()).toBe(0);
        expect(await frame.locator('.side, aside').count()).toBe(0);

        const link = frame.locator('[data-testid="open-in-asklab"]');
        expect(await link.isVisible()).toBe(true);
        expect(await link.innerText()).toBe('Open in asklab');
        expect(await link.getAttribute('target')).toBe('_blank');
        const href = new URL((await link.getAttribute('href')) ?? '');
        expect(href.searchParams.has('embed')).toBe(false);
        expect(href.searchParams.get('scenario')).toBe('single-choice');
        expect(href.searchParams.get('lang')).toBe('en');

        // No window-tall empty transcript: the shell is as tall as what it shows, well under the 900 px frame,
        // and that is the height the parent was told.
        const height = await shellHeight(frame);
        expect(height).toBeGreaterThan(100);
        expect(height).toBeLessThan(900);
        await expect.poll(() => lastPost(page)).toEqual({ type: 'asklab:height', height });

        // A pending card does not pull focus out of the host page.
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('posts a new asklab:height whenever its height changes', async () => {
      const { page, frame, errors } = await host('/?embed=1&scenario=single-choice&autoplay=1&lang=en');
      try {
        await frame.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
        // The autoplayed answer removes the card and the agent replies: the height changes, and the parent hears of it.
        await frame.locator('[data-testid="question-card"]').waitFor({ state: 'detached', timeout: 20_000 });
        await expect
          .poll(async () => {
            const [post, height] = await Promise.all([lastPost(page), shellHeight(frame)]);
            return post?.height === height;
          })
          .toBe(true);
        const posts = await page.evaluate(() => (window as unknown as Posts).__posts);
        expect(posts.every((p) => p.type === 'asklab:height' && Number.isInteger(p.height))).toBe(true);
        expect(new Set(posts.map((p) => p.height)).size).toBeGreaterThan(1);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('posts nothing when it is not framed', async () => {
      if (browser === undefined) throw new Error('browser did not launch');
      const context = await browser.newContext();
      await context.addInitScript(() => {
        const seen: unknown[] = [];
        (window as unknown as { __own: unknown[] }).__own = seen;
        addEventListener('message', (e) => seen.push(e.data));
      });
      const page = await context.newPage();
      try {
        await page.goto(new URL('/?embed=1&scenario=single-choice&lang=en', inject('baseUrl')).href);
        await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
        expect(await page.locator('.topbar').count()).toBe(0);
        const own = await page.evaluate(() => (window as unknown as { __own: { type?: unknown }[] }).__own);
        expect(own.filter((m) => m.type === 'asklab:height')).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  describe('the docs page', () => {
    for (const lang of ['zh', 'en'] as const) {
      it(`loads in ${lang} with a live example per section, each iframe sized by its embed, and no errors`, async () => {
        const { page, errors } = await open(`/docs.html?lang=${lang}`);
        try {
          await page.locator('[data-testid="docs"]').waitFor();
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang === 'zh' ? 'zh-CN' : 'en');
          // The eyebrow is tracked capitals in English; in Chinese it is untracked, as Han is at every small label.
          expect(await page.locator('.docs-eyebrow').evaluate((el) => getComputedStyle(el).letterSpacing)).toBe(lang === 'zh' ? 'normal' : '0.96px');
          const sections = page.locator('[data-testid="docs-section"]');
          // Four sections with a live example each, the surfaces section with its live Surfaces view, the traces section, and where asklab differs from DSH.
          expect(await sections.evaluateAll((els) => els.map((el) => el.id))).toEqual(['send', 'card', 'answer', 'errors', 'surfaces', 'traces', 'differences']);
          for (let i = 0; i < 4; i++) {
            const section = sections.nth(i);
            // Each example starts only when the reader comes near it.
            await section.scrollIntoViewIfNeeded();
            const frameEl = section.locator('iframe');
            await expect.poll(() => frameEl.getAttribute('src')).toBe(await frameEl.getAttribute('data-src'));
            const src = await frameEl.getAttribute('src');
            const url = new URL(src ?? '', inject('baseUrl'));
            expect(url.searchParams.get('embed')).toBe('1');
            expect(url.searchParams.get('lang')).toBe(lang);
            expect(url.searchParams.has('scenario') || url.searchParams.has('q')).toBe(true);
            const open = new URL((await section.locator('[data-testid="open-in-playground"]').getAttribute('href')) ?? '', inject('baseUrl'));
            expect(open.searchParams.has('embed')).toBe(false);
            expect(open.searchParams.get('scenario') ?? open.searchParams.get('q')).toBe(
              url.searchParams.get('scenario') ?? url.searchParams.get('q'),
            );
          }
          // The surfaces section: a row per surface (the ACP client's included) and a live example per provider (§12).
          expect(await page.locator('[data-testid="surfaces-table"] tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-surface-row')))).toEqual(
            ['terminal', 'acp', 'claude-code', 'codex', 'vscode', 'mcp'],
          );
          for (const provider of ['terminal', 'acp']) {
            const stage = page.locator(`[data-testid="stage-provider-${provider}"] iframe`);
            const providerSrc = new URL((await stage.getAttribute('data-src')) ?? '', inject('baseUrl'));
            expect(providerSrc.searchParams.get('provider')).toBe(provider);
            expect(providerSrc.searchParams.get('embed')).toBe('1');
            expect(providerSrc.searchParams.has('q')).toBe(true);
          }
          // The embed has no canvas bar, yet shows the provider's other end, so the reader can answer there.
          await page.locator('[data-testid="stage-provider-terminal"]').scrollIntoViewIfNeeded();
          await page.frameLocator('[data-testid="stage-provider-terminal"] iframe').locator('[data-testid="terminal"] .xterm-rows').getByText('1. ').first().waitFor({ timeout: 20_000 });
          await page.locator('[data-testid="stage-provider-acp"]').scrollIntoViewIfNeeded();
          await page.frameLocator('[data-testid="stage-provider-acp"] iframe').locator('[data-testid="acp-elicitation"] form, [data-testid="acp-elicitation"] fieldset').first().waitFor({ timeout: 20_000 });
          const codes = await page.locator('[data-testid="error-table"] tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code')));
          expect([...codes].sort()).toEqual([...USER_QUESTION_ERROR_CODES].sort());
          // The first example plays in the page's language: its first answer is the label the reader saw.
          const fast = lang === 'zh' ? MIXED_BATCH_ZH['Fast (Recommended)'] : 'Fast (Recommended)';
          expect(await page.locator('[data-testid="model-text"]').innerText()).toContain(`{"answers":[{"id":"mode","selected":["${fast}"]}`);

          // The first example reports its height and the page sizes the frame to it.
          const frame = page.locator('[data-testid="stage-send"] iframe');
          await expect.poll(() => frame.evaluate((el) => el.style.height), { timeout: 20_000 }).not.toBe('320px');
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }

    it('switches locale in place: prose, the URL and the examples follow', async () => {
      const { page, errors } = await open('/docs.html?lang=zh');
      try {
        await page.locator('[data-testid="docs"]').waitFor();
        expect(await page.locator('h1').innerText()).toBe('向用户提问：从工具调用到答案');
        await page.locator('[data-testid="docs-locale"] [data-value="en"]').click();
        await expect.poll(() => page.locator('h1').innerText()).toBe('Asking the user: from tool call to answer');
        expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
        const src = await page.locator('[data-testid="stage-send"] iframe').getAttribute('src');
        expect(new URL(src ?? '', inject('baseUrl')).searchParams.get('lang')).toBe('en');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
});
