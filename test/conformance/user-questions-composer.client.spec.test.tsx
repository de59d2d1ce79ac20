// @vitest-environment jsdom
/**
 * Conformance with DSH's question card at 5bb600f9fb
 * (`packages/client/ui-user-questions/tests/user-questions-composer.client.spec.tsx`
 * and `src/client/QuestionComposer.tsx`). Each test names the DSH test, or the
 * composer rule, whose behaviour it checks.
 */
import { cleanup, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { AskUserQuestionItem } from '../../src/protocol/index.ts';
import { parseOptionLabel } from '../../src/protocol/index.ts';
import { deferred, renderFlow } from '../client/question/card-harness.tsx';

afterEach(cleanup);

const mode: AskUserQuestionItem = { id: 'mode', question: 'Which mode?', options: [{ label: 'Fast (Recommended)' }, { label: 'Thorough' }] };
const notes: AskUserQuestionItem = { id: 'notes', question: 'Anything else?' };
const targets: AskUserQuestionItem = { id: 'targets', question: 'Which targets?', multiSelect: true, options: [{ label: 'Linux' }, { label: 'macOS' }, { label: 'Windows' }] };

const button = (name: string | RegExp): HTMLElement => screen.getByRole('button', { name });
const pager = (): string | null => screen.getByTestId('pager-count').textContent;
const optionText = (label: string): HTMLElement => screen.getByText(label, { selector: '.opt-label-text' });

describe('QuestionComposer (DSH user-questions-composer.client.spec.tsx)', () => {
  it('"collects single, custom, and multi-select answers before one batch submit", multi-select in click order', async () => {
    const { user, sent } = await renderFlow([mode, notes, targets]);
    await user.click(optionText('Fast'));
    await user.type(screen.getByRole('textbox'), 'ship friday');
    await user.click(button('Next'));
    await user.click(optionText('Windows'));
    await user.click(optionText('Linux'));
    await user.click(button('Submit'));
    expect(sent()).toEqual({
      answers: [
        { id: 'mode', selected: ['Fast (Recommended)'] },
        { id: 'notes', selected: [], custom: 'ship friday' },
        { id: 'targets', selected: ['Windows', 'Linux'] },
      ],
    });
  });

  it('choose(): unchecking and checking again moves a label to the end', async () => {
    const { user, sent } = await renderFlow([targets]);
    for (const label of ['Linux', 'macOS', 'Linux', 'Linux']) await user.click(optionText(label));
    await user.click(button('Submit'));
    expect(sent()).toEqual({ answers: [{ id: 'targets', selected: ['macOS', 'Linux'] }] });
  });

  it('"skips individual questions without discarding earlier answers"; skipping clears this question and leaves the primary disabled', async () => {
    const { user, sent } = await renderFlow([mode, targets]);
    await user.click(optionText('Thorough'));
    await user.click(optionText('Linux'));
    await user.click(button('Previous question'));
    // Back on an answered question, then forward to the checked one and skip it: its check is cleared.
    await user.click(button('Next question'));
    await user.click(button('Skip this question'));
    expect(sent()).toEqual({ answers: [{ id: 'mode', selected: ['Thorough'] }, { id: 'targets', selected: [] }] });
  });

  it('a skipped question shows nothing chosen and leaves the primary disabled until answered', async () => {
    const { user } = await renderFlow([mode, notes]);
    await user.click(optionText('Thorough'));
    expect(pager()).toBe('2 / 2');
    await user.click(button('Previous question'));
    await user.click(button('Skip this question'));
    await user.click(button('Previous question'));
    expect(screen.getByRole('radio', { name: 'Thorough' })).not.toBeChecked();
    expect(button('Next')).toBeDisabled();
  });

  it('"shows the inline custom input, reports missing answers, and supports pager navigation": the pager reads 1 / 1 for one question', async () => {
    await renderFlow([mode]);
    expect(pager()).toBe('1 / 1');
    expect(button('Previous question')).toBeDisabled();
    expect(button('Next question')).toBeDisabled();
    expect(screen.getByPlaceholderText('Type your answer')).toBeInTheDocument();
    expect(button('Submit')).toBeDisabled();
  });

  it('✕ in flight disables every control, collapse included, and keeps the primary label', async () => {
    const cancel = deferred();
    const { user } = await renderFlow([mode, notes], { onDismiss: () => cancel.promise });
    await user.click(optionText('Thorough'));
    await user.click(button('Previous question'));
    await user.click(button('Dismiss all questions'));
    expect(button('Next')).toBeDisabled();
    expect(button('Collapse the question card')).toBeDisabled();
    expect(button('Skip this question')).toBeDisabled();
    expect(screen.queryByText('Submitting…')).toBeNull();
    cancel.reject(new Error('question cancellation rejected: not-pending'));
    await expect.poll(() => screen.getByRole('status').textContent).toContain('question cancellation rejected: not-pending');
  });

  it('an answer in flight disables collapse and reads Submitting…', async () => {
    const send = deferred();
    const { user } = await renderFlow([mode], { onSubmit: () => send.promise });
    await user.click(optionText('Thorough'));
    await user.click(button('Submit'));
    expect(button('Submitting…')).toBeDisabled();
    expect(button('Collapse the question card')).toBeDisabled();
    send.resolve(undefined);
  });

  it('the option\'s accessible name is its label as DSH names it, without the badge', async () => {
    await renderFlow([mode]);
    expect(screen.getByRole('radio', { name: 'Fast' })).toBeInTheDocument();
    expect(screen.getByTestId('recommended-badge')).toHaveTextContent('Recommended');
  });
});

describe('parseRecommendedLabel (DSH)', () => {
  it('"recognizes English and Chinese suffixes without changing ordinary labels"', () => {
    expect(parseOptionLabel('Fast (Recommended)')).toStrictEqual({ text: 'Fast', recommended: true });
    expect(parseOptionLabel('快速（推荐）')).toStrictEqual({ text: '快速', recommended: true });
    expect(parseOptionLabel('快速 (推荐)')).toStrictEqual({ text: '快速', recommended: true });
    expect(parseOptionLabel('Fast (RECOMMENDED)')).toStrictEqual({ text: 'Fast', recommended: true });
    expect(parseOptionLabel('Fast')).toStrictEqual({ text: 'Fast', recommended: false });
    // DSH's pairs only: no spaces inside, no mixed parentheses.
    expect(parseOptionLabel('Fast ( Recommended )')).toStrictEqual({ text: 'Fast ( Recommended )', recommended: false });
    expect(parseOptionLabel('Fast (Recommended）')).toStrictEqual({ text: 'Fast (Recommended）', recommended: false });
  });
});
