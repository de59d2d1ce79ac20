/**
 * The tool runtime's approval seam (§2.4): the policy gates dangerous tools only;
 * asking the user is never gated by it, whatever the policy and the approver do.
 */
import { describe, expect, it } from 'vitest';
import { AgentRegistry } from '../../../src/host/registry.ts';
import { askUserQuestionTool } from '../../../src/host/tools/ask-user-question.ts';
import { exitPlanModeTool } from '../../../src/host/tools/exit-plan-mode.ts';
import { ToolRuntime, runCommandTool, type ApprovalPolicy, type Approver } from '../../../src/host/tools/runtime.ts';
import type { ToolContext, ToolDefinition } from '../../../src/host/tools/types.ts';
import { UserQuestionService } from '../../../src/host/user-questions.ts';
import { projectText, resultText, type ToolResult } from '../../../src/protocol/index.ts';
import { AnsweringProvider, firstOptionAnswer } from '../support.ts';

interface ApproverLog {
  readonly calls: { readonly name: string; readonly rawArgs: unknown }[];
  readonly approver: Approver;
}

function recordingApprover(decide: () => Promise<boolean>): ApproverLog {
  const calls: { name: string; rawArgs: unknown }[] = [];
  return {
    calls,
    approver: async (name, rawArgs) => {
      calls.push({ name, rawArgs });
      return decide();
    },
  };
}

/** A dangerous tool that records whether it actually ran. */
function dangerousTool(): ToolDefinition & { runs: number } {
  const tool = {
    name: 'delete_everything',
    description: 'Dangerous.',
    parameters: { type: 'object' },
    requiresApproval: true,
    runs: 0,
    async execute(): Promise<ToolResult> {
      tool.runs += 1;
      return projectText('deleted');
    },
  };
  return tool;
}

function setup(policy: ApprovalPolicy, approver: Approver) {
  const registry = new AgentRegistry();
  const userQuestions = new UserQuestionService(registry);
  const provider = new AnsweringProvider(firstOptionAnswer);
  userQuestions.registerProvider(provider);
  const danger = dangerousTool();
  const runtime = new ToolRuntime([askUserQuestionTool, exitPlanModeTool, danger, runCommandTool], { policy, approver });
  const context: ToolContext = { agent: registry.enterRoot(), signal: new AbortController().signal, userQuestions };
  return { runtime, context, provider, danger };
}

function failure(result: ToolResult): { name: string; code?: string | undefined } {
  if (!result.isError) throw new Error(`expected a tool error, got ${resultText(result)}`);
  return result.error;
}

const askArgs = { questions: [{ id: 'mode', question: 'Which mode?', options: [{ label: 'Fast' }] }] };

describe('ToolRuntime approval policy for a tool that requires approval', () => {
  it("consults the approver under policy 'ask' and runs the tool when approved", async () => {
    const log = recordingApprover(async () => true);
    const { runtime, context, danger } = setup('ask', log.approver);
    const result = await runtime.execute('delete_everything', { path: '/' }, context);
    expect(result.isError).toBe(false);
    expect(log.calls).toStrictEqual([{ name: 'delete_everything', rawArgs: { path: '/' } }]);
    expect(danger.runs).toBe(1);
  });

  it("does not run the tool under policy 'ask' when the approver declines", async () => {
    const log = recordingApprover(async () => false);
    const { runtime, context, danger } = setup('ask', log.approver);
    const result = await runtime.execute('delete_everything', {}, context);
    expect(failure(result)).toStrictEqual({ name: 'ApprovalDeniedError', code: 'APPROVAL_DENIED' });
    expect(log.calls).toHaveLength(1);
    expect(danger.runs).toBe(0);
  });

  it('does not run the tool when the approver throws, and reports the failure', async () => {
    const log = recordingApprover(async () => {
      throw new Error('approver crashed');
    });
    const { runtime, context, danger } = setup('ask', log.approver);
    const result = await runtime.execute('delete_everything', {}, context);
    expect(result.isError).toBe(true);
    expect(danger.runs).toBe(0);
  });

  it("does not consult the approver under policy 'never' and runs the tool", async () => {
    const log = recordingApprover(async () => false);
    const { runtime, context, danger } = setup('never', log.approver);
    const result = await runtime.execute('delete_everything', {}, context);
    expect(result.isError).toBe(false);
    expect(log.calls).toHaveLength(0);
    expect(danger.runs).toBe(1);
  });

  it('follows a policy changed after construction', async () => {
    const log = recordingApprover(async () => true);
    const { runtime, context } = setup('never', log.approver);
    runtime.policy = 'ask';
    await runtime.execute('run_command', { command: 'ls' }, context);
    expect(log.calls.map((c) => c.name)).toStrictEqual(['run_command']);
  });

  it("defaults to policy 'ask' with an approver that declines", async () => {
    const registry = new AgentRegistry();
    const runtime = new ToolRuntime([runCommandTool]);
    expect(runtime.policy).toBe('ask');
    const context: ToolContext = {
      agent: registry.enterRoot(),
      signal: new AbortController().signal,
      userQuestions: new UserQuestionService(registry),
    };
    expect(failure(await runtime.execute('run_command', { command: 'ls' }, context)).code).toBe('APPROVAL_DENIED');
  });
});

