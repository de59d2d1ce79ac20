/**
 * The model-facing `ask_user_question` tool (§1.2): argument validation, the
 * snake_case → service mapping, pass-through of agent and signal, and the result
 * projection the model reads (§1.4).
 */
import { describe, expect, it } from 'vitest';
import { AgentRegistry } from '../../../src/host/registry.ts';
import { askUserQuestionTool, toServiceItems } from '../../../src/host/tools/ask-user-question.ts';
import type { ToolContext } from '../../../src/host/tools/types.ts';
import { UserQuestionService, type UserQuestionProvider } from '../../../src/host/user-questions.ts';
import {
  UserQuestionError,
  resultText,
  type ToolResult,
} from '../../../src/protocol/index.ts';
import { TOOL_PARAMETERS_JSON_SCHEMA } from '../../../src/protocol/dsh/tool.ts';
import { AnsweringProvider, ControlledProvider, firstOptionAnswer, flush } from '../support.ts';

function setupWith<P extends UserQuestionProvider>(provider: P) {
  const registry = new AgentRegistry();
  const userQuestions = new UserQuestionService(registry);
  userQuestions.registerProvider(provider);
  const agent = registry.enterRoot({ id: 'root' });
  const controller = new AbortController();
  const context: ToolContext = { agent, signal: controller.signal, userQuestions };
  return { registry, userQuestions, agent, controller, context, provider };
}

function setup() {
  return setupWith(new AnsweringProvider(firstOptionAnswer));
}

function failure(result: ToolResult): { name: string; code?: string | undefined } {
  if (!result.isError) throw new Error(`expected a tool error, got ${resultText(result)}`);
  return result.error;
}

const args = {
  questions: [
    {
      id: 'mode',
      question: 'Which mode?',
      header: 'Mode',
      options: [{ label: 'Fast (Recommended)', description: 'Quick' }, { label: 'Thorough' }],
      multi_select: true,
    },
    { id: 'name', question: 'Project name?' },
  ],
};

describe('ask_user_question maps model arguments to service items', () => {
  it('maps multi_select to multiSelect and keeps header, options and descriptions', async () => {
    const { context, provider } = setup();
    await askUserQuestionTool.execute(args, context);
    const calls = provider.calls;
    expect(calls).toHaveLength(1);
    expect(calls[0]?.questions).toStrictEqual([
      {
        id: 'mode',
        question: 'Which mode?',
        header: 'Mode',
        options: [{ label: 'Fast (Recommended)', description: 'Quick' }, { label: 'Thorough' }],
        multiSelect: true,
      },
      { id: 'name', question: 'Project name?' },
    ]);
  });

  it('keeps multi_select: false as multiSelect: false', () => {
    expect(toServiceItems({ questions: [{ id: 'a', question: 'Q?', multi_select: false }] })).toStrictEqual([
      { id: 'a', question: 'Q?', multiSelect: false },
    ]);
  });

  it('never sends a key set to undefined for an absent optional field', async () => {
    const { context, provider } = setup();
    await askUserQuestionTool.execute(
      { questions: [{ id: 'a', question: 'Q?', options: [{ label: 'Yes' }] }, { id: 'b', question: 'Free?' }] },
      context,
    );
    const [first, second] = provider.calls[0]?.questions ?? [];
    expect(Object.keys(first ?? {}).sort()).toStrictEqual(['id', 'options', 'question']);
    expect(Object.keys(first?.options?.[0] ?? {})).toStrictEqual(['label']);
    expect(Object.keys(second ?? {}).sort()).toStrictEqual(['id', 'question']);
    for (const key of ['header', 'detail', 'multiSelect', 'intent', 'multi_select']) {
      expect(first !== undefined && key in first).toBe(false);
      expect(second !== undefined && key in second).toBe(false);
    }
  });

  it('accepts the arguments as a JSON string, as a live model sends them', async () => {
    const { context, provider } = setup();
    const result = await askUserQuestionTool.execute(JSON.stringify(args), context);
    expect(result.isError).toBe(false);
    expect(provider.calls).toHaveLength(1);
  });

  it('tolerates unknown extra keys: drops them from the top level and the questions, passes option keys on as DSH does', async () => {
    const { context, provider } = setup();
    const result = await askUserQuestionTool.execute(
      {
        questions: [{ id: 'a', question: 'Q?', options: [{ label: 'Yes', icon: 'check' }], colour: 'red', detail: 'sneaky' }],
        reasoning: 'because',
      },
      context,
    );
    expect(result.isError).toBe(false);
    expect(provider.calls[0]?.questions).toStrictEqual([
      { id: 'a', question: 'Q?', options: [{ label: 'Yes', icon: 'check' }] },
    ]);
  });

  it('cannot smuggle an intent in: the model-facing schema drops it', async () => {
    const { context, provider } = setup();
    await askUserQuestionTool.execute(
      { questions: [{ id: 'a', question: 'Q?', options: [{ label: 'Yes' }], intent: { kind: 'plan-review', approve: 'Yes' } }] },
      context,
    );
    const item = provider.calls[0]?.questions[0];
    expect(item !== undefined && 'intent' in item).toBe(false);
  });
});

