#!/usr/bin/env node
/**
 * `npm run bench`: the quality-bar figures of SPEC §7, measured on the built app
 * in a real headless Chromium. It prints a table and writes bench/results.json;
 * it asserts nothing (the size budgets are enforced by test/e2e/size-budget.test.ts).
 *
 * What it measures, and how:
 * - ask-hop / ask-paint (the app's own User Timing measures, §7.1), p50/p95 over
 *   repeated asks on one warm page:
 *     (before each warm ask the page settles for two frames and 100 ms, as it would for a person)
 *     typical: a 3-question request opened with `?q=`, then dismissed (✕) and
 *       asked again with the Examples tab's "Mixed batch" button (a direct ask by
 *       the root agent: the real worker → main path);
 *     large:   `?scenario=large-batch` (220 questions through the model-facing
 *       tool), restarted with the scenario player between asks.
 * - navigation → first card painted: the end of the first ask-paint measure
 *   (performance.now() since navigation start) over several fresh page loads
 *   (the `?q=` link; `?scenario=large-batch` for the large card, whose 220
 *   questions would not fit in a URL).
 * - navigation → first card ÷ a static-HTML copy of the same card: the typical
 *   `?q=` card is rendered once, the page's DOM is saved without its scripts
 *   (stylesheets kept, as a static site would link them) into dist/, and both
 *   pages are loaded fresh, interleaved (the order reversed every other round), in
 *   the same run. Each is timed by the Element Timing entry of the card's heading
 *   (its render time, from navigation start; the app marks the heading itself, and
 *   the copy keeps the attribute), which is the same measure for a page with and
 *   without scripts, read the same way for every page: after its load event, from
 *   the buffered entries, with nothing asked of the page while it loads. The ratio is
 *   of the two p50s; the goal is ≤ 1.25×. A third page, loaded in the same rotation,
 *   is the floor of any worker-driven card: the copy's page with an empty #root whose
 *   only script starts a module worker, posts it the fragment, and inserts the copy's
 *   card markup when the worker answers (no app code).
 *   Beside the ratio, the app's path to that card, p50 of each step on the page's clock: the entry script received,
 *   the worker's global scope created, `question/requested` posted, the heading presented (for this plain `?q=`
 *   link the card the entry draws before the app, src/app/first-card.ts), then the app's live card's frame run.
 * - JS on the main thread before the first card (gzip -9), walked from the build's
 *   manifest as test/e2e/size-budget.test.ts walks it: the entry and the app (any page
 *   the app draws), and the entry and the drawing (a plain `?q=` link); beside them,
 *   every script the last `?q=` load had received before its live card's ask-paint
 *   ended (workers excluded: they run off the main thread). The worker chunk is the one
 *   the entry names; other workers (the trace reader) are listed apart.
 * - the MCP worker (the MCP SDK client, started on Connect only): gzip -9 of its
 *   chunk, outside both budgets, printed so its growth is seen.
 * - click → next paint while paging the large batch: the pager-next click's
 *   event.timeStamp to the task after the next animation frame (the same
 *   rAF + setTimeout probe the card uses for ask-paint).
 * - every scenario headless: the scenario test file run by vitest (JSON reporter).
 * - markdown budgets (docs/decisions/2026-12-03-markdown-limits.md), each ask sent
 *   from the request editor (too large for a link), the editor then closed:
 *     card paint for any detail size: the ask's hop + paint (sent → first frame
 *       with the card) for details of about 1 kB, 64 kB, 500 kB (a 50×1,000 table)
 *       and 2 MB; budget 100 ms;
 *     a 50×1,000 table rendered to its last row ("Show more" pressed until it is
 *       gone): every main-thread task longer than 50 ms, from a PerformanceObserver
 *       for `longtask` started before Ask; budget: none.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_ASKS (default 30),
 * BENCH_LOADS (default 8), BENCH_CLICKS (default 30), BENCH_SKIP_BUILD=1 reuses dist/,
 * BENCH_ONLY=markdown measures the markdown budgets alone; BENCH_ONLY=versus measures
 * navigation → first card against the static copy alone (nothing is written);
 * BENCH_ONLY=traces reads a generated 100 MB Claude Code transcript alone (bench/traces.mjs, BENCH_TRACE_MB);
 * BENCH_ONLY=growth measures growth alone (bench/growth.mjs: 20 kB / 200 kB / 2 MB questions, docs examples'
 * workers) and writes it into bench/results.json beside the last full run's figures. The full run keeps growth and its measured-vs-goal lines
 * (`growthLines`, the trace's 100 MB figure among them) in bench/results.json.
 * BENCH_ONLY=session measures a growing session alone (bench/session.mjs: N = 1, 200, 2,000 asks in one page;
 * BENCH_SESSION_SIZES=1,200 for a shorter run; BENCH_SESSION_REPEATS asks per point, default 11) and keeps it as `session` in bench/results.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lz from 'lz-string';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { printTraces, traceBench } from './traces.mjs';
import { growthBench, growthLines, printGrowth } from './growth.mjs';
import { printSession, sessionBench, SESSION_REPEATS, SESSION_SIZES } from './session.mjs';
import { chromiumArgs, chromiumPath as CHROMIUM, chromiumPresent, toolbarPages } from '../scripts/chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const ASKS = positive(process.env.BENCH_ASKS, 30);
const LOADS = positive(process.env.BENCH_LOADS, 8);
const CLICKS = positive(process.env.BENCH_CLICKS, 30);
const STEP_TIMEOUT = 30_000;
/** The static copy of the typical card, written into dist/ and served beside the app. */
const STATIC_COPY = 'bench-static-card.html';
/**
 * The worker round trip alone: the static copy's page with an empty #root and two
 * tiny scripts that start a module worker, post it the URL's fragment, and insert the
 * copy's card markup when it answers. No app code: the part of the ratio that
 * any page whose card comes from a worker would pay.
 */
