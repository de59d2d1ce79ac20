/**
 * Helpers for the e2e tests: launch the system Chromium through playwright-core,
 * open a page of the built app while collecting its console and page errors,
 * run axe-core on it, and put focus inside a just-opened popover or menu.
 *
 * A missing browser is an error, not a silent skip. Only ASKLAB_SKIP_BROWSER=1
 * opts out; the tests then skip themselves (`describe.skipIf(browserSkipReason)`)
 * and say so loudly.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Result as AxeViolation, RunOptions as AxeRunOptions } from 'axe-core';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { chromiumPath, chromiumPresent } from '../../scripts/chromium.mjs';

export type { AxeViolation };

export { chromiumPath };

const browserPresent = chromiumPresent();

const require = createRequire(import.meta.url);

function missingBrowserMessage(): string {
  return [
    `e2e: no Chromium executable at ${chromiumPath}.`,
    'Install one with `sudo apt-get update && sudo apt-get install -y chromium`',
    '(Debian; gives /usr/bin/chromium), or point CHROMIUM_PATH at an existing',
    'Chromium/Chrome binary. `npx playwright install` is not used by this project.',
    'To skip the browser tests on purpose, set ASKLAB_SKIP_BROWSER=1.',
  ].join('\n');
}

/**
 * Non-null when the browser tests must be skipped: only when the browser is
 * missing AND the run explicitly opted out with ASKLAB_SKIP_BROWSER=1.
 */
export const browserSkipReason: string | null =
  !browserPresent && process.env['ASKLAB_SKIP_BROWSER'] === '1'
    ? `ASKLAB_SKIP_BROWSER=1 and no Chromium at ${chromiumPath}`
    : null;

if (browserSkipReason !== null) {
  const bar = '!'.repeat(72);
  console.warn(
    `\n${bar}\n!! e2e: SKIPPING ALL BROWSER TESTS (${browserSkipReason}).\n` +
      `!! Nothing was checked in a real browser.\n${bar}\n`,
  );
}

let announced = false;

/** Launches headless Chromium; throws with install instructions if it is missing. */
export async function launchBrowser(): Promise<Browser> {
  if (!browserPresent) throw new Error(missingBrowserMessage());
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    // Read once by the global setup: without Chromium's own toolbar pages (scripts/chromium.mjs).
    args: inject('chromiumArgs'),
  });
  if (!announced) {
    announced = true;
    console.log(`e2e: launched Chromium ${browser.version()} from ${chromiumPath}`);
  }
  return browser;
}

function isImplicitFaviconMiss(url: string, text: string): boolean {
  if (!text.startsWith('Failed to load resource')) return false;
  try {
    return new URL(url).pathname === '/favicon.ico';
  } catch {
    return false;
  }
}

export interface OpenedPage {
  page: Page;
  /** Console `error` messages and uncaught page errors, in order of arrival. */
  errors: string[];
}

/**
 * Opens `path` (relative to the preview server, e.g. `/?lang=zh`) in a fresh
 * browser context and collects console and page errors into `errors`.
 * `beforeLoad` runs on the new page before it navigates (for init scripts).
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = {},
  beforeLoad?: (page: Page) => Promise<void>,
): Promise<OpenedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await beforeLoad?.(page);
  page.on('close', () => void context.close().catch(() => undefined));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    // Chromium asks for /favicon.ico by itself when the page declares no icon;
    // that 404 is the browser's request, not the app's, so it is not counted.
    if (isImplicitFaviconMiss(url, message.text())) return;
    errors.push(`console.error: ${message.text()}${url ? ` (${url}:${String(lineNumber)})` : ''}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`pageerror: ${error.stack ?? error.message}`);
  });
  await page.goto(new URL(path, inject('baseUrl')).href, { waitUntil: 'load' });
  return { page, errors };
}

/**
 * Injects axe-core into the page and returns the accessibility violations.
 * Evaluated through the DevTools protocol rather than added as a <script>: the
 * page's CSP (script-src 'self') rightly refuses an inline script tag.
 */
/** Held Web Locks named after a host worker: one per living worker (bridge/worker-name.ts). */
export function hostLocks(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const state = await navigator.locks.query();
    return (state.held ?? []).map((lock) => lock.name ?? '').filter((name) => name.startsWith('asklab-host:'));
  });
}

export async function runAxe(page: Page, options: AxeRunOptions = {}): Promise<AxeViolation[]> {
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, runOptions);
    return results.violations;
  }, options);
}

/**
 * Resolves once focus is inside `container`: Kobalte moves focus into a popover or menu a task after it opens (its
 * first stop, or the control it names), so a key pressed, or a focus set, before that move can be overtaken by it.
 */
export async function focusLandedIn(container: Locator): Promise<void> {
  await expect.poll(() => container.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

/** Puts focus on `target` inside a just-opened `container` once the container's own move has landed, and checks that it held. */
export async function focusInOpened(container: Locator, target: Locator): Promise<void> {
  await focusLandedIn(container);
  await target.focus();
  await expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** One line per violation, for readable assertion failures. */
export function formatViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    )
    .join('\n');
}
