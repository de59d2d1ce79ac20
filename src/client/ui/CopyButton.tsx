/** Copies text to the clipboard and says so; when the clipboard is refused it says that instead. */
import { Button } from '@kobalte/core/button';
import { createSignal, type JSX } from 'solid-js';

export function CopyButton(props: { text: () => string; label: string; done: string; 'data-testid'?: string }): JSX.Element {
  const [state, setState] = createSignal<'idle' | 'done' | 'failed'>('idle');
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (
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
      {state() === 'done' ? `✓ ${props.done}` : state() === 'failed' ? '✗ clipboard blocked' : props.label}
    </Button>
  );
}
