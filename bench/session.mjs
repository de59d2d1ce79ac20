/**
 * The bench's "session" section (issue 41, item 1): how the page holds up as a
 * session grows. One page asks the Examples tab's "Mixed batch" again and again
 * (✕ on the card, then the button: each ask a run of its own), and at N = 1,
 * 200 and 2,000 asks it measures:
 * - Ask → card: the button's pointerdown event.timeStamp to the end of the
 *   app's ask-paint measure for that ask (its card's frame painted), p50 of
 *   `repeats` asks (11; BENCH_SESSION_REPEATS in run.mjs): with 3, one slow ask on a 2-core
 *   machine moved the ratio across its goal from run to run;
 * - Timeline opens: the tab's pointerdown event.timeStamp to the task after the
 *   first animation frame whose DOM holds the Timeline's first row, p50 of `repeats`
 *   (Model receives is shown again between them);
 * - page DOM nodes (every element in the document, Model receives shown);
 * - JS heap used after a forced garbage collection (CDP), and the frames the
 *   log keeps (their compact JSON from Export session), so the growth per ask
 *   beyond the frames is (Δheap − Δframes) ÷ Δasks from 200 to 2,000.
 * Goals: Ask → card at 2,000 within 1.2× of N = 1; Timeline opens ≤ 300 ms at
 * any N; DOM nodes at 2,000 within 1.2× of N = 200 (bounded by the screen, not
 * by N); heap per ask beyond the frames ≤ 10 kB.
 */
import { readFile } from 'node:fs/promises';

const STEP_TIMEOUT = 30_000;
export const SESSION_SIZES = [1, 200, 2000];
export const SESSION_REPEATS = 11;

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const painted = (page) => page.evaluate(() => performance.getEntriesByName('ask-paint', 'measure').length);

/** Asks until `target` cards have painted, in the page (no round trip per ask). */
async function fillTo(page, target) {
  await page.evaluate(
    async ({ target, timeout }) => {
      const count = () => performance.getEntriesByName('ask-paint', 'measure').length;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      while (count() < target) {
        const before = count();
        document.querySelector('[data-testid="question-card"] [data-testid="dismiss"]')?.click();
        await frame();
        document.querySelector('[data-testid="example-mixed"]')?.click();
        const started = performance.now();
        while (count() <= before) {
          if (performance.now() - started > timeout) throw new Error(`ask ${before + 1} never painted`);
          await frame();
        }
      }
    },
    { target, timeout: STEP_TIMEOUT },
  );
}

function settle(page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
}

/** One Ask → card: ✕, then a real click on the example; from its pointerdown to the end of that ask's ask-paint. */
async function askToCard(page) {
  await page.locator('[data-testid="question-card"] [data-testid="dismiss"]').click();
  await page.locator('[data-testid="question-card"]').waitFor({ state: 'detached', timeout: STEP_TIMEOUT });
  await settle(page);
  await page.evaluate(() => {
    window.__askDown = undefined;
    document.querySelector('[data-testid="example-mixed"]').addEventListener('pointerdown', (e) => (window.__askDown = e.timeStamp), { once: true });
  });
  const before = await painted(page);
  await page.locator('[data-testid="example-mixed"]').click();
  await page.waitForFunction((n) => performance.getEntriesByName('ask-paint', 'measure').length > n, before, { timeout: STEP_TIMEOUT, polling: 'raf' });
  return page.evaluate(() => {
    const entries = performance.getEntriesByName('ask-paint', 'measure');
    const last = entries[entries.length - 1];
    return last.startTime + last.duration - window.__askDown;
  });
}

