/**
 * MCP elicitation in the built app, in a real Chromium, against the REAL
 * reference server (`@modelcontextprotocol/server-everything`, Streamable HTTP),
 * started on a free loopback port before the tests and killed after them — no
 * mock (§9). The page connects from Live → MCP server, calls the server's tools,
 * and answers its elicitations through the card; what the server echoes back
 * (Model receives shows its tool result) is what the assertions read.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverything, stopAll, unreachableUrl, type RunningServer } from '../fixtures/mcp/servers.ts';
import { modelReceives } from './asks.ts';
import { browserSkipReason, formatViolations, launchBrowser, openPage, runAxe } from './browser.ts';

describe.skipIf(browserSkipReason !== null)('MCP server elicitation (Chromium, real everything server)', () => {
  let browser: Browser | undefined;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    server = await startEverything();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stopAll();
  });

  function serverUrl(): string {
    if (server === undefined) throw new Error('the everything server did not start');
    return server.url;
  }

  async function open(path = `/?lang=en&mcp=${encodeURIComponent(serverUrl())}`): Promise<{ page: Page; errors: string[] }> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path);
  }

  /** Waits for the panel's status; if it never comes, the error says what the panel showed instead (a lost click reads idle). */
  async function status(page: Page, state: string): Promise<void> {
    try {
      await page.locator(`[data-testid="mcp-status"][data-state="${state}"]`).waitFor({ timeout: 25_000 });
    } catch (error) {
      const shown = await page
        .locator('[data-testid="mcp-status"]')
        .evaluate((el) => `${el.getAttribute('data-state') ?? '?'}: ${el.textContent ?? ''}`)
        .catch(() => 'no status line');
      throw new Error(`the MCP status never read "${state}"; it reads ${shown}`, { cause: error });
    }
  }

  async function connect(page: Page): Promise<void> {
    await page.locator('[data-testid="mcp-connect"]').click();
    await status(page, 'connected');
  }

  /** Picks a tool, waits until its arguments are checked, and calls it. */
  async function call(page: Page, tool: string, args?: string): Promise<void> {
    await page.locator(`[data-testid="mcp-tool"][data-tool="${tool}"]`).click();
    if (args !== undefined) await page.locator('[data-testid="mcp-arguments"]').fill(args);
    await page.locator('[data-testid="mcp-arguments-ok"]').waitFor();
    await page.locator('[data-testid="mcp-call"]:not([disabled])').click();
  }

  async function card(page: Page): Promise<Locator> {
    const found = page.locator('[data-testid="question-card"]');
    await found.waitFor({ state: 'visible' });
    return found;
  }

  async function at(c: Locator, index: number): Promise<void> {
    await expect.poll(() => c.getAttribute('data-index')).toBe(String(index));
  }

  /** The everything server's echo of what it received (the JSON after "Raw result:"). */
  async function echo(page: Page): Promise<{ action: string; content?: Record<string, unknown> }> {
    await page.locator('[data-testid="model-receives"][data-tool="trigger-elicitation-request"]').waitFor();
    const { text } = await modelReceives(page);
    const at = text.indexOf('Raw result:');
    if (at === -1) throw new Error(`no echo in: ${text}`);
    return JSON.parse(text.slice(at + 'Raw result:'.length)) as { action: string; content?: Record<string, unknown> };
  }

  /** Name, Yes, then the defaults; the three empty optional fields skipped, or `email` typed in. */
  async function answer(c: Locator, email?: string): Promise<void> {
    await at(c, 0);
    await c.locator('[data-testid="free-text"]').fill('Ada Lovelace');
    await c.locator('[data-testid="primary"]').click();
    await at(c, 1);
    await c.locator('[data-testid="option"]', { hasText: 'Yes' }).click();
    await at(c, 2);
    await c.locator('[data-testid="primary"]').click(); // the default first line
    await at(c, 3);
    if (email === undefined) await c.locator('[data-testid="skip"]').click();
    else {
      await c.locator('[data-testid="free-text"]').fill(email);
      await c.locator('[data-testid="primary"]').click();
    }
    await at(c, 4);
    await c.locator('[data-testid="skip"]').click(); // homepage
    await at(c, 5);
    await c.locator('[data-testid="skip"]').click(); // birthdate
    for (let i = 6; i < 12; i++) {
      await at(c, i);
      await c.locator('[data-testid="primary"]').click(); // the defaults: 42, 3.14, Monica, Guitar, Superman, Tuna
    }
    await at(c, 12);
    await c.locator('[data-testid="primary"]', { hasText: 'Submit' }).click(); // Cats
  }

  it('the Connect button stays where it first appeared while the panels above it settle', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    // Every layout position the button takes, frame by frame, from the first frame it exists (scroll-independent).
    const { page, errors } = await openPage(browser, `/?lang=en&mcp=${encodeURIComponent(serverUrl())}`, {}, async (p) => {
      await p.addInitScript(() => {
        const seen: number[] = [];
        (window as unknown as { connectTops: number[] }).connectTops = seen;
        const watch = (): void => {
          const button = document.querySelector<HTMLElement>('[data-testid="mcp-connect"]');
          if (button !== null) {
            let top = 0;
            for (let el: HTMLElement | null = button; el !== null; el = el.offsetParent as HTMLElement | null) top += el.offsetTop;
            if (seen.at(-1) !== top) seen.push(top);
          }
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      });
    });
    try {
      // The live settings above it start the demo model, then say it is ready: a longer line than "Starting…".
      await page.locator('[data-testid="live-status"]', { hasText: 'Demo model ready' }).waitFor();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const tops = await page.evaluate(() => (window as unknown as { connectTops: number[] }).connectTops);
      expect(tops.length).toBeGreaterThan(0);
      expect(tops).toEqual([tops[0]]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('?mcp= pre-fills the URL and does not connect', async () => {
    const { page, errors } = await open();
    try {
      const field = page.locator('[data-testid="mcp-url"]');
      await field.waitFor();
      expect(await field.inputValue()).toBe(serverUrl());
      expect(await page.locator('[data-testid="mcp-status"]').getAttribute('data-state')).toBe('idle');
      expect(await page.locator('[data-testid="mcp-server"]').count()).toBe(0);
      await page.locator('[data-testid="tab-timeline"]').click();
      // The boot frames are system frames, hidden by default: show them, so the
      // list is not empty for a reason other than "nothing was sent".
      await page.locator('[data-testid="filter-system"]').click();
      await page.locator('[data-testid="frame"]').first().waitFor({ state: 'attached' });
      expect(await page.locator('[data-testid="frame"][data-type^="mcp/"]').count()).toBe(0);
      expect(await page.locator('[data-testid="filter-transport"] .timeline-chip-count').textContent()).toBe('0');
      expect(await page.locator('[data-testid="inspector"]').textContent()).not.toContain('mcp/connect');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('answers the server through the card: the name, 42 as a number, the boolean and the multi-select arrive typed', async () => {
    const { page, errors } = await open();
    try {
      await connect(page);
      expect(await page.locator('[data-testid="mcp-server-name"]').textContent()).toBe('Everything Reference Server');
      await call(page, 'trigger-elicitation-request');
      const c = await card(page);
      expect(await c.locator('[data-testid="mcp-origin-server"]').textContent()).toBe('mcp-servers/everything');
      expect(await c.locator('[data-testid="mcp-origin-message"]').textContent()).toBe('Please provide inputs for the following fields:');
      // `name` is required: no Skip on it.
      expect(await c.locator('[data-testid="skip"]').count()).toBe(0);
      expect(await c.locator('[data-testid="required"]').count()).toBe(1);
      await answer(c);
      const result = await echo(page);
      expect(result.action).toBe('accept');
      expect(result.content?.['name']).toBe('Ada Lovelace');
      expect(result.content?.['integer']).toBe(42);
      expect(result.content?.['check']).toBe(true);
      expect(result.content?.['untitledMultipleSelectEnum']).toEqual(['Guitar']);
      expect(result.content?.['titledMultipleSelectEnum']).toEqual(['fish-1']);
      expect(result.content).not.toHaveProperty('email');
      // The elicitation's own outcome is a row of its own, and the JSON-RPC exchange is in the log.
      await page.locator('[data-testid="tool-row"][data-tool="elicitation/create"][data-state="ok"]').waitFor();
      await page.locator('[data-testid="tab-timeline"]').click();
      await expect.poll(() => page.locator('[data-testid="inspector"]').textContent()).toContain('mcp/rpc');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Decline → the server reports declined; ✕ → cancelled', async () => {
    const { page, errors } = await open();
    try {
      await connect(page);
      await call(page, 'trigger-elicitation-request');
      await (await card(page)).locator('[data-testid="decline"]').click();
      expect((await echo(page)).action).toBe('decline');
      expect((await modelReceives(page)).text).toContain('User declined');
      await page.locator('[data-testid="tool-row"][data-code="ELICITATION_DECLINED"]').waitFor();

      await call(page, 'trigger-elicitation-request');
      await (await card(page)).locator('[data-testid="dismiss"]').click();
      await expect.poll(async () => (await modelReceives(page)).text).toContain('User cancelled');
      expect((await echo(page)).action).toBe('cancel');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an invalid email keeps the card, names the field, and nothing reaches the server', async () => {
    const { page, errors } = await open();
    try {
      await connect(page);
      await call(page, 'trigger-elicitation-request');
      const c = await card(page);
      await answer(c, 'not-an-email');
      // Back at the email question, with the reason; the card stays.
      await at(c, 3);
      await expect.poll(() => c.locator('[data-testid="card-status"]').textContent()).toBe(
        'Not sent: String with email format: enter a valid email address, like name@example.com.',
      );
      expect(await page.locator('[data-testid="tool-row"][data-tool="elicitation/create"]').getAttribute('data-state')).toBe('running');
      // Had anything been sent, the server would have echoed it; it hears only the ✕ that follows.
      await c.locator('[data-testid="dismiss"]').click();
      expect((await echo(page)).action).toBe('cancel');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a URL request shows the address with its host and opens it only after a confirm step, never fetching it', async () => {
    const { page, errors } = await open();
    const target = 'https://login.example.com/authorize?client=asklab';
    const fetchedByApp: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('example.com')) fetchedByApp.push(request.url());
    });
    // The new tab is the browser's, not asklab's: answer it locally so the test needs no network.
    await page.context().route('https://login.example.com/**', (route) => route.fulfill({ status: 200, body: 'signed in' }));
    try {
      await connect(page);
      await call(page, 'trigger-url-elicitation', JSON.stringify({ url: target }));
      const c = await card(page);
      expect(await c.getAttribute('data-kind')).toBe('mcp-url');
      expect(await c.locator('[data-testid="mcp-url-host"]').textContent()).toBe('login.example.com');
      expect(await c.locator('[data-testid="mcp-url-address"]').textContent()).toBe(target);
      await c.locator('[data-testid="mcp-url-open"]').click();
      expect(await c.locator('[data-testid="mcp-url-confirm"]').textContent()).toBe('Open login.example.com in a new tab?');
      const popup = page.waitForEvent('popup');
      await c.locator('[data-testid="mcp-url-confirm-open"]').click();
      const tab = await popup;
      await tab.waitForLoadState();
      expect(tab.url()).toBe(target);
      await expect.poll(async () => (await modelReceives(page)).text).toContain('User completed the URL elicitation flow');
      expect(fetchedByApp).toEqual([]);
      await tab.close();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('an unreachable URL gives a clear message, and a later Connect works', async () => {
    const nowhere = await unreachableUrl();
    const { page, errors } = await open(`/?lang=en&mcp=${encodeURIComponent(nowhere)}`);
    try {
      await page.locator('[data-testid="mcp-connect"]').click();
      await status(page, 'failed');
      expect(await page.locator('[data-testid="mcp-problem"]').getAttribute('data-kind')).toBe('unreachable');
      expect(await page.locator('[data-testid="mcp-problem"]').textContent()).toBe(
        `Nothing answered at ${nowhere}: the server is not running, the address is wrong, or it refused this page (CORS).`,
      );
      await page.locator('[data-testid="mcp-url"]').fill(serverUrl());
      await connect(page);
      expect(await page.locator('[data-testid="mcp-tool"]').count()).toBeGreaterThan(5);
      // The page's own origin answers, but not as MCP.
      await page.locator('[data-testid="mcp-disconnect"]').click();
      await status(page, 'closed');
      await page.locator('[data-testid="mcp-url"]').fill(new URL('/mcp', page.url()).href);
      await page.locator('[data-testid="mcp-connect"]').click();
      await status(page, 'failed');
      expect(await page.locator('[data-testid="mcp-problem"]').getAttribute('data-kind')).toBe('not-mcp');
      // Failed fetches are the point of this test; the browser logs each as a console error.
      expect(errors.filter((e) => !e.includes('Failed to load resource') && !e.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the card and the panel pass axe in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page } = await open(`/?lang=en&theme=${theme}&mcp=${encodeURIComponent(serverUrl())}`);
      try {
        await connect(page);
        await call(page, 'trigger-elicitation-request');
        await card(page);
        const violations = await runAxe(page);
        expect(violations, formatViolations(violations)).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});