const WORKER_FLOOR = ['bench-worker-floor.html', 'bench-worker-floor.js', 'bench-worker-floor-worker.js', 'bench-worker-floor-card.js'];

/** The typical request: the same three questions as the Examples tab's "Mixed batch". */
const TYPICAL = {
  questions: [
    {
      id: 'mode',
      header: 'Mode',
      question: 'How should I continue?',
      options: [
        { label: 'Fast (Recommended)', description: 'Favour speed, skip the exhaustive checks' },
        { label: 'Careful', description: 'Run every check before each change' },
      ],
    },
    { id: 'path', header: 'Target', question: 'Which directory should I write to?' },
    {
      id: 'checks',
      header: 'Checks',
      question: 'Which checks should run before merging?',
      multiSelect: true,
      options: [{ label: 'Unit tests' }, { label: 'Type check' }, { label: 'Lint' }, { label: 'End-to-end tests' }],
    },
  ],
};

function positive(text, fallback) {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function log(line) {
  process.stderr.write(`bench: ${line}\n`);
}

/** Nearest-rank percentile. */
function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

function stats(values) {
  return {
    n: values.length,
    p50: round(percentile(values, 50)),
    p95: round(percentile(values, 95)),
    max: round(values.length === 0 ? null : Math.max(...values)),
  };
}

function round(value, digits = 1) {
  if (value === null || value === undefined) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function build() {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(DIST, 'index.html'))) {
    log('BENCH_SKIP_BUILD=1: reusing dist/');
    return null;
  }
  const started = performance.now();
  const { code, output } = await run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    NODE_ENV: 'production',
  });
  if (code !== 0) throw new Error(`vite build failed:\n${output}`);
  return performance.now() - started;
}

/** The worker chunk(s): emitted assets whose source is the host worker entry. */
function workerFiles() {
  const assets = readdirSync(join(DIST, 'assets'));
  return assets.filter((f) => /^worker-[\w-]+\.js$/.test(f));
}

/**
 * The chunks a first card needs on the main thread, walked from dist/.vite/manifest.json as
 * test/e2e/size-budget.test.ts walks them: the index.html entry and its static imports, then either the app
 * (any page the app draws) or the drawing of a plain `?q=` link's card (src/app/first-card.ts), with theirs.
 */
function firstCardFiles(next) {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`bench: the manifest has no chunk "${key}"`);
    files.push(basename(chunk.file));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  const dynamic = manifest['index.html']?.dynamicImports ?? [];
  for (const key of dynamic.filter((k) => (next === 'drawn') === (k === 'src/app/first-card.ts'))) visit(key);
  return files.map((file) => ({ file, gzip: gzipBytes(join(DIST, 'assets', file)) }));
}

/** The worker chunk the page starts (the one named by the files of `appPath`, firstCardFiles('app')), as the size-budget test finds it. */
function hostWorkerFile(appPath) {
  const named = new Set(
    appPath.flatMap(({ file }) => [...readFileSync(join(DIST, 'assets', file), 'utf8').matchAll(/worker-[\w-]+\.js/g)].map((m) => m[0])),
  );
  if (named.size !== 1) throw new Error(`bench: the page's entry names ${named.size} worker chunks, expected one`);
  return [...named][0];
}

/** The MCP worker (the SDK and its validator): started on Connect only, outside the first-card and worker budgets. */
function mcpWorkerFiles() {
  return readdirSync(join(DIST, 'assets')).filter((f) => /^mcp-worker-[\w-]+\.js$/.test(f));
}

/** The same link with the request in the fragment: a 2 MB question's link is longer than a server takes in a request line. */
function hashAskUrl(base, request) {
  return `${base}/?lang=en#q=${lz.compressToEncodedURIComponent(JSON.stringify(request))}`;
}

function askUrl(base, request) {
  return `${base}/?lang=en&q=${lz.compressToEncodedURIComponent(JSON.stringify(request))}`;
}

/** The page's ask measures, in order: { rpcId, hop, paint, paintEnd }. */
function readAskMeasures(page) {
  return page.evaluate(() => {
    const byId = new Map();
    for (const name of ['ask-hop', 'ask-paint']) {
      for (const entry of performance.getEntriesByName(name, 'measure')) {
        const rpcId = entry.detail?.rpcId;
        if (typeof rpcId !== 'string') continue;
        const row = byId.get(rpcId) ?? { rpcId };
        if (name === 'ask-hop') row.hop = entry.duration;
        else {
          row.paint = entry.duration;
          row.paintEnd = entry.startTime + entry.duration;
        }
        byId.set(rpcId, row);
      }
    }
    return [...byId.values()];
  });
}

