/**
 * Puts the discard question on screen and waits for the answer: mounts
 * DiscardDialog in a root of its own (so the shell holds no dialog state),
 * resolves true for "discard", false for "keep answering" (or Escape), and
 * unmounts. Asked again while it is open, the later start does not happen.
 * Loaded only when a draft is at stake (discard-guard.ts).
 */
import { createSignal } from 'solid-js';
import { render } from 'solid-js/web';
import { LocaleProvider } from '../locale/LocaleProvider.tsx';
import type { LocaleApi } from '../locale/locale.ts';
import { DiscardDialog } from './DiscardDialog.tsx';

let open = false;

/** `moot` settles once nothing is at stake any more (every drafted card has gone): the dialog closes as a yes. */
export function askToDiscard(locale: LocaleApi, moot?: Promise<void>): Promise<boolean> {
  if (open) return Promise.resolve(false);
  open = true;
  return new Promise<boolean>((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const [shown, setShown] = createSignal(true);
    let dispose = (): void => undefined;
    const answer = (discard: boolean): void => {
      if (!shown()) return;
      setShown(false);
      open = false;
      resolve(discard);
      // Unmount once the dialog has closed and handed focus back.
      setTimeout(() => {
        dispose();
        host.remove();
      }, 0);
    };
    void moot?.then(() => answer(true));
    dispose = render(
      () => (
        <LocaleProvider value={locale}>
          <DiscardDialog open={shown()} onAnswer={answer} />
        </LocaleProvider>
      ),
      host,
    );
  });
}
