/**
 * DSH's ACP provider (the `ask` of dsh-acp's bridge), in the worker: the agent
 * side of an ACP connection whose client is the page. Each question goes out as
 * one JSON-RPC 2.0 `elicitation/create` request, in sequence, built and read by
 * the ACP surface (surfaces/acp.ts: the same code the Surfaces tab shows). The
 * agent side answers the client's `initialize` and `session/new`, the session
 * belonging to the root agent; an ask without an agent is NO_AGENT, one from an
 * agent with no session NO_SESSION. A message from the client that is not
 * JSON-RPC, or a result that is not an elicitation response, is refused with a
 * reason and changes nothing: the request it answered stays open.
 *
 * DSH: packages/ui/acp/src/index.ts @ b06bcfd21c
 */
import { UserQuestionError, type AskUserQuestionAnswer, type AskUserQuestionAnswerItem } from '../../protocol/index.ts';
import { acpResponseSchema, parseJsonRpc, type JsonRpcMessage } from '../../protocol/provider-frames.ts';
import { elicitationFor, readResponse, type AcpResponse } from '../../surfaces/acp.ts';
import { ACP_TEXT } from '../../surfaces/dsh-texts.ts';
import type { Agent } from '../registry.ts';
import type { ProviderAsk, UserQuestionProvider } from '../user-questions.ts';

/** The ACP protocol version this agent side speaks (the SDK's `PROTOCOL_VERSION`). */
export const ACP_PROTOCOL_VERSION = 1;

const abortError = (): UserQuestionError => new UserQuestionError('ASK_ABORTED', ACP_TEXT.aborted);

interface Outstanding {
  readonly resolve: (response: AcpResponse) => void;
  readonly reject: (error: Error) => void;
}

export class AcpQuestionProvider implements UserQuestionProvider {
  readonly #send: (message: JsonRpcMessage) => void;
  readonly #root: Agent;
  readonly #sessionId: string;
  /** The client's session, once it made one: it belongs to the root agent. */
  #session: { readonly agent: Agent; readonly id: string } | undefined;
  readonly #outstanding = new Map<number, Outstanding>();
  #ids = 0;
  #disposed = false;

  /** `resumed`: the client already made its session with the provider this one replaces on a reset (same client, same session). */
  constructor(send: (message: JsonRpcMessage) => void, root: Agent, sessionId: string, resumed = false) {
    this.#send = send;
    this.#root = root;
    this.#sessionId = sessionId;
    if (resumed) this.#session = { agent: root, id: sessionId };
  }

  abortError(): Error {
    return abortError();
  }

  get sessionId(): string | undefined {
    return this.#session?.id;
  }

  async ask(request: ProviderAsk): Promise<AskUserQuestionAnswer> {
    if (request.agent === undefined) throw new UserQuestionError('NO_AGENT', ACP_TEXT.noAgent);
    const session = this.#session;
    if (session === undefined || session.agent !== request.agent) throw new UserQuestionError('NO_SESSION', ACP_TEXT.noSession);
    const answers: AskUserQuestionAnswerItem[] = [];
    for (const question of request.questions) {
      let response: AcpResponse;
      try {
        response = await this.#withAbort(this.#request('elicitation/create', elicitationFor(session.id, question)), request.signal);
      } catch (error) {
        if (error instanceof UserQuestionError) throw error;
        throw new UserQuestionError('ASK_FAILED', ACP_TEXT.failed, { cause: error });
      }
      const reading = readResponse(question, response);
      if ('code' in reading) throw new UserQuestionError(reading.code, reading.message);
      answers.push(reading.answer);
    }
    return { answers };
  }

  /** One message from the client: null when taken, or why it was refused. */
  receive(data: unknown): string | null {
    const parsed = parseJsonRpc(data);
    if (!parsed.ok) return parsed.reason;
    const message = parsed.message;
    if ('method' in message) {
      if (!('id' in message)) return null; // a notification: nothing the agent side must do
      this.#answerRequest(message.id, message.method);
      return null;
    }
    const id = message.id;
    const outstanding = typeof id === 'number' ? this.#outstanding.get(id) : undefined;
    if (outstanding === undefined) return `acp/rpc: no request ${JSON.stringify(id)} is waiting for an answer`;
    if ('error' in message) {
      this.#outstanding.delete(id as number);
      outstanding.reject(new Error(`${message.error.code}: ${message.error.message}`));
      return null;
    }
    const result = acpResponseSchema.safeParse(message.result);
    if (!result.success) {
      const issue = result.error.issues[0];
      return `acp/rpc: the result of request ${String(id)} is not an elicitation response${issue === undefined ? '' : ` (${issue.path.join('.') || 'result'}: ${issue.message})`}; the request stays open`;
    }
    this.#outstanding.delete(id as number);
    outstanding.resolve(result.data as AcpResponse);
    return null;
  }

  /** The bridge goes: requests waiting on the client are forgotten (their asks settle through the service). */
  dispose(): void {
    this.#disposed = true;
    this.#outstanding.clear();
  }

  #answerRequest(id: string | number, method: string): void {
    if (this.#disposed) return;
    switch (method) {
      case 'initialize':
        this.#send({ jsonrpc: '2.0', id, result: { protocolVersion: ACP_PROTOCOL_VERSION, agentCapabilities: {}, authMethods: [] } });
        return;
      case 'session/new':
        this.#session = { agent: this.#root, id: this.#sessionId };
        this.#send({ jsonrpc: '2.0', id, result: { sessionId: this.#sessionId } });
        return;
      default:
        this.#send({ jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } });
    }
  }

  #request(method: string, params: unknown): Promise<AcpResponse> {
    const id = ++this.#ids;
    return new Promise<AcpResponse>((resolve, reject) => {
      this.#outstanding.set(id, { resolve, reject });
      this.#send({ jsonrpc: '2.0', id, method, params });
    });
  }

  /** dsh-acp's `withAbort`: an abort before or while waiting is ASK_ABORTED; a late response is dropped. */
  #withAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
    if (signal.aborted) return Promise.reject(abortError());
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => reject(abortError());
      signal.addEventListener('abort', onAbort, { once: true });
      promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(new Error(String(error), { cause: error }));
        },
      );
    });
  }
}
