/**
 * The request editor's Form view (§5.3): every field of §1.1 for people who do
 * not write JSON — id, header with its length counter, question, detail,
 * options with a Recommended switch each, multi-select, and the intent picker
 * (none, or plan review with its approve label chosen from the options). It
 * shows a validated request and reports each change as a FormEdit; applying it
 * to the written JSON (key order kept) is the editor's business.
 * Focus follows the structure it changes: an added question or option takes it, a
 * removed one hands it to its neighbour (or to its Add button when none is left).
 */
import { Button } from '@kobalte/core/button';
import { RadioGroup } from '@kobalte/core/radio-group';
import { Switch } from '@kobalte/core/switch';
import { TextField } from '@kobalte/core/text-field';
import { Index, Show, type JSX } from 'solid-js';
import { assertNever, parseOptionLabel, type AskUserQuestionItem, type RequestData } from '../../protocol/index.ts';
import { graphemeLength } from '../../surfaces/common.ts';
import { IconButton } from '../ui/IconButton.tsx';
import { LONG_HEADER } from './lint.ts';
import { FilledText } from '../ui/FilledText.tsx';
import { editorCopy } from './editor-copy.ts';
import { PlusIcon, TrashIcon } from './editor-icons.tsx';
import type { FormEdit, QuestionTextKey } from './request-doc.ts';

export interface RequestFormProps {
  readonly request: RequestData;
  readonly onEdit: (edit: FormEdit) => void;
}

/** The header limit of the strictest harnesses (Claude Code's AskUserQuestion and Codex's request_user_input both say 12): the lint's. */
export const HEADER_LIMIT = LONG_HEADER;

/** Where focus goes once an edit has re-rendered the form: a question's first field, an option's label, or an Add button. */
export type FormFocus =
  | { readonly kind: 'question'; readonly q: number }
  | { readonly kind: 'option'; readonly q: number; readonly o: number }
  | { readonly kind: 'add-question' }
  | { readonly kind: 'add-option'; readonly q: number };

/** The neighbour that takes focus when item `i` of `count` leaves: the next one, else the previous, else none. */
export function neighbourOf(i: number, count: number): number | null {
  const left = count - 1;
  if (left <= 0) return null;
  return i < left ? i : left - 1;
}

function focusTarget(root: HTMLElement, target: FormFocus): HTMLElement | null {
  if (target.kind === 'add-question') return root.querySelector<HTMLElement>('[data-testid="form-add-question"]');
  const question = root.querySelectorAll<HTMLElement>('[data-testid="form-question"]')[target.q];
  if (question === undefined) return null;
  switch (target.kind) {
    case 'question':
      return question.querySelector<HTMLElement>('input, textarea');
    case 'option':
      return question.querySelectorAll<HTMLElement>('[data-testid="form-option-label"]')[target.o] ?? null;
    case 'add-option':
      return question.querySelector<HTMLElement>('[data-testid="form-add-option"]');
    default:
      return assertNever(target, 'form focus');
  }
}

export function RequestForm(props: RequestFormProps): JSX.Element {
  const t = editorCopy.use();
  let root: HTMLDivElement | undefined;
  // The edit re-renders the form synchronously; the microtask runs once that is done, before the next paint.
  const edit = (change: FormEdit, then: FormFocus): void => {
    props.onEdit(change);
    queueMicrotask(() => {
      if (root !== undefined) focusTarget(root, then)?.focus();
    });
  };
  return (
    <div ref={root} class="reqform" data-testid="editor-form">
      <Show when={props.request.questions.length > 0} fallback={<p class="reqed-note">{t('editor.noQuestions')}</p>}>
        <Index each={props.request.questions}>
          {(question, q) => (
            <QuestionFields question={question()} index={q} count={props.request.questions.length} onEdit={props.onEdit} edit={edit} />
          )}
        </Index>
      </Show>
      <Button
        class="btn btn--small btn--outline reqform-add"
        data-testid="form-add-question"
        onClick={() => {
          const count = props.request.questions.length;
          const n = count + 1;
          edit({ kind: 'add-question', question: { id: `q${n}`, question: t('editor.newQuestion', { n }) } }, { kind: 'question', q: count });
        }}
      >
        <PlusIcon /> {t('editor.addQuestion')}
      </Button>
    </div>
  );
}

interface QuestionFieldsProps {
  readonly question: AskUserQuestionItem;
  readonly index: number;
  /** How many questions the request has (the neighbour of a removed last one is the one before it). */
  readonly count: number;
  readonly onEdit: (edit: FormEdit) => void;
  /** An edit that adds or removes something, and where focus goes after it. */
  readonly edit: (edit: FormEdit, then: FormFocus) => void;
}

