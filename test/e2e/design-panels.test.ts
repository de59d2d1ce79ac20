/**
 * The designer's panels in a real Chromium (SPEC §5.3, §5.5): the request
 * editor names what the service would reject before Ask, and the service then
 * rejects exactly that; the Tokens panel shows the values the page really
 * computes, in light and after switching to dark, exports exactly what it
 * shows, and its width control is the canvas width; the A11y tab runs axe and
 * lists the card's tab order and its announcements; and each panel is
 * axe-clean in both themes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseColour } from '../../src/client/editor/css-color.ts';
import { COLOUR_GROUPS } from '../../src/client/editor/tokens-shown.ts';
import { askPath, modelReceives, threeQuestions } from './asks.ts';
import { browserSkipReason, formatViolations, launchBrowser, openPage, type AxeViolation, type OpenedPage } from './browser.ts';

const require = createRequire(import.meta.url);
const COLOUR_TOKENS = COLOUR_GROUPS.flatMap((g) => g.names);

const badIntent = {
  questions: [
    {
      id: 'ship',
      question: 'Ship this plan?',
      detail: '# Plan\n\n1. Tag\n2. Release',
      options: [{ label: 'Approve' }, { label: 'Keep planning' }],
      intent: { kind: 'plan-review', approve: 'approve' },
    },
  ],
};

describe.skipIf(browserSkipReason !== null)('design panels (Chromium)', () => {
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<OpenedPage> {
    if (browser === undefined) throw new Error('browser did not launch');
    return openPage(browser, path, { viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  }

  async function openTab(page: Page, id: string, ready: string): Promise<void> {
    await page.locator(`[data-testid="tab-${id}"]`).click();
    await page.locator(ready).waitFor({ state: 'visible' });
  }

  /** axe-core on one panel only (the page's other regions are other tests' business). */
  async function axeOn(page: Page, selector: string): Promise<AxeViolation[]> {
    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
    return page.evaluate(async (include) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      return (await axe.run({ include: [include] })).violations;
    }, selector);
  }

  /** Every colour token as the Tokens panel shows it, and as the page computes it (normalised the same way). */
  async function shownAndComputed(page: Page): Promise<{ shown: Record<string, string>; computed: Record<string, string> }> {
    const raw = await page.evaluate((names) => {
      const style = getComputedStyle(document.querySelector('[data-testid="canvas"]') as HTMLElement);
      const shown: Record<string, string> = {};
      const computed: Record<string, string> = {};
      for (const name of names) {
        shown[name] = (document.querySelector(`[data-token-hex="${name}"]`) as HTMLInputElement | null)?.value ?? '(missing)';
        computed[name] = style.getPropertyValue(name);
      }
      return { shown, computed };
    }, COLOUR_TOKENS);
    const computed = Object.fromEntries(Object.entries(raw.computed).map(([name, value]) => [name, normaliseColour(value) ?? `(unreadable ${value})`]));
    return { shown: raw.shown, computed };
  }

  describe('the request editor', () => {
    it('names BAD_INTENT for a wrong approve label before Ask, and the service then rejects the same way', async () => {
      const { page, errors } = await open('/?lang=en');
      try {
        await openTab(page, 'request', '[data-testid="request-editor"]');
        // The JSON view stays mounted (hidden) while the form is open, so it is found by its id there.
        const json = page.locator('[data-testid="editor-json"]');
        expect(await page.getByRole('textbox', { name: 'Request JSON' }).getAttribute('data-testid')).toBe('editor-json');
        await json.fill(JSON.stringify(badIntent, null, 2));
        const status = page.locator('[data-testid="editor-status"]');
        await expect
          .poll(() => status.innerText())
          .toBe('Will be rejected: BAD_INTENT — the approve label approve of question ship is not one of its option labels.');
        // Nothing was asked: the prediction is the editor's own.
        expect(await page.locator('[data-testid="model-receives"]').count()).toBe(0);

        await page.getByRole('button', { name: 'Ask', exact: true }).click();
        const received = await modelReceives(page);
        expect(received.code).toBe('BAD_INTENT');
        expect(received.text).toBe('Error: question ship declares intent plan-review whose approve label "approve" names none of its options');

        // Fixing it in the Form view (the approve label picked from the options) turns the verdict.
        await openTab(page, 'request', '[data-testid="request-editor"]');
        await page.locator('[data-testid="editor-form-tab"]').click();
        await page.getByRole('radiogroup', { name: 'Approve label' }).getByText('Approve', { exact: true }).click();
        await expect.poll(() => status.innerText()).toBe('Will be asked');
        expect(JSON.parse(await json.evaluate((el) => (el as HTMLElement & { value: string }).value)).questions[0].intent).toEqual({ kind: 'plan-review', approve: 'Approve' });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('keeps focus in the form: a removed option or question hands it to its neighbour or its Add button, an added one takes it', async () => {
      const { page, errors } = await open('/?lang=en');
      try {
        await openTab(page, 'request', '[data-testid="request-editor"]');
        const json = page.locator('[data-testid="editor-json"]');
        await json.fill(
          JSON.stringify({ questions: [{ id: 'a', question: 'First?', options: [{ label: 'A' }, { label: 'B' }, { label: 'C' }] }, { id: 'b', question: 'Second?' }] }),
        );
        await page.locator('[data-testid="editor-form-tab"]').click();
        await page.locator('[data-testid="editor-form"]').waitFor({ state: 'visible' });
        /** The focused element: its test id, the question and option it sits in (positions), and its value. */
        const focused = (): Promise<{ id: string; q: number; o: number; value: string }> =>
          page.evaluate(() => {
            const el = document.activeElement as HTMLInputElement | null;
            if (el === null || el === document.body) return { id: 'body', q: -1, o: -1, value: '' };
            const question = el.closest('[data-testid="form-question"]');
            const option = el.closest('[data-testid="form-option"]');
            return {
              id: el.getAttribute('data-testid') ?? el.tagName,
              q: question === null ? -1 : [...document.querySelectorAll('[data-testid="form-question"]')].indexOf(question),
              o: option === null || question === null ? -1 : [...question.querySelectorAll('[data-testid="form-option"]')].indexOf(option),
              value: el.value ?? '',
            };
          });
        const first = page.locator('[data-testid="form-question"]').first();
        const removeOption = (o: number): Promise<void> => first.locator('[data-testid="form-remove-option"]').nth(o).click();

        // The middle option: the next one takes focus; the last: the one before it; the only one: Add option.
        await removeOption(1);
        expect(await focused()).toEqual({ id: 'form-option-label', q: 0, o: 1, value: 'C' });
        await removeOption(1);
        expect(await focused()).toEqual({ id: 'form-option-label', q: 0, o: 0, value: 'A' });
        await removeOption(0);
        expect(await focused()).toEqual({ id: 'form-add-option', q: 0, o: -1, value: '' });

        // Add option and Add question: the new one's first field.
        await first.locator('[data-testid="form-add-option"]').click();
        expect(await focused()).toEqual({ id: 'form-option-label', q: 0, o: 0, value: 'Option 1' });
        await page.locator('[data-testid="form-add-question"]').click();
        expect(await focused()).toEqual({ id: 'form-id', q: 2, o: -1, value: 'q3' });

        // Questions: the next one's first field, then the one before, then Add question.
        const removeQuestion = (q: number): Promise<void> => page.locator('[data-testid="form-remove-question"]').nth(q).click();
        await removeQuestion(1);
        expect(await focused()).toEqual({ id: 'form-id', q: 1, o: -1, value: 'q3' });
        await removeQuestion(1);
        expect(await focused()).toEqual({ id: 'form-id', q: 0, o: -1, value: 'a' });
        await removeQuestion(0);
        expect(await focused()).toEqual({ id: 'form-add-question', q: -1, o: -1, value: '' });
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('"Open the JSON view" from a form that needs valid JSON puts focus in the JSON', async () => {
      const { page, errors } = await open('/?lang=en');
      try {
        await openTab(page, 'request', '[data-testid="request-editor"]');
        await page.locator('[data-testid="editor-json"]').fill('{"questions": [');
        await page.locator('[data-testid="editor-form-tab"]').click();
        const openJson = page.locator('[data-testid="editor-open-json"]');
        await openJson.waitFor({ state: 'visible' });
        await openJson.click();
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? 'body')).toBe('editor-json');
        expect(await page.locator('[data-testid="editor-json-tab"]').getAttribute('aria-selected')).toBe('true');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('Form edits ask the edited request, with the keys in the order they were written', async () => {
      const { page, errors } = await open('/?lang=en');
      try {
        await openTab(page, 'request', '[data-testid="request-editor"]');
        const json = page.locator('[data-testid="editor-json"]');
        await json.fill('{"questions":[{"question":"Which colour?","options":[{"label":"Blue"},{"label":"Green"}],"id":"colour"}]}');
        await page.locator('[data-testid="editor-form-tab"]').click();
        // A pointer user clicks the switch's track; its name tells the switches apart for everyone else.
        const second = page.locator('[data-testid="form-option"]').nth(1);
        expect(await second.getByRole('switch', { name: 'Option 2 Recommended', exact: true }).count()).toBe(1);
        await second.locator('.switch-control').click();
        await page.getByRole('textbox', { name: 'Header', exact: true }).fill('Palette');
        await expect.poll(() => page.locator('[data-testid="header-count"]').innerText()).toBe('7/12');
        expect(JSON.parse(await json.evaluate((el) => (el as HTMLElement & { value: string }).value))).toEqual({
          questions: [{ question: 'Which colour?', header: 'Palette', options: [{ label: 'Blue' }, { label: 'Green (Recommended)' }], id: 'colour' }],
        });
        expect(Object.keys(JSON.parse(await json.evaluate((el) => (el as HTMLElement & { value: string }).value)).questions[0])).toEqual(['question', 'header', 'options', 'id']);

        await page.getByRole('button', { name: 'Ask', exact: true }).click();
        const card = page.locator('[data-testid="question-card"]', { hasText: 'Which colour?' }).last();
        await card.waitFor({ state: 'visible' });
        expect(await card.locator('[data-testid="recommended-badge"]').count()).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });

  describe('the Tokens panel', () => {
    it('shows the values the page computes, in light and after switching to dark', async () => {
      const { page, errors } = await open('/?lang=en&theme=light');
      try {
        await openTab(page, 'tokens', '[data-testid="tokens-panel"]');
        const light = await shownAndComputed(page);
        expect(light.shown).toEqual(light.computed);
        // The minified stylesheet says #fff; the panel says what that is, never black.
        expect(light.shown['--color-surface']).toBe('#ffffff');
        expect(light.shown['--color-accent-text']).toBe('#ffffff');

        await page.locator('[data-testid="theme-switch"] [data-value="dark"]').click();
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        await expect.poll(async () => (await shownAndComputed(page)).shown['--color-surface']).not.toBe('#ffffff');
        const dark = await shownAndComputed(page);
        expect(dark.shown).toEqual(dark.computed);
        expect(dark.shown['--color-surface']).not.toBe(light.shown['--color-surface']);
        expect(await page.locator('[data-testid="tokens-theme"]').innerText()).toBe('Dark');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('a hex field takes any CSS colour, applies it, and Copy as CSS exports exactly what is shown', async () => {
      const { page, errors } = await open('/?lang=en&theme=light');
      try {
        await openTab(page, 'tokens', '[data-testid="tokens-panel"]');
        const accent = page.getByRole('textbox', { name: 'color-accent', exact: true });
        await accent.fill('rgb(200 40 90)');
        await accent.press('Enter');
        await expect.poll(() => accent.inputValue()).toBe('#c8285a');
        await expect.poll(() => page.evaluate(() => (document.querySelector('[data-testid="canvas"]') as HTMLElement).style.getPropertyValue('--color-accent'))).toBe('#c8285a');
        await accent.fill('not a colour');
        expect(await accent.getAttribute('aria-invalid')).toBe('true');
        await accent.press('Escape');
        await accent.blur();
        await expect.poll(() => accent.inputValue()).toBe('#c8285a');

        // The accent text's contrast follows the new accent behind it.
        const contrast = page.locator('[data-token-row="--color-accent-text"] [data-testid="contrast"]');
        expect(Number(await contrast.getAttribute('data-ratio'))).toBeCloseTo(5.38, 1);
        expect(await contrast.getAttribute('data-level')).toBe('AA');

        await page.locator('[data-testid="tokens-copy"]').click();
        await expect.poll(() => page.locator('[data-testid="tokens-copy"]').getAttribute('data-state')).toBe('done');
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(await page.locator('[data-testid="tokens-css"]').textContent());
        // Every value shown is in the CSS, and the CSS holds nothing else.
        const { shown } = await shownAndComputed(page);
        const lines = copied.split('\n').filter((l) => l.startsWith('  --'));
        for (const [name, value] of Object.entries(shown)) expect(lines).toContain(`  ${name}: ${value};`);
        const radius = await page.locator('[data-token-size="--card-radius"]').innerText();
        expect(lines).toContain(`  --card-radius: ${radius};`);
        expect(lines).toContain(`  --card-max-width: ${await page.locator('[data-testid="tokens-width-value"]').innerText()};`);
        expect(lines).toHaveLength(COLOUR_TOKENS.length + 6 + 1);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('shows and applies the focus ring, strong border, faint text and error colours, checks their contrast, and a reset keeps focus in the row', async () => {
      const { page, errors } = await open(askPath(threeQuestions, { lang: 'en', theme: 'light' }));
      try {
        await page.locator('[data-testid="question-card"]').first().waitFor({ state: 'visible' });
        await openTab(page, 'tokens', '[data-testid="tokens-panel"]');
        for (const name of ['--color-focus', '--color-border-strong', '--color-text-faint', '--color-error', '--color-warn', '--color-ok', '--color-accent-hover']) {
          expect(await page.locator(`[data-token-hex="${name}"]`).count(), name).toBe(1);
        }
        // The hover fill is graded as the background of the primary button's label: the label's colour is named.
        const hover = page.locator('[data-token-row="--color-accent-hover"] [data-testid="contrast"]');
        expect(await hover.getAttribute('data-kind')).toBe('text');
        expect(await hover.locator('.tokp-ratio').innerText()).toContain('under color-accent-text');
        expect(await page.locator('[data-token-row="--color-warn"] [data-testid="contrast"]').getAttribute('data-kind')).toBe('text');
        // Faint text and the error text are graded as text on the surface; the focus ring as a non-text colour (3:1).
        expect(await page.locator('[data-token-row="--color-text-faint"] [data-testid="contrast"]').getAttribute('data-kind')).toBe('text');
        expect(await page.locator('[data-token-row="--color-error"] [data-testid="contrast"]').getAttribute('data-kind')).toBe('text');
        const ring = page.locator('[data-token-row="--color-focus"] [data-testid="contrast"]');
        expect(await ring.getAttribute('data-kind')).toBe('graphic');
        expect(await ring.getAttribute('data-level')).toBe('AA');
        expect(await ring.locator('.tokp-badge').innerText()).toBe('AA · 3:1');

        // Applied the way every token is: an inline custom property the card's outline then paints with.
        const focus = page.getByRole('textbox', { name: 'color-focus', exact: true });
        const before = await focus.inputValue();
        await focus.fill('#c8285a');
        await expect.poll(() => page.evaluate(() => (document.querySelector('[data-testid="canvas"]') as HTMLElement).style.getPropertyValue('--color-focus'))).toBe('#c8285a');
        // The card on the canvas inherits it, as it does every other colour.
        expect(
          await page.locator('[data-testid="question-card"]').first().evaluate((el) => getComputedStyle(el).getPropertyValue('--color-focus').trim()),
        ).toBe('#c8285a');

        // The reset icon leaves once the default is back; focus goes to that row's colour field, not to the page.
        const reset = page.locator('[data-token-row="--color-focus"] [data-testid="token-reset"]');
        await reset.click();
        await reset.waitFor({ state: 'detached' });
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-token-hex') ?? 'body')).toBe('--color-focus');
        expect(await focus.inputValue()).toBe(before);
        expect(await page.evaluate(() => (document.querySelector('[data-testid="canvas"]') as HTMLElement).style.getPropertyValue('--color-focus'))).toBe('');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('the card width is one control: the Tokens panel and the canvas width preset move together and size the card', async () => {
      const { page, errors } = await open(askPath(threeQuestions, { lang: 'en' }));
      try {
        const card = page.locator('[data-testid="question-card"]').first();
        await card.waitFor({ state: 'visible' });
        const width = (): Promise<number> => card.evaluate((el) => Math.round(el.getBoundingClientRect().width));
        expect(await width()).toBeGreaterThan(480);

        await openTab(page, 'tokens', '[data-testid="tokens-panel"]');
        expect(await page.locator('[data-testid="tokens-width-value"]').innerText()).toBe('none');
        await page.locator('[data-testid="tokens-width-switch"] [data-value="480"]').click();
        await expect.poll(width).toBe(480);
        expect(await page.locator('[data-testid="tokens-width-value"]').innerText()).toBe('480px');
        expect(await page.locator('[data-testid="width-switch"] [data-value="480"]').getAttribute('data-pressed')).not.toBeNull();

        await page.locator('[data-testid="width-switch"] [data-value="360"]').click();
        await expect.poll(width).toBe(360);
        await expect.poll(() => page.locator('[data-testid="tokens-width-value"]').innerText()).toBe('360px');
        expect(await page.locator('[data-testid="tokens-css"]').textContent()).toContain('  --card-max-width: 360px;\n');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });

  describe('the A11y tab', () => {
    it('runs axe on the canvas, lists the card’s tab order, and logs what the status line announced', async () => {
      const { page, errors } = await open(askPath(threeQuestions, { lang: 'en' }));
      try {
        const card = page.locator('[data-testid="question-card"]').first();
        await card.waitFor({ state: 'visible' });
        // A validation message: Enter in the empty custom field of an unanswered question.
        await card.getByRole('textbox', { name: 'Other answer' }).press('Enter');
        await expect.poll(() => card.locator('[data-testid="card-status"]').innerText()).toBe('Please select an option or enter a custom answer.');

        await openTab(page, 'a11y', '[data-testid="a11y-panel"]');
        const names = page.locator('[data-testid="a11y-tab-order"] [data-testid="a11y-stop-name"]');
        await expect.poll(() => names.allInnerTexts()).toEqual([
          'Collapse the question card',
          'Dismiss all questions',
          'Fast',
          'Other answer',
          'Next question',
          'Skip this question',
        ]);
        // The list follows the card: choosing an option moves on to the free-text question.
        await card.locator('[data-testid="option"]', { hasText: 'Thorough' }).click();
        await expect.poll(() => names.allInnerTexts()).toContain('Previous question');
        expect(await names.allInnerTexts()).toContain('Your answer');

        const log = page.locator('[data-testid="a11y-announcements"] li');
        expect(await log.first().getAttribute('data-kind')).toBe('validation');
        expect(await log.first().innerText()).toContain('Please select an option or enter a custom answer.');

        // axe is not on the page until asked for.
        expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/axe-[\w-]+\.js$/.test(r.name)))).toBe(false);
        await page.locator('[data-testid="a11y-run"]').click();
        const summary = page.locator('[data-testid="a11y-summary"]');
        await summary.waitFor({ state: 'visible', timeout: 30_000 });
        expect(await summary.getAttribute('data-violations')).toBe('0');
        expect(await summary.innerText()).toMatch(/^No issues found · \d+ rules pass$/);
        expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/axe-[\w-]+\.js$/.test(r.name)))).toBe(true);

        // Clicking a stop puts focus on it.
        const stops = page.locator('[data-testid="a11y-tab-order"] button');
        await stops.filter({ hasText: 'Your answer' }).click();
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('at 390 px lists the tab order of the card out of view, and says why axe waits for a wider window', async () => {
      if (browser === undefined) throw new Error('browser did not launch');
      const { page, errors } = await openPage(browser, askPath(threeQuestions, { lang: 'en' }), { viewport: { width: 390, height: 844 } });
      try {
        await page.locator('[data-testid="question-card"]').first().waitFor({ state: 'visible' });
        await page.locator('[data-testid="narrow-tab-inspector"]').click();
        await openTab(page, 'a11y', '[data-testid="a11y-panel"]');
        await expect.poll(() => page.locator('[data-testid="a11y-tab-order"] li').count()).toBe(6);
        await page.locator('[data-testid="a11y-run"]').click();
        await page.locator('[data-testid="a11y-hidden"]').waitFor({ state: 'visible' });
        expect(await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/axe-[\w-]+\.js$/.test(r.name)))).toBe(false);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('finds a real violation and names it, in Chinese', async () => {
      const { page, errors } = await open(askPath(threeQuestions, { lang: 'zh' }));
      try {
        await page.locator('[data-testid="question-card"]').first().waitFor({ state: 'visible' });
        await openTab(page, 'a11y', '[data-testid="a11y-panel"]');
        // Break the card on purpose: an unnamed button inside it.
        await page.evaluate(() => document.querySelector('[data-testid="question-card"] .qcard-head')?.append(document.createElement('button')));
        await page.locator('[data-testid="a11y-run"]').click();
        const finding = page.locator('[data-testid="a11y-violations"] [data-rule="button-name"]');
        await finding.waitFor({ state: 'visible', timeout: 30_000 });
        expect(await finding.getAttribute('data-impact')).toBe('critical');
        expect(await finding.locator('.a11yp-help').innerText()).toMatch(/[\u4e00-\u9fff]/);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  });

  describe('axe-clean panels', () => {
    const panels = [
      { name: 'Request (JSON)', tab: 'request', ready: '[data-testid="request-editor"]', selector: '[data-testid="request-editor"]' },
      { name: 'Request (Form)', tab: 'request', ready: '[data-testid="request-editor"]', selector: '[data-testid="request-editor"]', form: true },
      { name: 'Tokens', tab: 'tokens', ready: '[data-testid="tokens-panel"]', selector: '[data-testid="tokens-panel"]' },
      { name: 'A11y', tab: 'a11y', ready: '[data-testid="a11y-panel"]', selector: '[data-testid="a11y-panel"]', run: true },
    ] as const;
    for (const theme of ['light', 'dark'] as const) {
      for (const lang of ['en', 'zh'] as const) {
        it(`every design panel is axe-clean, ${theme} theme, ${lang}`, async () => {
          const { page, errors } = await open(askPath(threeQuestions, { lang, theme }));
          try {
            await page.locator('[data-testid="question-card"]').first().waitFor({ state: 'visible' });
            for (const panel of panels) {
              await openTab(page, panel.tab, panel.ready);
              if ('form' in panel) {
                await page.locator('[data-testid="editor-form-tab"]').click();
                await page.locator('[data-testid="editor-form"]').waitFor({ state: 'visible' });
              }
              if ('run' in panel) {
                await page.locator('[data-testid="a11y-run"]').click();
                await page.locator('[data-testid="a11y-summary"]').waitFor({ state: 'visible', timeout: 30_000 });
              }
              const violations = await axeOn(page, panel.selector);
              expect(formatViolations(violations), `${panel.name}, ${theme}, ${lang}`).toBe('');
            }
            expect(errors).toEqual([]);
          } finally {
            await page.close();
          }
        });
      }
    }
  });
});
