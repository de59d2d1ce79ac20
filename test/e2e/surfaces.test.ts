/**
 * The Surfaces tab in a real Chromium: a five-question request (long header,
 * multi-select, free text, markdown detail, five options) shows each harness's
 * violations and losses; after answering through the card, each shows its reply.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestData } from '../../src/protocol/index.ts';
import { askPath, readyForClicks } from './asks.ts';
import { browserSkipReason, launchBrowser, openPage } from './browser.ts';

const five: RequestData = {
  questions: [
    { id: 'deploy_target', header: 'Deployment target', question: 'Where should it deploy?', options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }] },
    { id: 'checks', header: 'Checks', question: 'Which checks should run?', multiSelect: true, options: [{ label: 'Unit tests' }, { label: 'Lint' }, { label: 'E2E' }] },
    { id: 'notes', header: 'Notes', question: 'Anything else?' },
    { id: 'plan', header: 'Plan', question: 'Go ahead with the plan?', detail: 'Read **the plan** and the [runbook](https://example.com/runbook).', options: [{ label: 'Yes' }, { label: 'No' }] },
    { id: 'region', header: 'Region', question: 'Which region?', options: ['us-east', 'us-west', 'eu-west', 'eu-north', 'ap-south'].map((label) => ({ label })) },
  ],
};

async function issuesOf(page: Page, surface: string): Promise<string[]> {
  return page.locator(`section[data-surface="${surface}"] [data-testid="surface-issues"] li`).evaluateAll((lis) =>
    lis.map((li) => `${li.getAttribute('data-kind') ?? ''}:${li.getAttribute('data-rule') ?? ''}:${li.getAttribute('data-path') ?? ''}`),
  );
}

async function responseOf(page: Page, surface: string): Promise<unknown> {
  const pre = page.locator(`section[data-surface="${surface}"] [data-testid="surface-response"]`);
  await pre.waitFor({ state: 'visible' });
  return JSON.parse((await pre.textContent()) ?? '') as unknown;
}

describe.skipIf(browserSkipReason !== null)('Surfaces tab (Chromium)', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows each surface’s violations and losses, then its reply to the answer', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, askPath(five, { lang: 'en' }));
    try {
      await page.locator('[data-testid="tab-surfaces"]').click();
      await page.locator('section[data-surface="mcp"]').waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid="surfaces-source"]').getAttribute('data-from')).toBe('pending');
      expect(await page.locator('section[data-surface]').evaluateAll((s) => s.map((e) => e.getAttribute('data-surface')))).toEqual(['terminal', 'acp', 'claude-code', 'codex', 'vscode', 'mcp']);

      expect(await issuesOf(page, 'claude-code')).toEqual([
        'violation:tooManyQuestions:questions',
        'violation:headerTooLong:questions[0].header',
        'violation:optionsMissing:questions[2].options',
        'loss:detailDropped:questions[3].detail',
        'violation:optionsTooMany:questions[4].options',
      ]);
      expect(await issuesOf(page, 'codex')).toEqual([
        'violation:tooManyQuestions:questions',
        'violation:headerTooLong:questions[0].header',
        'violation:multiSelectUnsupported:questions[1].multiSelect',
        'violation:optionsMissing:questions[2].options',
        'loss:detailDropped:questions[3].detail',
        'violation:optionsTooMany:questions[4].options',
      ]);
      expect(await issuesOf(page, 'vscode')).toEqual([]);
      expect(await issuesOf(page, 'mcp')).toEqual([
        'loss:customDropped:questions[0].options',
        'loss:customDropped:questions[1].options',
        'loss:detailPlain:questions[3].detail',
        'loss:customDropped:questions[3].options',
        'loss:customDropped:questions[4].options',
      ]);
      expect(await issuesOf(page, 'terminal')).toEqual(['loss:detailDropped:questions[3].detail']);
      const header = await page.locator('section[data-surface="claude-code"] li[data-rule="headerTooLong"]').textContent();
      expect(header).toContain('deploy_target');
      expect(header).toContain('Where should it deploy?');
      expect(header).toContain('12');
      const terminalText = await page.locator('section[data-surface="terminal"] [data-testid="surface-payload"]').textContent();
      expect(terminalText).toContain('  1. Staging (Recommended)');
      // DSH's readline provider never prints a question's detail.
      expect(terminalText).not.toContain('Read the plan and the runbook');
      const mcpPayload = JSON.parse((await page.locator('section[data-surface="mcp"] [data-testid="surface-payload"]').textContent()) ?? '') as { params: { requestedSchema: { properties: Record<string, unknown> } } };
      expect(Object.keys(mcpPayload.params.requestedSchema.properties)).toEqual(['deploy_target', 'checks', 'notes', 'plan', 'region']);

      const card = page.locator('[data-testid="question-card"]');
      await card.locator('[data-testid="option"]', { hasText: 'Staging' }).click();
      await expect.poll(() => card.getAttribute('data-index')).toBe('1');
      await readyForClicks(card);
      await card.locator('[data-testid="option"]', { hasText: 'Unit tests' }).click();
      await card.locator('[data-testid="option"]', { hasText: 'E2E' }).click();
      await card.locator('[data-testid="primary"]', { hasText: 'Next' }).click();
      await expect.poll(() => card.getAttribute('data-index')).toBe('2');
      const free = card.locator('[data-testid="free-text"]');
      await free.click();
      await free.pressSequentially('ship it');
      await card.locator('[data-testid="primary"]', { hasText: 'Next' }).click();
      await expect.poll(() => card.getAttribute('data-index')).toBe('3');
      await card.locator('[data-testid="option"]', { hasText: 'Yes' }).click();
      await expect.poll(() => card.getAttribute('data-index')).toBe('4');
      await readyForClicks(card);
      await card.locator('[data-testid="option"]', { hasText: 'eu-west' }).click();
      await card.locator('[data-testid="primary"]', { hasText: 'Submit' }).click();
      await card.waitFor({ state: 'detached' });

      await expect.poll(() => page.locator('[data-testid="surfaces-source"]').getAttribute('data-from')).toBe('last');
      expect(await responseOf(page, 'claude-code')).toEqual({
        answers: {
          'Where should it deploy?': 'Staging (Recommended)',
          'Which checks should run?': 'Unit tests, E2E',
          'Anything else?': 'ship it',
          'Go ahead with the plan?': 'Yes',
          'Which region?': 'eu-west',
        },
      });
      expect(await responseOf(page, 'vscode')).toEqual({
        answers: {
          'Deployment target': { selected: ['Staging (Recommended)'], freeText: null, skipped: false },
          Checks: { selected: ['Unit tests', 'E2E'], freeText: null, skipped: false },
          Notes: { selected: [], freeText: 'ship it', skipped: false },
          Plan: { selected: ['Yes'], freeText: null, skipped: false },
          Region: { selected: ['eu-west'], freeText: null, skipped: false },
        },
      });
      expect(await responseOf(page, 'mcp')).toEqual({
        action: 'accept',
        content: { deploy_target: 'Staging (Recommended)', checks: ['Unit tests', 'E2E'], notes: 'ship it', plan: 'Yes', region: 'eu-west' },
      });
      expect(await responseOf(page, 'codex')).toMatchObject({ answers: { notes: { answers: ['user_note: ship it'] } } });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the request editor warns for ticked surfaces and remembers the choice', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, '/?lang=en');
    try {
      await page.locator('[data-testid="tab-request"]').click();
      const lint = page.locator('[data-testid="surface-lint"]');
      await lint.waitFor({ state: 'visible' });
      expect(await page.locator('[data-testid="surface-lint-warnings"] li').count()).toBe(0);
      await lint.locator('[data-surface="claude-code"] label').click();
      const warning = page.locator('[data-testid="surface-lint-warnings"] li[data-surface="claude-code"]').first();
      await warning.waitFor({ state: 'visible' });
      expect(await warning.textContent()).toContain('Claude Code');
      await page.reload();
      await page.locator('[data-testid="tab-request"]').click();
      await page.locator('[data-testid="surface-lint-warnings"] li[data-surface="claude-code"]').first().waitFor({ state: 'visible' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows the draft once the person edits it, and lets them switch back to the ask', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, askPath(five, { lang: 'en' }));
    try {
      await page.locator('[data-testid="tab-surfaces"]').click();
      const source = page.locator('[data-testid="surfaces-source"]');
      await expect.poll(() => source.getAttribute('data-from')).toBe('pending');
      await page.locator('[data-testid="tab-request"]').click();
      await page.locator('[data-testid="editor-json"]').fill(JSON.stringify({ questions: [{ id: 'colour', header: 'A header far too long', question: 'Which colour?' }] }));
      await page.locator('[data-testid="tab-surfaces"]').click();
      await expect.poll(() => source.getAttribute('data-from')).toBe('draft');
      expect(await issuesOf(page, 'claude-code')).toEqual(['violation:headerTooLong:questions[0].header', 'violation:optionsMissing:questions[0].options']);
      // The overview names every surface with its counts.
      expect(await page.locator('[data-surface-summary="claude-code"] .surface-counts').getAttribute('data-violations')).toBe('2');
      await page.locator('[data-testid="surfaces-choice"] [data-value="ask"]').click();
      await expect.poll(() => source.getAttribute('data-from')).toBe('pending');
      expect(await issuesOf(page, 'claude-code')).toContain('violation:tooManyQuestions:questions');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const lang of ['zh', 'en'] as const) {
    it(`${lang}: the docs page explains the six surfaces, each with its source, and a live example that trips each and answers`, async () => {
      if (browser === undefined) throw new Error('browser did not launch');
      const { page, errors } = await openPage(browser, `/docs.html?lang=${lang}#surfaces`);
      try {
        const rows = page.locator('[data-testid="surfaces-table"] tbody tr');
        await rows.first().waitFor({ state: 'visible' });
        expect(await rows.evaluateAll((trs) => trs.map((tr) => tr.id))).toEqual(['surfaces-terminal', 'surfaces-acp', 'surfaces-claude-code', 'surfaces-codex', 'surfaces-vscode', 'surfaces-mcp']);
        // Every surface cites a public source (the terminal, DSH's readline file at its commit).
        expect(await page.locator('[data-testid="surfaces-table"] td.docs-surface-source a[href^="https://"]').count()).toBe(6);
        const example = page.locator('#surfaces [data-testid="docs-surfaces-example"]');
        await example.locator('section[data-surface="mcp"]').waitFor({ state: 'visible' });
        for (const name of ['terminal', 'claude-code', 'codex', 'vscode', 'mcp']) {
          expect(await example.locator(`section[data-surface="${name}"] [data-testid="surface-issues"] li`).count(), name).toBeGreaterThan(0);
        }
        // DSH's ACP provider takes every request shape; it is shown beside the others all the same.
        expect(await example.locator('section[data-surface="acp"]').count()).toBe(1);
        // The zh header is 13 characters as a person counts them, one over Claude Code's 12.
        if (lang === 'zh') expect(await example.locator('section[data-surface="claude-code"] li[data-rule="headerTooLong"]').textContent()).toContain('13');
        const claude = JSON.parse((await example.locator('section[data-surface="claude-code"] [data-testid="surface-response"]').textContent()) ?? '') as { answers: Record<string, string> };
        expect(Object.keys(claude.answers)[0]).toBe(lang === 'zh' ? '部署到哪里？' : 'Where should it deploy?');
        const mcp = JSON.parse((await example.locator('section[data-surface="mcp"] [data-testid="surface-response"]').textContent()) ?? '') as { action: string; content: Record<string, unknown> };
        expect(mcp.action).toBe('accept');
        expect(Array.isArray(mcp.content['checks'])).toBe(true);
        expect(await page.locator('#surfaces-title').textContent()).toContain(lang === 'zh' ? '同一请求' : 'One request');
        const open = await page.locator('[data-testid="surfaces-open"]').getAttribute('href');
        expect(open).toContain('q=');
        expect(open).toContain(`lang=${lang}`);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('speaks Chinese on the zh page', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, askPath(five, { lang: 'zh' }));
    try {
      await page.locator('[data-testid="tab-surfaces"]').click();
      const li = page.locator('section[data-surface="claude-code"] li[data-rule="optionsMissing"]');
      await li.waitFor({ state: 'visible' });
      expect(await li.textContent()).toContain('没有选项');
      expect(await page.locator('[data-testid="tab-surfaces"]').textContent()).toBe('各端');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
