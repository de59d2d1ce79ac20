/**
 * Shared pieces of the hostile-request tests: the request as a link (in the
 * fragment: the query form of the larger ones would not get past the server), a
 * generous wait for the card, and the pager check that says the page still responds.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { encodeRequest } from '../../src/protocol/request-link.ts';
import type { RequestData } from '../../src/protocol/index.ts';
import { openPage, type OpenedPage } from './browser.ts';

/** How long a hostile card may take to appear before the test gives up (it should take well under 2 s). */
export const GENEROUS = 30_000;

export function fragmentPath(request: RequestData): string {
  return `/#lang=en&q=${encodeRequest(request)}`;
}

export async function openHostile(browser: Browser | undefined, request: RequestData): Promise<OpenedPage & { card: ReturnType<Page['locator']> }> {
  if (browser === undefined) throw new Error('browser did not launch');
  const opened = await openPage(browser, fragmentPath(request));
  const card = opened.page.locator('[data-testid="question-card"]');
  await card.waitFor({ state: 'visible', timeout: GENEROUS });
  return { ...opened, card };
}

/** The pager still moves: next shows question 2, previous goes back. */
export async function pagerWorks(card: ReturnType<Page['locator']>, total: number): Promise<void> {
  const count = card.locator('[data-testid="pager-count"]');
  expect((await count.textContent())?.replace(/\s/g, '')).toBe(`1/${total}`);
  await card.locator('[data-testid="pager-next"]').click({ timeout: GENEROUS });
  await expect.poll(() => count.textContent(), { timeout: GENEROUS }).toMatch(new RegExp(`^\\s*2\\s*/\\s*${total}\\s*$`));
  await card.locator('[data-testid="pager-prev"]').click({ timeout: GENEROUS });
  await expect.poll(() => count.textContent(), { timeout: GENEROUS }).toMatch(new RegExp(`^\\s*1\\s*/\\s*${total}\\s*$`));
}

