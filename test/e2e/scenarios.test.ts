/**
 * The scenario catalogue in the built app, in a real Chromium: every error code
 * of SPEC §1.5 replayed from its `?scenario=<id>&autoplay=1` link, checked where
 * a developer would look for it (model receives, the tool row, the verdicts, the
 * frames inspector); a person answering a scenario card instead of the script;
 * the toolbar's transport conditions (§5.4); and the player's controls (§4).
 * Opening pages and the browser stays in ./browser.ts.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestData } from '../../src/protocol/index.ts';
import { parseScenarioText } from '../../src/scenarios/loader.ts';
import { isAskingStep, type Scenario } from '../../src/scenarios/schema.ts';
import { flattenSteps } from '../../src/scenarios/tracker.ts';
import { askPath, modelReceives } from './asks.ts';
import { browserSkipReason, launchBrowser, openPage, type OpenedPage } from './browser.ts';

function loadScenario(id: string): Scenario {
  const file = `scenarios/${id}.json`;
  const parsed = parseScenarioText(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'), file);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

/** How many verdicts the panel lists for a scenario: one per asking step, one per provider step with an expectation. */
function verdictCount(scenario: Scenario): number {
  return flattenSteps(scenario.steps).filter(({ step }) => isAskingStep(step) || ('provider' in step && step.expect !== undefined))
    .length;
}

/** The expected code of the scenario's last asking step, as its file states it. */
function lastExpectedCode(scenario: Scenario): string | undefined {
  const asks = flattenSteps(scenario.steps).flatMap(({ step }) => (isAskingStep(step) ? [step] : []));
  const last = asks.at(-1)?.expect;
  return last !== undefined && 'code' in last ? last.code : undefined;
}

function scenarioPath(id: string, autoplay = true): string {
  return `/?scenario=${id}${autoplay ? '&autoplay=1' : ''}&lang=en`;
}

/**
 * Records, in order, each question card that appears and each change of a tool
 * row's state or code, so a test can tell what happened before what.
 */
async function recordTimeline(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as { __timeline: string[] }).__timeline = events;
    const cards = new WeakSet<Element>();
    const rows = new WeakMap<Element, string>();
    const scan = (): void => {
      for (const card of document.querySelectorAll('[data-testid="question-card"]')) {
        if (cards.has(card)) continue;
        cards.add(card);
        events.push('card');
      }
      for (const row of document.querySelectorAll('[data-testid="tool-row"]')) {
        const key = [row.getAttribute('data-tool'), row.getAttribute('data-state'), row.getAttribute('data-code')]
          .filter((part) => part !== null)
          .join(' ');
        if (rows.get(row) === key) continue;
        rows.set(row, key);
        events.push(`row ${key}`);
      }
    };
    new MutationObserver(scan).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state', 'data-code'],
    });
  });
}

function timeline(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __timeline: string[] }).__timeline]);
}

interface LoggedFrame {
  readonly type: string;
  readonly direction: string;
  readonly payload: Record<string, unknown>;
}

/** The Timeline's frames, in log order, with each payload read from its <details> (asks and their frames show by default; the inspector is left on Model receives). */
async function loggedFrames(page: Page): Promise<LoggedFrame[]> {
  await page.locator('[data-testid="tab-timeline"]').click();
  await page.locator('[data-testid="timeline"] [data-testid="frame"]').first().waitFor({ state: 'attached' });
  const raw = await page.locator('[data-testid="timeline"] [data-testid="frame"]').evaluateAll((items) =>
    items.map((item) => ({
      seq: Number(item.getAttribute('data-seq')),
      type: item.getAttribute('data-type') ?? '',
      direction: item.getAttribute('data-direction') ?? '',
      payload: item.querySelector('details > pre')?.textContent ?? 'null',
    })),
  );
  await page.locator('[data-testid="tab-model"]').click();
  // The Timeline groups frames under their ask; the log's order is the sequence number's.
  return raw.sort((a, b) => a.seq - b.seq).map((f) => ({ type: f.type, direction: f.direction, payload: JSON.parse(f.payload) as Record<string, unknown> }));
}

