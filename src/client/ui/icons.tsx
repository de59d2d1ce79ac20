/** Inline stroke icons (decorative: buttons carry the accessible name). */
import type { JSX } from 'solid-js';

/** The frame every stroke icon shares (panel icon sets draw their own paths in it). */
export function Svg(props: { children: JSX.Element; size?: number }): JSX.Element {
  return (
    <svg
      width={props.size ?? 16}
      height={props.size ?? 16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
    >
      {props.children}
    </svg>
  );
}

export const CloseIcon = (): JSX.Element => (
  <Svg>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);
export const ChevronDown = (): JSX.Element => (
  <Svg>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);
export const ChevronUp = (): JSX.Element => (
  <Svg>
    <path d="m18 15-6-6-6 6" />
  </Svg>
);
export const ChevronLeft = (): JSX.Element => (
  <Svg>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);
export const ChevronRight = (): JSX.Element => (
  <Svg>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);
export const CheckIcon = (): JSX.Element => (
  <Svg size={14}>
    <path d="M20 6 9 17l-5-5" />
  </Svg>
);
export const StopIcon = (): JSX.Element => (
  <Svg size={14}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
  </Svg>
);
export const ExternalIcon = (): JSX.Element => (
  <Svg size={13}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Svg>
);
export const ReplayIcon = (): JSX.Element => (
  <Svg size={13}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />
  </Svg>
);
/** A glyph beside a Latin letter: marks a language switch. */
export const LanguageIcon = (): JSX.Element => (
  <Svg>
    <path d="m5 8 6 6M4 14l6-6 2-3M2 5h12M7 2h1M22 22l-5-10-5 10M14 18h6" />
  </Svg>
);
/** The playground: where a card is played. */
export const PlayIcon = (): JSX.Element => (
  <Svg>
    <path d="M7 4.5v15L19 12z" />
  </Svg>
);
/** The state gallery: a grid of cards. */
export const GridIcon = (): JSX.Element => (
  <Svg>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </Svg>
);
/** Pause: two bars (the player, at one-column widths). */
export const PauseIcon = (): JSX.Element => (
  <Svg size={14}>
    <path d="M8 5v14M16 5v14" />
  </Svg>
);
/** Step: play to a bar, one step (the player, at one-column widths). */
export const StepIcon = (): JSX.Element => (
  <Svg size={14}>
    <path d="M6 5v14l10-7zM18 5v14" />
  </Svg>
);
