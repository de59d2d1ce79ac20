/**
 * Traces in the built app, in a real Chromium (SPEC §13): each format opened
 * through the real file chooser lists its calls with their outcomes; a call opened
 * as a card is asked on the canvas, and once answered the Surfaces tab shows what
 * the original harness would have received beside what it did; a trace saved as a
 * scenario lands in Yours and replays to the recorded outcomes without a model; a
 * file of no known format says which formats are known; a file dropped on the
 * catalogue goes to the trace reader; a large file is read in the worker with
 * progress and Cancel while the page stays responsive (no task over 200 ms).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeClaudeTrace } from '../../bench/claude-trace.mjs';
import { browserSkipReason, launchBrowser, openPage, type OpenedPage } from './browser.ts';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/traces');

async function openYours(page: Page): Promise<void> {
  await page.locator('[data-testid="tab-yours"]').click();
  await page.locator('[data-testid="yours"]').waitFor({ state: 'visible' });
}

/** "Open trace file" through the chooser the page opens, as a person does. */
async function chooseTrace(page: Page, path: string): Promise<void> {
  await openYours(page);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('[data-testid="open-trace"]').click()]);
  await chooser.setFiles(path);
}

async function listed(page: Page): Promise<{ tool: string | null; outcome: string | null }[]> {
  // The list renders a few calls a frame: read it once all are in.
  await page.locator('[data-testid="trace-calls"][data-complete]').waitFor({ state: 'visible', timeout: 20_000 });
  return page.locator('[data-testid="trace-calls"] > li').evaluateAll((items) => items.map((li) => ({ tool: li.getAttribute('data-tool'), outcome: li.getAttribute('data-outcome') })));
}

