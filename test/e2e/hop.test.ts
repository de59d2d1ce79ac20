/**
 * A `?q=` link in the built app, in a real Chromium: the request hops from the
 * worker to the card, the answer hops back, and the inspector shows exactly what
 * the model receives, the tool row's state, and the ask timings (§5.2, §5.3, §7.1).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askPath, modelReceives, twoQuestions } from './asks.ts';
import { browserSkipReason, launchBrowser, openPage, type OpenedPage } from './browser.ts';

const TWO_ANSWER_TEXT =
  '{"answers":[{"id":"mode","selected":["Fast (Recommended)"]},{"id":"notes","selected":[],"custom":"Ship it on Friday"}]}';

describe.skipIf(browserSkipReason !== null)('a ?q= request hops to the card and back (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path);
  }

  /** Answers the two-question request with the mouse: pick the recommended option, type the note, submit. */
  async function answerTwoByMouse(page: Page): Promise<void> {
    const card = page.locator('[data-testid="question-card"]');
    await card.waitFor({ state: 'visible' });
    await card.locator('[data-testid="option"]', { hasText: 'Fast' }).click();
    // Picking an option advances to the free-text question.
    await expect.poll(() => card.getAttribute('data-index')).toBe('1');
    const notes = card.locator('[data-testid="free-text"]');
    await notes.click();
    await notes.pressSequentially('Ship it on Friday');
    await card.locator('[data-testid="primary"]', { hasText: 'Submit' }).click();
  }

  it('answering by mouse sends the exact answer text and the tool row reads "2/2 answered"', async () => {
    const { page, errors } = await open(askPath(twoQuestions));
    try {
      const row = page.locator('[data-testid="tool-row"]');
      await expect.poll(() => row.getAttribute('data-state')).toBe('running');
      expect(await row.locator('[data-testid="tool-row-summary"]').textContent()).toBe('waiting');
      await expect.poll(() => page.locator('[data-testid="recommended-badge"]').count()).toBe(1);

      await answerTwoByMouse(page);

      expect(await modelReceives(page)).toEqual({ text: TWO_ANSWER_TEXT, code: null });
      await expect.poll(() => row.getAttribute('data-state')).toBe('ok');
      expect(await row.locator('[data-testid="tool-row-summary"]').textContent()).toBe('2/2 answered');
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('dismissing with ✕ settles ASK_CANCELLED and the row reads "cancelled"', async () => {
    const { page, errors } = await open(askPath(twoQuestions));
    try {
      const dismiss = page.locator('[data-testid="question-card"] [data-testid="dismiss"]');
      await dismiss.waitFor({ state: 'visible' });
      expect(await dismiss.getAttribute('aria-label')).toBe('Dismiss all questions');
      await dismiss.click();

      const received = await modelReceives(page);
      expect(received.code).toBe('ASK_CANCELLED');
      expect(received.text.startsWith('Error: ')).toBe(true);
      const row = page.locator('[data-testid="tool-row"]');
      await expect.poll(() => row.getAttribute('data-state')).toBe('error');
      expect(await row.locator('[data-testid="tool-row-summary"]').textContent()).toBe('cancelled');
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('records ask-hop and ask-paint User Timing measures for the request rpcId', async () => {
    const { page, errors } = await open(askPath(twoQuestions));
    try {
      await page.locator('[data-testid="tab-timeline"]').click();
      const requested = page.locator('[data-testid="timeline"] [data-testid="frame"][data-type="question/requested"] pre');
      await requested.waitFor({ state: 'attached' });
      const payload = JSON.parse((await requested.textContent()) ?? 'null') as { rpcId: string; sentAt: number };
      expect(typeof payload.rpcId).toBe('string');
      expect(typeof payload.sentAt).toBe('number');
      await page.locator('[data-testid="tab-model"]').click();

      await answerTwoByMouse(page);
      await modelReceives(page);

      const measuredFor = (name: string): Promise<string[]> =>
        page.evaluate(
          (entryName) =>
            performance.getEntriesByName(entryName).flatMap((entry) => {
              const detail = (entry as PerformanceMeasure).detail as { rpcId?: unknown } | null;
              return typeof detail?.rpcId === 'string' && entry.duration >= 0 ? [detail.rpcId] : [];
            }),
          name,
        );
      await expect.poll(() => measuredFor('ask-hop')).toContain(payload.rpcId);
      await expect.poll(() => measuredFor('ask-paint')).toContain(payload.rpcId);
      // The inspector words the hop: milliseconds, "< 0.1 ms" below the timers' resolution, or the clock skew; never a bare 0.0 ms.
      await page.locator('[data-testid="tab-timeline"]').click();
      const hop = page.locator('[data-testid="ask-timing"] [data-testid="ask-hop"]').first();
      await hop.waitFor({ state: 'visible' });
      expect(await hop.textContent()).toMatch(/^(\d+\.\d ms|< 0\.1 ms|under the clock skew \(\d+\.\d ms\))$/);
      expect(await hop.textContent()).not.toBe('0.0 ms');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a corrupt ?q= shows an error notice in the transcript and the shell keeps working', async () => {
    const { page, errors } = await open('/?lang=en&q=garbage');
    try {
      const notice = page.locator('[data-testid="message"][data-tone="error"]');
      await notice.waitFor({ state: 'visible' });
      // A notice worded at render fills in once its copy's chunk has loaded.
      await expect.poll(async () => (await notice.textContent())?.trim()).not.toBe('');
      expect(await page.locator('[data-testid="question-card"]').count()).toBe(0);
      expect(await page.locator('[data-testid="tool-row"]').count()).toBe(0);

      // The composer still talks to the worker: the message goes out and the worker replies —
      // with the "no agent yet" notice, or, once the demo model is configured, with the model's turn.
      const input = page.locator('[data-testid="composer-input"]');
      await input.click();
      await input.pressSequentially('hello');
      await input.press('Enter');
      await page.locator('[data-testid="message"][data-role="user"]', { hasText: 'hello' }).waitFor({ state: 'visible' });
      await page
        .locator('[data-testid="message"][data-role="notice"][data-tone="info"], [data-testid="message"][data-role="assistant"], [data-testid="tool-row"]')
        .first()
        .waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