async function paintedCount(page) {
  return page.evaluate(() => performance.getEntriesByName('ask-paint', 'measure').length);
}

async function waitForPaints(page, count) {
  await page.waitForFunction((n) => performance.getEntriesByName('ask-paint', 'measure').length >= n, count, {
    timeout: STEP_TIMEOUT,
    polling: 'raf',
  });
}

/** Main-thread script resources finished before `until` (ms since navigation start). */
async function scriptsBefore(page, until, workers) {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ name: e.name, responseEnd: e.responseEnd, initiator: e.initiatorType })),
  );
  const files = [];
  for (const entry of entries) {
    const path = new URL(entry.name).pathname;
    if (!path.endsWith('.js') || entry.responseEnd > until) continue;
    const file = basename(path);
    if (workers.includes(file)) continue;
    const local = join(DIST, 'assets', file);
    if (!existsSync(local)) continue;
    files.push({ file, gzip: gzipBytes(local) });
  }
  return files;
}

async function fresh(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The render time of the card's heading (ms since navigation start), once it has been painted. */
function cardRenderTime(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const observer = new PerformanceObserver((list) => {
          const entry = list.getEntries().find((e) => e.identifier === 'ask-card');
          if (entry === undefined) return;
          observer.disconnect();
          resolve(entry.renderTime || entry.loadTime);
        });
        observer.observe({ type: 'element', buffered: true });
      }),
  );
}

/**
 * Renders the typical card once and saves the page as static HTML in dist/: the DOM
 * as painted, no scripts, no module preloads, the same stylesheets.
 */
async function saveStaticCopy(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(askUrl(base, TYPICAL), { waitUntil: 'load' });
  await waitForPaints(page, 1);
  const { html, floor, markup } = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true);
    for (const el of copy.querySelectorAll('script, link[rel="modulepreload"]')) el.remove();
    const html = `<!doctype html>\n${copy.outerHTML}`;
    // The floor: the same page, its #root empty, with the one script that asks a bare worker.
    const root = copy.querySelector('#root');
    const markup = root?.innerHTML ?? '';
    root?.replaceChildren();
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/bench-worker-floor.js';
    copy.querySelector('head')?.append(script);
    return { html, floor: `<!doctype html>\n${copy.outerHTML}`, markup };
  });
  await context.close();
  writeFileSync(join(DIST, STATIC_COPY), html);
  const [floorPage, floorScript, floorWorker, floorCard] = WORKER_FLOOR;
  writeFileSync(join(DIST, floorPage), floor);
  writeFileSync(join(DIST, floorCard), `export const markup = ${JSON.stringify(markup)};\n`);
  writeFileSync(
    join(DIST, floorScript),
    [
      `import { markup } from './${floorCard}';`,
      `const worker = new Worker('/${floorWorker}', { type: 'module' });`,
      `worker.addEventListener('message', () => { document.getElementById('root').innerHTML = markup; });`,
      `worker.postMessage({ type: 'run/boot', q: new URLSearchParams(location.search).get('q') });`,
      '',
    ].join('\n'),
  );
  writeFileSync(join(DIST, floorWorker), `self.addEventListener('message', (event) => self.postMessage({ type: 'question/requested', q: event.data.q }));\n`);
  return html.length;
}

function removeCopies() {
  for (const file of [STATIC_COPY, ...WORKER_FLOOR]) rmSync(join(DIST, file), { force: true });
}

/**
 * The app's first card, its static copy and the floor, each loaded fresh in turn, `loads` times each; the order is
 * reversed every other round, so that no page always follows the same one (a context closing, say).
 */
async function appVersusStatic(browser, base, workers, loads) {
  const app = { firstCard: [], heading: [], steps: [] };
  const copy = { heading: [] };
  const floor = { heading: [] };
  let scripts = [];
  const loadApp = async (last) => {
    const { context, page } = await fresh(browser);
    // Each page is measured alike, and nothing is asked of it while it loads: the heading's render time is read from
    // the buffered Element Timing entries once the load event has fired (waitForPaints polls with Playwright's
    // injected script, whose evaluation during the load would count against the app alone).
    await page.goto(askUrl(base, TYPICAL), { waitUntil: 'load' });
    const heading = await cardRenderTime(page);
    await waitForPaints(page, 1);
    app.heading.push(heading);
    app.steps.push({ ...(await bootSteps(page)), heading });
    const [first] = await readAskMeasures(page);
    if (first?.paintEnd !== undefined) app.firstCard.push(first.paintEnd);
    if (last && first?.paintEnd !== undefined) scripts = await scriptsBefore(page, first.paintEnd, workers);
    await context.close();
  };
  const loadCopy = async () => {
    const { context, page } = await fresh(browser);
    await page.goto(`${base}/${STATIC_COPY}`, { waitUntil: 'load' });
    copy.heading.push(await cardRenderTime(page));
    await context.close();
  };
  const loadFloor = async () => {
    const { context, page } = await fresh(browser);
    await page.goto(`${base}/${WORKER_FLOOR[0]}${new URL(askUrl(base, TYPICAL)).search}`, { waitUntil: 'load' });
    floor.heading.push(await cardRenderTime(page));
    await context.close();
  };
  for (let i = 0; i < loads; i++) {
    const round = [() => loadApp(i === loads - 1), loadCopy, loadFloor];
    for (const load of i % 2 === 0 ? round : round.reverse()) await load();
  }
  return { app, copy, floor, scripts };
}

