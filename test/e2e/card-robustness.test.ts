/**
 * The card under what people really send, in a real Chromium:
 * - a 10,000-character question is answered by wheel-scrolling and clicking what
 *   is on screen, at 1400×900 and 360×740 (header and footer stay reachable);
 * - markdown nested 200 and 1,000 levels deep renders or degrades, with no page
 *   error; a 50×1,000 table paints and the pager still moves while it renders;
 * - a double-click never answers a question the person has not seen, and two
 *   deliberate clicks still answer both;
 * - Enter on a fresh plan card settles nothing; an option's input is where the
 *   option is, so `check()` works without `force`;
 * - options that share a label keep their identity on screen;
 * - the free-text box and the composer grow with what is typed, up to their
 *   limit, then scroll (sized by CSS `field-sizing`, ui/field-sizing.ts).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestData } from '../../src/protocol/index.ts';
import { askPath, focusProbe, modelReceives, planReview, readyForClicks } from './asks.ts';
import { browserSkipReason, launchBrowser, openPage, type OpenedPage } from './browser.ts';

const LONG_QUESTION = Array.from({ length: 800 }, (_, i) => `clause ${i} of the question`).join(', ').slice(0, 10_000);
const longRequest: RequestData = {
  questions: [
    { id: 'long', header: 'Read carefully', question: LONG_QUESTION, options: [{ label: 'Proceed' }, { label: 'Stop' }] },
    { id: 'why', question: 'Why?' },
  ],
};

/** True when the element's centre is inside the viewport and nothing covers it there: what a person can click. */
async function onScreen(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) return false;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (x < 0 || y < 0 || x > viewport.width || y > viewport.height) return false;
  return target.evaluate((el, [px, py]) => {
    const hit = document.elementFromPoint(px as number, py as number);
    return hit !== null && (el === hit || el.contains(hit));
  }, [x, y]);
}

/** Scrolls with the mouse wheel over `over` until `target` is on screen; fails if it never gets there. */
async function wheelUntilOnScreen(page: Page, over: Locator, target: Locator): Promise<void> {
  const box = await over.boundingBox();
  if (box === null) throw new Error('nothing to scroll over');
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 120));
  for (let i = 0; i < 80 && !(await onScreen(page, target)); i++) {
    await page.mouse.wheel(0, 200);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
  }
  expect(await onScreen(page, target)).toBe(true);
}

