/**
 * The outcome payloads keep the answer: for any valid request and any answer
 * the card could give, the "answered" payload each harness's model reads (DSH's
 * tool projection, Claude Code's tool-result text, the others' JSON) reads back
 * to the same §1.3 answer item for every question with no issue reported
 * against it on that surface. DSH's readline and ACP providers keep typed text
 * in place of a choice, as their line grammar and `custom` field do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeAnswer, type AskUserQuestionAnswer, type AskUserQuestionItem } from '../../src/protocol/index.ts';
import { SURFACES, type SurfaceIssue, type SurfaceName } from '../../src/surfaces/index.ts';
import { OUTCOME_SURFACES, outcomeInput, type OutcomeRow } from '../../src/surfaces/outcomes/index.ts';
import { draftsArb, questionsArb } from '../protocol/arbitraries.ts';

const ANSWER_AFFECTING = new Set(['labelHasSeparator', 'labelHasNotePrefix']);

function blocks(issue: SurfaceIssue, q: number): boolean {
  if (issue.path.startsWith(`answers[${q}]`)) return true;
  if (!issue.path.startsWith(`questions[${q}]`)) return false;
  return issue.kind === 'violation' || ANSWER_AFFECTING.has(issue.rule);
}

/** Requests most harnesses take, with labels and typed text that hold no `"` (Claude Code's pairs are not escaped). */
const friendlyArb: fc.Arbitrary<AskUserQuestionItem[]> = fc
  .uniqueArray(fc.constantFrom('mode', 'deploy_target', 'notes', 'scope', 'db_engine', 'region'), { minLength: 1, maxLength: 3 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.record(
          {
            id: fc.constant(id),
            question: fc.constantFrom(`What about ${id}?`, `${id} 怎么办？`),
            header: fc.constantFrom('Mode', '部署目标', '🚀 Ship it'),
            multiSelect: fc.boolean(),
            options: fc.uniqueArray(fc.constantFrom('Fast (Recommended)', 'Careful', '稳妥', 'Both, please', 'Other ideas'), { minLength: 2, maxLength: 3 }).map((labels) => labels.map((label) => ({ label }))),
          },
          { requiredKeys: ['id', 'question', 'header', 'options'] },
        ),
      ),
    ),
  );

const caseArb = (arb: fc.Arbitrary<AskUserQuestionItem[]>) =>
  arb.chain((questions) => draftsArb(questions).map((drafts) => ({ questions, answer: encodeAnswer(questions, drafts) })));

const SURFACE_OF: Partial<Record<OutcomeRow, SurfaceName>> = { 'claude-code': 'claude-code', codex: 'codex', vscode: 'vscode', mcp: 'mcp' };

function issuesFor(row: OutcomeRow, questions: AskUserQuestionItem[], answer: AskUserQuestionAnswer): SurfaceIssue[] {
  const name = SURFACE_OF[row];
  const surface = SURFACES.find((s) => s.name === name);
  if (surface === undefined) return [];
  return [...surface.toSurface(questions).issues, ...surface.answerToSurface(questions, answer).issues];
}

/** DSH's readline and ACP providers: typed text stands alone (no choice beside it). */
const customWins = (answer: AskUserQuestionAnswer): AskUserQuestionAnswer => ({
  answers: answer.answers.map((a) => (a.custom !== undefined ? { id: a.id, selected: [], custom: a.custom } : a)),
});

describe.each(['dsh', 'terminal', 'acp', 'claude-code', 'codex', 'vscode', 'mcp'] as const)('%s: the answered payload reads back', (row) => {
  it('to the same answer for every unflagged question', () => {
    let checked = 0;
    // Any valid request, and ones the harness mostly accepts; Claude Code's pairs need text without `"`.
    // Codex has no multi-select: its friendly requests are single-select, or nearly every question is flagged.
    const singleArb = friendlyArb.map((qs) => qs.map((q) => ({ ...q, multiSelect: false })));
    const arb = row === 'claude-code' ? friendlyArb : row === 'codex' ? fc.oneof(questionsArb, singleArb) : fc.oneof(questionsArb, friendlyArb);
    fc.assert(
      fc.property(caseArb(arb), ({ questions, answer }) => {
        const cell = OUTCOME_SURFACES[row].cells(outcomeInput(questions, answer, 'typed')).answered;
        if (cell.kind !== 'delivered') throw new Error('answered must deliver');
        const back = OUTCOME_SURFACES[row].readBack(questions, cell.delivery);
        expect(back).not.toBeNull();
        if (back === null || !('answer' in back)) throw new Error(`answered read back as ${JSON.stringify(back)}`);
        const expected = row === 'terminal' || row === 'acp' ? customWins(answer) : answer;
        const issues = issuesFor(row, questions, answer);
        questions.forEach((_item, q) => {
          if (issues.some((i) => blocks(i, q))) return;
          checked++;
          expect(back.answer.answers[q], `question ${q}`).toEqual(expected.answers[q]);
        });
      }),
      { numRuns: 400 },
    );
    // Not vacuous: even Codex, which flags skips, multi-select and long headers, checks more than a hundred.
    expect(checked).toBeGreaterThan(100);
  });
});
