/**
 * An icon-only button: a Kobalte Button whose accessible name is its translated
 * label, with the same label shown as a Kobalte tooltip on hover and keyboard focus.
 *
 * The tooltip (Kobalte's popper and floating-ui, ~10 kB gzip) is not part of the
 * first card: the button renders at once, and the tooltip chunk is fetched once
 * the chrome gate opens, or on the first hover or focus if that comes sooner.
 * The tooltip attaches to this same button element, so nothing is re-created
 * (focus and a click in progress stay put). The show/hide timing mirrors
 * Kobalte's trigger: hover opens after a delay, keyboard focus at once, a pointer
 * press, a click, leaving, blur or Escape closes it.
 */
import { Button } from '@kobalte/core/button';
import { Show, Suspense, createSignal, lazy, onCleanup, onMount, type JSX } from 'solid-js';
import { chromeChunk } from './chrome-gate.ts';

const IconTooltip = lazy(() => import('./IconTooltip.tsx'));
const preloadTooltip = chromeChunk(() => IconTooltip.preload());
const OPEN_DELAY_MS = 500;

export interface IconButtonProps {
  readonly label: string;
  readonly children: JSX.Element;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly class?: string;
  readonly 'aria-expanded'?: boolean;
  readonly 'aria-controls'?: string;
  readonly 'data-testid'?: string;
}

export function IconButton(props: IconButtonProps): JSX.Element {
  const [anchor, setAnchor] = createSignal<HTMLButtonElement>();
  const [open, setOpen] = createSignal(false);
  const [wanted, setWanted] = createSignal(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pointerDown = false;

  const cancel = (): void => {
    clearTimeout(timer);
    timer = undefined;
  };
  const show = (delayMs: number): void => {
    setWanted(true);
    cancel();
    if (delayMs === 0) setOpen(true);
    else timer = setTimeout(() => setOpen(true), delayMs);
  };
  const hide = (): void => {
    cancel();
    setOpen(false);
  };
  const releasePointer = (): void => {
    pointerDown = false;
  };
  onMount(() => void preloadTooltip().catch(() => undefined));
  onCleanup(() => {
    cancel();
    document.removeEventListener('pointerup', releasePointer);
  });

  return (
    <>
      <Button
        ref={setAnchor}
        class={`icon-btn ${props.class ?? ''}`}
        aria-label={props.label}
        aria-expanded={props['aria-expanded']}
        aria-controls={props['aria-controls']}
        data-testid={props['data-testid']}
        disabled={props.disabled}
        onPointerEnter={(event: PointerEvent) => {
          if (event.pointerType !== 'touch') show(OPEN_DELAY_MS);
        }}
        onPointerLeave={hide}
        onPointerDown={() => {
          pointerDown = true;
          document.addEventListener('pointerup', releasePointer, { once: true });
        }}
        onFocus={() => {
          // Focus from a pointer press is not a keyboard user looking for the label.
          if (!pointerDown) show(0);
        }}
        onBlur={hide}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape' && open()) hide();
        }}
        onClick={() => {
          hide();
          props.onClick();
        }}
      >
        {props.children}
      </Button>
      {/* Its own boundary: loading the tooltip must never suspend the card around it. */}
      <Suspense>
        <Show when={wanted() ? anchor() : undefined}>
          {(el) => <IconTooltip anchor={el()} open={open()} label={props.label} onDismiss={hide} />}
        </Show>
      </Suspense>
    </>
  );
}
