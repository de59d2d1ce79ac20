#!/usr/bin/env node
/**
 * Full-page screenshots of the built app in headless Chromium, for every
 * combination of theme (light, dark), locale (en, zh) and width (390, 1024, 1440).
 *
 *   npm run screenshots                      # the page at /
 *   npm run screenshots -- / '/?scenario=x'  # several paths
 *   npm run screenshots -- --build /         # rebuild dist/ first
 *   npm run screenshots -- --wait=2000 /?scenario=mixed-batch   # let it play first (at least 500 ms)
 *
 * Builds dist/ when it does not exist (or with --build), serves it with Vite's
 * preview server on 127.0.0.1 and a free port, and writes
 * screenshots/<path>-<theme>-<lang>-<width>.png (the folder is gitignored).
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, chromiumPresent } from './chromium.mjs';
import { preview } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'screenshots');

const THEMES = ['light', 'dark'];
const LANGS = ['en', 'zh'];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];

const args = process.argv.slice(2);
const forceBuild = args.includes('--build');
const waitArg = args.find((a) => a.startsWith('--wait='));
const waitMs = waitArg === undefined ? 0 : Number(waitArg.slice('--wait='.length));
const paths = args.filter((a) => a !== '--build' && !a.startsWith('--wait='));
if (paths.length === 0) paths.push('/');
for (const p of paths) {
  if (!p.replace(/^[A-Za-z0-9_-]+=(?=\/)/, '').startsWith('/')) {
    console.error(`screenshots: paths must start with "/" (got ${JSON.stringify(p)})`);
    process.exit(2);
  }
}

if (!chromiumPresent()) {
  console.error(
    `screenshots: no Chromium at ${chromiumPath}. Install it with ` +
      '`sudo apt-get install -y chromium fonts-noto-cjk`, or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

if (forceBuild || !existsSync(join(root, 'dist', 'index.html'))) {
  console.log('screenshots: building dist/ ...');
  const build = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('screenshots: `vite build` failed');
    process.exit(1);
  }
}

/** "/" -> "root", "/a/b?x=1" -> "a_b_x-1": safe as a file name; "name=/path" names it explicitly. */
function slug(path) {
  const named = /^([A-Za-z0-9_-]+)=\//.exec(path);
  if (named) return named[1];
  const s = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/[?&]/g, '_')
    .replace(/=/g, '-')
    .replace(/[^A-Za-z0-9._-]+/g, '_');
  return s === '' ? 'root' : s.slice(0, 80);
}

const server = await preview({
  root,
  mode: 'production',
  logLevel: 'warn',
  preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
});
let browser;
let problems = 0;
try {
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') {
    throw new Error(`the preview server has no TCP address (${String(address)})`);
  }
  const baseUrl = `http://127.0.0.1:${address.port}`;

  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: await chromiumArgs(chromium, chromiumPath),
  });
  console.log(`screenshots: Chromium ${browser.version()} from ${chromiumPath}, app at ${baseUrl}`);
  mkdirSync(outDir, { recursive: true });

  for (const path of paths) {
    for (const theme of THEMES) {
      for (const lang of LANGS) {
        for (const viewport of VIEWPORTS) {
          const url = new URL(path.replace(/^[A-Za-z0-9_-]+=(?=\/)/, ''), baseUrl);
          url.searchParams.set('theme', theme);
          url.searchParams.set('lang', lang);
          const context = await browser.newContext({
            viewport,
            colorScheme: theme,
            locale: lang === 'zh' ? 'zh-CN' : 'en-US',
          });
          const page = await context.newPage();
          const errors = [];
          page.on('console', (m) => {
            if (m.type() !== 'error') return;
            // Chromium asks for /favicon.ico by itself when the page declares no icon.
            if (/\/favicon\.ico$/.test(m.location().url ?? '')) return;
            errors.push(`console.error: ${m.text()}`);
          });
          page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
          // "load", not "networkidle": a page whose live examples keep playing (the docs) never goes idle.
          await page.goto(url.href, { waitUntil: 'load' });
          // At least half a second for the first card; longer when asked to let a scenario play.
          await page.waitForTimeout(Math.max(500, waitMs));
          await page.evaluate(() => document.fonts.ready);
          const file = join(outDir, `${slug(path)}-${theme}-${lang}-${viewport.width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(`  ${relative(root, file)}  <- ${url.pathname}${url.search}`);
          for (const e of errors) console.warn(`    page error: ${e}`);
          problems += errors.length;
          await context.close();
        }
      }
    }
  }
} finally {
  await browser?.close();
  await server.close();
}

if (problems > 0) {
  console.error(`screenshots: done, but the pages reported ${problems} error(s)`);
  process.exitCode = 1;
} else {
  console.log('screenshots: done');
}
