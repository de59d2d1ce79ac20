/**
 * Runs read as runs (issue 42, item 3 and the Timeline's headers of item 4), in
 * a real Chromium: a second scenario starts under a divider naming it, with the
 * first one folded above it (and a Restart adds a run, it does not repeat the
 * transcript open); Model receives and the Timeline list the current run first
 * and open, earlier runs folded and reachable; a Timeline group header shows
 * its code, tool name and count whole, and every frame its type, at 1024 and 1440 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkipReason, launchBrowser, openPage, type OpenedPage } from './browser.ts';

async function waitForDone(page: Page): Promise<void> {
  await page.locator('[data-testid="player-state"][data-state="done"]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** The conversation's dividers: which run, open or folded, current or not. */
function dividers(page: Page): Promise<{ kind: string | null; open: boolean; current: boolean; text: string }[]> {
  return page.locator('[data-testid="transcript"] [data-testid="run-divider"]').evaluateAll((els) =>
    els.map((el) => ({
      kind: el.getAttribute('data-kind'),
      open: el.hasAttribute('data-open'),
      current: el.hasAttribute('data-current'),
      text: el.querySelector('.run-name')?.textContent ?? '',
    })),
  );
}

describe.skipIf(browserSkipReason !== null)('runs in the conversation, Model receives and the Timeline (Chromium)', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  async function open(path: string, width = 1440): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport: { width, height: 900 } });
  }
  /** Opens a built-in scenario from the catalogue (the drawer at 1024 px). */
  async function startScenario(page: Page, id: string): Promise<void> {
    const item = page.locator(`[data-testid="scenario-${id}"]`);
    if (!(await item.isVisible())) await page.locator('[data-testid="open-catalogue"]').click();
    await item.click();
  }

  it('a scenario a link boots: its ask, settled before the page names the run, is listed under that run, not before it', async () => {
    const { page, errors } = await open('/?scenario=answer-after-abort&lang=en');
    try {
      const row = page.locator('[data-testid="tool-row"]').first();
      await expect.poll(() => row.getAttribute('data-code'), { timeout: 15_000 }).toBe('ASK_ABORTED');
      const heads = page.locator('[data-testid="model-receives-history"] [data-testid="run-head"]');
      await expect.poll(() => heads.count()).toBe(1);
      expect(await heads.first().innerText()).toContain('Answer after abort');
      expect(await heads.first().innerText()).toContain('1 ask');
      expect(await page.locator('[data-testid="model-receives-history"]').innerText()).not.toContain('Before the first run');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a second scenario starts under its own divider, the first folded above it; Restart adds a run and folds the last', async () => {
    const { page, errors } = await open('/?scenario=delegated-caller&autoplay=1&lang=en');
    try {
      await waitForDone(page);
      await startScenario(page, 'answer-after-abort');
      await expect.poll(() => dividers(page)).toEqual([
        { kind: 'scenario', open: false, current: false, text: 'Delegated caller' },
        { kind: 'scenario', open: true, current: true, text: 'Answer after abort' },
      ]);
      await waitForDone(page);
      // The folded run's rows are not in the conversation; the current run's are, below its divider.
      const transcript = page.locator('[data-testid="transcript"]');
      expect(await transcript.textContent()).not.toContain('researcher');
      const order = await transcript.locator('[data-testid="run-divider"], [data-testid="tool-row"], [data-testid="message"]').evaluateAll((els) =>
        els.map((el) => el.getAttribute('data-testid')),
      );
      expect(order.slice(0, 2)).toEqual(['run-divider', 'run-divider']);
      expect(order.length).toBeGreaterThan(2);

      // Earlier runs stay reachable: unfolding shows them again, above the current one.
      await page.locator('[data-testid="run-divider"]').first().getByRole('button').click();
      await expect.poll(() => transcript.textContent()).toContain('researcher');
      await page.locator('[data-testid="run-divider"]').first().getByRole('button').click();

      await page.locator('[data-testid="player-restart"]').click();
      await expect.poll(async () => (await dividers(page)).map((d) => `${d.text}${d.open ? ' open' : ''}`)).toEqual([
        'Delegated caller',
        'Answer after abort',
        'Answer after abort open',
      ]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Model receives and the Timeline list the current run first and open, earlier runs folded and reachable', async () => {
    const { page, errors } = await open('/?scenario=delegated-caller&autoplay=1&lang=en');
    try {
      await waitForDone(page);
      await startScenario(page, 'answer-after-abort');
      await waitForDone(page);
      await page.locator('[data-testid="tab-model"]').click();
      const heads = page.locator('[data-testid="model-receives-history"] [data-testid="run-head"]');
      await expect.poll(() => heads.evaluateAll((els) => els.map((el) => `${el.querySelector('.run-name')?.textContent}${el.hasAttribute('data-open') ? ' open' : ''}`))).toEqual([
        'Answer after abort open',
        'Delegated caller',
      ]);
      // Only the current run's asks are listed, newest first; DELEGATED_CALLER is the earlier run's.
      const entries = page.locator('[data-testid="model-receives-entry"]');
      expect(await entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-code')))).toEqual(['ASK_ABORTED']);
      await heads.nth(1).getByRole('button').click();
      await expect.poll(() => entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-code')))).toEqual(['ASK_ABORTED', null, 'DELEGATED_CALLER']);

      await page.locator('[data-testid="tab-timeline"]').click();
      const runs = page.locator('[data-testid="timeline-run"]');
      await expect.poll(() => runs.evaluateAll((els) => els.map((el) => `${el.querySelector('.run-name')?.textContent}${el.hasAttribute('data-open') ? ' open' : ''}`))).toEqual([
        'Answer after abort open',
        'Delegated caller',
      ]);
      // The earlier run's groups are folded away; the search box reaches them.
      const delegated = page.locator('[data-testid="timeline-group"][data-outcome="DELEGATED_CALLER"]');
      expect(await delegated.count()).toBe(0);
      await page.locator('[data-testid="timeline-search"]').fill('DELEGATED_CALLER');
      await delegated.first().waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const width of [1024, 1440]) {
    it(`a Timeline group header shows its tool, code and count whole, and a frame its type, at ${width} px`, async () => {
      const { page, errors } = await open('/?scenario=delegated-caller&autoplay=1&lang=en', width);
      try {
        await waitForDone(page);
        await page.locator('[data-testid="tab-timeline"]').click();
        const group = page.locator('[data-testid="timeline-group"][data-outcome="DELEGATED_CALLER"]');
        await group.waitFor({ state: 'visible' });
        const clipped = await page.locator('[data-testid="timeline-group"]').evaluateAll((groups) =>
          groups.flatMap((g) => {
            const head = g.querySelector('.timeline-group-toggle');
            if (head === null) return ['no head'];
            const box = head.getBoundingClientRect();
            return [...head.querySelectorAll('.timeline-group-name, .timeline-group-outcome, .timeline-group-count')].flatMap((el) => {
              const r = el.getBoundingClientRect();
              const cut = el.scrollWidth > el.clientWidth + 1 || r.right > box.right + 0.5 || r.left < box.left - 0.5;
              return cut ? [`${el.textContent} (${Math.round(r.left)}–${Math.round(r.right)} in ${Math.round(box.left)}–${Math.round(box.right)})`] : [];
            });
          }),
        );
        expect(clipped).toEqual([]);
        // Nor is a frame's type cut short ("tool/finis…" at 1024 px before).
        const cutTypes = await page
          .locator('[data-testid="frame"] .frame-type')
          .evaluateAll((els) => els.flatMap((el) => (el.scrollWidth > el.clientWidth + 1 ? [el.textContent ?? ''] : [])));
        expect(cutTypes).toEqual([]);
        expect(await group.locator('.timeline-group-outcome').textContent()).toBe('DELEGATED_CALLER');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
