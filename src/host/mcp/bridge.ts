/**
 * The host worker's end of the MCP link (SPEC §9): starts the MCP worker on the
 * first `mcp/*` frame and passes the page's MCP frames to it; passes its frames
 * on to the page (validated like any host frame); runs each elicitation's ask
 * through the runtime's user-questions service and provider, with the same
 * settle-exactly-once guarantees as every other ask, and each tool call as a
 * step, so Stop reaches both. The answer to a form is checked against the
 * server's fields here too (the provider refuses one that does not fit).
 */
import type { PortLike } from '../../bridge/port.ts';
import { UserQuestionError, formatPath, type AskUserQuestionAnswer, type ElicitationBlock, type HostFrame, type McpClientFrame } from '../../protocol/index.ts';
import { fromMcpWorkerSchema, type AskOutcome, type ToMcpWorker } from '../../protocol/mcp-link.ts';
import { contentFromAnswer } from '../../surfaces/mcp-content.ts';
import { ElicitationDeclinedError } from '../providers/web.ts';
import type { HostRuntime } from '../runtime.ts';


/** A started MCP worker: its port, and a way to hear that it failed (a module that did not load, a crash). */
export interface McpWorkerHandle {
  readonly port: PortLike;
  onFailure(listener: (reason: string) => void): void;
  /** Ends the worker for good (after a failure, so a half-alive one never lingers beside the next). */
  terminate(): void;
}

/** Why an answer does not fit the elicitation it answers, or null. */
export function elicitationProblem(block: ElicitationBlock, answer: AskUserQuestionAnswer): string | null {
  if (block.mode === 'url') return answer.answers[0]?.selected[0] === block.url ? null : 'the answer must confirm the URL';
  const content = contentFromAnswer(block.fields, answer);
  return content.ok ? null : `${content.field}: ${content.problem.code}`;
}

function outcomeOf(error: unknown): AskOutcome {
  if (error instanceof ElicitationDeclinedError) return { kind: 'declined' };
  if (error instanceof UserQuestionError && error.code === 'ASK_CANCELLED') return { kind: 'cancelled' };
  if (error instanceof UserQuestionError && error.code === 'ASK_ABORTED') return { kind: 'aborted' };
  const name = error instanceof Error ? error.name : 'Error';
  const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : 'ASK_FAILED';
  return { kind: 'failed', name, code, message: error instanceof Error ? error.message : String(error) };
}

export class McpBridge {
  readonly #rt: HostRuntime;
  readonly #open: () => McpWorkerHandle;
  #worker: McpWorkerHandle | undefined;
  readonly #asks = new Map<string, AbortController>();
  readonly #steps = new Map<string, () => void>();

  constructor(rt: HostRuntime, open: () => McpWorkerHandle) {
    this.#rt = rt;
    this.#open = open;
  }

  handle(frame: McpClientFrame): void {
    if (this.#worker === undefined) {
      // Nothing to disconnect from, nothing to check against: answer without starting a worker.
      if (frame.type === 'mcp/disconnect') return;
      if (frame.type === 'mcp/check') {
        this.#rt.emit({ type: 'mcp/checked', checkId: frame.checkId, problems: [] });
        return;
      }
      this.#start(frame);
    }
    this.#post(frame);
  }

  #post(message: ToMcpWorker): void {
    this.#worker?.port.postMessage(message);
  }

  #start(first: McpClientFrame): void {
    let worker: McpWorkerHandle;
    try {
      worker = this.#open();
    } catch (error) {
      this.#failed(first, error instanceof Error ? error.message : String(error));
      return;
    }
    this.#worker = worker;
    worker.port.addEventListener('message', (event) => this.#onMessage(event.data));
    worker.port.start?.();
    worker.onFailure((reason) => {
      if (this.#worker !== worker) return;
      this.#worker = undefined;
      worker.terminate();
      // Whatever it was doing is over: its asks settle, its steps end, and the page hears why.
      for (const controller of this.#asks.values()) controller.abort('mcp worker failed');
      for (const end of this.#steps.values()) end();
      this.#failed(first, reason);
    });
  }

  #failed(frame: McpClientFrame, reason: string): void {
    const detail = `the MCP client could not run: ${reason}`;
    this.#rt.emit({ type: 'mcp/state', connection: 0, state: 'failed', url: frame.type === 'mcp/connect' ? frame.url : '', problem: { kind: 'other', detail } });
  }

  #onMessage(data: unknown): void {
    const parsed = fromMcpWorkerSchema.safeParse(data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      this.#rt.emit({ type: 'frame/rejected', reason: `invalid message from the MCP worker${issue === undefined ? '' : ` at ${formatPath(issue.path)}: ${issue.message}`}` });
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'link/frame':
        // Checked for its kind here; the page validates the whole frame, as it does every host frame.
        this.#rt.emit(message.frame as unknown as HostFrame);
        return;
      case 'link/ask':
        void this.#ask(message.askId, message.questions, message.block);
        return;
      case 'link/withdraw':
        this.#asks.get(message.askId)?.abort('withdrawn');
        return;
      case 'link/step':
        if (message.state === 'end') {
          this.#steps.get(message.stepId)?.();
          return;
        }
        void this.#rt.runStep(
          (signal) =>
            new Promise<void>((resolve) => {
              const end = (): void => {
                this.#steps.delete(message.stepId);
                signal.removeEventListener('abort', stop);
                resolve();
              };
              const stop = (): void => this.#post({ type: 'link/stop', stepId: message.stepId });
              this.#steps.set(message.stepId, end);
              signal.addEventListener('abort', stop, { once: true });
            }),
        );
        return;
    }
  }

  async #ask(askId: string, questions: Parameters<HostRuntime['userQuestions']['ask']>[0]['questions'], block: ElicitationBlock): Promise<void> {
    const withdraw = new AbortController();
    this.#asks.set(askId, withdraw);
    const outcome = await this.#rt.runStep(async (signal): Promise<AskOutcome> => {
      try {
        const answer = await this.#rt.userQuestions.ask({
          questions,
          signal: AbortSignal.any([signal, withdraw.signal]),
          elicitation: { block, check: (a) => elicitationProblem(block, a) },
        });
        return { kind: 'answered', answer };
      } catch (error) {
        return outcomeOf(error);
      }
    });
    this.#asks.delete(askId);
    this.#post({ type: 'link/settled', askId, outcome });
  }
}