/** One opening of the Timeline: its tab's pointerdown to the task after the frame that first holds a row. */
async function timelineOpens(page) {
  await page.locator('[data-testid="tab-model"]').click();
  await settle(page);
  const done = page.evaluate(
    () =>
      new Promise((resolve) => {
        document.querySelector('[data-testid="tab-timeline"]').addEventListener(
          'pointerdown',
          (e) => {
            const start = e.timeStamp;
            const check = () => {
              if (document.querySelector('[data-testid="pane-timeline"][data-selected] [data-testid="frames"] > li')) setTimeout(() => resolve(performance.now() - start), 0);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { once: true },
        );
      }),
  );
  await page.locator('[data-testid="tab-timeline"]').click();
  const took = await done;
  await page.locator('[data-testid="tab-model"]').click();
  return took;
}

async function exportedFrameBytes(page) {
  await page.locator('[data-testid="tab-timeline"]').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-session"]').click()]);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  await page.locator('[data-testid="tab-model"]').click();
  return { frames: data.frames.length, bytes: Buffer.byteLength(JSON.stringify(data.frames)) };
}

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

export async function sessionBench(browser, base, sizes = SESSION_SIZES, repeats = SESSION_REPEATS) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/?lang=en`, { waitUntil: 'load' });
  await page.locator('[data-testid="tab-examples"]').click();
  await page.locator('[data-testid="example-mixed"]').waitFor({ timeout: STEP_TIMEOUT });
  const points = [];
  for (const n of sizes) {
    const start = performance.now();
    await fillTo(page, n);
    await settle(page);
    const asks = await painted(page);
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const framesKept = await exportedFrameBytes(page);
    await settle(page);
    const heap = await heapUsed(cdp);
    const card = [];
    for (let i = 0; i < repeats; i++) card.push(await askToCard(page));
    const timeline = [];
    for (let i = 0; i < repeats; i++) timeline.push(await timelineOpens(page));
    points.push({
      n,
      asks,
      askToCard: { p50: median(card), runs: card },
      timelineOpens: { p50: median(timeline), runs: timeline },
      domNodes: nodes,
      heapUsed: heap,
      framesKept,
      fillMs: Math.round(performance.now() - start),
    });
  }
  await context.close();
  const first = points[0];
  const last = points[points.length - 1];
  const mid = points.find((p) => p.n === 200) ?? points[Math.max(0, points.length - 2)];
  const perAsk = last.asks > mid.asks ? (last.heapUsed - mid.heapUsed - (last.framesKept.bytes - mid.framesKept.bytes)) / (last.asks - mid.asks) : null;
  const cardRatio = first.askToCard.p50 && last.askToCard.p50 ? last.askToCard.p50 / first.askToCard.p50 : null;
  const worstTimeline = Math.max(...points.map((p) => p.timelineOpens.p50 ?? Infinity));
  const domRatio = mid.domNodes > 0 ? last.domNodes / mid.domNodes : null;
  return {
    method:
      `one page at 1440 × 900; Examples → Mixed batch asked again and again (✕ between); at each N: Ask → card = pointerdown → end of that ask-paint (p50 of ${repeats}); Timeline opens = tab pointerdown → task after the first frame holding a row (p50 of ${repeats}); DOM = elements in the document; heap = CDP Runtime.getHeapUsage after forced GC; frames kept = compact JSON of Export session`,
    points,
    goals: {
      askToCardRatio: { measured: cardRatio, goal: 1.2, met: cardRatio !== null && cardRatio <= 1.2 },
      timelineOpensMs: { measured: worstTimeline, goal: 300, met: worstTimeline <= 300 },
      domNodesRatio: { measured: domRatio, goal: 1.2, met: domRatio !== null && domRatio <= 1.2 },
      heapPerAskBeyondFramesBytes: { measured: perAsk, goal: 10_000, met: perAsk !== null && perAsk <= 10_000 },
    },
    pageErrors: errors,
  };
}

export function printSession(s) {
  if (s === undefined || s === null) return;
  const f = (v, digits = 1) => (v === null || v === undefined || !Number.isFinite(v) ? 'n/a' : v.toFixed(digits));
  console.log('session (one page, N asks):');
  for (const p of s.points) {
    console.log(
      `  N=${String(p.n).padEnd(5)} Ask → card ${f(p.askToCard.p50)} ms   Timeline opens ${f(p.timelineOpens.p50)} ms   DOM ${p.domNodes} nodes   heap ${f(p.heapUsed / 1e6)} MB   frames kept ${p.framesKept.frames} (${f(p.framesKept.bytes / 1e3)} kB)`,
    );
  }
  const g = s.goals;
  const line = (name, measured, goal, met) => console.log(`  ${met ? 'met ' : 'MISS'} ${name}: measured ${measured} vs goal ${goal}`);
  line('Ask → card at the largest N ÷ at N=1', `${f(g.askToCardRatio.measured, 2)}×`, `≤ ${g.askToCardRatio.goal}×`, g.askToCardRatio.met);
  line('Timeline opens (slowest N)', `${f(g.timelineOpensMs.measured)} ms`, `≤ ${g.timelineOpensMs.goal} ms`, g.timelineOpensMs.met);
  line('DOM nodes at the largest N ÷ at N=200', `${f(g.domNodesRatio.measured, 2)}×`, `≤ ${g.domNodesRatio.goal}×`, g.domNodesRatio.met);
  line('heap per ask beyond the frames kept', `${f((g.heapPerAskBeyondFramesBytes.measured ?? NaN) / 1e3, 2)} kB`, `≤ ${g.heapPerAskBeyondFramesBytes.goal / 1e3} kB`, g.heapPerAskBeyondFramesBytes.met);
  if (s.pageErrors.length > 0) console.log(`  page errors: ${s.pageErrors.join(' | ')}`);
}
