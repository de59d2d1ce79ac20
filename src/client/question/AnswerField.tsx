/**
 * The text answer of a question (custom row or free-text question): a Kobalte
 * TextField textarea that grows with its content up to six lines, then scrolls.
 * Enter continues, Shift+Enter breaks the line, Enter while an IME composes does
 * nothing to the flow.
 */
import { TextField } from '@kobalte/core/text-field';
import type { JSX } from 'solid-js';
import { cssSizesFields } from '../ui/field-sizing.ts';

export interface AnswerFieldProps {
  readonly value: string;
  readonly label: string;
  readonly placeholder: string;
  readonly disabled: boolean;
  readonly rows: number;
  readonly onInput: (value: string) => void;
  readonly onEnter: () => void;
  readonly ref?: (el: HTMLTextAreaElement) => void;
  readonly variant: 'custom' | 'free';
  /** The id of what the field answers (the question's heading), read out as its description. */
  readonly describedBy?: string;
}

/** True for the Enter that should continue the flow (not Shift+Enter, not IME composition). */
export function isContinueEnter(event: KeyboardEvent): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  return !(event.isComposing || event.keyCode === 229);
}

export function AnswerField(props: AnswerFieldProps): JSX.Element {
  return (
    <TextField
      class={`answer-field answer-field--${props.variant}`}
      value={props.value}
      onChange={(value) => props.onInput(value)}
      disabled={props.disabled}
    >
      <TextField.Label class="visually-hidden">{props.label}</TextField.Label>
      <TextField.TextArea
        ref={props.ref}
        class="answer-input"
        rows={props.rows}
        style={{ '--answer-rows': String(props.rows) }}
        autoResize={!cssSizesFields}
        placeholder={props.placeholder}
        aria-describedby={props.describedBy}
        data-testid={props.variant === 'free' ? 'free-text' : 'custom-text'}
        onKeyDown={(event: KeyboardEvent) => {
          if (!isContinueEnter(event)) return;
          event.preventDefault();
          props.onEnter();
        }}
      />
    </TextField>
  );
}