/**
 * Where the app's first card spends its time, on the page's clock (ms since navigation start): the entry script
 * received, the worker's global scope created (its timeOrigin), `question/requested` posted by the worker (the start
 * of the ask-hop measure), the card rendered and its frame run (the end of ask-paint). Read after the card, so
 * nothing is added to the page while it loads.
 */
async function bootSteps(page) {
  // Looked up once the card is up: a 'worker' listener during the load is work the copy and the floor are spared.
  const worker = page.workers().find((w) => /\/assets\/worker-[\w-]+\.js$/.test(new URL(w.url()).pathname));
  if (worker === undefined) throw new Error('bench: the page has no host worker');
  const workerOrigin = await worker.evaluate(() => performance.timeOrigin);
  return page.evaluate((workerOrigin) => {
    const entry = performance.getEntriesByType('resource').find((r) => /\/assets\/main-[\w-]+\.js$/.test(new URL(r.name).pathname));
    const hop = performance.getEntriesByName('ask-hop', 'measure')[0];
    const paint = performance.getEntriesByName('ask-paint', 'measure')[0];
    return {
      entry: entry?.responseEnd ?? null,
      workerScope: workerOrigin - performance.timeOrigin,
      questionPosted: hop?.startTime ?? null,
      cardPainted: paint === undefined ? null : paint.startTime + paint.duration,
    };
  }, workerOrigin);
}

/** Fresh page loads of `url`: time to the first painted card, and the scripts loaded before it. */
async function coldLoads(browser, url, workers, loads) {
  const firstCard = [];
  let scripts = [];
  for (let i = 0; i < loads; i++) {
    const { context, page } = await fresh(browser);
    await page.goto(url, { waitUntil: 'commit' });
    await waitForPaints(page, 1);
    const [first] = await readAskMeasures(page);
    if (first?.paintEnd !== undefined) firstCard.push(first.paintEnd);
    if (i === loads - 1 && first?.paintEnd !== undefined) scripts = await scriptsBefore(page, first.paintEnd, workers);
    await context.close();
  }
  return { firstCard, scripts };
}

/** Two animation frames and a short idle gap. */
function settle(page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
  );
}

async function typicalAsks(browser, base, asks) {
  const { context, page, errors } = await fresh(browser);
  await page.goto(askUrl(base, TYPICAL), { waitUntil: 'load' });
  await waitForPaints(page, 1);
  // The examples are a section of the catalogue: open it once, it stays open.
  await page.locator('[data-testid="tab-examples"]').click();
  const example = page.locator('[data-testid="example-mixed"]');
  const card = page.locator('[data-testid="question-card"]');
  for (let i = 0; i < asks; i++) {
    const before = await paintedCount(page);
    await card.locator('[data-testid="dismiss"]').click();
    await card.waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
    // Let the dismissal finish rendering (a person takes far longer than two frames to click again),
    // so ask-hop measures the hop, not the tail of the previous interaction.
    await settle(page);
    await example.click();
    await waitForPaints(page, before + 1);
  }
  // The first ask came with the page load (cold): the warm figures leave it out.
  const measures = (await readAskMeasures(page)).slice(1);
  await context.close();
  return { measures, errors };
}

async function largeAsksAndPaging(browser, base, asks, clicks) {
  const { context, page, errors } = await fresh(browser);
  await page.goto(`${base}/?lang=en&scenario=large-batch`, { waitUntil: 'load' });
  const count = page.locator('[data-testid="question-card"] [data-testid="pager-count"]');
  await waitForPaints(page, 1);
  await count.filter({ hasText: '/ 220' }).waitFor({ timeout: STEP_TIMEOUT });
  for (let i = 0; i < asks; i++) {
    const before = await paintedCount(page);
    await settle(page);
    await page.locator('[data-testid="player-restart"]').click();
    await waitForPaints(page, before + 1);
  }
  await count.filter({ hasText: '/ 220' }).waitFor({ timeout: STEP_TIMEOUT });
  // As for the typical request: the ask that came with the page load is left out.
  const measures = (await readAskMeasures(page)).slice(1);

  // Paging: click "next question" and time the click event to the next painted frame.
  await page.evaluate(() => {
    const state = { latencies: [] };
    window.__pagerBench = state;
    document.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || event.target.closest('[data-testid="pager-next"]') === null) return;
        const clicked = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => state.latencies.push(performance.now() - clicked), 0));
      },
      true,
    );
  });
  const next = page.locator('[data-testid="question-card"] [data-testid="pager-next"]');
  for (let i = 0; i < clicks; i++) {
    await next.click();
    await page.waitForFunction((n) => window.__pagerBench.latencies.length >= n, i + 1, { timeout: STEP_TIMEOUT });
  }
  const paging = await page.evaluate(() => window.__pagerBench.latencies);
  const position = await count.textContent();
  await context.close();
  return { measures, paging, position, errors };
}

