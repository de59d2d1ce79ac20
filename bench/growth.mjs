/**
 * The growth bench (issue 41 item 6): how cost grows with what a person brings.
 * Each figure is printed as measured against its goal and kept in bench/results.json.
 * - sizes: one question of 20 kB, 200 kB and 2 MB (fresh page each):
 *   fill → draft: the Request JSON's text replaced in one go (a paste), from that
 *     moment to the frame after the canvas's draft heading shows the new question;
 *   frames in the editor: the longest animation-frame gap while ten keys are typed at
 *     the end of the question and the editor is scrolled, with that text in it;
 *   Ask → card: the Ask click's own event.timeStamp to the frame after the live card's
 *     heading shows the question (the conversation is shown first, as a person would
 *     look at it; the click is the measure's start);
 *   ?q= link → card: a fresh load of a link carrying the question, navigation start to
 *     the card heading's Element Timing render time.
 * - docs: /docs.html at 1024 × 800, scrolled through to its end by the wheel, then back
 *   to the top; after 4 s, the host workers alive (their Web Locks) against the
 *   examples in view + 1.
 * - traces: the trace bench's 100 MB figure (bench/traces.mjs) against SPEC §13's bar:
 *   no main-thread task over 200 ms while the worker reads.
 */

const STEP_TIMEOUT = 60_000;
export const SIZES = [
  { label: '20 kB', chars: 20_000 },
  { label: '200 kB', chars: 200_000 },
  { label: '2 MB', chars: 2_000_000 },
];
export const GOALS = { fillToDraftMs: 500, editorFrameMs: 50, askToCardMs: 500, linkToCardMs: 1500, docsWorkersAboveInView: 1, traceLongestTaskMs: 200 };

const question = (chars, marker) => `${marker} ${'Is this long question clear? '.repeat(Math.ceil(chars / 29))}`.slice(0, chars);
const round = (v) => (Number.isFinite(v) ? Math.round(v * 10) / 10 : null);

async function freshPage(browser, width = 1440, height = 900) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Waits in the page until `selector`'s text starts with `marker`, then for the frame after; returns performance.now() then. */
const SHOWN = `(selector, marker) => new Promise((resolve) => {
  const check = () => {
    const el = document.querySelector(selector);
    if (el !== null && (el.textContent ?? '').startsWith(marker)) requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    else requestAnimationFrame(check);
  };
  check();
})`;

