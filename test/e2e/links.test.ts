/**
 * Links of any size (§5.7): Share writes the state into the fragment, which never
 * reaches the server, so a request far past a server's header limit still opens.
 * Served by `vite preview` (Node's http server: 16 kB of request line and headers
 * at most, 431 above it), in a real Chromium.
 */
import { readFileSync } from 'node:fs';
import lz from 'lz-string';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encodeRequest } from '../../src/protocol/request-link.ts';
import type { RequestData } from '../../src/protocol/index.ts';
import { browserSkipReason, hostLocks, launchBrowser, openPage, type OpenedPage } from './browser.ts';

const FIVE_THOUSAND: RequestData = {
  questions: Array.from({ length: 5000 }, (_, i) => ({
    id: `step-${i + 1}`,
    question: `Should step ${i + 1} run?`,
    options: [{ label: 'Yes' }, { label: 'No' }],
  })),
};

describe.skipIf(browserSkipReason !== null)('links of any size (Chromium, vite preview)', () => {
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

  it('the query form of a 5,000-question request is refused by the server: the reason links use the fragment', async () => {
    const response = await fetch(new URL(`/?lang=en&q=${encodeRequest(FIVE_THOUSAND)}`, inject('baseUrl')));
    expect(response.status).toBe(431);
  });

  it('a 5,000-question request shared from the editor reopens from its link in a fresh page', async () => {
    const { page, errors } = await open('/?lang=en');
    try {
      await page.locator('[data-testid="tab-request"]').click();
      await page.locator('[data-testid="request-editor"]').waitFor({ state: 'visible' });
      // Pasted in one go (Playwright's fill types half a megabyte through the input pipeline, far slower than a paste).
      await page.locator('[data-testid="editor-json"]').evaluate((el, text) => {
        (el as HTMLTextAreaElement).value = text;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, JSON.stringify(FIVE_THOUSAND, null, 2));
      await page.locator('[data-testid="editor-status"][data-verdict="asked"]').waitFor({ state: 'attached', timeout: 30_000 });
      // A text this large is reported once typing pauses: the draft on the canvas says when it holds the 5,000.
      await expect
        .poll(() => page.locator('[data-testid="draft-card"] [data-testid="pager-count"]').textContent().catch(() => ''), { timeout: 30_000 })
        .toMatch(/1\s*\/\s*5000/);

      const share = page.locator('[data-testid="share"]');
      await share.click();
      await expect.poll(() => share.getAttribute('data-state')).toBe('done');
      const url = new URL(await page.evaluate(() => navigator.clipboard.readText()));
      expect(url.search).toBe('');
      expect(url.href.length).toBeGreaterThan(16 * 1024);
      expect(await page.locator('[data-testid="share-too-large"]').count()).toBe(0);

      const fresh = await open(`${url.pathname}${url.hash}`);
      try {
        const card = fresh.page.locator('[data-testid="question-card"]');
        await card.waitFor({ state: 'visible' });
        expect(await card.locator('[data-testid="pager-count"]').textContent()).toMatch(/1\s*\/\s*5000/);
        expect(await card.locator('.qcard-title').textContent()).toBe('Should step 1 run?');
        expect(await fresh.page.evaluate(() => document.documentElement.lang)).toBe('en');
        expect(fresh.errors).toEqual([]);
      } finally {
        await fresh.page.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a q link names its worker so, and that worker decodes the link with the code it started with (no second fetch); every worker loads its drivers', async () => {
    const small: RequestData = { questions: [{ id: 'a', question: 'Which way?', options: [{ label: 'Left' }, { label: 'Right' }] }] };
    const fetched = (page: OpenedPage['page'], chunk: RegExp): Promise<boolean> => {
      const worker = page.workers()[0];
      if (worker === undefined) throw new Error('no worker');
      return worker.evaluate((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)), chunk.source);
    };
    const decoder = /\/request-link-[^/]*\.js$/;
    const drivers = /\/drivers-[^/]*\.js$/;
    const linked = await open(`/#lang=en&q=${encodeRequest(small)}`);
    try {
      await linked.page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      const locks = await hostLocks(linked.page);
      expect(locks).toHaveLength(1);
      expect(locks[0]?.startsWith('asklab-host:q:')).toBe(true);
      expect(await fetched(linked.page, decoder)).toBe(false);
      // After the link's card, the worker loads the rest of its code (scenarios, live mode, MCP).
      await expect.poll(() => fetched(linked.page, drivers)).toBe(true);
      expect(linked.errors).toEqual([]);
    } finally {
      await linked.page.close();
    }
    const plain = await open('/#lang=en');
    try {
      await plain.page.locator('[data-testid="composer"]').waitFor({ state: 'visible' });
      await expect.poll(() => hostLocks(plain.page)).toHaveLength(1);
      expect((await hostLocks(plain.page))[0]?.startsWith('asklab-host:q:')).toBe(false);
      await expect.poll(() => fetched(plain.page, drivers)).toBe(true);
      expect(await fetched(plain.page, decoder)).toBe(false);
    } finally {
      await plain.page.close();
    }
  });

  it('an unreadable q: the worker says no card is coming, and the page says why in its own language', async () => {
    const { page, errors } = await open('/#lang=zh&q=garbage!!');
    try {
      await page.getByText('无法打开链接中的请求：q 参数不是 lz-string 数据（可能被截断了）', { exact: true }).waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid="question-card"]').count()).toBe(0);
      // The worker's word for it is in the Timeline (a system frame), so the page did not just time out waiting.
      await page.locator('[data-testid="tab-timeline"]').click();
      await page.locator('[data-testid="filter-system"]').click();
      await page.locator('[data-testid="frame"][data-type="run/boot-refused"]').waitFor({ state: 'attached' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("a linked request's chrome comes after the card is on screen: after its heading's Element Timing entry, not on the 3 s timer", async () => {
    const request: RequestData = { questions: [{ id: 'db', question: 'Which database?', options: [{ label: 'PostgreSQL' }, { label: 'SQLite' }] }] };
    const { page, errors } = await open(`/#lang=en&q=${encodeRequest(request)}`);
    try {
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      await page.locator('[data-testid="share"]').waitFor({ state: 'visible' });
      // Element Timing entries are read from a buffered observer (the performance timeline does not list them).
      const { heading, chrome, how } = await page.evaluate(
        () =>
          new Promise<{ heading: number; chrome: number | undefined; how: string | undefined }>((resolve) => {
            const observer = new PerformanceObserver((list) => {
              const entry = list.getEntries().find((e) => (e as PerformanceEntry & { identifier: string }).identifier === 'ask-card') as
                | (PerformanceEntry & { renderTime: number })
                | undefined;
              if (entry === undefined) return;
              observer.disconnect();
              const mark = performance.getEntriesByName('chrome-open', 'mark')[0] as PerformanceMark | undefined;
              resolve({ heading: entry.renderTime, chrome: mark?.startTime, how: (mark?.detail as { how?: string } | undefined)?.how });
            });
            observer.observe({ type: 'element', buffered: true });
          }),
      );
      expect(how).toBe('opened');
      expect(heading).toBeGreaterThan(0);
      expect(chrome).toBeGreaterThanOrEqual(heading as number);
      // Well before the gate's own time limit: the card's entry opened it.
      expect(chrome).toBeLessThan(3000);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a request the service refuses: the chrome comes at once, without waiting out the card that is not coming', async () => {
    for (const request of [{ questions: [] }, { questions: [{ id: 'a', question: 'Approve?', intent: { kind: 'plan-review', approve: 'Approve' }, options: [{ label: 'Approve' }, { label: 'No' }] }] }]) {
      const { page, errors } = await open(`/#lang=en&q=${encodeRequest(request as RequestData)}`);
      try {
        await page.locator('[data-testid="tool-row"][data-state="error"]').waitFor({ state: 'visible' });
        await page.locator('[data-testid="share"]').waitFor({ state: 'visible' });
        const how = await page.evaluate(() => (performance.getEntriesByName('chrome-open', 'mark')[0] as PerformanceMark | undefined)?.detail?.how);
        expect(how).toBe('opened');
        expect(await page.locator('[data-testid="question-card"]').count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });

  it('a scenario name and a scenario file in one link: the file runs, in the worker and in the player alike, and the page says so', async () => {
    const file = readFileSync(new URL('../../scenarios/free-text.json', import.meta.url), 'utf8');
    const { page, errors } = await open(`/?scenario=single-choice#lang=en&scenario-data=${lz.compressToEncodedURIComponent(file)}`);
    try {
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      expect(await card.locator('[data-testid="option"]').count()).toBe(0);
      await expect.poll(() => page.locator('[data-testid="driver"] .driver-name').textContent()).toBe('Free text');
      await page.getByText('This link gives both a scenario name (?scenario=) and a scenario file (?scenario-data=): the file runs.').waitFor({ state: 'visible' });
      // The worker was never told to start the named scenario at boot.
      await page.locator('[data-testid="tab-timeline"]').click();
      await page.locator('[data-testid="filter-system"]').click();
      // The file's run was started by the page (the Timeline has rendered it), and nothing was started at boot.
      await page.locator('[data-testid="frame"][data-direction="to-worker"][data-type="scenario/run"]').first().waitFor({ state: 'attached' });
      expect(await page.locator('[data-testid="frame"][data-type="run/boot"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an unreadable scenario-data: the page says why in Chinese, naming only the parameter', async () => {
    const { page, errors } = await open('/?lang=zh&scenario-data=xyz');
    try {
      const notice = page.getByText('链接里的场景（?scenario-data=）无法读取：scenario-data 参数不是 lz-string 数据（可能被截断了）', { exact: true });
      await notice.waitFor({ state: 'visible' });
      expect(await page.getByText('it may be cut short').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the old query form still opens, and a fragment parameter wins over the query', async () => {
    const small: RequestData = { questions: [{ id: 'a', question: 'From the query?', options: [{ label: 'Yes' }, { label: 'No' }] }] };
    const { page, errors } = await open(`/?lang=zh&q=${encodeRequest(small)}#lang=en`);
    try {
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      expect(await card.locator('.qcard-title').textContent()).toBe('From the query?');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
