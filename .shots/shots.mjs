// Ad-hoc screenshots of the Surfaces tab's new parts (not committed).
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import lz from 'lz-string';
const { compressToEncodedURIComponent } = lz;
import { mkdirSync } from 'node:fs';
const root = process.cwd();
const out = `${root}/screenshots/surfaces`;
mkdirSync(out, { recursive: true });
const request = { questions: [
  { id: 'deploy_target', header: 'Target', question: 'Where should it deploy?', options: [{ label: 'Staging (Recommended)', description: 'Safe first' }, { label: 'Production' }] },
  { id: 'checks', header: 'Checks', question: 'Which checks should run?', multiSelect: true, options: [{ label: 'Unit tests' }, { label: 'Lint' }, { label: 'E2E' }] },
] };
const only = process.argv.slice(2);
const server = await preview({ root, mode: 'production', logLevel: 'warn', preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false } });
const base = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const theme of ['light', 'dark']) for (const lang of ['en', 'zh']) for (const width of [390, 1024, 1440]) {
    if (only.length && !only.includes(`${theme}-${lang}-${width}`)) continue;
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const q = compressToEncodedURIComponent(JSON.stringify(request));
    await page.goto(`${base}/?lang=${lang}&theme=${theme}&q=${q}`);
    if (width < 700) { await page.locator('[data-testid="question-card"]').first().waitFor(); await page.locator('[data-testid="narrow-tab-inspector"]').click(); }
    await page.locator('[data-testid="tab-surfaces"]').click();
    await page.locator('[data-testid="surface-outcomes"]').waitFor();
    await page.waitForTimeout(400);
    const outcomes = page.locator('section.outcomes');
    await outcomes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/outcomes-${theme}-${lang}-${width}.png` });
    await outcomes.screenshot({ path: `${out}/outcomes-el-${theme}-${lang}-${width}.png` });
    const clock = page.locator('[data-testid="nobody-answers"]');
    await clock.scrollIntoViewIfNeeded();
    await clock.locator('[data-lane="claude-code"] [data-testid="lane-setting-60s"]').click();
    await clock.locator('[data-lane="codex"] [data-testid="lane-setting-advisory"]').click();
    await clock.locator('[data-lane="vscode"] [data-testid="lane-setting-autopilot"]').click();
    const thumb = clock.locator('[data-testid="clock-scrub"]');
    await thumb.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(200);
    await clock.screenshot({ path: `${out}/clock-${theme}-${lang}-${width}.png` });
    await clock.locator('[data-lane="vscode"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/clock-lower-${theme}-${lang}-${width}.png` });
    await page.locator('[data-testid="outcomes-jump"] [data-outcome="nobody-answers"]').click();
    await page.waitForTimeout(700);
    await page.locator('section.outcomes').screenshot({ path: `${out}/jump-${theme}-${lang}-${width}.png` });
    const docW = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    console.log(theme, lang, width, 'page width', docW, errors.length ? errors : '');
    const docs = await ctx.newPage();
    await docs.goto(`${base}/docs.html?lang=${lang}&theme=${theme}#surfaces-example`);
    const ex = docs.locator('[data-testid="docs-surfaces-example"] section.outcomes');
    await ex.waitFor();
    await ex.scrollIntoViewIfNeeded();
    await docs.waitForTimeout(300);
    await docs.screenshot({ path: `${out}/docs-${theme}-${lang}-${width}.png` });
    const dw = await docs.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    console.log('  docs width', dw);
    await ctx.close();
  }
} finally { await browser.close(); await server.close(); }
