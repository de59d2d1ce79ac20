/**
 * No English chrome in the zh page (SPEC §5.8): each page is opened with
 * `?lang=zh`, then every tab, popover and disclosure in it is opened in turn,
 * and at each stop the visible text and accessible names are checked by
 * `collectLiterals` (./locale-literals.ts: what is excluded and why).
 *
 * To cover a new panel: if it is reached through a tab, a popover
 * (`aria-haspopup`) or a disclosure (`aria-expanded`), it is found on its own;
 * if it needs a state to appear (a card, a run, an error), add a view to VIEWS.
 */
import { compressToEncodedURIComponent } from 'lz-string';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSkipReason, launchBrowser, openPage } from './browser.ts';
import { ALLOWED_WORDS, collectLiterals, formatLiterals, type Literal } from './locale-literals.ts';

interface View {
  readonly name: string;
  readonly path: string;
  /** Visible once the view is ready to be read. */
  readonly ready: string;
  /** Brings the view into the state worth reading (answer a card, …). */
  readonly prepare?: (page: Page) => Promise<void>;
}

const VIEWS: readonly View[] = [
  { name: 'playground, first run', path: '/?lang=zh', ready: '[data-testid="app-shell"]' },
  { name: 'playground, a generic card', path: '/?lang=zh&scenario=mixed-batch', ready: '[data-testid="question-card"]' },
  { name: 'playground, a plan-review card', path: '/?lang=zh&scenario=plan-review', ready: '[data-testid="question-card"][data-kind="plan-review"]' },
  {
    name: 'playground, an error code the model received',
    path: '/?lang=zh&scenario=bad-intent-label&autoplay=1',
    // The tool row shows the code at every width; below 760 px Model receives is in the Inspector view.
    ready: '[data-testid="tool-row"][data-code]',
    prepare: async (page) => {
      await openInspector(page);
      await page.locator('[data-testid="model-receives"]').first().waitFor({ state: 'visible' });
    },
  },
  {
    name: 'playground, the A11y tab after an axe run, with an announcement',
    path: '/?lang=zh&scenario=mixed-batch',
    ready: '[data-testid="question-card"]',
    prepare: async (page) => {
      // Enter in the empty custom field of an unanswered question: the status line announces a validation message.
      await page.locator('[data-testid="question-card"] textarea').first().press('Enter');
      await openInspector(page);
      await page.locator('[data-testid="tab-a11y"]').click();
      await page.locator('[data-testid="a11y-run"]').click();
      // Narrow: the canvas is out of view, and the tab says so instead of running.
      await page.locator('[data-testid="a11y-summary"], [data-testid="a11y-hidden"]').first().waitFor({ state: 'visible', timeout: 30_000 });
      await page.locator('[data-testid="a11y-announcements"]').waitFor({ state: 'visible' });
    },
  },
  {
    name: 'playground, the request editor predicting a rejection',
    path: `/?lang=zh&q=${compressToEncodedURIComponent(
      JSON.stringify({
        questions: [
          { id: 'ship', question: '发布吗？', detail: '# 计划', options: [{ label: '批准' }, { label: '继续规划' }], intent: { kind: 'plan-review', approve: 'Approve' } },
        ],
      }),
    )}`,
    ready: '[data-testid="app-shell"]',
    prepare: async (page) => {
      await page.locator('[data-testid="model-receives"]').waitFor({ state: 'attached' });
      await openInspector(page);
      await page.locator('[data-testid="tab-request"]').click();
      await page.locator('[data-testid="editor-prediction"][data-code="BAD_INTENT"]').waitFor({ state: 'visible' });
    },
  },
  {
    name: 'playground, a repro: an answer that differs from the script, saved to Yours',
    path: '/?lang=zh&scenario=single-choice',
    ready: '[data-testid="question-card"]',
    async prepare(page) {
      const card = page.locator('[data-testid="question-card"]');
      await card.locator('[data-testid="option"]', { hasText: 'PostgreSQL' }).click();
      await card.locator('[data-testid="primary"]').click();
      await page.locator('[data-testid="player-state"][data-state="done"]').waitFor({ state: 'attached' });
      // Below 760 px Save as scenario is an item of the top bar's More menu.
      if (!isNarrow(page)) await page.locator('[data-testid="save-scenario"]').click();
      else {
        await page.locator('[data-testid="topbar-more"]').click();
        await page.locator('[data-testid="more-save"]').click();
      }
      await page.locator('[data-testid="save-to-yours"]').click();
      await page.keyboard.press('Escape');
      // Where the shell shows the catalogue at this width: mark a step's frames and bring a file problem into Yours.
      const toggle = page.locator('[data-testid="player-script-toggle"]');
      if (await toggle.isVisible()) await toggle.click();
      const step = page.locator('[data-testid="script-step"][data-path="2"] .script-step-main');
      if (await step.isVisible()) await step.click();
      const yours = page.locator('[data-testid="tab-yours"]');
      // The catalogue is a column from 1100 px; narrower, it is a drawer or a view of its own.
      if ((page.viewportSize()?.width ?? 1440) >= 1100) {
        await yours.click();
        await page.getByLabel('打开场景文件', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not json') });
        await page.locator('[data-testid="yours-notice"][data-kind="not-json"]').waitFor({ state: 'visible' });
      }
    },
  },
  {
    name: 'playground, the worker\'s own notices (an approval policy step, a provider that throws)',
    path: '/?lang=zh&scenario=approval-independence&autoplay=1',
    ready: '[data-testid="message"][data-role="notice"] code',
  },
  {
    name: 'playground, a link whose scenario-data cannot be read',
    path: '/?lang=zh&scenario-data=xyz',
    ready: '[data-testid="message"][data-role="notice"]',
  },
  { name: 'gallery', path: '/gallery.html?lang=zh', ready: '[data-testid="question-card"]' },
  { name: 'docs', path: '/docs.html?lang=zh', ready: 'main h1' },
];

const WIDTHS = [1440, 390] as const;

/** Below 760 px the inspector is one of three tabs: bring it forward first. */
/** Below 760 px the workbench is one column (src/client/workbench/breakpoints.ts): decided by the viewport, never by what has rendered yet. */
function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 760;
}