/** A detail of about `chars` characters of ordinary markdown (headings, lists, emphasis, code). */
function proseDetail(chars) {
  const block = (n) =>
    `## Step ${n}\n\nThe agent will **update** the \`config\` and _check_ the result.\n\n- first item ${n}\n- second item\n  - nested\n\n`;
  let out = '';
  for (let n = 0; out.length < chars; n++) out += block(n);
  return out;
}

function tableDetail(columns, rows) {
  const row = (r) => `| ${Array.from({ length: columns }, (_, c) => `r${r}c${c}`).join(' | ')} |`;
  return [row('h'), `|${' --- |'.repeat(columns)}`, ...Array.from({ length: rows }, (_, r) => row(r))].join('\n');
}

/** Asks `request` from the request editor, then shows the Frames tab (the editor and its preview leave the page). */
async function askFromEditor(page, request) {
  await page.locator('[data-testid="tab-request"]').click();
  const json = page.locator('[data-testid="editor-json"]');
  await json.waitFor({ timeout: STEP_TIMEOUT });
  // Pasted in one go (the code editor's content takes a text area's `value`), as a person pastes a large request.
  await json.evaluate((el, text) => {
    el.value = text;
  }, JSON.stringify(request));
  await page.locator('[data-testid="editor-ask"]:not([disabled])').waitFor({ timeout: STEP_TIMEOUT });
  await settle(page);
  const before = await paintedCount(page);
  await page.locator('[data-testid="editor-ask"]').click();
  await page.locator('[data-testid="tab-timeline"]').click();
  await waitForPaints(page, before + 1);
}

