/** The gallery's fixtures describe the states they claim to, in both locales. */
import { describe, expect, it } from 'vitest';
import { GALLERY_STATES, galleryFixtures } from '../../../src/client/gallery/fixtures.ts';
import { galleryEn, galleryZh } from '../../../src/client/gallery/copy.ts';
import { isDraftAnswered, planReviewOf } from '../../../src/protocol/index.ts';

describe.each(['zh', 'en'] as const)('gallery fixtures (%s)', (locale) => {
  const fixtures = galleryFixtures(locale);

  it('list every state once, in GALLERY_STATES order, each with a caption in both locales', () => {
    expect(fixtures.map((f) => f.id)).toEqual([...GALLERY_STATES]);
    for (const id of GALLERY_STATES) {
      expect(galleryZh.states[id].title).not.toBe('');
      expect(galleryEn.states[id].title).not.toBe('');
    }
  });

  it('write every text a person reads in the locale (the zh plan card has no English header, options or question)', () => {
    if (locale !== 'zh') return;
    for (const f of fixtures.filter((x) => x.card === 'plan')) {
      for (const q of f.questions) {
        const shown = [q.header ?? '', q.question, ...(q.options ?? []).flatMap((o) => [o.label, o.description ?? ''])];
        expect(shown.filter((text) => /[A-Za-z]{2,}/.test(text)), f.id).toEqual([]);
      }
    }
  });

  it('route plan fixtures to the plan-review card and the others to the generic flow', () => {
    for (const f of fixtures) expect(planReviewOf(f.questions) !== null).toBe(f.card === 'plan');
    const approveOnly = fixtures.find((f) => f.id === 'plan-approve-only');
    expect(approveOnly && planReviewOf(approveOnly.questions)?.refuse).toBeUndefined();
  });

  it('start each generic state where its name says', () => {
    const flow = (id: string) => {
      const f = fixtures.find((x) => x.id === id);
      if (f?.card !== 'flow') throw new Error(`${id} is not a flow fixture`);
      return f;
    };
    expect(flow('unanswered').initial).toEqual({});
    const selected = flow('selected');
    expect(isDraftAnswered(selected.questions[0]!, selected.initial.drafts?.[0])).toBe(true);
    expect(flow('custom-text').initial.drafts?.[0]?.selected).toEqual([]);
    expect(flow('multi-custom').questions[0]?.multiSelect).toBe(true);
    expect(flow('invalid-unanswered').initial.feedback).toEqual({ key: 'question.unanswered' });
    expect(flow('invalid-incomplete').initial.feedback).toEqual({ key: 'question.incomplete' });
    expect(flow('submitting').initial.submitting).toBe(true);
    expect(flow('failed-send').initial.feedback?.key).toBe('question.sendFailed');
    expect(flow('collapsed').initial.collapsed).toBe(true);
    // Every label a draft names is one of its question's options: the card would show it checked.
    for (const f of fixtures) {
      if (f.card !== 'flow') continue;
      f.initial.drafts?.forEach((d, i) => {
        const labels = (f.questions[i]?.options ?? []).map((o) => o.label);
        for (const label of d.selected) expect(labels).toContain(label);
      });
    }
  });
});
