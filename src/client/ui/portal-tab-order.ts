/**
 * Tab order for a non-modal popover that is portalled to the end of <body>: in
 * the DOM it sits after everything else, so Tab past its last control leaves the
 * page and Shift+Tab from its first control lands on whatever ends the page.
 * These helpers put it back where it shows, right after the control it hangs
 * from: Shift+Tab from its first stop goes to that control, Tab from its last
 * stop to the control that follows it (the popover, non-modal, then closes on
 * the focus leaving it). Focus inside the popover is left to the browser.
 * Also: where focus goes when the focused control disables itself.
 */

const CANDIDATES = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]';

/** The element's keyboard stops in document order: enabled, not tabindex="-1", rendered. */
export function tabStops(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && !el.closest('[inert], [aria-hidden="true"]') && el.getClientRects().length > 0,
  );
}

/**
 * Call from the popover content's keydown. `anchor` is the control it hangs from
 * (a trigger, or Share's button); returns whether it moved focus.
 */
export function tabAcrossPortal(event: KeyboardEvent, content: HTMLElement, anchor: HTMLElement | undefined): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || anchor === undefined) return false;
  const inside = tabStops(content);
  // Where focus was when the key went down: a composite inside (a toggle group) may already have moved it for its own Tab handling.
  const active = event.target;
  const first = inside[0];
  const last = inside[inside.length - 1];
  if (event.shiftKey) {
    if (active !== content && active !== first) return false;
    event.preventDefault();
    anchor.focus();
    return true;
  }
  if (active !== content && active !== last) return false;
  // The first stop after the anchor that is not in the popover; none: the page ends there, so the browser's own Tab is right.
  const next = tabStops(document).find((el) => !content.contains(el) && (anchor.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && !anchor.contains(el));
  if (next === undefined) return false;
  event.preventDefault();
  next.focus();
  return true;
}

/**
 * Where focus goes when the control that has it becomes disabled (Turn all off,
 * Crash the agent): a disabled button drops focus to <body>, which puts a
 * keyboard user back at the top of the page. `holder` is the element that was
 * pressed; when it (or nothing) has focus, the first stop still usable in
 * `within` gets it.
 */
export function rescueFocus(holder: HTMLElement | undefined, within: HTMLElement | null | undefined): void {
  if (holder === undefined || within === null || within === undefined) return;
  const active = document.activeElement;
  if (active !== holder && active !== document.body && active !== null) return;
  tabStops(within).find((el) => el !== holder)?.focus();
}

/**
 * Focus for a popover hung from `anchor` with `anchorRef` instead of a
 * Popover.Trigger (Share's popovers: the button does more than open them), so
 * Kobalte has no trigger to give focus back to: on Escape or ✕ focus returns to
 * the anchor; when the popover closed because a pointer or focus went elsewhere,
 * focus stays there. Spread the handlers on Popover.Content; `content` is its ref.
 */
export function anchoredFocus(anchor: () => HTMLElement | undefined): {
  readonly ref: (el: HTMLElement) => void;
  readonly onInteractOutside: () => void;
  readonly onCloseAutoFocus: (event: Event) => void;
  readonly onKeyDown: (event: KeyboardEvent) => void;
} {
  let content: HTMLElement | undefined;
  let leftByItself = false;
  return {
    ref: (el) => (content = el),
    onInteractOutside: () => (leftByItself = true),
    onCloseAutoFocus: (event) => {
      event.preventDefault();
      if (!leftByItself) anchor()?.focus();
      leftByItself = false;
    },
    onKeyDown: (event) => {
      if (content !== undefined) tabAcrossPortal(event, content, anchor());
    },
  };
}

/**
 * Call from the anchor's keydown while its popover is open: Tab goes into the
 * popover (its first stop), as if it followed the anchor in the DOM.
 */
export function tabIntoPortal(event: KeyboardEvent, content: HTMLElement | null | undefined): void {
  if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey || content === null || content === undefined || !content.isConnected) return;
  const first = tabStops(content)[0];
  if (first === undefined) return;
  event.preventDefault();
  first.focus();
}
