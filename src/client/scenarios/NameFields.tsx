/**
 * A scenario's names as labelled Kobalte text fields: its id (optional: a
 * rename keeps the id) and its title in both locales, each with its own
 * validation message. Shared by "Save as scenario" and "Rename".
 */
import { TextField } from '@kobalte/core/text-field';
import { Show, type JSX } from 'solid-js';
import type { LocalizedText } from '../../scenarios/schema.ts';
import { yoursCopy } from './yours-copy.ts';

export const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

export interface NameFieldsProps {
  readonly id?: string;
  readonly title: LocalizedText;
  readonly onId?: (id: string) => void;
  readonly onTitle: (title: LocalizedText) => void;
}

export function namesValid(id: string | undefined, title: LocalizedText): boolean {
  return (id === undefined || ID_PATTERN.test(id)) && title.zh.trim() !== '' && title.en.trim() !== '';
}

export function NameFields(props: NameFieldsProps): JSX.Element {
  const t = yoursCopy.use();
  return (
    <div class="name-fields">
      <Show when={props.id !== undefined}>
        <TextField
          class="repro-field"
          value={props.id ?? ''}
          onChange={(id) => props.onId?.(id)}
          validationState={ID_PATTERN.test(props.id ?? '') ? 'valid' : 'invalid'}
        >
          <TextField.Label class="repro-label">{t('save.id')}</TextField.Label>
          <TextField.Input class="repro-input repro-input--mono" spellcheck={false} autocomplete="off" data-testid="save-id" />
          <TextField.Description class="repro-hint">{t('save.idHint')}</TextField.Description>
          <TextField.ErrorMessage class="repro-error">{t('save.idInvalid')}</TextField.ErrorMessage>
        </TextField>
      </Show>
      <TextField
        class="repro-field"
        value={props.title.zh}
        onChange={(zh) => props.onTitle({ ...props.title, zh })}
        validationState={props.title.zh.trim() === '' ? 'invalid' : 'valid'}
      >
        <TextField.Label class="repro-label">{t('save.titleZh')}</TextField.Label>
        <TextField.Input class="repro-input" autocomplete="off" lang="zh" data-testid="save-title-zh" />
        <TextField.ErrorMessage class="repro-error">{t('save.titleRequired')}</TextField.ErrorMessage>
      </TextField>
      <TextField
        class="repro-field"
        value={props.title.en}
        onChange={(en) => props.onTitle({ ...props.title, en })}
        validationState={props.title.en.trim() === '' ? 'invalid' : 'valid'}
      >
        <TextField.Label class="repro-label">{t('save.titleEn')}</TextField.Label>
        <TextField.Input class="repro-input" autocomplete="off" lang="en" data-testid="save-title-en" />
        <TextField.ErrorMessage class="repro-error">{t('save.titleRequired')}</TextField.ErrorMessage>
      </TextField>
    </div>
  );
}
