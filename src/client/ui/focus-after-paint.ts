/**
 * Focus for a card that was just brought back (the gallery's Reset card, the draft's Answer again): once it has
 * painted, a card that took focus on its own (as a live card does) keeps it; otherwise its first enabled control
 * takes it, so focus never stays on the page's body or on a button that has left.
 */
const FIRST_STOP = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * After the next paint: unless focus is already on something inside `scope` (other than `scope` itself, which may
 * hold it meanwhile), the first control inside `within()` (default: `scope`) takes it.
 */
export function focusFirstStopAfterPaint(scope: HTMLElement | undefined, within: () => HTMLElement | null | undefined = () => scope): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (scope === undefined) return;
      const here = document.activeElement;
      if (here !== null && here !== scope && scope.contains(here)) return;
      within()?.querySelector<HTMLElement>(FIRST_STOP)?.focus({ preventScroll: true });
    }, 0),
  );
}
