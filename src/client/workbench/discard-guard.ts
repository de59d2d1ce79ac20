/**
 * No draft is lost without the person agreeing (docs/decisions/2026-12-03-no-lost-drafts.md):
 * every path that starts something new (a scenario, an example, the editor's Ask)
 * awaits `confirmDiscard()` first. When no pending card holds a draft it resolves
 * true at once and nothing changes; when one does, it asks ("Discard your answer
 * in progress?", DiscardDialog) and resolves with the answer. Discarding
 * dismisses the drafted cards (ASK_CANCELLED, visible in the history) before the
 * new thing starts; keeping starts nothing and returns focus to the card.
 *
 * State only: the dialog is a lazy component that reads `asking()` and calls
 * `answer()`. Pending questions know whether their card holds a draft
 * (PendingQuestion.holdsDraft); this module never looks into a card.
 */
import { createSignal, type Accessor } from 'solid-js';
import type { PendingQuestion } from '../../bridge/client.ts';

export interface DiscardGuard {
  /** True once no card holds a draft, or the person chose to discard it; false when they keep answering. */
  confirmDiscard(): Promise<boolean>;
  /** True while the question is on screen. */
  readonly asking: Accessor<boolean>;
  /** The person's answer to the dialog. */
  answer(discard: boolean): void;
}

export function createDiscardGuard(pending: () => readonly PendingQuestion[]): DiscardGuard {
  const [asking, setAsking] = createSignal(false);
  let waiting: ((discard: boolean) => void) | null = null;

  const discardDrafts = async (): Promise<void> => {
    // A dismissal that cannot be sent leaves its card pending, draft and all: what starts next queues behind it.
    await Promise.allSettled(pending().filter((q) => q.holdsDraft).map((q) => q.cancel()));
  };

  return {
    asking,
    async confirmDiscard() {
      if (!pending().some((q) => q.holdsDraft)) return true;
      // Asked again while the dialog is open: the first question stands, the later start does not happen.
      if (waiting !== null) return false;
      const discard = await new Promise<boolean>((resolve) => {
        waiting = resolve;
        setAsking(true);
      });
      if (discard) await discardDrafts();
      return discard;
    },
    answer(discard) {
      const resolve = waiting;
      waiting = null;
      setAsking(false);
      resolve?.(discard);
    },
  };
}