describe('ask_user_question rejects bad arguments with INVALID_ARGS before reaching the provider', () => {
  it('rejects arguments that are not valid JSON', async () => {
    const { context, provider } = setup();
    const result = await askUserQuestionTool.execute('{"questions": [', context);
    expect(failure(result)).toStrictEqual({ name: 'ToolArgsError', code: 'INVALID_ARGS' });
    expect(resultText(result)).toBe('Error: invalid arguments: "arguments" must be an object');
    expect(provider.calls).toHaveLength(0);
  });

  it('rejects arguments that do not match the schema, naming the offending path', async () => {
    const { context, provider } = setup();
    const result = await askUserQuestionTool.execute({ questions: [{ question: 'Q?' }] }, context);
    expect(failure(result)).toStrictEqual({ name: 'ToolArgsError', code: 'INVALID_ARGS' });
    expect(resultText(result)).toBe('Error: invalid arguments: missing required property "questions[0].id"');
    expect(provider.calls).toHaveLength(0);
  });

  it('names a nested path such as an option label', async () => {
    const { context } = setup();
    const result = await askUserQuestionTool.execute(
      { questions: [{ id: 'a', question: 'Q?' }, { id: 'b', question: 'R?', options: [{ label: 'ok' }, { label: 7 }] }] },
      context,
    );
    expect(failure(result).code).toBe('INVALID_ARGS');
    expect(resultText(result)).toBe('Error: invalid arguments: "questions[1].options[1].label" must be a string');
  });

  it('rejects a missing questions array', async () => {
    const { context, provider } = setup();
    const result = await askUserQuestionTool.execute('{}', context);
    expect(failure(result)).toStrictEqual({ name: 'ToolArgsError', code: 'INVALID_ARGS' });
    expect(resultText(result)).toBe('Error: invalid arguments: missing required property "questions"');
    expect(provider.calls).toHaveLength(0);
  });

  it('lets an empty questions array through to the service, which answers EMPTY_QUESTIONS', async () => {
    const { context, provider } = setup();
    const result = await askUserQuestionTool.execute({ questions: [] }, context);
    expect(failure(result)).toStrictEqual({ name: 'UserQuestionError', code: 'EMPTY_QUESTIONS' });
    expect(provider.calls).toHaveLength(0);
  });
});

describe('ask_user_question passes the caller through and projects the outcome', () => {
  it('passes the calling agent to the service, so a delegated child is refused', async () => {
    const { context, registry, agent, provider } = setup();
    const child = registry.enterChild(agent);
    const result = await askUserQuestionTool.execute(args, { ...context, agent: child });
    expect(failure(result)).toStrictEqual({ name: 'UserQuestionError', code: 'DELEGATED_CALLER' });
    expect(provider.calls).toHaveLength(0);
  });

  it('passes the root agent through to the provider', async () => {
    const { context, agent, provider } = setup();
    await askUserQuestionTool.execute(args, context);
    expect(provider.calls[0]?.agent).toBe(agent);
  });

  it('passes the step signal: aborting it aborts the provider signal and ends the call with ASK_ABORTED', async () => {
    const provider = new ControlledProvider();
    const { context, controller } = setupWith(provider);
    const running = askUserQuestionTool.execute(args, context);
    await flush();
    const call = provider.last();
    expect(call.ask.signal.aborted).toBe(false);
    controller.abort();
    expect(call.ask.signal.aborted).toBe(true);
    expect(failure(await running)).toStrictEqual({ name: 'UserQuestionError', code: 'ASK_ABORTED' });
  });

  it('projects the answer as the exact text the model receives', async () => {
    const { context } = setup();
    const result = await askUserQuestionTool.execute(args, context);
    expect(result).toStrictEqual({
      isError: false,
      value: {
        answers: [
          { id: 'mode', selected: ['Fast (Recommended)'] },
          { id: 'name', selected: [], custom: 'ok' },
        ],
      },
      content: [
        {
          type: 'text',
          text: '{"answers":[{"id":"mode","selected":["Fast (Recommended)"]},{"id":"name","selected":[],"custom":"ok"}]}',
        },
      ],
    });
  });

  it('projects a cancellation as an error result with code ASK_CANCELLED', async () => {
    const provider = new AnsweringProvider(() => Promise.reject(new UserQuestionError('ASK_CANCELLED', 'closed')));
    const { context } = setupWith(provider);
    const result = await askUserQuestionTool.execute(args, context);
    expect(failure(result)).toStrictEqual({ name: 'UserQuestionError', code: 'ASK_CANCELLED' });
    expect(resultText(result)).toBe('Error: closed');
  });

  it('never throws at its caller, even when the service has no provider', async () => {
    const registry = new AgentRegistry();
    const context: ToolContext = {
      agent: registry.enterRoot(),
      signal: new AbortController().signal,
      userQuestions: new UserQuestionService(registry),
    };
    const result = await askUserQuestionTool.execute(args, context);
    expect(failure(result)).toStrictEqual({ name: 'UserQuestionError', code: 'NO_PROVIDER' });
  });
});

describe('ask_user_question parameters', () => {
  it('shows the model DSH\'s schema, the same object the arguments are checked against', () => {
    expect(askUserQuestionTool.parameters).toBe(TOOL_PARAMETERS_JSON_SCHEMA);
  });

  it('does not require approval: asking is never gated by the approval policy', () => {
    expect(askUserQuestionTool.requiresApproval).toBe(false);
  });
});
