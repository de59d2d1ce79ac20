/**
 * The scripted user: what a scenario says the person does with each card. The
 * same script drives the headless runner (answers straight through the bridge)
 * and the page's autoplay (clicks and types in the real card, visibly).
 */
import { ReceiptRejectedError, TransportError, type PendingQuestion } from '../bridge/client.ts';
import type { QuestionDraft } from '../protocol/index.ts';
import type { AskRecord } from './tracker.ts';
import type { UserScript } from './schema.ts';

export interface UserAdapter {
  /** Answers the card; resolves once accepted, throws on a failed send or rejected receipt. */
  answer(question: PendingQuestion, drafts: QuestionDraft[]): Promise<void>;
  dismiss(question: PendingQuestion): Promise<void>;
}

export function draftsOf(script: Extract<UserScript, { answers: unknown }>): QuestionDraft[] {
  return script.answers.map((a) => ({ selected: a.select ?? [], custom: a.text ?? '', skipped: a.skip === true }));
}

const MAX_ATTEMPTS = 3;

/**
 * Plays the script for one ask. A failed send or rejected receipt is retried, as
 * a person would press Submit again; an answer scripted "after abort" waits for
 * the ask to settle first and records the receipt it gets.
 */
export async function playUser(
  script: UserScript | undefined,
  question: PendingQuestion,
  record: AskRecord,
  adapter: UserAdapter,
  settled: () => Promise<void>,
): Promise<void> {
  // The terminal's keys and the ACP client's results are typed and sent by the runner, not through a card.
  if (script === undefined || 'none' in script || 'terminal' in script || 'acp' in script) return;
  if ('dismiss' in script) {
    await withRetry(() => adapter.dismiss(question));
    return;
  }
  const drafts = draftsOf(script);
  if (script.afterAbort === true) {
    await settled();
    try {
      await question.answer(drafts);
    } catch (error) {
      if (error instanceof ReceiptRejectedError) record.receipt = error.reason;
      else throw error;
    }
    return;
  }
  await withRetry(() => adapter.answer(question, drafts));
}

async function withRetry(action: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await action();
      return;
    } catch (error) {
      const retryable = error instanceof TransportError || error instanceof ReceiptRejectedError;
      if (!retryable || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
