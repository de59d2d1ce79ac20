/**
 * Hostile requests, kept as tests: each renders, or gets a clear notice, and the
 * page stays usable (the pager moves, the answer goes back) with no uncaught error.
 * The requests travel as links, in the fragment: the query form of the larger ones
 * would not get past the server (see links.test.ts). Waits are generous on purpose:
 * how fast is the bench's business (`npm run bench`), not a test's.
 * Markdown nesting (10,000 levels of quotes or lists) is in hostile-markdown.test.ts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AskUserQuestionItem, RequestData } from '../../src/protocol/index.ts';
import { modelReceives, readyForClicks } from './asks.ts';
import { browserSkipReason, launchBrowser } from './browser.ts';
import { GENEROUS, openHostile, pagerWorks } from './hostile.ts';

const yesNo = [{ label: 'Yes' }, { label: 'No' }];
const tail: AskUserQuestionItem = { id: 'tail', question: 'And the last one?', options: yesNo };

describe.skipIf(browserSkipReason !== null)('hostile requests (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('5,000 questions: the card shows the first of 5000 and the pager moves', async () => {
    const request: RequestData = {
      questions: Array.from({ length: 5000 }, (_, i) => ({ id: `q${i + 1}`, question: `Question ${i + 1} of 5000?`, options: yesNo })),
    };
    const { page, errors, card } = await openHostile(browser, request);
    try {
      expect(await card.locator('.qcard-title').textContent()).toBe('Question 1 of 5000?');
      await pagerWorks(card, 5000);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('1,000 options: every option is there and choosing the last one is answered', async () => {
    const request: RequestData = {
      questions: [{ id: 'many', question: 'Pick one of a thousand', options: Array.from({ length: 1000 }, (_, i) => ({ label: `Option ${i + 1}` })) }, tail],
    };
    const { page, errors, card } = await openHostile(browser, request);
    try {
      expect(await card.locator('[data-testid="option"]').count()).toBe(1000);
      await pagerWorks(card, 2);
      await card.locator('[data-testid="option"]').last().click();
      await expect.poll(() => card.getAttribute('data-index'), { timeout: GENEROUS }).toBe('1');
      // A question revealed by an auto-advance ignores clicks for half a second (the double-click guard).
      await readyForClicks(card);
      await card.locator('[data-testid="option"]', { hasText: 'No' }).click();
      await card.locator('[data-testid="primary"]', { hasText: 'Submit' }).click();
      expect(JSON.parse((await modelReceives(page)).text)).toEqual({
        answers: [
          { id: 'many', selected: ['Option 1000'] },
          { id: 'tail', selected: ['No'] },
        ],
      });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a 2 MB question renders whole once Show all opens it (a bounded prefix before), and the pager still moves', async () => {
    const sentence = 'This question goes on and on, as a model stuck in a loop might write it. ';
    const long = sentence.repeat(Math.ceil(2_000_000 / sentence.length));
    const { page, errors, card } = await openHostile(browser, { questions: [{ id: 'long', question: long, options: yesNo }, tail] });
    try {
      const title = card.locator('.qcard-title');
      expect(await title.textContent()).toBe(`${long.slice(0, 1200)}…`);
      await card.locator('[data-testid="title-toggle"]').click();
      await expect.poll(() => title.evaluate((el) => el.textContent?.length)).toBe(long.length);
      expect(await title.textContent()).toBe(long);
      await pagerWorks(card, 2);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('zero-width and right-to-left text is shown verbatim and echoed exactly in the answer', async () => {
    const zw = 'Ship\u200b it\u200d now\u2060?';
    const rtl = '\u202eلا\u202c \u0645\u0648\u0627\u0641\u0642 (עברית)';
    const request: RequestData = { questions: [{ id: 'bidi', header: '\u200f\u05db\u05d5\u05ea\u05e8\u05ea', question: zw, options: [{ label: rtl }, { label: zw }] }, tail] };
    const { page, errors, card } = await openHostile(browser, request);
    try {
      expect(await card.locator('.qcard-title').textContent()).toBe(zw);
      await pagerWorks(card, 2);
      await card.locator('[data-testid="option"]').first().click();
      await expect.poll(() => card.getAttribute('data-index'), { timeout: GENEROUS }).toBe('1');
      await card.locator('[data-testid="skip"]').click();
      expect(JSON.parse((await modelReceives(page)).text)).toEqual({ answers: [{ id: 'bidi', selected: [rtl] }, { id: 'tail', selected: [] }] });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('whitespace-only question text and labels render as empty choices that still answer with the label as sent', async () => {
    const request: RequestData = { questions: [{ id: 'blank', question: '   ', options: [{ label: '  ' }, { label: '\t' }] }, tail] };
    const { page, errors, card } = await openHostile(browser, request);
    try {
      expect(await card.locator('[data-testid="option"]').count()).toBe(2);
      await pagerWorks(card, 2);
      await card.locator('[data-testid="option"]').first().click();
      await expect.poll(() => card.getAttribute('data-index'), { timeout: GENEROUS }).toBe('1');
      await card.locator('[data-testid="skip"]').click();
      expect(JSON.parse((await modelReceives(page)).text)).toEqual({ answers: [{ id: 'blank', selected: ['  '] }, { id: 'tail', selected: [] }] });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('duplicate ids: both questions are asked and the answer lists both replies in order', async () => {
    const request: RequestData = {
      questions: [
        { id: 'db', question: 'Which database?', options: [{ label: 'Postgres' }, { label: 'SQLite' }] },
        { id: 'db', question: 'Which database, really?', options: [{ label: 'Postgres' }, { label: 'SQLite' }] },
      ],
    };
    const { page, errors, card } = await openHostile(browser, request);
    try {
      await pagerWorks(card, 2);
      await card.locator('[data-testid="option"]', { hasText: 'Postgres' }).click();
      await expect.poll(() => card.getAttribute('data-index'), { timeout: GENEROUS }).toBe('1');
      await readyForClicks(card);
      await card.locator('[data-testid="option"]', { hasText: 'SQLite' }).click();
      await card.locator('[data-testid="primary"]', { hasText: 'Submit' }).click();
      expect(JSON.parse((await modelReceives(page)).text)).toEqual({
        answers: [
          { id: 'db', selected: ['Postgres'] },
          { id: 'db', selected: ['SQLite'] },
        ],
      });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
