/**
 * A crashed agent never strands a card (docs/decisions/2026-12-03-agent-stopped.md),
 * in the built app in a real Chromium: "Crash the agent" makes the worker throw an
 * uncaught error, or end without a word; either way the pending card leaves, its row
 * reads Interrupted, the composer's place says the agent stopped, and Reset starts
 * a fresh worker on which a new ask is answered.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askPath, modelReceives, twoQuestions } from './asks.ts';
import { browserSkipReason, formatViolations, hostLocks, launchBrowser, openPage, runAxe } from './browser.ts';

describe.skipIf(browserSkipReason !== null)('a crashed agent (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function crashWhilePending(how: 'throw' | 'exit', expected: RegExp): Promise<void> {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, askPath(twoQuestions));
    try {
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      const row = page.locator('[data-testid="tool-row"]');
      await expect.poll(() => row.getAttribute('data-state')).toBe('running');
      await expect.poll(() => hostLocks(page)).toHaveLength(1);
      const before = (await hostLocks(page))[0];

      await page.locator('[data-testid="simulate"]').click();
      await page.locator(`[data-testid="simulate-popover"] [data-testid="crash-${how}"]`).click();
      await page.keyboard.press('Escape');

      // The card leaves on its own: nothing is clicked on it.
      await card.waitFor({ state: 'detached', timeout: 5_000 });
      await expect.poll(() => row.getAttribute('data-state')).toBe('stopped');
      expect(await row.locator('[data-testid="tool-row-summary"]').textContent()).toBe('interrupted');
      const stopped = page.locator('[data-testid="agent-stopped"]');
      await stopped.waitFor({ state: 'visible' });
      expect(await stopped.getAttribute('role')).toBe('alert');
      // Why it stopped is said once, in the transcript's notice; the banner says what it means and offers Reset.
      expect(await stopped.textContent()).toContain('The agent stopped.');
      expect(await stopped.textContent()).not.toMatch(expected);
      expect(await stopped.textContent()).toContain('Reset starts a new agent');
      await page.locator('[data-testid="message"][data-tone="error"]', { hasText: expected }).waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid="composer-input"]').count()).toBe(0);
      // Nothing waits for a receipt that will never come: the model received nothing for the call.
      expect(await page.locator('[data-testid="model-receives"]').count()).toBe(0);
      expect(await hostLocks(page)).toEqual([]);
      const violations = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(violations, formatViolations(violations)).toEqual([]);

      await page.locator('[data-testid="stopped-reset"]').click();
      await page.locator('[data-testid="composer-input"]').waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid="tool-row"]').count()).toBe(0);
      expect(await page.locator('[data-testid="agent-stopped"]').count()).toBe(0);
      const url = new URL(page.url());
      expect(url.search).toBe('');
      expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({ lang: 'en', theme: expect.any(String) });
      // A fresh worker, holding its own lock.
      await expect.poll(() => hostLocks(page)).toHaveLength(1);
      expect((await hostLocks(page))[0]).not.toBe(before);

      // A new ask on the fresh agent is answered.
      await page.locator('[data-testid="tab-examples"]').click();
      await page.locator('[data-testid="example-mixed"]').click();
      const again = page.locator('[data-testid="question-card"]');
      await again.waitFor({ state: 'visible' });
      await again.locator('[data-testid="option"]', { hasText: 'Careful' }).click();
      await expect.poll(() => again.getAttribute('data-index')).toBe('1');
      await again.locator('[data-testid="skip"]').click();
      await expect.poll(() => again.getAttribute('data-index')).toBe('2');
      await again.locator('[data-testid="skip"]').click();
      await again.waitFor({ state: 'detached' });
      const received = await modelReceives(page);
      expect(received.code).toBeNull();
      expect(JSON.parse(received.text)).toEqual({
        answers: [
          { id: 'mode', selected: ['Careful'] },
          { id: 'path', selected: [] },
          { id: 'checks', selected: [] },
        ],
      });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }

  it('a worker that ends without a word: the released lock gives it away', async () => {
    await crashWhilePending('exit', /The agent stopped: its worker ended\./);
  });

  it('a worker that throws an uncaught error: the error is quoted in the notice', async () => {
    await crashWhilePending('throw', /The agent stopped: it threw an uncaught error\..*simulated crash/);
  });

  it('after the agent stopped, starting anything points at Reset and throws nothing', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, askPath(twoQuestions));
    try {
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      await page.locator('[data-testid="simulate"]').click();
      await page.locator('[data-testid="simulate-popover"] [data-testid="crash-throw"]').click();
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="agent-stopped"]').waitFor({ state: 'visible' });
      const resetFocused = (): Promise<boolean> => page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'stopped-reset');

      // A scenario, an example: nothing starts, focus goes to the banner's Reset.
      await page.locator('[data-testid="scenario-free-text"]').click();
      await expect.poll(resetFocused).toBe(true);
      await page.locator('[data-testid="tab-examples"]').click();
      await page.locator('[data-testid="example-mixed"]').click();
      await expect.poll(resetFocused).toBe(true);
      expect(await page.locator('[data-testid="question-card"]').count()).toBe(0);
      // A transport setting after the stop is recorded as not sent.
      await page.locator('[data-testid="simulate"]').click();
      await page.locator('[data-testid="simulate-popover"] [data-testid="latency"] [data-value="300"]').click();
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
      // Reset still starts a fresh agent that answers.
      await page.locator('[data-testid="stopped-reset"]').click();
      await page.locator('[data-testid="composer-input"]').waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('in Chinese, a thrown crash is worded in Chinese with the runtime\'s message kept verbatim, and the notice follows a switch to English', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, askPath(twoQuestions, { lang: 'zh' }));
    try {
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      await page.locator('[data-testid="simulate"]').click();
      await page.locator('[data-testid="simulate-popover"] [data-testid="crash-throw"]').click();
      await page.keyboard.press('Escape');
      const notice = page.locator('[data-testid="message"][data-tone="error"]').last();
      // The sentence is the page's; what the runtime said sits beside it, verbatim.
      const sentence = (): Promise<string> =>
        notice.locator('.msg-text').evaluate((el) => [...el.childNodes].filter((n) => !(n instanceof Element && n.hasAttribute('data-verbatim'))).map((n) => n.textContent).join(''));
      await notice.locator('[data-verbatim]').waitFor({ state: 'visible' });
      await expect.poll(sentence).toBe('智能体已停止：它抛出了一个未捕获的错误。');
      expect(await notice.locator('[data-verbatim]').textContent()).toMatch(/simulated crash: the agent threw an uncaught error/);
      await page.locator('[data-testid="locale-switch"]').getByText('EN', { exact: true }).click();
      await expect.poll(sentence).toBe('The agent stopped: it threw an uncaught error.');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('in Chinese and dark, the notice and the row read in Chinese, and axe finds nothing serious', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, askPath(twoQuestions, { lang: 'zh', theme: 'dark' }));
    try {
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      await page.locator('[data-testid="simulate"]').click();
      await page.locator('[data-testid="simulate-popover"] [data-testid="crash-exit"]').click();
      await page.keyboard.press('Escape');
      const stopped = page.locator('[data-testid="agent-stopped"]');
      await stopped.waitFor({ state: 'visible' });
      expect(await stopped.textContent()).toContain('智能体已停止');
      expect(await page.locator('[data-testid="tool-row-summary"]').textContent()).toBe('已中断');
      const violations = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(violations, formatViolations(violations)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
