/**
 * The docs page's live examples as a reader meets them, in a real Chromium at
 * 1024 px (where each example sits above the text it illustrates): each example's
 * box is reserved before it starts and shows a still of its first card meanwhile,
 * so scrolling the page through while the examples start and play moves no text
 * (cumulative layout shift ≈ 0); arriving at `#BAD_INTENT` plays BAD_INTENT
 * beside its row. Examples cost only while seen: one out of view for a few
 * seconds ends its worker and says where it stopped, with Replay; back in view it
 * starts over; at most the examples in view plus one hold a worker (counted by
 * the host workers' Web Locks). An `?embed=1` frame on another page does the same
 * by itself. Search finds the page's own words.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserSkipReason, hostLocks, launchBrowser, openPage } from './browser.ts';

/** Sums every layout shift not caused by input, from the page's first paint on (the layout-shift entries, as CLS counts them). */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; shifts: string[] };
    w.shift = 0;
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        w.shift += entry.value;
        w.shifts.push(`${entry.value.toFixed(4)} ${(entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.className : s.node?.nodeName)).join(',')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const frameHeights = (page: Page): Promise<number[]> =>
  page.$$eval('figure.stage .stage-frame-wrap', (wraps) => wraps.map((w) => Math.round(w.getBoundingClientRect().height)));

describe.skipIf(browserSkipReason !== null)('docs examples reserve their place (Chromium, 1024 px)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const open = async (path: string, beforeLoad?: (page: Page) => Promise<void>) => {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport: { width: 1024, height: 800 } }, beforeLoad);
  };

  for (const lang of ['en', 'zh'] as const) {
    it(`${lang}: scrolling through while every example starts and plays shifts no text (CLS ≈ 0)`, async () => {
      const { page, errors } = await open(`/docs.html?lang=${lang}`, watchShifts);
      try {
        // Below the fold, not started: its box already has its height, and a still of its first card stands in it.
        const card = page.locator('[data-testid="stage-card"]');
        expect(await card.getAttribute('data-started')).toBeNull();
        await expect.poll(() => card.locator('[data-testid="stage-still"] .qcard .qcard-title').count()).toBe(1);
        const before = await frameHeights(page);
        expect(before.every((h) => h >= 400)).toBe(true);

        for (let y = 0; y < 9000; y += 300) {
          await page.mouse.wheel(0, 300);
          await page.waitForTimeout(200);
        }
        // Each example has started and drawn by now (the stills gave way), and played for a while.
        await expect.poll(() => page.locator('figure.stage[data-started]').count(), { timeout: 10_000 }).toBe(4);
        await page.waitForTimeout(2500);
        expect(await frameHeights(page)).toEqual(before);
        const { shift, shifts } = await page.evaluate(() => {
          const w = window as unknown as { shift: number; shifts: string[] };
          return { shift: w.shift, shifts: w.shifts };
        });
        expect(shifts).toEqual([]);
        expect(shift).toBeLessThan(0.01);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it(`${lang}: the example beside #BAD_INTENT plays BAD_INTENT, and follows the address to another code`, async () => {
      const { page, errors } = await open(`/docs.html?lang=${lang}#BAD_INTENT`);
      try {
        const stage = page.locator('[data-testid="stage-errors"]');
        await expect.poll(() => stage.getAttribute('data-source')).toContain('bad-intent-label');
        expect(await stage.locator('.stage-name').textContent()).toBe('BAD_INTENT');
        // Its still says what it plays: no card is ever drawn for a refused call, so the scenario's own title.
        await expect.poll(() => stage.locator('[data-testid="stage-still"] .stage-poster-title').textContent()).toBe(lang === 'zh' ? '意图有误：批准标签' : 'Bad intent: approve label');
        await page.evaluate(() => (location.hash = 'NO_PROVIDER'));
        await expect.poll(() => stage.getAttribute('data-source')).toContain('no-provider');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  const searchKeys = async (page: Page, query: string): Promise<string[]> => {
    const input = page.locator('[data-testid="docs-search-input"]');
    if (!(await input.isVisible())) {
      await page.locator('[data-testid="docs-search-button"]').click();
      await input.waitFor({ state: 'visible' });
    }
    await input.fill(query);
    await page.waitForTimeout(100);
    return page.$$eval('[role="option"]', (options) => options.map((o) => o.getAttribute('data-key') ?? ''));
  };

  it('en: search finds the page\'s own words: "embed", "multiSelect", "abort" beyond ASK_ABORTED; Enter on "embed" goes to an example', async () => {
    const { page, errors } = await open('/docs.html?lang=en');
    try {
      await page.locator('[data-testid="docs-search-button"]').waitFor({ state: 'visible' });
      await expect.poll(() => searchKeys(page, 'embed')).toContain('control-Copy embed code');
      expect((await searchKeys(page, 'multiSelect'))[0]).toBe('field-multi_select');
      const abort = await searchKeys(page, 'abort');
      expect(abort).toContain('ASK_ABORTED');
      expect(abort).toContain('scenario-answer-after-abort');
      await searchKeys(page, 'copy embed');
      await page.keyboard.press('Enter');
      await page.locator('[data-testid="docs-search"]').waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => location.hash)).toBe('#stage-send');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('zh: search finds "取消" and "嵌入"', async () => {
    const { page, errors } = await open('/docs.html?lang=zh');
    try {
      await page.locator('[data-testid="docs-search-button"]').waitFor({ state: 'visible' });
      await expect.poll(() => searchKeys(page, '取消')).toContain('scenario-cancel-dismiss');
      expect(await searchKeys(page, '嵌入')).toContain('control-Copy embed code');
      expect(await page.locator('[role="option"][data-key="control-Copy embed code"] .docs-search-title').textContent()).toBe('复制嵌入代码');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  /** Examples whose box is at least partly in the viewport. */
  const inViewCount = (page: Page): Promise<number> =>
    page.$$eval('figure.stage .stage-frame-wrap', (wraps) =>
      wraps.filter((w) => {
        const box = w.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      }).length,
    );

  it('en: an example out of view stops and says where; back in view it starts over; never more workers than in view + 1', async () => {
    const { page, errors } = await open('/docs.html?lang=en');
    try {
      const send = page.locator('[data-testid="stage-send"]');
      await send.locator('.stage-frame-wrap').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect.poll(() => send.getAttribute('data-state')).toBe('live');
      await expect.poll(() => hostLocks(page).then((l) => l.length), { timeout: 10_000 }).toBe(1);
      // Through the page and its four examples: each starts as it is seen; behind the reader they stop.
      let most = 0;
      for (let y = 0; y < 9000; y += 400) {
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(300);
        const [locks, seen] = await Promise.all([hostLocks(page), inViewCount(page)]);
        // A worker ends a moment after its frame is emptied: allow the one just evicted.
        expect(locks.length).toBeLessThanOrEqual(seen + 2);
        most = Math.max(most, locks.length);
      }
      expect(most).toBeGreaterThanOrEqual(1);
      await expect.poll(async () => (await hostLocks(page)).length - (await inViewCount(page)), { timeout: 10_000 }).toBeLessThanOrEqual(1);
      // The first example, long out of view: stopped, saying where, with Replay.
      await expect.poll(() => send.getAttribute('data-state'), { timeout: 10_000 }).toBe('stopped');
      const notice = send.locator('[data-testid="stage-stopped"]');
      expect(await notice.textContent()).toMatch(/Stopped when it scrolled out of view \((before its first call|ask_user_question was waiting for an answer|ask_user_question had returned its result)\)/);
      expect(await send.locator('iframe').getAttribute('src')).toBe('about:blank');
      // Back at the top: it starts over, from the start (a fresh load of its frame).
      await send.locator('.stage-frame-wrap').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect.poll(() => send.getAttribute('data-state')).toBe('live');
      expect(await send.locator('iframe').getAttribute('src')).toMatch(/&run=1$/);
      await expect.poll(() => send.locator('[data-testid="example-code"]').getAttribute('data-phase'), { timeout: 10_000 }).not.toBe('idle');
      // Only what is in view (plus one) holds a worker at the top, once the others' time has run out.
      await page.waitForTimeout(3500);
      expect((await hostLocks(page)).length).toBeLessThanOrEqual((await inViewCount(page)) + 1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an ?embed=1 frame on another page ends its worker out of view, says so with Replay, and starts over in view', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const page = await browser.newPage({ viewport: { width: 1024, height: 700 } });
    try {
      const embed = new URL('/?embed=1&scenario=single-choice&lang=zh', inject('baseUrl')).href;
      // A page of its own on the same origin (so the test can count the embed's workers by their locks).
      const host = new URL('/framing-page.html', inject('baseUrl')).href;
      await page.route(host, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><div style="height:200px"></div><iframe id="ex" src="${embed}" style="width:600px;height:500px;border:0"></iframe><div style="height:3000px"></div>`,
        }),
      );
      await page.goto(host);
      const frame = page.frameLocator('#ex');
      await frame.locator('.qcard').waitFor({ state: 'visible', timeout: 15_000 });
      const embedFrame = page.frames().find((f) => f.url().startsWith(embed));
      if (embedFrame === undefined) throw new Error('no embed frame');
      const locks = (): Promise<number> =>
        embedFrame.evaluate(async () => ((await navigator.locks.query()).held ?? []).filter((l) => (l.name ?? '').startsWith('asklab-host:')).length);
      expect(await locks()).toBe(1);
      await page.evaluate(() => window.scrollTo(0, 2000));
      await expect.poll(locks, { timeout: 8000 }).toBe(0);
      // Where it stopped stays on screen (the card as it was), under the notice.
      expect(await frame.locator('[data-testid="embed-stopped"]').textContent()).toContain('移出视野后已停止');
      expect(await frame.locator('.qcard').count()).toBe(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => page.frames().find((f) => f.url().startsWith(embed))?.evaluate(() => document.querySelector('[data-testid="embed-stopped"]') === null) ?? false, { timeout: 10_000 }).toBe(true);
      await frame.locator('.qcard').waitFor({ state: 'visible', timeout: 15_000 });
    } finally {
      await page.close();
    }
  });
});
