// @vitest-environment jsdom
/**
 * No answer the person has not seen: after an auto-advance the question it
 * revealed ignores pointer clicks on its options for the guard's length, and a
 * click of a multi-click sequence that began before it appeared never answers
 * it. Keyboard-made clicks and clicks after the guard go through. jsdom has no
 * layout, so a real double-click under one pointer is the e2e test's job; here
 * each click names its target, and the clock moves by hand (readingClock).
 */
import { cleanup, fireEvent, screen } from '@solidjs/testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { AskUserQuestionItem } from '../../../src/protocol/index.ts';
import { readingClock, renderFlow } from './card-harness.tsx';

afterEach(cleanup);

const q1: AskUserQuestionItem = { id: 'keep', question: 'Q1: keep the logs?', options: [{ label: 'Yes, keep them' }, { label: 'No' }] };
const q2: AskUserQuestionItem = { id: 'drop', question: 'Q2: delete the database?', options: [{ label: 'Yes, delete' }, { label: 'No, keep it' }] };
const q3: AskUserQuestionItem = { id: 'mode', question: 'Q3: which mode?', options: [{ label: 'Fast' }, { label: 'Slow' }] };
const checks: AskUserQuestionItem = {
  id: 'checks',
  question: 'Q2: which checks?',
  multiSelect: true,
  options: [{ label: 'Lint' }, { label: 'Tests' }],
};

const heading = (): string => screen.getByRole('heading', { level: 2 }).textContent ?? '';
const option = (text: string): HTMLElement => screen.getByText(text, { selector: '.opt-label-text' });
const input = (text: string): HTMLInputElement =>
  option(text).closest('[data-testid="option"]')?.querySelector('input') as HTMLInputElement;

describe('after an auto-advance', () => {
  it('a click on the revealed question right away does nothing: it is unanswered and still on screen', async () => {
    using _clock = readingClock();
    const { user, onSubmit } = await renderFlow([q1, q2, q3]);
    await user.click(option('Yes, keep them'));
    expect(heading()).toBe('Q2: delete the database?');
    await user.click(option('Yes, delete'));
    expect(input('Yes, delete').checked).toBe(false);
    expect(heading()).toBe('Q2: delete the database?');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a second click of a multi-click sequence (detail 2) never answers it, however late it comes', async () => {
    using clock = readingClock();
    const { user } = await renderFlow([q1, q2, q3]);
    await user.click(option('Yes, keep them'));
    clock.read();
    clock.read();
    fireEvent.click(input('Yes, delete'), { detail: 2 });
    expect(input('Yes, delete').checked).toBe(false);
    expect(heading()).toBe('Q2: delete the database?');
  });

  it('a click after the guard, as a person who read the question makes it, answers it and moves on', async () => {
    using clock = readingClock();
    const { user, sent } = await renderFlow([q1, q2, q3]);
    await user.click(option('Yes, keep them'));
    clock.read();
    await user.click(option('No, keep it'));
    expect(heading()).toBe('Q3: which mode?');
    clock.read();
    await user.click(option('Fast'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(sent()).toEqual({
      answers: [
        { id: 'keep', selected: ['Yes, keep them'] },
        { id: 'drop', selected: ['No, keep it'] },
        { id: 'mode', selected: ['Fast'] },
      ],
    });
  });

  it('a deliberate double-click on the revealed question, after the guard, answers it', async () => {
    using clock = readingClock();
    const { user } = await renderFlow([q1, q2, q3]);
    await user.click(option('Yes, keep them'));
    clock.read();
    await user.dblClick(option('No, keep it'));
    expect(heading()).toBe('Q3: which mode?');
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('guards a revealed multi-select question too', async () => {
    using clock = readingClock();
    const { user } = await renderFlow([q1, checks]);
    await user.click(option('Yes, keep them'));
    await user.click(option('Lint'));
    expect(input('Lint').checked).toBe(false);
    clock.read();
    await user.click(option('Lint'));
    expect(input('Lint').checked).toBe(true);
  });

  it('the keyboard is never held back: Space right after Space answers the next question', async () => {
    using _clock = readingClock();
    const { user } = await renderFlow([q1, q2, q3]);
    await user.keyboard(' ');
    expect(heading()).toBe('Q2: delete the database?');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    expect(heading()).toBe('Q3: which mode?');
  });

  it('a question reached with the pager is not guarded', async () => {
    using _clock = readingClock();
    const { user } = await renderFlow([q1, q2]);
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    await user.click(option('No, keep it'));
    expect(input('No, keep it').checked).toBe(true);
  });
});
