/**
 * Shared pieces of the e2e ask tests: `?q=` links for a request, the requests
 * themselves, and small page probes (where focus is, what the model received).
 * Browser launching and page opening stay in ./browser.ts.
 */
import { compressToEncodedURIComponent } from 'lz-string';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RequestData } from '../../src/protocol/index.ts';

/** The app path that asks `request` directly by the root agent (§5.3), in English unless told otherwise. */
export function askPath(request: RequestData, params: Readonly<Record<string, string>> = {}): string {
  const search = new URLSearchParams({ lang: 'en', ...params });
  search.set('q', compressToEncodedURIComponent(JSON.stringify(request)));
  return `/?${search.toString()}`;
}

export const twoQuestions: RequestData = {
  questions: [
    {
      id: 'mode',
      header: 'Build',
      question: 'Which mode should the build use?',
      options: [
        { label: 'Fast (Recommended)', description: 'Skips the slow checks' },
        { label: 'Thorough', description: 'Runs everything' },
      ],
    },
    { id: 'notes', question: 'Anything else the agent should know?' },
  ],
};

export const threeQuestions: RequestData = {
  questions: [
    {
      id: 'mode',
      question: 'Which mode should the build use?',
      options: [{ label: 'Fast (Recommended)' }, { label: 'Thorough' }],
    },
    { id: 'path', question: 'Where should the output go?' },
    {
      id: 'checks',
      question: 'Which checks should run?',
      multiSelect: true,
      options: [{ label: 'Unit tests' }, { label: 'Lint' }, { label: 'E2E' }],
    },
  ],
};

export const THREE_ANSWER_TEXT =
  '{"answers":[{"id":"mode","selected":["Fast (Recommended)"]},{"id":"path","selected":[],"custom":"/tmp/out"},{"id":"checks","selected":["Unit tests","Lint"],"custom":"fuzz"}]}';

export const PLAN_APPROVE_DESCRIPTION = 'Leave plan mode and start working';
export const PLAN_REFUSE_DESCRIPTION = 'Stay in plan mode and revise the plan';

export const planReview: RequestData = {
  questions: [
    {
      id: 'plan-review',
      header: 'Plan review',
      question: 'Approve this plan and leave plan mode?',
      detail: '# Release plan\n\n1. Bump the version\n2. Tag the release\n\n**Risk:** low',
      options: [
        { label: 'Approve', description: PLAN_APPROVE_DESCRIPTION },
        { label: 'Keep planning', description: PLAN_REFUSE_DESCRIPTION },
      ],
      intent: { kind: 'plan-review', approve: 'Approve' },
    },
  ],
};

/** Waits for the settled ask's result and returns its exact text and error code (null on success). */
export async function modelReceives(page: Page): Promise<{ text: string; code: string | null }> {
  const pane = page.locator('[data-testid="model-receives"]');
  await pane.waitFor({ state: 'visible' });
  return { text: (await pane.textContent()) ?? '', code: await pane.getAttribute('data-code') };
}

/** Where keyboard focus is: the focused element's test id, and whether it sits inside the question card. */
export function focusProbe(page: Page): Promise<{ testId: string | null; inCard: boolean; tag: string; type: string | null }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return {
      testId: active?.getAttribute('data-testid') ?? null,
      inCard: active?.closest('[data-testid="question-card"]') != null,
      tag: active?.tagName.toLowerCase() ?? '',
      type: active?.getAttribute('type') ?? null,
    };
  });
}

/** The accessible label text of the focused option input (its option row's text). */
export function focusedOptionText(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.closest('[data-testid="option"]')?.textContent ?? null);
}

/**
 * After a click auto-advances, the question it reveals ignores pointer clicks on
 * its options for half a second (the double-click guard; the card carries
 * `data-guarded` meanwhile). A person reads the new question first; a test waits
 * for the card to take clicks again.
 */
export async function readyForClicks(card: Locator): Promise<void> {
  await expect.poll(() => card.getAttribute('data-guarded')).toBeNull();
}
