/**
 * Durable repros in the built app, in a real Chromium (SPEC §10, §5.7, §5.9):
 * a `?q=` session saved as a scenario file replays in a fresh page with the
 * same answer, stays under "Yours" across a reload, and plays from its
 * `?scenario-data=` link; broken and non-JSON files are refused in plain words
 * and replace nothing; "Model receives" keeps every settled ask; a person's
 * differing answer reads "differs", never a pass; the Timeline groups frames
 * by ask, marks a player step's frames and exports the session without the key;
 * a demo-model conversation replays without the model.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RequestData } from '../../src/protocol/index.ts';
import { askPath, modelReceives } from './asks.ts';
import { browserSkipReason, formatViolations, launchBrowser, openPage, runAxe, type OpenedPage } from './browser.ts';

const oneQuestion: RequestData = {
  questions: [{ id: 'mode', question: 'How should I continue?', options: [{ label: 'Fast' }, { label: 'Careful' }] }],
};
const CAREFUL_TEXT = '{"answers":[{"id":"mode","selected":["Careful"]}]}';
const KEY = 'sk-e2e-export-never-shown-5d1c';

/** Everything "Model receives" lists, newest first: each entry's text and code. */
function history(page: Page): Promise<{ text: string; code: string | null }[]> {
  return page.locator('[data-testid="model-receives-history"] > li[data-testid="model-receives-entry"]').evaluateAll((items) =>
    items.map((li) => ({ text: li.querySelector('pre')?.textContent ?? '', code: li.getAttribute('data-code') })),
  );
}

/** The player may sit in a section that is not shown (Yours is): wait for its state, not its visibility. */
async function waitForDone(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('[data-testid="player-state"][data-state="done"]').waitFor({ state: 'attached', timeout });
}

/** Opens "Save as scenario" and downloads the file; returns its name and text. */
async function saveAsScenario(page: Page): Promise<{ name: string; text: string; link: string }> {
  await page.locator('[data-testid="save-scenario"]').click();
  const dialog = page.locator('[data-testid="save-dialog"]');
  await dialog.waitFor({ state: 'visible' });
  const link = (await dialog.locator('[data-testid="save-link"]').getAttribute('href')) ?? '';
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.locator('[data-testid="save-download"]').click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8'), link };
}

/** Opens the player's Script disclosure (closed at first in the conversation's header). */
async function openScript(page: Page): Promise<void> {
  const toggle = page.locator('[data-testid="player-script-toggle"]');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.locator('[data-testid="script"]').waitFor({ state: 'visible' });
}

async function openYours(page: Page): Promise<void> {
  await page.locator('[data-testid="tab-yours"]').click();
  await page.locator('[data-testid="yours"]').waitFor({ state: 'visible' });
}

async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  await openYours(page);
  await page.getByLabel('Open scenario file', { exact: true }).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

async function answerCareful(page: Page): Promise<void> {
  const card = page.locator('[data-testid="question-card"]');
  await card.waitFor({ state: 'visible' });
  await card.locator('[data-testid="option"]', { hasText: 'Careful' }).click();
  await card.locator('[data-testid="primary"]').click();
  expect(await modelReceives(page)).toEqual({ text: CAREFUL_TEXT, code: null });
}

