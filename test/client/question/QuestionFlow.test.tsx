// @vitest-environment jsdom
/**
 * The generic question card (§3.1), driven as a user drives it (pointer and
 * keyboard through user-event), with the answer read back through the one
 * encoder, exactly what the bridge would send.
 *
 * Not testable in jsdom (no layout): the text areas growing to six lines then
 * scrolling (Kobalte's autoResize reads scrollHeight, always 0 here), the body
 * being the only scroll region, and the icon buttons' hover tooltips.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@solidjs/testing-library';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TransportError } from '../../../src/bridge/client.ts';
import { createLocale } from '../../../src/client/locale/locale.ts';
import type { AskUserQuestionItem } from '../../../src/protocol/index.ts';
import { LAZY_CHUNK, deferred, renderFlow, loadLazyChunks } from './card-harness.tsx';

beforeAll(loadLazyChunks, 60_000);

const mode: AskUserQuestionItem = {
  id: 'mode',
  header: 'Build',
  question: 'Which build mode?',
  options: [
    { label: 'Fast (Recommended)', description: 'Skips the slow checks' },
    { label: 'Thorough', description: 'Runs every check' },
  ],
};
const region: AskUserQuestionItem = {
  id: 'region',
  question: 'Which region?',
  options: [{ label: 'EU' }, { label: 'US' }, { label: 'Asia' }],
};
const notes: AskUserQuestionItem = { id: 'notes', question: 'Anything else we should know?' };
const name: AskUserQuestionItem = { id: 'name', question: 'Project name?' };
const targets: AskUserQuestionItem = {
  id: 'targets',
  question: 'Which targets?',
  multiSelect: true,
  options: [{ label: 'Linux', description: 'glibc and musl' }, { label: 'macOS' }, { label: 'Windows' }],
};

// Vitest globals are off, so the library cannot register its own cleanup.
afterEach(cleanup);

const heading = (): HTMLElement => screen.getByRole('heading', { level: 2 });
const pager = (): string | null => screen.getByTestId('pager-count').textContent;
const status = (): HTMLElement => screen.getByRole('status');
const textbox = (): HTMLTextAreaElement => screen.getByRole('textbox') as HTMLTextAreaElement;
const button = (label: string | RegExp): HTMLElement => screen.getByRole('button', { name: label });
const radio = (label: string | RegExp): HTMLInputElement => screen.getByRole('radio', { name: label }) as HTMLInputElement;
const checkbox = (label: string | RegExp): HTMLInputElement => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
/** Clicks the visible option text, as a pointer user does (the input itself is visually hidden). */
const optionText = (label: string): HTMLElement => screen.getByText(label, { selector: '.opt-label-text' });

describe('header', () => {
  it('shows the header as an eyebrow above the question, which is the heading that names the card', async () => {
    const { user } = await renderFlow([mode, notes]);
    expect(heading()).toHaveTextContent('Which build mode?');
    expect(screen.getByRole('region', { name: 'Which build mode?' })).toBeInTheDocument();
    expect(screen.getByText('Build')).toHaveClass('qcard-eyebrow');

    await user.click(button('Next question'));
    expect(heading()).toHaveTextContent('Anything else we should know?');
    expect(screen.getByRole('region', { name: 'Anything else we should know?' })).toBeInTheDocument();
    expect(screen.queryByText('Build')).toBeNull();
  });
});

describe('collapse and expand', () => {
  it('collapsing flips aria-expanded and removes the body and the footer from the DOM', async () => {
    const { user } = await renderFlow([mode, notes]);
    const toggle = button('Collapse the question card');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Expand the question card');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip this question' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(heading()).toHaveTextContent('Which build mode?');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(status()).toBeInTheDocument();
  });

  it('keeps the drafts and the position across a collapse', async () => {
    const { user } = await renderFlow([mode, notes, targets]);
    await user.click(optionText('Thorough'));
    await user.type(textbox(), 'ship on friday');
    expect(pager()).toBe('2 / 3');

    await user.click(button('Collapse the question card'));
    await user.click(button('Expand the question card'));
    expect(pager()).toBe('2 / 3');
    expect(textbox()).toHaveValue('ship on friday');

    await user.click(button('Previous question'));
    expect(radio('Thorough')).toBeChecked();
  });

  it('re-expanding does not move focus into the text field', async () => {
    const { user } = await renderFlow([notes]);
    expect(textbox()).toHaveFocus();
    await user.type(textbox(), 'draft');

    const toggle = button('Collapse the question card');
    await user.click(toggle);
    await user.click(toggle);
    await Promise.resolve();
    expect(textbox()).toHaveValue('draft');
    expect(textbox()).not.toHaveFocus();
    expect(toggle).toHaveFocus();
  });
});