describe.skipIf(browserSkipReason !== null)('traces (Chromium)', () => {
  let browser: Browser | undefined;
  let dir: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'asklab-traces-'));
  });

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(path: string): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path);
  }

  it.each([
    ['claude-code/wordings-constructed.jsonl', 'claude-code', ['answered', 'clarify', 'declined', 'answered', 'answered', 'answered', 'interrupted', 'cancelled', 'pending']],
    ['codex/outcomes-constructed.jsonl', 'codex', ['answered', 'cancelled', 'error', 'error', 'interrupted']],
    ['openai/chat-messages.json', 'openai', ['answered', 'answered', 'cancelled', 'answered', 'pending']],
    ['asklab/session-export.json', 'asklab', ['answered', 'cancelled', 'interrupted']],
  ])('%s opens through the file chooser and lists every call with its outcome', async (file, format, expected) => {
    const { page, errors } = await open('/?lang=en');
    try {
      await chooseTrace(page, join(FIXTURES, file));
      expect((await listed(page)).map((c) => c.outcome)).toEqual(expected);
      expect(await page.locator('[data-testid="trace-format"]').getAttribute('data-format')).toBe(format);
      // Filters: one outcome at a time.
      await page.locator('[data-testid="trace-filters"] button[data-outcome="answered"]').click();
      expect((await listed(page)).every((c) => c.outcome === 'answered')).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a Claude Code call opened as a card, answered, and compared in Surfaces with what Claude Code received', async () => {
    const { page, errors } = await open('/?lang=en');
    try {
      await chooseTrace(page, join(FIXTURES, 'claude-code/aq-lifecycle-2.1.220.jsonl'));
      expect((await listed(page)).map((c) => `${c.tool}:${c.outcome}`)).toEqual(['AskUserQuestion:answered', 'AskUserQuestion:declined', 'AskUserQuestion:error']);
      const first = page.locator('[data-testid="trace-calls"] > li').first();
      expect(await first.locator('[data-testid="trace-model-text"]').textContent()).toMatch(/^Your questions have been answered: /);
      await first.locator('[data-testid="trace-open-card"]').click();
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      expect(await card.textContent()).toContain("Are you working on a coding task right now that you'd like help with?");
      await card.locator('[data-testid="option"]', { hasText: 'Yes' }).click();
      await card.locator('[data-testid="primary"]').click();
      await card.waitFor({ state: 'detached' });
      await page.locator('[data-testid="tab-surfaces"]').click();
      const compare = page.locator('[data-testid="trace-comparison"]');
      await compare.waitFor({ state: 'visible' });
      expect(await compare.locator('[data-testid="trace-would-receive"]').textContent()).toBe(
        'Your questions have been answered: "Are you working on a coding task right now that you\'d like help with?"="Yes". You can now continue with these answers in mind.',
      );
      expect(await compare.locator('[data-testid="trace-did-receive"]').textContent()).toBe(
        'Your questions have been answered: "Are you working on a coding task right now that you\'d like help with?"="No". You can now continue with these answers in mind.',
      );
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('what asking a call loses is listed with it (a Claude option preview)', async () => {
    const { page } = await open('/?lang=en');
    try {
      await chooseTrace(page, join(FIXTURES, 'claude-code/wordings-constructed.jsonl'));
      await listed(page);
      const losses = page.locator('[data-testid="trace-calls"] > li').first().locator('[data-testid="trace-losses"] > li');
      expect(await losses.evaluateAll((items) => items.map((li) => li.getAttribute('data-rule')))).toEqual(['previewDropped', 'previewDropped']);
    } finally {
      await page.close();
    }
  });

  it('saved as a scenario, a Codex trace replays from Yours to the recorded outcomes without a model', async () => {
    const { page, errors } = await open('/?lang=en&autoplay=1');
    try {
      await chooseTrace(page, join(FIXTURES, 'codex/outcomes-constructed.jsonl'));
      await listed(page);
      await page.locator('[data-testid="trace-save"]').click();
      await expect.poll(() => page.locator('[data-testid="trace-saved"]').getAttribute('data-ok')).toBe('true');
      const item = page.locator('[data-testid="yours-item"][data-id^="trace-codex-"]');
      await item.waitFor({ state: 'visible' });
      await item.locator('[data-testid="yours-scenario"]').click();
      await page.locator('[data-testid="player-state"][data-state="done"]').waitFor({ state: 'attached', timeout: 30_000 });
      await expect.poll(() => item.locator('[data-testid="yours-scenario"]').getAttribute('data-verdict')).toBe('pass');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a file of no known format says so and names the formats it knows, in Chinese on a zh page', async () => {
    const { page, errors } = await open('/?lang=zh');
    try {
      await openYours(page);
      expect(await page.locator('[data-testid="open-trace"]').textContent()).toBe('打开会话记录');
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('[data-testid="open-trace"]').click()]);
      await chooser.setFiles(join(FIXTURES, 'not-a-trace.txt'));
      const notice = page.locator('[data-testid="trace-notice"][data-kind="unknown-format"]');
      await notice.waitFor({ state: 'visible' });
      const text = (await notice.textContent()) ?? '';
      expect(text).toContain('不是已知的会话记录格式');
      expect(text).toContain('Codex 会话');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a trace dropped on the catalogue goes to the trace reader, not the scenario loader', async () => {
    const { page, errors } = await open('/?lang=en');
    try {
      await page.locator('[data-testid="tab-scenarios"]').click();
      const text = await import('node:fs').then((fs) => fs.readFileSync(join(FIXTURES, 'codex/herdr-plan-mode.jsonl'), 'utf8'));
      const transfer = await page.evaluateHandle((body) => {
        const data = new DataTransfer();
        data.items.add(new File([body], 'rollout-2026-09-18.jsonl', { type: '' }));
        return data;
      }, text);
      const target = page.locator('[data-testid="catalogue-drop"]');
      await target.dispatchEvent('dragenter', { dataTransfer: transfer });
      await target.dispatchEvent('drop', { dataTransfer: transfer });
      expect((await listed(page)).map((c) => c.outcome)).toEqual(['answered', 'pending']);
      expect(await page.locator('[data-testid="yours-notice"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a large transcript is read in the worker with progress; the page answers a click before the reading ends; Cancel stops it', async () => {
    const path = join(dir, 'large.jsonl');
    const made = writeClaudeTrace(path, 24 * 1024 * 1024);
    const { page, errors } = await open('/?lang=en');
    try {
      await openYours(page);
      // The trace panel's own chunks load with the first trace: open a small one first, so what is measured below is
      // the reading alone, not the compiling of code a person's second trace would not load again.
      await chooseTrace(page, join(FIXTURES, 'codex/herdr-plan-mode.jsonl'));
      await listed(page);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('[data-testid="open-trace"]').click()]);
      await chooser.setFiles(path);
      await page.locator('[data-testid="trace-progress"]').waitFor({ state: 'visible' });
      // From the first progress on: every task the page runs while the worker reads.
      await page.evaluate(() => {
        const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
        w.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask' });
      });
      // The page answers while the worker reads: a click on another section lands, and is handled, before the
      // worker's result arrives (an order, not a time: the page's speed while reading is the bench's to measure).
      await page.locator('[data-testid="tab-scenarios"]').click({ timeout: 2000 });
      const clickedAt = await page.evaluate(() => performance.now());
      await openYours(page);
      const calls = await listed(page);
      expect(calls).toHaveLength(made.calls.answered + made.calls.declined + made.calls.clarify);
      const done = await page.evaluate(() => performance.getEntriesByName('asklab-trace-read-done').at(-1)?.startTime ?? Infinity);
      expect(clickedAt).toBeLessThan(done);
      // Every task that started while the worker read, up to the result's arrival, reported for the log
      // (`npm run bench` with BENCH_ONLY=traces holds the goal on the longest task).
      const longTasks = await page.evaluate((end) => {
        return (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks.filter((t) => t.start < end).map((t) => t.duration);
      }, done);
      console.log(`e2e: longest main-thread task while the worker read: ${Math.max(0, ...longTasks).toFixed(0)} ms`);

      // Again, cancelled part-way: the reading stops and says so.
      // A file four times larger, so that the reading is still going when the click lands, however busy the machine.
      const larger = join(dir, 'larger.jsonl');
      writeClaudeTrace(larger, 96 * 1024 * 1024);
      const [again] = await Promise.all([page.waitForEvent('filechooser'), page.locator('[data-testid="open-trace"]').click()]);
      await again.setFiles(larger);
      await page.locator('[data-testid="trace-cancel"]').click();
      await page.locator('[data-testid="trace-notice"][data-kind="cancelled"]').waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
