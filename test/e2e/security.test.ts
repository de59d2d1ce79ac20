/**
 * Security of the built page in a real Chromium (SPEC §7.2):
 * - dist/index.html carries the Content Security Policy meta and no inline script;
 * - the page loads and runs (card, chrome, live demo) with no CSP violation;
 * - a markdown XSS corpus in a request's `detail` (and raw HTML in the texts shown
 *   verbatim) executes nothing and leaves no script-capable URL or handler in
 *   the card's DOM. The corpus runs once with CSP bypassed, so the markdown
 *   sanitising is tested on its own, and once under the CSP.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestData } from '../../src/protocol/index.ts';
import { askPath } from './asks.ts';
import { browserSkipReason, launchBrowser, openPage, type OpenedPage } from './browser.ts';

const DIST_INDEX = fileURLToPath(new URL('../../dist/index.html', import.meta.url));

const EXPECTED_DIRECTIVES: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: https:",
  'connect-src': "'self' https: http://localhost:* http://127.0.0.1:*",
  'worker-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
};

/** Every payload bumps `window.__xss` (or opens a dialog) if it ever runs. */
const HIT = 'window.__xss=(window.__xss||0)+1';
const XSS_DETAIL = [
  '# Plan with hostile markdown',
  `<script>${HIT}</script>`,
  `<img src=x onerror="${HIT}">`,
  `<svg onload="${HIT}"><circle r="1"/></svg>`,
  `<iframe src="javascript:${HIT}"></iframe>`,
  `<a href="javascript:${HIT}">raw html link</a>`,
  `<details open ontoggle="${HIT}">x</details>`,
  `[plain](javascript:${HIT})`,
  `[mixed case](JaVaScRiPt:${HIT})`,
  `[tab inside](java\tscript:${HIT})`,
  `[entity tab](java&#x09;script:${HIT})`,
  `[entity j](&#106;avascript:${HIT})`,
  `[entity colon](javascript&colon;${HIT})`,
  `[leading space]( javascript:${HIT})`,
  `[control char](\u0001javascript:${HIT})`,
  `[vbscript](vbscript:msgbox(1))`,
  `[data html](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  `[data svg](data:image/svg+xml,<svg onload=alert(1)>)`,
  `![data image](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
  `![js image](javascript:${HIT})`,
  `<javascript:alert(1)>`,
  `[reference][evil]`,
  '',
  `[evil]: javascript:${HIT}`,
  '',
  '[a fine link](https://example.com/docs)',
].join('\n\n');

const xssRequest: RequestData = {
  questions: [
    {
      id: 'xss',
      header: `<img src=x onerror="${HIT}">`,
      question: `Approve? <script>${HIT}</script>`,
      detail: XSS_DETAIL,
      options: [
        { label: `<img src=x onerror="${HIT}"> (Recommended)`, description: `<svg onload="${HIT}">` },
        { label: 'No' },
      ],
    },
  ],
};

const DANGEROUS_URL = /^\s*(javascript|data|vbscript):/i;

describe.skipIf(browserSkipReason !== null)('security of the built page (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Opens `path` with XSS and CSP probes installed before any page script runs. */
  async function open(path: string, options: { bypassCSP?: boolean } = {}): Promise<OpenedPage & { dialogs: string[] }> {
    if (browser === undefined) throw new Error('browser did not launch');
    const dialogs: string[] = [];
    const opened = await openPage(browser, path, { bypassCSP: options.bypassCSP ?? false }, async (page) => {
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss().catch(() => undefined);
      });
      await page.addInitScript(() => {
        const probe = window as unknown as { __xss: number; __csp: string[] };
        probe.__xss = 0;
        probe.__csp = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          probe.__csp.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${String(event.lineNumber)}`);
        });
      });
    });
    return { ...opened, dialogs };
  }

  const cspViolations = (page: Page): Promise<string[]> =>
    page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  const xssHits = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __xss: number }).__xss);

  it('the built index.html declares the policy in a meta tag and has no inline script or handler', () => {
    const html = readFileSync(DIST_INDEX, 'utf8');
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
    expect(meta, 'no CSP meta in dist/index.html').not.toBeNull();
    const directives = new Map(
      (meta?.[1] ?? '')
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part) => {
          const [name = '', ...values] = part.split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
    );
    for (const [name, value] of Object.entries(EXPECTED_DIRECTIVES)) expect(directives.get(name), name).toBe(value);
    expect(directives.get('script-src')).not.toMatch(/unsafe-inline|unsafe-eval/);
    // The meta must come before anything it governs.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.search(/<script|<link/i));
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes, 'every script is a file').toMatch(/\bsrc="\/[^"]+\.js"/);
      expect(body.trim(), 'no inline script body').toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('the page, its card, its chrome and the live demo run with no CSP violation', async () => {
    const request: RequestData = {
      questions: [
        {
          id: 'plan',
          question: 'Go ahead?',
          detail: '## Steps\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n![remote](https://example.com/x.png) and `code`',
          options: [{ label: 'Yes (Recommended)', description: 'Ship it' }, { label: 'No' }],
        },
      ],
    };
    const { page, errors, dialogs } = await open(askPath(request));
    try {
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      await card.locator('table').waitFor({ state: 'visible' });
      // The chrome that loads after the card: toolbar, tabs (with the live settings and its demo model), inspector.
      await page.locator('[data-testid="theme-switch"]').waitFor({ state: 'visible' });
      await page.locator('[data-testid="tab-live"]').waitFor({ state: 'visible' });
      // The live settings start the msw demo model (a service worker) once the chrome is in.
      await expect
        .poll(() => page.locator('[data-testid="live-status"]').textContent(), { timeout: 15_000 })
        .toBe('Demo model ready: type a message below.');
      await card.locator('[data-testid="dismiss"]').hover();
      await page.locator('[role="tooltip"]').waitFor({ state: 'visible' });
      await card.locator('[data-testid="option"]').first().click();
      await card.locator('[data-testid="primary"]').click();
      await page.locator('[data-testid="model-receives"]').waitFor({ state: 'visible' });
      await page.waitForLoadState('networkidle');
      expect(await cspViolations(page)).toEqual([]);
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      expect(errors).toEqual([]);
      expect(dialogs).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const bypassCSP of [true, false]) {
    it(`a markdown XSS corpus executes nothing and leaves no script-capable URL or handler (${bypassCSP ? 'CSP bypassed: sanitising alone' : 'under the CSP'})`, async () => {
      const { page, errors, dialogs } = await open(askPath(xssRequest), { bypassCSP });
      try {
        const card = page.locator('[data-testid="question-card"]');
        await card.waitFor({ state: 'visible' });
        // The rendered markdown (not the plain-text fallback shown while its chunk loads).
        const md = card.locator('.md:not(.md-plain)');
        await md.locator('h1', { hasText: 'Plan with hostile markdown' }).waitFor({ state: 'visible' });

        // Texts shown verbatim stay text.
        expect(await card.locator('h2').textContent()).toContain('<script>');
        expect(await card.locator('[data-testid="option"]').first().textContent()).toContain('<img src=x');

        const dom = await card.evaluate((root, pattern) => {
          const dangerous = new RegExp(pattern, 'i');
          const found: string[] = [];
          for (const el of root.querySelectorAll('*')) {
            const tag = el.tagName.toLowerCase();
            // The card's own icons are SVG; inside rendered markdown no such element may appear.
            const inMarkdown = el.closest('.md') !== null;
            if (['script', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'link', 'style'].includes(tag)) found.push(`<${tag}>`);
            if (inMarkdown && ['svg', 'math', 'img', 'input', 'button', 'textarea', 'select'].includes(tag)) found.push(`markdown <${tag}>`);
            for (const attribute of el.attributes) {
              if (/^on/i.test(attribute.name)) found.push(`${tag}[${attribute.name}]`);
              if (/^(href|src|xlink:href|action|formaction|srcset|poster|data)$/i.test(attribute.name) && dangerous.test(attribute.value)) {
                found.push(`${tag}[${attribute.name}=${attribute.value}]`);
              }
            }
          }
          return { found, links: root.querySelectorAll('.md a').length, safeHrefs: [...root.querySelectorAll('.md a[href]')].map((a) => a.getAttribute('href')) };
        }, DANGEROUS_URL.source);
        expect(dom.found).toEqual([]);
        expect(dom.links).toBeGreaterThan(10);
        expect(dom.safeHrefs).toEqual(['https://example.com/docs']);

        // Click every link that lost its URL: nothing may run (a surviving one would open a tab; none should).
        const popups: string[] = [];
        page.context().on('page', (popup) => {
          popups.push(popup.url());
          void popup.close();
        });
        const dead = md.locator('a:not([href])');
        const count = await dead.count();
        for (let i = 0; i < count; i++) await dead.nth(i).click();
        await page.waitForTimeout(300);

        expect(await xssHits(page)).toBe(0);
        expect(dialogs).toEqual([]);
        expect(popups).toEqual([]);
        expect(errors).toEqual([]);

        // Control: the probe does catch a handler that reaches the DOM (CSP bypassed), and the CSP blocks it otherwise.
        await page.evaluate((hit) => {
          const img = document.createElement('img');
          img.setAttribute('onerror', hit);
          img.src = '/__no_such_image__.png';
          document.body.append(img);
        }, HIT);
        if (bypassCSP) await expect.poll(() => xssHits(page)).toBe(1);
        else {
          await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^script-src-attr blocked inline/)]);
          expect(await xssHits(page)).toBe(0);
        }
      } finally {
        await page.close();
      }
    });
  }
});
