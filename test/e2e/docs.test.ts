/**
 * The docs page for readers (SPEC §11), in a real Chromium: arriving at an error
 * code's anchor puts its row in view; the table of contents marks the section
 * being read; ⌘K / Ctrl+K search finds a code and Enter goes there; a live
 * example below the fold waits until it is seen, then plays, and its code tabs
 * follow it; "Open in playground" opens the same card; the copied embed
 * snippet, served from a second loopback origin, shows the card and sizes its
 * iframe to it; axe finds nothing serious in either theme.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSkipReason, formatViolations, launchBrowser, openPage, runAxe } from './browser.ts';

const BLOCKING = new Set(['serious', 'critical']);

/** The element's box lies within the viewport (at least partly, and its top not under the sticky bar). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (el === null) return false;
    const box = el.getBoundingClientRect();
    return box.top >= 40 && box.top < window.innerHeight && box.bottom > 0;
  }, selector);
}

/** Starts recording every value the element's `data-phase` takes (read back with recordedPhases), so a brief state is not missed. */
async function recordPhases(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const seen: string[] = [];
    (window as unknown as { phases: string[] }).phases = seen;
    if (el === null) return;
    new MutationObserver(() => seen.push(el.getAttribute('data-phase') ?? '')).observe(el, { attributes: true, attributeFilter: ['data-phase'] });
  }, selector);
}

async function recordedPhases(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { phases: string[] }).phases);
}

