/**
 * Which docs examples may hold a worker. Each example boots a whole playground
 * in its frame, worker included; one scrolled out of view stops after
 * STOP_AFTER_MS (its frame is emptied, which ends the worker), and of those out
 * of view at most one is still running at any moment: when a second leaves the
 * view, the one that left first stops at once. So at most the examples in view,
 * plus one, hold a worker. What a stopped example shows is its stage's business.
 */

/** How long an example may stay out of view before it stops: a glance away (a table, a link) keeps it. */
export const STOP_AFTER_MS = 3000;

export interface StageSlot {
  /** Called once when the example must let its worker go. */
  readonly stop: () => void;
}

interface Away {
  readonly slot: StageSlot;
  readonly timer: ReturnType<typeof setTimeout>;
}

/** Running examples out of view, the earliest to leave first. */
const away: Away[] = [];

const release = (slot: StageSlot): void => {
  const at = away.findIndex((entry) => entry.slot === slot);
  if (at < 0) return;
  const [entry] = away.splice(at, 1);
  if (entry !== undefined) clearTimeout(entry.timer);
};

/** A running example left the view: it stops after STOP_AFTER_MS, or at once when another leaves after it. */
export function leftView(slot: StageSlot, after = STOP_AFTER_MS): void {
  release(slot);
  const timer = setTimeout(() => {
    release(slot);
    slot.stop();
  }, after);
  away.push({ slot, timer });
  while (away.length > 1) {
    const first = away.shift();
    if (first === undefined) break;
    clearTimeout(first.timer);
    first.slot.stop();
  }
}

/** A running example is back in view, or stopped, or gone: nothing is pending for it. */
export function settled(slot: StageSlot): void {
  release(slot);
}
