/**
 * The request editor (§5.3, the Request tab): the draft as JSON ("Request
 * JSON") or as a form, the service's verdict on it before it is sent ("Will be
 * asked" / "Will be rejected: CODE — reason", from the service's own checks),
 * lint, lint for chosen harnesses, and "Ask". The JSON text is the one source
 * of truth: the form edits it in place (request-doc.ts), so neither view moves
 * a key the person wrote. Showing the draft as a card is the canvas's job; the
 * editor reports each valid draft through `onChange`.
 */
import { Button } from '@kobalte/core/button';
import { Tabs } from '@kobalte/core/tabs';
import { For, Match, Show, Switch, createEffect, createMemo, createSignal, on, type JSX } from 'solid-js';
import { assertNever, type RequestData, type RequestProblem } from '../../protocol/index.ts';
import { FilledText } from '../ui/FilledText.tsx';
import { langTag, useLocale } from '../locale/locale.ts';
import { editorCopy } from './editor-copy.ts';
import { applyEdit, type FormEdit } from './request-doc.ts';
import { RequestForm } from './RequestForm.tsx';
import { formatRequest, parseEditorText, type EditorError } from './request-text.ts';
import { SCHEMA_TRANSLATIONS } from '../scenarios/schema-translations.ts';
import { jsonDetail } from '../scenarios/reason-copy.ts';
import { SurfacesLint } from './SurfacesLint.tsx';
import { JsonCodeEditor, type TextProblem } from './JsonCodeEditor.tsx';
import '../styles/editor.css';

export interface RequestEditorProps {
  /** The draft; when it changes from elsewhere (an example, a link) the text follows. */
  readonly value: RequestData;
  /** Every edit that leaves a valid request, in the key order it was written. */
  readonly onChange: (request: RequestData) => void;
  readonly onAsk: (request: RequestData) => void;
}

export type EditorView = 'json' | 'form';

export function RequestEditor(props: RequestEditorProps): JSX.Element {
  const t = editorCopy.use();
  const { locale } = useLocale();
  const [text, setText] = createSignal(formatRequest(props.value));
  const parsed = createMemo(() => parseEditorText(text(), SCHEMA_TRANSLATIONS));
  const [view, setView] = createSignal<EditorView>('json');
  let focusJson: (() => void) | undefined;
  // A large text is reported once typing pauses: whatever reads it now (Ask, the Form view) takes the latest first.
  let flushJson: (() => void) | undefined;
  // From the form's "needs valid JSON" note: the button leaves with the form, so focus goes where the fix is typed.
  const openJson = (): void => {
    setView('json');
    queueMicrotask(() => focusJson?.());
  };
  // The problems on the text itself, worded as below it.
  const problems = createMemo((): TextProblem[] => {
    const p = parsed();
    if (!p.ok) {
      const error = p.error;
      // The parser's words as below the editor: reworded in the reader's language where they can be.
      const lang = locale();
      const detail = lang === 'en' ? error.detail : error.kind === 'syntax' ? jsonDetail(error.detail, lang) : (error.messages?.[lang] ?? error.detail);
      const message = `${t('editor.notRequest')}${error.kind === 'syntax' ? t('editor.syntaxError', { line: error.line, column: error.column }) : t('editor.schemaError', { path: error.path })} (${detail})`;
      return [{ at: error.kind === 'syntax' ? { line: error.line, column: error.column } : { path: error.path }, severity: 'error', message }];
    }
    return p.warnings.map((w) => ({ at: { path: w.path }, severity: 'warning', message: t(w.key, w.vars) }));
  });
  const phrases = createMemo(() => ({
    Diagnostics: t('editor.cm.diagnostics'),
    'No diagnostics': t('editor.cm.noDiagnostics'),
    close: t('editor.cm.close'),
    'Control character': t('editor.cm.control'),
  }));

  // A draft replaced elsewhere replaces the text; the editor's own edits come back equal and leave it as typed.
  createEffect(
    on(
      () => props.value,
      (value) => {
        const p = parsed();
        // The editor's own draft coming back is the very object it reported: no need to compare it written out.
        if (p.ok && (p.request === value || JSON.stringify(p.request) === JSON.stringify(value))) return;
        setText(formatRequest(value));
      },
      { defer: true },
    ),
  );

  const editText = (next: string): void => {
    setText(next);
    const result = parsed();
    if (result.ok) props.onChange(result.request);
  };
  const editForm = (edit: FormEdit): void => {
    const p = parsed();
    if (!p.ok) return;
    editText(JSON.stringify(applyEdit(p.doc, p.request, edit), null, 2));
  };

  return (
    <div class="reqed" data-testid="request-editor">
      <Tabs
        class="reqed-views"
        value={view()}
        onChange={(next) => {
          flushJson?.();
          setView(next === 'form' ? 'form' : 'json');
        }}
      >
        <Tabs.List class="reqed-tabs" aria-label={t('editor.views')}>
          <Tabs.Trigger class="reqed-tab" value="json" data-testid="editor-json-tab">
            JSON
          </Tabs.Trigger>
          <Tabs.Trigger class="reqed-tab" value="form" data-testid="editor-form-tab">
            {t('editor.form')}
          </Tabs.Trigger>
        </Tabs.List>
        {/* Always mounted: the code editor keeps its undo history and scroll while the form is open. */}
        <Tabs.Content value="json" class="reqed-pane" forceMount>
          <JsonCodeEditor
            text={text()}
            onText={editText}
            label={t('editor.json')}
            invalid={!parsed().ok}
            problems={problems()}
            phrases={phrases()}
            moreOfLine={(count) => t('editor.lineMore', { count })}
            focusRef={(focus) => (focusJson = focus)}
            flushRef={(flush) => (flushJson = flush)}
            data-testid="editor-json"
          />
        </Tabs.Content>
        <Tabs.Content value="form" class="reqed-pane">
          <Show
            when={(() => {
              const p = parsed();
              return p.ok ? p.request : null;
            })()}
            fallback={
              <div class="reqed-blocked">
                <p class="reqed-note">{t('editor.formNeedsJson')}</p>
                <Button class="btn btn--small btn--outline" data-testid="editor-open-json" onClick={openJson}>
                  {t('editor.openJson')}
                </Button>
              </div>
            }
          >
            {(request) => <RequestForm request={request()} onEdit={editForm} />}
          </Show>
        </Tabs.Content>
      </Tabs>

      <Show when={(() => { const p = parsed(); return p.ok && p.warnings.length > 0 ? p.warnings : null; })()}>
        {(warnings) => (
          <section class="reqed-lint" aria-label={t('editor.lint')}>
            <ul class="lint" data-testid="lint">
              <For each={warnings()}>
                {(w) => (
                  <li class="lint-item" data-key={w.key}>
                    <code>{w.path}</code> <FilledText template={t(w.key)} vars={w.vars} />
                  </li>
                )}
              </For>
            </ul>
          </section>
        )}
      </Show>
      <Show when={(() => { const p = parsed(); return p.ok ? p.request.questions : null; })()}>
        {(questions) => <SurfacesLint questions={questions()} />}
      </Show>

      <footer class="reqed-foot">
        <p class="reqed-verdict" role="status" data-testid="editor-status" data-verdict={verdictOf(parsed())}>
          <Switch>
            <Match when={(() => { const p = parsed(); return p.ok ? null : p.error; })()}>
              {(error) => (
                <span class="reqed-verdict-text" data-testid="editor-error">
                  {t('editor.notRequest')}
                  <ErrorText error={error()} />
                </span>
              )}
            </Match>
            <Match when={(() => { const p = parsed(); return p.ok ? p.problem : null; })()}>
              {(problem) => (
                <span class="reqed-verdict-text" data-testid="editor-prediction" data-code={problem().code}>
                  {t('editor.willReject')}
                  <code class="reqed-code">{problem().code}</code> — <ProblemText problem={problem()} />
                </span>
              )}
            </Match>
            <Match when={parsed().ok}>
              <span class="reqed-verdict-text" data-testid="editor-prediction" data-code="">
                {t('editor.willAsk')}
              </span>
            </Match>
          </Switch>
        </p>
        <Button
          class="btn btn--primary reqed-ask"
          data-testid="editor-ask"
          disabled={!parsed().ok}
          onPointerDown={() => flushJson?.()}
          onClick={() => {
            flushJson?.();
            const p = parsed();
            if (p.ok) props.onAsk(p.request);
          }}
        >
          {t('editor.ask')}
        </Button>
      </footer>
    </div>
  );
}

