/**
 * No answer the person has not seen: single choice advances on click, so the
 * second click of a double-click would land on the next question's option. After
 * an auto-advance, the question it revealed ignores pointer activation of its
 * options for DOUBLE_CLICK_GUARD_MS, and a click that belongs to a multi-click
 * sequence (`detail` > 1) which began before that question appeared never
 * activates one, however long the platform's double-click interval is.
 * Clicks the keyboard makes (`detail` 0) and clicks a script makes (not
 * `isTrusted`: the scripted user's autoplay, a test driving the DOM) are never
 * blocked: neither is a person's double-click. Times are event timestamps only
 * (never the clock at handling time): a busy main thread delays handlers, not
 * the moments the clicks happened.
 *
 * Attached to a card, the guard needs nothing from it but its DOM: it sees every
 * click and key first (capture), tells an auto-advance by the card's
 * `data-index` changing after a click or Space on an option, cancels a blocked
 * click before it reaches the option's input, and marks the card `data-guarded`
 * while the time guard holds (tests and tools wait on it).
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
  /** Guards the options of `card` (a generic question card); returns the disposer. */
  attach(card: HTMLElement): () => void;
}

const OPTION = '[data-testid="option"]';

export function makePointerGuard(guardMs: number = DOUBLE_CLICK_GUARD_MS): PointerGuard {
  let sequenceStart = Number.NEGATIVE_INFINITY;
  let revealed: { index: number; at: number } | null = null;
  let marked: HTMLElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guard: PointerGuard = {
    noteClick(event) {
      if (event.detail <= 1) sequenceStart = event.timeStamp;
    },
    advanced(event, index) {
      revealed = { index, at: event.timeStamp };
      clearTimeout(timer);
      marked?.setAttribute('data-guarded', '');
      timer = setTimeout(() => marked?.removeAttribute('data-guarded'), guardMs);
    },
    blocks(event, index) {
      // detail 0: a click the keyboard made (Space, arrow keys in a radio group); untrusted: a script's. Neither is a double-click.
      if (event.detail === 0 || !event.isTrusted || revealed === null || revealed.index !== index) return false;
      if (event.detail > 1 && sequenceStart <= revealed.at) return true;
      return event.timeStamp - revealed.at < guardMs;
    },
    attach(card) {
      marked = card;
      const index = (): number => Number(card.dataset['index']);
      const onOption = (event: Event): boolean => event.target instanceof Element && event.target.closest(OPTION) !== null;
      // The card moves on inside the option's own handler, which Solid runs from a listener on the document. A
      // microtask would run before it (the browser runs microtasks between listeners); a listener on the window runs
      // after it, in the same dispatch, before any later click is dispatched: a new index there means it advanced.
      const watch = (event: Event): void => {
        const before = index();
        const view = card.ownerDocument.defaultView;
        if (view === null) return;
        const after = (seen: Event): void => {
          view.removeEventListener(event.type, after);
          if (seen === event && index() !== before) guard.advanced(event, index());
        };
        view.addEventListener(event.type, after);
      };
      const onClick = (event: MouseEvent): void => {
        guard.noteClick(event);
        if (!onOption(event)) return;
        if (guard.blocks(event, index())) {
          event.preventDefault();
          event.stopPropagation();
        } else if (event.detail > 0) watch(event);
      };
      const onKey = (event: KeyboardEvent): void => {
        if (event.key === ' ' && onOption(event)) watch(event);
      };
      card.addEventListener('click', onClick, true);
      card.addEventListener('keydown', onKey, true);
      return () => {
        clearTimeout(timer);
        card.removeEventListener('click', onClick, true);
        card.removeEventListener('keydown', onKey, true);
      };
    },
  };
  return guard;
}
