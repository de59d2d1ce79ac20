/**
 * Conformance with DSH's user-questions service and web provider at 5bb600f9fb.
 * Each test names the DSH test whose behaviour it checks:
 * `packages/interaction/user-questions/tests/user-questions.spec.ts` (the service)
 * and `packages/host/apiproxy/tests/api-proxy-question.spec.ts` (the web provider,
 * `matchesQuestions` and `respond`). The expected texts are written out here, as
 * DSH's source has them, rather than imported from asklab.
 */
import { describe, expect, it } from 'vitest';
import { FrameQuestionProvider } from '../../src/host/providers/web.ts';
import { Agent, AgentRegistry } from '../../src/host/registry.ts';
import { UserQuestionService } from '../../src/host/user-questions.ts';
import { UserQuestionError, type AskUserQuestionAnswer, type AskUserQuestionItem, type HostFrame } from '../../src/protocol/index.ts';
import { AnsweringProvider, firstOptionAnswer, flush } from '../host/support.ts';

const choice: AskUserQuestionItem = { id: 'mode', question: 'Which mode?', options: [{ label: 'Fast' }, { label: 'Thorough' }] };
const multi: AskUserQuestionItem = { id: 'targets', question: 'Which?', multiSelect: true, options: [{ label: 'Linux' }, { label: 'macOS' }] };

function setup(withProvider = true) {
  const registry = new AgentRegistry();
  const service = new UserQuestionService(registry);
  const provider = new AnsweringProvider(firstOptionAnswer);
  if (withProvider) service.registerProvider(provider);
  const root = registry.enterRoot({ id: 'root' });
  return { registry, service, provider, root };
}

async function failure(promise: Promise<unknown>): Promise<{ name: string; code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof UserQuestionError)) throw error;
    return { name: error.name, code: error.code, message: error.message };
  }
  throw new Error('expected a rejection');
}