async function markdownBudgets(browser, base) {
  const paint = [];
  for (const [label, detail] of [
    ['1 kB', proseDetail(1_000)],
    ['64 kB', proseDetail(64_000)],
    ['500 kB table (50×1,000)', tableDetail(50, 1000)],
    ['2 MB', proseDetail(2_000_000)],
  ]) {
    const { context, page, errors } = await fresh(browser);
    await page.goto(`${base}/?lang=en`, { waitUntil: 'load' });
    await page.locator('[data-testid="tab-request"]').waitFor({ timeout: STEP_TIMEOUT });
    await askFromEditor(page, { questions: [{ id: 'd', question: 'Read the detail', detail, options: [{ label: 'OK' }] }] });
    const [last] = (await readAskMeasures(page)).slice(-1);
    paint.push({ detail: label, chars: detail.length, sentToPaintMs: round((last?.hop ?? NaN) + (last?.paint ?? NaN)), pageErrors: errors });
    await context.close();
  }

  const { context, page, errors } = await fresh(browser);
  await page.goto(`${base}/?lang=en`, { waitUntil: 'load' });
  await page.locator('[data-testid="tab-request"]').waitFor({ timeout: STEP_TIMEOUT });
  const table = tableDetail(50, 1000);
  const request = { questions: [{ id: 't', question: 'Check the table', detail: table, options: [{ label: 'OK' }] }] };
  // Fill first (the editor's own preview renders it), then observe from the moment of Ask.
  await page.locator('[data-testid="tab-request"]').click();
  await page.locator('[data-testid="editor-json"]').evaluate((el, text) => {
    el.value = text;
  }, JSON.stringify(request));
  await settle(page);
  await page.evaluate(() => {
    const state = { tasks: [], started: performance.now() };
    window.__mdBench = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await page.locator('[data-testid="editor-ask"]').click();
  await page.locator('[data-testid="tab-timeline"]').click();
  const card = page.locator('.canvas-conversation [data-testid="question-card"]');
  await card.waitFor({ timeout: STEP_TIMEOUT });
  const rendering = card.locator('[data-testid="md-rendering"]');
  const more = card.locator('[data-testid="md-show-more"]');
  let pages = 0;
  for (;;) {
    await rendering.waitFor({ state: 'detached', timeout: 120_000 });
    if ((await more.count()) === 0) break;
    await more.click();
    pages++;
  }
  const rows = await card.locator('tbody tr').count();
  const { tasks, renderMs } = await page.evaluate(() => ({ tasks: window.__mdBench.tasks, renderMs: performance.now() - window.__mdBench.started }));
  await context.close();
  return {
    paint,
    table: {
      method: '50×1,000 table asked from the editor, "Show more" pressed until every row is rendered; longtask observer from Ask',
      rows,
      showMorePresses: pages,
      renderMs: round(renderMs, 0),
      longTasks: tasks.length,
      longestTaskMs: round(tasks.length === 0 ? 0 : Math.max(...tasks)),
      longTasksMs: tasks.map((t) => round(t, 0)),
      pageErrors: errors,
    },
  };
}

function printMarkdown(markdown) {
  console.log(
    table([
      ['markdown: detail size', 'sent → card painted (budget 100 ms)'],
      ...markdown.paint.map((p) => [`${p.detail} (${p.chars.toLocaleString('en')} chars)`, ms(p.sentToPaintMs)]),
    ]),
  );
  const t = markdown.table;
  console.log(
    `markdown: 50×1,000 table to its last row (${t.rows} rows, ${t.showMorePresses} × Show more) in ${ms(t.renderMs)}: ` +
      `${t.longTasks} main-thread task(s) over 50 ms, longest ${ms(t.longestTaskMs)} (budget: none)`,
  );
}

async function headlessScenarios() {
  const out = join(tmpdir(), `asklab-bench-vitest-${process.pid}.json`);
  const started = performance.now();
  const { code, output } = await run(process.execPath, [
    join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'unit',
    'test/scenarios',
    '--reporter=json',
    `--outputFile=${out}`,
  ]);
  const wall = performance.now() - started;
  if (!existsSync(out)) throw new Error(`vitest wrote no report (exit ${code}):\n${output.slice(-2000)}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const tests = report.testResults.flatMap((file) => file.assertionResults);
  const scenarios = tests.filter((t) => / runs headless /.test(t.title));
  const slowest = [...scenarios].sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))[0];
  return {
    scenarios: scenarios.length,
    passed: scenarios.filter((t) => t.status === 'passed').length,
    sumMs: round(scenarios.reduce((sum, t) => sum + (t.duration ?? 0), 0)),
    slowest: slowest === undefined ? null : { title: slowest.title.split(' ')[0], ms: round(slowest.duration) },
    wallMs: round(wall, 0),
  };
}

/** BENCH_SESSION_SIZES (comma-separated), else N = 1, 200, 2,000. */
function sessionSizes() {
  const listed = (process.env.BENCH_SESSION_SIZES ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  return listed.length > 0 ? listed : SESSION_SIZES;
}

function ratio(a, b) {
  return a === null || b === null || b === 0 ? null : round(a / b, 2);
}

async function serve() {
  const server = await preview({
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const address = server.httpServer.address();
  if (address === null || typeof address === 'string') throw new Error('preview server has no TCP address');
  return { server, base: `http://127.0.0.1:${address.port}` };
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')).join('\n');
}

function ms(value) {
  return value === null || value === undefined ? 'n/a' : `${value.toFixed(1)} ms`;
}

function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

async function main() {
  const startedAt = performance.now();
  if (!chromiumPresent()) {
    throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  }
  log('building dist/ …');
  const buildMs = await build();
  const workers = workerFiles();
  const appPath = firstCardFiles('app');
  const drawnPath = firstCardFiles('drawn');
  const hostWorker = hostWorkerFile(appPath);
  const workerGzip = gzipBytes(join(DIST, 'assets', hostWorker));
  const otherWorkers = workers.filter((f) => f !== hostWorker);
  const mcpWorkers = mcpWorkerFiles();
  const mcpWorkerGzip = mcpWorkers.reduce((sum, f) => sum + gzipBytes(join(DIST, 'assets', f)), 0);

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Without Chromium's own toolbar pages, which it loads for each new context: no visitor's page load pays them.
    args: await chromiumArgs(chromium, CHROMIUM),
  });
  // A figure that includes them is not the page's: a Chromium whose features were renamed must be looked at first.
  const toolbar = await toolbarPages(browser);
  if (toolbar.length > 0) {
    await browser.close();
    throw new Error(`bench: Chromium still loads its toolbar's pages (${toolbar.join(', ')}); update TOOLBAR_WEBUI in scripts/chromium.mjs`);
  }
  // The preview server lists dist/ when it starts: the static copy is written first, with a server of its own.
  removeCopies();
  {
    const first = await serve();
    try {
      log('saving a static-HTML copy of the typical card …');
      await saveStaticCopy(browser, first.base);
    } finally {
      await first.server.close();
    }
  }
  const { server, base } = await serve();

  let results;
  if (process.env.BENCH_ONLY === 'versus') {
    try {
      log(`typical request: ${LOADS} cold loads, each followed by a load of its static-HTML copy …`);
      const versus = await appVersusStatic(browser, base, workers, LOADS);
      printVersus(versusFigures(versus));
      for (const [name, runs] of [['app', versus.app], ['static copy', versus.copy], ['worker floor', versus.floor]]) {
        console.log(`  ${name.padEnd(13)} ${runs.heading.map((t) => t.toFixed(0)).join(' ')}`);
      }
    } finally {
      await browser.close();
      await server.close();
      removeCopies();
    }
    return;
  }
  if (process.env.BENCH_ONLY === 'traces') {
    try {
      printTraces(await traceBench(browser, base));
    } finally {
      await browser.close();
      await server.close();
      removeCopies();
    }
    return;
  }
  if (process.env.BENCH_ONLY === 'growth') {
    try {
      const growth = await growthBench(browser, base, hashAskUrl, log);
      // Kept in bench/results.json beside the last full run's figures (its trace figure joins the lines).
      const path = join(ROOT, 'bench/results.json');
      const previous = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
      const lines = growthLines(growth, previous.traces);
      writeFileSync(path, `${JSON.stringify({ ...previous, growthDate: new Date().toISOString(), growth, growthLines: lines }, null, 2)}\n`);
      printGrowth(lines);
    } finally {
      await browser.close();
      await server.close();
      removeCopies();
    }
    return;
  }
  if (process.env.BENCH_ONLY === 'session') {
    try {
      log(`session: ${sessionSizes().join(', ')} asks in one page …`);
      const session = await sessionBench(browser, base, sessionSizes(), positive(process.env.BENCH_SESSION_REPEATS, SESSION_REPEATS));
      const file = join(ROOT, 'bench/results.json');
      const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
      writeFileSync(file, `${JSON.stringify({ ...kept, session: { date: new Date().toISOString(), ...session } }, null, 2)}\n`);
      printSession(session);
    } finally {
      await browser.close();
      await server.close();
      removeCopies();
    }
    return;
  }
  if (process.env.BENCH_ONLY === 'markdown') {
    try {
      log('markdown budgets …');
      const markdown = await markdownBudgets(browser, base);
      writeFileSync(join(ROOT, 'bench/results-markdown.json'), `${JSON.stringify({ date: new Date().toISOString(), markdown }, null, 2)}\n`);
      printMarkdown(markdown);
    } finally {
      await browser.close();
      await server.close();
    }
    return;
  }
  try {
    log(`typical request: ${LOADS} cold loads, each followed by a load of its static-HTML copy …`);
    const versus = await appVersusStatic(browser, base, workers, LOADS);
    const typicalCold = { firstCard: versus.app.firstCard, scripts: versus.scripts };
    log(`typical request: ${ASKS} warm asks (dismiss, then Examples → Mixed batch) …`);
    const typical = await typicalAsks(browser, base, ASKS);
    // A ?q= link with all 220 questions would be ~23 kB of URL (servers answer 431): the scenario link opens the same card.
    log(`large batch: ${LOADS} cold loads of ?scenario=large-batch …`);
    const largeCold = await coldLoads(browser, `${base}/?lang=en&scenario=large-batch`, workers, LOADS);
    log(`large batch: ${ASKS} warm asks (?scenario=large-batch, player restart) and ${CLICKS} pager clicks …`);
    const large = await largeAsksAndPaging(browser, base, ASKS, CLICKS);
    log('markdown budgets …');
    const markdown = await markdownBudgets(browser, base);
    log('trace: a generated 100 MB Claude Code transcript in the trace worker …');
    const traces = await traceBench(browser, base);
    const growth = await growthBench(browser, base, hashAskUrl, log);
    log(`session: ${sessionSizes().join(', ')} asks in one page …`);
    const session = await sessionBench(browser, base, sessionSizes(), positive(process.env.BENCH_SESSION_REPEATS, SESSION_REPEATS));
    log('every scenario headless (vitest) …');
    const headless = await headlessScenarios();

    const mainScripts = typicalCold.scripts;
    results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version, chromium: browser.version() },
      buildMs: round(buildMs, 0),
      typical: {
        method: 'warm page: ?q= (3 questions), then ✕ and the Examples "Mixed batch" button, per ask',
        askHop: stats(typical.measures.map((m) => m.hop).filter(Number.isFinite)),
        askPaint: stats(typical.measures.map((m) => m.paint).filter(Number.isFinite)),
        firstCard: { method: `${LOADS} fresh loads of the ?q= link`, ...stats(typicalCold.firstCard) },
        versusStatic: {
          method: `${LOADS} fresh loads each of the ?q= link, of a static-HTML copy of its card and of the copy painted on a bare worker's answer, interleaved; Element Timing render time of the card heading`,
          ...versusFigures(versus),
        },
        pageErrors: typical.errors,
      },
      large: {
        method: 'warm page: ?scenario=large-batch (220 questions via ask_user_question), player restart per ask',
        askHop: stats(large.measures.map((m) => m.hop).filter(Number.isFinite)),
        askPaint: stats(large.measures.map((m) => m.paint).filter(Number.isFinite)),
        firstCard: { method: `${LOADS} fresh loads of ?scenario=large-batch`, ...stats(largeCold.firstCard) },
        pagerClickToPaint: { method: `${CLICKS} pager-next clicks, event.timeStamp → rAF + setTimeout`, ...stats(large.paging) },
        pagerEndedAt: large.position,
        pageErrors: large.errors,
      },
      size: {
        method:
          "the first card's chunks from the build's manifest (the entry and the app, or the entry and a ?q= link's drawing, with their static imports); the scripts the last ?q= load had received before its app drew the live card",
        firstCardAppGzip: appPath.reduce((sum, f) => sum + f.gzip, 0),
        firstCardAppFiles: appPath,
        firstCardDrawnGzip: drawnPath.reduce((sum, f) => sum + f.gzip, 0),
        firstCardDrawnFiles: drawnPath,
        mainJsBeforeLiveCardGzip: mainScripts.reduce((sum, s) => sum + s.gzip, 0),
        mainScriptsBeforeLiveCard: mainScripts,
        workerGzip,
        workerFiles: [hostWorker],
        otherWorkerFiles: otherWorkers.map((file) => ({ file, gzip: gzipBytes(join(DIST, 'assets', file)) })),
        mcpWorkerGzip,
        mcpWorkerFiles: mcpWorkers,
      },
      markdown,
      traces,
      growth,
      growthLines: growthLines(growth, traces),
      session: { date: new Date().toISOString(), ...session },
      headless,
      benchMs: round(performance.now() - startedAt, 0),
    };
  } finally {
    await browser.close();
    await server.close();
    removeCopies();
  }

  writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const t = results.typical;
  const l = results.large;
  console.log(
    table([
      ['figure', 'typical (3 questions)', 'large batch (220 questions)'],
      ['ask-hop p50 / p95', `${ms(t.askHop.p50)} / ${ms(t.askHop.p95)} (n=${t.askHop.n})`, `${ms(l.askHop.p50)} / ${ms(l.askHop.p95)} (n=${l.askHop.n})`],
      ['ask-paint p50 / p95', `${ms(t.askPaint.p50)} / ${ms(t.askPaint.p95)} (n=${t.askPaint.n})`, `${ms(l.askPaint.p50)} / ${ms(l.askPaint.p95)} (n=${l.askPaint.n})`],
      ["navigation → the app's live card p50 / p95", `${ms(t.firstCard.p50)} / ${ms(t.firstCard.p95)} (n=${t.firstCard.n})`, `${ms(l.firstCard.p50)} / ${ms(l.firstCard.p95)} (n=${l.firstCard.n})`],
      ['pager click → next paint p50 / p95', '—', `${ms(l.pagerClickToPaint.p50)} / ${ms(l.pagerClickToPaint.p95)} (n=${l.pagerClickToPaint.n})`],
    ]),
  );
  console.log('');
  printVersus(t.versusStatic);
  console.log('');
  console.log(
    table([
      ['size (gzip -9)', 'bytes', 'files'],
      ['main-thread JS before the first card (budget 64 kB): a page the app draws', kb(results.size.firstCardAppGzip), String(results.size.firstCardAppFiles.length)],
      ["  a plain ?q= link, whose first card the entry draws", kb(results.size.firstCardDrawnGzip), String(results.size.firstCardDrawnFiles.length)],
      ["  received before a ?q= link's live card (the drawing, then the app)", kb(results.size.mainJsBeforeLiveCardGzip), String(results.size.mainScriptsBeforeLiveCard.length)],
      ['worker chunk the page starts (budget 30 kB)', kb(results.size.workerGzip), results.size.workerFiles.join(', ')],
      ...results.size.otherWorkerFiles.map((w) => ['  another worker, started when used', kb(w.gzip), w.file]),
      ['MCP worker (on Connect only)', kb(results.size.mcpWorkerGzip), results.size.mcpWorkerFiles.join(', ')],
    ]),
  );
  for (const s of results.size.firstCardAppFiles) console.log(`  ${kb(s.gzip).padStart(8)}  ${s.file}`);
  console.log('');
  printMarkdown(results.markdown);
  printTraces(results.traces);
  printGrowth(results.growthLines);
  console.log('');
  printSession(results.session);
  console.log('');
  const h = results.headless;
  console.log(
    `every scenario headless: ${h.passed}/${h.scenarios} passed, ${ms(h.sumMs)} in the scenario tests ` +
      `(slowest ${h.slowest?.title ?? 'n/a'} ${ms(h.slowest?.ms)}), ${ms(h.wallMs)} wall with vitest start-up`,
  );
  console.log(
    `build ${results.buildMs === null ? 'skipped' : ms(results.buildMs)}; whole bench ${ms(results.benchMs)}; ` +
      `${results.machine.cpus} × ${results.machine.cpu}, Node ${results.machine.node}, Chromium ${results.machine.chromium}`,
  );
  console.log('written to bench/results.json');
}