async function measureSize(browser, base, size) {
  const { context, page, errors } = await freshPage(browser);
  try {
    await page.goto(`${base}/?lang=en`, { waitUntil: 'load' });
    await page.locator('[data-testid="tab-request"]').click();
    const json = page.locator('[data-testid="editor-json"]');
    await json.waitFor({ timeout: STEP_TIMEOUT });
    await page.locator('[data-testid="draft-card"] .qcard-title').waitFor({ timeout: STEP_TIMEOUT });
    const marker = `Q${size.chars}`;
    const text = JSON.stringify({ questions: [{ id: 'long', question: question(size.chars, marker), options: [{ label: 'Yes' }, { label: 'No' }] }] }, null, 2);
    // Fill → draft.
    const fillToDraftMs = await page.evaluate(
      async ({ text, marker, shown }) => {
        const wait = (0, eval)(shown);
        const content = document.querySelector('[data-testid="editor-json"]');
        const started = performance.now();
        content.value = text;
        const at = await wait('[data-testid="draft-card"] .qcard-title', marker);
        return at - started;
      },
      { text, marker, shown: SHOWN },
    );
    // Frames while the text is in the editor: typing at the end of the question, and scrolling.
    await page.evaluate(() => {
      const state = { gaps: [], last: performance.now(), on: true };
      window.__frames = state;
      const tick = (now) => {
        state.gaps.push(now - state.last);
        state.last = now;
        if (state.on) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await json.click();
    await page.keyboard.press('Control+Home');
    // Into the question's text on line 5 (`      "question": "Q…`): typing there keeps the JSON valid.
    for (let n = 0; n < 4; n++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    for (let n = 0; n < 24; n++) await page.keyboard.press('ArrowRight');
    for (const key of 'abcdefghij') await page.keyboard.type(key, { delay: 30 });
    await page.locator('.reqed-cm .cm-scroller').hover();
    for (let i = 0; i < 5; i++) {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(40);
    }
    await page.waitForTimeout(300);
    const gaps = await page.evaluate(() => {
      window.__frames.on = false;
      return window.__frames.gaps.slice(1);
    });
    const editorFrameMs = gaps.length === 0 ? null : Math.max(...gaps);
    // Ask → card (with the conversation shown, so the card is what is looked at).
    await page.locator('[data-testid="editor-ask"]:not([disabled])').waitFor({ timeout: STEP_TIMEOUT });
    await page.evaluate(() => {
      window.__askClick = null;
      document.addEventListener('click', (e) => {
        if (e.target instanceof Element && e.target.closest('[data-testid="editor-ask"]') && window.__askClick === null) window.__askClick = e.timeStamp;
      }, true);
    });
    await page.locator('[data-testid="editor-ask"]').click();
    const askToCardMs = await page.evaluate(
      async ({ marker, shown }) => {
        const wait = (0, eval)(shown);
        document.querySelector('[data-testid="tab-timeline"]')?.click();
        const at = await wait('.canvas-conversation [data-testid="question-card"] .qcard-title', marker);
        return at - window.__askClick;
      },
      { marker, shown: SHOWN },
    );
    return { fillToDraftMs: round(fillToDraftMs), editorFrameMs: round(editorFrameMs), askToCardMs: round(askToCardMs), pageErrors: errors };
  } finally {
    await context.close();
  }
}

async function linkToCard(browser, base, size, askUrl) {
  const { context, page, errors } = await freshPage(browser);
  try {
    const marker = `Q${size.chars}`;
    const url = askUrl(base, { questions: [{ id: 'long', question: question(size.chars, marker) }] });
    await page.goto(url, { waitUntil: 'load', timeout: STEP_TIMEOUT });
    const at = await page.evaluate(
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
    return { linkToCardMs: round(at), urlChars: url.length, pageErrors: errors };
  } finally {
    await context.close();
  }
}

async function docsWorkers(browser, base) {
  const { context, page, errors } = await freshPage(browser, 1024, 800);
  try {
    await page.goto(`${base}/docs.html?lang=en`, { waitUntil: 'load' });
    const locks = () =>
      page.evaluate(async () => ((await navigator.locks.query()).held ?? []).filter((l) => (l.name ?? '').startsWith('asklab-host:')).length);
    const inView = () =>
      page.$$eval('figure.stage .stage-frame-wrap', (wraps) =>
        wraps.filter((w) => {
          const box = w.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        }).length,
      );
    let most = 0;
    let started = 0;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(350);
      most = Math.max(most, await locks());
      started = Math.max(started, await page.locator('figure.stage[data-started]').count());
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(4000);
    return { examples: await page.locator('figure.stage').count(), started, mostAliveWhileScrolling: most, aliveAtTop: await locks(), inViewAtTop: await inView(), pageErrors: errors };
  } finally {
    await context.close();
  }
}

export async function growthBench(browser, base, askUrl, log = () => undefined) {
  const sizes = [];
  for (const size of SIZES) {
    log(`growth: a ${size.label} question (editor, draft, Ask, ?q= link) …`);
    sizes.push({ size: size.label, chars: size.chars, ...(await measureSize(browser, base, size)), ...(await linkToCard(browser, base, size, askUrl)) });
  }
  log('growth: docs examples, scrolled through and back to the top …');
  const docs = await docsWorkers(browser, base);
  return {
    method:
      'sizes: one question per size, fresh page each; fill = the editor text replaced in one go, to the frame after the draft heading shows it; ' +
      'editor frames = longest rAF gap while 10 keys are typed and the editor scrolled; Ask = click event.timeStamp to the frame after the live heading shows it; ' +
      '?q= = navigation to the heading Element Timing. docs: 1024×800, wheel to the end, back to the top, workers (Web Locks) after 4 s',
    goals: GOALS,
    sizes,
    docs,
  };
}

/** Measured-vs-goal lines: every figure with its goal and whether it is met. */
export function growthLines(growth, traces) {
  const lines = [];
  const line = (what, value, goal, unit = 'ms') =>
    lines.push({ what, measured: value, goal, met: value !== null && value !== undefined && value <= goal, unit });
  for (const s of growth.sizes) {
    line(`${s.size} question: fill → draft`, s.fillToDraftMs, GOALS.fillToDraftMs);
    line(`${s.size} question: longest frame in the editor`, s.editorFrameMs, GOALS.editorFrameMs);
    line(`${s.size} question: Ask → card`, s.askToCardMs, GOALS.askToCardMs);
    line(`${s.size} question: ?q= link → card`, s.linkToCardMs, GOALS.linkToCardMs);
  }
  const d = growth.docs;
  line(`docs: workers alive at the top after scrolling through (${d.inViewAtTop} in view)`, d.aliveAtTop, d.inViewAtTop + GOALS.docsWorkersAboveInView, 'workers');
  if (traces !== undefined) line(`trace ${(traces.fileBytes / (1024 * 1024)).toFixed(0)} MB: longest main-thread task while reading`, traces.longestMainThreadTaskMs, GOALS.traceLongestTaskMs);
  return lines;
}

export function printGrowth(lines) {
  console.log('');
  console.log('growth (measured vs goal):');
  for (const l of lines) {
    const value = l.measured === null || l.measured === undefined ? 'n/a' : `${l.measured} ${l.unit}`;
    console.log(`  ${l.met ? '✓' : '✗'} ${l.what}: ${value} (goal ≤ ${l.goal} ${l.unit})`);
  }
}
