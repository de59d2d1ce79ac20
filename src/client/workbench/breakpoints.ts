/**
 * The workbench's three layouts and their breakpoints (SPEC §5.1): three columns
 * at ≥ 1100 px, the catalogue as a drawer from 760 to 1099 px, one column with
 * three tabs below 760 px. Dependency-free: the page's entry reads it to draw the
 * first card before the app's code (src/app/first-card.ts); layout.ts follows it.
 */
export type Layout = 'wide' | 'mid' | 'narrow';

export const WIDE_MIN_PX = 1100;
export const MID_MIN_PX = 760;

export function layoutFor(width: number): Layout {
  return width >= WIDE_MIN_PX ? 'wide' : width >= MID_MIN_PX ? 'mid' : 'narrow';
}

/** The window's layout now, read as CSS reads it; without `matchMedia` (jsdom) it is wide. */
export function readLayout(): Layout {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'wide';
  return window.matchMedia(`(min-width: ${WIDE_MIN_PX}px)`).matches ? 'wide' : window.matchMedia(`(min-width: ${MID_MIN_PX}px)`).matches ? 'mid' : 'narrow';
}
