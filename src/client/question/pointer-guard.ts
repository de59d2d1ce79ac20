/**
 * No answer the person has not seen: single choice advances on click, so the
 * second click of a double-click would land on the next question's option. After
 * an auto-advance, the question it revealed ignores pointer activation of its
 * options for DOUBLE_CLICK_GUARD_MS, and a click that belongs to a multi-click
 * sequence (`detail` > 1) which began before that question appeared never
 * activates one, however long the platform's double-click interval is.
 *
 * Clicks the keyboard makes (`detail` 0) and clicks a script makes (not
 * `isTrusted`: the scripted user's autoplay, a test driving the DOM) are never
 * blocked: neither is a person's double-click. Times are event timestamps only (never the clock at handling time): a busy main
 * thread delays handlers, not the moments the clicks happened.
 * See docs/decisions/2026-12-03-double-click-guard.md.
 */

/** Windows' default double-click time (macOS and GNOME default to less); a reader needs longer than this to take in a new question. */
export const DOUBLE_CLICK_GUARD_MS = 500;

/** What the guard reads of a click (a MouseEvent has all of it). */
export type ClickLike = Pick<MouseEvent, 'detail' | 'timeStamp' | 'isTrusted'>;

export interface PointerGuard {
  /** Every click in the card, before any option sees it. */
  noteClick(event: ClickLike): void;
  /** An auto-advance, by `event`, revealed question `index`. */
  advanced(event: Pick<Event, 'timeStamp'>, index: number): void;
  /** True when this click must not activate an option of question `index`. */
  blocks(event: ClickLike, index: number): boolean;
}

export function makePointerGuard(guardMs: number = DOUBLE_CLICK_GUARD_MS): PointerGuard {
  let sequenceStart = Number.NEGATIVE_INFINITY;
  let revealed: { index: number; at: number } | null = null;
  return {
    noteClick(event) {
      if (event.detail <= 1) sequenceStart = event.timeStamp;
    },
    advanced(event, index) {
      revealed = { index, at: event.timeStamp };
    },
    blocks(event, index) {
      // detail 0: a click the keyboard made (Space, arrow keys in a radio group); untrusted: a script's. Neither is a double-click.
      if (event.detail === 0 || !event.isTrusted || revealed === null || revealed.index !== index) return false;
      if (event.detail > 1 && sequenceStart <= revealed.at) return true;
      return event.timeStamp - revealed.at < guardMs;
    },
  };
}
