/**
 * Which of the workbench's three layouts the window is in (SPEC §5.1): three
 * columns at ≥ 1100 px, the catalogue as a drawer from 760 to 1099 px, one
 * column with three tabs below 760 px. CSS draws each layout from the same
 * breakpoints; this signal is for what CSS cannot do (ARIA, `inert`, focus).
 */
import { createSignal, onCleanup, type Accessor } from 'solid-js';

export type Layout = 'wide' | 'mid' | 'narrow';

export const WIDE_MIN_PX = 1100;
export const MID_MIN_PX = 760;

export function layoutFor(width: number): Layout {
  return width >= WIDE_MIN_PX ? 'wide' : width >= MID_MIN_PX ? 'mid' : 'narrow';
}

/** The current layout, following the window's width; without `matchMedia` (jsdom) it is wide. */
export function createLayout(): Accessor<Layout> {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => 'wide';
  const wide = window.matchMedia(`(min-width: ${WIDE_MIN_PX}px)`);
  const mid = window.matchMedia(`(min-width: ${MID_MIN_PX}px)`);
  const read = (): Layout => (wide.matches ? 'wide' : mid.matches ? 'mid' : 'narrow');
  const [layout, setLayout] = createSignal<Layout>(read());
  const update = (): void => {
    setLayout(read());
  };
  wide.addEventListener('change', update);
  mid.addEventListener('change', update);
  onCleanup(() => {
    wide.removeEventListener('change', update);
    mid.removeEventListener('change', update);
  });
  return layout;
}
