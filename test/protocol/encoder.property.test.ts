/**
 * Properties of the answer encoder (§1.3) over arbitrary requests and drafts: the
 * output is always a schema-valid answer that the asker can trust.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerSchema, encodeAnswer } from '../../src/protocol/index.ts';
import { draftsArb, questionsArb } from './arbitraries.ts';

const requestWithDrafts = questionsArb.chain((questions) => fc.tuple(fc.constant(questions), draftsArb(questions)));

describe('encodeAnswer, for any request and any drafts', () => {
  it('produces an answer that passes answerSchema, with one entry per question in order', () => {
    fc.assert(
      fc.property(requestWithDrafts, ([questions, drafts]) => {
        const answer = encodeAnswer(questions, drafts);
        expect(answerSchema.safeParse(answer).success).toBe(true);
        expect(answer.answers.map((a) => a.id)).toStrictEqual(questions.map((q) => q.id));
      }),
      { numRuns: 500 },
    );
  });

  it('selects only labels the question offers and the user picked, at most one for a single-select', () => {
    fc.assert(
      fc.property(requestWithDrafts, ([questions, drafts]) => {
        encodeAnswer(questions, drafts).answers.forEach((entry, index) => {
          const item = questions[index];
          const labels = (item?.options ?? []).map((o) => o.label);
          const picked = drafts[index]?.selected ?? [];
          for (const label of entry.selected) {
            expect(labels).toContain(label);
            expect(picked).toContain(label);
          }
          if (item?.multiSelect !== true) expect(entry.selected.length).toBeLessThanOrEqual(1);
          if (labels.length === 0) expect(entry.selected).toStrictEqual([]);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('keeps multi-select labels in the order they were checked, without repeats (DSH: user-questions-composer "multi-select")', () => {
    fc.assert(
      fc.property(requestWithDrafts, ([questions, drafts]) => {
        encodeAnswer(questions, drafts).answers.forEach((entry, index) => {
          const labels = new Set((questions[index]?.options ?? []).map((o) => o.label));
          const checked = [...new Set(drafts[index]?.selected ?? [])].filter((label) => labels.has(label));
          if (questions[index]?.multiSelect === true && drafts[index]?.skipped !== true) expect(entry.selected).toStrictEqual(checked);
          expect(new Set(entry.selected).size).toBe(entry.selected.length);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('never emits custom text that is empty or untrimmed, and never emits a custom key set to undefined', () => {
    fc.assert(
      fc.property(requestWithDrafts, ([questions, drafts]) => {
        encodeAnswer(questions, drafts).answers.forEach((entry, index) => {
          if (!('custom' in entry)) return;
          expect(typeof entry.custom).toBe('string');
          expect(entry.custom).not.toBe('');
          expect(entry.custom).toBe(entry.custom?.trim());
          expect(entry.custom).toBe(drafts[index]?.custom.trim());
        });
      }),
      { numRuns: 500 },
    );
  });

  it('carries custom text exactly when the question was not skipped and the text survives trimming', () => {
    fc.assert(
      fc.property(requestWithDrafts, ([questions, drafts]) => {
        encodeAnswer(questions, drafts).answers.forEach((entry, index) => {
          const draft = drafts[index];
          const expectsCustom = draft !== undefined && !draft.skipped && draft.custom.trim() !== '';
          expect('custom' in entry).toBe(expectsCustom);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('encodes a skipped or untouched question as exactly { id, selected: [] }', () => {
    fc.assert(
      fc.property(requestWithDrafts, ([questions, drafts]) => {
        encodeAnswer(questions, drafts).answers.forEach((entry, index) => {
          const draft = drafts[index];
          if (draft === undefined || draft.skipped) expect(entry).toStrictEqual({ id: questions[index]?.id, selected: [] });
        });
      }),
      { numRuns: 500 },
    );
  });

  it('never carries both a selection and custom text for a single-select question', () => {
    fc.assert(
      fc.property(requestWithDrafts, ([questions, drafts]) => {
        encodeAnswer(questions, drafts).answers.forEach((entry, index) => {
          if (questions[index]?.multiSelect !== true && entry.custom !== undefined) expect(entry.selected).toStrictEqual([]);
        });
      }),
      { numRuns: 500 },
    );
  });
});
