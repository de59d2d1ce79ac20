/**
 * The workbench as a newcomer finds it (issue 42): each walk at the width where it went wrong. The card being
 * designed stays on the canvas whichever inspector tab is open; whatever the person starts takes the canvas; the
 * phone's Design a card points to its editor.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressToEncodedURIComponent } from 'lz-string';
import { browserSkipReason, launchBrowser, openPage, type OpenedPage } from './browser.ts';

const heightOf = (width: number): number => (width < 500 ? 844 : width < 1100 ? 768 : 900);

describe.skipIf(browserSkipReason !== null)('the workbench as a newcomer finds it (Chromium)', () => {
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

  async function designACard(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Design a card' }).click();
    await page.locator('[data-testid="draft-card"]').waitFor({ state: 'visible' });
  }

  it('at 1440 px the card being designed stays on the canvas while Tokens, Code, Surfaces and A11y are open', async () => {
    const { page, errors } = await open('/?lang=en&theme=light', 1440);
    try {
      await designACard(page);
      for (const tab of ['tokens', 'code', 'surfaces', 'a11y', 'model']) {
        await page.locator(`[data-testid="tab-${tab}"]`).click();
        await page.locator(`[data-testid="pane-${tab}"]`).waitFor({ state: 'visible' });
        expect(await page.locator('[data-testid="draft-card"]').isVisible(), tab).toBe(true);
        expect(await page.locator('[data-testid="first-run"]').isVisible(), tab).toBe(false);
      }
      // The way back is the person's: the conversation returns, and Request brings the draft again.
      await page.locator('[data-testid="draft-back"]').click();
      await expect.poll(() => page.locator('[data-testid="first-run"]').isVisible()).toBe(true);
      await page.locator('[data-testid="tab-request"]').click();
      await expect.poll(() => page.locator('[data-testid="draft-card"]').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('at 1440 px a scenario started while the draft is shown takes the canvas', async () => {
    const { page, errors } = await open('/?lang=en&theme=light', 1440);
    try {
      await designACard(page);
      await page.locator('[data-testid="scenario-answer-after-abort"]').click();
      await expect.poll(() => page.locator('[data-testid="tool-row"]').first().isVisible()).toBe(true);
      expect(await page.locator('[data-testid="draft-stage"]').count()).toBe(0);
      // Request is still the open tab: the editor stays where it was, the run is what the canvas shows.
      expect(await page.locator('[data-testid="tab-request"]').getAttribute('aria-selected')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('at 390 px Design a card says where its editor is, and its button opens it', async () => {
    const { page, errors } = await open('/?lang=en&theme=light', 390);
    try {
      await designACard(page);
      const edit = page.locator('[data-testid="draft-edit"]');
      await edit.waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid="draft-edit-hint"]').innerText()).toContain('Request');
      await edit.click();
      await expect.poll(() => page.locator('[data-testid="pane-request"]').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const [lang, words] of [
    ['en', 'Your answer arrived after the question was withdrawn: the agent refused it (not-pending)'],
    ['zh', '你的回答在问题撤回之后才到达：智能体拒收了它（not-pending）'],
  ] as const) {
    it(`at 1440 px Answer after abort plays its late answer without Autoplay, marked (scripted), and the conversation shows the refusal (${lang})`, async () => {
      const { page, errors } = await open(`/?scenario=answer-after-abort&lang=${lang}&theme=light`, 1440);
      try {
        // Nobody touches the card: it is withdrawn, then the script's late answer is refused.
        const row = page.locator('[data-testid="tool-row"]').first();
        await expect.poll(() => row.getAttribute('data-code'), { timeout: 15_000 }).toBe('ASK_ABORTED');
        const late = page.locator('[data-testid="late-answer"]');
        await late.waitFor({ state: 'visible', timeout: 10_000 });
        expect(await late.getAttribute('data-reason')).toBe('not-pending');
        expect(await late.innerText()).toContain(words);
        expect(await late.locator('[data-testid="scripted-mark"]').innerText()).toBe(lang === 'en' ? '(scripted)' : '（脚本）');
        // The note sits right under its row.
        expect(await row.evaluate((el) => el.nextElementSibling?.getAttribute('data-testid'))).toBe('late-answer');
        // The Script's promise is kept: the receipt it expects came, so the step passes.
        await expect.poll(() => page.locator('[data-testid="verdict"]').first().getAttribute('data-verdict'), { timeout: 10_000 }).toBe('pass');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  for (const width of [1440, 1024, 390]) {
    it(`at ${String(width)} px Reproduce an error code scrolls the catalogue to Error codes and highlights the group`, async () => {
      const { page, errors } = await open('/?lang=en&theme=light', width);
      try {
        if (width === 1024) {
          // The drawer was opened before (its list is loaded): the drawer's own focus must not scroll the group away.
          await page.locator('[data-testid="open-catalogue"]').click();
          await page.locator('[data-testid="scenario-single-choice"]').waitFor({ state: 'visible' });
          await page.keyboard.press('Escape');
          await expect.poll(() => page.locator('[data-testid="app-shell"]').getAttribute('data-drawer')).toBe('closed');
        }
        await page.getByRole('button', { name: 'Reproduce an error code' }).click();
        const group = page.locator('[data-testid="catalogue"] [data-group="errors"]');
        await expect.poll(() => group.getAttribute('data-flash'), { timeout: 5_000 }).toBe('');
        // Its heading is at the top of what the catalogue shows, and stays there once the drawer has settled.
        await page.waitForTimeout(600);
        const place = await group.evaluate((el) => {
          const box = el.getBoundingClientRect();
          let scroller: HTMLElement | null = el.parentElement;
          while (scroller !== null && !(scroller.scrollHeight > scroller.clientHeight && getComputedStyle(scroller).overflowY !== 'visible')) scroller = scroller.parentElement;
          const view = scroller?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
          return { top: box.top - view.top, visible: box.top >= view.top - 1 && box.top < Math.min(view.bottom, window.innerHeight) - 40, scrolled: (scroller?.scrollTop ?? 0) > 0 };
        });
        expect(place.visible, JSON.stringify(place)).toBe(true);
        expect(place.scrolled, JSON.stringify(place)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('at 1440 px the words say what they mean: "as expected" beside DELEGATED_CALLER, the tags explained, Resumed root under policy', async () => {
    const { page, errors } = await open('/?scenario=delegated-caller&autoplay=1&lang=en&theme=light', 1440);
    try {
      await page.locator('[data-testid="player-state"][data-state="done"]').waitFor({ state: 'attached', timeout: 30_000 });
      const refused = page.locator('[data-testid="script-step"][data-path="2.2"]');
      expect(await refused.innerText()).toContain('DELEGATED_CALLER');
      const verdict = refused.locator('[data-testid="verdict"]');
      await expect.poll(() => verdict.getAttribute('data-verdict')).toBe('pass');
      expect(await verdict.innerText()).toContain('as expected');
      expect(await verdict.innerText()).not.toMatch(/\bpass\b/);
      // The catalogue's tags are explained: a legend, and each tag's tooltip.
      const legend = page.locator('[data-testid="catalogue-legend"]');
      expect(await legend.innerText()).toContain("the ask ends with the person's answer");
      const tag = page.locator('[data-testid="scenario-single-choice"] .chip').first();
      expect(await tag.getAttribute('title')).toBe("the ask ends with the person's answer");
      // DSH's plain errors (no code) have a tag of their own, not "success".
      const plain = page.locator('[data-testid="scenario-plan-review-dismissed"] .chip');
      expect(await plain.allTextContents()).toEqual(['error']);
      expect(await plain.first().getAttribute('title')).toBe('the call ends with an error that has no code');
      // Resumed root ends with an answer: it sits with the policy scenarios, not under Error codes.
      expect(await page.locator('[data-group="errors"] [data-testid="scenario-resumed-root"]').count()).toBe(0);
      expect(await page.locator('[data-group="races"] [data-testid="scenario-resumed-root"]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('at 1440 px the zh verdict says 符合预期 and the legend explains 回答 and 成功', async () => {
    const { page, errors } = await open('/?scenario=delegated-caller&autoplay=1&lang=zh&theme=dark', 1440);
    try {
      await page.locator('[data-testid="player-state"][data-state="done"]').waitFor({ state: 'attached', timeout: 30_000 });
      await expect.poll(() => page.locator('[data-testid="verdict"][data-verdict="pass"]').first().innerText()).toContain('符合预期');
      const legend = await page.locator('[data-testid="catalogue-legend"]').innerText();
      expect(legend).toContain('提问以用户的回答结束');
      expect(legend).toContain('工具调用成功返回结果');
      // Chinese punctuation between and after the explanations, not ASCII.
      expect(legend).not.toMatch(/[;.]/);
      expect(legend.trim().endsWith('。')).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`at 390 px a tool row's error code is never clipped: it takes a line of its own (${lang})`, async () => {
      const { page, errors } = await open(`/?scenario=delegated-caller&autoplay=1&lang=${lang}&theme=light`, 390);
      try {
        const code = page.locator('[data-testid="tool-row"][data-code="DELEGATED_CALLER"] .tool-row-code').first();
        await code.waitFor({ state: 'visible', timeout: 15_000 });
        const fit = await code.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const row = (el.closest('[data-testid="tool-row"]') as HTMLElement).getBoundingClientRect();
          return { right: box.right, rowRight: row.right, viewport: window.innerWidth, text: el.textContent?.trim() };
        });
        expect(fit.text).toBe('DELEGATED_CALLER');
        expect(fit.right, JSON.stringify(fit)).toBeLessThanOrEqual(fit.rowRight);
        expect(fit.right, JSON.stringify(fit)).toBeLessThanOrEqual(fit.viewport);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('at 1024 × 768 px the open Script keeps the running step in view, leaves the card whole, and is a pane the person can resize', async () => {
    const { page, errors } = await open('/?scenario=delegated-caller&lang=en&theme=light', 1024);
    try {
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible', timeout: 20_000 });
      await page.locator('[data-testid="player-script-toggle"]').click();
      const script = page.locator('[data-testid="player-script"]');
      await script.waitFor({ state: 'visible' });
      const cursorInView = (): Promise<boolean> =>
        script.evaluate((box) => {
          const step = box.querySelector('[data-testid="script-step"][data-cursor]');
          if (step === null) return false;
          const s = step.getBoundingClientRect();
          const b = box.getBoundingClientRect();
          return s.top >= b.top - 1 && s.top + 20 <= b.bottom;
        });
      await expect.poll(cursorInView).toBe(true);
      // The card keeps its field and its footer on screen: nothing of it is cut.
      const field = card.getByRole('textbox').first();
      const submit = card.getByRole('button', { name: 'Submit', exact: true });
      const fieldBox = await field.boundingBox();
      const submitBox = await submit.boundingBox();
      if (fieldBox === null || submitBox === null) throw new Error('the card has no field or no Submit');
      expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(submitBox.y);
      expect(submitBox.y + submitBox.height).toBeLessThanOrEqual(768);
      const scrollBody = await field.evaluate((el) => {
        let node: HTMLElement | null = el.parentElement;
        while (node !== null && !(node.scrollHeight > node.clientHeight + 1 && getComputedStyle(node).overflowY === 'auto')) node = node.parentElement;
        if (node === null || node.closest('[data-testid="question-card"]') === null) return null;
        const n = node.getBoundingClientRect();
        const f = el.getBoundingClientRect();
        return { fieldBottom: f.bottom, bodyBottom: n.bottom };
      });
      if (scrollBody !== null) expect(scrollBody.fieldBottom).toBeLessThanOrEqual(scrollBody.bodyBottom + 1);
      // The Script's edge is a grip: the arrow keys give it more room, and the running step stays in view.
      const before = (await script.boundingBox())?.height ?? 0;
      const grip = page.locator('[data-testid="player-script-grip"]');
      await grip.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => ((await script.boundingBox())?.height ?? 0) - before).toBeGreaterThanOrEqual(40);
      await page.keyboard.press('Home');
      await expect.poll(async () => (await script.boundingBox())?.height ?? 0).toBeLessThan(before);
      await expect.poll(cursorInView).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('at 1440 px a shared link keeps the JSON keys in the order they were written', async () => {
    // Keys in an order the schema does not use: question before id, options before header, description before label.
    const written = '{"questions":[{"question":"Which mode?","options":[{"description":"Quick","label":"Fast"},{"label":"Careful"}],"header":"Mode","id":"mode"}]}';
    const { page, errors } = await open(`/?lang=en&theme=light#q=${compressToEncodedURIComponent(written)}`, 1440);
    try {
      await page.locator('[data-testid="question-card"]').first().waitFor({ state: 'visible' });
      await page.locator('[data-testid="tab-request"]').click();
      const json = page.locator('[data-testid="editor-json"]');
      await json.waitFor({ state: 'visible' });
      const shown = JSON.parse(await json.evaluate((el) => (el as HTMLElement & { value: string }).value)) as unknown;
      expect(JSON.stringify(shown)).toBe(written);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('at 1440 px a link shared while designing reopens as the draft on the canvas, not as a live ask', async () => {
    const { page, errors } = await open('/?lang=en&theme=light', 1440);
    let link = '';
    try {
      await designACard(page);
      const json = page.locator('[data-testid="editor-json"]');
      await json.fill((await json.evaluate((el) => (el as HTMLElement & { value: string }).value)).replace('How should I continue?', 'Shared while designing?'));
      await expect.poll(() => page.locator('[data-testid="draft-card"]').innerText()).toContain('Shared while designing?');
      await page.locator('[data-testid="tab-code"]').click();
      link = await page.locator('[data-testid="code-share-url"]').innerText();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
    const shared = await open(link.replace(/^https?:\/\/[^/]+/, ''), 1440);
    try {
      const draft = shared.page.locator('[data-testid="draft-card"]');
      await draft.waitFor({ state: 'visible' });
      expect(await draft.innerText()).toContain('Shared while designing?');
      // Nobody asked it: no tool row, no card in the conversation, no ask sent to the agent.
      await shared.page.waitForTimeout(500);
      expect(await shared.page.locator('[data-testid="tool-row"]').count()).toBe(0);
      expect(await shared.page.locator('.canvas-conversation [data-testid="question-card"]').count()).toBe(0);
      expect(await shared.page.locator('[data-testid="tab-request"]').getAttribute('aria-selected')).toBe('true');
      expect(shared.errors).toEqual([]);
    } finally {
      await shared.page.close();
    }
  });

  it('at 1440 px a token change recolours the card, not the workbench chrome', async () => {
    const { page, errors } = await open('/?lang=en&theme=light', 1440);
    try {
      await designACard(page);
      const share = page.locator('[data-testid="share"]');
      await share.waitFor({ state: 'visible' });
      const chromeBefore = await share.evaluate((el) => getComputedStyle(el).backgroundColor);
      const tabBefore = await page.locator('[data-testid="tab-tokens"]').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-accent').trim());
      await page.locator('[data-testid="tab-tokens"]').click();
      const accent = page.getByRole('textbox', { name: 'color-accent', exact: true });
      await accent.fill('#c8285a');
      await accent.press('Enter');
      const card = page.locator('[data-testid="draft-card"] [data-testid="question-card"]');
      await expect.poll(() => card.evaluate((el) => getComputedStyle(el).getPropertyValue('--color-accent').trim())).toBe('#c8285a');
      expect(await share.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(chromeBefore);
      expect(await page.locator('[data-testid="tab-tokens"]').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-accent').trim())).toBe(tabBefore);
      // The panel still shows the colour the card is painted with.
      await expect.poll(() => accent.inputValue()).toBe('#c8285a');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('at 1440 px "Saved to Yours" does not wrap its row and the dialog does not jump (zh, a long file name)', async () => {
    const { page, errors } = await open('/?scenario=plan-review-approve-only&autoplay=1&lang=zh&theme=light', 1440);
    try {
      await page.locator('[data-testid="player-state"][data-state="done"]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.locator('[data-testid="save-scenario"]').click();
      const dialog = page.locator('[data-testid="save-dialog"]');
      await dialog.waitFor({ state: 'visible' });
      const button = page.locator('[data-testid="save-to-yours"]');
      const before = { dialog: await dialog.boundingBox(), button: await button.boundingBox() };
      await button.click();
      await expect.poll(() => button.getAttribute('data-state')).toBe('done');
      expect(await button.innerText()).toContain('已存到');
      const after = { dialog: await dialog.boundingBox(), button: await button.boundingBox() };
      expect(after.button?.y, 'the button stays on its row').toBe(before.button?.y);
      expect(after.button?.x).toBe(before.button?.x);
      expect(after.dialog?.y, 'the dialog does not move').toBe(before.dialog?.y);
      expect(after.dialog?.height).toBe(before.dialog?.height);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
