/**
 * The answer encoder (§1.3): every rule that turns drafts into the answer the
 * asker receives, plus the "Answered X / N" count.
 */
import { describe, expect, it } from 'vitest';
import {
  countAnswered,
  encodeAnswer,
  isDraftAnswered,
  isDraftSettled,
  type AskUserQuestionItem,
  type QuestionDraft,
} from '../../src/protocol/index.ts';

const single: AskUserQuestionItem = {
  id: 'mode',
  question: 'Which mode?',
  options: [{ label: 'Fast (Recommended)' }, { label: 'Thorough' }, { label: 'Balanced' }],
};
const multi: AskUserQuestionItem = {
  id: 'langs',
  question: 'Which languages?',
  multiSelect: true,
  options: [{ label: 'Go' }, { label: 'Rust' }, { label: 'Zig' }],
};
const free: AskUserQuestionItem = { id: 'name', question: 'Project name?' };
const freeWithEmptyOptions: AskUserQuestionItem = { id: 'why', question: 'Why?', options: [] };

function draft(partial: Partial<QuestionDraft> = {}): QuestionDraft {
  return { selected: [], custom: '', skipped: false, ...partial };
}

describe('encodeAnswer', () => {
  it('emits one entry per question, in question order, whatever the drafts say', () => {
    const answer = encodeAnswer([free, multi, single], [draft({ custom: 'x' }), draft({ selected: ['Zig'] }), draft({ selected: ['Thorough'] })]);
    expect(answer.answers.map((a) => a.id)).toStrictEqual(['name', 'langs', 'mode']);
  });

  it('emits an entry even for a question that has no draft at all', () => {
    expect(encodeAnswer([single, free], [])).toStrictEqual({
      answers: [
        { id: 'mode', selected: [] },
        { id: 'name', selected: [] },
      ],
    });
  });

  it('encodes a chosen single-select option as selected: [label] with no custom key', () => {
    const [entry] = encodeAnswer([single], [draft({ selected: ['Thorough'] })]).answers;
    expect(entry).toStrictEqual({ id: 'mode', selected: ['Thorough'] });
    expect(entry !== undefined && 'custom' in entry).toBe(false);
  });

  it('lets custom text replace the single-select choice instead of adding to it', () => {
    expect(encodeAnswer([single], [draft({ selected: ['Thorough'], custom: 'Something else' })])).toStrictEqual({
      answers: [{ id: 'mode', selected: [], custom: 'Something else' }],
    });
  });

  it('keeps only one label for a single-select even when the draft holds several', () => {
    const [entry] = encodeAnswer([single], [draft({ selected: ['Balanced', 'Thorough'] })]).answers;
    expect(entry?.selected).toHaveLength(1);
  });

  it('lists multi-select labels in the order they were checked, as DSH\'s card does', () => {
    expect(encodeAnswer([multi], [draft({ selected: ['Zig', 'Go'] })])).toStrictEqual({
      answers: [{ id: 'langs', selected: ['Zig', 'Go'] }],
    });
  });

  it('adds typed text as custom beside the checked multi-select labels', () => {
    expect(encodeAnswer([multi], [draft({ selected: ['Rust'], custom: 'Odin' })])).toStrictEqual({
      answers: [{ id: 'langs', selected: ['Rust'], custom: 'Odin' }],
    });
  });

  it('does not repeat a multi-select label checked twice', () => {
    expect(encodeAnswer([multi], [draft({ selected: ['Go', 'Go'] })]).answers[0]?.selected).toStrictEqual(['Go']);
  });

  it('encodes a free-text question as selected: [] with the text as custom', () => {
    expect(encodeAnswer([free], [draft({ custom: 'asklab' })])).toStrictEqual({
      answers: [{ id: 'name', selected: [], custom: 'asklab' }],
    });
  });

  it('treats an empty options list as a free-text question', () => {
    expect(encodeAnswer([freeWithEmptyOptions], [draft({ selected: ['x'], custom: 'because' })])).toStrictEqual({
      answers: [{ id: 'why', selected: [], custom: 'because' }],
    });
  });

  it('trims custom text', () => {
    expect(encodeAnswer([free], [draft({ custom: '  \n asklab \t ' })]).answers[0]).toStrictEqual({
      id: 'name',
      selected: [],
      custom: 'asklab',
    });
  });

  it('counts whitespace-only custom text as no answer (no custom key)', () => {
    const [entry] = encodeAnswer([free], [draft({ custom: ' \n\t ' })]).answers;
    expect(entry).toStrictEqual({ id: 'name', selected: [] });
    expect(entry !== undefined && 'custom' in entry).toBe(false);
  });

  it('keeps the single-select choice when the custom text is whitespace only', () => {
    expect(encodeAnswer([single], [draft({ selected: ['Thorough'], custom: '   ' })]).answers[0]).toStrictEqual({
      id: 'mode',
      selected: ['Thorough'],
    });
  });

  it('keeps line breaks inside custom text verbatim', () => {
    expect(encodeAnswer([free], [draft({ custom: '\nline one\r\n\n  line two\n' })]).answers[0]?.custom).toBe(
      'line one\r\n\n  line two',
    );
  });

  it('encodes a skipped question as { id, selected: [] } with no custom key, whatever the draft held', () => {
    const answer = encodeAnswer(
      [single, multi, free],
      [
        draft({ selected: ['Thorough'], skipped: true }),
        draft({ selected: ['Go'], custom: 'Odin', skipped: true }),
        draft({ custom: 'text', skipped: true }),
      ],
    );
    expect(answer).toStrictEqual({
      answers: [
        { id: 'mode', selected: [] },
        { id: 'langs', selected: [] },
        { id: 'name', selected: [] },
      ],
    });
    for (const entry of answer.answers) expect('custom' in entry).toBe(false);
  });

  it('carries the option label exactly as the asker sent it, " (Recommended)" suffix included', () => {
    expect(encodeAnswer([single], [draft({ selected: ['Fast (Recommended)'] })]).answers[0]?.selected).toStrictEqual([
      'Fast (Recommended)',
    ]);
  });

  it('ignores labels that are not options of the question (including a stripped display label)', () => {
    expect(encodeAnswer([single], [draft({ selected: ['Fast', 'Nope'] })]).answers[0]).toStrictEqual({
      id: 'mode',
      selected: [],
    });
    expect(encodeAnswer([multi], [draft({ selected: ['go', 'Rust', 'C'] })]).answers[0]).toStrictEqual({
      id: 'langs',
      selected: ['Rust'],
    });
  });
});