function verdictOf(p: ReturnType<typeof parseEditorText>): 'invalid' | 'rejected' | 'asked' {
  if (!p.ok) return 'invalid';
  return p.problem === null ? 'asked' : 'rejected';
}

function ProblemText(props: { problem: RequestProblem }): JSX.Element {
  const t = editorCopy.use();
  return (
    <>
      {(() => {
        const problem = props.problem;
        if (problem.code === 'EMPTY_QUESTIONS') return t('editor.reason.empty');
        switch (problem.reason) {
          case 'approve-not-an-option':
            return <FilledText template={t('editor.reason.approve')} vars={{ id: problem.id, approve: problem.approve }} />;
          case 'missing-plan':
            return <FilledText template={t('editor.reason.plan')} vars={{ id: problem.id }} />;
          default:
            return assertNever(problem, 'request problem');
        }
      })()}
    </>
  );
}

function ErrorText(props: { error: EditorError }): JSX.Element {
  const t = editorCopy.use();
  const { locale } = useLocale();
  // The parser's own words in the reader's language: the schema library's table for a schema error, the engine's
  // message reworded for a syntax error; English as it came on the English page.
  const detail = (): { text: string; lang: string } => {
    const error = props.error;
    if (locale() === 'en') return { text: error.detail, lang: 'en' };
    if (error.kind === 'syntax') return { text: jsonDetail(error.detail, locale()), lang: langTag(locale()) };
    const worded = error.messages?.[locale()];
    return worded === undefined ? { text: error.detail, lang: 'en' } : { text: worded, lang: langTag(locale()) };
  };
  return (
    <>
      {props.error.kind === 'syntax'
        ? t('editor.syntaxError', { line: props.error.line, column: props.error.column })
        : <FilledText template={t('editor.schemaError')} vars={{ path: props.error.path }} />}
      <span class="reqed-detail" data-verbatim lang={detail().lang} data-testid="editor-error-detail">
        {' '}({detail().text})
      </span>
    </>
  );
}
