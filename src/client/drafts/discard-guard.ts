/**
 * No draft is lost without the person agreeing (docs/decisions/2026-12-03-no-lost-drafts.md):
 * every path that starts something new (a scenario, an example, the editor's Ask; Reset asks with the dialog alone)
 * awaits `confirmDiscard()` first. When no pending card holds a draft it resolves
 * true at once and nothing else loads; when one does, it asks ("Discard your
 * answer in progress?", ask-to-discard.tsx, loaded then) and resolves with the
 * answer. Discarding dismisses the drafted cards (ASK_CANCELLED, visible in the
 * history) before the new thing starts; keeping starts nothing and returns focus
 * to the card.
 *
 * Pending questions know whether their card holds a draft
 * (PendingQuestion.holdsDraft); this module never looks into a card.
 */
import type { PendingQuestion } from '../../bridge/client.ts';
import type { LocaleApi } from '../locale/locale.ts';

/**
 * `whenSettled` tells when a question stops being pending without the person (the agent withdrew it, say):
 * once every drafted card has gone that way while the question is open, there is nothing left to lose, so the
 * dialog closes and the start goes; and a card that settled is never dismissed after the fact.
 */
export async function confirmDiscard(
  pending: readonly PendingQuestion[],
  locale: LocaleApi,
  whenSettled?: (question: PendingQuestion) => Promise<void>,
  /** False for Reset: the old worker ends with its cards, so there is no one to tell of the dismissal. */
  dismiss = true,
): Promise<boolean> {
  const drafted = pending.filter((q) => q.holdsDraft);
  if (drafted.length === 0) return true;
  const left = new Set(drafted);
  const allGone =
    whenSettled === undefined ? undefined : Promise.all(drafted.map((q) => whenSettled(q).then(() => void left.delete(q)))).then(() => undefined);
  const { askToDiscard } = await import('./ask-to-discard.tsx');
  const discard = await askToDiscard(locale, allGone);
  // A dismissal that cannot be sent leaves its card pending, draft and all: what starts next queues behind it.
  if (discard && dismiss) await Promise.allSettled([...left].map((q) => q.cancel()));
  return discard;
}