describe('options that share a label (the answer carries labels, so they cannot be told apart)', () => {
  const sharedSingle: AskUserQuestionItem = {
    id: 'pick',
    question: 'Which one?',
    options: [{ label: 'Same', description: 'the first' }, { label: 'Same', description: 'the second' }, { label: 'Other' }],
  };
  const sharedMulti: AskUserQuestionItem = {
    id: 'many',
    question: 'Which ones?',
    multiSelect: true,
    options: [{ label: 'B' }, { label: 'M' }, { label: 'A' }, { label: 'M' }],
  };

  it('single-select: whichever of them was chosen, the answer is the shared label', () => {
    expect(encodeAnswer([sharedSingle], [draft({ selected: ['Same'] })]).answers[0]).toStrictEqual({ id: 'pick', selected: ['Same'] });
  });

  it('multi-select: the shared label is sent once, however many of its options are checked', () => {
    expect(encodeAnswer([sharedMulti], [draft({ selected: ['M', 'M'] })]).answers[0]?.selected).toStrictEqual(['M']);
    expect(encodeAnswer([sharedMulti], [draft({ selected: ['M'] })]).answers[0]?.selected).toStrictEqual(['M']);
  });

  it('multi-select: a shared label is sent once, where it was first checked', () => {
    expect(encodeAnswer([sharedMulti], [draft({ selected: ['A', 'M', 'B', 'M'] })]).answers[0]?.selected).toStrictEqual(['A', 'M', 'B']);
  });
});

describe('isDraftAnswered / isDraftSettled', () => {
  it('calls a draft answered only when it would encode to a selection or custom text', () => {
    expect(isDraftAnswered(single, draft({ selected: ['Thorough'] }))).toBe(true);
    expect(isDraftAnswered(single, draft({ selected: ['Nope'] }))).toBe(false);
    expect(isDraftAnswered(free, draft({ custom: '   ' }))).toBe(false);
    expect(isDraftAnswered(free, undefined)).toBe(false);
  });

  it('calls a skipped draft settled but not answered', () => {
    expect(isDraftAnswered(single, draft({ selected: ['Thorough'], skipped: true }))).toBe(false);
    expect(isDraftSettled(single, draft({ skipped: true }))).toBe(true);
    expect(isDraftSettled(single, draft())).toBe(false);
  });
});

describe('countAnswered', () => {
  it('counts answers with a selection or non-empty custom text, not skipped ones', () => {
    expect(
      countAnswered({
        answers: [
          { id: 'a', selected: ['x'] },
          { id: 'b', selected: [], custom: 'text' },
          { id: 'c', selected: [] },
          { id: 'd', selected: [], custom: '' },
          { id: 'e', selected: ['y', 'z'], custom: 'w' },
        ],
      }),
    ).toBe(3);
  });

  it('counts zero for an all-skipped answer', () => {
    const answer = encodeAnswer([single, free], [draft({ skipped: true }), draft({ skipped: true })]);
    expect(countAnswered(answer)).toBe(0);
  });
});
