/**
 * For any valid request and any answer the card could produce (through the one
 * encoder), the answer mapped out to each surface and read back gives the same
 * §1.3 answer item for every question with no issue reported against it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeAnswer, type AskUserQuestionAnswer, type AskUserQuestionItem } from '../../src/protocol/index.ts';
import { SURFACES, isOutcome, type SurfaceIssue } from '../../src/surfaces/index.ts';
import { draftsArb, questionsArb } from '../protocol/arbitraries.ts';

/** Request-level losses that change how an answer reads back (the others lose presentation only). */
const ANSWER_AFFECTING = new Set(['labelHasSeparator', 'labelHasNotePrefix']);

function blocks(issue: SurfaceIssue, q: number): boolean {
  if (issue.path.startsWith(`answers[${q}]`)) return true;
  if (!issue.path.startsWith(`questions[${q}]`)) return false;
  return issue.kind === 'violation' || ANSWER_AFFECTING.has(issue.rule);
}

/** Questions most harnesses accept (snake_case ids, short headers, 2–3 options), so every surface gets checked. */
const friendlyArb: fc.Arbitrary<AskUserQuestionItem[]> = fc
  .uniqueArray(fc.constantFrom('mode', 'deploy_target', 'notes', 'scope', 'db_engine', 'region'), { minLength: 1, maxLength: 3 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.record({
          id: fc.constant(id),
          question: fc.constantFrom(`What about ${id}?`, `${id} 怎么办？`),
          header: fc.constantFrom('Mode', '部署目标', '🚀 Ship it'),
          options: fc.uniqueArray(fc.constantFrom('Fast (Recommended)', 'Careful', '稳妥', 'Both, please'), { minLength: 2, maxLength: 3 }).map((labels) => labels.map((label) => ({ label }))),
        }),
      ),
    ),
  );

const caseArb = fc.oneof(questionsArb, friendlyArb).chain((questions) =>
  draftsArb(questions).map((drafts) => ({ questions, answer: encodeAnswer(questions, drafts) })),
);

describe.each(SURFACES.map((s) => [s.name, s] as const))('%s round trip', (_name, surface) => {
  it('reads every unflagged answer back exactly', () => {
    let checked = 0;
    fc.assert(
      fc.property(caseArb, ({ questions, answer }: { questions: AskUserQuestionItem[]; answer: AskUserQuestionAnswer }) => {
        const request = surface.toSurface(questions);
        const out = surface.answerToSurface(questions, answer);
        const wire: never = JSON.parse(JSON.stringify(out.response)) as never;
        const back = surface.fromSurface(questions, wire);
        expect(isOutcome(back)).toBe(false);
        if (isOutcome(back)) return;
        const issues = [...request.issues, ...out.issues];
        questions.forEach((_item, q) => {
          if (issues.some((i) => blocks(i, q))) return;
          checked++;
          expect(back.answers[q], `question ${q}`).toEqual(answer.answers[q]);
        });
      }),
      { numRuns: 1000 },
    );
    // The property must actually exercise questions, not vacuously skip all of them.
    expect(checked).toBeGreaterThan(300);
  });

  it('reads its cancel reply back as an outcome', () => {
    const back = surface.fromSurface([{ id: 'a', question: 'A?' }], JSON.parse(JSON.stringify(surface.outcomeToSurface('cancelled'))) as never);
    expect(isOutcome(back)).toBe(true);
  });
});
