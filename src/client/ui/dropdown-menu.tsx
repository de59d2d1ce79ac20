/**
 * Kobalte's DropdownMenu, not modal, that keeps focus as a modal one did.
 *
 * A modal menu works out what to leave visible before its content has mounted,
 * so it marked <body> aria-hidden as it opened, the menu included, for a frame or
 * more on every open. A menu that is not modal hides nothing, but it closes when
 * focus leaves it, and a card that arrives takes focus: a menu opened a moment
 * before a card would close under the person's pointer. So focus that leaves an
 * open menu by itself (not by a press outside, which closes the menu first) is
 * given back to where it was in the menu, as a modal menu's focus trap did, and
 * the menu's button gets focus when it closes, as before
 * (docs/decisions/2026-12-07-menus-that-hide-nothing.md). Every dropdown menu in
 * the project comes from here; the other parts are Kobalte's own.
 */
import { DropdownMenu as KobalteMenu, type DropdownMenuRootProps } from '@kobalte/core/dropdown-menu';
import type { ComponentProps, JSX } from 'solid-js';

type ContentProps = ComponentProps<typeof KobalteMenu.Content>;
type FocusOutsideEvent = Parameters<NonNullable<ContentProps['onFocusOutside']>>[0];
type PointerDownOutsideEvent = Parameters<NonNullable<ContentProps['onPointerDownOutside']>>[0];

function NonModalMenu(props: DropdownMenuRootProps): JSX.Element {
  return <KobalteMenu modal={false} {...props} />;
}

function FocusKeepingContent(props: ContentProps): JSX.Element {
  // Kobalte returns focus to the button on close unless something outside was touched; a focus given back counts.
  let focusKept = false;
  const keepFocus = (event: FocusOutsideEvent): void => {
    props.onFocusOutside?.(event);
    const left = event.detail.originalEvent.relatedTarget;
    if (event.defaultPrevented || !(left instanceof HTMLElement)) return;
    event.preventDefault();
    focusKept = true;
    left.focus({ preventScroll: true });
  };
  const pressOutside = (event: PointerDownOutsideEvent): void => {
    props.onPointerDownOutside?.(event);
    focusKept = false;
  };
  const closeFocus = (event: Event): void => {
    props.onCloseAutoFocus?.(event);
    if (!focusKept || event.defaultPrevented || !(event.target instanceof HTMLElement)) return;
    focusKept = false;
    document.getElementById(event.target.getAttribute('aria-labelledby') ?? '')?.focus({ preventScroll: true });
  };
  return <KobalteMenu.Content {...props} onFocusOutside={keepFocus} onPointerDownOutside={pressOutside} onCloseAutoFocus={closeFocus} />;
}

export const DropdownMenu = Object.assign(NonModalMenu, KobalteMenu, { Content: FocusKeepingContent });
