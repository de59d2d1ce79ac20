/**
 * Test carriers for the host side: providers that record every call (so a test can
 * prove a rejected request never reached one), deferreds the test settles by hand,
 * and a helper that reduces a rejection to the `{ name, code }` tests assert on.
 */
import type { AskUserQuestionAnswer } from '../../src/protocol/index.ts';
import type { ProviderAsk, UserQuestionProvider } from '../../src/host/user-questions.ts';

export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** One call the provider received, with the hand-controlled outcome of that call. */
export interface ProviderCall {
  readonly ask: ProviderAsk;
  readonly reply: Deferred<AskUserQuestionAnswer>;
}

/** A provider whose every ask stays pending until the test answers or fails it. */
export class ControlledProvider implements UserQuestionProvider {
  readonly calls: ProviderCall[] = [];

  ask(request: ProviderAsk): Promise<AskUserQuestionAnswer> {
    const reply = deferred<AskUserQuestionAnswer>();
    this.calls.push({ ask: request, reply });
    return reply.promise;
  }

  /** The latest call; fails the test when the provider was never reached. */
  last(): ProviderCall {
    const call = this.calls.at(-1);
    if (call === undefined) throw new Error('the provider was never asked');
    return call;
  }
}

/** A provider that answers every ask at once with the answer `respond` builds. */
export class AnsweringProvider implements UserQuestionProvider {
  readonly calls: ProviderAsk[] = [];
  readonly #respond: (ask: ProviderAsk) => AskUserQuestionAnswer | Promise<AskUserQuestionAnswer>;

  constructor(respond: (ask: ProviderAsk) => AskUserQuestionAnswer | Promise<AskUserQuestionAnswer>) {
    this.#respond = respond;
  }

  async ask(request: ProviderAsk): Promise<AskUserQuestionAnswer> {
    this.calls.push(request);
    return this.#respond(request);
  }
}

/** Picks the first option of every question (or types "ok" for free text). */
export function firstOptionAnswer(ask: ProviderAsk): AskUserQuestionAnswer {
  return {
    answers: ask.questions.map((q) => {
      const first = q.options?.[0];
      return first === undefined ? { id: q.id, selected: [], custom: 'ok' } : { id: q.id, selected: [first.label] };
    }),
  };
}

export interface ErrorIdentity {
  readonly name: string;
  readonly code: unknown;
}

/** Awaits a promise that must reject and returns the `{ name, code }` of what it threw. */
export async function rejectionOf(promise: Promise<unknown>): Promise<ErrorIdentity & { readonly error: unknown }> {
  try {
    await promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : typeof error;
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    return { name, code, error };
  }
  throw new Error('expected the promise to reject, but it resolved');
}

/** Runs everything queued on the microtask queue (and one macrotask turn). */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