function versusFigures(versus) {
  const copy = percentile(versus.copy.heading, 50);
  return {
    app: stats(versus.app.heading),
    staticCopy: stats(versus.copy.heading),
    workerFloor: stats(versus.floor.heading),
    ratioP50: ratio(percentile(versus.app.heading, 50), copy),
    workerFloorRatioP50: ratio(percentile(versus.floor.heading, 50), copy),
    goal: 1.25,
    appSteps: Object.fromEntries(
      ['entry', 'workerScope', 'questionPosted', 'heading', 'cardPainted'].map((step) => [
        step,
        stats(versus.app.steps.map((s) => s[step]).filter((v) => typeof v === 'number' && Number.isFinite(v))),
      ]),
    ),
  };
}

function printVersus(v) {
  const times = (r) => (r === null ? 'n/a' : `${r.toFixed(2)}×`);
  console.log(
    `nav → first card ÷ static-HTML copy of the same card: ${times(v.ratioP50)} ` +
      `(card heading painted at p50 ${ms(v.app.p50)} vs ${ms(v.staticCopy.p50)}; p95 ${ms(v.app.p95)} vs ${ms(v.staticCopy.p95)}; ` +
      `n=${v.app.n} each, interleaved; goal ≤ ${v.goal}×)`,
  );
  console.log(
    `  the same card painted on a bare worker's answer (no app code): ${times(v.workerFloorRatioP50)} ` +
      `(p50 ${ms(v.workerFloor.p50)}, p95 ${ms(v.workerFloor.p95)}): the part of the ratio a worker round trip costs by itself`,
  );
  const step = (name) => ms(v.appSteps[name].p50);
  console.log(
    `  the app's path, p50 since navigation: entry script received ${step('entry')} → worker scope created ${step('workerScope')} → ` +
      `question/requested posted ${step('questionPosted')} → card heading presented ${step('heading')} (drawn by the entry) → ` +
      `the app's live card rendered, its frame run ${step('cardPainted')}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
