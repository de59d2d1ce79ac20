/**
 * Accessibility of the built playground in a real Chromium (SPEC §3, §7.3):
 * axe-core finds no serious or critical violation with a generic card, a
 * plan-review card and a collapsed card on screen, in both themes and both
 * locales (every violation, whatever its impact, is printed); focus moves into a
 * card when it appears and back to the composer when it leaves; feedback is
 * announced from a `role="status"` element.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askPath, focusProbe, planReview, threeQuestions } from './asks.ts';
import { browserSkipReason, formatViolations, launchBrowser, openPage, runAxe, type AxeViolation, type OpenedPage } from './browser.ts';

const BLOCKING = new Set(['serious', 'critical']);

describe.skipIf(browserSkipReason !== null)('accessibility (Chromium, axe-core)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport: { width: 1440, height: 900 } });
  }

  /** Waits for the card and for the chrome that loads after it (toolbar, tabs, inspector), so axe sees the whole page. */
  async function settled(page: Page, kind: 'generic' | 'plan-review'): Promise<void> {
    await page.locator(`[data-testid="question-card"][data-kind="${kind}"]`).waitFor({ state: 'visible' });
    await page.locator('[data-testid="theme-switch"]').waitFor({ state: 'visible' });
    await page.locator('[data-testid="tab-examples"]').waitFor({ state: 'visible' });
    await page.locator('[data-testid="tab-timeline"]').first().waitFor({ state: 'attached' });
    await page.locator('[data-testid="tool-row"] .tool-row-head').first().waitFor({ state: 'visible' });
    if (kind === 'plan-review') await page.locator('[data-testid="question-card"] h1').waitFor({ state: 'visible' });
  }

  /** Runs axe, prints every violation, and returns the serious and critical ones. */
  async function blockingViolations(page: Page, label: string): Promise<AxeViolation[]> {
    const violations = await runAxe(page);
    if (violations.length > 0) console.log(`axe (${label}):\n${formatViolations(violations)}`);
    return violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  }

  const variants = [
    { lang: 'en', theme: 'light' },
    { lang: 'en', theme: 'dark' },
    { lang: 'zh', theme: 'light' },
    { lang: 'zh', theme: 'dark' },
  ] as const;

  for (const { lang, theme } of variants) {
    describe(`${lang}, ${theme} theme`, () => {
      it('the playground with a generic card has no serious or critical violation', async () => {
        const { page, errors } = await open(askPath(threeQuestions, { lang, theme }));
        try {
          await settled(page, 'generic');
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          const blocking = await blockingViolations(page, `${lang} ${theme} generic`);
          expect(formatViolations(blocking)).toBe('');
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });

      it('the playground with a plan-review card has no serious or critical violation', async () => {
        const { page, errors } = await open(askPath(planReview, { lang, theme }));
        try {
          await settled(page, 'plan-review');
          const blocking = await blockingViolations(page, `${lang} ${theme} plan review`);
          expect(formatViolations(blocking)).toBe('');
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });

      it('the playground with the card collapsed has no serious or critical violation', async () => {
        const { page, errors } = await open(askPath(threeQuestions, { lang, theme }));
        try {
          await settled(page, 'generic');
          const collapse = page.locator('[data-testid="question-card"] [data-testid="collapse"]');
          await collapse.click();
          await expect.poll(() => collapse.getAttribute('aria-expanded')).toBe('false');
          const blocking = await blockingViolations(page, `${lang} ${theme} collapsed`);
          expect(formatViolations(blocking)).toBe('');
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });
    });
  }

  describe('focus and announcements', () => {
    it('focus moves into a generic card when it appears and back to the composer when it is dismissed from the keyboard', async () => {
      const { page, errors } = await open(askPath(threeQuestions));
      try {
        await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
        await expect.poll(() => focusProbe(page)).toMatchObject({ inCard: true, type: 'radio' });
        // Keyboard only: Shift+Tab back to ✕ in the card header, then Enter.
        const dismiss = page.locator('[data-testid="question-card"] [data-testid="dismiss"]');
        for (let i = 0; i < 6 && (await focusProbe(page)).testId !== 'dismiss'; i++) await page.keyboard.press('Shift+Tab');
        expect((await focusProbe(page)).testId).toBe('dismiss');
        expect(await dismiss.getAttribute('aria-label')).toBe('Dismiss all questions');
        await page.keyboard.press('Enter');
        await page.locator('[data-testid="question-card"]').waitFor({ state: 'detached' });
        await expect.poll(async () => (await focusProbe(page)).testId).toBe('composer-input');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('focus moves into a plan-review card (onto the plan, never Approve) when it appears and back to the composer when it leaves', async () => {
      const { page, errors } = await open(askPath(planReview));
      try {
        await page.locator('[data-testid="question-card"][data-kind="plan-review"]').waitFor({ state: 'visible' });
        await expect.poll(async () => (await focusProbe(page)).testId).toBe('plan-body');
        // From the plan, Tab reaches the actions: Chat about it, Refuse, Approve.
        for (const id of ['plan-discuss', 'plan-refuse', 'plan-approve']) {
          await page.keyboard.press('Tab');
          expect((await focusProbe(page)).testId).toBe(id);
        }
        await page.keyboard.press('Enter');
        await page.locator('[data-testid="question-card"]').waitFor({ state: 'detached' });
        await expect.poll(async () => (await focusProbe(page)).testId).toBe('composer-input');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('the transcript log announces the first tool row once: the stand-in shown until its chunk lands is hidden from assistive tech', async () => {
      if (browser === undefined) throw new Error('browser did not launch');
      // Every tool row added to the live log where assistive tech can see it (not inside aria-hidden).
      const { page, errors } = await openPage(browser, askPath(threeQuestions), { viewport: { width: 1440, height: 900 } }, async (p) => {
        await p.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { announcedRows: string[] }).announcedRows = seen;
          new MutationObserver((records) => {
            for (const record of records) {
              for (const node of record.addedNodes) {
                if (!(node instanceof Element)) continue;
                const rows = node.matches('[data-testid="tool-row"]') ? [node] : [...node.querySelectorAll('[data-testid="tool-row"]')];
                for (const row of rows) {
                  if (row.closest('[role="log"]') !== null && row.closest('[aria-hidden="true"]') === null) seen.push(row.outerHTML.slice(0, 80));
                }
              }
            }
          }).observe(document, { childList: true, subtree: true });
        });
      });
      try {
        await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
        // The real row, with its collapsible trigger, has replaced the stand-in.
        await page.locator('[data-testid="tool-row"] button.tool-row-head').waitFor({ state: 'visible' });
        const announced = await page.evaluate(() => (window as unknown as { announcedRows: string[] }).announcedRows);
        expect(announced).toHaveLength(1);
        expect(await page.locator('[data-testid="tool-row"]').count()).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('validation feedback is announced from a role="status" element in the card', async () => {
      const free = { questions: [{ id: 'notes', question: 'Anything else the agent should know?' }] };
      const { page, errors } = await open(askPath(free));
      try {
        const card = page.locator('[data-testid="question-card"]');
        await card.waitFor({ state: 'visible' });
        await expect.poll(async () => (await focusProbe(page)).testId).toBe('free-text');
        // Enter on an empty answer: the flow does not continue, it says why.
        await page.keyboard.press('Enter');
        const status = card.locator('[role="status"]');
        await expect.poll(() => status.textContent()).toBe('Please select an option or enter a custom answer.');
        expect(await status.getAttribute('data-testid')).toBe('card-status');
        expect(await status.getAttribute('aria-live')).toBe('polite');
        expect(await card.count()).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });

  describe('the other pages', () => {
    for (const lang of ['en', 'zh'] as const) {
      it(`the state gallery (${lang}) has no serious or critical violation`, async () => {
        const { page, errors } = await open(`/gallery.html?lang=${lang}`);
        try {
          await page.locator('[data-testid="gallery-section"]').first().waitFor({ state: 'visible' });
          await page.locator('.qcard').first().waitFor({ state: 'visible' });
          expect(formatViolations(await blockingViolations(page, `gallery ${lang}`))).toBe('');
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });

      it(`the docs page (${lang}) has no serious or critical violation`, async () => {
        const { page, errors } = await open(`/docs.html?lang=${lang}`);
        try {
          await page.locator('main, [data-testid="docs"]').first().waitFor({ state: 'visible' });
          expect(formatViolations(await blockingViolations(page, `docs ${lang}`))).toBe('');
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  });
});