describe.skipIf(browserSkipReason !== null)('durable repros and the debugging timeline (Chromium)', () => {
  let browser: Browser | undefined;
  /** The scenario file saved from an answered `?q=` request, shared by the tests that open it. */
  let saved: { name: string; text: string; link: string } | undefined;

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

  it('a ?q= request, answered and saved as a scenario, replays in a fresh page with the same answer, and stays under Yours', async () => {
    const first = await open(askPath(oneQuestion));
    try {
      await answerCareful(first.page);
      saved = await saveAsScenario(first.page);
      expect(saved.name).toBe('repro-mode.json');
      // The same dialog keeps it under Yours in this browser.
      await first.page.locator('[data-testid="save-to-yours"]').click();
      await expect.poll(() => first.page.locator('[data-testid="save-to-yours"]').getAttribute('data-state')).toBe('done');
      await first.page.keyboard.press('Escape');
      await openYours(first.page);
      await first.page.locator('[data-testid="yours-item"][data-id="repro-mode"][data-origin="saved"]').waitFor({ state: 'visible' });
      const file = JSON.parse(saved.text) as { id: string; steps: unknown[] };
      expect(file.id).toBe('repro-mode');
      expect(file.steps).toEqual([
        {
          ask: oneQuestion,
          user: { answers: [{ select: ['Careful'] }] },
          expect: { answer: { answers: [{ id: 'mode', selected: ['Careful'] }] } },
        },
      ]);
      expect(first.errors).toEqual([]);
    } finally {
      await first.page.close();
    }

    const fresh = await open('/?lang=en&autoplay=1');
    try {
      await chooseFile(fresh.page, saved.name, saved.text);
      // Autoplay answers the card as the person did: the model receives the same text.
      expect(await modelReceives(fresh.page)).toEqual({ text: CAREFUL_TEXT, code: null });
      await waitForDone(fresh.page);
      expect(await fresh.page.locator('[data-testid="script-step"] [data-testid="verdict"]').getAttribute('data-verdict')).toBe('pass');
      const item = fresh.page.locator('[data-testid="yours-item"][data-id="repro-mode"]');
      expect(await item.count()).toBe(1);
      await expect.poll(() => item.locator('[data-testid="yours-scenario"]').getAttribute('data-verdict')).toBe('pass');

      await fresh.page.reload();
      await openYours(fresh.page);
      await fresh.page.locator('[data-testid="yours-item"][data-id="repro-mode"]').waitFor({ state: 'visible' });
      expect(await fresh.page.locator('[data-testid="yours-item"]').count()).toBe(1);
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.page.close();
    }
  });

  it('saved after a Restart, a scenario is written once, from its last start, and the dialog says what it left out; on zh it keeps its words in both languages', async () => {
    const { page, errors } = await open('/?scenario=single-choice&autoplay=1&lang=zh');
    try {
      await waitForDone(page);
      await page.locator('[data-testid="player-restart"]').click();
      await page.locator('[data-testid="player-state"][data-state="running"]').waitFor({ state: 'attached' });
      await waitForDone(page);
      await page.locator('[data-testid="save-scenario"]').click();
      const dialog = page.locator('[data-testid="save-dialog"]');
      await dialog.waitFor({ state: 'visible' });
      const leftOut = dialog.locator('[data-testid="save-left-out"]');
      await leftOut.waitFor({ state: 'visible' });
      expect(await leftOut.textContent()).toContain('之前的 3 个步骤没有保存');
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.locator('[data-testid="save-download"]').click()]);
      const file = JSON.parse(await readFile(await download.path(), 'utf8')) as { steps: { say?: string }[]; translations?: { en?: Record<string, string> } };
      expect(file.steps).toHaveLength(3);
      // Played on the zh page, so written in Chinese, with the English beside it.
      const said = file.steps[0]?.say ?? '';
      expect(said).toMatch(/[\u4e00-\u9fff]/);
      expect(file.translations?.en?.[said]).toMatch(/^[\x20-\x7e’]+$/);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a scenario under Yours is renamed and removed from its menu, and a reload agrees', async () => {
    if (saved === undefined) throw new Error('the save test did not run');
    const { page, errors } = await open('/?lang=en');
    try {
      await chooseFile(page, saved.name, saved.text);
      const item = page.locator('[data-testid="yours-item"][data-id="repro-mode"]');
      await item.waitFor({ state: 'visible' });
      await item.locator('[data-testid="yours-menu"]').click();
      await page.locator('[data-testid="yours-rename"]').click();
      const dialog = page.locator('[data-testid="yours-rename-dialog"]');
      await dialog.getByLabel('English title').fill('Careful or fast');
      await dialog.locator('[data-testid="yours-rename-save"]').click();
      await expect.poll(() => item.locator('.scenario-title').textContent()).toBe('Careful or fast');
      await page.reload();
      await openYours(page);
      await expect.poll(() => item.locator('.scenario-title').textContent()).toBe('Careful or fast');

      await item.locator('[data-testid="yours-menu"]').click();
      await page.locator('[data-testid="yours-remove"]').click();
      await page.locator('[data-testid="yours-remove-confirm"]').click();
      await item.waitFor({ state: 'detached' });
      await page.reload();
      await openYours(page);
      expect(await page.locator('[data-testid="yours-item"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Yours: Step through starts a file paused, renaming the open one renames the canvas header, and two files with one title are told apart', async () => {
    if (saved === undefined) throw new Error('the save test did not run');
    const { page, errors } = await open('/?lang=en');
    try {
      await openYours(page);
      expect(await page.locator('[data-testid="yours-usage"]').textContent()).toMatch(/^Room for \d/);
      // The same title in two files (another id): each row says its id and when it came.
      const twin = { ...(JSON.parse(saved.text) as Record<string, unknown>), id: 'repro-mode-take-2' };
      await chooseFile(page, saved.name, saved.text);
      await page.locator('[data-testid="yours-item"][data-id="repro-mode"]').waitFor({ state: 'visible' });
      await chooseFile(page, 'repro-mode-take-2.json', JSON.stringify(twin));
      const item = page.locator('[data-testid="yours-item"][data-id="repro-mode"]');
      const other = page.locator('[data-testid="yours-item"][data-id="repro-mode-take-2"]');
      await other.waitFor({ state: 'visible' });
      expect(await item.locator('[data-testid="yours-origin"]').textContent()).toMatch(/^opened · repro-mode · /);
      expect(await other.locator('[data-testid="yours-origin"]').textContent()).toMatch(/^opened · repro-mode-take-2 · /);

      // The file opened last plays at once: its card is up before Step through takes over.
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      await item.locator('[data-testid="yours-menu"]').click();
      await page.locator('[data-testid="yours-step"]').click();
      // The player reads "Paused" at once; the earlier run's card leaves when the worker takes the new run, and the
      // new one waits before its first step, so no card comes after it.
      await page.locator('[data-testid="player-state"][data-state="paused"]').waitFor({ state: 'attached' });
      await card.waitFor({ state: 'detached' });
      await page.locator('[data-testid="script-step"][data-path="1"][data-cursor]').waitFor({ state: 'attached' });
      expect(await card.count()).toBe(0);

      await item.locator('[data-testid="yours-menu"]').click();
      await page.locator('[data-testid="yours-rename"]').click();
      const dialog = page.locator('[data-testid="yours-rename-dialog"]');
      await dialog.getByLabel('English title').fill('Careful or fast');
      await dialog.locator('[data-testid="yours-rename-save"]').click();
      await expect.poll(() => page.locator('[data-testid="driver"] .driver-name').textContent()).toBe('Careful or fast');
      // Titles differ now: the rows need no more than their origin.
      expect(await item.locator('[data-testid="yours-origin"]').textContent()).toBe('opened');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('in zh, a file that is not JSON says why in Chinese, and the empty list says how much it holds', async () => {
    const { page, errors } = await open('/?lang=zh');
    try {
      await openYours(page);
      expect(await page.locator('[data-testid="yours-usage"]').textContent()).toMatch(/^最多可存 \d/);
      await page.getByLabel('打开场景文件', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'application/json', buffer: Buffer.from('these are my notes') });
      const notJson = page.locator('[data-testid="yours-notice"][data-kind="not-json"]');
      await notJson.waitFor({ state: 'visible' });
      const text = (await notJson.textContent()) ?? '';
      expect(text).toContain('无法打开 notes.txt');
      expect(text.replace('notes.txt', '').replace('JSON', '').match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('in zh, the rename and remove dialogs name their Cancel button in Chinese, and Cancel keeps the scenario', async () => {
    if (saved === undefined) throw new Error('the save test did not run');
    const { page, errors } = await open('/?lang=zh');
    try {
      await openYours(page);
      await page.getByLabel('打开场景文件', { exact: true }).setInputFiles({ name: saved.name, mimeType: 'application/json', buffer: Buffer.from(saved.text) });
      const item = page.locator('[data-testid="yours-item"][data-id="repro-mode"]');
      await item.waitFor({ state: 'visible' });
      for (const action of ['rename', 'remove'] as const) {
        await item.locator('[data-testid="yours-menu"]').click();
        await page.locator(`[data-testid="yours-${action}"]`).click();
        const dialog = page.locator(`[data-testid="yours-${action}-dialog"]`);
        await dialog.waitFor({ state: 'visible' });
        // Every button's accessible name: its aria-label when it has one (Kobalte's CloseButton sets "Dismiss"), else its text.
        const names = await dialog.locator('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? ''));
        expect(names.filter((name) => /[A-Za-z]/.test(name)), `English button names in the ${action} dialog`).toEqual([]);
        await dialog.getByRole('button', { name: '取消', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await item.waitFor({ state: 'visible' });
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`the repro panels have no serious or critical axe violation (${theme})`, async () => {
      if (saved === undefined) throw new Error('the save test did not run');
      const { page, errors } = await open(`/?scenario=single-choice&lang=en&theme=${theme}`);
      try {
        const card = page.locator('[data-testid="question-card"]');
        await card.waitFor({ state: 'visible' });
        await card.locator('[data-testid="option"]', { hasText: 'PostgreSQL' }).click();
        await card.locator('[data-testid="primary"]').click();
        await waitForDone(page);
        await openScript(page);
        await page.locator('[data-testid="script-step"][data-path="2"] .script-step-main').click();
        await page.locator('[data-testid="timeline-marks"]').waitFor({ state: 'visible' });
        const blocking = async (label: string): Promise<string> => {
          const violations = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
          return violations.length === 0 ? '' : `${label}:\n${formatViolations(violations)}`;
        };
        {
          const found = await blocking('player, script, Timeline');
          expect(found, found).toBe('');
        }
        await chooseFile(page, saved.name, saved.text);
        await page.locator('[data-testid="yours-item"]').waitFor({ state: 'visible' });
        await chooseFile(page, 'notes.txt', 'not json');
        await page.locator('[data-testid="yours-notice"][data-kind="not-json"]').waitFor({ state: 'visible' });
        {
          const found = await blocking('Yours');
          expect(found, found).toBe('');
        }
        await page.locator('[data-testid="save-scenario"]').click();
        await page.locator('[data-testid="save-dialog"]').waitFor({ state: 'visible' });
        {
          const found = await blocking('Save as scenario');
          expect(found, found).toBe('');
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('the scenario link from the save dialog plays the saved session', async () => {
    if (saved === undefined) throw new Error('the save test did not run');
    const link = new URL(saved.link);
    // Written into the fragment, which never reaches the server.
    expect(link.search).toBe('');
    const state = new URLSearchParams(link.hash.slice(1));
    expect(state.get('autoplay')).toBe('1');
    expect(state.get('scenario-data')).not.toBeNull();
    const { page, errors } = await open(`${link.pathname}${link.hash}`);
    try {
      expect(await modelReceives(page)).toEqual({ text: CAREFUL_TEXT, code: null });
      await waitForDone(page);
      expect(await page.locator('[data-testid="player"]').getAttribute('data-verdict')).toBe('pass');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a broken file names its file and steps[1], a non-JSON file says so, and neither replaces anything', async () => {
    if (saved === undefined) throw new Error('the save test did not run');
    const { page, errors } = await open('/?lang=en&autoplay=1');
    try {
      await chooseFile(page, saved.name, saved.text);
      await waitForDone(page);
      const playing = await page.locator('[data-testid="driver"] .driver-name').textContent();

      const broken = JSON.parse(saved.text) as { steps: unknown[] };
      broken.steps.push({ ask: { questions: [{ id: 42, question: 'Which?' }] }, expect: { code: 'X' } });
      await chooseFile(page, 'broken.json', JSON.stringify(broken));
      const invalid = page.locator('[data-testid="yours-notice"][data-kind="invalid"]');
      await invalid.waitFor({ state: 'visible' });
      expect(await invalid.textContent()).toContain('Could not open broken.json; nothing was replaced:');
      // The sentence names the file; the reason under it gives the JSON path and the schema's words.
      expect(await invalid.textContent()).toMatch(/replaced:steps\[1\]\.ask\.questions\[0\]\.id: /);

      await chooseFile(page, 'notes.txt', 'these are my notes, not JSON');
      const notJson = page.locator('[data-testid="yours-notice"][data-kind="not-json"]');
      await notJson.waitFor({ state: 'visible' });
      expect(await notJson.textContent()).toContain('Could not open notes.txt: it is not a JSON file.');

      expect(await page.locator('[data-testid="yours-item"]').count()).toBe(1);
      expect(await page.locator('[data-testid="driver"] .driver-name').textContent()).toBe(playing);
      expect(await page.locator('[data-testid="player-state"]').getAttribute('data-state')).toBe('done');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a scenario file dropped on the catalogue opens and plays', async () => {
    if (saved === undefined) throw new Error('the save test did not run');
    const { page, errors } = await open('/?lang=en&autoplay=1');
    try {
      const target = page.locator('[data-testid="catalogue-drop"]');
      await target.waitFor({ state: 'visible' });
      const transfer = await page.evaluateHandle((text) => {
        const data = new DataTransfer();
        data.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
        return data;
      }, saved.text);
      await target.dispatchEvent('dragenter', { dataTransfer: transfer });
      await target.dispatchEvent('dragover', { dataTransfer: transfer });
      expect(await target.getAttribute('data-dragging')).toBe('');
      await target.dispatchEvent('drop', { dataTransfer: transfer });
      expect(await modelReceives(page)).toEqual({ text: CAREFUL_TEXT, code: null });
      expect(await target.getAttribute('data-dragging')).toBeNull();
      await page.locator('[data-testid="yours-item"][data-id="repro-mode"]').waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a garbage ?scenario-data= is a notice, and the page works on', async () => {
    const { page, errors } = await open('/?lang=en&scenario-data=not-a-scenario');
    try {
      const notice = page.locator('[data-testid="message"][data-tone="error"]');
      await notice.first().waitFor({ state: 'visible' });
      // A notice worded at render fills in once its copy's chunk has loaded.
      await expect.poll(() => notice.first().textContent()).toContain('scenario');
      await page.locator('[data-testid="scenario-single-choice"]').click();
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('?scenario=no-such-id names the id and where the list is, and changes nothing else', async () => {
    const { page, errors } = await open('/?lang=en&scenario=no-such-id');
    try {
      const notice = page.locator('[data-testid="message"][data-tone="error"]');
      await notice.waitFor({ state: 'visible' });
      await expect.poll(() => notice.textContent()).toBe('No scenario named “no-such-id”. The full list is under Scenarios in the catalogue on the left.');
      expect(await page.locator('[data-testid="player-state"]').count()).toBe(0);
      expect(await page.locator('[data-testid="question-card"]').count()).toBe(0);
      expect(await page.locator('[data-testid="tool-row"]').count()).toBe(0);
      await page.locator('[data-testid="scenario-single-choice"]').waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('delegated-caller leaves both DELEGATED_CALLER and the answer in Model receives, newest first', async () => {
    const { page, errors } = await open('/?scenario=delegated-caller&autoplay=1&lang=en');
    try {
      await waitForDone(page);
      await expect.poll(() => history(page)).toEqual([
        { text: '{"answers":[{"id":"db","selected":["PostgreSQL (Recommended)"]}]}', code: null },
        { text: expect.stringMatching(/^Error: /) as unknown as string, code: 'DELEGATED_CALLER' },
      ]);
      expect(await modelReceives(page)).toEqual({ text: '{"answers":[{"id":"db","selected":["PostgreSQL (Recommended)"]}]}', code: null });
      const older = page.locator('[data-testid="model-receives-history"] > li[data-testid="model-receives-entry"]').nth(1);
      expect(await older.textContent()).toContain('researcher');
      expect(await older.locator('[data-testid="code-docs-link"]').getAttribute('href')).toBe('./docs.html?lang=en#DELEGATED_CALLER');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a person who answers a booted scenario’s card before the page has read its file still reads “differs”, never a fail', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    // The worker's boot run shows the card at once; the page's own copy of the file is held until the person has
    // answered, so the player follows a run whose card is already gone (the worker's request, made from its script,
    // goes through).
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, errors } = await openPage(browser, '/?scenario=single-choice&lang=en', { viewport: { width: 1440, height: 900 } }, async (p) => {
      await p.route('**/single-choice*.json', async (route) => {
        if (!/\/assets\/worker[^/]*\.js/.test(route.request().headers().referer ?? '')) await held;
        await route.continue();
      });
    });
    try {
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid="player-state"]').count()).toBe(0);
      await card.locator('[data-testid="option"]', { hasText: 'PostgreSQL' }).click();
      await card.locator('[data-testid="primary"]', { hasText: 'Submit' }).click();
      await card.waitFor({ state: 'detached' });
      release();
      await waitForDone(page);

      const step = page.locator('[data-testid="script-step"][data-path="2"]');
      expect(await step.getAttribute('data-verdict')).toBe('differs');
      await expect.poll(() => page.locator('[data-testid="scenario-single-choice"]').getAttribute('data-verdict')).toBe('differs');
      expect(errors).toEqual([]);
    } finally {
      release();
      await page.close();
    }
  });

  it('a person’s different answer reads “differs from the script”, never a pass, and the script’s next words are marked (scripted)', async () => {
    const { page, errors } = await open('/?scenario=single-choice&lang=en');
    try {
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      await card.locator('[data-testid="option"]', { hasText: 'PostgreSQL' }).click();
      await card.locator('[data-testid="primary"]', { hasText: 'Submit' }).click();
      await waitForDone(page);

      const step = page.locator('[data-testid="script-step"][data-path="2"]');
      expect(await step.getAttribute('data-verdict')).toBe('differs');
      expect(await step.locator('[data-testid="verdict"]').textContent()).toContain('differs from the script');
      expect(await step.locator('.diff-line--removed').allTextContents()).toEqual([expect.stringContaining('"SQLite"') as unknown as string]);
      expect(await step.locator('.diff-line--added').allTextContents()).toEqual([expect.stringContaining('"PostgreSQL"') as unknown as string]);
      await expect.poll(() => page.locator('[data-testid="scenario-single-choice"]').getAttribute('data-verdict')).toBe('differs');
      expect(await page.locator('[data-testid="scenario-single-choice"] .scenario-result').textContent()).not.toContain('✓');

      const scripted = page.locator('[data-testid="message"][data-scripted]');
      expect(await scripted.count()).toBe(1);
      expect(await scripted.textContent()).toContain('SQLite it is.');
      expect(await scripted.locator('[data-testid="scripted-mark"]').textContent()).toBe('(scripted)');
      expect(await page.locator('[data-testid="message"]', { hasText: 'I can take this two ways' }).getAttribute('data-scripted')).toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the player lists the whole script; picking a step marks its frames in the Timeline, grouped under its ask', async () => {
    const { page, errors } = await open('/?scenario=delegated-caller&autoplay=1&lang=en');
    try {
      await waitForDone(page);
      const steps = page.locator('[data-testid="script-step"]');
      expect(await steps.evaluateAll((items) => items.map((i) => `${i.getAttribute('data-path') ?? ''} ${i.getAttribute('data-kind') ?? ''}`))).toEqual([
        '1 say',
        '2 subagent',
        '2.1 say',
        '2.2 tool',
        '3 say',
        '4 tool',
      ]);
      await openScript(page);
      await steps.nth(5).locator('.script-step-main').click();
      await page.locator('[data-testid="tab-timeline"]').click();
      const marked = page.locator('[data-testid="frame"][data-highlight]');
      await expect.poll(() => marked.count()).toBeGreaterThan(3);
      const types = await marked.evaluateAll((items) => items.map((i) => i.getAttribute('data-type')));
      expect(types).toEqual(expect.arrayContaining(['scenario/step', 'tool/started', 'question/requested', 'client-response', 'receipt', 'tool/finished']));
      // The root's ask is one group holding its tool call and its question frames, with ask-hop and ask-paint.
      const group = page.locator('[data-testid="timeline-group"][data-highlight]');
      expect(await group.count()).toBe(1);
      expect(await group.locator('[data-testid="ask-timing"]').textContent()).toMatch(/ask-hop .+ms.*ask-paint .+ms/);
      // The child's refused call is a group of its own, marked as an error.
      expect(await page.locator('[data-testid="timeline-group"][data-outcome="DELEGATED_CALLER"][data-error]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the Timeline filters by kind (System off at first), searches, and exports the session without the API key', async () => {
    const { page, errors } = await open('/?lang=en');
    try {
      await page.locator('[data-testid="tab-live"]').click();
      await page.locator('[data-testid="live-endpoint-custom"]').click();
      await page.locator('[data-testid="live-base-url"]').fill('https://llm.example/v1');
      await page.locator('[data-testid="live-model"]').fill('some-model');
      await page.locator('[data-testid="live-api-key"]').fill(KEY);
      await page.locator('[data-testid="live-apply"]').click();
      await page.locator('[data-testid="tab-examples"]').click();
      await page.locator('.example', { hasText: 'Single choice' }).click();
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      await card.locator('[data-testid="option"]').first().click();
      await card.locator('[data-testid="primary"]').click();
      await modelReceives(page);

      await page.locator('[data-testid="tab-timeline"]').click();
      const frames = page.locator('[data-testid="timeline"] [data-testid="frame"]');
      await expect.poll(() => frames.evaluateAll((items) => items.map((i) => i.getAttribute('data-type')))).toContain('question/requested');
      expect(await frames.evaluateAll((items) => items.map((i) => i.getAttribute('data-type')))).not.toContain('live/configure');
      await page.locator('[data-testid="filter-system"]').click();
      await expect.poll(() => frames.evaluateAll((items) => items.map((i) => i.getAttribute('data-type')))).toContain('live/configure');
      await page.locator('[data-testid="timeline-search"]').fill('receipt');
      await expect.poll(() => frames.evaluateAll((items) => [...new Set(items.map((i) => i.getAttribute('data-type')))])).toEqual(['receipt']);
      await page.locator('[data-testid="timeline-search"]').fill('');

      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-session"]').click()]);
      const text = await readFile(await download.path(), 'utf8');
      expect(download.suggestedFilename()).toMatch(/^asklab-session-.*\.json$/);
      expect(text).not.toContain(KEY);
      const exported = JSON.parse(text) as { format: string; frames: { type: string; payload: Record<string, unknown> }[] };
      expect(exported.format).toBe('asklab-session');
      const asked = exported.frames.find((f) => f.type === 'question/requested');
      const rpcId = asked?.payload['rpcId'];
      expect(typeof rpcId).toBe('string');
      expect(exported.frames.filter((f) => f.payload['rpcId'] === rpcId).map((f) => f.type)).toEqual(
        expect.arrayContaining(['question/requested', 'client-response', 'receipt', 'question/resolved']),
      );
      // The demo model is configured first (no key), then the custom endpoint with the key, which shows only as redacted.
      const keys = exported.frames.filter((f) => f.type === 'live/configure').map((f) => f.payload['apiKey']);
      expect(keys).toContain('[redacted]');
      expect(keys.every((k) => k === '' || k === '[redacted]')).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Open in Request puts a tool row’s questions into the editor’s draft', async () => {
    const { page, errors } = await open('/?scenario=single-choice&autoplay=1&lang=en');
    try {
      await waitForDone(page);
      const row = page.locator('[data-testid="tool-row"][data-tool="ask_user_question"]');
      await row.locator('button.tool-row-head').click();
      await row.locator('[data-testid="open-in-request"]').click();
      const editor = page.getByLabel('Request JSON');
      await editor.waitFor({ state: 'visible' });
      const draft = JSON.parse(await editor.evaluate((el) => (el as HTMLElement & { value: string }).value)) as RequestData;
      expect(draft.questions.map((q) => q.id)).toEqual(['db']);
      expect(draft.questions[0]?.options?.map((o) => o.label)).toEqual(['PostgreSQL', 'SQLite', 'Redis']);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a demo-model conversation, saved, replays in a fresh page with the same outcomes and no request to the model', async () => {
    const first = await open('/?lang=en');
    let file: { name: string; text: string };
    /** Requests to the model's endpoint, seen by the browser context (a dedicated worker's fetches included). */
    const modelRequests = (context: BrowserContext, into: string[]): void => {
      context.on('request', (request) => {
        // The endpoint only: the demo handlers' own script (/assets/demo-model-*.js) loads with every page.
        if (new URL(request.url()).pathname.startsWith('/demo-model')) into.push(request.url());
      });
    };
    const live: string[] = [];
    modelRequests(first.page.context(), live);
    try {
      const page = first.page;
      await expect
        .poll(async () => page.locator('[data-testid="live-status"]').textContent(), { timeout: 15_000 })
        .toBe('Demo model ready: type a message below.');
      const input = page.locator('[data-testid="composer-input"]');
      await input.fill('speed up my build');
      await input.press('Enter');
      const batch = page.locator('[data-testid="question-card"]');
      await batch.waitFor({ state: 'visible' });
      await batch.locator('[data-testid="option"]', { hasText: 'Quick pass' }).click();
      await expect.poll(() => batch.getAttribute('data-index')).toBe('1');
      await batch.locator('[data-testid="free-text"]').fill('a faster build');
      await batch.locator('[data-testid="primary"]', { hasText: 'Next' }).click();
      await batch.locator('[data-testid="option"]', { hasText: 'Summary' }).click();
      await batch.locator('[data-testid="primary"]', { hasText: 'Submit' }).click();
      await modelReceives(page);
      await expect.poll(() => page.locator('[data-testid="send"]').count(), { timeout: 10_000 }).toBe(1);
      file = await saveAsScenario(page);
      // The check below sees a model request when there is one.
      expect(live.length).toBeGreaterThan(0);
      expect(file.text).not.toContain('live/configure');
      expect(first.errors).toEqual([]);
    } finally {
      await first.page.close();
    }
    const original = JSON.parse(file.text) as { steps: { say?: string; role?: string }[] };
    expect(original.steps[0]).toEqual({ say: 'speed up my build', role: 'user' });

    if (browser === undefined) throw new Error('browser did not launch');
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const toModel: string[] = [];
    modelRequests(context, toModel);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(new URL('/?lang=en&autoplay=1', inject('baseUrl')).href);
      await chooseFile(page, file.name, file.text);
      await waitForDone(page, 60_000);
      expect(await page.locator('[data-testid="player"]').getAttribute('data-verdict')).toBe('pass');
      expect(await page.locator('[data-testid="message"][data-role="user"]').first().textContent()).toBe('speed up my build');
      const expected = JSON.parse(file.text) as { steps: { expect?: { answer?: unknown } }[] };
      const answer = expected.steps.find((s) => s.expect?.answer !== undefined)?.expect?.answer;
      expect(JSON.parse((await modelReceives(page)).text)).toEqual(answer);
      expect(toModel, JSON.stringify(toModel)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
