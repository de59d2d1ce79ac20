/**
 * The web card's provider (DSH's web provider, in the worker beside the readline and ACP
 * providers of ./stdio.ts and ./acp.ts): turns each `ask` into a `question/requested`
 * frame, matches the main thread's `client-response`, answers it with a receipt,
 * and announces the resolution. A response for an ask that is no longer pending
 * earns `not-pending`; a malformed one `bad-response` (the ask stays pending), with
 * DSH's web provider's checks (`matchesQuestions`): the answers in question order,
 * no label selected twice, no custom text that is blank after trimming, one label
 * at most and never beside custom text in a single-select, only offered labels.
 */
import {
  ERROR_MESSAGES,
  UserQuestionError,
  clientResultSchema,
  type AskUserQuestionAnswer,
  type AskUserQuestionItem,
  type HostFrame,
  type ReceiptFrame,
} from '../../protocol/index.ts';
import { preciseNow } from '../../bridge/port.ts';
import type { ElicitationAsk, ProviderAsk, UserQuestionProvider } from '../user-questions.ts';

/** An MCP elicitation's "Decline" (§9): the user refused to answer; only an ask with an elicitation block settles this way. */
export class ElicitationDeclinedError extends Error {
  override readonly name = 'ElicitationDeclined';
  readonly code = 'ELICITATION_DECLINED';
  constructor() {
    super('The user declined to answer the server.');
  }
}

interface PendingAsk {
  readonly questions: readonly AskUserQuestionItem[];
  readonly sessionId: string;
  readonly elicitation?: ElicitationAsk;
  readonly resolve: (answer: AskUserQuestionAnswer) => void;
  readonly reject: (error: unknown) => void;
}

/** Checks an answer against the questions it claims to answer. */
export function answerMismatch(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer): string | null {
  if (answer.answers.length !== questions.length) {
    return `expected ${questions.length} answers, got ${answer.answers.length}`;
  }
  for (const [index, item] of questions.entries()) {
    const entry = answer.answers[index];
    if (entry === undefined || entry.id !== item.id) return `answer ${index} should be for question "${item.id}"`;
    const labels = new Set((item.options ?? []).map((o) => o.label));
    const unknown = entry.selected.find((label) => !labels.has(label));
    if (unknown !== undefined) return `"${unknown}" is not an option of question "${item.id}"`;
    if (new Set(entry.selected).size !== entry.selected.length) return `question "${item.id}" has a label selected twice`;
    if (entry.custom !== undefined && entry.custom.trim() === '') return `question "${item.id}" has custom text that is blank`;
    if (item.multiSelect !== true && entry.selected.length > 1) return `question "${item.id}" is single-select`;
    if (item.multiSelect !== true && entry.selected.length > 0 && entry.custom !== undefined) {
      return `question "${item.id}" is single-select: custom text replaces the choice`;
    }
  }
  return null;
}

export class FrameQuestionProvider implements UserQuestionProvider {
  readonly #send: (frame: HostFrame) => void;
  readonly #sessionId: string;
  readonly #pending = new Map<string, PendingAsk>();
  #counter = 0;

  constructor(send: (frame: HostFrame) => void, sessionId: string) {
    this.#send = send;
    this.#sessionId = sessionId;
  }

  get pendingCount(): number {
    return this.#pending.size;
  }

  ask(request: ProviderAsk): Promise<AskUserQuestionAnswer> {
    // DSH's web provider shows a question in its agent's session; an ask with no agent has none. An MCP server's
    // elicitation is asklab's own path and is shown in the page's session.
    if (request.agent === undefined && request.elicitation === undefined) {
      return Promise.reject(new UserQuestionError('ASK_MISSING_AGENT', ERROR_MESSAGES.ASK_MISSING_AGENT));
    }
    const rpcId = `q${++this.#counter}-${Math.random().toString(36).slice(2, 8)}`;
    return new Promise<AskUserQuestionAnswer>((resolve, reject) => {
      this.#pending.set(rpcId, {
        questions: request.questions,
        sessionId: this.#sessionId,
        resolve,
        reject,
        ...(request.elicitation !== undefined ? { elicitation: request.elicitation } : {}),
      });
      request.signal.addEventListener(
        'abort',
        () => {
          if (!this.#pending.delete(rpcId)) return;
          const reason = request.signal.reason === 'disposed' ? 'disposed' : 'aborted';
          // As DSH's web provider: an abort (or disposal) resolves the question as cancelled.
          this.#send({ type: 'question/resolved', rpcId, outcome: 'cancelled', reason });
          reject(new UserQuestionError('ASK_ABORTED', ERROR_MESSAGES.ASK_ABORTED));
        },
        { once: true },
      );
      this.#send({
        type: 'question/requested',
        rpcId,
        sessionId: this.#sessionId,
        questions: [...request.questions],
        sentAt: preciseNow(),
        ...(request.elicitation !== undefined ? { elicitation: request.elicitation.block } : {}),
      });
    });
  }

  /** Handles one `client-response`; the caller sends the returned receipt. */
  respond(rpcId: string, rawResult: unknown): ReceiptFrame {
    const pending = this.#pending.get(rpcId);
    if (pending === undefined) return { type: 'receipt', rpcId, accepted: false, reason: 'not-pending' };
    const parsed = clientResultSchema.safeParse(rawResult);
    if (!parsed.success) return { type: 'receipt', rpcId, accepted: false, reason: 'bad-response' };
    const result = parsed.data;
    if (result.ok) {
      if (result.value.sessionId !== pending.sessionId) return { type: 'receipt', rpcId, accepted: false, reason: 'bad-response' };
      if (answerMismatch(pending.questions, result.value.answer) !== null) {
        return { type: 'receipt', rpcId, accepted: false, reason: 'bad-response' };
      }
      const answer = result.value.answer;
      // The page validated an elicitation's answer already; this is the defence against one that did not.
      if (pending.elicitation !== undefined && pending.elicitation.check(answer) !== null) {
        return { type: 'receipt', rpcId, accepted: false, reason: 'bad-response' };
      }
      this.#pending.delete(rpcId);
      // Receipt first, then the resolution, so the card sees "accepted" before it leaves.
      queueMicrotask(() => {
        this.#send({ type: 'question/resolved', rpcId, outcome: 'answered' });
        pending.resolve(answer);
      });
      return { type: 'receipt', rpcId, accepted: true };
    }
    if (result.error.code === 'declined' && pending.elicitation !== undefined) {
      this.#pending.delete(rpcId);
      queueMicrotask(() => {
        this.#send({ type: 'question/resolved', rpcId, outcome: 'declined' });
        pending.reject(new ElicitationDeclinedError());
      });
      return { type: 'receipt', rpcId, accepted: true };
    }
    if (result.error.code !== 'cancelled') return { type: 'receipt', rpcId, accepted: false, reason: 'bad-response' };
    this.#pending.delete(rpcId);
    queueMicrotask(() => {
      this.#send({ type: 'question/resolved', rpcId, outcome: 'cancelled' });
      pending.reject(new UserQuestionError('ASK_CANCELLED', ERROR_MESSAGES.ASK_CANCELLED));
    });
    return { type: 'receipt', rpcId, accepted: true };
  }
}

