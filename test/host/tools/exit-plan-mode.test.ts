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
  const context: ToolContext = { agent: registry.enterRoot({ id: 'root' }), signal: controller.signal, userQuestions, planMode: true };
  return { context, controller, provider, registry };
}

function answering(entry: AskUserQuestionAnswer['answers'][number]) {
  return setupWith(new AnsweringProvider(() => ({ answers: [entry] })));
}

function failure(result: ToolResult): { name: string; code?: string | undefined } {
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
    expect(item?.options?.map((o) => o.description)).toStrictEqual([
      'Leave plan mode; the plan is carried out from the next step.',
      'Stay in plan mode; feedback goes back to the model.',
    ]);
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
    expect(resultText(result)).toBe('Plan approved — plan mode exited; carry out the plan starting with your next step.');
  });

  it('fails, telling the model to keep planning, when the user picks Keep planning', async () => {
    const { context } = answering({ id: 'plan-review', selected: ['Keep planning'] });
    const result = await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(failure(result)).toStrictEqual({ name: 'Error' });
    expect(resultText(result)).toBe('Error: The user chose to keep planning; revise the plan and present it again.');
  });

  it('includes the custom feedback in the keep-planning error', async () => {
    const { context } = answering({ id: 'plan-review', selected: [], custom: 'Backfill in batches of 1k.' });
    const result = await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(failure(result)).toStrictEqual({ name: 'Error' });
    expect(resultText(result)).toBe('Error: The user chose to keep planning; their feedback: Backfill in batches of 1k.');
  });

  it('does not treat a skipped review as approval', async () => {
    const { context } = answering({ id: 'plan-review', selected: [] });
    const result = await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(resultText(result)).toBe('Error: The user chose to keep planning; revise the plan and present it again.');
  });

  it('reports a dismissal as a plain error with no code: the user wants to talk instead', async () => {
    const { context } = setupWith(new AnsweringProvider(() => Promise.reject(new UserQuestionError('ASK_CANCELLED', 'x'))));
    const result = await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(failure(result)).toStrictEqual({ name: 'Error' });
    expect(resultText(result)).toBe(
      'Error: The user dismissed the plan review to speak instead; stay in plan mode, stop here, and wait for their message.',
    );
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

describe('exit_plan_mode checks its argument as DSH does', () => {
  it.each([
    ['a missing plan', {}, 'missing required property "plan"'],
    ['a plan that is not a string', { plan: 42 }, '"plan" must be a string'],
    ['arguments that are not JSON', '{"plan": ', '"arguments" must be an object'],
  ])('refuses %s with INVALID_ARGS before reaching the provider', async (_name, rawArgs, violation) => {
    const { context, provider } = answering({ id: 'plan-review', selected: ['Approve'] });
    const result = await exitPlanModeTool.execute(rawArgs, context);
    expect(failure(result)).toStrictEqual({ name: 'ToolArgsError', code: 'INVALID_ARGS' });
    expect(resultText(result)).toBe(`Error: invalid arguments: ${violation}`);
    expect(provider.calls).toHaveLength(0);
  });

  it.each([
    ['a plan without a heading', 'Just do it.'],
    ['a plan whose "#" is not at the start', 'Step one, then see #2.\n# Later'],
    ['an empty plan', ''],
    ['a level-two heading', '## Plan\n\n1. Go'],
    ['a "#" with no space', '#Plan'],
    ['a heading with no text', '#   \n'],
  ])('refuses %s with a plain error and no code, before reaching the provider', async (_name, plan) => {
    const { context, provider } = answering({ id: 'plan-review', selected: ['Approve'] });
    const result = await exitPlanModeTool.execute({ plan }, context);
    expect(failure(result)).toStrictEqual({ name: 'Error' });
    expect(resultText(result)).toBe('Error: exit_plan_mode requires a non-empty markdown plan starting with a # heading');
    expect(provider.calls).toHaveLength(0);
  });

  it('accepts a heading after leading blank lines (DSH trims the plan first)', async () => {
    const { context, provider } = answering({ id: 'plan-review', selected: ['Approve'] });
    const result = await exitPlanModeTool.execute({ plan: '\n\n  # Plan\n1. Go' }, context);
    expect(result.isError).toBe(false);
    expect(provider.calls).toHaveLength(1);
  });

  it('accepts the plan as a JSON string argument', async () => {
    const { context, provider } = answering({ id: 'plan-review', selected: ['Approve'] });
    const result = await exitPlanModeTool.execute(JSON.stringify({ plan: PLAN }), context);
    expect(result.isError).toBe(false);
    expect(provider.calls[0]?.questions[0]?.detail).toBe(PLAN);
  });
});
