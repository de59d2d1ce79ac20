/**
 * Copies text to the clipboard and says so, on the button and to screen readers
 * (a polite live region, present from the start so the change is announced);
 * when the clipboard is refused it says that instead.
 */
import { Button } from '@kobalte/core/button';
import { createSignal, useContext, type JSX } from 'solid-js';
import { LocaleContext, translate } from '../locale/locale.ts';

export function CopyButton(props: { text: () => string; label: string; done: string; failed?: string; 'data-testid'?: string }): JSX.Element {
  // Pages without the locale context (docs) pass `failed` in their own words.
  const locale = useContext(LocaleContext);
  const failed = (): string => props.failed ?? (locale === undefined ? translate('en', 'copy.failed') : locale.t('copy.failed'));
  const [state, setState] = createSignal<'idle' | 'done' | 'failed'>('idle');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const said = (): string => (state() === 'done' ? props.done : state() === 'failed' ? failed() : '');
  return (
    <>
      <Button
        class="btn btn--small btn--outline"
        data-testid={props['data-testid']}
        data-state={state()}
        onClick={() => {
          clearTimeout(timer);
          navigator.clipboard.writeText(props.text()).then(
            () => setState('done'),
            () => setState('failed'),
          );
          timer = setTimeout(() => setState('idle'), 1800);
        }}
      >
        {state() === 'done' ? `✓ ${props.done}` : state() === 'failed' ? `✗ ${failed()}` : props.label}
      </Button>
      <span class="visually-hidden" role="status" aria-live="polite" data-testid={props['data-testid'] === undefined ? undefined : `${props['data-testid']}-status`}>
        {said()}
      </span>
    </>
  );
}
