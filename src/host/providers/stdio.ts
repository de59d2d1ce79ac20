/**
 * DSH's readline provider (`createStdioChat`'s question half), in the worker: one
 * question at a time, asks queued first in first out, each question printed and
 * read by the terminal surface (surfaces/terminal.ts: the same code the Surfaces
 * tab shows). It writes to and reads lines from a stream it is handed; the
 * line editing of a terminal is ./readline.ts's, the terminal is the page's.
 * What DSH's stdio UI does besides asking (sending lines to the agent, the EOF
 * exit) has no place here: a line typed while nothing is asked is dropped.
 *
 * DSH: packages/ui/stdio/src/index.ts @ e38955b2fa
 */
import { UserQuestionError, type AskUserQuestionAnswer, type AskUserQuestionAnswerItem, type AskUserQuestionItem } from '../../protocol/index.ts';
import { STDIO_TEXT } from '../../surfaces/dsh-texts.ts';
import { readLine, renderQuestion } from '../../surfaces/terminal.ts';
import type { ProviderAsk, UserQuestionProvider } from '../user-questions.ts';

interface PendingQuestion {
  readonly request: ProviderAsk;
  questionIndex: number;
  readonly answers: AskUserQuestionAnswerItem[];
  readonly resolve: (answer: AskUserQuestionAnswer) => void;
  readonly reject: (error: unknown) => void;
  readonly onAbort: () => void;
}

const interrupted = (): UserQuestionError => new UserQuestionError('ASK_ABORTED', STDIO_TEXT.interrupted);

export class StdioQuestionProvider implements UserQuestionProvider {
  readonly #write: (text: string) => void;
  #active: PendingQuestion | undefined;
  readonly #queue: PendingQuestion[] = [];
  #closed = false;
  #disposed = false;

  /** Writes DSH's welcome banner and first prompt, as `createStdioChat` does when it starts. */
  constructor(write: (text: string) => void, welcome: string = STDIO_TEXT.welcome) {
    this.#write = write;
    write(`${welcome}\n${STDIO_TEXT.prompt}`);
  }

  get inputClosed(): boolean {
    return this.#closed || this.#disposed;
  }

  /** Every way an ask ends without an answer reads the same in DSH's readline: interrupted. */
  abortError(): Error {
    return interrupted();
  }

  ask(request: ProviderAsk): Promise<AskUserQuestionAnswer> {
    if (this.#disposed || this.#closed) {
      return Promise.reject(new UserQuestionError('ASK_ABORTED', STDIO_TEXT.stdinClosed));
    }
    return new Promise<AskUserQuestionAnswer>((resolve, reject) => {
      const pending: PendingQuestion = {
        request,
        questionIndex: 0,
        answers: [],
        resolve,
        reject,
        onAbort: () => {
          if (this.#active === pending) {
            this.#active = undefined;
            this.#disposeQuestion(pending);
            this.#startNext();
            return;
          }
          const at = this.#queue.indexOf(pending);
          if (at >= 0) this.#queue.splice(at, 1);
          this.#disposeQuestion(pending);
        },
      };
      request.signal.addEventListener('abort', pending.onAbort, { once: true });
      this.#queue.push(pending);
      this.#startNext();
    });
  }

  /** One line from the stream (readline's 'line'): answers the active question, or is dropped. */
  line(line: string): void {
    const pending = this.#active;
    if (pending === undefined || this.#disposed) return;
    const item = this.#item(pending);
    const reading = readLine(item, line);
    if ('reprompt' in reading) {
      this.#write(reading.reprompt);
      return;
    }
    pending.answers.push(reading.answer);
    pending.questionIndex += 1;
    if (pending.questionIndex >= pending.request.questions.length) {
      this.#active = undefined;
      pending.request.signal.removeEventListener('abort', pending.onAbort);
      pending.resolve({ answers: pending.answers });
      this.#write('\n');
      this.#startNext();
      return;
    }
    this.#write(renderQuestion(this.#item(pending)));
  }

  /** The stream closed (Ctrl-C, as Node's readline closes on it): pending asks are interrupted, later ones refused. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    if (!this.#disposed) this.#disposePending();
  }

  /** The provider goes (another is chosen): pending asks are interrupted, as DSH's disposer does. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#disposePending();
  }

  #item(pending: PendingQuestion): AskUserQuestionItem {
    return pending.request.questions[pending.questionIndex] as AskUserQuestionItem;
  }

  #startNext(): void {
    if (this.#active !== undefined) return;
    const pending = this.#queue.shift();
    if (pending === undefined) return;
    this.#active = pending;
    this.#write(renderQuestion(this.#item(pending)));
  }

  #disposeQuestion(pending: PendingQuestion): void {
    pending.request.signal.removeEventListener('abort', pending.onAbort);
    pending.reject(interrupted());
  }

  #disposePending(): void {
    if (this.#active !== undefined) {
      this.#disposeQuestion(this.#active);
      this.#active = undefined;
    }
    for (const pending of this.#queue.splice(0)) this.#disposeQuestion(pending);
  }
}
