/**
 * In a real Chromium: no draft is lost, and no secret is shown.
 * - Typed text survives opening a scenario, an example, the editor's Ask or Reset: the
 *   page asks first ("Discard your answer in progress?", keyboard-operable);
 *   keeping leaves the card and its text, discarding dismisses the card
 *   (Cancelled in the history) and starts the new thing.
 * - A live key typed into the chat and a password written into a base URL appear
 *   nowhere: not in the page, not in the frame log, not in what Share copies.
 * - axe finds nothing serious in the card states these parts add, in both themes.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestData } from '../../src/protocol/index.ts';
import { askPath, focusProbe, planReview, twoQuestions } from './asks.ts';
import { browserSkipReason, formatViolations, launchBrowser, openPage, runAxe, type AxeViolation, type OpenedPage } from './browser.ts';

const BLOCKING = new Set(['serious', 'critical']);

describe.skipIf(browserSkipReason !== null)('drafts and secrets (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  }

  /** A card holding typed text: "my own mode" in the custom row of the first question. */
  async function draftCard(page: Page): Promise<Locator> {
    const card = page.locator('[data-testid="question-card"]');
    await card.waitFor({ state: 'visible' });
    const custom = card.locator('[data-testid="custom-text"]');
    await custom.click();
    await custom.pressSequentially('my own mode');
    return card;
  }

  async function dialog(page: Page): Promise<Locator> {
    const found = page.getByRole('alertdialog', { name: 'Discard your answer in progress?' });
    await found.waitFor({ state: 'visible' });
    return found;
  }

  describe('no draft is lost', () => {
    it('opening a scenario over a typed answer asks first; keeping it changes nothing, discarding starts the scenario', async () => {
      const { page, errors } = await open(askPath(twoQuestions));
      try {
        const card = await draftCard(page);
        await page.locator('[data-testid="tab-scenarios"]').click();
        const scenario = page.locator('[data-testid="scenario-single-choice"]');
        await scenario.click();

        // The safe choice has focus: Enter keeps the answer.
        await dialog(page);
        await expect.poll(async () => (await focusProbe(page)).testId).toBe('discard-keep');
        await page.keyboard.press('Enter');
        await page.getByRole('alertdialog').waitFor({ state: 'detached' });
        expect(await card.locator('[data-testid="custom-text"]').inputValue()).toBe('my own mode');
        await expect.poll(async () => (await focusProbe(page)).inCard).toBe(true);
        expect(await page.locator('[data-testid="player"]').count()).toBe(0);

        // Escape keeps it too.
        await scenario.click();
        await dialog(page);
        await page.keyboard.press('Escape');
        await page.getByRole('alertdialog').waitFor({ state: 'detached' });
        expect(await card.locator('[data-testid="custom-text"]').inputValue()).toBe('my own mode');

        // Discarding dismisses the drafted card (Cancelled in the history) and starts the scenario.
        await scenario.click();
        await (await dialog(page)).getByRole('button', { name: 'Discard and continue' }).click();
        await page.locator('[data-testid="player"]').waitFor({ state: 'visible' });
        // The request's run is folded above the scenario's: unfold it to read its row.
        await page.locator('[data-testid="run-divider"]').first().getByRole('button').click();
        await expect.poll(() => page.locator('[data-testid="tool-row"]').first().locator('[data-testid="tool-row-summary"]').textContent()).toBe('cancelled');
        await expect
          .poll(() => page.locator('[data-testid="question-card"] h2').textContent(), { timeout: 15_000 })
          .toBe('Which database should the service use?');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('an example or the editor’s Ask over a typed answer asks the same question', async () => {
      const { page, errors } = await open(askPath(twoQuestions));
      try {
        const card = await draftCard(page);
        await page.locator('[data-testid="tab-examples"]').click();
        await page.locator('[data-testid="example-mixed"]').click();
        await (await dialog(page)).getByRole('button', { name: 'Keep answering' }).click();
        await page.getByRole('alertdialog').waitFor({ state: 'detached' });
        expect(await card.locator('[data-testid="custom-text"]').inputValue()).toBe('my own mode');
        expect(await page.locator('[data-testid="tool-row"]').count()).toBe(1);

        await page.locator('[data-testid="tab-request"]').click();
        await page.locator('[data-testid="editor-ask"]').click();
        await (await dialog(page)).getByRole('button', { name: 'Keep answering' }).click();
        await page.getByRole('alertdialog').waitFor({ state: 'detached' });
        expect(await page.locator('.canvas-conversation [data-testid="question-card"] [data-testid="custom-text"]').inputValue()).toBe('my own mode');
        expect(await page.locator('[data-testid="tool-row"]').count()).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('Reset over a typed answer asks the same question; keeping leaves the card, discarding starts over', async () => {
      const { page, errors } = await open(askPath(twoQuestions));
      try {
        const card = await draftCard(page);
        const reset = page.locator('[data-testid="reset"]');
        await reset.click();
        await (await dialog(page)).getByRole('button', { name: 'Keep answering' }).click();
        await page.getByRole('alertdialog').waitFor({ state: 'detached' });
        expect(await card.locator('[data-testid="custom-text"]').inputValue()).toBe('my own mode');
        expect(await page.locator('[data-testid="tool-row"]').count()).toBe(1);

        await reset.click();
        await (await dialog(page)).getByRole('button', { name: 'Discard and continue' }).click();
        await page.locator('[data-testid="question-card"]').waitFor({ state: 'detached' });
        await expect.poll(() => page.locator('[data-testid="tool-row"]').count()).toBe(0);
        expect(new URL(page.url()).searchParams.get('q')).toBeNull();
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('Reset with no typed answer starts over at once', async () => {
      const { page, errors } = await open(askPath(twoQuestions));
      try {
        await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
        await page.locator('[data-testid="reset"]').click();
        await page.locator('[data-testid="question-card"]').waitFor({ state: 'detached' });
        expect(await page.getByRole('alertdialog').count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('with no typed answer nothing is asked: an example queues behind the card, as before', async () => {
      const { page, errors } = await open(askPath(twoQuestions));
      try {
        await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
        await page.locator('[data-testid="tab-examples"]').click();
        await page.locator('[data-testid="example-mixed"]').click();
        // The example is a run of its own, under its divider; the request's run, folded above it, still holds its row.
        await expect.poll(() => page.locator('[data-testid="run-divider"]').count()).toBe(2);
        await page.locator('[data-testid="run-divider"]').first().getByRole('button').click();
        await expect.poll(() => page.locator('[data-testid="tool-row"]').count()).toBe(2);
        expect(await page.getByRole('alertdialog').count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('a link with both ?scenario= and ?q= runs the scenario and says the request was not asked', async () => {
      const { page, errors } = await open(`${askPath(twoQuestions)}&scenario=single-choice`);
      try {
        await expect
          .poll(() => page.locator('[data-testid="question-card"] h2').textContent(), { timeout: 15_000 })
          .toBe('Which database should the service use?');
        const notice = page.locator('[data-testid="message"][data-role="notice"]', { hasText: 'names both a scenario and a request' });
        await notice.waitFor({ state: 'visible' });
        expect(await page.locator('[data-testid="tool-row"]').count()).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('a bad view setting is reported as a setting, not as a request that could not be opened', async () => {
      const { page } = await open(`${askPath(twoQuestions)}&theme=blue`);
      try {
        await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
        const notice = page.locator('[data-testid="message"][data-role="notice"]');
        await expect.poll(() => notice.first().textContent()).toBe('A setting in the link was not used: theme must be "light" or "dark", not "blue"');
        expect(await page.locator('[data-testid="message"]', { hasText: 'could not be opened' }).count()).toBe(0);
      } finally {
        await page.close();
      }
    });
  });

  describe('no secret is shown', () => {
    const KEY = 'sk-e2e-0123456789SECRETKEY';
    const PASSWORD = 'hunter2-PASSWORD';

    it('a key typed into the chat and a password in a base URL appear nowhere in the page, the frame log or what Share copies', async () => {
      const { page, errors } = await open('/?lang=en');
      try {
        await page.locator('[data-testid="tab-live"]').click();
        await page.locator('[data-testid="live-endpoint-custom"]').click();
        const baseUrl = page.locator('[data-testid="live-base-url"]');
        // Nothing listens on port 9: the request fails, and its error is shown.
        await baseUrl.fill('http://127.0.0.1:9/v1');
        await page.locator('[data-testid="live-model"]').fill('test-model');
        await page.locator('[data-testid="live-api-key"]').fill(KEY);
        await page.locator('[data-testid="live-apply"]').click();

        const composer = page.locator('[data-testid="composer-input"]');
        await composer.fill(`please use my key ${KEY} for this`);
        await composer.press('Enter');
        await page.locator('[data-testid="message"][data-role="notice"][data-tone="error"]').first().waitFor({ state: 'visible', timeout: 20_000 });

        // A base URL with a password is refused, in words that do not repeat it.
        await baseUrl.fill(`http://admin:${PASSWORD}@127.0.0.1:9/v1`);
        await page.locator('.live-error').first().waitFor({ state: 'visible' });
        expect(await page.locator('[data-testid="live-apply"]').isDisabled()).toBe(true);

        // The frame log, payloads included (they sit in the Frames tab's closed disclosures).
        await page.locator('[data-testid="tab-timeline"]').click();
        await page.locator('[data-testid="frame"][data-type="run/user-message"]').waitFor({ state: 'attached' });
        const frames = (await page.locator('[data-testid="frames"]').textContent()) ?? '';
        expect(frames).toContain('please use my key [redacted] for this');

        // What Share copies, and the link "Copy as code" shows.
        await page.locator('[data-testid="share"]').click();
        await expect.poll(() => page.locator('[data-testid="share"]').getAttribute('data-state')).toBe('done');
        const copied = await page.evaluate(() => navigator.clipboard.readText());

        const html = await page.evaluate(() => document.documentElement.outerHTML);
        const text = await page.evaluate(() => document.body.innerText);
        for (const [where, content] of [
          ['page HTML', html],
          ['page text', text],
          ['frame log', frames],
          ['share link', copied],
        ] as const) {
          expect(content.includes(KEY), `${where} shows the key`).toBe(false);
          expect(content.includes(PASSWORD), `${where} shows the password`).toBe(false);
        }
        expect(errors.filter((e) => e.includes(KEY) || e.includes(PASSWORD))).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });

  describe('axe on the card states added here', () => {
    async function blocking(page: Page, label: string): Promise<AxeViolation[]> {
      const violations = await runAxe(page);
      if (violations.length > 0) console.log(`axe (${label}):\n${formatViolations(violations)}`);
      return violations.filter((v) => BLOCKING.has(v.impact ?? ''));
    }

    const long: RequestData = {
      questions: [
        {
          id: 'long',
          header: 'Read carefully',
          question: Array.from({ length: 200 }, (_, i) => `clause ${i}`).join(', '),
          detail: `Intro.\n\n${'>'.repeat(60)} too deep`,
          options: [{ label: 'Same', description: 'one' }, { label: 'Same', description: 'two' }],
        },
      ],
    };

    for (const theme of ['light', 'dark'] as const) {
      it(`${theme}: a long question (clamped, then opened), a depth note and shared labels; a plan card with focus on its plan; the discard dialog`, async () => {
        const { page, errors } = await open(askPath(long, { theme }));
        try {
          const card = page.locator('[data-testid="question-card"]');
          await card.locator('[data-testid="duplicate-labels"]').waitFor({ state: 'visible' });
          await card.locator('[data-testid="md-note"]').waitFor({ state: 'visible' });
          await card.locator('[data-testid="title-toggle"]').waitFor({ state: 'visible' });
          await page.locator('[data-testid="tab-timeline"]').waitFor({ state: 'visible' });
          expect(formatViolations(await blocking(page, `${theme} clamped`))).toBe('');
          await card.locator('[data-testid="title-toggle"]').click();
          expect(formatViolations(await blocking(page, `${theme} opened`))).toBe('');

          await card.locator('[data-testid="custom-text"]').fill('typed');
          await page.locator('[data-testid="tab-examples"]').click();
          await page.locator('[data-testid="example-mixed"]').click();
          await dialog(page);
          expect(formatViolations(await blocking(page, `${theme} discard dialog`))).toBe('');
          await page.keyboard.press('Escape');
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }

        const plan = await open(askPath(planReview, { theme }));
        try {
          await expect.poll(async () => (await focusProbe(plan.page)).testId).toBe('plan-body');
          await plan.page.locator('[data-testid="tab-timeline"]').waitFor({ state: 'visible' });
          expect(formatViolations(await blocking(plan.page, `${theme} plan focused`))).toBe('');
          expect(plan.errors).toEqual([]);
        } finally {
          await plan.page.close();
        }
      });
    }
  });
});