describe.skipIf(browserSkipReason !== null)('docs for readers (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const open = async (path: string, width = 1440) => {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport: { width, height: 900 } });
  };

  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: /docs.html#BAD_INTENT puts that row in view and highlights it`, async () => {
      const { page, errors } = await open(`/docs.html?lang=${lang}#BAD_INTENT`);
      try {
        await page.locator('tr#BAD_INTENT').waitFor({ state: 'visible' });
        await expect.poll(() => inView(page, 'tr#BAD_INTENT'), { timeout: 10_000 }).toBe(true);
        expect(await page.locator('tr#BAD_INTENT').evaluate((row) => row.matches(':target') || row.hasAttribute('data-highlight'))).toBe(true);
        // Its "#" link points at itself, so the address can be copied from the row.
        expect(await page.locator('tr#BAD_INTENT a.docs-anchor').getAttribute('href')).toBe('#BAD_INTENT');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it(`${lang}: an MCP row's code (what Model receives links to) has its row too`, async () => {
      const { page, errors } = await open(`/docs.html?lang=${lang}#MCP_TIMEOUT`);
      try {
        await page.locator('[data-testid="mcp-code-table"] tr#MCP_TIMEOUT').waitFor({ state: 'visible' });
        await expect.poll(() => inView(page, 'tr#MCP_TIMEOUT'), { timeout: 10_000 }).toBe(true);
        expect(await page.locator('[data-testid="mcp-code-table"] tbody tr').count()).toBe(11);
        expect(await page.locator('[data-testid="live-code-table"] tr#UNKNOWN_TOOL').count()).toBe(1);
        // exit_plan_mode's refusals carry no code (plain errors, as DSH raises them): no row of their own.
        expect(await page.locator('[data-testid="live-code-table"] tr#PLAN_NOT_APPROVED').count()).toBe(0);
        // They have a table of their own, each text as DSH words it (written out here, not imported).
        expect(await page.locator('[data-testid="plan-error-table"] tbody td:nth-child(2) code').allTextContents()).toEqual([
          'Error: exit_plan_mode is only available in plan mode',
          'Error: exit_plan_mode requires a non-empty markdown plan starting with a # heading',
          'Error: The user chose to keep planning; revise the plan and present it again.',
          'Error: The user chose to keep planning; their feedback: <feedback>',
          'Error: The user dismissed the plan review to speak instead; stay in plan mode, stop here, and wait for their message.',
        ]);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it(`${lang}: search finds DELEGATED_CALLER by typing "delegated", and Enter goes to its row`, async () => {
      const { page, errors } = await open(`/docs.html?lang=${lang}`);
      try {
        await page.locator('[data-testid="docs-search-button"]').waitFor({ state: 'visible' });
        await page.keyboard.press('Control+k');
        const input = page.locator('[data-testid="docs-search-input"]');
        await input.waitFor({ state: 'visible' });
        await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('delegated');
        const first = page.locator('[role="option"]').first();
        await expect.poll(() => first.getAttribute('data-id')).toBe('DELEGATED_CALLER');
        expect(await first.getAttribute('aria-selected')).toBe('true');
        await page.keyboard.press('Enter');
        await page.locator('[data-testid="docs-search"]').waitFor({ state: 'hidden' });
        expect(await page.evaluate(() => location.hash)).toBe('#DELEGATED_CALLER');
        await expect.poll(() => inView(page, 'tr#DELEGATED_CALLER'), { timeout: 10_000 }).toBe(true);

        // The visible button opens the same search; it finds a surface by its tool's name too; Escape closes it.
        await page.locator('[data-testid="docs-search-button"]').click();
        await input.waitFor({ state: 'visible' });
        await page.keyboard.type('askQuestions');
        await expect.poll(() => first.getAttribute('data-id')).toBe('surfaces-vscode');
        await page.keyboard.press('Escape');
        await page.locator('[data-testid="docs-search"]').waitFor({ state: 'hidden' });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: an error code in the playground's Model receives links to its row in the docs`, async () => {
      const { page, errors } = await open(`/?lang=${lang}&scenario=bad-intent-label&autoplay=1`);
      try {
        const link = page.locator('[data-testid="code-docs-link"]').first();
        await link.waitFor({ state: 'visible', timeout: 20_000 });
        expect(await link.textContent()).toBe('BAD_INTENT');
        const href = await link.getAttribute('href');
        expect(href).toBe(`./docs.html?lang=${lang}#BAD_INTENT`);
        // Followed (it opens a new tab), it lands on the row and puts it in view.
        const [docs] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
        try {
          await docs.waitForLoadState('load');
          expect(new URL(docs.url()).hash).toBe('#BAD_INTENT');
          await docs.locator('tr#BAD_INTENT').waitFor({ state: 'visible' });
          await expect.poll(() => inView(docs, 'tr#BAD_INTENT'), { timeout: 10_000 }).toBe(true);
          expect(await docs.evaluate(() => document.documentElement.lang)).toBe(lang === 'zh' ? 'zh-CN' : 'en');
        } finally {
          await docs.close();
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('the table of contents marks the section scrolled to, and a narrow page has a Contents menu', async () => {
    const { page, errors } = await open('/docs.html?lang=en');
    try {
      await page.locator('[data-testid="docs-toc"]').waitFor({ state: 'visible' });
      await expect.poll(() => page.locator('[data-testid="toc-send"]').getAttribute('aria-current')).toBe('true');
      await page.locator('#answer').evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await expect.poll(() => page.locator('[data-testid="toc-answer"]').getAttribute('aria-current')).toBe('true');
      expect(await page.locator('[data-testid="toc-send"]').getAttribute('aria-current')).toBeNull();
      // Following a TOC link goes to that section and marks it, the last one (other surfaces) included.
      await page.locator('[data-testid="toc-card"]').click();
      await expect.poll(() => page.locator('[data-testid="toc-card"]').getAttribute('aria-current')).toBe('true');
      await page.locator('[data-testid="toc-surfaces"]').click();
      await expect.poll(() => page.locator('[data-testid="toc-surfaces"]').getAttribute('aria-current')).toBe('true');
      await expect.poll(() => inView(page, '#surfaces')).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
    const narrow = await open('/docs.html?lang=zh', 1024);
    try {
      expect(await narrow.page.locator('[data-testid="docs-toc"]').isVisible()).toBe(false);
      const menu = narrow.page.locator('[data-testid="docs-menu"]');
      expect((await menu.innerText()).trim()).toContain('目录');
      await menu.click();
      await narrow.page.locator('.docs-menu [data-testid="toc-errors"]').click();
      await expect.poll(() => inView(narrow.page, '#errors')).toBe(true);
      expect(narrow.errors).toEqual([]);
    } finally {
      await narrow.page.close();
    }
  });

  for (const [lang, theme] of [['en', 'light'], ['zh', 'dark']] as const) {
    it(`${lang}: an example below the fold has not started before it is scrolled into view, then plays and its code follows`, async () => {
      const { page, errors } = await open(`/docs.html?lang=${lang}&theme=${theme}`);
      try {
        const stage = page.locator('[data-testid="stage-errors"]');
        await stage.waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
        expect(await inView(page, '[data-testid="stage-errors"] iframe')).toBe(false);
        expect(await stage.locator('iframe').getAttribute('src')).toBeNull();
        expect(await stage.getAttribute('data-started')).toBeNull();
        expect(await stage.locator('[data-testid="example-code"]').getAttribute('data-phase')).toBe('idle');

        await stage.locator('iframe').evaluate((frame) => frame.scrollIntoView({ block: 'center' }));
        await expect.poll(() => stage.getAttribute('data-started')).toBe('');
        expect(await stage.locator('iframe').getAttribute('src')).toContain('scenario=invalid-arguments');
        // It plays: the model's first call fails with INVALID_ARGS, and the tabs show the call and the result.
        await expect.poll(() => stage.locator('[data-testid="example-code"]').getAttribute('data-phase'), { timeout: 20_000 }).toBe('settled');
        const code = await stage.locator('[data-testid="example-code"] [role="tabpanel"]').innerText();
        expect(code).toContain('"name": "ask_user_question"');
        expect(code).toContain('INVALID_ARGS');
        await stage.locator('[data-testid="example-code"] [role="tab"]', { hasText: 'TypeScript' }).click();
        expect(await stage.locator('[data-testid="example-code"] [role="tabpanel"]').innerText()).toContain('const result: ToolResult =');

        // Count the fresh starts of this example's frame (the others on the page start when they come into view).
        // A start comes only from a newly loaded page, so the count cannot be fooled by the page being replaced.
        await page.evaluate(() => {
          const w = window as unknown as { starts: number };
          const frame = document.querySelector<HTMLIFrameElement>('[data-testid="stage-errors"] iframe');
          w.starts = 0;
          addEventListener('message', (event: MessageEvent<{ type?: string; phase?: string }>) => {
            if (event.source === frame?.contentWindow && event.data?.type === 'asklab:progress' && event.data.phase === 'start') w.starts++;
          });
        });
        const starts = (): Promise<number> => page.evaluate(() => (window as unknown as { starts: number }).starts);

        // Replay starts it again from the beginning: the code goes back to waiting, then follows the new run to its end.
        await recordPhases(page, '[data-testid="stage-errors"] [data-testid="example-code"]');
        await stage.locator('[data-testid="replay"]').click();
        expect(await stage.locator('iframe').getAttribute('src')).toContain('&run=1');
        await expect.poll(starts, { timeout: 30_000 }).toBe(1);
        await expect.poll(() => stage.locator('[data-testid="example-code"]').getAttribute('data-phase'), { timeout: 20_000 }).toBe('settled');
        expect(await recordedPhases(page)).toContain('idle');

        // The embed's own Replay (inside the frame, now the new page) reloads it; the fresh page says so, and the code starts over.
        await page.frameLocator('[data-testid="stage-errors"] iframe').locator('[data-testid="embed-replay"]').click();
        await expect.poll(starts, { timeout: 30_000 }).toBe(2);
        await expect.poll(() => stage.locator('[data-testid="example-code"]').getAttribute('data-phase'), { timeout: 20_000 }).toBe('settled');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it(`${lang}: "Open in playground" opens the same card, in the reader's locale and theme`, async () => {
      const { page, errors } = await open(`/docs.html?lang=${lang}&theme=${theme}`);
      try {
        const stage = page.locator('[data-testid="stage-send"]');
        // Watching, the link keeps autoplay; trying, neither page moves on by itself, so both cards can be compared.
        expect(await stage.locator('[data-testid="open-in-playground"]').getAttribute('href')).toContain('autoplay=1');
        await stage.locator('button[data-value="try"]').click();
        await expect.poll(() => stage.locator('iframe').getAttribute('src')).not.toContain('autoplay=1');
        // Read the card of the page that replaced the autoplaying one, never the one on its way out.
        const tryUrl = new URL((await stage.locator('iframe').getAttribute('src')) ?? '', page.url()).href;
        await expect.poll(() => page.frames().some((f) => f.url() === tryUrl), { timeout: 20_000 }).toBe(true);
        const tryFrame = page.frames().find((f) => f.url() === tryUrl);
        if (tryFrame === undefined) throw new Error('the try-it frame is gone');
        const embedded = tryFrame.locator('[data-testid="question-card"] h2');
        await embedded.waitFor({ state: 'visible', timeout: 20_000 });
        const question = await embedded.innerText();
        const href = await stage.locator('[data-testid="open-in-playground"]').getAttribute('href');
        expect(href).not.toContain('autoplay=1');
        expect(href).toContain('scenario=mixed-batch');
        expect(href).toContain(`lang=${lang}`);
        expect(href).toContain(`theme=${theme}`);
        if (browser === undefined) throw new Error('browser did not launch');
        const full = await openPage(browser, new URL(href ?? '', page.url()).pathname + new URL(href ?? '', page.url()).search);
        try {
          const card = full.page.locator('[data-testid="question-card"] h2');
          await card.waitFor({ state: 'visible', timeout: 20_000 });
          expect(await card.innerText()).toBe(question);
          expect(await full.page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme])).toEqual([lang === 'zh' ? 'zh-CN' : 'en', theme]);
        } finally {
          await full.page.close();
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  describe('the copied embed snippet on another origin', () => {
    let host: Server | undefined;
    let hostPage = '';

    beforeAll(async () => {
      host = createServer((request, response) => {
        if (request.url !== '/embed.html') {
          response.writeHead(404).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostPage);
      });
      await new Promise<void>((resolve) => host?.listen(0, '127.0.0.1', resolve));
    });

    afterAll(async () => {
      await new Promise<void>((resolve) => (host === undefined ? resolve() : host.close(() => resolve())));
    });

    for (const lang of ['en', 'zh'] as const) {
      it(`${lang}: waits below the fold until seen, then shows the card, plays, and grows the iframe to its height (no scroll bar inside)`, async () => {
        if (browser === undefined || host === undefined) throw new Error('setup failed');
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const docs = await context.newPage();
        try {
          const docsUrl = new URL(`/docs.html?lang=${lang}`, inject('baseUrl')).href;
          await docs.goto(docsUrl);
          const copy = docs.locator('[data-testid="stage-send"] .stage-copy button');
          await copy.click();
          await expect.poll(() => copy.getAttribute('data-state')).toBe('done');
          const snippet = await docs.evaluate(() => navigator.clipboard.readText());
          // (the & in the address is written &amp; inside the attribute)
          expect(snippet).toMatch(/^<iframe data-src="http:\/\/127\.0\.0\.1:\d+\/\?embed=1&amp;scenario=mixed-batch&amp;autoplay=1/);
          expect(snippet).toContain(`lang=${lang}`);
          expect(snippet).toContain('<script>');
          // Someone else's page: a heading, a screen and a half of text, then the example.
          hostPage = `<!doctype html><html><head><meta charset="utf-8"><title>A plain page</title></head><body><h1>Someone else's page</h1><div id="before" style="height:1400px">Text before the example.</div>${snippet}<p>After the example.</p></body></html>`;

          const { port } = host.address() as AddressInfo;
          const other = await context.newPage();
          const errors: string[] = [];
          other.on('pageerror', (error) => errors.push(error.message));
          await other.goto(`http://127.0.0.1:${String(port)}/embed.html`);
          expect(new URL(other.url()).origin).not.toBe(new URL(docsUrl).origin);
          const frameElement = other.locator('iframe[data-asklab-embed]');
          const frame = other.frameLocator('iframe[data-asklab-embed]');
          // Below the fold it has not started: no address, no page inside.
          await other.waitForLoadState('load');
          expect(await frameElement.getAttribute('src')).toBeNull();
          expect(await frame.locator('[data-testid="app-shell"]').count()).toBe(0);

          await frameElement.scrollIntoViewIfNeeded();
          await expect.poll(() => frameElement.getAttribute('src')).toContain('embed=1');
          const card = frame.locator('[data-testid="question-card"]');
          await card.waitFor({ state: 'visible', timeout: 20_000 });
          // It plays: the scripted user answers the first question and the pager moves on.
          await expect.poll(() => card.getAttribute('data-index'), { timeout: 20_000 }).toBe('1');
          // The frame grows past its initial 320 px to the embedded app's height.
          await expect
            .poll(async () => {
              const outer = await frameElement.evaluate((el) => el.getBoundingClientRect().height);
              const inner = await frame.locator('[data-testid="app-shell"]').evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
              return Math.abs(outer - inner) <= 1 && outer > 320;
            }, { timeout: 15_000 })
            .toBe(true);
          const scroll = await frame.locator('html').evaluate((html) => ({ scroll: html.scrollHeight, view: html.clientHeight }));
          expect(scroll.scroll).toBeLessThanOrEqual(scroll.view + 1);
          expect(errors).toEqual([]);
          await other.close();
        } finally {
          await context.close();
        }
      });
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violation in the ${theme} theme, with the search open too`, async () => {
      const { page, errors } = await open(`/docs.html?lang=zh&theme=${theme}`);
      try {
        await page.locator('[data-testid="docs-toc"]').waitFor({ state: 'visible' });
        // The surfaces example is part of what is checked (it loads after the page).
        await page.locator('[data-testid="docs-surfaces-example"] section[data-surface="mcp"]').waitFor({ state: 'attached' });
        // Live examples keep the page busy: wait for quiet, but not for ever.
        await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
        const violations = await runAxe(page);
        if (violations.length > 0) console.log(`axe (docs, ${theme}):\n${formatViolations(violations)}`);
        expect(formatViolations(violations.filter((v) => BLOCKING.has(v.impact ?? '')))).toBe('');
        await page.keyboard.press('Control+k');
        const input = page.locator('[data-testid="docs-search-input"]');
        await input.waitFor({ state: 'visible' });
        // Keys go where focus is: type once the box has it, as a person sees the caret there.
        await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('cancel');
        await page.locator('[role="option"]').first().waitFor({ state: 'visible' });
        const inSearch = await runAxe(page);
        expect(formatViolations(inSearch.filter((v) => BLOCKING.has(v.impact ?? '')))).toBe('');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
