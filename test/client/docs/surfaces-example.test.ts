/** The docs' Surfaces example, in each locale: it trips every surface, its answer is one the card could give, and the table lists every surface. */
import { describe, expect, it } from 'vitest';
import { SURFACE_ROWS } from '../../../src/client/docs/examples.ts';
import { SURFACES_EXAMPLE } from '../../../src/client/docs/surfaces-example.ts';
import { answerSchema, encodeAnswer } from '../../../src/protocol/index.ts';
import { SURFACES, SURFACE_NAMES, graphemeLength } from '../../../src/surfaces/index.ts';
import { LIMIT_SOURCES } from '../../../src/surfaces/sources.ts';

describe.each(['zh', 'en'] as const)('the docs Surfaces example (%s)', (locale) => {
  const { questions, answer } = SURFACES_EXAMPLE[locale];

  // ACP takes every request shape (its limits are in what comes back: custom wins over choice, no skip), so the request or its answer trips one.
  it.each(SURFACES.map((s) => [s.name, s] as const))('trips at least one limit on %s, in the request or in its answer', (_name, surface) => {
    expect(surface.toSurface(questions).issues.length + surface.answerToSurface(questions, answer).issues.length).toBeGreaterThan(0);
  });

  it('answers the way the card would: through the one encoder, in question order', () => {
    expect(answerSchema.safeParse(answer).success).toBe(true);
    const drafts = answer.answers.map((a) => ({ selected: a.selected, custom: a.custom ?? '', skipped: false }));
    expect(encodeAnswer(questions, drafts)).toEqual(answer);
  });
});

it('the zh header is 13 characters as a person counts them, one over Claude Code’s 12', () => {
  expect(graphemeLength(SURFACES_EXAMPLE.zh.questions[0]?.header ?? '')).toBe(13);
});

it('the docs table lists every surface, each with its source', () => {
  expect([...SURFACE_ROWS]).toEqual([...SURFACE_NAMES]);
  for (const name of SURFACE_NAMES) expect(LIMIT_SOURCES[name].title).not.toBe('');
});
