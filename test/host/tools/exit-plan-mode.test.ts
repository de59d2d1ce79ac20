/**
 * `exit_plan_mode` (§2.3): the plan-review producer asks exactly one well-formed
 * question and turns the user's decision into a result the model can act on.
 */
import { describe, expect, it } from 'vitest';
import { AgentRegistry } from '../../../src/host/registry.ts';
import { exitPlanModeTool } from '../../../src/host/tools/exit-plan-mode.ts';
import type { ToolContext } from '../../../src/host/tools/types.ts';
import { UserQuestionService, type UserQuestionProvider } from '../../../src/host/user-questions.ts';
import {
  UserQuestionError,
  planReviewOf,
  resultText,
  type AskUserQuestionAnswer,
  type ToolResult,
} from '../../../src/protocol/index.ts';
import { AnsweringProvider, ControlledProvider, flush } from '../support.ts';

const PLAN = '# Migrate the cache\n\n1. Add the new store.\n2. Backfill.';

function setupWith<P extends UserQuestionProvider>(provider: P) {
  const registry = new AgentRegistry();
  const userQuestions = new UserQuestionService(registry);
  userQuestions.registerProvider(provider);
  const controller = new AbortController();
  const context: ToolContext = { agent: registry.enterRoot({ id: 'root' }), signal: controller.signal, userQuestions };
  return { context, controller, provider, registry };
}

function answering(entry: AskUserQuestionAnswer['answers'][number]) {
  return setupWith(new AnsweringProvider(() => ({ answers: [entry] })));
}

function failure(result: ToolResult): { name: string; code: string } {
  if (!result.isError) throw new Error(`expected a tool error, got ${resultText(result)}`);
  return result.error;
}

describe('exit_plan_mode asks exactly the plan-review question of §2.3', () => {
  it('asks one question with id, header, text, the plan as detail, two described options and the intent', async () => {
    const { context, provider } = answering({ id: 'plan-review', selected: ['Approve'] });
    await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(provider.calls).toHaveLength(1);
    const questions = provider.calls[0]?.questions ?? [];
    expect(questions).toHaveLength(1);
    const item = questions[0];
    expect(item).toMatchObject({
      id: 'plan-review',
      header: 'Plan review',
      question: 'Approve this plan and leave plan mode?',
      detail: PLAN,
      intent: { kind: 'plan-review', approve: 'Approve' },
    });
    expect(item?.options?.map((o) => o.label)).toStrictEqual(['Approve', 'Keep planning']);
    for (const option of item?.options ?? []) {
      expect(option.description?.trim()).toBeTruthy();
      expect(option.description).not.toContain('\n');
    }
    expect(item !== undefined && 'multiSelect' in item).toBe(false);
  });

  it('asks a question that narrows to the plan-review card', async () => {
    const { context, provider } = answering({ id: 'plan-review', selected: ['Approve'] });
    await exitPlanModeTool.execute({ plan: PLAN }, context);
    const claimed = planReviewOf(provider.calls[0]?.questions ?? []);
    expect(claimed?.approve.label).toBe('Approve');
    expect(claimed?.refuse?.label).toBe('Keep planning');
  });

  it('passes the calling agent, so a delegated child cannot ask for plan approval', async () => {
    const { context, provider, registry } = answering({ id: 'plan-review', selected: ['Approve'] });
    const child = registry.enterChild(context.agent);
    const result = await exitPlanModeTool.execute({ plan: PLAN }, { ...context, agent: child });
    expect(failure(result)).toStrictEqual({ name: 'UserQuestionError', code: 'DELEGATED_CALLER' });
    expect(provider.calls).toHaveLength(0);
  });
});

describe('exit_plan_mode turns the decision into a result', () => {
  it('succeeds when the user approves', async () => {
    const { context } = answering({ id: 'plan-review', selected: ['Approve'] });
    const result = await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(result.isError).toBe(false);
    expect(result.isError ? undefined : result.value).toStrictEqual({ approved: true });
  });

  it('fails, telling the model to keep planning, when the user picks Keep planning', async () => {
    const { context } = answering({ id: 'plan-review', selected: ['Keep planning'] });
    const result = await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(failure(result)).toStrictEqual({ name: 'PlanReviewError', code: 'PLAN_NOT_APPROVED' });
  });

  it('includes the custom feedback in the keep-planning error', async () => {
    const { context } = answering({ id: 'plan-review', selected: [], custom: 'Backfill in batches of 1k.' });
    const result = await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(failure(result).code).toBe('PLAN_NOT_APPROVED');
    expect(resultText(result)).toContain('Backfill in batches of 1k.');
  });

  it('does not treat a skipped review as approval', async () => {
    const { context } = answering({ id: 'plan-review', selected: [] });
    const result = await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(failure(result).code).toBe('PLAN_NOT_APPROVED');
  });

  it('reports a dismissal as ASK_CANCELLED (the user wants to talk instead)', async () => {
    const { context } = setupWith(new AnsweringProvider(() => Promise.reject(new UserQuestionError('ASK_CANCELLED', 'x'))));
    const result = await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(failure(result)).toStrictEqual({ name: 'UserQuestionError', code: 'ASK_CANCELLED' });
  });

  it('reports an abort while pending as ASK_ABORTED, the abort error unchanged', async () => {
    const { context, controller, provider } = setupWith(new ControlledProvider());
    const running = exitPlanModeTool.execute({ plan: PLAN }, context);
    await flush();
    expect(provider.calls).toHaveLength(1);
    controller.abort();
    const result = await running;
    expect(failure(result)).toStrictEqual({ name: 'UserQuestionError', code: 'ASK_ABORTED' });
    expect(provider.last().ask.signal.aborted).toBe(true);
  });
});

describe('exit_plan_mode validates its argument', () => {
  it.each([
    ['a plan without a heading', { plan: 'Just do it.' }],
    ['a plan whose "#" is not at the start', { plan: 'Step one, then see #2.\n# Later' }],
    ['an empty plan', { plan: '' }],
    ['a missing plan', {}],
    ['a plan that is not a string', { plan: 42 }],
    ['arguments that are not JSON', '{"plan": '],
  ])('rejects %s with INVALID_ARGUMENTS before reaching the provider', async (_name, rawArgs) => {
    const { context, provider } = answering({ id: 'plan-review', selected: ['Approve'] });
    const result = await exitPlanModeTool.execute(rawArgs, context);
    expect(failure(result)).toStrictEqual({ name: 'UserQuestionError', code: 'INVALID_ARGUMENTS' });
    expect(provider.calls).toHaveLength(0);
  });

  it('names the offending path (plan) when the plan has no heading', async () => {
    const { context } = answering({ id: 'plan-review', selected: ['Approve'] });
    expect(resultText(await exitPlanModeTool.execute({ plan: 'no heading' }, context))).toContain('at plan:');
  });

  it('accepts the plan as a JSON string argument', async () => {
    const { context, provider } = answering({ id: 'plan-review', selected: ['Approve'] });
    const result = await exitPlanModeTool.execute(JSON.stringify({ plan: PLAN }), context);
    expect(result.isError).toBe(false);
    expect(provider.calls[0]?.questions[0]?.detail).toBe(PLAN);
  });
});
