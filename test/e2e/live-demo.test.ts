/**
 * The live path in the built app, in a real Chromium (§6): the msw service worker
 * serves the demo model to the host's Web Worker, the composer talks to it, its
 * questions arrive as the real cards, the answers go back to it, and delegation
 * shows the sub-agent's refused ask and the parent's question.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelReceives } from './asks.ts';
import { browserSkipReason, launchBrowser, openPage } from './browser.ts';

describe.skipIf(browserSkipReason !== null)('live demo model (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function send(page: Page, text: string): Promise<void> {
    const input = page.locator('[data-testid="composer-input"]');
    await input.click();
    await input.fill(text);
    await input.press('Enter');
  }

  async function card(page: Page): Promise<Locator> {
    const found = page.locator('[data-testid="question-card"]');
    await found.waitFor({ state: 'visible' });
    return found;
  }

  async function lastMessage(page: Page): Promise<string> {
    return (await page.locator('[data-testid="message"]').last().textContent()) ?? '';
  }

  it('chats with the demo model through the real cards, without a key', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, '/?lang=en');
    try {
      await expect
        .poll(async () => page.locator('[data-testid="live-status"]').textContent(), { timeout: 15_000 })
        .toBe('Demo model ready: type a message below.');

      await send(page, 'speed up my build');
      const batch = await card(page);
      await batch.locator('[data-testid="option"]', { hasText: 'Quick pass' }).click();
      await expect.poll(() => batch.getAttribute('data-index')).toBe('1');
      const goal = batch.locator('[data-testid="free-text"]');
      await goal.click();
      await goal.pressSequentially('a faster build');
      await batch.locator('[data-testid="primary"]', { hasText: 'Next' }).click();
      await batch.locator('[data-testid="option"]', { hasText: 'Code sample' }).click();
      await batch.locator('[data-testid="option"]', { hasText: 'Summary' }).click();
      await batch.locator('[data-testid="primary"]', { hasText: 'Submit' }).click();

      expect(await modelReceives(page)).toEqual({
        text: '{"answers":[{"id":"depth","selected":["Quick pass (Recommended)"]},{"id":"goal","selected":[],"custom":"a faster build"},{"id":"formats","selected":["Code sample","Summary"]}]}',
        code: null,
      });
      await expect.poll(() => lastMessage(page), { timeout: 10_000 }).toContain('- Output: Code sample, Summary');
      await expect.poll(() => page.locator('[data-testid="send"]').count(), { timeout: 10_000 }).toBe(1);

      // Second message: the demo model delegates; the child's ask is refused, the parent asks.
      await send(page, 'research why it is slow');
      const decision = await card(page);
      expect(await decision.textContent()).toContain('Which source should the research trust first?');
      await decision.locator('[data-testid="option"]', { hasText: 'Issue tracker' }).click();
      await decision.locator('[data-testid="primary"]', { hasText: 'Submit' }).click();
      await expect.poll(() => lastMessage(page), { timeout: 10_000 }).toContain('the research starts with “Issue tracker”');
      const refused = page.locator('[data-testid="tool-row"][data-code="DELEGATED_CALLER"]');
      expect(await refused.count()).toBe(1);

      // Configuration precedes the first ask: the Timeline files it under System, shown once that filter is on.
      await page.locator('[data-testid="tab-timeline"]').click();
      await page.locator('[data-testid="filter-system"]').click();
      await expect
        .poll(() => page.locator('[data-testid="timeline"] [data-testid="frame"]').evaluateAll((items) => items.map((i) => i.getAttribute('data-type'))))
        .toContain('live/configure');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('in zh, the worker\'s Stop notice reads in Chinese and follows a switch to English', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, '/?lang=zh', { viewport: { width: 1440, height: 900 } });
    try {
      await expect.poll(async () => page.locator('[data-testid="live-status"]').textContent(), { timeout: 15_000 }).toBe('演示模型已就绪：在下方输入消息即可。');
      await send(page, '你好');
      await card(page);
      await page.locator('[data-testid="stop"]').first().click();
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'detached' });
      const notice = page.locator('[data-testid="message"][data-role="notice"]').last();
      await expect.poll(() => notice.textContent()).toBe('已停止。');
      await page.locator('[data-testid="locale-switch"]').getByText('EN', { exact: true }).click();
      await expect.poll(() => notice.textContent()).toBe('Stopped.');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('in zh, an error the endpoint reports inside its stream reads in Chinese with its words verbatim, and follows a switch to English', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    // A real endpoint on a local port that allows browser calls (CORS) and answers every request with an in-stream error.
    const endpoint: Server = createServer((request, response) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      request.resume();
      response.writeHead(200, { 'Content-Type': 'text/event-stream' });
      response.end(`data: ${JSON.stringify({ error: { message: 'context length exceeded' } })}\n\n`);
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const { port } = endpoint.address() as AddressInfo;
    const { page, errors } = await openPage(browser, '/?lang=zh', { viewport: { width: 1440, height: 900 } });
    try {
      await page.locator('[data-testid="tab-live"]').click();
      await page.locator('[data-testid="live-endpoint-custom"]').click();
      await page.locator('[data-testid="live-base-url"]').fill(`http://127.0.0.1:${String(port)}/v1`);
      await page.locator('[data-testid="live-model"]').fill('test-model');
      await page.locator('[data-testid="live-apply"]').click();
      await send(page, '你好');
      const notice = page.locator('[data-testid="message"][data-role="notice"][data-tone="error"]').last();
      await expect.poll(() => notice.textContent(), { timeout: 15_000 }).toBe('接口在流中报告了错误：context length exceeded');
      expect(await notice.locator('[data-verbatim]').textContent()).toBe('context length exceeded');
      await page.locator('[data-testid="locale-switch"]').getByText('EN', { exact: true }).click();
      await expect.poll(() => notice.textContent()).toBe('The endpoint reported an error in the stream: context length exceeded');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });

  it("a live model's request carries DSH's ask_user_question tool byte for byte, and its bad arguments earn DSH's INVALID_ARGS", async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    // DSH's model-visible schema snapshot (5bb600f9fb), kept as data in the fixtures.
    const dshTool = JSON.parse(readFileSync(new URL('../fixtures/dsh/ask-user-question.tool-schema.json', import.meta.url), 'utf8')) as unknown;
    const bodies: string[] = [];
    // A real endpoint on a local port: the first request gets a tool call missing `id`, the second a plain reply.
    const endpoint: Server = createServer((request, response) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        bodies.push(Buffer.concat(chunks).toString('utf8'));
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        const call = { index: 0, id: 'call_1', type: 'function', function: { name: 'ask_user_question', arguments: '{"questions":[{"question":"Which?"}]}' } };
        const chunk =
          bodies.length === 1
            ? { choices: [{ index: 0, delta: { role: 'assistant', tool_calls: [call] }, finish_reason: 'tool_calls' }] }
            : { choices: [{ index: 0, delta: { role: 'assistant', content: 'Fixed.' }, finish_reason: 'stop' }] };
        response.end(`data: ${JSON.stringify(chunk)}\n\ndata: [DONE]\n\n`);
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const { port } = endpoint.address() as AddressInfo;
    const { page, errors } = await openPage(browser, '/?lang=en', { viewport: { width: 1440, height: 900 } });
    try {
      await page.locator('[data-testid="tab-live"]').click();
      await page.locator('[data-testid="live-endpoint-custom"]').click();
      await page.locator('[data-testid="live-base-url"]').fill(`http://127.0.0.1:${String(port)}/v1`);
      await page.locator('[data-testid="live-model"]').fill('test-model');
      await page.locator('[data-testid="live-apply"]').click();
      await send(page, 'ask me');
      await expect.poll(() => bodies.length, { timeout: 15_000 }).toBe(2);
      await expect.poll(() => lastMessage(page), { timeout: 10_000 }).toBe('Fixed.');

      // The bytes on the wire: the function entry is DSH's entry, serialised, key order and all.
      const first = bodies[0] ?? '';
      expect(first).toContain(JSON.stringify({ type: 'function', function: dshTool }));
      const tools = (JSON.parse(first) as { tools: { function: { name: string } }[] }).tools;
      expect(tools.find((t) => t.function.name === 'ask_user_question')?.function).toStrictEqual(dshTool);

      // What the model read back, in the second request: DSH's violation, worded as DSH's checker words it.
      const messages = (JSON.parse(bodies[1] ?? '{}') as { messages: { role: string; content?: string }[] }).messages;
      expect(messages.at(-1)).toMatchObject({ role: 'tool', content: 'Error: invalid arguments: missing required property "questions[0].id"' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });

  it('Stop interrupts a pending demo question and the conversation goes on', async () => {
    if (browser === undefined) throw new Error('browser did not launch');
    const { page, errors } = await openPage(browser, '/?lang=en');
    try {
      await expect
        .poll(async () => page.locator('[data-testid="live-status"]').textContent(), { timeout: 15_000 })
        .toBe('Demo model ready: type a message below.');
      await send(page, 'hello');
      await card(page);
      await page.locator('[data-testid="stop"]').first().click();
      await page.locator('[data-testid="question-card"]').waitFor({ state: 'detached' });
      await expect.poll(() => page.locator('[data-testid="tool-row"]').last().getAttribute('data-state')).toBe('stopped');
      await expect.poll(() => lastMessage(page)).toBe('Stopped.');

      await send(page, 'and now?');
      // The history ends with the aborted ask's tool message and this user message: the demo delegates (second message).
      await card(page);
      expect(await page.locator('[data-testid="question-card"]').textContent()).toContain('Which source should the research trust first?');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
