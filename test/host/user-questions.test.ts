/**
 * The user-questions service (§1.5): the validation order, the codes, and the
 * guarantee that a rejected request never reaches the provider.
 */
import { describe, expect, it } from 'vitest';
import { Agent, AgentRegistry } from '../../src/host/registry.ts';
import { UserQuestionService } from '../../src/host/user-questions.ts';
import { UserQuestionError, type AskUserQuestionItem } from '../../src/protocol/index.ts';
import { AnsweringProvider, ControlledProvider, firstOptionAnswer, flush, rejectionOf } from './support.ts';

const choice: AskUserQuestionItem = {
  id: 'mode',
  question: 'Which mode?',
  options: [{ label: 'Fast' }, { label: 'Thorough' }],
};

function planItem(overrides: Partial<AskUserQuestionItem> = {}): AskUserQuestionItem {
  return {
    id: 'plan-review',
    question: 'Approve this plan?',
    detail: '# Plan\n\n1. Do it.',
    options: [{ label: 'Approve' }, { label: 'Keep planning' }],
    intent: { kind: 'plan-review', approve: 'Approve' },
    ...overrides,
  };
}

function abortedSignal(): AbortSignal {
  const controller = new AbortController();
  controller.abort();
  return controller.signal;
}

function setup(options: { withProvider?: boolean } = {}) {
  const registry = new AgentRegistry();
  const service = new UserQuestionService(registry);
  const provider = new AnsweringProvider(firstOptionAnswer);
  if (options.withProvider !== false) service.registerProvider(provider);
  const root = registry.enterRoot({ id: 'root' });
  return { registry, service, provider, root };
}

const ABORTED = { name: 'UserQuestionError', code: 'ASK_ABORTED' };

describe('UserQuestionService: a valid ask', () => {
  it('reaches the provider with the questions and the caller, and resolves with the provider answer', async () => {
    const { service, provider, root } = setup();
    const answer = await service.ask({ questions: [choice], agent: root });
    expect(answer).toStrictEqual({ answers: [{ id: 'mode', selected: ['Fast'] }] });
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]?.questions).toStrictEqual([choice]);
    expect(provider.calls[0]?.agent).toBe(root);
  });

  it('may be asked without an agent at all (a direct ask)', async () => {
    const { service, provider } = setup();
    await expect(service.ask({ questions: [choice] })).resolves.toStrictEqual({
      answers: [{ id: 'mode', selected: ['Fast'] }],
    });
    expect(provider.calls).toHaveLength(1);
    expect('agent' in (provider.calls[0] ?? {})).toBe(false);
  });

  it('accepts a plan-review intent whose approve label is an option and whose plan is present', async () => {
    const { service, provider, root } = setup();
    await service.ask({ questions: [planItem()], agent: root });
    expect(provider.calls).toHaveLength(1);
  });
});