/** Shows the inspector: below 760 px its view is a tab of the top bar, which may still be loading when the card is up. */
async function openInspector(page: Page): Promise<void> {
  if (isNarrow(page)) await page.locator('[data-testid="narrow-tab-inspector"]').click();
}

/** Every place the current test read, so a failure (or a reviewer) can see what was covered. */
const stops: string[] = [];

/** Waits for the lazy panels that a click revealed (their placeholder is a bare "…"). */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(() => ![...document.querySelectorAll('.pane-empty')].some((el) => el.textContent?.trim() === '…' && el.checkVisibility()), null, {
      timeout: 5000,
    })
    .catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function read(page: Page, stop: string, into: Map<string, Literal & { stop: string }>): Promise<void> {
  stops.push(stop);
  for (const literal of await page.evaluate(collectLiterals, ALLOWED_WORDS)) {
    const key = `${literal.word}|${literal.where}`;
    if (!into.has(key)) into.set(key, { ...literal, where: `${stop} → ${literal.where}` , stop });
  }
}

/** Clicks every not-yet-seen control matching `selector`, one at a time (the set may change after each click). */
async function visitEach(page: Page, selector: string, visit: (label: string) => Promise<void>, after?: () => Promise<void>): Promise<void> {
  const seen = new Set<string>();
  for (let round = 0; round < 60; round += 1) {
    const controls = page.locator(`${selector} >> visible=true`);
    const count = await controls.count();
    let clicked = false;
    for (let i = 0; i < count; i += 1) {
      const control = controls.nth(i);
      const label =
        (await control.getAttribute('data-testid')) ?? (await control.getAttribute('aria-label')) ?? ((await control.textContent()) ?? '').trim();
      if (seen.has(label)) continue;
      seen.add(label);
      if (await control.isDisabled()) continue;
      await control.click();
      await settle(page);
      await visit(label);
      await after?.();
      clicked = true;
      break;
    }
    if (!clicked) return;
  }
}

describe.skipIf(browserSkipReason !== null)('the zh page shows no English chrome (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the check itself flags an English literal and skips verbatim, code and English-tagged text', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page } = await openPage(browser, '/gallery.html?lang=zh');
    try {
      await page.locator('[data-testid="question-card"]').first().waitFor({ state: 'visible' });
      await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.dataset.testid = 'probe';
        probe.innerHTML =
          '<p>示例 Examples</p><button aria-label="Close panel">✕</button><input placeholder="Type here">' +
          '<p data-verbatim>Which database?</p><code>none</code><span lang="en">English</span>' +
          '<p>错误码 BAD_INTENT，工具 ask_user_question，帧 question/asked，回执 not-pending，字段 rpcId，asklab</p>';
        document.body.append(probe);
      });
      const words = (await page.evaluate(collectLiterals, ALLOWED_WORDS)).filter((l) => l.where.startsWith('probe')).map((l) => l.word);
      expect(words.sort()).toEqual(['Close', 'Examples', 'Type', 'here', 'panel'].sort());
    } finally {
      await page.close();
    }
  });

  for (const width of WIDTHS) {
    for (const view of VIEWS) {
      it(`${view.name} at ${String(width)} px: every tab, popover and disclosure reads in Chinese`, async () => {
        if (browser === undefined) throw new Error('browser did not launch');
        const { page, errors } = await openPage(browser, view.path, { viewport: { width, height: 900 }, locale: 'zh-CN' });
        const found = new Map<string, Literal & { stop: string }>();
        stops.length = 0;
        try {
          await page.locator(view.ready).first().waitFor({ state: 'visible' });
          await view.prepare?.(page);
          // Live examples keep a page busy: wait for quiet, but not for ever.
          await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
          await settle(page);
          await read(page, 'on load', found);
          const explore = async (where: string): Promise<void> => {
            await visitEach(page, '[role="tab"][aria-selected="false"]', async (label) => {
              await read(page, `${where}tab ${label}`, found);
              await visitEach(
                page,
                'button[aria-haspopup]:not([aria-expanded="true"])',
                (popover) => read(page, `${where}tab ${label} → ${popover}`, found),
                () => page.keyboard.press('Escape'),
              );
            });
            await visitEach(
              page,
              'button[aria-haspopup]:not([aria-expanded="true"])',
              (label) => read(page, `${where}popover ${label}`, found),
              () => page.keyboard.press('Escape'),
            );
            await visitEach(page, 'button[aria-expanded="false"]:not([aria-haspopup])', (label) => read(page, `${where}disclosure ${label}`, found));
          };
          await explore('');
          // One column below 760 px: the catalogue and the inspector are views of their own.
          for (const narrow of ['scenarios', 'inspector']) {
            const button = page.locator(`[data-testid="narrow-tab-${narrow}"]`);
            if ((await button.count()) === 0 || !(await button.isVisible())) continue;
            await button.click();
            await settle(page);
            await read(page, `view ${narrow}`, found);
            await explore(`${narrow} → `);
          }
          console.log(`${view.name} at ${String(width)} px read at: ${stops.join(' | ')}`);
          expect(formatLiterals([...found.values()]), 'English words in the zh page').toBe('');
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      }, 120_000);
    }
  }
});
