/** The workbench chrome's icons (decorative: every button carries its accessible name). Loaded with the chrome, not the card. */
import type { JSX } from 'solid-js';

// Its own frame: modules of the workbench that are not components import no .tsx (test/architecture/imports.test.ts).
function Svg(props: { children: JSX.Element }): JSX.Element {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">
      {props.children}
    </svg>
  );
}

export const ShareIcon = (): JSX.Element => (
  <Svg>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </Svg>
);
export const SimulateIcon = (): JSX.Element => (
  <Svg>
    <path d="M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6" />
  </Svg>
);
export const ResetIcon = (): JSX.Element => (
  <Svg>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Svg>
);
export const ListIcon = (): JSX.Element => (
  <Svg>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </Svg>
);
export const SunIcon = (): JSX.Element => (
  <Svg>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Svg>
);
export const MoonIcon = (): JSX.Element => (
  <Svg>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </Svg>
);
export const CardIcon = (): JSX.Element => (
  <Svg>
    <rect x="3" y="4" width="18" height="16" rx="3" />
    <path d="M7 9h10M7 13h6" />
  </Svg>
);
export const BugIcon = (): JSX.Element => (
  <Svg>
    <path d="M8 2l1.9 1.9M16 2l-1.9 1.9M9 7.1V6a3 3 0 0 1 6 0v1.1" />
    <path d="M12 20c-3.3 0-6-2.7-6-6v-3a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v3c0 3.3-2.7 6-6 6z" />
    <path d="M12 20v-9M6.5 13H3M21 13h-3.5M6 9 3.5 7.5M18 9l2.5-1.5M6 17l-2.5 1.5M18 17l2.5 1.5" />
  </Svg>
);
export const PenIcon = (): JSX.Element => (
  <Svg>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
  </Svg>
);
export const CompareIcon = (): JSX.Element => (
  <Svg>
    <rect x="3" y="4" width="7.5" height="16" rx="2" />
    <rect x="13.5" y="4" width="7.5" height="16" rx="2" />
  </Svg>
);
export const MoreIcon = (): JSX.Element => (
  <Svg>
    <path d="M5 12h.01M12 12h.01M19 12h.01" stroke-width="3" />
  </Svg>
);
export const SaveIcon = (): JSX.Element => (
  <Svg>
    <path d="M5 3h11l3 3v15H5z" />
    <path d="M8 3v5h7V3M8 21v-7h8v7" />
  </Svg>
);
