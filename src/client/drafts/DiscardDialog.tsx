/**
 * "Discard your answer in progress?" (discard-guard.ts asks it, through
 * ask-to-discard.tsx): a Kobalte AlertDialog, keyboard-operable, with the safe
 * choice first so it takes focus (Enter or Escape keeps the answer). Keeping
 * returns focus to the card. Lazy: it loads only when a draft is at stake.
 */
import { AlertDialog } from '@kobalte/core/alert-dialog';
import { Button } from '@kobalte/core/button';
import type { JSX } from 'solid-js';
import { discardCopy } from './discard-copy.ts';

export interface DiscardDialogProps {
  readonly open: boolean;
  readonly onAnswer: (discard: boolean) => void;
}

/** The card's first control, where focus goes back when the person keeps answering. */
function focusCard(): void {
  document
    .querySelector<HTMLElement>('[data-testid="question-card"] :is(input:checked, input, textarea, [tabindex="0"], button)')
    ?.focus();
}

export function DiscardDialog(props: DiscardDialogProps): JSX.Element {
  const t = discardCopy.use();
  let kept = true;
  return (
    <AlertDialog
      open={props.open}
      onOpenChange={(open) => {
        // Escape or a click outside: the answer is kept.
        if (!open) props.onAnswer(false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay class="dialog-overlay" />
        <div class="dialog-positioner">
          <AlertDialog.Content
            class="dialog"
            data-testid="discard-dialog"
            onOpenAutoFocus={() => (kept = true)}
            onCloseAutoFocus={(event: Event) => {
              if (!kept) return;
              event.preventDefault();
              focusCard();
            }}
          >
            <AlertDialog.Title class="dialog-title">{t('discard.title')}</AlertDialog.Title>
            <AlertDialog.Description class="dialog-body">{t('discard.body')}</AlertDialog.Description>
            <div class="dialog-actions">
              {/* A plain button, not Kobalte's CloseButton: that one is named "Dismiss", whatever it reads. */}
              <Button class="btn btn--outline" data-testid="discard-keep" onClick={() => props.onAnswer(false)}>
                {t('discard.keep')}
              </Button>
              <Button
                class="btn btn--danger"
                data-testid="discard-confirm"
                onClick={() => {
                  kept = false;
                  props.onAnswer(true);
                }}
              >
                {t('discard.confirm')}
              </Button>
            </div>
          </AlertDialog.Content>
        </div>
      </AlertDialog.Portal>
    </AlertDialog>
  );
}