/** Clicks the centre of what is on screen, with the mouse (no scrolling into view on the way). */
async function clickOnScreen(page: Page, target: Locator): Promise<void> {
  expect(await onScreen(page, target)).toBe(true);
  const box = await target.boundingBox();
  if (box === null) throw new Error('target has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe.skipIf(browserSkipReason !== null)('the card under hostile input (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string, viewport = { width: 1400, height: 900 }): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport });
  }

  async function visibleCard(page: Page): Promise<Locator> {
    const card = page.locator('[data-testid="question-card"]');
    await card.waitFor({ state: 'visible' });
    return card;
  }

  for (const viewport of [
    { width: 1400, height: 900 },
    { width: 360, height: 740 },
  ]) {
    it(`a 10,000-character question at ${viewport.width}×${viewport.height}: the actions are on screen, and the whole text scrolls with the body`, async () => {
      const { page, errors } = await open(askPath(longRequest), viewport);
      try {
        const card = await visibleCard(page);
        const proceed = card.locator('[data-testid="option"]', { hasText: 'Proceed' });
        // Clamped in the header: the options, the footer and the header's buttons are all on screen.
        for (const part of [proceed, card.locator('[data-testid="primary"]'), card.locator('[data-testid="dismiss"]'), card.locator('[data-testid="skip"]')]) {
          await expect.poll(() => onScreen(page, part)).toBe(true);
        }
        // Open the whole text: it scrolls with the body, the footer stays.
        const toggle = card.locator('[data-testid="title-toggle"]');
        await clickOnScreen(page, toggle);
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        expect(await onScreen(page, card.locator('[data-testid="primary"]'))).toBe(true);

        await wheelUntilOnScreen(page, card, proceed);
        await clickOnScreen(page, proceed);
        await expect.poll(() => card.getAttribute('data-index')).toBe('1');
        const why = card.locator('[data-testid="free-text"]');
        await expect.poll(() => onScreen(page, why)).toBe(true);
        await clickOnScreen(page, why);
        await page.keyboard.type('because');
        await clickOnScreen(page, card.locator('[data-testid="primary"]'));
        // Below 760 px the inspector is a tab of its own.
        if (viewport.width < 760) await page.locator('[data-testid="narrow-tab-inspector"]').click();
        expect(await modelReceives(page)).toEqual({
          text: '{"answers":[{"id":"long","selected":["Proceed"]},{"id":"why","selected":[],"custom":"because"}]}',
          code: null,
        });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  describe('deep markdown', () => {
    const deep: ReadonlyArray<readonly [string, string]> = [
      ['200 nested quotes', `${'>'.repeat(200)} x`],
      ['1,000 nested quotes', `${'>'.repeat(1000)} x`],
      ['1,000 list markers', '- '.repeat(1000)],
      ['a list nested 1,000 deep', Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')],
      ['10,000 open brackets', '['.repeat(10_000)],
    ];
    for (const [name, detail] of deep) {
      it(`${name}: shown as plain text under a note, no page error, and the card still answers`, async () => {
        const request: RequestData = { questions: [{ id: 'd', question: 'Read the detail', detail: `Intro with **bold**.\n\n${detail}`, options: [{ label: 'OK' }] }] };
        const { page, errors } = await open(askPath(request));
        try {
          const card = await visibleCard(page);
          await card.locator('[data-testid="md-note"][data-note="too-deep"]').waitFor({ state: 'visible' });
          expect(await card.locator('strong').textContent()).toBe('bold');
          await card.locator('[data-testid="option"]', { hasText: 'OK' }).click();
          await card.locator('[data-testid="primary"]').click();
          expect((await modelReceives(page)).text).toBe('{"answers":[{"id":"d","selected":["OK"]}]}');
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  });

  it('a 50×1,000 table: the card paints with the first rows, "Show more" renders the rest, and the pager moves meanwhile', async () => {
    const row = (r: number | string): string => `| ${Array.from({ length: 50 }, (_, c) => `r${r}c${c}`).join(' | ')} |`;
    const table = [row('h'), `|${' --- |'.repeat(50)}`, ...Array.from({ length: 1000 }, (_, r) => row(r))].join('\n');
    const request: RequestData = {
      questions: [
        { id: 't', question: 'Check the table', detail: `Intro.\n\n${table}`, options: [{ label: 'Looks right' }] },
        { id: 'n', question: 'Anything else?' },
      ],
    };
    // Too large for a query string: asked from the request editor, as a designer would.
    const { page, errors } = await open('/?lang=en');
    try {
      await page.locator('[data-testid="tab-request"]').click();
      const json = page.locator('[data-testid="editor-json"]');
      await json.waitFor({ state: 'visible' });
      await json.fill(JSON.stringify(request));
      await page.locator('[data-testid="editor-ask"]').click();
      await page.locator('[data-testid="tab-timeline"]').click();
      const card = page.locator('.canvas-conversation [data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      await card.locator('td', { hasText: /^r0c0$/ }).waitFor({ state: 'visible' });
      const more = card.locator('[data-testid="md-show-more"]');
      await more.waitFor({ state: 'visible' });
      expect(await more.textContent()).toMatch(/^Show more \(\d+ kB left\)$/);

      // While the next page renders slice by slice, the pager answers.
      await more.click();
      await card.locator('[data-testid="pager-next"]').click();
      await expect.poll(() => card.getAttribute('data-index')).toBe('1');
      await card.locator('[data-testid="pager-prev"]').click();
      await expect.poll(() => card.getAttribute('data-index')).toBe('0');

      // Back on the table (rendered afresh), every row arrives, one "Show more" at a time.
      const rendering = card.locator('[data-testid="md-rendering"]');
      for (let clicks = 0; clicks < 40; clicks++) {
        await rendering.waitFor({ state: 'detached', timeout: 60_000 });
        if ((await more.count()) === 0) break;
        await more.click();
      }
      expect(await card.locator('tbody tr').count()).toBe(1000);
      expect(await card.locator('thead').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  describe('double-click guard', () => {
    const dangerous: RequestData = {
      questions: [
        { id: 'logs', question: 'Q1: keep the logs?', options: [{ label: 'Yes, keep them' }, { label: 'No' }] },
        { id: 'db', question: 'Q2: delete the database?', options: [{ label: 'Yes, delete' }, { label: 'No, keep it' }] },
        { id: 'mode', question: 'Q3: which mode?', options: [{ label: 'Fast' }, { label: 'Slow' }] },
      ],
    };

    it('a real double-click on question 1’s first option leaves question 2 unanswered and on screen', async () => {
      const { page, errors } = await open(askPath(dangerous));
      try {
        const card = await visibleCard(page);
        await card.locator('[data-testid="option"]').first().dblclick();
        await expect.poll(() => card.getAttribute('data-index')).toBe('1');
        // The guard lifts after half a second; the second click stayed ignored.
        await readyForClicks(card);
        expect(await card.locator('h2').textContent()).toBe('Q2: delete the database?');
        expect(await card.locator('[data-testid="option"][data-checked]').count()).toBe(0);
        // Going back shows question 1 answered with what was double-clicked.
        await card.locator('[data-testid="pager-prev"]').click();
        expect(await card.locator('[data-testid="option"][data-checked]').textContent()).toContain('Yes, keep them');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('two deliberate clicks 600 ms apart answer both questions', async () => {
      const { page, errors } = await open(askPath(dangerous));
      try {
        const card = await visibleCard(page);
        await card.locator('[data-testid="option"]', { hasText: 'Yes, keep them' }).click();
        await expect.poll(() => card.getAttribute('data-index')).toBe('1');
        // A person reads the new question before clicking: 600 ms after it appeared.
        await page.waitForTimeout(600);
        await card.locator('[data-testid="option"]', { hasText: 'No, keep it' }).click();
        await expect.poll(() => card.getAttribute('data-index')).toBe('2');
        await page.waitForTimeout(600);
        await card.locator('[data-testid="option"]', { hasText: 'Fast' }).click();
        await card.locator('[data-testid="primary"]').click();
        expect((await modelReceives(page)).text).toBe(
          '{"answers":[{"id":"logs","selected":["Yes, keep them"]},{"id":"db","selected":["No, keep it"]},{"id":"mode","selected":["Fast"]}]}',
        );
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });

  it('Enter on a fresh plan card settles nothing: focus is on the plan, and the review is still open to any answer', async () => {
    const { page, errors } = await open(askPath(planReview));
    try {
      const card = page.locator('[data-testid="question-card"][data-kind="plan-review"]');
      await card.waitFor({ state: 'visible' });
      await expect.poll(async () => (await focusProbe(page)).testId).toBe('plan-body');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      // Had Enter approved, this ask would already be answered; it ends as the person now chooses.
      await card.locator('[data-testid="plan-discuss"]').click();
      expect((await modelReceives(page)).code).toBe('ASK_CANCELLED');
      await page.locator('[data-testid="tab-timeline"]').click();
      await page.locator('[data-testid="frame"][data-type="client-response"]').first().waitFor({ state: 'attached' });
      expect(await page.locator('[data-testid="frame"][data-type="client-response"]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the free-text box and the composer grow with their text, then stop and scroll; the card keeps its answer', async () => {
    const request: RequestData = { questions: [{ id: 'why', question: 'Why?' }] };
    const { page, errors } = await open(askPath(request));
    try {
      const card = await visibleCard(page);
      const box = card.locator('[data-testid="free-text"]');
      const size = (target: Locator): Promise<{ height: number; scroll: number; client: number }> =>
        target.evaluate((el) => ({ height: el.getBoundingClientRect().height, scroll: el.scrollHeight, client: el.clientHeight }));
      const empty = await size(box);
      // `rows` is its least height: two lines.
      const lineHeight = await box.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      expect(empty.height).toBeGreaterThanOrEqual(2 * lineHeight);
      await box.fill('one\ntwo\nthree\nfour');
      const four = await size(box);
      expect(four.height).toBeGreaterThan(empty.height + lineHeight);
      expect(four.scroll).toBeLessThanOrEqual(four.client + 1);
      await box.fill(Array.from({ length: 30 }, (_, i) => `line ${i + 1}`).join('\n'));
      const thirty = await size(box);
      // Six lines at most, then it scrolls inside.
      expect(thirty.height).toBeLessThan(7.5 * lineHeight + 20);
      expect(thirty.scroll).toBeGreaterThan(thirty.client);
      await box.fill('short again');
      expect((await size(box)).height).toBeLessThan(four.height);
      await card.locator('[data-testid="primary"]').click();
      expect((await modelReceives(page)).text).toBe('{"answers":[{"id":"why","selected":[],"custom":"short again"}]}');

      const composer = page.locator('[data-testid="composer-input"]');
      const before = await size(composer);
      await composer.fill('first\nsecond\nthird');
      expect((await size(composer)).height).toBeGreaterThan(before.height + lineHeight);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an option’s input sits inside its option: check() without force checks it, a click at the input’s centre toggles it', async () => {
    const request: RequestData = {
      questions: [
        { id: 'targets', question: 'Which targets?', multiSelect: true, options: [{ label: 'Linux' }, { label: 'macOS' }, { label: 'Windows' }] },
        { id: 'mode', question: 'Which mode?', options: [{ label: 'Fast' }, { label: 'Slow' }] },
      ],
    };
    const { page, errors } = await open(askPath(request));
    try {
      const card = await visibleCard(page);
      const inputs = card.locator('[data-testid="option"] input');
      await inputs.nth(1).check();
      expect(await inputs.nth(1).isChecked()).toBe(true);
      await inputs.nth(2).check();
      await inputs.nth(1).uncheck();
      expect(await Promise.all([0, 1, 2].map((n) => inputs.nth(n).isChecked()))).toEqual([false, false, true]);
      for (let n = 0; n < 3; n++) {
        const input = await inputs.nth(n).boundingBox();
        const option = await card.locator('[data-testid="option"]').nth(n).boundingBox();
        if (input === null || option === null) throw new Error('no box');
        expect(input.x >= option.x - 1 && input.y >= option.y - 1 && input.x + input.width <= option.x + option.width + 1 && input.y + input.height <= option.y + option.height + 1).toBe(true);
      }
      await card.locator('[data-testid="primary"]').click();
      await expect.poll(() => card.getAttribute('data-index')).toBe('1');
      await card.locator('[data-testid="option"] input').first().check();
      await card.locator('[data-testid="primary"]').click();
      expect((await modelReceives(page)).text).toBe('{"answers":[{"id":"targets","selected":["Windows"]},{"id":"mode","selected":["Fast"]}]}');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('two options labelled "Same": the one clicked is the one shown chosen, and the card says the labels repeat', async () => {
    const request: RequestData = { questions: [{ id: 'pick', question: 'Which one?', options: [{ label: 'Same' }, { label: 'Same' }, { label: 'Other' }] }] };
    const { page, errors } = await open(askPath(request));
    try {
      const card = await visibleCard(page);
      await card.locator('[data-testid="duplicate-labels"]').waitFor({ state: 'visible' });
      await card.locator('[data-testid="option"]').nth(1).click();
      expect(await card.locator('[data-testid="option"]').evaluateAll((options) => options.map((o) => o.hasAttribute('data-checked')))).toEqual([false, true, false]);
      await card.locator('[data-testid="primary"]').click();
      expect((await modelReceives(page)).text).toBe('{"answers":[{"id":"pick","selected":["Same"]}]}');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
