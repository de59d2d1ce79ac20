/**
 * DSH's readline and ACP providers answered in the page (SPEC §12): typing into
 * the real terminal (xterm, keystrokes through Chromium's keyboard) and filling
 * the real ACP form, then reading what the model received. Also the bad input
 * (a malformed `acp/rpc` from the page, Ctrl-C, a 10,000-character paste),
 * switching provider with an ask pending, and that neither xterm nor the ACP SDK
 * loads until its provider is chosen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRequest } from '../../src/protocol/request-link.ts';
import type { RequestData } from '../../src/protocol/index.ts';
import { browserSkipReason, launchBrowser, openPage, type OpenedPage } from './browser.ts';

const SHAPES: RequestData = {
  questions: [
    { id: 'mode', header: 'Mode', question: 'Which mode?', detail: 'Pick **one**.', options: [{ label: 'Fast (Recommended)', description: 'Quick' }, { label: 'Careful' }] },
    { id: 'targets', question: 'What should I update?', multiSelect: true, options: [{ label: 'Tests' }, { label: 'Docs' }, { label: 'Code' }] },
    { id: 'note', question: 'Any note?' },
  ],
};

const PLAN: RequestData = {
  questions: [
    {
      id: 'plan',
      header: 'Plan',
      question: 'Approve this plan?',
      detail: '# Plan\n\n1. Read\n2. Write',
      options: [{ label: 'Approve' }, { label: 'Keep planning' }],
      intent: { kind: 'plan-review', approve: 'Approve' },
    },
  ],
};

const screenText = (page: Page): Promise<string> => page.locator('[data-testid="terminal"] .xterm-rows').innerText();

/** Text through an input method, as a Chinese IME commits it (composition, then the committed text). */
async function ime(page: Page, text: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
  await cdp.send('Input.insertText', { text });
  await cdp.detach();
}

