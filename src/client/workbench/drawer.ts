/**
 * The catalogue as a drawer (760–1099 px, SPEC §5.1): focus goes in when it opens and back to what opened it when
 * it closes, and Escape anywhere in the workbench closes it. Run by the catalogue's own chunk (nothing can open the
 * drawer before the chrome is in), so none of it weighs on the first card.
 */
import { createEffect, on, onCleanup } from 'solid-js';
import { createLayout } from './layout.ts';
import type { WorkbenchStore } from './store.ts';

export function createDrawerFocus(store: WorkbenchStore, catalogue: () => HTMLElement | null, shell: () => HTMLElement | null): void {
  const layout = createLayout();
  let opener: HTMLElement | null = null;
  createEffect(
    on(
      () => layout() === 'mid' && store.drawerOpen(),
      (open, wasOpen) => {
        if (open) {
          opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          // Focus already inside (a group the person was sent to took it) stays; the first stop takes it without
          // scrolling, so a group brought into view ("Reproduce an error code") is not scrolled away again.
          requestAnimationFrame(() => {
            const root = catalogue();
            if (root === null || root.contains(document.activeElement)) return;
            root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"], button')?.focus({ preventScroll: true });
          });
        } else if (wasOpen === true) opener?.focus();
      },
    ),
  );
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && layout() === 'mid' && store.drawerOpen()) {
      event.preventDefault();
      store.setDrawerOpen(false);
    }
  };
  const root = shell();
  root?.addEventListener('keydown', onKeyDown);
  onCleanup(() => root?.removeEventListener('keydown', onKeyDown));
}
