/**
 * The request editor (§5.2 "Request"): the service-level request as JSON with
 * live validation and lint, a form view over the same request for people who do
 * not write JSON, a live preview of the card, and "Ask", which runs it as a
 * direct ask by the root agent.
 */
import { Button } from '@kobalte/core/button';
import { Checkbox } from '@kobalte/core/checkbox';
import { Tabs } from '@kobalte/core/tabs';
import { TextField } from '@kobalte/core/text-field';
import { For, Index, Show, createMemo, createSignal, type JSX } from 'solid-js';
import { planReviewOf, type AskUserQuestionItem, type RequestData } from '../../protocol/index.ts';
import { PlanReviewCard } from '../question/PlanReviewCard.tsx';
import { QuestionFlow } from '../question/QuestionFlow.tsx';
import { formatRequest, parseEditorText } from './request-text.ts';
import { SurfacesLint } from './SurfacesLint.tsx';
import { editorCopy } from './editor-copy.ts';

export interface RequestEditorProps {
  readonly value: RequestData;
  readonly onChange: (request: RequestData) => void;
  readonly onAsk: (request: RequestData) => void;
}

const never = (): Promise<never> => new Promise<never>(() => undefined);

export function RequestEditor(props: RequestEditorProps): JSX.Element {
  const t = editorCopy.use();
  const [text, setText] = createSignal(formatRequest(props.value));
  const parsed = createMemo(() => parseEditorText(text()));
  const [view, setView] = createSignal('json');

  const editText = (next: string): void => {
    setText(next);
    const result = parseEditorText(next);
    if (result.ok) props.onChange(result.request);
  };
  const editForm = (request: RequestData): void => {
    setText(formatRequest(request));
    props.onChange(request);
  };
  const current = (): RequestData => {
    const p = parsed();
    return p.ok ? p.request : props.value;
  };
  const updateQuestion = (index: number, patch: (q: AskUserQuestionItem) => AskUserQuestionItem): void => {
    editForm({ questions: current().questions.map((q, i) => (i === index ? patch(q) : q)) });
  };

  return (
    <div class="editor" data-testid="request-editor">
      <Tabs class="editor-views" value={view()} onChange={setView}>
        <Tabs.List class="tabs-list tabs-list--small">
          <Tabs.Trigger class="tabs-trigger" value="json" data-testid="editor-json-tab">
            JSON
          </Tabs.Trigger>
          <Tabs.Trigger class="tabs-trigger" value="form" data-testid="editor-form-tab">
            {t('editor.form')}
          </Tabs.Trigger>
          <Tabs.Indicator class="tabs-indicator" />
        </Tabs.List>
        <Tabs.Content value="json" class="editor-pane">
          <TextField class="editor-field" value={text()} onChange={editText} validationState={parsed().ok ? 'valid' : 'invalid'}>
            <TextField.Label class="visually-hidden">{t('editor.json')}</TextField.Label>
            <TextField.TextArea class="editor-json" spellcheck={false} data-testid="editor-json" rows={14} />
          </TextField>
        </Tabs.Content>
        <Tabs.Content value="form" class="editor-pane">
          <div class="editor-form" data-testid="editor-form">
            <Index each={current().questions}>
              {(question, index) => (
                <fieldset class="form-question" data-testid="form-question">
                  <legend>
                    {t('editor.question')} {index + 1}
                  </legend>
                  <FormText label="id" value={question().id} onChange={(v) => updateQuestion(index, (q) => ({ ...q, id: v }))} />
                  <FormText
                    label={t('editor.header')}
                    value={question().header ?? ''}
                    onChange={(v) => updateQuestion(index, (q) => withOptional(q, 'header', v))}
                  />
                  <FormText
                    label={t('editor.questionText')}
                    value={question().question}
                    testid="form-question-text"
                    onChange={(v) => updateQuestion(index, (q) => ({ ...q, question: v }))}
                  />
                  <FormText
                    label={t('editor.detail')}
                    multiline
                    value={question().detail ?? ''}
                    onChange={(v) => updateQuestion(index, (q) => withOptional(q, 'detail', v))}
                  />
                  <div class="form-options">
                    <Index each={question().options ?? []}>
                      {(option, o) => (
                        <div class="form-option">
                          <FormText
                            label={`${t('editor.option')} ${o + 1}`}
                            value={option().label}
                            testid="form-option-label"
                            onChange={(v) =>
                              updateQuestion(index, (q) => ({
                                ...q,
                                options: (q.options ?? []).map((x, k) => (k === o ? { ...x, label: v } : x)),
                              }))
                            }
                          />
                          <FormText
                            label={t('editor.description')}
                            value={option().description ?? ''}
                            onChange={(v) =>
                              updateQuestion(index, (q) => ({
                                ...q,
                                options: (q.options ?? []).map((x, k) => (k === o ? withOptional(x, 'description', v) : x)),
                              }))
                            }
                          />
                          <Button
                            class="btn btn--small btn--ghost"
                            onClick={() =>
                              updateQuestion(index, (q) => {
                                const options = (q.options ?? []).filter((_, k) => k !== o);
                                const { options: _drop, ...rest } = q;
                                return options.length === 0 ? rest : { ...q, options };
                              })
                            }
                          >
                            {t('editor.removeOption')}
                          </Button>
                        </div>
                      )}
                    </Index>
                    <Button
                      class="btn btn--small btn--outline"
                      data-testid="form-add-option"
                      onClick={() =>
                        updateQuestion(index, (q) => ({
                          ...q,
                          options: [...(q.options ?? []), { label: `${t('editor.option')} ${(q.options?.length ?? 0) + 1}` }],
                        }))
                      }
                    >
                      + {t('editor.addOption')}
                    </Button>
                  </div>
                  <div class="form-flags">
                    <FormCheck
                      label={t('editor.multiSelect')}
                      checked={question().multiSelect === true}
                      onChange={(on) => updateQuestion(index, (q) => withOptional(q, 'multiSelect', on ? true : undefined))}
                    />
                    <FormCheck
                      label={t('editor.planReview')}
                      checked={question().intent !== undefined}
                      onChange={(on) =>
                        updateQuestion(index, (q) =>
                          withOptional(q, 'intent', on ? { kind: 'plan-review' as const, approve: q.options?.[0]?.label ?? 'Approve' } : undefined),
                        )
                      }
                    />
                    <Show when={question().intent}>
                      {(intent) => (
                        <FormText
                          label={t('editor.approveLabel')}
                          value={intent().approve}
                          onChange={(v) => updateQuestion(index, (q) => ({ ...q, intent: { kind: 'plan-review', approve: v } }))}
                        />
                      )}
                    </Show>
                  </div>
                  <Button
                    class="btn btn--small btn--ghost"
                    onClick={() => editForm({ questions: current().questions.filter((_, i) => i !== index) })}
                  >
                    {t('editor.removeQuestion')}
                  </Button>
                </fieldset>
              )}
            </Index>
            <Button
              class="btn btn--small btn--outline"
              data-testid="form-add-question"
              onClick={() => {
                const n = current().questions.length + 1;
                editForm({ questions: [...current().questions, { id: `q${n}`, question: `${t('editor.question')} ${n}?` }] });
              }}
            >
              + {t('editor.addQuestion')}
            </Button>
          </div>
        </Tabs.Content>
      </Tabs>

      <div class="editor-status" role="status" data-testid="editor-status" data-ok={parsed().ok ? '' : undefined}>
        <Show when={!parsed().ok && parsed()} fallback={<span class="editor-valid">✓ {t('editor.valid')}</span>}>
          {(p) => <span class="editor-error" data-testid="editor-error">{'error' in p() ? JSON.stringify((p() as { error: unknown }).error) : ''}</span>}
        </Show>
      </div>
      <Show when={parsed().ok && (parsed() as { warnings: readonly unknown[] }).warnings.length > 0}>
        <ul class="lint" data-testid="lint">
          <For each={(() => { const p = parsed(); return p.ok ? p.warnings : []; })()}>
            {(w) => (
              <li class="lint-item" data-key={w.key}>
                <code>{w.path}</code> {t(w.key, w.vars)}
              </li>
            )}
          </For>
        </ul>
      </Show>
      <SurfacesLint questions={current().questions} />
      <div class="editor-actions">
        <Button
          class="btn btn--primary"
          data-testid="editor-ask"
          disabled={!parsed().ok}
          onClick={() => {
            const p = parsed();
            if (p.ok) props.onAsk(p.request);
          }}
        >
          {t('editor.ask')}
        </Button>
      </div>
      <Show when={parsed().ok && current().questions.length > 0}>
        <section class="editor-preview" aria-label={t('editor.preview')} data-testid="editor-preview">
          <h3 class="pane-title">{t('editor.preview')}</h3>
          <Show when={text()} keyed>
            {(_source: string) => {
              const review = planReviewOf(current().questions);
              return review !== null ? (
                <PlanReviewCard review={review} onAnswer={never} onDismiss={never} autoFocus={false} />
              ) : (
                <QuestionFlow questions={current().questions} onSubmit={never} onDismiss={never} autoFocus={false} />
              );
            }}
          </Show>
        </section>
      </Show>
    </div>
  );
}

function withOptional<T extends object, K extends string, V>(target: T, key: K, value: V | undefined | ''): T {
  const copy: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  if (value === undefined || value === '') delete copy[key];
  else copy[key] = value;
  return copy as unknown as T;
}

function FormText(props: { label: string; value: string; onChange: (v: string) => void; multiline?: boolean; testid?: string }): JSX.Element {
  return (
    <TextField class="form-field" value={props.value} onChange={props.onChange}>
      <TextField.Label class="form-label">{props.label}</TextField.Label>
      <Show when={props.multiline === true} fallback={<TextField.Input class="form-input" data-testid={props.testid} />}>
        <TextField.TextArea class="form-input" rows={3} data-testid={props.testid} />
      </Show>
    </TextField>
  );
}

function FormCheck(props: { label: string; checked: boolean; onChange: (on: boolean) => void }): JSX.Element {
  return (
    <Checkbox class="form-check" checked={props.checked} onChange={props.onChange}>
      <Checkbox.Input class="opt-input" />
      <Checkbox.Control class="form-check-box">
        <Checkbox.Indicator>✓</Checkbox.Indicator>
      </Checkbox.Control>
      <Checkbox.Label>{props.label}</Checkbox.Label>
    </Checkbox>
  );
}