describe('UserQuestionService: each rule of §1.5 rejects with its code and never reaches the provider', () => {
  it('rejects an ask whose signal is already aborted with ASK_ABORTED', async () => {
    const { service, provider, root } = setup();
    const { name, code, error } = await rejectionOf(service.ask({ questions: [choice], agent: root, signal: abortedSignal() }));
    expect({ name, code }).toStrictEqual(ABORTED);
    expect(error).toBeInstanceOf(UserQuestionError);
    expect(provider.calls).toHaveLength(0);
  });

  it('rejects an empty batch with EMPTY_QUESTIONS', async () => {
    const { service, provider, root } = setup();
    const { name, code } = await rejectionOf(service.ask({ questions: [], agent: root }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'EMPTY_QUESTIONS' });
    expect(provider.calls).toHaveLength(0);
  });

  it('rejects any agent with CALLER_NOT_LIVE when the service has no registry', async () => {
    const service = new UserQuestionService();
    const provider = new AnsweringProvider(firstOptionAnswer);
    service.registerProvider(provider);
    const { name, code } = await rejectionOf(service.ask({ questions: [choice], agent: new Agent('root') }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'CALLER_NOT_LIVE' });
    expect(provider.calls).toHaveLength(0);
  });

  it('rejects an agent whose id the registry does not know with CALLER_NOT_LIVE', async () => {
    const { service, provider } = setup();
    const { name, code } = await rejectionOf(service.ask({ questions: [choice], agent: new Agent('ghost') }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'CALLER_NOT_LIVE' });
    expect(provider.calls).toHaveLength(0);
  });

  it('rejects a different object that reuses a live id (a stale agent) with CALLER_NOT_LIVE', async () => {
    const { service, provider, registry, root } = setup();
    const stale = new Agent(root.id, root.label, root.lineage);
    expect(registry.isLive(root)).toBe(true);
    const { name, code } = await rejectionOf(service.ask({ questions: [choice], agent: stale }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'CALLER_NOT_LIVE' });
    expect(provider.calls).toHaveLength(0);
  });

  it('rejects an agent that has exited with CALLER_NOT_LIVE', async () => {
    const { service, provider, registry, root } = setup();
    registry.exit(root);
    const { name, code } = await rejectionOf(service.ask({ questions: [choice], agent: root }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'CALLER_NOT_LIVE' });
    expect(provider.calls).toHaveLength(0);
  });

  it('rejects a live child owned by another live agent with DELEGATED_CALLER', async () => {
    const { service, provider, registry, root } = setup();
    const child = registry.enterChild(root, { id: 'child' });
    const { name, code } = await rejectionOf(service.ask({ questions: [choice], agent: child }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'DELEGATED_CALLER' });
    expect(provider.calls).toHaveLength(0);
  });

  it('lets a session with delegation lineage that was resumed as a root ask: ownership, not history, decides', async () => {
    const { service, provider, registry } = setup();
    const resumed = registry.enterRoot({ id: 'resumed', lineage: ['root', 'child'] });
    expect(resumed.lineage).toStrictEqual(['root', 'child']);
    await expect(service.ask({ questions: [choice], agent: resumed })).resolves.toStrictEqual({
      answers: [{ id: 'mode', selected: ['Fast'] }],
    });
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]?.agent).toBe(resumed);
  });

  it('rejects an intent whose approve label is not one of the options with BAD_INTENT naming the question', async () => {
    const { service, provider, root } = setup();
    const bad = planItem({ id: 'review-7', intent: { kind: 'plan-review', approve: 'approve' } });
    const { name, code, error } = await rejectionOf(service.ask({ questions: [bad], agent: root }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'BAD_INTENT' });
    expect((error as Error).message).toContain('review-7');
    expect(provider.calls).toHaveLength(0);
  });

  it('rejects an intent on a question without options with BAD_INTENT naming the question', async () => {
    const { service, provider, root } = setup();
    const { options: _dropped, ...withoutOptions } = planItem({ id: 'review-no-options' });
    const { name, code, error } = await rejectionOf(service.ask({ questions: [withoutOptions], agent: root }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'BAD_INTENT' });
    expect((error as Error).message).toContain('review-no-options');
    expect(provider.calls).toHaveLength(0);
  });

  it('rejects an intent with an empty options list with BAD_INTENT', async () => {
    const { service, provider, root } = setup();
    const { name, code } = await rejectionOf(service.ask({ questions: [planItem({ options: [] })], agent: root }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'BAD_INTENT' });
    expect(provider.calls).toHaveLength(0);
  });

  it('rejects an intent without detail (the plan) with BAD_INTENT naming the question', async () => {
    const { service, provider, root } = setup();
    const { detail: _dropped, ...withoutDetail } = planItem({ id: 'review-no-plan' });
    const { name, code, error } = await rejectionOf(service.ask({ questions: [withoutDetail], agent: root }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'BAD_INTENT' });
    expect((error as Error).message).toContain('review-no-plan');
    expect(provider.calls).toHaveLength(0);
  });

  it('checks the intent of every question in the batch, not only the first', async () => {
    const { service, provider, root } = setup();
    const bad = planItem({ id: 'second', intent: { kind: 'plan-review', approve: 'Nope' } });
    const { name, code, error } = await rejectionOf(service.ask({ questions: [choice, bad], agent: root }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'BAD_INTENT' });
    expect((error as Error).message).toContain('second');
    expect(provider.calls).toHaveLength(0);
  });

  it('rejects a valid ask with NO_PROVIDER when no provider is registered', async () => {
    const { service, root } = setup({ withProvider: false });
    const { name, code } = await rejectionOf(service.ask({ questions: [choice], agent: root }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'NO_PROVIDER' });
  });

  it('rejects with NO_PROVIDER once the only provider has been disposed', async () => {
    const service = new UserQuestionService();
    const provider = new AnsweringProvider(firstOptionAnswer);
    const dispose = service.registerProvider(provider);
    dispose();
    const { name, code } = await rejectionOf(service.ask({ questions: [choice] }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'NO_PROVIDER' });
    expect(provider.calls).toHaveLength(0);
  });
});

