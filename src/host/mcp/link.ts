/**
 * The MCP worker's end of the link to the host worker (see
 * src/protocol/mcp-link.ts): it runs the session, passes its frames on, and
 * turns the session's asks and steps into messages the host answers. Every
 * message it receives is validated; an invalid one is reported to the page as
 * `frame/rejected` and changes nothing.
 */
import type { PortLike } from '../../bridge/port.ts';
import { formatPath } from '../../protocol/index.ts';
import { toMcpWorkerSchema, type AskOutcome, type FromMcpWorker } from '../../protocol/mcp-link.ts';
import { McpSession, type McpLink } from './session.ts';

export function startMcpWorker(port: PortLike): () => void {
  const asks = new Map<string, (outcome: AskOutcome) => void>();
  const steps = new Map<string, AbortController>();
  let ids = 0;
  const post = (message: FromMcpWorker): void => port.postMessage(message);

  const link: McpLink = {
    emit: (frame) => post({ type: 'link/frame', frame }),
    async step(body) {
      const stepId = `step-${++ids}`;
      const controller = new AbortController();
      steps.set(stepId, controller);
      post({ type: 'link/step', stepId, state: 'start' });
      try {
        return await body(controller.signal);
      } finally {
        steps.delete(stepId);
        post({ type: 'link/step', stepId, state: 'end' });
      }
    },
    ask(questions, block, signal) {
      return new Promise<AskOutcome>((resolve) => {
        const askId = `ask-${++ids}`;
        asks.set(askId, resolve);
        post({ type: 'link/ask', askId, questions: [...questions], block });
        // The host settles the ask (aborted) and says so with `link/settled`: one way out, whatever ends it.
        const withdraw = (): void => {
          if (asks.has(askId)) post({ type: 'link/withdraw', askId });
        };
        if (signal.aborted) withdraw();
        else signal.addEventListener('abort', withdraw, { once: true });
      });
    },
  };
  const session = new McpSession(link);

  const listener = (event: MessageEvent): void => {
    const parsed = toMcpWorkerSchema.safeParse(event.data);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue === undefined ? '' : ` at ${formatPath(issue.path)}: ${issue.message}`;
      link.emit({ type: 'frame/rejected', reason: `invalid message for the MCP worker${where}` });
      return;
    }
    const message = parsed.data;
    switch (message.type) {
      case 'link/settled': {
        const resolve = asks.get(message.askId);
        asks.delete(message.askId);
        resolve?.(message.outcome);
        return;
      }
      case 'link/stop':
        steps.get(message.stepId)?.abort('stopped');
        return;
      default:
        session.handle(message);
    }
  };
  port.addEventListener('message', listener);
  port.start?.();
  return () => port.removeEventListener('message', listener);
}
