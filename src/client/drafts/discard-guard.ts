/**
 * No draft is lost without the person agreeing (docs/decisions/2026-12-03-no-lost-drafts.md):
 * every path that starts something new (a scenario, an example, the editor's Ask)
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

export async function confirmDiscard(pending: readonly PendingQuestion[], locale: LocaleApi): Promise<boolean> {
  const drafted = pending.filter((q) => q.holdsDraft);
  if (drafted.length === 0) return true;
  const { askToDiscard } = await import('./ask-to-discard.tsx');
  const discard = await askToDiscard(locale);
  // A dismissal that cannot be sent leaves its card pending, draft and all: what starts next queues behind it.
  if (discard) await Promise.allSettled(drafted.map((q) => q.cancel()));
  return discard;
}
