/**
 * The system Chromium as the bench, the e2e tests and the screenshots start it:
 * headless, and without Chromium's own toolbar pages.
 *
 * Headless Chromium opens a browser window for each new context, and for each
 * one it loads its toolbar's web pages (the omnibox popup: two WebUI pages,
 * ~300 scripts) in a renderer of their own. On a 2-core machine that renderer
 * takes a good part of a core while the page under test loads; no visitor's page
 * load pays it (docs/decisions/2026-12-07-chromium-without-its-toolbar.md).
 *
 * Chromium reads only the last `--disable-features` switch it is given, and
 * Playwright passes one of its own; so the features Playwright disables are read
 * from chrome://version of a browser started with Playwright's defaults and
 * repeated beside these.
 */
import { accessSync, constants } from 'node:fs';

/** Where Chromium is: CHROMIUM_PATH, or Debian's package. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether `path` (by default chromiumPath) is a program this process may run. */
export function chromiumPresent(path = chromiumPath) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The switches every headless run here starts with: no sandbox (containers), no GPU, no background traffic. */
export const HEADLESS_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The features behind the toolbar's pages and their preloading. */
export const TOOLBAR_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

/**
 * The features a browser started with `args` disables, as its chrome://version
 * lists them (every `--disable-features` switch, in order).
 *
 * @param {import('playwright-core').BrowserType} browserType
 * @param {string} executablePath
 * @param {readonly string[]} args
 * @returns {Promise<string[]>}
 */
export async function disabledFeatures(browserType, executablePath, args) {
  const browser = await browserType.launch({ executablePath, headless: true, args: [...args] });
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').innerText({ timeout: 5000 });
    return [...commandLine.matchAll(/--disable-features=(\S+)/g)].flatMap((match) => (match[1] ?? '').split(','));
  } finally {
    await browser.close();
  }
}

/**
 * HEADLESS_ARGS and one `--disable-features` switch: what Playwright disables, and the toolbar's pages. Starts and
 * closes a browser to read Playwright's list, so it is called once per run (the e2e tests' global setup does).
 *
 * @param {import('playwright-core').BrowserType} browserType
 * @param {string} executablePath
 * @returns {Promise<string[]>}
 */
export async function chromiumArgs(browserType, executablePath) {
  const features = new Set([...(await disabledFeatures(browserType, executablePath, HEADLESS_ARGS)), ...TOOLBAR_WEBUI]);
  return [...HEADLESS_ARGS, `--disable-features=${[...features].join(',')}`];
}

/**
 * The toolbar pages a new context of `browser` still opens (their URLs); empty when none.
 *
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<string[]>}
 */
export async function toolbarPages(browser) {
  const context = await browser.newContext();
  try {
    await context.newPage();
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    await session.detach();
    return targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url);
  } finally {
    await context.close();
  }
}
