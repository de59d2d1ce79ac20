/**
 * Kobalte's DropdownMenu, not modal. A modal one works out what to leave visible
 * before its content has mounted, so it marked <body> aria-hidden as it opened,
 * the menu included, for a frame or more on every open
 * (docs/decisions/2026-12-07-menus-that-hide-nothing.md). Every dropdown menu in
 * the project comes from here; the parts are Kobalte's own.
 */
import { DropdownMenu as KobalteMenu, type DropdownMenuRootProps } from '@kobalte/core/dropdown-menu';
import type { JSX } from 'solid-js';

function NonModalMenu(props: DropdownMenuRootProps): JSX.Element {
  return <KobalteMenu modal={false} {...props} />;
}

export const DropdownMenu = Object.assign(NonModalMenu, KobalteMenu);
