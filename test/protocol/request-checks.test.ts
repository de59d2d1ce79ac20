/**
 * The request-shape checks (§1.5 steps 2 and 4) are one function that the
 * service rejects with and the request editor predicts with: these tests pin
 * what it decides, and that the service's verdict is exactly its verdict
 * whenever the caller and the provider are fine.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UserQuestionService } from '../../src/host/user-questions.ts';
import { problemMessage, requestProblem, UserQuestionError, type AskUserQuestionItem } from '../../src/protocol/index.ts';
import { ControlledProvider, flush } from '../host/support.ts';
import { questionsArb } from './arbitraries.ts';

const plan: AskUserQuestionItem = {
  id: 'plan',
  question: 'Proceed?',
  detail: '# Plan',
  options: [{ label: 'Approve' }, { label: 'Keep planning' }],
  intent: { kind: 'plan-review', approve: 'Approve' },
};

describe('requestProblem', () => {
  it('passes a plain question and a well-formed plan review', () => {
    expect(requestProblem([{ id: 'a', question: 'A?' }])).toBeNull();
    expect(requestProblem([plan])).toBeNull();
  });

  it('names EMPTY_QUESTIONS for an empty batch (step 2)', () => {
    expect(requestProblem([])).toEqual({ code: 'EMPTY_QUESTIONS', step: 2 });
  });

  it('names BAD_INTENT with the question id when the approve label is not an option (step 4)', () => {
    const problem = requestProblem([{ id: 'x', question: 'X?' }, { ...plan, intent: { kind: 'plan-review', approve: 'approve' } }]);
    expect(problem).toEqual({ code: 'BAD_INTENT', step: 4, reason: 'approve-not-an-option', id: 'plan', approve: 'approve' });
    expect(problem && problemMessage(problem)).toBe(
      'question plan declares intent plan-review whose approve label "approve" names none of its options',
    );
  });

  it('names BAD_INTENT for a plan review without options or without detail, and lets a blank plan through as DSH does', () => {
    const { options: _options, ...noOptions } = plan;
    expect(requestProblem([noOptions])).toMatchObject({ code: 'BAD_INTENT', reason: 'approve-not-an-option' });
    expect(requestProblem([{ ...plan, detail: '  \n' }])).toBeNull();
    expect(requestProblem([{ ...plan, detail: '' }])).toBeNull();
    const { detail: _detail, ...noDetail } = plan;
    const problem = requestProblem([noDetail]);
    expect(problem).toMatchObject({ code: 'BAD_INTENT', reason: 'missing-plan', id: 'plan' });
    expect(problem && problemMessage(problem)).toBe('question plan declares intent plan-review without the detail it reviews');
  });

  it('reports the first offending question only', () => {
    const { detail: _detail, ...noDetail } = plan;
    const first = { ...noDetail, id: 'first' };
    const second = { ...plan, id: 'second', intent: { kind: 'plan-review' as const, approve: 'nope' } };
    expect(requestProblem([first, second])).toMatchObject({ id: 'first', reason: 'missing-plan' });
  });
});

describe('the service and the editor agree', () => {
  it('for any questions, the service rejects with exactly the code and message of requestProblem, or reaches the provider', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(questionsArb, fc.constant([])), async (questions) => {
        const service = new UserQuestionService();
        const provider = new ControlledProvider();
        service.registerProvider(provider);
        const problem = requestProblem(questions);
        let outcome: unknown = 'pending';
        service.ask({ questions }).then(
          () => (outcome = 'answered'),
          (error: unknown) => (outcome = error),
        );
        await flush();
        if (problem === null) {
          expect(provider.calls).toHaveLength(1);
        } else {
          expect(provider.calls).toHaveLength(0);
          expect(outcome).toBeInstanceOf(UserQuestionError);
          expect({ code: (outcome as UserQuestionError).code, message: (outcome as UserQuestionError).message }).toEqual({
            code: problem.code,
            message: problemMessage(problem),
          });
        }
      }),
    );
  });
});