describe('UserQuestionService: validation order (first failure wins)', () => {
  it('reports ASK_ABORTED before EMPTY_QUESTIONS for an aborted signal on an empty batch', async () => {
    const { service, root } = setup();
    const { code } = await rejectionOf(service.ask({ questions: [], agent: root, signal: abortedSignal() }));
    expect(code).toBe('ASK_ABORTED');
  });

  it('reports EMPTY_QUESTIONS before CALLER_NOT_LIVE for an empty batch from a non-live agent', async () => {
    const { service } = setup();
    const { code } = await rejectionOf(service.ask({ questions: [], agent: new Agent('ghost') }));
    expect(code).toBe('EMPTY_QUESTIONS');
  });

  it('reports ASK_ABORTED before CALLER_NOT_LIVE', async () => {
    const { service } = setup();
    const { code } = await rejectionOf(service.ask({ questions: [choice], agent: new Agent('ghost'), signal: abortedSignal() }));
    expect(code).toBe('ASK_ABORTED');
  });

  it('reports CALLER_NOT_LIVE before BAD_INTENT', async () => {
    const { service } = setup();
    const bad = planItem({ intent: { kind: 'plan-review', approve: 'Nope' } });
    const { code } = await rejectionOf(service.ask({ questions: [bad], agent: new Agent('ghost') }));
    expect(code).toBe('CALLER_NOT_LIVE');
  });

  it('reports DELEGATED_CALLER before BAD_INTENT for a delegated caller with a bad intent', async () => {
    const { service, registry, root } = setup();
    const child = registry.enterChild(root);
    const bad = planItem({ intent: { kind: 'plan-review', approve: 'Nope' } });
    const { code } = await rejectionOf(service.ask({ questions: [bad], agent: child }));
    expect(code).toBe('DELEGATED_CALLER');
  });

  it('reports BAD_INTENT before NO_PROVIDER for a bad intent with no provider registered', async () => {
    const { service, root } = setup({ withProvider: false });
    const bad = planItem({ intent: { kind: 'plan-review', approve: 'Nope' } });
    const { code } = await rejectionOf(service.ask({ questions: [bad], agent: root }));
    expect(code).toBe('BAD_INTENT');
  });

  it('reports BAD_INTENT before NO_PROVIDER for a direct ask without an agent', async () => {
    const service = new UserQuestionService();
    const { detail: _dropped, ...withoutDetail } = planItem();
    const { code } = await rejectionOf(service.ask({ questions: [withoutDetail] }));
    expect(code).toBe('BAD_INTENT');
  });

  it('reports DELEGATED_CALLER before NO_PROVIDER', async () => {
    const { service, registry, root } = setup({ withProvider: false });
    const child = registry.enterChild(root);
    const { code } = await rejectionOf(service.ask({ questions: [choice], agent: child }));
    expect(code).toBe('DELEGATED_CALLER');
  });
});

describe('UserQuestionService: provider registration', () => {
  it('throws DUPLICATE_PROVIDER when a provider registers while one is active, and keeps the active one', async () => {
    const service = new UserQuestionService();
    const active = new AnsweringProvider(firstOptionAnswer);
    const intruder = new AnsweringProvider(firstOptionAnswer);
    service.registerProvider(active);
    let thrown: unknown;
    try {
      service.registerProvider(intruder);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UserQuestionError);
    expect({ name: (thrown as UserQuestionError).name, code: (thrown as UserQuestionError).code }).toStrictEqual({
      name: 'UserQuestionError',
      code: 'DUPLICATE_PROVIDER',
    });
    await service.ask({ questions: [choice] });
    expect(active.calls).toHaveLength(1);
    expect(intruder.calls).toHaveLength(0);
  });

  it('has an idempotent disposer: disposing twice does not unregister a provider registered in between', async () => {
    const service = new UserQuestionService();
    const first = new AnsweringProvider(firstOptionAnswer);
    const second = new AnsweringProvider(firstOptionAnswer);
    const disposeFirst = service.registerProvider(first);
    disposeFirst();
    service.registerProvider(second);
    disposeFirst();
    expect(service.hasProvider).toBe(true);
    await service.ask({ questions: [choice] });
    expect(second.calls).toHaveLength(1);
    expect(first.calls).toHaveLength(0);
  });

  it('has an idempotent disposer: an old disposer does not unregister the same provider registered again', async () => {
    const service = new UserQuestionService();
    const provider = new AnsweringProvider(firstOptionAnswer);
    const disposeFirst = service.registerProvider(provider);
    disposeFirst();
    service.registerProvider(provider);
    disposeFirst();
    expect(service.hasProvider).toBe(true);
    await service.ask({ questions: [choice] });
    expect(provider.calls).toHaveLength(1);
  });

  it('has an idempotent disposer: a second call does not throw and leaves no provider', () => {
    const service = new UserQuestionService();
    const dispose = service.registerProvider(new AnsweringProvider(firstOptionAnswer));
    dispose();
    expect(() => dispose()).not.toThrow();
    expect(service.hasProvider).toBe(false);
  });

  it('accepts a new provider after the previous one was disposed', () => {
    const service = new UserQuestionService();
    service.registerProvider(new AnsweringProvider(firstOptionAnswer))();
    expect(() => service.registerProvider(new AnsweringProvider(firstOptionAnswer))).not.toThrow();
  });
});

