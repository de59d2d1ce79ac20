/**
 * Conformance with DSH's `exit_plan_mode` at 5bb600f9fb
 * (`packages/plan/plan-mode/tests/plan-mode.spec.ts`, the exit tool's tests, and
 * `packages/plan/plan-mode/src/index.ts`). Each test names the DSH test whose
 * behaviour it checks; DSH's texts are written out here.
 */
import { describe, expect, it } from 'vitest';
import { AgentRegistry } from '../../src/host/registry.ts';
import { exitPlanModeTool } from '../../src/host/tools/exit-plan-mode.ts';
import type { ToolContext } from '../../src/host/tools/types.ts';
import { UserQuestionService, type UserQuestionProvider } from '../../src/host/user-questions.ts';
import { UserQuestionError, resultText, type AskUserQuestionAnswer } from '../../src/protocol/index.ts';
import { AnsweringProvider } from '../host/support.ts';

const PLAN = '# Ship it\n\n1. Build.\n2. Release.';

function setup(provider: UserQuestionProvider | null) {
  const registry = new AgentRegistry();
  const userQuestions = new UserQuestionService(registry);
  if (provider !== null) userQuestions.registerProvider(provider);
  const agent = registry.enterRoot({ id: 'root' });
  const context: ToolContext = { agent, signal: new AbortController().signal, userQuestions, planMode: true };
  return { context, registry, agent };
}

const answering = (answer: AskUserQuestionAnswer) => new AnsweringProvider(() => answer);

