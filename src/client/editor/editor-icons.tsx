/**
 * Icons for the design panels (request editor, tokens, a11y). Kept apart from
 * ui/icons.tsx, which the first card loads: an icon only a panel uses travels
 * in the panel's chunk. Decorative: the buttons carry the accessible name.
 */
import type { JSX } from 'solid-js';
import { Svg } from '../ui/icons.tsx';

export const TrashIcon = (): JSX.Element => (
  <Svg size={15}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Svg>
);
export const PlusIcon = (): JSX.Element => (
  <Svg size={14}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);
export const ResetIcon = (): JSX.Element => (
  <Svg size={13}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />
  </Svg>
);
export const PlayIcon = (): JSX.Element => (
  <Svg size={13}>
    <path d="M7 4v16l13-8z" />
  </Svg>
);
