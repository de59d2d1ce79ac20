/**
 * Which of the workbench's three layouts the window is in (SPEC §5.1): three
 * columns at ≥ 1100 px, the catalogue as a drawer from 760 to 1099 px, one
 * column with three tabs below 760 px. CSS draws each layout from the same
 * breakpoints; this signal is for what CSS cannot do (ARIA, `inert`, focus).
 */
import { createSignal, onCleanup, type Accessor } from 'solid-js';
import { MID_MIN_PX, WIDE_MIN_PX, readLayout, type Layout } from './breakpoints.ts';

export { MID_MIN_PX, WIDE_MIN_PX, layoutFor, type Layout } from './breakpoints.ts';

/** The current layout, following the window's width; without `matchMedia` (jsdom) it is wide. */
export function createLayout(): Accessor<Layout> {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => 'wide';
  const wide = window.matchMedia(`(min-width: ${WIDE_MIN_PX}px)`);
  const mid = window.matchMedia(`(min-width: ${MID_MIN_PX}px)`);
  const [layout, setLayout] = createSignal<Layout>(readLayout());
  const update = (): void => {
    setLayout(readLayout());
  };
  wide.addEventListener('change', update);
  mid.addEventListener('change', update);
  onCleanup(() => {
    wide.removeEventListener('change', update);
    mid.removeEventListener('change', update);
  });
  return layout;
}