function QuestionFields(props: QuestionFieldsProps): JSX.Element {
  const t = editorCopy.use();
  const q = props.index;
  const text = (key: QuestionTextKey) => (value: string) => props.onEdit({ kind: 'question-text', q, key, value });
  const options = (): NonNullable<AskUserQuestionItem['options']> => props.question.options ?? [];
  const headerLength = (): number => graphemeLength(props.question.header ?? '');
  const over = (): boolean => headerLength() > HEADER_LIMIT;
  const titleId = `reqform-q${q}-title`;
  const removeQuestion = (): void => {
    const next = neighbourOf(q, props.count);
    props.edit({ kind: 'remove-question', q }, next === null ? { kind: 'add-question' } : { kind: 'question', q: next });
  };
  const removeOption = (o: number): void => {
    const next = neighbourOf(o, options().length);
    props.edit({ kind: 'remove-option', q, o }, next === null ? { kind: 'add-option', q } : { kind: 'option', q, o: next });
  };
  return (
    <section class="reqform-question" aria-labelledby={titleId} data-testid="form-question">
      <header class="reqform-question-head">
        <h3 class="reqform-question-title" id={titleId}>
          {t('editor.questionN', { n: q + 1 })}
        </h3>
        <IconButton label={t('editor.removeQuestion', { n: q + 1 })} class="reqform-remove" data-testid="form-remove-question" onClick={removeQuestion}>
          <TrashIcon />
        </IconButton>
      </header>

      <div class="reqform-row">
        <Field label={t('editor.id')} value={props.question.id} onChange={text('id')} class="reqform-id" mono testid="form-id" />
        <TextField class="reqform-field reqform-header" value={props.question.header ?? ''} onChange={text('header')} validationState={over() ? 'invalid' : 'valid'}>
          <div class="reqform-label-row">
            <TextField.Label class="reqform-label">{t('editor.header')}</TextField.Label>
            <span class="reqform-count" data-testid="header-count" data-over={over() ? '' : undefined} aria-hidden="true">
              {headerLength()}/{HEADER_LIMIT}
            </span>
          </div>
          <TextField.Input class="reqform-input" data-testid="form-header" />
          <Show when={over()} fallback={<TextField.Description class="visually-hidden">{t('editor.headerCount', { count: headerLength(), max: HEADER_LIMIT })}</TextField.Description>}>
            <TextField.ErrorMessage class="reqform-warn" data-testid="header-over">
              {t('editor.headerOver', { max: HEADER_LIMIT })}
            </TextField.ErrorMessage>
          </Show>
        </TextField>
      </div>
      <Field label={t('editor.questionText')} value={props.question.question} onChange={text('question')} multiline rows={2} testid="form-question-text" />
      <Field label={t('editor.detail')} value={props.question.detail ?? ''} onChange={text('detail')} multiline rows={3} mono testid="form-detail" />

      <fieldset class="reqform-group">
        <legend class="reqform-label">{t('editor.options')}</legend>
        <Show when={options().length > 0} fallback={<p class="reqed-note">{t('editor.noOptions')}</p>}>
          <ol class="reqform-options">
            <Index each={options()}>
              {(option, o) => (
                <li class="reqform-option" data-testid="form-option">
                  <span class="reqform-option-num" aria-hidden="true">
                    {o + 1}
                  </span>
                  <Field
                    label={t('editor.optionN', { n: o + 1 })}
                    hideLabel
                    value={option().label}
                    onChange={(value) => props.onEdit({ kind: 'option-text', q, o, key: 'label', value })}
                    class="reqform-option-label"
                    testid="form-option-label"
                  />
                  <IconButton label={t('editor.removeOption', { n: o + 1 })} class="reqform-remove" data-testid="form-remove-option" onClick={() => removeOption(o)}>
                    <TrashIcon />
                  </IconButton>
                  <Field
                    label={`${t('editor.optionN', { n: o + 1 })} · ${t('editor.description')}`}
                    hideLabel
                    placeholder={t('editor.description')}
                    value={option().description ?? ''}
                    onChange={(value) => props.onEdit({ kind: 'option-text', q, o, key: 'description', value })}
                    class="reqform-option-desc"
                  />
                  <Switch
                    class="reqform-switch"
                    checked={parseOptionLabel(option().label).recommended}
                    onChange={(on) => props.onEdit({ kind: 'recommended', q, o, on })}
                    data-testid="form-recommended"
                  >
                    <Switch.Input class="switch-input" />
                    <Switch.Control class="switch-control">
                      <Switch.Thumb class="switch-thumb" />
                    </Switch.Control>
                    <Switch.Label class="reqform-switch-label">
                      {/* Named "Option 2 Recommended": the number tells the switches apart for a screen reader. */}
                      <span class="visually-hidden">{`${t('editor.optionN', { n: o + 1 })} `}</span>
                      {t('editor.recommended')}
                    </Switch.Label>
                  </Switch>
                </li>
              )}
            </Index>
          </ol>
        </Show>
        <Button
          class="btn btn--small btn--ghost reqform-add"
          data-testid="form-add-option"
          onClick={() => {
            const count = options().length;
            props.edit({ kind: 'add-option', q, label: `${t('editor.optionN', { n: count + 1 })}` }, { kind: 'option', q, o: count });
          }}
        >
          <PlusIcon /> {t('editor.addOption')}
        </Button>
      </fieldset>

      <Switch class="reqform-switch reqform-switch--row" checked={props.question.multiSelect === true} onChange={(on) => props.onEdit({ kind: 'multi-select', q, on })} data-testid="form-multi">
        <Switch.Input class="switch-input" />
        <Switch.Control class="switch-control">
          <Switch.Thumb class="switch-thumb" />
        </Switch.Control>
        <Switch.Label class="reqform-switch-label">{t('editor.multiSelect')}</Switch.Label>
      </Switch>

      <IntentPicker question={props.question} index={q} onEdit={props.onEdit} />
    </section>
  );
}

