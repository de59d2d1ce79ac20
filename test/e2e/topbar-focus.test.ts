/**
 * The top bar's popovers and the Code tab with a keyboard, in the built app in a
 * real Chromium: Share's popovers (too large for a link, clipboard refused) give
 * focus back to Share and keep Tab in the page although they are portalled to the
 * end of <body>; Simulate's controls that disable themselves hand focus on; the
 * Fail-next-send switch shows a focus ring; Share keeps its width; the Code tab's
 * blocks are tab stops.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askPath, twoQuestions } from './asks.ts';
import { browserSkipReason, focusInOpened, formatViolations, launchBrowser, openPage, runAxe } from './browser.ts';

/** The data-testid (or tag) of the focused element, and whether it sits in the given popover. */
function focused(page: Page, popover?: string): Promise<{ id: string; inPopover: boolean }> {
  return page.evaluate((pop) => {
    const el = document.activeElement;
    return {
      id: el === null || el === document.body ? 'body' : (el.getAttribute('data-testid') ?? el.tagName.toLowerCase()),
      inPopover: pop !== undefined && el?.closest(`[data-testid="${pop}"]`) !== null && el !== null,
    };
  }, popover);
}

/** A request whose share link is past the one-million-character limit: random CJK text barely compresses (16 bits a character, 6 a link character). */
function hugeRequest(): string {
  const random = (): string => String.fromCharCode(0x4e00 + Math.floor(Math.random() * 20_000));
  const questions = Array.from({ length: 1000 }, (_, i) => ({
    id: `q-${i}`,
    question: `${Array.from({ length: 400 }, random).join('')}?`,
    options: [{ label: 'Yes' }, { label: 'No' }],
  }));
  return JSON.stringify({ questions });
}