/** A paste into the focused terminal, as the browser delivers one. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function modelReceives(page: Page): Promise<string> {
  const row = page.locator('[data-testid="canvas"]').getByText(/\d+\/\d+ (answered|已回答)$/).first();
  await row.waitFor({ timeout: 10_000 });
  await page.locator('[data-testid="tab-model"]').click();
  await page.locator('[data-testid="tab-model"][aria-selected="true"]').waitFor();
  return page.locator('body').innerText();
}

describe.skipIf(browserSkipReason !== null)('providers (Chromium)', () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  async function open(path: string, viewport = { width: 1440, height: 900 }): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport });
  }
  async function terminalShows(page: Page, text: string): Promise<void> {
    await page.waitForFunction((t) => document.querySelector('[data-testid="terminal"] .xterm-rows')?.textContent?.includes(t) === true, text, { timeout: 15_000 });
  }

  it('Terminal: every shape typed into the real terminal, with re-prompts and line editing; the model receives what DSH would give it', async () => {
    const { page, errors } = await open(`/?provider=terminal&lang=en#q=${encodeRequest(SHAPES)}`);
    const terminal = page.getByRole('region', { name: 'Terminal', exact: true });
    expect(await terminal.getAttribute('data-testid')).toBe('terminal');
    await terminalShows(page, '[Mode] Which mode?');
    const first = await screenText(page);
    expect(first).toContain('[Mode] Which mode?\n  1. Fast (Recommended)\n     Quick\n  2. Careful\n>');
    expect(first).not.toContain('Pick');
    await terminal.locator('.xterm-screen').click();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await terminalShows(page, 'Please enter one of the option numbers or a custom answer.');
    await page.keyboard.type('1');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await terminalShows(page, 'What should I update?');
    await page.keyboard.type('1 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(',3');
    // "1,3 3": typed order, deduplicated
    await page.keyboard.press('Enter');
    await terminalShows(page, 'Any note?');
    await page.keyboard.press('Enter');
    await terminalShows(page, 'Please enter an answer.');
    await ime(page, '发布');
    await paste(page, ' 🚀 today');
    await page.keyboard.press('Enter');
    const body = await modelReceives(page);
    expect(body).toContain('{"answers":[{"id":"mode","selected":["Careful"]},{"id":"targets","selected":["Tests","Code"]},{"id":"note","selected":[],"custom":"发布 🚀 today"}]}');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Terminal: Ctrl-C closes input (ASK_ABORTED, DSH\'s message), Reopen input starts a new one', async () => {
    const { page, errors } = await open(`/?provider=terminal&lang=zh#q=${encodeRequest({ questions: [{ id: 'n', question: 'Name?' }] })}`);
    await terminalShows(page, 'Name?');
    await page.getByRole('region', { name: '终端', exact: true }).locator('.xterm-screen').click();
    await page.keyboard.type('half');
    await page.keyboard.press('Control+C');
    await page.locator('[data-testid="terminal-closed"]').waitFor();
    await page.getByText('Error: ask_user_question was interrupted before the user answered').first().waitFor({ timeout: 10_000 });
    await page.locator('[data-testid="terminal-reopen"]').click();
    await page.locator('[data-testid="terminal-closed"]').waitFor({ state: 'detached' });
    await terminalShows(page, 'ready.');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Terminal: a 10,000-character paste is one line, one answer', async () => {
    const { page, errors } = await open(`/?provider=terminal&lang=en#q=${encodeRequest({ questions: [{ id: 'n', question: 'Paste?' }] })}`);
    await terminalShows(page, 'Paste?');
    await page.locator('[data-testid="terminal"] .xterm-screen').click();
    await paste(page, 'y'.repeat(10_000));
    await page.keyboard.press('Enter');
    const body = await modelReceives(page);
    expect(body).toContain(`{"answers":[{"id":"n","selected":[],"custom":"${'y'.repeat(10_000)}"}]}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('ACP client: single, multi and free text through the real form; required marks; plan review; the model receives dsh-acp\'s mapping', async () => {
    const { page, errors } = await open(`/?provider=acp&lang=en#q=${encodeRequest(SHAPES)}`);
    const region = page.getByRole('region', { name: 'ACP client', exact: true });
    expect(await region.getAttribute('data-testid')).toBe('acp-elicitation');
    await region.getByRole('heading', { name: 'Mode' }).waitFor({ timeout: 15_000 });
    await region.locator('[data-testid="acp-schema-ok"]').waitFor();
    await region.getByLabel('Careful').check();
    await region.getByTestId('acp-accept').click();
    await region.getByRole('group', { name: /What should I update\?/ }).waitFor();
    await region.getByLabel('Code').check();
    await region.getByLabel('Tests').check();
    await region.getByTestId('acp-accept').click();
    await region.getByText('Any note?').first().waitFor();
    await region.getByTestId('acp-accept').click();
    await region.getByRole('alert').waitFor();
    await region.getByLabel(/Any note\?/).fill('ship it');
    await region.getByTestId('acp-accept').click();
    const body = await modelReceives(page);
    expect(body).toContain('{"answers":[{"id":"mode","selected":["Careful"]},{"id":"targets","selected":["Code","Tests"]},{"id":"note","selected":[],"custom":"ship it"}]}');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('ACP client: decline is ASK_CANCELLED, an empty accept NO_ANSWER (DSH\'s messages); plan review renders as a form', async () => {
    const { page, errors } = await open(`/?provider=acp&lang=en#q=${encodeRequest(PLAN)}`);
    const region = page.getByRole('region', { name: 'ACP client', exact: true });
    await region.getByRole('heading', { name: 'Plan', exact: true, level: 3 }).waitFor({ timeout: 15_000 });
    await region.getByLabel('Approve').waitFor();
    await region.getByTestId('acp-decline').click();
    await page.getByText('Error: ask_user_question was cancelled by the user').first().waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await page.close();
    const empty = await open(`/?provider=acp&lang=en#q=${encodeRequest({ questions: [{ id: 'm', question: 'Which?', options: [{ label: 'A' }, { label: 'B' }] }] })}`);
    const form = empty.page.getByRole('region', { name: 'ACP client', exact: true });
    await form.locator('[data-testid="acp-form"]').waitFor({ timeout: 15_000 });
    await form.getByTestId('acp-accept').click();
    await empty.page.getByText('Error: ask_user_question returned no answer').first().waitFor({ timeout: 10_000 });
    expect(empty.errors).toEqual([]);
    await empty.page.close();
  });

  it('the ACP exchange is in the Timeline as acp/rpc, both ways', async () => {
    const { page, errors } = await open(`/?provider=acp&lang=en#q=${encodeRequest({ questions: [{ id: 'x', question: 'Still there?' }] })}`);
    const region = page.getByRole('region', { name: 'ACP client', exact: true });
    await region.locator('[data-testid="acp-form"]').waitFor({ timeout: 15_000 });
    await region.getByLabel(/Still there\?/).fill('yes');
    await region.getByTestId('acp-accept').click();
    await modelReceives(page);
    await page.locator('[data-testid="tab-timeline"]').click();
    const timeline = page.locator('[data-testid="timeline"]');
    await timeline.waitFor();
    await expect.poll(async () => (await timeline.innerText()).split('acp/rpc').length - 1).toBeGreaterThanOrEqual(4);
    expect(await timeline.innerText()).toContain('provider/changed');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switching provider with an ask pending settles it as the disposed provider does, and the Timeline shows the change', async () => {
    const { page, errors } = await open(`/?provider=terminal&lang=en#q=${encodeRequest({ questions: [{ id: 'n', question: 'Name?' }] })}`);
    await terminalShows(page, 'Name?');
    await page.locator('[data-testid="provider-switch"]').getByText('ACP client').click();
    await page.getByText('Error: ask_user_question was interrupted before the user answered').first().waitFor({ timeout: 10_000 });
    await page.getByRole('region', { name: 'ACP client', exact: true }).waitFor();
    expect(new URL(page.url()).search + new URL(page.url()).hash).toContain('provider=');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the terminal fits a phone and a tap focuses it', async () => {
    const { page, errors } = await open(`/?provider=terminal&lang=zh#q=${encodeRequest({ questions: [{ id: 'n', question: '名字？' }] })}`, { width: 390, height: 844 });
    await terminalShows(page, '名字？');
    const screen = page.locator('[data-testid="terminal"] .xterm-screen');
    const box = await page.locator('[data-testid="terminal"]').boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    await screen.click();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('xterm-helper-textarea'))).toBe(true);
    await ime(page, '小明');
    await page.keyboard.press('Enter');
    // On a phone the inspector is a tab of its own: the tool row says the ask was answered.
    await page.locator('[data-testid="canvas"]').getByText('1/1 已回答', { exact: true }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await page.close();
  });
  it('a scenario on the terminal or ACP provider plays in the page: the page chooses its provider, the person answers there, the model receives what that provider gives', async () => {
    const { page, errors } = await open('/?scenario=terminal-queued&lang=en');
    await terminalShows(page, '[Mode] How should I continue?');
    expect(await page.locator('[data-testid="provider-terminal"]').getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-testid="terminal"] .xterm-screen').click();
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    // Queued first in first out: the second ask shows only once the first is answered.
    await terminalShows(page, '[Database] Which database should I use?');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    const text = await modelReceives(page);
    expect(text).toContain('{"answers":[{"id":"mode","selected":["Careful"]}]}');
    expect(text).toContain('{"answers":[{"id":"db","selected":["Postgres"]}]}');
    expect(errors).toEqual([]);
    await page.close();

    const acp = await open('/?scenario=acp-declined&lang=zh');
    const decline = acp.page.getByRole('region', { name: 'ACP 客户端', exact: true }).getByRole('button', { name: '拒绝' });
    await decline.click({ timeout: 20_000 });
    await acp.page.locator('[data-testid="tab-model"]').click();
    await expect.poll(() => acp.page.locator('body').innerText()).toContain('ask_user_question was cancelled by the user');
    expect(acp.errors).toEqual([]);
    await acp.page.close();
  });
});