function IntentPicker(props: { question: AskUserQuestionItem; index: number; onEdit: (edit: FormEdit) => void }): JSX.Element {
  const t = editorCopy.use();
  const q = props.index;
  const labels = (): string[] => (props.question.options ?? []).map((o) => o.label);
  const approve = (): string | undefined => props.question.intent?.approve;
  const approveIndex = (): number => {
    const current = approve();
    return current === undefined ? -1 : labels().indexOf(current);
  };
  return (
    <div class="reqform-intent" data-testid="form-intent">
      <RadioGroup
        class="reqform-radios"
        value={props.question.intent === undefined ? 'none' : 'plan-review'}
        onChange={(kind) => props.onEdit({ kind: 'intent', q, approve: kind === 'none' ? null : (approve() ?? labels()[0] ?? '') })}
      >
        <RadioGroup.Label class="reqform-label">{t('editor.intent')}</RadioGroup.Label>
        <div class="reqform-segments">
          <RadioGroup.Item value="none" class="reqform-segment" data-testid="intent-none">
            <RadioGroup.ItemInput class="reqform-segment-input" />
            <RadioGroup.ItemLabel class="reqform-segment-label">{t('editor.intentNone')}</RadioGroup.ItemLabel>
          </RadioGroup.Item>
          <RadioGroup.Item value="plan-review" class="reqform-segment" data-testid="intent-plan-review">
            <RadioGroup.ItemInput class="reqform-segment-input" />
            <RadioGroup.ItemLabel class="reqform-segment-label">{t('editor.planReview')}</RadioGroup.ItemLabel>
          </RadioGroup.Item>
        </div>
      </RadioGroup>
      <Show when={props.question.intent !== undefined}>
        <Show when={labels().length > 0} fallback={<p class="reqform-warn">{t('editor.approveNoOptions')}</p>}>
          <RadioGroup
            class="reqform-approve"
            value={approveIndex() === -1 ? '' : String(approveIndex())}
            onChange={(value) => {
              const label = labels()[Number(value)];
              if (label !== undefined) props.onEdit({ kind: 'intent', q, approve: label });
            }}
            data-testid="form-approve"
          >
            <RadioGroup.Label class="reqform-label">{t('editor.approveLabel')}</RadioGroup.Label>
            <RadioGroup.Description class="reqed-note">{t('editor.approveHint')}</RadioGroup.Description>
            <Index each={labels()}>
              {(label, i) => (
                <RadioGroup.Item value={String(i)} class="reqform-choice">
                  <RadioGroup.ItemInput class="reqform-choice-input" />
                  <RadioGroup.ItemControl class="reqform-choice-mark" aria-hidden="true">
                    <RadioGroup.ItemIndicator class="reqform-choice-dot" />
                  </RadioGroup.ItemControl>
                  <RadioGroup.ItemLabel class="reqform-choice-label" data-verbatim>
                    {label()}
                  </RadioGroup.ItemLabel>
                </RadioGroup.Item>
              )}
            </Index>
          </RadioGroup>
          <Show when={approveIndex() === -1}>
            <p class="reqform-warn" data-testid="approve-missing">
              <FilledText template={t('editor.approveMissing')} vars={{ approve: approve() ?? '' }} />
            </p>
          </Show>
        </Show>
      </Show>
    </div>
  );
}

function Field(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  rows?: number;
  mono?: boolean;
  hideLabel?: boolean;
  placeholder?: string;
  class?: string;
  testid?: string;
}): JSX.Element {
  return (
    <TextField class={`reqform-field ${props.class ?? ''}`} value={props.value} onChange={props.onChange}>
      <TextField.Label class={props.hideLabel === true ? 'visually-hidden' : 'reqform-label'}>{props.label}</TextField.Label>
      <Show
        when={props.multiline === true}
        fallback={<TextField.Input class="reqform-input" classList={{ 'reqform-input--mono': props.mono === true }} placeholder={props.placeholder} data-testid={props.testid} spellcheck={false} />}
      >
        <TextField.TextArea
          class="reqform-input reqform-textarea"
          classList={{ 'reqform-input--mono': props.mono === true }}
          rows={props.rows ?? 3}
          autoResize
          data-testid={props.testid}
        />
      </Show>
    </TextField>
  );
}
