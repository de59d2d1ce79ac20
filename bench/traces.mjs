/**
 * The trace bench (SPEC §13): a generated Claude Code transcript of 100 MB
 * (bench/claude-trace.mjs; BENCH_TRACE_MB changes the size) opened through the
 * real file chooser in headless Chromium and read by the real trace worker. It
 * reports the time from the chooser to the result (User Timing marks the page
 * sets), the peak memory of the renderer process meanwhile (its resident set,
 * polled from /proc every 50 ms, above what it held before), and the longest task
 * the page's main thread ran while the worker read. Used by bench/run.mjs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeClaudeTrace } from './claude-trace.mjs';

const MB = 1024 * 1024;

/** Resident set sizes of the browser's renderer processes, by pid (Linux /proc; empty elsewhere). */
async function rendererRss(browser) {
  const session = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = await session.send('SystemInfo.getProcessInfo');
    const out = new Map();
    for (const p of processInfo.filter((p) => p.type === 'renderer')) {
      try {
        const status = readFileSync(`/proc/${p.id}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 'NaN');
        if (Number.isFinite(kb)) out.set(p.id, kb * 1024);
      } catch {
        // not Linux, or the process is gone
      }
    }
    return out;
  } finally {
    await session.detach();
  }
}

export async function traceBench(browser, base, megabytes = Number(process.env.BENCH_TRACE_MB ?? 100)) {
  const dir = mkdtempSync(join(tmpdir(), 'asklab-trace-bench-'));
  try {
    const path = join(dir, 'claude-code-session.jsonl');
    const made = writeClaudeTrace(path, megabytes * MB);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}/?lang=en`, { waitUntil: 'load' });
    await page.locator('[data-testid="tab-yours"]').click();
    await page.locator('[data-testid="open-trace"]').waitFor({ state: 'visible' });
    await page.evaluate(() => {
      window.__traceTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__traceTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask' });
    });
    const before = await rendererRss(browser);
    let peak = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const now = await rendererRss(browser);
        for (const [pid, rss] of now) peak = Math.max(peak, rss - (before.get(pid) ?? rss));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('[data-testid="open-trace"]').click()]);
    await chooser.setFiles(path);
    await page.locator('[data-testid="trace-calls"][data-complete]').waitFor({ state: 'visible', timeout: 600_000 });
    sampling = false;
    await sampler;
    const figures = await page.evaluate(() => {
      const start = performance.getEntriesByName('asklab-trace-read-start').at(-1)?.startTime ?? NaN;
      const done = performance.getEntriesByName('asklab-trace-read-done').at(-1)?.startTime ?? NaN;
      const during = window.__traceTasks.filter((t) => t.start >= start && t.start < done);
      return {
        readMs: done - start,
        longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
        longTasks: during.length,
        calls: document.querySelectorAll('[data-testid="trace-calls"] > li').length,
      };
    });
    await context.close();
    return {
      method: `a generated ${megabytes} MB Claude Code transcript opened through the file chooser; read in the trace worker (file.stream() → TextDecoderStream, line by line)`,
      fileBytes: made.bytes,
      callsWritten: made.calls,
      callsListed: figures.calls,
      readMs: Math.round(figures.readMs),
      mbPerSecond: Math.round((made.bytes / MB / (figures.readMs / 1000)) * 10) / 10,
      peakRendererRssAboveBaselineBytes: peak,
      longestMainThreadTaskMs: Math.round(figures.longestTaskMs),
      mainThreadLongTasks: figures.longTasks,
      pageErrors: errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printTraces(traces) {
  if (traces === undefined) return;
  console.log('');
  console.log(`trace bench: ${traces.method}`);
  console.log(
    `  ${(traces.fileBytes / MB).toFixed(1)} MB read in ${traces.readMs} ms (${traces.mbPerSecond} MB/s); ` +
      `${traces.callsListed} calls listed; renderer memory peak +${(traces.peakRendererRssAboveBaselineBytes / MB).toFixed(1)} MB; ` +
      `longest main-thread task while reading ${traces.longestMainThreadTaskMs} ms (${traces.mainThreadLongTasks} over 50 ms)`,
  );
}
