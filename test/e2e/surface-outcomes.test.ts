/**
 * The Surfaces tab's outcomes matrix and "Nobody answers" clock in a real
 * Chromium: a row per harness, a cell per outcome with the exact payload or
 * "cannot happen here", following the person's answer once given; the fake
 * clock driven through the page (×10, Play, scrub) moves each harness's lane
 * from waiting through its countdown to what it sends; on a phone the matrix
 * scrolls inside its own box, never the page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestData } from '../../src/protocol/index.ts';
import { CLAUDE_CODE_TEXT, CODEX_TEXT, afkText } from '../../src/surfaces/outcomes/index.ts';
import { askPath, readyForClicks } from './asks.ts';
import { browserSkipReason, formatViolations, launchBrowser, openPage, runAxe } from './browser.ts';

const request: RequestData = {
  questions: [
    { id: 'deploy_target', header: 'Target', question: 'Where should it deploy?', options: [{ label: 'Staging (Recommended)', description: 'Safe first' }, { label: 'Production' }] },
    { id: 'checks', header: 'Checks', question: 'Which checks should run?', multiSelect: true, options: [{ label: 'Unit tests' }, { label: 'Lint' }, { label: 'E2E' }] },
  ],
};

const ROWS = ['dsh', 'terminal', 'acp', 'claude-code', 'codex', 'vscode', 'mcp'];
const COLUMNS = ['answered', 'skipped', 'free-text', 'dismissed', 'declined', 'clarify', 'aborted', 'nobody-answers'];

function cell(page: Page, row: string, col: string) {
  return page.locator(`[data-testid="surface-outcomes"] tr[data-surface="${row}"] td[data-outcome="${col}"]`);
}

async function payloadOf(page: Page, row: string, col: string): Promise<string> {
  return (await cell(page, row, col).locator('[data-testid="outcome-payload"]').first().textContent()) ?? '';
}

async function openSurfaces(page: Page, narrow = false): Promise<void> {
  if (narrow) {
    await page.locator('[data-testid="question-card"]').first().waitFor({ state: 'visible' });
    await page.locator('[data-testid="narrow-tab-inspector"]').click();
  }
  await page.locator('[data-testid="tab-surfaces"]').click();
  await page.locator('[data-testid="surface-outcomes"]').waitFor({ state: 'visible' });
}

function lane(page: Page, row: string) {
  return page.locator(`[data-testid="nobody-answers"] [data-lane="${row}"]`);
}

describe.skipIf(browserSkipReason !== null)('Surfaces: outcomes and nobody answers (Chromium)', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows every harness’s payload per outcome, and follows the person’s answer', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, askPath(request, { lang: 'en' }));
    try {
      await openSurfaces(page);
      const table = page.locator('[data-testid="surface-outcomes"]');
      expect(await table.locator('tbody tr[data-surface]').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-surface')))).toEqual(ROWS);
      for (const row of ROWS) {
        expect(await table.locator(`tr[data-surface="${row}"] td[data-outcome]`).evaluateAll((tds) => tds.map((td) => td.getAttribute('data-outcome')))).toEqual(COLUMNS);
      }
      // Before any answer: one option per question.
      expect(await payloadOf(page, 'claude-code', 'answered')).toBe(
        'Your questions have been answered: "Where should it deploy?"="Staging (Recommended)", "Which checks should run?"="Unit tests". You can now continue with these answers in mind.',
      );
      expect(await payloadOf(page, 'claude-code', 'dismissed')).toBe(`${CLAUDE_CODE_TEXT.rejected} ${CLAUDE_CODE_TEXT.stop}`);
      expect(await payloadOf(page, 'codex', 'declined')).toBe(CODEX_TEXT.cancelled);
      expect(await payloadOf(page, 'terminal', 'dismissed')).toBe('Error: ask_user_question was interrupted before the user answered');
      expect(await payloadOf(page, 'acp', 'skipped')).toBe('Error: ask_user_question returned no answer');
      expect(await payloadOf(page, 'mcp', 'declined')).toBe('{"action":"decline"}');
      expect(await cell(page, 'codex', 'skipped').getAttribute('data-kind')).toBe('impossible');
      expect(await cell(page, 'codex', 'skipped').locator('[data-testid="outcome-impossible"]').textContent()).toBe('Cannot happen here');
      expect(await cell(page, 'vscode', 'nobody-answers').textContent()).toContain('The user is not available to respond and will review your work later.');
      // Every cell names a source.
      expect(await table.locator('td[data-outcome] .oc-source').count()).toBe(ROWS.length * COLUMNS.length);

      // Answer through the card: the matrix now maps the person's own answer.
      const card = page.locator('[data-testid="question-card"]');
      await card.locator('[data-testid="option"]', { hasText: 'Production' }).click();
      await expect.poll(() => card.getAttribute('data-index')).toBe('1');
      await readyForClicks(card);
      await card.locator('[data-testid="option"]', { hasText: 'Lint' }).click();
      await card.locator('[data-testid="option"]', { hasText: 'E2E' }).click();
      await card.locator('[data-testid="primary"]', { hasText: 'Submit' }).click();
      await card.waitFor({ state: 'detached' });
      await expect
        .poll(() => payloadOf(page, 'claude-code', 'answered'))
        .toBe('Your questions have been answered: "Where should it deploy?"="Production", "Which checks should run?"="Lint, E2E". You can now continue with these answers in mind.');
      expect(await payloadOf(page, 'dsh', 'answered')).toBe('{"answers":[{"id":"deploy_target","selected":["Production"]},{"id":"checks","selected":["Lint","E2E"]}]}');

      // A chip brings its column beside the harness names.
      const scroller = page.locator('section.outcomes .outcomes-scroll');
      expect(await scroller.evaluate((el) => el.scrollLeft)).toBe(0);
      await page.locator('[data-testid="outcomes-jump"] [data-outcome="aborted"]').click();
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect(await cell(page, 'codex', 'aborted').getAttribute('data-focus')).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('plays the clock: Claude Code’s 60 s countdown and AFK text at ×10, Codex’s advisory question by scrubbing, Autopilot at once', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, askPath(request, { lang: 'en' }));
    try {
      await openSurfaces(page);
      const clock = page.locator('[data-testid="nobody-answers"]');
      await clock.scrollIntoViewIfNeeded();
      for (const row of ROWS) expect(await lane(page, row).getAttribute('data-state')).toBe('waiting');

      await lane(page, 'vscode').locator('[data-testid="lane-setting-autopilot"]').click();
      await expect.poll(() => lane(page, 'vscode').getAttribute('data-state')).toBe('resolved');
      expect(await lane(page, 'vscode').locator('[data-testid="outcome-payload"]').textContent()).toContain('"freeText":"The user is not available to respond');

      await lane(page, 'claude-code').locator('[data-testid="lane-setting-60s"]').click();
      await clock.locator('[data-testid="clock-speed-10"]').click();
      await clock.locator('[data-testid="clock-play"]').click();
      // ×10: the 40th simulated second comes after ~4 s; the countdown shows for the last 20.
      await expect.poll(() => lane(page, 'claude-code').getAttribute('data-state'), { timeout: 30_000, interval: 100 }).toBe('countdown');
      await expect.poll(() => lane(page, 'claude-code').getAttribute('data-state'), { timeout: 30_000, interval: 100 }).toBe('resolved');
      expect(Number(await clock.locator('[data-testid="clock-time"]').getAttribute('data-seconds'))).toBeGreaterThanOrEqual(60);
      await clock.locator('[data-testid="clock-play"]').click();
      expect(await lane(page, 'claude-code').locator('[data-testid="outcome-payload"]').textContent()).toBe(afkText('60s'));
      // DSH never ends an ask by itself.
      expect(await lane(page, 'dsh').getAttribute('data-state')).toBe('waiting');

      // Scrub: back to 0, then to 1:55 and 2:00 by keyboard (5 s a step).
      await lane(page, 'codex').locator('[data-testid="lane-setting-advisory"]').click();
      const thumb = clock.locator('[data-testid="clock-scrub"]');
      await thumb.focus();
      await page.keyboard.press('Home');
      await expect.poll(() => clock.locator('[data-testid="clock-time"]').textContent()).toBe('0:00');
      expect(await lane(page, 'claude-code').getAttribute('data-state')).toBe('waiting');
      for (let i = 0; i < 23; i++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => clock.locator('[data-testid="clock-time"]').textContent()).toBe('1:55');
      expect(await lane(page, 'codex').getAttribute('data-state')).toBe('countdown');
      expect(await lane(page, 'codex').locator('[data-testid="lane-state"]').textContent()).toBe('Countdown: 5 s');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => lane(page, 'codex').getAttribute('data-state')).toBe('resolved');
      expect(await lane(page, 'codex').locator('[data-testid="outcome-payload"]').textContent()).toBe(CODEX_TEXT.emptyAnswers);
      expect(await lane(page, 'mcp').getAttribute('data-state')).toBe('resolved');
      await lane(page, 'mcp').locator('[data-testid="lane-setting-2026-07-28"]').click();
      await expect.poll(() => lane(page, 'mcp').getAttribute('data-state')).toBe('waiting');
      // The matrix, the MCP revisions and the clock with payloads shown: nothing serious for assistive technology.
      const serious = (await runAxe(page, { runOnly: ['wcag2a', 'wcag2aa', 'best-practice'] })).filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious, formatViolations(serious)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('on a phone, in Chinese, the matrix scrolls inside its box and the page never sideways', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, askPath(request, { lang: 'zh' }), { viewport: { width: 390, height: 844 } });
    try {
      await openSurfaces(page, true);
      const scroller = page.locator('section.outcomes .outcomes-scroll');
      const [inner, outer] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(inner).toBeGreaterThan(outer ?? 0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      expect(await cell(page, 'terminal', 'skipped').locator('[data-testid="outcome-impossible"]').textContent()).toBe('这里不会发生');
      expect(await page.locator('[data-testid="nobody-answers"] h3').textContent()).toBe('无人回答');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