describe('ToolRuntime never gates asking the user', () => {
  it("runs ask_user_question under policy 'never'", async () => {
    const log = recordingApprover(async () => false);
    const { runtime, context, provider } = setup('never', log.approver);
    const result = await runtime.execute('ask_user_question', askArgs, context);
    expect(resultText(result)).toBe('{"answers":[{"id":"mode","selected":["Fast"]}]}');
    expect(provider.calls).toHaveLength(1);
    expect(log.calls).toHaveLength(0);
  });

  it("runs ask_user_question under policy 'ask' without consulting an approver (one that would throw)", async () => {
    const log = recordingApprover(async () => {
      throw new Error('the approver must not be consulted for asking');
    });
    const { runtime, context, provider } = setup('ask', log.approver);
    const result = await runtime.execute('ask_user_question', askArgs, context);
    expect(resultText(result)).toBe('{"answers":[{"id":"mode","selected":["Fast"]}]}');
    expect(provider.calls).toHaveLength(1);
    expect(log.calls).toHaveLength(0);
  });

  it("runs exit_plan_mode under policy 'ask' without consulting the approver", async () => {
    const log = recordingApprover(async () => false);
    const { runtime, context, provider } = setup('ask', log.approver);
    await runtime.execute('exit_plan_mode', { plan: '# Plan' }, { ...context, planMode: true });
    expect(provider.calls).toHaveLength(1);
    expect(log.calls).toHaveLength(0);
  });
});

describe('ToolRuntime failures', () => {
  it('answers an unknown tool with an error result, code UNKNOWN_TOOL', async () => {
    const { runtime, context } = setup('never', async () => true);
    const result = await runtime.execute('rm_rf', {}, context);
    expect(failure(result)).toStrictEqual({ name: 'UnknownToolError', code: 'UNKNOWN_TOOL' });
  });

  it('turns a tool that throws into an error result instead of throwing at its caller', async () => {
    const registry = new AgentRegistry();
    const broken: ToolDefinition = {
      name: 'broken',
      description: 'Throws.',
      parameters: {},
      requiresApproval: false,
      execute: () => Promise.reject(new RangeError('out of range')),
    };
    const runtime = new ToolRuntime([broken], { policy: 'never' });
    const context: ToolContext = {
      agent: registry.enterRoot(),
      signal: new AbortController().signal,
      userQuestions: new UserQuestionService(registry),
    };
    const result = await runtime.execute('broken', {}, context);
    // As DSH's toolErrorResult: an error without a code keeps none.
    expect(failure(result)).toStrictEqual({ name: 'RangeError' });
  });

  it('lists and finds its tools by name', () => {
    const { runtime } = setup('never', async () => true);
    expect(runtime.list().map((t) => t.name)).toStrictEqual(['ask_user_question', 'exit_plan_mode', 'delete_everything', 'run_command']);
    expect(runtime.get('ask_user_question')).toBe(askUserQuestionTool);
    expect(runtime.get('nope')).toBeUndefined();
  });
});
