/**
 * The cards in the built app, in a real Chromium: a mixed three-question batch
 * answered with the mouse and with the keyboard alone, the plan-review card's
 * three actions, and focus moving into the card and back to the composer (§3).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PLAN_APPROVE_DESCRIPTION,
  PLAN_REFUSE_DESCRIPTION,
  THREE_ANSWER_TEXT,
  askPath,
  focusProbe,
  focusedOptionText,
  modelReceives,
  planReview,
  threeQuestions,
} from './asks.ts';
import { browserSkipReason, launchBrowser, openPage, type OpenedPage } from './browser.ts';

describe.skipIf(browserSkipReason !== null)('question cards (Chromium)', () => {
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

  async function visibleCard(page: Page, kind: 'generic' | 'plan-review'): Promise<Locator> {
    const card = page.locator(`[data-testid="question-card"][data-kind="${kind}"]`);
    await card.waitFor({ state: 'visible' });
    return card;
  }

  async function expectFocusBackOnComposer(page: Page): Promise<void> {
    await page.locator('[data-testid="question-card"]').waitFor({ state: 'detached' });
    await expect.poll(async () => (await focusProbe(page)).testId).toBe('composer-input');
  }

  describe('the generic flow', () => {
    it('the three-question batch answered with the mouse yields the exact answer, checked labels in click order (as DSH)', async () => {
      const { page, errors } = await open(askPath(threeQuestions));
      try {
        const card = await visibleCard(page, 'generic');
        await card.locator('[data-testid="option"]', { hasText: 'Fast' }).click();
        await expect.poll(() => card.getAttribute('data-index')).toBe('1');

        const path = card.locator('[data-testid="free-text"]');
        await path.click();
        await path.pressSequentially('/tmp/out');
        await card.locator('[data-testid="primary"]', { hasText: 'Next' }).click();
        await expect.poll(() => card.getAttribute('data-index')).toBe('2');

        // Checked out of option order on purpose: the answer keeps the click order, as DSH's card does.
        await card.locator('[data-testid="option"]', { hasText: 'Lint' }).click();
        await card.locator('[data-testid="option"]', { hasText: 'Unit tests' }).click();
        expect(await card.getAttribute('data-index')).toBe('2');
        const custom = card.locator('[data-testid="custom-text"]');
        await custom.click();
        await custom.pressSequentially('fuzz');
        await card.locator('[data-testid="primary"]', { hasText: 'Submit' }).click();

        expect(await modelReceives(page)).toEqual({ text: THREE_ANSWER_TEXT.replace('["Unit tests","Lint"]', '["Lint","Unit tests"]'), code: null });
        const row = page.locator('[data-testid="tool-row"]');
        await expect.poll(() => row.getAttribute('data-state')).toBe('ok');
        expect(await row.locator('[data-testid="tool-row-summary"]').textContent()).toBe('3/3 answered');
        await expectFocusBackOnComposer(page);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('the same batch answered with the keyboard alone yields the same answer', async () => {
      const { page, errors } = await open(askPath(threeQuestions));
      try {
        const card = await visibleCard(page, 'generic');
        // Focus moves into the card when it appears: onto the first option.
        await expect.poll(() => focusProbe(page)).toMatchObject({ inCard: true, type: 'radio' });
        expect(await focusedOptionText(page)).toContain('Fast');

        // Arrows browse the radio group without advancing; Space confirms and advances.
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => focusedOptionText(page)).toContain('Thorough');
        expect(await card.getAttribute('data-index')).toBe('0');
        await page.keyboard.press('ArrowUp');
        await expect.poll(() => focusedOptionText(page)).toContain('Fast');
        await page.keyboard.press('Space');
        await expect.poll(() => card.getAttribute('data-index')).toBe('1');

        // The free-text question takes focus; Enter continues.
        await expect.poll(async () => (await focusProbe(page)).testId).toBe('free-text');
        await page.keyboard.type('/tmp/out');
        await page.keyboard.press('Enter');
        await expect.poll(() => card.getAttribute('data-index')).toBe('2');

        // The multi-select question: focus stays in the card, on its first checkbox.
        await expect.poll(() => focusProbe(page)).toMatchObject({ inCard: true, type: 'checkbox' });
        expect(await focusedOptionText(page)).toContain('Unit tests');
        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
        expect(await focusedOptionText(page)).toContain('Lint');
        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
        expect(await focusedOptionText(page)).toContain('E2E');
        await page.keyboard.press('Tab');
        expect((await focusProbe(page)).testId).toBe('custom-text');
        await page.keyboard.type('fuzz');
        await page.keyboard.press('Enter');

        expect(await modelReceives(page)).toEqual({ text: THREE_ANSWER_TEXT, code: null });
        await expectFocusBackOnComposer(page);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('confirming a radio with Space moves focus onto the next question’s options, not out of the card', async () => {
      const twoSingles = {
        questions: [
          { id: 'lang', question: 'Which language?', options: [{ label: 'TypeScript' }, { label: 'Rust' }] },
          { id: 'db', question: 'Which database?', options: [{ label: 'SQLite' }, { label: 'Postgres' }] },
        ],
      };
      const { page, errors } = await open(askPath(twoSingles));
      try {
        const card = await visibleCard(page, 'generic');
        await expect.poll(() => focusedOptionText(page)).toContain('TypeScript');
        await page.keyboard.press('Space');
        await expect.poll(() => card.getAttribute('data-index')).toBe('1');
        await expect.poll(() => focusedOptionText(page)).toContain('SQLite');
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => focusedOptionText(page)).toContain('Postgres');
        // Every question is answered now: Enter on the focused option submits the set.
        await page.keyboard.press('Enter');
        expect(await modelReceives(page)).toEqual({
          text: '{"answers":[{"id":"lang","selected":["TypeScript"]},{"id":"db","selected":["Postgres"]}]}',
          code: null,
        });
        await expectFocusBackOnComposer(page);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });

  describe('the plan-review card', () => {
    it('shows the plan, and the approve and refuse buttons carry the option descriptions as titles', async () => {
      const { page, errors } = await open(askPath(planReview));
      try {
        const card = await visibleCard(page, 'plan-review');
        expect(await card.getAttribute('aria-label')).toBe('Approve this plan and leave plan mode?');
        await card.locator('h1', { hasText: 'Release plan' }).waitFor({ state: 'visible' });
        expect(await card.locator('[data-testid="plan-approve"]').getAttribute('title')).toBe(PLAN_APPROVE_DESCRIPTION);
        expect(await card.locator('[data-testid="plan-refuse"]').getAttribute('title')).toBe(PLAN_REFUSE_DESCRIPTION);
        expect(await card.locator('[data-testid="option"]').count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('approving answers with the approve label', async () => {
      const { page, errors } = await open(askPath(planReview));
      try {
        const card = await visibleCard(page, 'plan-review');
        await card.locator('[data-testid="plan-approve"]').click();
        expect(await modelReceives(page)).toEqual({
          text: '{"answers":[{"id":"plan-review","selected":["Approve"]}]}',
          code: null,
        });
        await expectFocusBackOnComposer(page);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('refusing answers with the other option label', async () => {
      const { page, errors } = await open(askPath(planReview));
      try {
        const card = await visibleCard(page, 'plan-review');
        await card.locator('[data-testid="plan-refuse"]').click();
        expect(await modelReceives(page)).toEqual({
          text: '{"answers":[{"id":"plan-review","selected":["Keep planning"]}]}',
          code: null,
        });
        await expectFocusBackOnComposer(page);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('"Chat about it" dismisses the review as ASK_CANCELLED', async () => {
      const { page, errors } = await open(askPath(planReview));
      try {
        const card = await visibleCard(page, 'plan-review');
        await card.locator('[data-testid="plan-discuss"]').click();
        const received = await modelReceives(page);
        expect(received.code).toBe('ASK_CANCELLED');
        expect(received.text.startsWith('Error: ')).toBe(true);
        await expect.poll(() => page.locator('[data-testid="tool-row"]').getAttribute('data-state')).toBe('error');
        await expectFocusBackOnComposer(page);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });
});