describe('UserQuestionService (DSH user-questions.spec.ts)', () => {
  it('"delegates ask requests to the registered provider"', async () => {
    const { service, provider, root } = setup();
    await expect(service.ask({ questions: [choice], agent: root })).resolves.toStrictEqual({ answers: [{ id: 'mode', selected: ['Fast'] }] });
    expect(provider.calls[0]?.agent).toBe(root);
  });

  it('"rejects ask requests when no provider is registered"', async () => {
    const { service, root } = setup(false);
    expect(await failure(service.ask({ questions: [choice], agent: root }))).toStrictEqual({
      name: 'UserQuestionError',
      code: 'NO_PROVIDER',
      message: 'no user-questions provider is registered',
    });
  });

  it('"registers providers with HMR-safe disposal"', async () => {
    const { service, root } = setup(false);
    const dispose = service.registerProvider(new AnsweringProvider(firstOptionAnswer));
    dispose();
    dispose();
    const again = service.registerProvider(new AnsweringProvider(firstOptionAnswer));
    await expect(service.ask({ questions: [choice], agent: root })).resolves.toBeDefined();
    again();
  });

  it('"rejects duplicate providers instead of replacing the active UI"', async () => {
    const { service, provider, root } = setup();
    let thrown: unknown;
    try {
      service.registerProvider(new AnsweringProvider(firstOptionAnswer));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UserQuestionError);
    expect({ code: (thrown as UserQuestionError).code, message: (thrown as UserQuestionError).message }).toStrictEqual({
      code: 'DUPLICATE_PROVIDER',
      message: 'a user-questions provider is already registered',
    });
    await service.ask({ questions: [choice], agent: root });
    expect(provider.calls).toHaveLength(1);
  });

  it('"fails before reaching the provider when the signal is already aborted"', async () => {
    const { service, provider, root } = setup();
    const controller = new AbortController();
    controller.abort();
    expect(await failure(service.ask({ questions: [choice], agent: root, signal: controller.signal }))).toMatchObject({
      code: 'ASK_ABORTED',
      message: 'ask_user_question was aborted before the user answered',
    });
    expect(provider.calls).toHaveLength(0);
  });

  it('"rejects empty question batches before reaching the provider"', async () => {
    const { service, provider, root } = setup();
    expect(await failure(service.ask({ questions: [], agent: root }))).toMatchObject({
      code: 'EMPTY_QUESTIONS',
      message: 'ask_user_question requires at least one question',
    });
    expect(provider.calls).toHaveLength(0);
  });

  it('"rejects a live runtime-owned agent before reaching the provider"', async () => {
    const { service, provider, registry, root } = setup();
    const child = registry.enterChild(root);
    expect(await failure(service.ask({ questions: [choice], agent: child }))).toMatchObject({
      code: 'DELEGATED_CALLER',
      message:
        "human interaction is unavailable while the calling agent is owned by another live agent; include the unresolved question or decision in the child agent's final result",
    });
    expect(provider.calls).toHaveLength(0);
  });

  it('"reaches the provider for a lineage-bearing session resumed as a runtime root"', async () => {
    const { service, provider, registry } = setup();
    const resumed = registry.enterRoot({ id: 'resumed', lineage: ['parent'] });
    await service.ask({ questions: [choice], agent: resumed });
    expect(provider.calls).toHaveLength(1);
  });

  it('"rejects a supplied agent when no live registry can attest it"', async () => {
    const service = new UserQuestionService();
    const provider = new AnsweringProvider(firstOptionAnswer);
    service.registerProvider(provider);
    expect(await failure(service.ask({ questions: [choice], agent: new Agent('outsider') }))).toMatchObject({
      code: 'CALLER_NOT_LIVE',
      message: 'human interaction requires the exact live calling agent when an agent is supplied',
    });
    expect(provider.calls).toHaveLength(0);
  });

  it('"rejects a stale agent object that reuses a live id"', async () => {
    const { service, provider } = setup();
    expect(await failure(service.ask({ questions: [choice], agent: new Agent('root') }))).toMatchObject({
      code: 'CALLER_NOT_LIVE',
      message: 'human interaction requires the exact live calling agent when an agent is supplied',
    });
    expect(provider.calls).toHaveLength(0);
  });

  it('"rejects an intent whose approve label names none of its own options"', async () => {
    const { service, provider, root } = setup();
    const item: AskUserQuestionItem = { ...choice, id: 'review', detail: '# Plan', intent: { kind: 'plan-review', approve: 'Ship' } };
    expect(await failure(service.ask({ questions: [item], agent: root }))).toMatchObject({
      code: 'BAD_INTENT',
      message: 'question review declares intent plan-review whose approve label "Ship" names none of its options',
    });
    expect(provider.calls).toHaveLength(0);
  });

  it('"rejects a plan-review intent on a question carrying no plan to review"', async () => {
    const { service, provider, root } = setup();
    const item: AskUserQuestionItem = { ...choice, id: 'review', intent: { kind: 'plan-review', approve: 'Fast' } };
    expect(await failure(service.ask({ questions: [item], agent: root }))).toMatchObject({
      code: 'BAD_INTENT',
      message: 'question review declares intent plan-review without the detail it reviews',
    });
    expect(provider.calls).toHaveLength(0);
  });

  it('"passes an intent through once its approve label names an offered option" (an empty plan included: DSH checks only that detail is present)', async () => {
    const { service, provider, root } = setup();
    const item: AskUserQuestionItem = { ...choice, id: 'review', detail: '', intent: { kind: 'plan-review', approve: 'Fast' } };
    await service.ask({ questions: [item], agent: root });
    expect(provider.calls[0]?.questions[0]?.intent).toStrictEqual({ kind: 'plan-review', approve: 'Fast' });
  });
});

/** The web provider behind a real service, its frames collected. */
function web() {
  const registry = new AgentRegistry();
  const service = new UserQuestionService(registry);
  const frames: HostFrame[] = [];
  const provider = new FrameQuestionProvider((frame) => frames.push(frame), 'session-1');
  const dispose = service.registerProvider(provider);
  const root = registry.enterRoot({ id: 'root' });
  const rpcIdOf = (): string => {
    const requested = frames.filter((f) => f.type === 'question/requested').at(-1);
    if (requested?.type !== 'question/requested') throw new Error('no question/requested frame');
    return requested.rpcId;
  };
  const answer = (rpcId: string, value: AskUserQuestionAnswer) => provider.respond(rpcId, { ok: true, value: { sessionId: 'session-1', answer: value } });
  return { service, provider, frames, root, rpcIdOf, answer, dispose };
}