describe('exit_plan_mode (DSH plan-mode.spec.ts)', () => {
  it('"registers the tool with one required plan argument": DSH\'s description and parameter', () => {
    expect(exitPlanModeTool.description).toBe(
      "Use only in plan mode. Present your plan for the user's review and, on approval, leave plan mode. Send the COMPLETE plan as markdown, starting with a # heading that names it. The user may approve (carry out the plan from your next step) or keep planning — their feedback comes back in the tool result; revise and present again.",
    );
    expect(exitPlanModeTool.parameters).toStrictEqual({
      type: 'object',
      properties: { plan: { type: 'string', description: 'The complete plan, as markdown, starting with a # heading that names it.' } },
      required: ['plan'],
    });
  });

  it('"rejects a call outside plan mode while remaining advertised": a plain error, no code, nothing asked', async () => {
    const provider = answering({ answers: [{ id: 'plan-review', selected: ['Approve'] }] });
    const { context } = setup(provider);
    const result = await exitPlanModeTool.execute({ plan: PLAN }, { ...context, planMode: false });
    expect(result).toMatchObject({ isError: true, error: { name: 'Error' } });
    expect(result.isError && result.error.code).toBeUndefined();
    expect(result.content).toStrictEqual([{ type: 'text', text: 'Error: exit_plan_mode is only available in plan mode' }]);
    // A context that says nothing of plan mode reads as DSH's default: not in plan mode.
    const { planMode: _planMode, ...unsaid } = context;
    expect(resultText(await exitPlanModeTool.execute({ plan: PLAN }, unsaid))).toBe('Error: exit_plan_mode is only available in plan mode');
    expect(provider.calls).toHaveLength(0);
  });

  it('plan mode is checked before the plan (DSH index.ts execute order): a heading-less plan outside plan mode reads "only available in plan mode"', async () => {
    const { context } = setup(answering({ answers: [] }));
    expect(resultText(await exitPlanModeTool.execute({ plan: 'no heading' }, { ...context, planMode: false }))).toBe(
      'Error: exit_plan_mode is only available in plan mode',
    );
  });

  it('"rejects an empty or heading-less plan before asking the reviewer": a plain error, no code', async () => {
    const provider = answering({ answers: [{ id: 'plan-review', selected: ['Approve'] }] });
    const { context } = setup(provider);
    for (const plan of ['', '   ', 'no heading', '## Second level', '#NoSpace']) {
      const result = await exitPlanModeTool.execute({ plan }, context);
      expect(result).toMatchObject({ isError: true, error: { name: 'Error' } });
      expect(result.isError && result.error.code).toBeUndefined();
      expect(resultText(result)).toBe('Error: exit_plan_mode requires a non-empty markdown plan starting with a # heading');
    }
    expect(provider.calls).toHaveLength(0);
  });

  it('"degrades the same way when the seam has no provider (NO_PROVIDER)"', async () => {
    const { context } = setup(null);
    const result = await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(result).toMatchObject({ isError: true, error: { code: 'NO_PROVIDER' } });
  });

  it('"rejects review from a runtime-owned agent with consumer-neutral guidance"', async () => {
    const { context, registry, agent } = setup(answering({ answers: [] }));
    const result = await exitPlanModeTool.execute({ plan: PLAN }, { ...context, agent: registry.enterChild(agent) });
    expect(result).toMatchObject({ isError: true, error: { code: 'DELEGATED_CALLER' } });
  });

  it('asks DSH\'s review question: id, header, question, the plan as detail, the options and their descriptions, the intent', async () => {
    const provider = answering({ answers: [{ id: 'plan-review', selected: ['Approve'] }] });
    const { context } = setup(provider);
    await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(provider.calls[0]?.questions).toStrictEqual([
      {
        id: 'plan-review',
        header: 'Plan review',
        question: 'Approve this plan and leave plan mode?',
        detail: PLAN,
        options: [
          { label: 'Approve', description: 'Leave plan mode; the plan is carried out from the next step.' },
          { label: 'Keep planning', description: 'Stay in plan mode; feedback goes back to the model.' },
        ],
        intent: { kind: 'plan-review', approve: 'Approve' },
      },
    ]);
  });

  it('"approve: … confirms": value { approved: true } and DSH\'s text', async () => {
    const { context } = setup(answering({ answers: [{ id: 'plan-review', selected: ['Approve'] }] }));
    const result = await exitPlanModeTool.execute({ plan: PLAN }, context);
    expect(result).toStrictEqual({
      isError: false,
      value: { approved: true },
      content: [{ type: 'text', text: 'Plan approved — plan mode exited; carry out the plan starting with your next step.' }],
    });
  });

  it('keep planning, with and without feedback, and approve beside typed text: plain errors with DSH\'s words', async () => {
    const cases: [AskUserQuestionAnswer, string][] = [
      [{ answers: [{ id: 'plan-review', selected: ['Keep planning'] }] }, 'Error: The user chose to keep planning; revise the plan and present it again.'],
      [{ answers: [{ id: 'plan-review', selected: [], custom: 'Add tests' }] }, 'Error: The user chose to keep planning; their feedback: Add tests'],
      [{ answers: [{ id: 'plan-review', selected: [] }] }, 'Error: The user chose to keep planning; revise the plan and present it again.'],
    ];
    for (const [answer, expected] of cases) {
      const { context } = setup(answering(answer));
      const result = await exitPlanModeTool.execute({ plan: PLAN }, context);
      expect(result).toStrictEqual({ isError: true, error: { name: 'Error' }, content: [{ type: 'text', text: expected }] });
    }
  });

  it('a dismissed review (ASK_CANCELLED) becomes DSH\'s plain "speak instead" error; an abort keeps its own', async () => {
    const cancelled = setup(new AnsweringProvider(() => Promise.reject(new UserQuestionError('ASK_CANCELLED', 'the user cancelled ask_user_question'))));
    const dismissed = await exitPlanModeTool.execute({ plan: PLAN }, cancelled.context);
    expect(dismissed).toStrictEqual({
      isError: true,
      error: { name: 'Error' },
      content: [{ type: 'text', text: 'Error: The user dismissed the plan review to speak instead; stay in plan mode, stop here, and wait for their message.' }],
    });
    const aborted = setup(new AnsweringProvider(() => Promise.reject(new UserQuestionError('ASK_ABORTED', 'ask_user_question was aborted before the user answered'))));
    const result = await exitPlanModeTool.execute({ plan: PLAN }, aborted.context);
    expect(result).toMatchObject({ isError: true, error: { name: 'UserQuestionError', code: 'ASK_ABORTED' } });
  });
});