/** The verdict of every step with an expectation, in script order: pass, differs, fail or pending. */
function verdictMarks(page: Page): Promise<(string | null)[]> {
  return page.locator('[data-testid="verdict"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-verdict')));
}

async function waitForDone(page: Page): Promise<void> {
  await page.locator('[data-testid="player-state"][data-state="done"]').waitFor({ state: 'attached', timeout: 30_000 });
}

async function expectEveryVerdictPasses(page: Page, id: string): Promise<void> {
  const count = verdictCount(loadScenario(id));
  // A late receipt (an answer after abort) can still be on its way when the run reports done.
  await expect.poll(() => verdictMarks(page), { timeout: 5_000 }).toEqual(Array.from({ length: count }, () => 'pass'));
}

const oneQuestion: RequestData = {
  questions: [
    {
      id: 'mode',
      question: 'How should I continue?',
      options: [{ label: 'Fast' }, { label: 'Careful' }],
    },
  ],
};
const CAREFUL_TEXT = '{"answers":[{"id":"mode","selected":["Careful"]}]}';

describe.skipIf(browserSkipReason !== null)('scenarios in the playground (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, {}, recordTimeline);
  }

  /** Opens the scenario with autoplay and lets it run to the end. */
  async function playToEnd(id: string): Promise<OpenedPage> {
    const opened = await open(scenarioPath(id));
    await waitForDone(opened.page);
    return opened;
  }

  describe('each error code, where the last settled ask shows DSH\'s exact message in "model receives"', () => {
    // DSH's words at 5bb600f9fb (user-questions service, web provider), written out here rather than imported.
    const cases: readonly { id: string; code: string; cardShown: boolean; text: string }[] = [
      { id: 'cancel-dismiss', code: 'ASK_CANCELLED', cardShown: true, text: 'Error: the user cancelled ask_user_question' },
      { id: 'abort-before-ask', code: 'ASK_ABORTED', cardShown: false, text: 'Error: ask_user_question was aborted before the user answered' },
      { id: 'provider-disposed', code: 'ASK_ABORTED', cardShown: true, text: 'Error: web user-questions provider was disposed' },
      { id: 'empty-questions', code: 'EMPTY_QUESTIONS', cardShown: false, text: 'Error: ask_user_question requires at least one question' },
      { id: 'no-provider', code: 'NO_PROVIDER', cardShown: false, text: 'Error: no user-questions provider is registered' },
      {
        id: 'caller-not-live',
        code: 'CALLER_NOT_LIVE',
        cardShown: false,
        text: 'Error: human interaction requires the exact live calling agent when an agent is supplied',
      },
      {
        id: 'stale-agent',
        code: 'CALLER_NOT_LIVE',
        cardShown: false,
        text: 'Error: human interaction requires the exact live calling agent when an agent is supplied',
      },
      {
        id: 'bad-intent-label',
        code: 'BAD_INTENT',
        cardShown: false,
        text: 'Error: question plan-review declares intent plan-review whose approve label "approve" names none of its options',
      },
      {
        id: 'bad-intent-no-options',
        code: 'BAD_INTENT',
        cardShown: false,
        text: 'Error: question plan-review declares intent plan-review whose approve label "Approve" names none of its options',
      },
      {
        id: 'bad-intent-no-detail',
        code: 'BAD_INTENT',
        cardShown: false,
        text: 'Error: question plan-review declares intent plan-review without the detail it reviews',
      },
      { id: 'missing-agent', code: 'ASK_MISSING_AGENT', cardShown: false, text: 'Error: web user interaction requires an agent-owned session' },
    ];

    for (const { id, code, cardShown, text } of cases) {
      it(`${id} settles ${code}${cardShown ? ' after its card was shown' : ' and no card ever appears'}, with DSH's message; every verdict passes`, async () => {
        expect(lastExpectedCode(loadScenario(id)), `scenarios/${id}.json`).toBe(code);
        const { page, errors } = await playToEnd(id);
        try {
          const received = await modelReceives(page);
          expect(received.code).toBe(code);
          expect(received.text).toBe(text);
          await expect.poll(() => page.locator(`[data-testid="tool-row"][data-code="${code}"]`).count()).toBe(1);
          expect((await timeline(page)).includes('card')).toBe(cardShown);
          expect(await page.locator('[data-testid="question-card"]').count()).toBe(0);
          await expectEveryVerdictPasses(page, id);
          expect(errors).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }

    it('abort-while-pending: the card goes away, the row reads "interrupted", the ask settles ASK_ABORTED', async () => {
      const { page, errors } = await playToEnd('abort-while-pending');
      try {
        expect((await modelReceives(page)).code).toBe('ASK_ABORTED');
        const row = page.locator('[data-testid="tool-row"][data-code="ASK_ABORTED"]');
        expect(await row.getAttribute('data-state')).toBe('stopped');
        expect(await row.locator('[data-testid="tool-row-summary"]').textContent()).toBe('interrupted');
        expect(await timeline(page)).toContain('card');
        expect(await page.locator('[data-testid="question-card"]').count()).toBe(0);
        await expectEveryVerdictPasses(page, 'abort-while-pending');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('answer-after-abort: the late answer crosses as a client-response and gets a not-pending receipt; the ask stays ASK_ABORTED', async () => {
      const { page, errors } = await playToEnd('answer-after-abort');
      try {
        expect((await modelReceives(page)).code).toBe('ASK_ABORTED');
        const lateReceipt = async (): Promise<Record<string, unknown> | null> => {
          const frames = await loggedFrames(page);
          const sent = frames.findIndex((f) => f.type === 'client-response' && f.direction === 'to-worker');
          if (sent === -1) return null;
          const rpcId = frames[sent]?.payload['rpcId'];
          return frames.slice(sent + 1).find((f) => f.type === 'receipt' && f.payload['rpcId'] === rpcId)?.payload ?? null;
        };
        await expect.poll(lateReceipt, { timeout: 5_000 }).toMatchObject({ accepted: false, reason: 'not-pending' });
        expect(await page.locator('[data-testid="tool-row"]').getAttribute('data-state')).toBe('stopped');
        expect(await page.locator('[data-testid="question-card"]').count()).toBe(0);
        await expectEveryVerdictPasses(page, 'answer-after-abort');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });

  describe('error codes followed by a success, seen on the tool rows', () => {
    it('delegated-caller: the child’s row fails DELEGATED_CALLER before any card, then the root asks and its row is ok', async () => {
      const { page, errors } = await playToEnd('delegated-caller');
      try {
        const childRow = page.locator('[data-testid="tool-row"][data-tool="ask_user_question"][data-code="DELEGATED_CALLER"]');
        expect(await childRow.count()).toBe(1);
        expect(await childRow.getAttribute('data-state')).toBe('error');
        expect(await childRow.textContent()).toContain('researcher');

        const events = await timeline(page);
        const refused = events.indexOf('row ask_user_question error DELEGATED_CALLER');
        expect(refused).toBeGreaterThanOrEqual(0);
        expect(events.indexOf('card')).toBeGreaterThan(refused);
        expect(events.filter((e) => e === 'card')).toHaveLength(1);

        // The child hands the question up in its final result; the root's later ask is answered.
        await page.locator('[data-testid="message"]', { hasText: 'Open question for the user' }).first().waitFor();
        const asks = page.locator('[data-testid="tool-row"][data-tool="ask_user_question"]');
        expect(await asks.count()).toBe(2);
        expect(await asks.nth(1).getAttribute('data-state')).toBe('ok');
        expect(await asks.nth(1).getAttribute('data-code')).toBeNull();
        expect(await modelReceives(page)).toEqual({
          text: '{"answers":[{"id":"db","selected":["PostgreSQL (Recommended)"]}]}',
          code: null,
        });
        await expectEveryVerdictPasses(page, 'delegated-caller');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('plan-review: the approved exit_plan_mode result is DSH\'s text', async () => {
      const { page, errors } = await playToEnd('plan-review');
      try {
        expect(await modelReceives(page)).toEqual({
          text: 'Plan approved — plan mode exited; carry out the plan starting with your next step.',
          code: null,
        });
        await expectEveryVerdictPasses(page, 'plan-review');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('plan-mode: keep planning, then approval, then a call outside plan mode, each in DSH\'s words, plain errors with no code', async () => {
      const { page, errors } = await playToEnd('plan-mode');
      try {
        // Newest first: the call after approval, the approval, the refused first plan.
        const entries = await page.locator('[data-testid="model-receives-entry"]').evaluateAll((items) =>
          items.map((li) => ({ text: li.querySelector('pre')?.textContent ?? '', code: li.getAttribute('data-code'), error: li.hasAttribute('data-error') })),
        );
        expect(entries).toEqual([
          { text: 'Error: exit_plan_mode is only available in plan mode', code: null, error: true },
          { text: 'Plan approved — plan mode exited; carry out the plan starting with your next step.', code: null, error: false },
          { text: 'Error: The user chose to keep planning; revise the plan and present it again.', code: null, error: true },
        ]);
        const outcomes = await page.locator('[data-testid="model-receives-entry"] .model-entry-outcome').allTextContents();
        expect(outcomes).toEqual(['error (no code)', 'success', 'error (no code)']);
        // Two plan cards were shown; the third call was refused before any card.
        expect(await page.locator('[data-testid="tool-row"][data-tool="exit_plan_mode"]').count()).toBe(3);
        await expectEveryVerdictPasses(page, 'plan-mode');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('plan-review-dismissed: "Chat about it" gives the model DSH\'s "speak instead" error, with no code', async () => {
      const { page, errors } = await playToEnd('plan-review-dismissed');
      try {
        expect(await modelReceives(page)).toEqual({
          text: 'Error: The user dismissed the plan review to speak instead; stay in plan mode, stop here, and wait for their message.',
          code: null,
        });
        await expectEveryVerdictPasses(page, 'plan-review-dismissed');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('invalid-arguments: two rows fail INVALID_ARGS naming the path, then the corrected call is answered', async () => {
      const { page, errors } = await playToEnd('invalid-arguments');
      try {
        const rows = page.locator('[data-testid="tool-row"]');
        expect(await rows.count()).toBe(3);
        expect(await rows.nth(0).getAttribute('data-code')).toBe('INVALID_ARGS');
        expect(await rows.nth(1).getAttribute('data-code')).toBe('INVALID_ARGS');
        expect(await rows.nth(2).getAttribute('data-state')).toBe('ok');

        // The first call lacks questions[0].id: its output says where. (The row's trigger is a button once it has loaded.)
        await rows.nth(0).locator('button.tool-row-head').click();
        await expect.poll(() => rows.nth(0).locator('.tool-row-body').textContent()).toContain(
          'Error: invalid arguments: missing required property "questions[0].id"',
        );
        // The second is cut-off JSON: DSH keeps it as text, which is not an object.
        await rows.nth(1).locator('button.tool-row-head').click();
        await expect.poll(() => rows.nth(1).locator('.tool-row-body').textContent()).toContain('Error: invalid arguments: "arguments" must be an object');

        expect(await modelReceives(page)).toEqual({ text: '{"answers":[{"id":"mode","selected":["Fast"]}]}', code: null });
        await expectEveryVerdictPasses(page, 'invalid-arguments');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('duplicate-provider: the verdict passes with DUPLICATE_PROVIDER, the transcript shows the error, asking still works', async () => {
      const { page, errors } = await playToEnd('duplicate-provider');
      try {
        const first = page.locator('[data-testid="script-step"][data-verdict]').first();
        expect(await first.getAttribute('data-verdict')).toBe('pass');
        expect(await first.textContent()).toContain('DUPLICATE_PROVIDER');
        const notice = page.locator('[data-testid="message"][data-role="notice"][data-tone="error"]', {
          hasText: 'DUPLICATE_PROVIDER',
        });
        expect(await notice.count()).toBe(1);
        expect(await modelReceives(page)).toEqual({ text: CAREFUL_TEXT, code: null });
        await expectEveryVerdictPasses(page, 'duplicate-provider');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('transport-failure: the card shows the failed send, keeps the choice, and the retry is answered', async () => {
      if (browser === undefined) throw new Error('browser did not launch');
      // The failure shows for as long as a person takes to press Submit again (the autoplayer's pause), so
      // every change of the status line is recorded as it happens instead of being polled for.
      const { page, errors } = await openPage(browser, scenarioPath('transport-failure'), {}, async (p) => {
        await recordTimeline(p);
        await p.addInitScript(() => {
          const seen: { tone: string | null; text: string; checked: string }[] = [];
          (window as unknown as { __statusLog: typeof seen }).__statusLog = seen;
          let last = '';
          new MutationObserver(() => {
            const status = document.querySelector('[data-testid="question-card"] [data-testid="card-status"]');
            if (status === null) return;
            const entry = {
              tone: status.getAttribute('data-tone'),
              text: status.textContent ?? '',
              checked: document.querySelector('[data-testid="option"]:has(input:checked)')?.textContent ?? '',
            };
            const key = JSON.stringify(entry);
            if (key !== last) seen.push(entry);
            last = key;
          }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
        });
      });
      try {
        await waitForDone(page);
        const log = await page.evaluate(
          () => (window as unknown as { __statusLog: { tone: string | null; text: string; checked: string }[] }).__statusLog,
        );
        const failure = log.find((e) => e.tone === 'error' && e.text.includes('simulated transport failure'));
        expect(failure, JSON.stringify(log)).toBeDefined();
        expect(failure?.checked).toContain('Careful');
        expect(await modelReceives(page)).toEqual({ text: CAREFUL_TEXT, code: null });
        expect(await page.locator('[data-testid="question-card"]').count()).toBe(0);
        await expectEveryVerdictPasses(page, 'transport-failure');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });

  it('large-batch autoplays through all 220 questions and the long plan, every verdict passing', async () => {
    const { page, errors } = await open(scenarioPath('large-batch'));
    try {
      await page.locator('[data-testid="player-state"][data-state="done"]').waitFor({ state: 'visible', timeout: 120_000 });
      await expectEveryVerdictPasses(page, 'large-batch');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 150_000);

  it('without autoplay a person answers the scenario card: the model receives their answer and the verdict reads "differs", never a pass', async () => {
    const { page, errors } = await open(scenarioPath('single-choice', false));
    try {
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      // The script would pick SQLite; the person picks something else.
      await card.locator('[data-testid="option"]', { hasText: 'PostgreSQL' }).click();
      await card.locator('[data-testid="primary"]', { hasText: 'Submit' }).click();

      expect(await modelReceives(page)).toEqual({ text: '{"answers":[{"id":"db","selected":["PostgreSQL"]}]}', code: null });
      await waitForDone(page);
      expect(await verdictMarks(page)).toEqual(['differs']);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  describe('the transport conditions in the Simulate popover', () => {
    /** Opens Simulate, runs `arm` in its popover, and closes it again. */
    async function simulate(page: Page, arm: (popover: Locator) => Promise<void>): Promise<void> {
      await page.locator('[data-testid="simulate"]').click();
      const popover = page.locator('[data-testid="simulate-popover"]');
      await popover.waitFor({ state: 'visible' });
      await arm(popover);
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'detached' });
    }
    const armedDot = (page: Page): Locator => page.locator('[data-testid="simulate-dot"]');

    async function chooseCareful(page: Page): Promise<{ card: Locator; primary: Locator }> {
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      await card.locator('[data-testid="option"]', { hasText: 'Careful' }).click();
      return { card, primary: card.locator('[data-testid="primary"]') };
    }

    it('with 1.5 s latency the primary button reads "Submitting…" while the answer is in flight', async () => {
      const { page, errors } = await open(askPath(oneQuestion));
      try {
        await simulate(page, async (popover) => {
          const slow = popover.locator('[data-testid="latency"] [data-value="1500"]');
          await slow.click();
          expect(await slow.getAttribute('aria-pressed')).toBe('true');
        });
        expect(await armedDot(page).count()).toBe(1);

        const { card, primary } = await chooseCareful(page);
        await primary.click();
        await expect.poll(() => primary.textContent()).toBe('Submitting…');
        expect(await primary.isDisabled()).toBe(true);

        expect(await modelReceives(page)).toEqual({ text: CAREFUL_TEXT, code: null });
        await card.waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('"Fail the next send" fails one submit visibly, then un-presses, and the second submit is answered', async () => {
      const { page, errors } = await open(askPath(oneQuestion));
      try {
        await simulate(page, async (popover) => {
          const toggle = popover.locator('[data-testid="fail-next-send"]');
          await toggle.locator('label, .switch-control').first().click();
          expect(await toggle.locator('input').isChecked()).toBe(true);
        });
        expect(await armedDot(page).count()).toBe(1);

        const { card, primary } = await chooseCareful(page);
        await primary.click();
        const status = card.locator('[data-testid="card-status"]');
        await expect.poll(() => status.textContent()).toContain('simulated transport failure');
        expect(await status.getAttribute('data-tone')).toBe('error');
        // Used up: the dot goes, and the switch reads off when Simulate is opened again.
        await expect.poll(() => armedDot(page).count()).toBe(0);
        await simulate(page, async (popover) => {
          expect(await popover.locator('[data-testid="fail-next-send"] input').isChecked()).toBe(false);
        });
        expect(await primary.textContent()).toBe('Submit');

        await primary.click();
        expect(await modelReceives(page)).toEqual({ text: CAREFUL_TEXT, code: null });
        await card.waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('"Reject the next response: not-pending" shows the receipt error on the card, which re-arms and then succeeds', async () => {
      const { page, errors } = await open(askPath(oneQuestion));
      try {
        await simulate(page, async (popover) => {
          const rejectGroup = popover.locator('[data-testid="reject-next"]');
          await rejectGroup.locator('[data-value="not-pending"]').click();
          expect(await rejectGroup.locator('[data-value="not-pending"]').getAttribute('aria-pressed')).toBe('true');
        });

        const { card, primary } = await chooseCareful(page);
        await primary.click();
        const status = card.locator('[data-testid="card-status"]');
        // DSH's card shows the refused receipt in its own words (slots.ts PendingQuestion.answer), no prefix.
        await expect.poll(() => status.textContent()).toBe('question response rejected: not-pending');
        expect(await status.getAttribute('data-tone')).toBe('error');
        // Re-armed: the choice is kept and Submit can be pressed again; the fault is used up.
        await expect.poll(() => primary.isEnabled()).toBe(true);
        expect(await primary.textContent()).toBe('Submit');
        expect(await card.locator('[data-testid="option"]:has(input:checked)').textContent()).toContain('Careful');
        await expect.poll(() => armedDot(page).count()).toBe(0);
        await simulate(page, async (popover) => {
          expect(await popover.locator('[data-testid="reject-next"] [data-value="none"]').getAttribute('aria-pressed')).toBe('true');
        });
        expect(await page.locator('[data-testid="model-receives"]').count()).toBe(0);

        await primary.click();
        expect(await modelReceives(page)).toEqual({ text: CAREFUL_TEXT, code: null });
        await card.waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });

  it('the player pauses, steps one step while paused, walks a finished story again from its first step, and restarts into a running state', async () => {
    // Every action waits on a state the run reports, never on the pace between steps.
    const { page, errors } = await open(scenarioPath('single-choice', false));
    try {
      const state = page.locator('[data-testid="player-state"]');
      const card = page.locator('[data-testid="question-card"]');
      const closing = page.locator('[data-testid="message"]', { hasText: 'SQLite it is.' });
      await card.waitFor({ state: 'visible' });
      expect(await state.getAttribute('data-state')).toBe('running');

      // Paused while the card waits: the answer settles the ask, and the run holds before its next step.
      await page.locator('[data-testid="player-pause"]').click();
      await page.locator('[data-testid="player-state"][data-state="paused"]').waitFor();
      expect(await state.textContent()).toBe('Paused');
      await card.locator('[data-testid="option"]', { hasText: 'SQLite' }).click();
      await card.locator('[data-testid="primary"]').click();
      await card.waitFor({ state: 'detached' });
      await page.locator('[data-testid="script-step"][data-path="2"][data-state="done"]').waitFor({ state: 'attached' });
      expect(await closing.count()).toBe(0);
      expect(await state.getAttribute('data-state')).toBe('paused');

      // One step: the closing line, and the story is done.
      await page.locator('[data-testid="player-step"]').click();
      await closing.waitFor({ state: 'visible' });
      await page.locator('[data-testid="player-state"][data-state="done"]').waitFor({ state: 'attached' });

      // Step on a finished story starts it again, paused at its first step; each Step runs one more.
      await page.locator('[data-testid="player-step"]').click();
      await page.locator('[data-testid="player-state"][data-state="paused"]').waitFor();
      await page.locator('[data-testid="script-step"][data-path="1"][data-cursor]').waitFor({ state: 'attached' });
      expect(await card.count()).toBe(0);
      await page.locator('[data-testid="player-step"]').click();
      await page.locator('[data-testid="script-step"][data-path="1"][data-state="done"]').waitFor({ state: 'attached' });
      expect(await card.count()).toBe(0);
      await page.locator('[data-testid="player-step"]').click();
      await card.waitFor({ state: 'visible' });
      expect(await state.getAttribute('data-state')).toBe('paused');

      await page.locator('[data-testid="player-restart"]').click();
      await page.locator('[data-testid="player-state"][data-state="running"]').waitFor();
      expect(await state.textContent()).toBe('Running');
      // The restarted run gets as far as its card again, and stays running while it waits for the person.
      await expect.poll(() => page.locator('[data-testid="tool-row"][data-state="running"]').count(), { timeout: 5_000 }).toBe(1);
      await card.waitFor({ state: 'visible' });
      expect(await state.getAttribute('data-state')).toBe('running');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
  it('with a card of the run up, Step plays its scripted answer, and Autoplay switched on takes that card too', async () => {
    const { page, errors } = await open(scenarioPath('single-choice', false));
    try {
      const card = page.locator('[data-testid="question-card"]');
      const step = page.locator('[data-testid="player-step"]');
      await card.waitFor({ state: 'visible' });
      // Running, waiting for a person: Step is on, because there is a card it can answer as the script would.
      expect(await page.locator('[data-testid="player-state"]').getAttribute('data-state')).toBe('running');
      expect(await step.isDisabled()).toBe(false);
      await step.click();
      await card.waitFor({ state: 'detached' });
      expect(await modelReceives(page)).toEqual({ text: '{"answers":[{"id":"db","selected":["SQLite"]}]}', code: null });
      await waitForDone(page);
      expect(await verdictMarks(page)).toEqual(['pass']);

      // Again, and this time the person turns Autoplay on with the card already up.
      await page.locator('[data-testid="player-restart"]').click();
      await card.waitFor({ state: 'visible' });
      await page.locator('[data-testid="autoplay"] .switch-control').click();
      await card.waitFor({ state: 'detached' });
      await waitForDone(page);
      expect(await verdictMarks(page)).toEqual(['pass']);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('after the agent crashes mid-run, the player’s controls are off and a line says why and points at Reset', async () => {
    const { page, errors } = await open(scenarioPath('single-choice', false));
    try {
      const card = page.locator('[data-testid="question-card"]');
      await card.waitFor({ state: 'visible' });
      await page.locator('[data-testid="simulate"]').click();
      await page.locator('[data-testid="simulate-popover"] [data-testid="crash-throw"]').click();
      await page.keyboard.press('Escape');
      await card.waitFor({ state: 'detached' });
      const note = page.locator('[data-testid="player-agent-stopped"]');
      await note.waitFor({ state: 'visible' });
      expect(await note.textContent()).toContain('Reset');
      await page.locator('[data-testid="player-state"][data-state="stopped"]').waitFor({ state: 'attached' });
      for (const control of ['player-restart', 'player-play', 'player-step']) {
        expect(await page.locator(`[data-testid="${control}"]`).isDisabled(), control).toBe(true);
      }
      await page.locator('[data-testid="stopped-reset"]').waitFor({ state: 'visible' });
      void errors;
    } finally {
      await page.close();
    }
  });
});
