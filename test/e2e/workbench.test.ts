/**
 * The workbench shell in a real Chromium (SPEC §5.1–§5.4): the first-run
 * buttons, the catalogue at every width (column, drawer, tab), no sideways
 * scroll, the draft on the canvas (follows the editor, answers as a preview
 * and sends nothing), Ask never queues editor asks, Simulate, side by side,
 * and axe on the new regions in both themes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askPath, threeQuestions } from './asks.ts';
import { browserSkipReason, formatViolations, launchBrowser, openPage, runAxe, type OpenedPage } from './browser.ts';

const WIDTHS = [1440, 1024, 390] as const;
const heightOf = (width: number): number => (width < 500 ? 844 : 900);

describe.skipIf(browserSkipReason !== null)('the workbench (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string, width: number): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport: { width, height: heightOf(width) } });
  }

  async function sideways(page: Page): Promise<number> {
    return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  /** The frames the page sent to the worker so far, by type. */
  async function sentTypes(page: Page): Promise<string[]> {
    await page.locator('[data-testid="tab-timeline"]').click();
    return page.locator('[data-testid="frame"][data-direction="to-worker"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-type') ?? ''));
  }

  for (const width of WIDTHS) {
    describe(`at ${String(width)} px`, () => {
      it('offers the three first-run buttons, and "Answer a sample card" asks the Mixed batch', async () => {
        const { page, errors } = await open('/?lang=en&theme=light', width);
        try {
          // The app's code loads after the entry: on a busy machine its first render can come well after `load`,
          // so this waits as an action does (its timeout), not expect.poll's 1 s.
          await page.getByRole('button', { name: 'Answer a sample card' }).waitFor({ state: 'visible' });
          await page.getByRole('button', { name: 'Reproduce an error code' }).waitFor({ state: 'visible' });
          await page.getByRole('button', { name: 'Design a card' }).waitFor({ state: 'visible' });
          expect(await sideways(page)).toBe(0);
          await page.getByRole('button', { name: 'Answer a sample card' }).click();
          const card = page.locator('[data-testid="question-card"]');
          await card.waitFor({ state: 'visible' });
          await expect.poll(() => card.locator('h2, h1').first().innerText()).toBe('How should I continue?');
          await expect.poll(() => page.locator('[data-testid="driver"]').getAttribute('data-driver')).toBe('example');
          expect(await sideways(page)).toBe(0);
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });

      it('"Reproduce an error code" brings the Error codes group into view, and a scenario starts from there', async () => {
        const { page, errors } = await open('/?lang=en&theme=light', width);
        try {
          await page.getByRole('button', { name: 'Reproduce an error code' }).click();
          const group = page.locator('[data-testid="catalogue"] [data-group="errors"]');
          await expect.poll(() => group.isVisible()).toBe(true);
          await expect
            .poll(() => group.evaluate((el) => {
              const box = el.getBoundingClientRect();
              return box.top >= 0 && box.top < window.innerHeight;
            }))
            .toBe(true);
          expect(await sideways(page)).toBe(0);
          await page.locator('[data-testid="scenario-bad-intent-label"]').click();
          // Starting something sends the person back to the canvas: the drawer closes, the chat tab shows.
          await expect.poll(() => page.locator('[data-testid="tool-row"]').first().isVisible()).toBe(true);
          await expect.poll(() => page.locator('[data-testid="tool-row"]').first().getAttribute('data-code')).toBe('BAD_INTENT');
          // The drawer slides out (180 ms) before it is hidden: wait for that, whatever the run's own speed.
          if (width < 1100) await expect.poll(() => group.isVisible()).toBe(false);
          expect(await sideways(page)).toBe(0);
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });

      it('"Design a card" shows the draft on the canvas, and it follows the editor as you type', async () => {
        const { page, errors } = await open('/?lang=en&theme=light', width);
        try {
          await page.getByRole('button', { name: 'Design a card' }).click();
          const draft = page.locator('[data-testid="draft-card"] [data-testid="question-card"]');
          await draft.waitFor({ state: 'visible' });
          expect(await page.locator('[data-testid="draft-stage"] .draft-badge').textContent()).toBe('Draft');
          expect(await sideways(page)).toBe(0);
          if (width < 760) await page.locator('[data-testid="narrow-tab-inspector"]').click();
          const json = page.getByRole('textbox', { name: 'Request JSON' });
          await json.waitFor({ state: 'visible' });
          const text = await json.evaluate((el) => (el as HTMLElement & { value: string }).value);
          await json.fill(text.replace('How should I continue?', 'Which way now?'));
          if (width < 760) await page.locator('[data-testid="narrow-tab-chat"]').click();
          await expect.poll(() => draft.locator('h2, h1').first().innerText()).toBe('Which way now?');
          expect(await sideways(page)).toBe(0);
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });

      it('the inspector and the catalogue are reachable and nothing scrolls sideways with a card on screen', async () => {
        const { page, errors } = await open(askPath(threeQuestions, { lang: 'zh', theme: 'dark' }), width);
        try {
          await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
          if (width < 760) await page.locator('[data-testid="narrow-tab-inspector"]').click();
          await page.locator('[data-testid="tab-surfaces"]').click();
          await page.locator('section[data-surface="claude-code"]').waitFor({ state: 'visible' });
          expect(await sideways(page)).toBe(0);
          if (width < 760) await page.locator('[data-testid="narrow-tab-scenarios"]').click();
          else if (width < 1100) await page.locator('[data-testid="open-catalogue"]').click();
          await page.locator('[data-testid="scenario-single-choice"]').waitFor({ state: 'visible' });
          expect(await sideways(page)).toBe(0);
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });

      it('a tall card with the script open stays on screen: nothing scrolls down, the footer is visible, the body scrolls', async () => {
        const { page, errors } = await open('/?scenario=large-batch#lang=en', width);
        try {
          const card = page.locator('[data-testid="question-card"]');
          await card.waitFor({ state: 'visible' });
          await page.locator('[data-testid="player-script-toggle"]').click();
          await page.locator('.player-script:not([data-closed])').waitFor({ state: 'visible' });
          const fit = await page.evaluate(() => {
            const next = document.querySelector('[data-testid="question-card"] .qcard-foot')?.getBoundingClientRect();
            const body = document.querySelector<HTMLElement>('[data-testid="question-card"] .qcard-body');
            const transcript = document.querySelector('.canvas .transcript')?.getBoundingClientRect();
            return {
              below: document.documentElement.scrollHeight - document.documentElement.clientHeight,
              footBottom: next === undefined ? Infinity : next.bottom,
              viewport: innerHeight,
              bodyScrolls: body !== null && body.scrollHeight > body.clientHeight,
              transcript: transcript?.height ?? 0,
            };
          });
          expect(fit.below).toBe(0);
          expect(fit.footBottom).toBeLessThanOrEqual(fit.viewport);
          // Where the card is taller than the room the Script leaves it, its body scrolls; where it fits (the Script starts
          // at about three steps, so at some widths it does), the whole card is on screen: either way nothing is cut off.
          if (!fit.bodyScrolls) expect(await card.evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
          // The conversation keeps at least its newest row above the card.
          expect(fit.transcript).toBeGreaterThanOrEqual(48);
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });
    });
  }

  it('the drawer at 1024 px opens from the top bar, closes with Escape, and returns focus to its button', async () => {
    const { page, errors } = await open('/?lang=en', 1024);
    try {
      const button = page.locator('[data-testid="open-catalogue"]');
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.locator('[data-testid="scenario-single-choice"]').waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('open-catalogue');
      await expect.poll(() => page.locator('[data-testid="scenario-single-choice"]').isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a width preset wider than the canvas says what the card gets instead, and says nothing where it fits', async () => {
    const { page, errors } = await open('/?scenario=mixed-batch&width=720&lang=en&theme=light', 1024);
    try {
      const card = page.locator('[data-testid="question-card"]').first();
      await card.waitFor({ state: 'visible' });
      const note = page.locator('[data-testid="width-clamped"]');
      await note.waitFor({ state: 'visible' });
      const drawn = await card.evaluate((el) => Math.floor(el.getBoundingClientRect().width));
      expect(drawn).toBeLessThan(720);
      expect(await note.textContent()).toBe(`Fits ${String(drawn)} px here`);
      expect(await note.getAttribute('title')).toContain('narrower than 720 px');
      // 480 fits: the note leaves.
      await page.locator('[data-testid="width-switch"] [data-value="480"]').click();
      await note.waitFor({ state: 'detached' });
      // A wider window makes room for 720.
      await page.locator('[data-testid="width-switch"] [data-value="720"]').click();
      await note.waitFor({ state: 'visible' });
      await page.setViewportSize({ width: 1440, height: 900 });
      await note.waitFor({ state: 'detached' });
      await expect.poll(() => card.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(720);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the draft card answers as a preview: the exact text the model would receive, and nothing is sent', async () => {
    const { page, errors } = await open('/?lang=en&theme=light', 1440);
    try {
      await page.getByRole('button', { name: 'Design a card' }).click();
      const draft = page.locator('[data-testid="draft-card"] [data-testid="question-card"]');
      await draft.waitFor({ state: 'visible' });
      await draft.locator('[data-testid="option"]', { hasText: 'Careful' }).click();
      await draft.getByRole('textbox').fill('src/app');
      await draft.getByRole('button', { name: 'Next', exact: true }).click();
      await draft.locator('[data-testid="option"]', { hasText: 'Lint' }).click();
      await draft.getByRole('button', { name: 'Submit', exact: true }).click();
      const text = page.locator('[data-testid="draft-model-text"]');
      await text.waitFor({ state: 'visible' });
      expect(await text.innerText()).toBe(
        '{"answers":[{"id":"mode","selected":["Careful"]},{"id":"path","selected":[],"custom":"src/app"},{"id":"checks","selected":["Lint"]}]}',
      );
      // The Submit button left with the card: focus is on "Answer again", and that brings a fresh card with focus in it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? 'body')).toBe('draft-again');
      expect(await page.locator('[data-testid="draft-stale"]').count()).toBe(0);
      // An edit after the answer: the text shown is the earlier draft's, and the stage says so.
      const json = page.locator('[data-testid="editor-json"]');
      await json.fill((await json.evaluate((el) => (el as HTMLElement & { value: string }).value)).replace('How should I continue?', 'How shall we go on?'));
      await page.locator('[data-testid="draft-stale"]').waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid="draft-result"]').getAttribute('data-stale')).toBe('');
      await page.locator('[data-testid="draft-again"]').focus();
      await page.keyboard.press('Enter');
      await draft.waitFor({ state: 'visible' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="draft-card"]') !== null && document.activeElement !== document.body))
        .toBe(true);
      expect(await draft.locator('[data-testid="option"][data-checked]').count()).toBe(0);
      expect(await draft.innerText()).toContain('How shall we go on?');
      expect(await sentTypes(page)).not.toContain('client-response');
      expect(await sentTypes(page)).not.toContain('run/ask');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Ask twice leaves one pending ask: the first is dismissed (ASK_CANCELLED) before the second is sent', async () => {
    const { page, errors } = await open('/?lang=en&theme=light', 1440);
    try {
      await page.locator('[data-testid="tab-request"]').click();
      const ask = page.getByRole('button', { name: 'Ask', exact: true });
      await ask.click();
      await page.locator('[data-testid="question-card"]').first().waitFor({ state: 'visible' });
      await page.locator('[data-testid="tab-request"]').click();
      await ask.click();
      const rows = page.locator('[data-testid="tool-row"]');
      await expect.poll(() => rows.count()).toBe(2);
      await expect.poll(() => rows.nth(0).getAttribute('data-state')).toBe('error');
      expect(await rows.nth(0).innerText()).toContain('cancelled');
      await expect.poll(() => rows.nth(1).getAttribute('data-state')).toBe('running');
      expect(await page.locator('[data-testid="question-card"]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('five Asks in one tick are one Ask: the earlier editor ask is dismissed once and one new ask is pending', async () => {
    const { page, errors } = await open('/?lang=en&theme=light', 1440);
    try {
      await page.locator('[data-testid="tab-request"]').click();
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      await page.locator('[data-testid="question-card"]').first().waitFor({ state: 'visible' });
      await page.locator('[data-testid="tab-request"]').click();
      await page.locator('[data-testid="editor-ask"]').evaluate((button: HTMLElement) => {
        for (let i = 0; i < 5; i++) button.click();
      });
      const rows = page.locator('[data-testid="tool-row"]');
      await expect.poll(() => rows.count()).toBe(2);
      await expect.poll(() => rows.nth(1).getAttribute('data-state')).toBe('running');
      await expect.poll(() => rows.nth(0).getAttribute('data-state')).toBe('error');
      // Nothing more arrives later: still two rows, one card, and one dismissal sent.
      await page.waitForTimeout(500);
      expect(await rows.count()).toBe(2);
      expect(await page.locator('[data-testid="question-card"]').count()).toBe(1);
      await page.locator('[data-testid="tab-timeline"]').click();
      // The Timeline renders once its chunk is in: wait for its rows, then count.
      await expect.poll(() => page.locator('[data-testid="frame"][data-direction="to-worker"][data-type="run/ask"]').count()).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Simulate holds the transport conditions as labelled rows and shows a dot while one is armed', async () => {
    const { page, errors } = await open(askPath(threeQuestions, { lang: 'en' }), 1440);
    try {
      const simulate = page.locator('[data-testid="simulate"]');
      await simulate.click();
      const popover = page.locator('[data-testid="simulate-popover"]');
      await popover.waitFor({ state: 'visible' });
      for (const row of ['Response delay', 'Reject the next response', 'Fail the next send']) expect(await popover.innerText()).toContain(row);
      expect(await page.locator('[data-testid="simulate-dot"]').count()).toBe(0);
      await popover.getByRole('radio', { name: 'As unreadable' }).or(popover.getByRole('button', { name: 'As unreadable' })).click();
      await expect.poll(() => page.locator('[data-testid="simulate-dot"]').count()).toBe(1);
      expect(await simulate.getAttribute('aria-label')).toBe('Simulate (a condition is on)');
      await popover.getByRole('button', { name: 'Turn all off' }).click();
      await expect.poll(() => page.locator('[data-testid="simulate-dot"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('side by side shows the card in zh and en, then in light and dark', async () => {
    const { page, errors } = await open(askPath(threeQuestions, { lang: 'en' }), 1440);
    try {
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      await page.locator('[data-testid="side-by-side"]').click();
      await page.locator('[data-testid="side-by-side-locales"]').click();
      const zh = page.locator('[data-testid="compare-zh"]');
      const en = page.locator('[data-testid="compare-en"]');
      await zh.waitFor({ state: 'visible' });
      expect(await zh.getByRole('button', { name: '跳过本题' }).count()).toBe(1);
      expect(await en.getByRole('button', { name: 'Skip this question' }).count()).toBe(1);
      await page.locator('[data-testid="side-by-side"]').click();
      await page.locator('[data-testid="side-by-side-themes"]').click();
      await page.locator('[data-testid="compare-dark"]').waitFor({ state: 'visible' });
      const backgrounds = await page.evaluate(() =>
        ['light', 'dark'].map((k) => getComputedStyle(document.querySelector(`[data-testid="compare-${k}"] [data-testid="question-card"]`) as Element).backgroundColor),
      );
      expect(backgrounds[0]).not.toBe(backgrounds[1]);
      // Turning it off brings the real card back, drafts and all.
      await page.locator('[data-testid="side-by-side"]').click();
      await page.locator('[data-testid="side-by-side-off"]').click();
      await page.locator('[data-testid="composer-slot"] [data-testid="question-card"]').waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`axe finds nothing serious in the first run, the drawer, the draft and Simulate (${theme})`, async () => {
      const { page, errors } = await open(`/?lang=en&theme=${theme}`, 1024);
      try {
        await page.getByRole('button', { name: 'Design a card' }).waitFor({ state: 'visible' });
        const check = async (label: string): Promise<void> => {
          const blocking = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(formatViolations(blocking), label).toBe('');
        };
        await check('first run');
        await page.locator('[data-testid="open-catalogue"]').click();
        await page.locator('[data-testid="scenario-single-choice"]').waitFor({ state: 'visible' });
        await check('drawer');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Design a card' }).click();
        await page.locator('[data-testid="draft-card"] [data-testid="question-card"]').waitFor({ state: 'visible' });
        await check('draft');
        await page.locator('[data-testid="simulate"]').click();
        await page.locator('[data-testid="simulate-popover"]').waitFor({ state: 'visible' });
        await check('simulate');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
