/**
 * Simulate (SPEC §5.4): the developer-only transport conditions, in a popover
 * off the top bar instead of the main toolbar (STYLE rule 15). Rows are worded
 * for people; the button carries a dot while any condition is armed. The state
 * is the workbench store's; arming it on the worker is the playground's wiring.
 */
import { Button } from '@kobalte/core/button';
import { Popover } from '@kobalte/core/popover';
import { Switch } from '@kobalte/core/switch';
import { Show, createEffect, createSignal, on, type JSX } from 'solid-js';
import { IDLE_TRANSPORT, type TransportState } from '../playground/transport-state.ts';
import { rescueFocus, tabAcrossPortal, tabIntoPortal } from '../ui/portal-tab-order.ts';
import { Segmented } from '../ui/Segmented.tsx';
import { shellCopy } from './shell-copy.ts';
import { SimulateIcon } from './shell-icons.tsx';
import { isArmed } from './store.ts';

export interface SimulateProps {
  readonly value: TransportState;
  readonly onChange: (next: TransportState) => void;
  /** Extra rows (e.g. conditions that are not transport faults), rendered after the built-in ones. */
  readonly children?: JSX.Element;
  /**
   * Where the popover hangs from instead of its own button (on a phone the button
   * is folded into the top bar's More menu, which opens it through `openRequests`):
   * it is placed against this control, and focus goes back to it on close.
   */
  readonly anchor?: () => HTMLElement | undefined;
  /** Each change opens the popover (the More menu's "Simulate" item). */
  readonly openRequests?: () => unknown;
}

export function Simulate(props: SimulateProps): JSX.Element {
  const t = shellCopy.use();
  const armed = (): boolean => isArmed(props.value);
  const [open, setOpen] = createSignal(false);
  let triggerRef: HTMLButtonElement | undefined;
  let contentRef: HTMLDivElement | undefined;
  let clearRef: HTMLButtonElement | undefined;
  // "Turn all off" disables itself once pressed (and when a one-shot fault is used up): its focus goes to
  // the popover's first control, so the person stays where they were working instead of at the top of the page.
  if (props.openRequests !== undefined) createEffect(on(props.openRequests, () => setOpen(true), { defer: true }));
  // The control the popover belongs to in the tab order: its own button, or the one it was opened from.
  const owner = (): HTMLElement | undefined => props.anchor?.() ?? triggerRef;
  createEffect(
    on(
      armed,
      (on) => {
        if (!on && open() && contentRef?.isConnected === true) rescueFocus(clearRef, contentRef);
      },
      { defer: true },
    ),
  );
  return (
    <Popover placement="bottom-end" gutter={6} open={open()} onOpenChange={setOpen} {...(props.anchor !== undefined ? { anchorRef: props.anchor } : {})}>
      <Popover.Trigger
        ref={triggerRef}
        class="btn btn--small btn--ghost topbar-btn"
        onKeyDown={(event: KeyboardEvent) => open() && tabIntoPortal(event, contentRef)}
        data-testid="simulate"
        data-armed={armed() ? '' : undefined}
        aria-label={armed() ? t('top.simulateArmed') : t('top.simulate')}
      >
        <SimulateIcon />
        <span class="topbar-label">{t('top.simulate')}</span>
        <Show when={armed()}>
          <span class="armed-dot" data-testid="simulate-dot" aria-hidden="true" />
        </Show>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          class="popover simulate"
          data-testid="simulate-popover"
          onCloseAutoFocus={(event: Event) => {
            const anchor = props.anchor?.();
            if (anchor === undefined) return;
            event.preventDefault();
            anchor.focus();
          }}
          // The toggle groups inside take Escape for themselves (it would clear their selection): close first.
          // Tab from the edges goes where the popover shows, not to the end of <body> where it is portalled.
          onKeyDown={(event: KeyboardEvent) => {
            if (contentRef !== undefined && tabAcrossPortal(event, contentRef, owner())) return;
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }}
        >
          <Popover.Title class="popover-title">{t('simulate.title')}</Popover.Title>
          <Popover.Description class="popover-lead">{t('simulate.lead')}</Popover.Description>
          <div class="simulate-row">
            <span class="simulate-label">{t('simulate.delay')}</span>
            <Segmented
              label={t('simulate.delay')}
              data-testid="latency"
              value={String(props.value.latencyMs)}
              options={[
                { value: '0', label: t('simulate.delayNone') },
                { value: '300', label: '300 ms' },
                { value: '1500', label: '1.5 s' },
              ]}
              onChange={(v) => props.onChange({ ...props.value, latencyMs: Number(v) })}
            />
          </div>
          <div class="simulate-row">
            <span class="simulate-label">{t('simulate.reject')}</span>
            <Segmented
              label={t('simulate.reject')}
              data-testid="reject-next"
              value={props.value.rejectNext ?? 'none'}
              options={[
                { value: 'none', label: t('simulate.rejectNo') },
                { value: 'not-pending', label: t('simulate.rejectNotPending') },
                { value: 'bad-response', label: t('simulate.rejectBad') },
              ]}
              onChange={(v) => props.onChange({ ...props.value, rejectNext: v === 'none' ? null : v })}
            />
            <p class="simulate-hint">{t('simulate.rejectHint')}</p>
          </div>
          <div class="simulate-row">
            <Switch
              class="switch"
              checked={props.value.failNextSend}
              onChange={(on) => props.onChange({ ...props.value, failNextSend: on })}
              data-testid="fail-next-send"
            >
              {/* Input right before Control: the focus ring is `.switch-input:focus-visible + .switch-control`. */}
              <Switch.Input class="switch-input" />
              <Switch.Control class="switch-control">
                <Switch.Thumb class="switch-thumb" />
              </Switch.Control>
              <Switch.Label class="simulate-label">{t('simulate.fail')}</Switch.Label>
            </Switch>
            <p class="simulate-hint">{t('simulate.failHint')}</p>
          </div>
          {props.children}
          <div class="simulate-foot">
            <Button ref={clearRef} class="btn btn--small btn--ghost" data-testid="simulate-clear" disabled={!armed()} onClick={() => props.onChange(IDLE_TRANSPORT)}>
              {t('simulate.clear')}
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover>
  );
}