describe('UserQuestionService: settling a pending ask', () => {
  it('passes ASK_CANCELLED from the provider through unchanged', async () => {
    const { service, root } = setup({ withProvider: false });
    const cancelled = new UserQuestionError('ASK_CANCELLED', 'dismissed');
    service.registerProvider(new AnsweringProvider(() => Promise.reject(cancelled)));
    const { name, code, error } = await rejectionOf(service.ask({ questions: [choice], agent: root }));
    expect({ name, code }).toStrictEqual({ name: 'UserQuestionError', code: 'ASK_CANCELLED' });
    expect(error).toBe(cancelled);
  });

  it('settles ASK_ABORTED when the signal aborts while the question is pending, and fires the provider signal', async () => {
    const { service, root } = setup({ withProvider: false });
    const provider = new ControlledProvider();
    service.registerProvider(provider);
    const controller = new AbortController();
    const pending = service.ask({ questions: [choice], agent: root, signal: controller.signal });
    const call = provider.last();
    expect(call.ask.signal.aborted).toBe(false);
    controller.abort();
    const { name, code } = await rejectionOf(pending);
    expect({ name, code }).toStrictEqual(ABORTED);
    expect(call.ask.signal.aborted).toBe(true);
  });

  it('ignores an answer that arrives after the abort (the ask stays ASK_ABORTED)', async () => {
    const { service } = setup({ withProvider: false });
    const provider = new ControlledProvider();
    service.registerProvider(provider);
    const controller = new AbortController();
    const pending = service.ask({ questions: [choice], signal: controller.signal });
    controller.abort();
    provider.last().reply.resolve({ answers: [{ id: 'mode', selected: ['Fast'] }] });
    const { code } = await rejectionOf(pending);
    expect(code).toBe('ASK_ABORTED');
  });

  it('ignores an abort that arrives after the answer (the ask stays answered)', async () => {
    const { service } = setup({ withProvider: false });
    const provider = new ControlledProvider();
    service.registerProvider(provider);
    const controller = new AbortController();
    const pending = service.ask({ questions: [choice], signal: controller.signal });
    provider.last().reply.resolve({ answers: [{ id: 'mode', selected: ['Thorough'] }] });
    await flush();
    controller.abort();
    await expect(pending).resolves.toStrictEqual({ answers: [{ id: 'mode', selected: ['Thorough'] }] });
    expect(provider.last().ask.signal.aborted).toBe(false);
  });

  it('settles every pending ask with ASK_ABORTED when the provider is disposed, and fires each provider signal', async () => {
    const service = new UserQuestionService();
    const provider = new ControlledProvider();
    const dispose = service.registerProvider(provider);
    const first = service.ask({ questions: [choice] });
    const second = service.ask({ questions: [{ id: 'name', question: 'Your name?' }] });
    expect(provider.calls).toHaveLength(2);
    dispose();
    const outcomes = await Promise.allSettled([first, second]);
    expect(outcomes.map((o) => o.status)).toStrictEqual(['rejected', 'rejected']);
    for (const outcome of outcomes) {
      const reason: unknown = outcome.status === 'rejected' ? outcome.reason : undefined;
      expect(reason).toBeInstanceOf(UserQuestionError);
      expect({ name: (reason as UserQuestionError).name, code: (reason as UserQuestionError).code }).toStrictEqual(ABORTED);
    }
    expect(provider.calls.map((c) => c.ask.signal.aborted)).toStrictEqual([true, true]);
  });

  it('does not abort asks of a newer provider when an old disposer is called again', async () => {
    const service = new UserQuestionService();
    const old = new ControlledProvider();
    const disposeOld = service.registerProvider(old);
    disposeOld();
    const fresh = new ControlledProvider();
    service.registerProvider(fresh);
    const pending = service.ask({ questions: [choice] });
    disposeOld();
    await flush();
    expect(fresh.last().ask.signal.aborted).toBe(false);
    fresh.last().reply.resolve({ answers: [{ id: 'mode', selected: ['Fast'] }] });
    await expect(pending).resolves.toStrictEqual({ answers: [{ id: 'mode', selected: ['Fast'] }] });
  });

  it('turns a provider that throws synchronously into a rejection of that ask', async () => {
    const service = new UserQuestionService();
    const boom = new UserQuestionError('ASK_CANCELLED', 'gone');
    service.registerProvider({
      ask() {
        throw boom;
      },
    });
    await expect(service.ask({ questions: [choice] })).rejects.toBe(boom);
  });
});
