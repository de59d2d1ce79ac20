/**
 * Conformance with DSH's `ask_user_question` tool at 5bb600f9fb
 * (`packages/interaction/tool-ask-user/tests/tool-ask-user.spec.ts`, and the
 * argument check of `packages/core/tools/src/json-schema.ts`). Each test names
 * the DSH test whose behaviour it checks; DSH's texts are written out here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AgentRegistry } from '../../src/host/registry.ts';
import { askUserQuestionTool } from '../../src/host/tools/ask-user-question.ts';
import type { ToolContext } from '../../src/host/tools/types.ts';
import { UserQuestionService } from '../../src/host/user-questions.ts';
import { resultText, type AskUserQuestionAnswer, type ToolResult } from '../../src/protocol/index.ts';
import { AnsweringProvider, ControlledProvider, flush } from '../host/support.ts';

const DSH_TOOL = JSON.parse(readFileSync(new URL('../fixtures/dsh/ask-user-question.tool-schema.json', import.meta.url), 'utf8')) as {
  name: string;
  description: string;
  parameters: unknown;
};

function setup(answer: (questions: number) => AskUserQuestionAnswer = () => ({ answers: [] })) {
  const registry = new AgentRegistry();
  const userQuestions = new UserQuestionService(registry);
  const provider = new AnsweringProvider((ask) => answer(ask.questions.length));
  userQuestions.registerProvider(provider);
  const agent = registry.enterRoot({ id: 'root' });
  const controller = new AbortController();
  const context: ToolContext = { agent, signal: controller.signal, userQuestions };
  return { registry, provider, context, controller, agent, userQuestions };
}

const text = (result: ToolResult): string => resultText(result);

describe('ask_user_question tool (DSH tool-ask-user.spec.ts)', () => {
  it('"registers a model-facing tool schema": DSH\'s name, description and parameters, byte for byte', () => {
    expect(askUserQuestionTool.name).toBe(DSH_TOOL.name);
    expect(askUserQuestionTool.description).toBe(DSH_TOOL.description);
    expect(JSON.stringify(askUserQuestionTool.parameters)).toBe(JSON.stringify(DSH_TOOL.parameters));
  });

  it('"asks the registered user-questions provider and projects structured answers to text"', async () => {
    const { context, provider } = setup(() => ({ answers: [{ id: 'mode', selected: ['Fast'] }] }));
    const result = await askUserQuestionTool.execute({ questions: [{ id: 'mode', question: 'Which?', options: [{ label: 'Fast' }] }] }, context);
    expect(text(result)).toBe('{"answers":[{"id":"mode","selected":["Fast"]}]}');
    expect(provider.calls[0]?.questions).toStrictEqual([{ id: 'mode', question: 'Which?', options: [{ label: 'Fast' }] }]);
  });

  it('"passes recommended option labels through without adding schema fields" (and extra option keys go along, as DSH passes options as-is)', async () => {
    const { context, provider } = setup(() => ({ answers: [{ id: 'a', selected: [] }] }));
    await askUserQuestionTool.execute({ questions: [{ id: 'a', question: 'Q?', options: [{ label: 'Fast (Recommended)', preview: 'x' }] }] }, context);
    expect(provider.calls[0]?.questions[0]?.options).toStrictEqual([{ label: 'Fast (Recommended)', preview: 'x' }]);
  });

  it('"projects custom answers and multi-select choices" (keys id, selected, custom; click order kept)', async () => {
    const { context } = setup(() => ({
      answers: [
        { id: 'a', selected: [], custom: 'mine' },
        { id: 'b', selected: ['Z', 'A'], custom: 'also' },
      ],
    }));
    const result = await askUserQuestionTool.execute(
      { questions: [{ id: 'a', question: 'A?' }, { id: 'b', question: 'B?', multi_select: true, options: [{ label: 'A' }, { label: 'Z' }] }] },
      context,
    );
    expect(text(result)).toBe('{"answers":[{"id":"a","selected":[],"custom":"mine"},{"id":"b","selected":["Z","A"],"custom":"also"}]}');
  });

  it('"passes the tool abort signal to the user-questions request"', async () => {
    const registry = new AgentRegistry();
    const userQuestions = new UserQuestionService(registry);
    const provider = new ControlledProvider();
    userQuestions.registerProvider(provider);
    const controller = new AbortController();
    const running = askUserQuestionTool.execute({ questions: [{ id: 'a', question: 'Q?' }] }, { agent: registry.enterRoot(), signal: controller.signal, userQuestions });
    await flush();
    controller.abort();
    expect(provider.last().ask.signal.aborted).toBe(true);
    expect(text(await running)).toBe('Error: ask_user_question was aborted before the user answered');
  });

  it('"passes optional header and a resumed runtime root through to the user-questions request"', async () => {
    const { context, provider, registry } = setup(() => ({ answers: [{ id: 'a', selected: [] }] }));
    const resumed = registry.enterRoot({ id: 'resumed', lineage: ['p'] });
    await askUserQuestionTool.execute({ questions: [{ id: 'a', question: 'Q?', header: 'H' }] }, { ...context, agent: resumed });
    expect(provider.calls[0]?.questions[0]).toStrictEqual({ id: 'a', question: 'Q?', header: 'H' });
    expect(provider.calls[0]?.agent).toBe(resumed);
  });

  it('"rejects a live runtime-owned agent with a structured DELEGATED_CALLER error"', async () => {
    const { context, registry, agent, provider } = setup();
    const result = await askUserQuestionTool.execute({ questions: [{ id: 'a', question: 'Q?' }] }, { ...context, agent: registry.enterChild(agent) });
    expect(result).toMatchObject({ isError: true, error: { name: 'UserQuestionError', code: 'DELEGATED_CALLER' } });
    expect(text(result)).toBe(
      "Error: human interaction is unavailable while the calling agent is owned by another live agent; include the unresolved question or decision in the child agent's final result",
    );
    expect(provider.calls).toHaveLength(0);
  });

  it('"returns a structured error for empty question batches"', async () => {
    const { context } = setup();
    const result = await askUserQuestionTool.execute({ questions: [] }, context);
    expect(result).toMatchObject({ isError: true, error: { code: 'EMPTY_QUESTIONS' } });
    expect(text(result)).toBe('Error: ask_user_question requires at least one question');
  });
});

describe('invalid arguments (DSH ToolArgsError, json-schema.ts checkValue)', () => {
  it.each([
    ['empty text is {}', '', 'missing required property "questions"'],
    ['text that is not JSON stays a string', '{"questions": [', '"arguments" must be an object'],
    ['an array is not an object', '[]', '"arguments" must be an object'],
    ['questions not an array', { questions: {} }, '"questions" must be an array'],
    ['a question not an object', { questions: ['x'] }, '"questions[0]" must be an object'],
    [
      'missing required properties first, then declared properties in order',
      { questions: [{ header: 1, multi_select: 'yes' }] },
      'missing required property "questions[0].id"; missing required property "questions[0].question"; "questions[0].header" must be a string; "questions[0].multi_select" must be a boolean',
    ],
    ['an option without a label', { questions: [{ id: 'a', question: 'Q?', options: [{}] }] }, 'missing required property "questions[0].options[0].label"'],
    ['an option description that is not a string', { questions: [{ id: 'a', question: 'Q?', options: [{ label: 'x', description: 2 }] }] }, '"questions[0].options[0].description" must be a string'],
  ])('%s', async (_name, raw, violations) => {
    const { context, provider } = setup();
    const result = await askUserQuestionTool.execute(raw, context);
    expect(result).toMatchObject({ isError: true, error: { name: 'ToolArgsError', code: 'INVALID_ARGS' } });
    expect(text(result)).toBe(`Error: invalid arguments: ${violations}`);
    expect(provider.calls).toHaveLength(0);
  });

  it('extra keys are allowed (additionalProperties: true) and a question\'s undeclared keys are not sent', async () => {
    const { context, provider } = setup(() => ({ answers: [{ id: 'a', selected: [] }] }));
    const result = await askUserQuestionTool.execute({ questions: [{ id: 'a', question: 'Q?', detail: 'x', intent: { kind: 'plan-review', approve: 'x' } }], why: 1 }, context);
    expect(result.isError).toBe(false);
    expect(provider.calls[0]?.questions[0]).toStrictEqual({ id: 'a', question: 'Q?' });
  });
});