describe('the web provider (DSH api-proxy.ts provider and respond, api-proxy-question.spec.ts)', () => {
  it('refuses an ask with no agent: ASK_MISSING_AGENT, nothing sent to the page', async () => {
    const { service, frames } = web();
    expect(await failure(service.ask({ questions: [choice] }))).toStrictEqual({
      name: 'UserQuestionError',
      code: 'ASK_MISSING_AGENT',
      message: 'web user interaction requires an agent-owned session',
    });
    expect(frames).toHaveLength(0);
  });

  it('a cancel settles ASK_CANCELLED with DSH\'s words and resolves the question as cancelled', async () => {
    const { service, provider, frames, root, rpcIdOf } = web();
    const asked = service.ask({ questions: [choice], agent: root });
    const rpcId = rpcIdOf();
    const receipt = provider.respond(rpcId, { ok: false, error: { code: 'cancelled', message: 'the user closed this question request', details: {} } });
    expect(receipt).toStrictEqual({ type: 'receipt', rpcId, accepted: true });
    expect(await failure(asked)).toMatchObject({ code: 'ASK_CANCELLED', message: 'the user cancelled ask_user_question' });
    expect(frames.at(-1)).toStrictEqual({ type: 'question/resolved', rpcId, outcome: 'cancelled' });
  });

  it('an abort while pending settles ASK_ABORTED and resolves the question as cancelled', async () => {
    const { service, frames, root, rpcIdOf } = web();
    const controller = new AbortController();
    const asked = service.ask({ questions: [choice], agent: root, signal: controller.signal });
    const rpcId = rpcIdOf();
    controller.abort();
    expect(await failure(asked)).toMatchObject({ code: 'ASK_ABORTED', message: 'ask_user_question was aborted before the user answered' });
    expect(frames.at(-1)).toMatchObject({ type: 'question/resolved', rpcId, outcome: 'cancelled' });
  });

  it('disposal settles every pending ask ASK_ABORTED "web user-questions provider was disposed"', async () => {
    const { service, frames, root, dispose } = web();
    const first = service.ask({ questions: [choice], agent: root });
    const second = service.ask({ questions: [multi], agent: root });
    dispose();
    for (const asked of [first, second]) {
      expect(await failure(asked)).toMatchObject({ code: 'ASK_ABORTED', message: 'web user-questions provider was disposed' });
    }
    expect(frames.filter((f) => f.type === 'question/resolved' && f.outcome === 'cancelled')).toHaveLength(2);
  });

  it.each([
    ['a label selected twice', { answers: [{ id: 'targets', selected: ['Linux', 'Linux'] }] }],
    ['custom text that is blank after trimming', { answers: [{ id: 'targets', selected: ['Linux'], custom: '   ' }] }],
    ['an empty custom text', { answers: [{ id: 'targets', selected: [], custom: '' }] }],
    ['a label that is not an option', { answers: [{ id: 'targets', selected: ['BSD'] }] }],
    ['the wrong question id', { answers: [{ id: 'other', selected: [] }] }],
    ['too many answers', { answers: [{ id: 'targets', selected: [] }, { id: 'x', selected: [] }] }],
  ])('matchesQuestions refuses %s as bad-response, and the ask stays pending', async (_name, value) => {
    const { service, root, rpcIdOf, answer } = web();
    let settled = false;
    void service.ask({ questions: [multi], agent: root }).finally(() => (settled = true));
    const rpcId = rpcIdOf();
    expect(answer(rpcId, value)).toStrictEqual({ type: 'receipt', rpcId, accepted: false, reason: 'bad-response' });
    await flush();
    expect(settled).toBe(false);
    expect(answer(rpcId, { answers: [{ id: 'targets', selected: ['macOS', 'Linux'] }] })).toMatchObject({ accepted: true });
  });

  it('a single-select refuses two labels, and a label beside custom text', async () => {
    const { service, root, rpcIdOf, answer } = web();
    void service.ask({ questions: [choice], agent: root }).catch(() => undefined);
    const rpcId = rpcIdOf();
    expect(answer(rpcId, { answers: [{ id: 'mode', selected: ['Fast', 'Thorough'] }] })).toMatchObject({ reason: 'bad-response' });
    expect(answer(rpcId, { answers: [{ id: 'mode', selected: ['Fast'], custom: 'x' }] })).toMatchObject({ reason: 'bad-response' });
  });

  it('an answer is passed on as sent (click order kept), and a late one is not-pending', async () => {
    const { service, root, rpcIdOf, answer } = web();
    const asked = service.ask({ questions: [multi], agent: root });
    const rpcId = rpcIdOf();
    expect(answer(rpcId, { answers: [{ id: 'targets', selected: ['macOS', 'Linux'], custom: 'BSD' }] })).toMatchObject({ accepted: true });
    await expect(asked).resolves.toStrictEqual({ answers: [{ id: 'targets', selected: ['macOS', 'Linux'], custom: 'BSD' }] });
    expect(answer(rpcId, { answers: [{ id: 'targets', selected: [] }] })).toStrictEqual({ type: 'receipt', rpcId, accepted: false, reason: 'not-pending' });
  });
});
