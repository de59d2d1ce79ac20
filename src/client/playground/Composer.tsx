/**
 * The chat input at the bottom of the conversation; Stop aborts the running step.
 */
import { Button } from '@kobalte/core/button';
import { TextField } from '@kobalte/core/text-field';
import { Show, createSignal, type JSX } from 'solid-js';
import { useLocale } from '../locale/locale.ts';
import { isContinueEnter } from '../question/AnswerField.tsx';
import { StopIcon } from '../ui/icons.tsx';
import { cssSizesFields } from '../ui/field-sizing.ts';

export interface ComposerProps {
  readonly running: boolean;
  readonly onSend: (text: string) => void;
  readonly onStop: () => void;
  readonly ref?: (el: HTMLTextAreaElement) => void;
  /** The model it talks to, when it is not the demo model (the placeholder names it). */
  readonly model?: string;
}

export function Composer(props: ComposerProps): JSX.Element {
  const { t } = useLocale();
  const [text, setText] = createSignal('');
  const send = (): void => {
    const value = text().trim();
    if (value === '') return;
    props.onSend(value);
    setText('');
  };
  return (
    <form
      class="composer"
      data-testid="composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextField class="composer-field" value={text()} onChange={setText}>
        <TextField.Label class="visually-hidden">{t('app.composerLabel')}</TextField.Label>
        <TextField.TextArea
          ref={props.ref}
          class="composer-input"
          rows={1}
          autoResize={!cssSizesFields}
          placeholder={props.model !== undefined && props.model !== '' ? t('app.composerPlaceholderModel', { model: props.model }) : t('app.composerPlaceholder')}
          data-testid="composer-input"
          onKeyDown={(event: KeyboardEvent) => {
            if (!isContinueEnter(event)) return;
            event.preventDefault();
            send();
          }}
        />
      </TextField>
      <Show
        when={props.running}
        fallback={
          <Button type="submit" class="btn btn--primary" data-testid="send" disabled={text().trim() === ''}>
            {t('app.send')}
          </Button>
        }
      >
        <Button type="button" class="btn btn--outline btn--stop" data-testid="stop" onClick={() => props.onStop()}>
          <StopIcon /> {t('app.stop')}
        </Button>
      </Show>
    </form>
  );
}
