/**
 * DSH's web provider refuses a response it cannot take (`api-proxy.ts` at 5bb600f9fb: a response whose selected
 * labels repeat, or whose custom text is blank after trimming, fails its check) with a `bad-response` receipt, and the
 * ask stays pending for a response it can take. asklab's own card never sends such a response, so here a page script
 * plays a faulty web client: it posts those responses to the app's real host worker, beside the real card, as a
 * second client of the same bridge would. Then the person answers on the card and the model receives that answer.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestData } from '../../src/protocol/index.ts';
import { askPath, modelReceives, readyForClicks } from './asks.ts';
import { browserSkipReason, launchBrowser, openPage } from './browser.ts';

const request: RequestData = {
  questions: [
    { id: 'targets', question: 'Which targets?', multiSelect: true, options: [{ label: 'Linux' }, { label: 'macOS' }] },
    { id: 'notes', question: 'Anything else?' },
  ],
};

interface HostTap {
  frames: Array<Record<string, unknown>>;
  post(frame: unknown): void;
}

/** Keeps the app's host worker (its name is `asklab-host:…`) and every frame it sends (one or a batch per message), before any page script runs. */
async function tapHostWorker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.Worker;
    const tap = { frames: [] as Array<Record<string, unknown>>, worker: null as Worker | null, post: (frame: unknown) => tap.worker?.postMessage(frame) };
    (window as unknown as { __hostTap: typeof tap }).__hostTap = tap;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (options?.name?.startsWith('asklab-host:') === true) {
          tap.worker = this;
          this.addEventListener('message', (event: MessageEvent) => {
            // The worker may post several frames in one message.
            const data = event.data as unknown;
            for (const frame of Array.isArray(data) ? data : [data]) tap.frames.push(frame as Record<string, unknown>);
          });
        }
      }
    };
  });
}

const tapped = (page: Page): Promise<Array<Record<string, unknown>>> =>
  page.evaluate(() => (window as unknown as { __hostTap: HostTap }).__hostTap.frames.map((f) => ({ ...f })));

describe.skipIf(browserSkipReason !== null)("DSH's web provider checks a response before it settles the ask", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('duplicate labels and blank custom text get a bad-response receipt; the ask stays pending and the card then answers it', async () => {
    const { page, errors } = await openPage(browser, askPath(request), {}, tapHostWorker);
    try {
      const card = page.locator('[data-testid="question-card"]:not([inert])');
      await card.waitFor({ state: 'visible' });
      await readyForClicks(card);
      const asked = (await tapped(page)).find((f) => f['type'] === 'question/requested');
      expect(asked).toBeDefined();
      const { rpcId, sessionId } = asked as { rpcId: string; sessionId: string };
      const respond = (answers: unknown[]): Promise<void> =>
        page.evaluate(
          (frame) => (window as unknown as { __hostTap: HostTap }).__hostTap.post(frame),
          { type: 'client-response', rpcId, result: { ok: true, value: { sessionId, answer: { answers } } } },
        );
      const receipts = async (): Promise<unknown[]> =>
        (await tapped(page)).filter((f) => f['type'] === 'receipt').map(({ type, rpcId: id, accepted, reason }) => ({ type, rpcId: id, accepted, reason }));

      await respond([
        { id: 'targets', selected: ['Linux', 'Linux'] },
        { id: 'notes', selected: [], custom: 'fine' },
      ]);
      await expect.poll(receipts).toEqual([{ type: 'receipt', rpcId, accepted: false, reason: 'bad-response' }]);
      await respond([
        { id: 'targets', selected: ['Linux'] },
        { id: 'notes', selected: [], custom: '   ' },
      ]);
      await expect.poll(receipts).toHaveLength(2);
      expect((await receipts())[1]).toEqual({ type: 'receipt', rpcId, accepted: false, reason: 'bad-response' });

      // Neither settled the ask: nothing reached the model, the row still waits, the card is still up.
      expect(await page.locator('[data-testid="model-receives"]').count()).toBe(0);
      expect(await page.locator('[data-testid="tool-row"]').first().getAttribute('data-state')).toBe('running');
      await card.locator('[data-testid="option"]', { hasText: 'macOS' }).click();
      await card.locator('[data-testid="option"]', { hasText: 'Linux' }).click();
      await card.locator('[data-testid="primary"]').click();
      await card.locator('textarea').fill('ship it');
      await card.locator('[data-testid="primary"]').click();
      // Click order, as DSH keeps it.
      expect(await modelReceives(page)).toEqual({
        text: '{"answers":[{"id":"targets","selected":["macOS","Linux"]},{"id":"notes","selected":[],"custom":"ship it"}]}',
        code: null,
      });
      expect((await receipts()).slice(2)).toEqual([{ type: 'receipt', rpcId, accepted: true, reason: undefined }]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
