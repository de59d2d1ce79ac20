/**
 * Hostile requests that lean on the card's markdown and label handling: 10,000
 * levels of nested quotes or lists in `detail`, and two options under one label.
 * Each renders, or gets a clear notice, the pager still moves, and nothing throws
 * uncaught. Helpers and the generous waits are in ./hostile.ts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AskUserQuestionItem, RequestData } from '../../src/protocol/index.ts';
import { modelReceives } from './asks.ts';
import { browserSkipReason, launchBrowser } from './browser.ts';
import { GENEROUS, openHostile, pagerWorks } from './hostile.ts';

const tail: AskUserQuestionItem = { id: 'tail', question: 'And the last one?', options: [{ label: 'Yes' }, { label: 'No' }] };

describe.skipIf(browserSkipReason !== null)('hostile markdown and labels (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function nested(detail: string): Promise<void> {
    const request: RequestData = { questions: [{ id: 'deep', question: 'Does the card survive this?', detail, options: [{ label: 'Yes' }, { label: 'No' }] }, tail] };
    const { page, errors, card } = await openHostile(browser, request);
    try {
      // The renderer's answer, not the plain-text stand-in shown while it loads: nesting this deep is cut off with its note.
      const note = card.locator('[data-testid="md-note"][data-note="too-deep"]');
      await note.waitFor({ state: 'attached', timeout: GENEROUS });
      expect(await note.innerText()).toMatch(/nest/i);
      // The rest is plain text, all of it there (past the first 16,000 characters, behind "Show more").
      await expect
        .poll(
          async () => {
            const more = card.locator('[data-testid="md-show-more"]');
            if ((await more.count()) > 0) await more.click();
            return (await card.locator('.qcard-detail.md-plain').allInnerTexts()).join('');
          },
          { timeout: GENEROUS },
        )
        .toContain('the bottom of the well');
      await pagerWorks(card, 2);
      await card.locator('[data-testid="option"]', { hasText: 'Yes' }).click();
      await expect.poll(() => card.getAttribute('data-index'), { timeout: GENEROUS }).toBe('1');
      await card.locator('[data-testid="skip"]').click();
      expect(JSON.parse((await modelReceives(page)).text)).toEqual({ answers: [{ id: 'deep', selected: ['Yes'] }, { id: 'tail', selected: [] }] });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }

  it('10,000 nested quotes in detail', async () => {
    await nested(`${'>'.repeat(10_000)} the bottom of the well`);
  });

  it('10,000 nested list levels in detail', async () => {
    // One line, "- - - …": each marker opens a list inside the last one (CommonMark), so 20 kB nest 10,000 levels.
    // (Indenting each level on its own line would make a 100 MB request.)
    await nested(`${'- '.repeat(10_000)}the bottom of the well`);
  });

  it('two options under one label: choosing the second marks only it, and the answer carries the label', async () => {
    const request: RequestData = { questions: [{ id: 'same', question: 'Which one?', options: [{ label: 'Same', description: 'the first' }, { label: 'Same', description: 'the second' }, { label: 'Other' }] }, tail] };
    const { page, errors, card } = await openHostile(browser, request);
    try {
      await pagerWorks(card, 2);
      const options = card.locator('[data-testid="option"]');
      expect(await options.count()).toBe(3);
      await card.locator('[data-testid="pager-next"]').click();
      await card.locator('[data-testid="pager-prev"]').click();
      // Keyboard browsing does not advance, so the marks can be read: only the second option is checked.
      await options.nth(1).locator('input').focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowDown');
      const checked = await options.evaluateAll((els) => els.map((el) => el.querySelector('input')?.checked === true));
      expect(checked).toEqual([false, true, false]);
      await page.keyboard.press('Space');
      await expect.poll(() => card.getAttribute('data-index'), { timeout: GENEROUS }).toBe('1');
      await card.locator('[data-testid="skip"]').click();
      expect(JSON.parse((await modelReceives(page)).text)).toEqual({ answers: [{ id: 'same', selected: ['Same'] }, { id: 'tail', selected: [] }] });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