describe.skipIf(browserSkipReason !== null)('top bar popovers and the Code tab with a keyboard (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('Share, too large for a link: Escape and ✕ give focus back to Share, and Tab from its edges stays on the page', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, '/?lang=en');
    try {
      await page.locator('[data-testid="tab-request"]').click();
      await page.locator('[data-testid="request-editor"]').waitFor({ state: 'visible' });
      await page.locator('[data-testid="editor-json"]').evaluate((el, text) => {
        (el as HTMLTextAreaElement).value = text;
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, hugeRequest());
      await page.locator('[data-testid="editor-status"][data-verdict="asked"]').waitFor({ state: 'attached', timeout: 30_000 });

      const share = page.locator('[data-testid="share"]');
      expect(await share.getAttribute('aria-expanded')).toBeNull();
      await share.focus();
      await page.keyboard.press('Enter');
      const notice = page.locator('[data-testid="share-too-large"]');
      await notice.waitFor({ state: 'visible', timeout: 30_000 });
      expect(await share.getAttribute('aria-expanded')).toBe('true');
      expect(await share.getAttribute('aria-controls')).toBe(await notice.getAttribute('id'));
      await expect.poll(async () => (await focused(page, 'share-too-large')).inPopover).toBe(true);

      await page.keyboard.press('Escape');
      await notice.waitFor({ state: 'detached' });
      // Kobalte hands focus back a task after the popover unmounts: wait for it, do not race it.
      await expect.poll(async () => (await focused(page)).id).toBe('share');
      expect(await share.getAttribute('aria-expanded')).toBeNull();

      // Shift+Tab from the first stop (✕) goes back to Share.
      await page.keyboard.press('Enter');
      await notice.waitFor({ state: 'visible', timeout: 30_000 });
      await expect.poll(async () => (await focused(page, 'share-too-large')).inPopover).toBe(true);
      await page.keyboard.press('Shift+Tab');
      await expect.poll(async () => (await focused(page)).id).toBe('share');

      // Tab past the last stop (Save as scenario file) goes to what follows Share, not off the page.
      await page.keyboard.press('Enter');
      await notice.waitFor({ state: 'visible', timeout: 30_000 });
      await focusInOpened(notice, page.locator('[data-testid="share-save-scenario"]'));
      const next = await share.evaluate((button) => {
        const stops = Array.from(document.querySelectorAll<HTMLElement>('button, input, [tabindex], a[href], textarea, select')).filter(
          (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0 && el.closest('[data-testid="share-too-large"]') === null,
        );
        const after = stops.find((el) => (button.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
        return after?.getAttribute('data-testid') ?? after?.tagName.toLowerCase() ?? null;
      });
      expect(next).not.toBeNull();
      await page.keyboard.press('Tab');
      await expect.poll(async () => (await focused(page)).id).toBe(next);
      await notice.waitFor({ state: 'detached' });

      // ✕ also gives focus back to Share.
      await share.focus();
      await page.keyboard.press('Enter');
      await notice.waitFor({ state: 'visible', timeout: 30_000 });
      await focusInOpened(notice, notice.getByRole('button', { name: 'Close' }));
      await page.keyboard.press('Enter');
      await notice.waitFor({ state: 'detached' });
      // Kobalte hands focus back a task after the popover unmounts: wait for it, do not race it.
      await expect.poll(async () => (await focused(page)).id).toBe('share');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it('Share with the clipboard refused: the link stays, selected in a field, until Escape, which gives focus back to Share', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, askPath(twoQuestions), {}, async (p) => {
      await p.addInitScript(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
      });
    });
    try {
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      const share = page.locator('[data-testid="share"]');
      await share.focus();
      await page.keyboard.press('Enter');
      const manual = page.locator('[data-testid="share-manual"]');
      await manual.waitFor({ state: 'visible' });
      expect(await share.getAttribute('aria-expanded')).toBe('true');
      expect(await share.getAttribute('aria-controls')).toBe(await manual.getAttribute('id'));
      const field = page.locator('[data-testid="share-manual-url"]');
      await expect.poll(async () => (await focused(page)).id).toBe('share-manual-url');
      const selection = await field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd, el.value.length, el.readOnly]);
      expect(selection[0]).toBe(0);
      expect(selection[1]).toBe(selection[2]);
      expect(selection[3]).toBe(true);
      expect(await field.inputValue()).toMatch(/#q=/);

      await page.waitForTimeout(2500);
      expect(await manual.isVisible()).toBe(true);
      const violations = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(violations, formatViolations(violations)).toEqual([]);

      await page.keyboard.press('Tab');
      expect((await focused(page)).id).toBe('share-manual-copy');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-testid="share-manual-status"]').textContent()).not.toBe('');
      await page.keyboard.press('Escape');
      await manual.waitFor({ state: 'detached' });
      // Kobalte hands focus back a task after the popover unmounts: wait for it, do not race it.
      await expect.poll(async () => (await focused(page)).id).toBe('share');
      expect(await share.getAttribute('aria-expanded')).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`"Link copied" does not move the other top-bar buttons (${lang})`, async () => {
      if (browser === undefined) throw new Error('browser did not launch');
      const { page } = await openPage(browser, askPath(twoQuestions, { lang }), { permissions: ['clipboard-read', 'clipboard-write'] });
      try {
        await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
        const share = page.locator('[data-testid="share"]');
        const reset = page.locator('[data-testid="reset"]');
        await share.waitFor({ state: 'visible' });
        const before = { reset: await reset.boundingBox(), share: await share.boundingBox() };
        await share.click();
        await expect.poll(() => share.getAttribute('data-state')).toBe('done');
        const after = { reset: await reset.boundingBox(), share: await share.boundingBox() };
        expect(after.reset?.x).toBe(before.reset?.x);
        expect(after.share?.width).toBe(before.share?.width);
        // Nothing clipped: the shown label fits its button.
        const fits = await share.evaluate((b) => b.scrollWidth <= b.clientWidth);
        expect(fits).toBe(true);
      } finally {
        await page.close();
      }
    });
  }

  it('Simulate: Turn all off and Crash hand focus to the first control; Tab from the edges stays on the page; the switch shows a focus ring', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, askPath(twoQuestions, { lang: 'en' }));
    try {
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      const simulate = page.locator('[data-testid="simulate"]');
      await simulate.focus();
      await page.keyboard.press('Enter');
      const popover = page.locator('[data-testid="simulate-popover"]');
      await popover.waitFor({ state: 'visible' });
      await page.locator('[data-testid="crash-agent"]').waitFor({ state: 'visible' });

      // The switch, reached by keyboard, shows its ring on the control.
      await focusInOpened(popover, page.locator('[data-testid="fail-next-send"] input'));
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const ring = await page.locator('[data-testid="fail-next-send"] .switch-control').evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(ring).toBe('solid');
      await page.keyboard.press('Space');
      await page.locator('[data-testid="simulate-clear"]:not([disabled])').waitFor();

      // Turn all off disables itself: focus goes to the popover's first control.
      await page.locator('[data-testid="simulate-clear"]').focus();
      await page.keyboard.press('Enter');
      await page.locator('[data-testid="simulate-clear"][disabled]').waitFor({ state: 'attached' });
      await expect.poll(async () => (await focused(page, 'simulate-popover')).inPopover).toBe(true);
      const first = await focused(page);
      expect(first.id).not.toBe('simulate-clear');

      // Shift+Tab from the first control goes to Simulate; Tab past the last to Reset, the next control.
      await page.keyboard.press('Shift+Tab');
      await expect.poll(async () => (await focused(page)).id).toBe('simulate');
      await page.keyboard.press('Tab');
      await expect.poll(async () => (await focused(page, 'simulate-popover')).inPopover).toBe(true);
      await page.locator('[data-testid="crash-exit"]').focus(); // the last enabled stop while Turn all off is disabled
      await page.keyboard.press('Tab');
      await expect.poll(async () => (await focused(page)).id).toBe('reset');
      await popover.waitFor({ state: 'detached' });

      // Throw an error: both crash buttons disable once the agent has stopped; focus stays in the popover.
      await simulate.focus();
      await page.keyboard.press('Enter');
      await popover.waitFor({ state: 'visible' });
      await focusInOpened(popover, page.locator('[data-testid="crash-throw"]'));
      await page.keyboard.press('Enter');
      await page.locator('[data-testid="agent-stopped"]').waitFor({ state: 'visible' });
      await page.locator('[data-testid="crash-throw"][disabled]').waitFor({ state: 'attached' });
      await expect.poll(async () => (await focused(page, 'simulate-popover')).inPopover).toBe(true);
      expect((await focused(page)).id).not.toBe('crash-throw');
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'detached' });
      // Kobalte hands focus back a task after the popover unmounts: wait for it, do not race it.
      await expect.poll(async () => (await focused(page)).id).toBe('simulate');
      expect(errors.filter((e) => !/simulated crash/.test(e))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the Code tab’s blocks are named tab stops', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page } = await openPage(browser, askPath(twoQuestions, { lang: 'zh' }));
    try {
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      await page.locator('[data-testid="tab-code"]').click();
      await page.locator('[data-testid="code-panel"]').waitFor({ state: 'visible' });
      for (const id of ['code-tool-call', 'code-snippet', 'code-share-url']) {
        const pre = page.locator(`[data-testid="${id}"]`);
        expect(await pre.getAttribute('tabindex')).toBe('0');
        expect(await pre.getAttribute('aria-label')).toMatch(/\S/);
      }
      expect(await page.locator('[data-testid="code-snippet"]').getAttribute('aria-label')).toBe('TypeScript 代码片段');
      const violations = await runAxe(page, { runOnly: ['scrollable-region-focusable'] });
      expect(violations, formatViolations(violations)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
