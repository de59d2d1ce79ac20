/**
 * The user-questions service (§1.5): validates an ask in the seed's order, hands
 * it to the single registered provider, and guarantees that every ask settles
 * exactly once — answer, cancel, abort while pending, or provider disposal,
 * whichever comes first. Rendering is the provider's business, not this module's.
 */
import {
  DSH_MESSAGES,
  ERROR_MESSAGES,
  UserQuestionError,
  problemMessage,
  requestProblem,
  type AskUserQuestionAnswer,
  type AskUserQuestionItem,
  type ElicitationBlock,
} from '../protocol/index.ts';
import type { Agent, AgentRegistry } from './registry.ts';

/** What an MCP elicitation adds to an ask (§9): the card names the server, and the answer must fit the server's schema. */
export interface ElicitationAsk {
  readonly block: ElicitationBlock;
  /** Why an answer does not fit (null when it does): the provider refuses it as `bad-response` and the ask stays pending. */
  readonly check: (answer: AskUserQuestionAnswer) => string | null;
}

export interface AskUserQuestionRequest {
  readonly questions: readonly AskUserQuestionItem[];
  readonly agent?: Agent;
  readonly signal?: AbortSignal;
  readonly elicitation?: ElicitationAsk;
}

/** What a provider receives: the validated questions and a signal that fires when the ask is over for any reason. */
export interface ProviderAsk {
  readonly questions: readonly AskUserQuestionItem[];
  readonly agent?: Agent;
  /** Aborts when the caller aborts or the provider is disposed; the provider should withdraw its UI. */
  readonly signal: AbortSignal;
  readonly elicitation?: ElicitationAsk;
}

export interface UserQuestionProvider {
  ask(request: ProviderAsk): Promise<AskUserQuestionAnswer>;
  /**
   * The error an ask settles with when its caller aborts it or this provider is disposed. DSH's
   * service leaves that to its provider, and each words it its own way (readline: "interrupted",
   * ACP: "aborted"); without it the service's own message stands.
   */
  abortError?(reason: 'aborted' | 'disposed'): Error;
}

export type Disposer = () => void;

interface Pending {
  readonly settleAborted: (reason: 'aborted' | 'disposed') => void;
}

export class UserQuestionService {
  readonly #registry: AgentRegistry | undefined;
  #provider: UserQuestionProvider | undefined;
  /** Asks in flight with the current provider, so disposal can settle them. */
  #pending = new Set<Pending>();

  constructor(registry?: AgentRegistry) {
    this.#registry = registry;
  }

  get hasProvider(): boolean {
    return this.#provider !== undefined;
  }

  registerProvider(provider: UserQuestionProvider): Disposer {
    if (this.#provider !== undefined) {
      throw new UserQuestionError('DUPLICATE_PROVIDER', ERROR_MESSAGES.DUPLICATE_PROVIDER);
    }
    this.#provider = provider;
    const pending = new Set<Pending>();
    this.#pending = pending;
    let disposed = false;
    return () => {
      if (disposed) return;
      disposed = true;
      if (this.#provider === provider) this.#provider = undefined;
      for (const ask of [...pending]) ask.settleAborted('disposed');
    };
  }

  ask(request: AskUserQuestionRequest): Promise<AskUserQuestionAnswer> {
    try {
      this.#validate(request);
    } catch (error) {
      return Promise.reject(error);
    }
    const provider = this.#provider as UserQuestionProvider;
    return this.#dispatch(provider, request);
  }

  #validate(request: AskUserQuestionRequest): void {
    if (request.signal?.aborted === true) {
      throw new UserQuestionError('ASK_ABORTED', ERROR_MESSAGES.ASK_ABORTED);
    }
    // Steps 2 and 4 are the request's own shape (the editor predicts them with the same function); step 3 sits between.
    const problem = requestProblem(request.questions);
    if (problem?.step === 2) throw new UserQuestionError(problem.code, problemMessage(problem));
    if (request.agent !== undefined) {
      const agent = request.agent;
      if (this.#registry === undefined || !this.#registry.isLive(agent)) {
        throw new UserQuestionError('CALLER_NOT_LIVE', ERROR_MESSAGES.CALLER_NOT_LIVE);
      }
      if (this.#registry.ownerOf(agent) !== undefined) {
        throw new UserQuestionError('DELEGATED_CALLER', ERROR_MESSAGES.DELEGATED_CALLER);
      }
    }
    if (problem !== null) throw new UserQuestionError(problem.code, problemMessage(problem));
    if (this.#provider === undefined) {
      throw new UserQuestionError('NO_PROVIDER', ERROR_MESSAGES.NO_PROVIDER);
    }
  }

  #dispatch(provider: UserQuestionProvider, request: AskUserQuestionRequest): Promise<AskUserQuestionAnswer> {
    const pendingSet = this.#pending;
    const withdraw = new AbortController();
    return new Promise<AskUserQuestionAnswer>((resolve, reject) => {
      let settled = false;
      const finish = (): boolean => {
        if (settled) return false;
        settled = true;
        pendingSet.delete(entry);
        request.signal?.removeEventListener('abort', onAbort);
        return true;
      };
      const entry: Pending = {
        settleAborted: (reason) => {
          if (!finish()) return;
          withdraw.abort(reason);
          reject(
            provider.abortError?.(reason) ??
              new UserQuestionError(
                'ASK_ABORTED',
                reason === 'disposed' ? DSH_MESSAGES.PROVIDER_DISPOSED : ERROR_MESSAGES.ASK_ABORTED,
              ),
          );
        },
      };
      const onAbort = (): void => entry.settleAborted('aborted');
      pendingSet.add(entry);
      request.signal?.addEventListener('abort', onAbort, { once: true });

      let answer: Promise<AskUserQuestionAnswer>;
      try {
        answer = provider.ask({
          questions: request.questions,
          signal: withdraw.signal,
          ...(request.agent !== undefined ? { agent: request.agent } : {}),
          ...(request.elicitation !== undefined ? { elicitation: request.elicitation } : {}),
        });
      } catch (error) {
        answer = Promise.reject(error);
      }
      answer.then(
        (value) => {
          if (finish()) resolve(value);
        },
        (error: unknown) => {
          if (finish()) reject(error);
        },
      );
    });
  }
}