describe('dismiss', () => {
  it('✕ dismisses the whole set and sends no answer', async () => {
    const { user, onDismiss, onSubmit } = await renderFlow([mode, notes]);
    await user.click(button('Dismiss all questions'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the icon buttons from the zh dictionary under the zh locale', async () => {
    const { user } = await renderFlow([mode, notes], { locale: createLocale('zh') });
    expect(button('放弃整组问题')).toBeInTheDocument();
    // zh uses 下一题 for both the pager's "next question" and the primary "Next" (§3.4).
    const nav = screen.getByRole('navigation', { name: '第 1 题，共 2 题' });
    expect(within(nav).getByRole('button', { name: '上一题' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: '下一题' })).toBeInTheDocument();
    await user.click(button('收起问题卡片'));
    expect(button('展开问题卡片')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a failed dismiss shows why and re-arms the card', async () => {
    const { user, onDismiss } = await renderFlow([mode], {
      onDismiss: () => Promise.reject(new Error('The connection is closed.')),
    });
    await user.click(button('Dismiss all questions'));
    await waitFor(() => expect(status()).toHaveTextContent(/^The connection is closed\.$/));
    expect(button('Dismiss all questions')).toBeEnabled();
    expect(radio(/^Fast/)).toBeEnabled();
    await user.click(button('Dismiss all questions'));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});

describe('focus', () => {
  it('moves focus into the card when it appears, onto the first option', async () => {
    await renderFlow([mode, notes]);
    expect(radio(/^Fast/)).toHaveFocus();
  });

  it('leaves focus alone when asked not to take it', async () => {
    await renderFlow([mode, notes], { autoFocus: false });
    expect(document.body).toHaveFocus();
  });

  it('Tab reaches the options, the custom field and the footer, in reading order', async () => {
    const { user } = await renderFlow([mode, notes]);
    expect(radio(/^Fast/)).toHaveFocus();
    // A radio group is one tab stop; "Previous question" is disabled on the first question, "Next" while unanswered.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Other answer' })).toHaveFocus();
    await user.tab();
    expect(button('Next question')).toHaveFocus();
    await user.tab();
    expect(button('Skip this question')).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Other answer' })).toHaveFocus();
  });
});

describe('single-select', () => {
  it('clicking an option selects it and advances to the next question', async () => {
    const { user, onSubmit } = await renderFlow([mode, notes]);
    await user.click(optionText('Thorough'));
    expect(pager()).toBe('2 / 2');
    expect(heading()).toHaveTextContent('Anything else we should know?');
    await user.click(button('Previous question'));
    expect(radio('Thorough')).toBeChecked();
    expect(radio(/^Fast/)).not.toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('on the last question a click selects and stays, without submitting', async () => {
    const { user, onSubmit } = await renderFlow([notes, mode]);
    await user.click(button('Next question'));
    await user.click(optionText('Thorough'));
    expect(pager()).toBe('2 / 2');
    expect(radio('Thorough')).toBeChecked();
    expect(button('Submit')).toBeEnabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('arrow keys move the selection within the group without advancing', async () => {
    const { user } = await renderFlow([region, notes]);
    expect(radio('EU')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('US')).toBeChecked();
    expect(radio('US')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(radio('Asia')).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(radio('US')).toBeChecked();
    expect(radio('Asia')).not.toBeChecked();
    expect(pager()).toBe('1 / 2');
    expect(heading()).toHaveTextContent('Which region?');
  });

  it('Space on a radio confirms it and advances, as a click does', async () => {
    const { user, sent } = await renderFlow([region, notes]);
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(pager()).toBe('2 / 2');
    await waitFor(() => expect(textbox()).toHaveFocus());
    await user.keyboard('nothing{Enter}');
    expect(sent()).toEqual({
      answers: [
        { id: 'region', selected: ['US'] },
        { id: 'notes', selected: [], custom: 'nothing' },
      ],
    });
  });

  it('after Space advances, focus lands on the next question so the keyboard user can carry on', async () => {
    const { user, sent } = await renderFlow([region, mode]);
    await user.keyboard(' ');
    expect(pager()).toBe('2 / 2');
    await waitFor(() => expect(radio(/^Fast/)).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(radio('Thorough')).toBeChecked();
    await user.keyboard('{Enter}');
    expect(sent()).toEqual({
      answers: [
        { id: 'region', selected: ['EU'] },
        { id: 'mode', selected: ['Thorough'] },
      ],
    });
  });

  it('numbers its options', async () => {
    await renderFlow([region]);
    const numbers = screen.getAllByTestId('option').map((option) => option.querySelector('.opt-mark')?.textContent);
    expect(numbers).toEqual(['1', '2', '3']);
  });
});

describe('multi-select', () => {
  it('is a group of checkboxes, and a click does not advance', async () => {
    const { user } = await renderFlow([targets, notes]);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await user.click(optionText('Windows'));
    expect(checkbox('Windows')).toBeChecked();
    expect(pager()).toBe('1 / 2');
    expect(heading()).toHaveTextContent('Which targets?');
  });

  it('Space toggles a checkbox', async () => {
    const { user } = await renderFlow([targets, notes]);
    expect(checkbox(/^Linux/)).toHaveFocus();
    await user.keyboard(' ');
    expect(checkbox(/^Linux/)).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox(/^Linux/)).not.toBeChecked();
    expect(pager()).toBe('1 / 2');
  });

  it('sends the checked labels in click order; unchecking and checking again moves a label to the end (DSH: QuestionComposer choose)', async () => {
    const { user, sent } = await renderFlow([targets]);
    await user.click(optionText('Windows'));
    await user.click(optionText('macOS'));
    await user.click(optionText('Linux'));
    await user.click(optionText('Windows'));
    await user.click(optionText('Windows'));
    await user.click(button('Submit'));
    expect(sent()).toEqual({ answers: [{ id: 'targets', selected: ['macOS', 'Linux', 'Windows'] }] });
  });
});

describe('option labels and descriptions', () => {
  const speed: AskUserQuestionItem = {
    id: 'speed',
    question: 'Which speeds?',
    multiSelect: true,
    options: [
      { label: 'Fast (Recommended)' },
      { label: 'Safe（推荐）' },
      { label: 'Slow (recommended)' },
      { label: 'Plain' },
    ],
  };

  it('turns a Recommended suffix into a badge, and the answer keeps the original label', async () => {
    const { user, sent } = await renderFlow([speed]);
    expect(screen.getAllByText('Recommended')).toHaveLength(3);
    expect(screen.getAllByTestId('option').map((o) => o.querySelector('.opt-label-text')?.textContent)).toEqual([
      'Fast',
      'Safe',
      'Slow',
      'Plain',
    ]);
    expect(screen.queryByText(/\(Recommended\)|（推荐）|\(recommended\)/)).toBeNull();
    const plain = screen.getAllByTestId('option')[3] as HTMLElement;
    expect(within(plain).queryByText('Recommended')).toBeNull();

    for (const label of ['Fast', 'Safe', 'Slow', 'Plain']) await user.click(optionText(label));
    await user.click(button('Submit'));
    expect(sent()).toEqual({
      answers: [{ id: 'speed', selected: ['Fast (Recommended)', 'Safe（推荐）', 'Slow (recommended)', 'Plain'] }],
    });
  });

  it.each([true, false])('reads the badge from the locale (multiSelect: %s)', async (multiSelect) => {
    await renderFlow([{ ...speed, multiSelect }], { locale: createLocale('zh') });
    expect(screen.getAllByText('推荐')).toHaveLength(3);
    expect(screen.queryByText('Recommended')).toBeNull();
  });

  it('renders each option description under its label', async () => {
    await renderFlow([mode]);
    expect(screen.getByText('Skips the slow checks')).toHaveClass('opt-desc');
    expect(radio(/^Fast/)).toHaveAccessibleDescription('Skips the slow checks');
    expect(radio('Thorough')).toHaveAccessibleDescription('Runs every check');
  });

  it('renders checkbox descriptions too', async () => {
    await renderFlow([targets]);
    expect(checkbox(/^Linux/)).toHaveAccessibleDescription('glibc and musl');
  });

  it('renders each question detail as markdown with that question only', async () => {
    const { user } = await renderFlow([
      { ...region, detail: 'Latency matters **most** here.' },
      { ...notes, detail: 'Mention _anything_ odd.' },
    ]);
    expect((await screen.findByText('most', {}, LAZY_CHUNK)).tagName).toBe('STRONG');
    await user.click(optionText('EU'));
    expect((await screen.findByText('anything', {}, LAZY_CHUNK)).tagName).toBe('EM');
    expect(screen.queryByText('most')).toBeNull();
  });
});

describe('custom answer row', () => {
  it('in single-select, typing clears the chosen option and the text replaces it', async () => {
    const { user, sent } = await renderFlow([mode]);
    await user.click(optionText('Thorough'));
    expect(radio('Thorough')).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Other answer' }), 'Somewhere in between');
    expect(radio('Thorough')).not.toBeChecked();
    await user.click(button('Submit'));
    expect(sent()).toEqual({ answers: [{ id: 'mode', selected: [], custom: 'Somewhere in between' }] });
  });

  it('in single-select, choosing an option afterwards clears the typed text', async () => {
    const { user, sent } = await renderFlow([mode]);
    await user.type(textbox(), 'not sure');
    await user.click(optionText('Thorough'));
    expect(textbox()).toHaveValue('');
    await user.click(button('Submit'));
    expect(sent()).toEqual({ answers: [{ id: 'mode', selected: ['Thorough'] }] });
  });

  it('in multi-select, checked labels stay and the text is added beside them', async () => {
    const { user, sent } = await renderFlow([targets]);
    await user.click(optionText('Windows'));
    await user.click(optionText('Linux'));
    await user.type(textbox(), 'FreeBSD');
    expect(checkbox('Windows')).toBeChecked();
    expect(checkbox(/^Linux/)).toBeChecked();
    await user.click(button('Submit'));
    expect(sent()).toEqual({ answers: [{ id: 'targets', selected: ['Windows', 'Linux'], custom: 'FreeBSD' }] });
  });
});

describe('free-text question', () => {
  it('takes focus when the card opens on it', async () => {
    await renderFlow([notes]);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveFocus();
  });

  it('is described by its question, so a screen reader says what it answers', async () => {
    await renderFlow([notes]);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription(notes.question);
  });

  it('takes focus on its first presentation after an earlier question', async () => {
    const { user } = await renderFlow([mode, notes]);
    await user.click(optionText('Thorough'));
    await waitFor(() => expect(textbox()).toHaveFocus());
  });

  it('takes focus again when an earlier answer is changed from the keyboard and the card moves on to it', async () => {
    const { user } = await renderFlow([mode, notes]);
    await waitFor(() => expect(radio(/^Fast/)).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() => expect(textbox()).toHaveFocus());
    await user.keyboard('later');
    await user.click(button('Previous question'));
    await waitFor(() => expect(radio(/^Fast/)).toHaveFocus());
    await user.keyboard('{ArrowDown} ');
    expect(pager()).toBe('2 / 2');
    await waitFor(() => expect(textbox()).toHaveFocus());
    expect(textbox().value).toBe('later');
  });
});

describe('Enter in the text fields', () => {
  it('Enter continues to the next question, and submits on the last', async () => {
    const { user, sent, onSubmit } = await renderFlow([notes, name]);
    await user.type(textbox(), 'none{Enter}');
    expect(pager()).toBe('2 / 2');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(textbox()).toHaveFocus());
    await user.keyboard('asklab{Enter}');
    expect(sent()).toEqual({
      answers: [
        { id: 'notes', selected: [], custom: 'none' },
        { id: 'name', selected: [], custom: 'asklab' },
      ],
    });
  });

  it('Enter in the custom row continues too', async () => {
    const { user } = await renderFlow([mode, notes]);
    await user.type(screen.getByRole('textbox', { name: 'Other answer' }), 'Medium{Enter}');
    expect(pager()).toBe('2 / 2');
  });

  it('Shift+Enter inserts a line break, and multiline text arrives verbatim, trimmed at the ends', async () => {
    const { user, sent, onSubmit } = await renderFlow([notes]);
    await user.keyboard('  first line{Shift>}{Enter}{/Shift}  second line{Shift>}{Enter}{/Shift}  ');
    expect(textbox()).toHaveValue('  first line\n  second line\n  ');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(sent()).toEqual({ answers: [{ id: 'notes', selected: [], custom: 'first line\n  second line' }] });
  });

  it.each([
    ['isComposing', { key: 'Enter', isComposing: true }],
    ['keyCode 229', { key: 'Enter', keyCode: 229 }],
  ])('Enter during IME composition (%s) does nothing to the flow', async (_, init) => {
    const { user, onSubmit } = await renderFlow([notes, name]);
    fireEvent.keyDown(textbox(), init);
    expect(status()).toHaveTextContent('');

    await user.type(textbox(), '你好');
    fireEvent.keyDown(textbox(), init);
    expect(pager()).toBe('1 / 2');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(pager()).toBe('2 / 2');
  });
});

describe('Enter on a focused option', () => {
  it('acts as a click while a question is still open: checks the option, submits nothing (DSH: "Enter on an option before the set is complete")', async () => {
    const { user, onSubmit, sent } = await renderFlow([mode, targets]);
    await user.click(optionText('Thorough'));
    checkbox(/^Linux/).focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(pager()).toBe('2 / 2');
    expect(checkbox(/^Linux/)).toBeChecked();
    expect(status()).toHaveTextContent('');
    // Now nothing is open: Enter submits the set.
    await user.keyboard('{Enter}');
    expect(sent()).toEqual({ answers: [{ id: 'mode', selected: ['Thorough'] }, { id: 'targets', selected: ['Linux'] }] });
  });

  it('on an unanswered single-select selects the option and moves on, as a click does', async () => {
    const { user, onSubmit } = await renderFlow([mode, targets]);
    radio('Thorough').focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(pager()).toBe('2 / 2');
  });

  it('submits the whole set once every question is answered or skipped, even from an earlier question', async () => {
    const { user, sent } = await renderFlow([notes, region, targets]);
    await user.click(button('Skip this question'));
    await user.click(optionText('Asia'));
    await user.click(optionText('macOS'));
    expect(pager()).toBe('3 / 3');

    await user.click(button('Previous question'));
    await waitFor(() => expect(radio('Asia')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(sent()).toEqual({
      answers: [
        { id: 'notes', selected: [] },
        { id: 'region', selected: ['Asia'] },
        { id: 'targets', selected: ['macOS'] },
      ],
    });
  });
});

describe('pager', () => {
  it('shows i / N and moves with previous and next', async () => {
    const { user } = await renderFlow([mode, notes, targets]);
    expect(pager()).toBe('1 / 3');
    expect(screen.getByRole('navigation', { name: 'Question 1 of 3' })).toBeInTheDocument();
    expect(button('Previous question')).toBeDisabled();

    await user.click(button('Next question'));
    expect(pager()).toBe('2 / 3');
    expect(heading()).toHaveTextContent('Anything else we should know?');
    await user.click(button('Next question'));
    expect(pager()).toBe('3 / 3');
    expect(screen.getByRole('navigation', { name: 'Question 3 of 3' })).toBeInTheDocument();
    expect(button('Next question')).toBeDisabled();

    await user.click(button('Previous question'));
    expect(pager()).toBe('2 / 3');
  });

  it('is shown for a single question too, as 1 / 1 with both arrows disabled (DSH: the pager is always shown)', async () => {
    await renderFlow([mode]);
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(pager()).toBe('1 / 1');
    expect(button('Previous question')).toBeDisabled();
    expect(button('Next question')).toBeDisabled();
  });
});

describe('skip', () => {
  it('records the question as skipped ({ id, selected: [] }), drops its text, moves on, and submits on the last', async () => {
    const { user, sent, onSubmit } = await renderFlow([mode, notes]);
    await user.type(textbox(), 'half-typed');
    await user.click(button('Skip this question'));
    expect(pager()).toBe('2 / 2');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(button('Skip this question'));
    expect(sent()).toEqual({
      answers: [
        { id: 'mode', selected: [] },
        { id: 'notes', selected: [] },
      ],
    });
  });
});

describe('primary button', () => {
  it('reads Next, then Submit on the last question, disabled while the current question is unanswered', async () => {
    const { user } = await renderFlow([notes, mode]);
    expect(button('Next')).toBeDisabled();
    await user.type(textbox(), 'x');
    expect(button('Next')).toBeEnabled();
    await user.click(button('Next'));

    expect(button('Submit')).toBeDisabled();
    await user.click(optionText('Thorough'));
    expect(button('Submit')).toBeEnabled();
  });

  it('reads Submitting… while the send is in flight, with every control disabled', async () => {
    const send = deferred();
    const { user, onSubmit } = await renderFlow([mode, notes], { onSubmit: () => send.promise });
    await user.click(optionText('Thorough'));
    await user.type(textbox(), 'go');
    await user.click(button('Submit'));

    expect(button('Submitting…')).toBeDisabled();
    expect(button('Skip this question')).toBeDisabled();
    expect(button('Dismiss all questions')).toBeDisabled();
    expect(button('Previous question')).toBeDisabled();
    expect(textbox()).toBeDisabled();
    fireEvent.keyDown(textbox(), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);

    send.resolve(undefined);
    await Promise.resolve();
    // The card stays busy until the resolution removes it.
    expect(button('Submitting…')).toBeDisabled();
  });

  it('while the send is in flight the options are disabled, and a second Enter on one does not send twice', async () => {
    const send = deferred();
    const { user, onSubmit } = await renderFlow([notes, mode], { onSubmit: () => send.promise });
    await user.keyboard('x{Enter}');
    await user.click(optionText('Thorough'));
    radio('Thorough').focus();
    await user.keyboard('{Enter}');
    expect(button('Submitting…')).toBeDisabled();
    for (const option of screen.getAllByRole('radio')) expect(option).toBeDisabled();
    fireEvent.keyDown(radio('Thorough'), { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('validation', () => {
  it('Enter on an empty answer says "Please select an option or enter a custom answer."', async () => {
    const { user, onSubmit } = await renderFlow([notes]);
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent('Please select an option or enter a custom answer.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('ok');
    expect(status()).toHaveTextContent('');
  });

  it('Enter with whitespace only counts as unanswered', async () => {
    const { user, onSubmit } = await renderFlow([notes, name]);
    await user.keyboard('   {Enter}');
    expect(status()).toHaveTextContent('Please select an option or enter a custom answer.');
    expect(pager()).toBe('1 / 2');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submitting with an earlier question open jumps back to it: "Please complete this question first."', async () => {
    const { user, onSubmit } = await renderFlow([mode, notes, targets]);
    await user.click(button('Next question'));
    await user.type(textbox(), 'answered');
    await user.click(button('Next question'));
    await user.click(optionText('macOS'));
    await user.click(button('Submit'));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(pager()).toBe('1 / 3');
    expect(heading()).toHaveTextContent('Which build mode?');
    expect(status()).toHaveTextContent('Please complete this question first.');
  });

  it('the unanswered message follows a locale switch while shown', async () => {
    const locale = createLocale('en');
    const { user } = await renderFlow([notes], { locale });
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent('Please select an option or enter a custom answer.');
    locale.setLocale('zh');
    expect(status()).toHaveTextContent('请选择一个选项或填写自定义答案。');
    expect(button('提交')).toBeDisabled();
  });

  it('the incomplete message follows a locale switch while shown', async () => {
    const locale = createLocale('en');
    const { user } = await renderFlow([mode, notes], { locale });
    await user.click(button('Next question'));
    await user.keyboard('x{Enter}');
    expect(status()).toHaveTextContent('Please complete this question first.');
    locale.setLocale('zh');
    expect(status()).toHaveTextContent('请先完成这道问题。');
  });
});

describe('failed send', () => {
  it('an Error rejection shows its message and re-arms the controls with the drafts kept', async () => {
    let attempts = 0;
    const { user, sent, onSubmit } = await renderFlow([mode, notes], {
      onSubmit: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Could not reach the agent');
      },
    });
    await user.click(optionText('Thorough'));
    await user.type(textbox(), 'keep me');
    await user.click(button('Submit'));

    await waitFor(() => expect(status()).toHaveTextContent(/^Could not reach the agent$/));
    expect(button('Submit')).toBeEnabled();
    expect(button('Skip this question')).toBeEnabled();
    expect(textbox()).toBeEnabled();
    expect(textbox()).toHaveValue('keep me');

    await user.click(button('Submit'));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    const expected = {
      answers: [
        { id: 'mode', selected: ['Thorough'] },
        { id: 'notes', selected: [], custom: 'keep me' },
      ],
    };
    expect(sent(1)).toEqual(expected);
    expect(sent(2)).toEqual(expected);
    // The failure is gone; the status line now tells a screen reader the answer is on its way.
    expect(status()).toHaveTextContent(/^Submitting…$/);
  });

  it('a non-Error rejection shows its string form', async () => {
    const { user } = await renderFlow([notes], { onSubmit: () => Promise.reject('receipt: not-pending') });
    await user.keyboard('x{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent(/^receipt: not-pending$/));
    expect(button('Submit')).toBeEnabled();
  });

  it("asklab's own transport failure follows a locale switch while shown", async () => {
    const locale = createLocale('en');
    const { user } = await renderFlow([notes], { locale, onSubmit: () => Promise.reject(new TransportError('x', 'simulated')) });
    await user.keyboard('x{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent(/^Not sent: Could not reach the agent \(simulated transport failure\)\. Try again\.$/));
    expect(status()).not.toHaveAttribute('data-verbatim');
    locale.setLocale('zh');
    expect(status()).toHaveTextContent(/^发送失败：/);
  });

  it("an error's own message is shown as it is and stays so after a locale switch (DSH's card passes it through)", async () => {
    const locale = createLocale('en');
    const { user } = await renderFlow([notes], { locale, onSubmit: () => Promise.reject(new Error('question response rejected: not-pending')) });
    await user.keyboard('x{Enter}');
    await waitFor(() => expect(status()).toHaveTextContent(/^question response rejected: not-pending$/));
    expect(status()).toHaveAttribute('data-verbatim');
    locale.setLocale('zh');
    expect(status()).toHaveTextContent(/^question response rejected: not-pending$/);
  });
});

describe('a three-question batch', () => {
  it('answers single (Recommended), free text and multi with custom text exactly', async () => {
    const { user, sent } = await renderFlow([mode, notes, targets]);
    await user.click(optionText('Fast'));
    await waitFor(() => expect(textbox()).toHaveFocus());
    await user.keyboard('Deploy on Friday,{Shift>}{Enter}{/Shift}after the freeze.{Enter}');
    await user.click(optionText('Windows'));
    await user.click(optionText('Linux'));
    await user.type(textbox(), '  FreeBSD  ');
    await user.click(button('Submit'));

    expect(sent()).toEqual({
      answers: [
        { id: 'mode', selected: ['Fast (Recommended)'] },
        { id: 'notes', selected: [], custom: 'Deploy on Friday,\nafter the freeze.' },
        { id: 'targets', selected: ['Windows', 'Linux'], custom: 'FreeBSD' },
      ],
    });
  });
});
