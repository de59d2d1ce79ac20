/**
 * The scripted user at the other end of DSH's readline and ACP providers (SPEC §12): it types a step's keys at
 * each prompt the terminal shows for an ask, and sends a step's results to the ACP provider's `elicitation/create`
 * requests, as a person at the terminal or an editor's ACP client would. Asks reach the person in the order the
 * steps started them (DSH's readline queues first in first out; dsh-acp asks one question at a time), so each
 * prompt or request takes the next keys or result of the oldest ask that has any left.
 */
import type { HostFrame } from '../protocol/index.ts';
import { isAskPrompt } from '../surfaces/terminal.ts';
import type { AcpResult, Scenario } from './schema.ts';
import { flattenSteps } from './tracker.ts';
import { isAskingStep } from './schema.ts';

export interface ProviderUserEnd {
  /** Keys into the terminal (`terminal/input`). */
  type(keys: string): void;
  /** One JSON-RPC message from the ACP client (`acp/rpc`). */
  acp(message: unknown): void;
  /** The ACP client's `initialize` and `session/new`, when the ACP provider is chosen. */
  handshake(): void;
}

export class ScriptedProviderUser {
  readonly #end: ProviderUserEnd;
  readonly #scripts = new Map<string, { terminal?: readonly string[]; acp?: readonly AcpResult[] }>();
  readonly #keys: string[][] = [];
  readonly #results: AcpResult[][] = [];

  constructor(scenario: Scenario, end: ProviderUserEnd) {
    this.#end = end;
    for (const { path, step } of flattenSteps(scenario.steps)) {
      if (!isAskingStep(step) || step.user === undefined) continue;
      if ('terminal' in step.user) this.#scripts.set(path, { terminal: step.user.terminal });
      if ('acp' in step.user) this.#scripts.set(path, { acp: step.user.acp });
    }
  }

  onFrame(frame: HostFrame): void {
    switch (frame.type) {
      case 'scenario/step': {
        if (frame.state !== 'started') return;
        const script = this.#scripts.get(frame.path);
        if (script?.terminal !== undefined) this.#keys.push([...script.terminal]);
        if (script?.acp !== undefined) this.#results.push([...script.acp]);
        return;
      }
      case 'provider/changed':
        if (frame.provider === 'acp') this.#end.handshake();
        return;
      case 'terminal/output': {
        if (!isAskPrompt(frame.data)) return;
        const keys = next(this.#keys);
        if (keys !== undefined) this.#end.type(keys);
        return;
      }
      case 'acp/rpc': {
        const message = frame.message;
        if (!('method' in message) || message.method !== 'elicitation/create' || !('id' in message)) return;
        const result = next(this.#results);
        if (result !== undefined) this.#end.acp({ jsonrpc: '2.0', id: message.id, result });
        return;
      }
      default:
    }
  }
}

/** The oldest ask's next item; an ask with none left gives way to the next. */
function next<T>(queue: T[][]): T | undefined {
  while (queue.length > 0 && (queue[0] as T[]).length === 0) queue.shift();
  return queue[0]?.shift();
}
