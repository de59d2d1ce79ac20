// @vitest-environment jsdom
/**
 * Options that share a label keep their own identity on the card: the one
 * clicked is the one shown as chosen, in single and multi select, by pointer and
 * by keyboard; the answer carries the shared label (the encoder's rule), and the
 * card tells the person that the labels repeat.
 */
import { cleanup, screen, within } from '@solidjs/testing-library';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocale } from '../../../src/client/locale/locale.ts';
import type { AskUserQuestionItem } from '../../../src/protocol/index.ts';
import { LAZY_CHUNK, renderFlow, loadLazyChunks } from './card-harness.tsx';

beforeAll(loadLazyChunks, 60_000);

afterEach(cleanup);

const single: AskUserQuestionItem = {
  id: 'pick',
  question: 'Which one?',
  options: [
    { label: 'Same', description: 'the first one' },
    { label: 'Same', description: 'the second one' },
    { label: 'Other' },
  ],
};
const multi: AskUserQuestionItem = {
  id: 'many',
  question: 'Which ones?',
  multiSelect: true,
  options: [{ label: 'M', description: 'first M' }, { label: 'M', description: 'second M' }, { label: 'N' }],
};
const distinct: AskUserQuestionItem = { id: 'mode', question: 'Which mode?', options: [{ label: 'Fast' }, { label: 'Thorough' }] };

const options = (): HTMLElement[] => screen.getAllByTestId('option');
const inputOf = (option: HTMLElement): HTMLInputElement => option.querySelector('input') as HTMLInputElement;
const checked = (): boolean[] => options().map((option) => inputOf(option).checked);
/** Clicks an option's visible text, as a pointer user does. */
const clickText = async (user: { click(el: Element): Promise<void> }, n: number): Promise<void> =>
  user.click(within(options()[n] as HTMLElement).getByText(/^(Same|M|N|Other)$/, { selector: '.opt-label-text' }));

describe('single select', () => {
  it('clicking the second of two "Same" options chooses the second, and the answer is "Same"', async () => {
    const { user, sent } = await renderFlow([single]);
    await clickText(user, 1);
    expect(checked()).toEqual([false, true, false]);
    expect(options()[1]).toHaveAttribute('data-checked');
    expect(options()[0]).not.toHaveAttribute('data-checked');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sent()).toEqual({ answers: [{ id: 'pick', selected: ['Same'] }] });
  });

  it('the arrow keys move between the two "Same" options one at a time', async () => {
    const { user } = await renderFlow([single]);
    await clickText(user, 0);
    expect(checked()).toEqual([true, false, false]);
    await user.keyboard('{ArrowDown}');
    expect(checked()).toEqual([false, true, false]);
    await user.keyboard('{ArrowDown}');
    expect(checked()).toEqual([false, false, true]);
    await user.keyboard('{ArrowUp}');
    expect(checked()).toEqual([false, true, false]);
  });
});

describe('multi select', () => {
  it('each "M" checks on its own; checked together they send "M" once', async () => {
    const { user, sent } = await renderFlow([multi]);
    await clickText(user, 1);
    expect(checked()).toEqual([false, true, false]);
    await clickText(user, 0);
    expect(checked()).toEqual([true, true, false]);
    await clickText(user, 1);
    expect(checked()).toEqual([true, false, false]);
    await clickText(user, 1);
    await clickText(user, 2);
    expect(checked()).toEqual([true, true, true]);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sent()).toEqual({ answers: [{ id: 'many', selected: ['M', 'N'] }] });
  });

  it('Space toggles only the focused one', async () => {
    const { user } = await renderFlow([multi]);
    await user.tab();
    expect(inputOf(options()[1] as HTMLElement)).toHaveFocus();
    await user.keyboard(' ');
    expect(checked()).toEqual([false, true, false]);
  });
});

describe('the note', () => {
  it('says that the labels repeat and names them, in single and multi select', async () => {
    await renderFlow([single]);
    const note = await screen.findByTestId('duplicate-labels', {}, LAZY_CHUNK);
    expect(note).toHaveAttribute('role', 'note');
    expect(note).toHaveTextContent('Some options share a label: the agent receives only the label, so it cannot tell which of them you chose. “Same”');
    cleanup();

    await renderFlow([multi]);
    expect(await screen.findByTestId('duplicate-labels', {}, LAZY_CHUNK)).toHaveTextContent('“M”');
  });

  it('speaks the page locale', async () => {
    await renderFlow([single], { locale: createLocale('zh') });
    expect(await screen.findByTestId('duplicate-labels', {}, LAZY_CHUNK)).toHaveTextContent('有几个选项的标签相同');
  });

  it('is absent when every label is different, and follows the question shown', async () => {
    const { user } = await renderFlow([distinct, single]);
    expect(screen.queryByTestId('duplicate-labels')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByTestId('duplicate-labels', {}, LAZY_CHUNK)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.queryByTestId('duplicate-labels')).toBeNull();
  });
});
