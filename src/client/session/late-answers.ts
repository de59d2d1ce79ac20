/**
 * Answers that arrive after their ask ended (SPEC §1.6: an answer after the abort, a reply after Stop): the agent
 * refuses them with a receipt, and the conversation marks the ask's row (`Session.markLate`), not only the Timeline.
 * Loaded with the chrome, after the first card; it reads the frames as they come, and knows which late answers the
 * scenario's script sent (`scripted`), so their notice says "(scripted)".
 */
import type { HostClient } from '../../bridge/client.ts';
import type { Session } from './model.ts';

export interface LateAnswers {
  /** The script, not the person, is about to answer this ask after it ended. */
  scripted(rpcId: string): void;
  stop(): void;
}

export function watchLateAnswers(client: HostClient, session: Session): LateAnswers {
  const ended = new Set<string>();
  const byScript = new Set<string>();
  // Asks that ended before this module arrived.
  for (const entry of client.log.entries) {
    const p = entry.payload as { type?: unknown; rpcId?: unknown } | null;
    if (entry.direction === 'to-main' && (p?.type === 'question/withdrawn' || p?.type === 'question/resolved') && typeof p.rpcId === 'string') ended.add(p.rpcId);
  }
  const stop = client.subscribe((frame) => {
    if (frame.type === 'question/withdrawn' || frame.type === 'question/resolved') ended.add(frame.rpcId);
    else if (frame.type === 'receipt' && !frame.accepted && ended.has(frame.rpcId)) {
      session.markLate(frame.rpcId, { reason: frame.reason, scripted: byScript.has(frame.rpcId) });
    }
  });
  return { scripted: (rpcId) => void byScript.add(rpcId), stop };
}
