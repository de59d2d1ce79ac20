/**
 * The designer's draft on the canvas (SPEC §5.3): while Request is open, the
 * editor's draft is shown as a real card (current tokens, width, locale and
 * theme), marked "Draft", following every edit. It can be answered in place:
 * its submit shows the exact text the model would receive (§1.4, the same
 * encoder and projection as a real ask) and sends nothing.
 */
import { Button } from '@kobalte/core/button';
import { Match, Show, Switch, createMemo, createSignal, type JSX } from 'solid-js';
import {
  planReviewOf,
  problemMessage,
  requestProblem,
  resultText,
  type AskUserQuestionItem,
  type QuestionDraft,
  type ToolResult,
} from '../../protocol/index.ts';
import { PlanReviewCard } from '../question/PlanReviewCard.tsx';
import { previewAnswer, previewDismissed } from '../question/preview-result.ts';
import { QuestionFlow } from '../question/QuestionFlow.tsx';
import { focusFirstStopAfterPaint } from '../ui/focus-after-paint.ts';
import { shellCopy } from './shell-copy.ts';
import type { WorkbenchStore } from './store.ts';
import { createLayout } from './layout.ts';

export interface DraftStageProps {
  readonly questions: readonly AskUserQuestionItem[];
  /** Opens the editor (Inspector → Request) and gives the canvas back to the conversation. */
  readonly store?: Pick<WorkbenchStore, 'showInspectorTab' | 'showConversation'>;
}

/** What decides whether a card can keep its drafts across an edit: the questions' ids, option counts and kinds. */
export function draftShape(questions: readonly AskUserQuestionItem[]): string {
  return questions.map((q) => `${q.id}:${q.options?.length ?? 0}:${q.multiSelect === true ? 'm' : 's'}:${q.intent?.kind ?? ''}`).join('|');
}

function codeOf(result: ToolResult): string | undefined {
  return result.isError ? result.error.code : undefined;
}

export function DraftStage(props: DraftStageProps): JSX.Element {
  const t = shellCopy.use();
  const layout = createLayout();
  const [result, setResult] = createSignal<ToolResult | null>(null);
  // The draft the shown result was answered from: an edit since makes the result stale, and the stage says so.
  const [answeredFrom, setAnsweredFrom] = createSignal('');
  const stale = createMemo(() => result() !== null && JSON.stringify(props.questions) !== answeredFrom());
  const [round, setRound] = createSignal(0);
  let againRef: HTMLButtonElement | undefined;
  let stageRef: HTMLElement | undefined;
  // The pressed button left with the card: focus goes to "Answer again", never to the page.
  const showResult = (r: ToolResult): void => {
    setAnsweredFrom(JSON.stringify(props.questions));
    setResult(r);
    queueMicrotask(() => againRef?.focus({ preventScroll: true }));
  };
  const shape = createMemo(() => `${round()}#${draftShape(props.questions)}`);
  const review = createMemo(() => planReviewOf(props.questions));
  // The service's own check (§1.5 steps 2 and 4): a draft it would refuse says so, with the exact text the model would get.
  const problem = createMemo(() => requestProblem(props.questions));
  const preview = (drafts: readonly (QuestionDraft | undefined)[]): Promise<void> => {
    showResult(previewAnswer(props.questions, drafts));
    return Promise.resolve();
  };
  const dismissed = (): Promise<void> => {
    showResult(previewDismissed());
    return Promise.resolve();
  };
  // A fresh card takes focus as a live card does (its first stop); a collapsed card that takes none gets its first control.
  const again = (): void => {
    setResult(null);
    setRound((n) => n + 1);
    focusFirstStopAfterPaint(stageRef, () => stageRef?.querySelector<HTMLElement>('[data-testid="draft-card"]'));
  };
  return (
    <section ref={stageRef} class="draft-stage" aria-labelledby="draft-stage-title" data-testid="draft-stage">
      <header class="draft-head">
        <span class="draft-badge" id="draft-stage-title">
          {t('draft.badge')}
        </span>
        <p class="draft-hint">{t('draft.hint')}</p>
      </header>
      <div class="draft-actions">
        {/* One column: the editor is under another tab, so the stage points to it. */}
        <Show when={layout() === 'narrow' && props.store}>
          {(store) => (
            <>
              <p class="draft-hint" data-testid="draft-edit-hint">{t('draft.editHint')}</p>
              <Button class="btn btn--small" data-testid="draft-edit" onClick={() => store().showInspectorTab('request')}>
                {t('draft.edit')}
              </Button>
            </>
          )}
        </Show>
        <Show when={props.store}>
          {(store) => (
            <Button class="btn btn--small btn--outline" data-testid="draft-back" onClick={() => store().showConversation()}>
              {t('draft.back')}
            </Button>
          )}
        </Show>
      </div>
      <Show when={problem()}>
        {(p) => (
          <div class="draft-rejection" data-testid="draft-rejection" data-code={p().code}>
            <p>{t('draft.rejected', { code: p().code })}</p>
            <pre class="model-receives" data-verbatim>{`Error: ${problemMessage(p())}`}</pre>
          </div>
        )}
      </Show>
      <Switch>
        <Match when={result()}>
          {(r) => (
            <div class="draft-result" data-testid="draft-result" data-code={codeOf(r())} data-stale={stale() ? '' : undefined}>
              <h3 class="pane-title">{t('draft.previewTitle')}</h3>
              <Show when={stale()}>
                <p class="draft-stale" role="status" data-testid="draft-stale">
                  {t('draft.stale')}
                </p>
              </Show>
              <pre class="model-receives" data-testid="draft-model-text">{resultText(r())}</pre>
              <Button class="btn btn--small btn--outline" ref={againRef} data-testid="draft-again" onClick={again}>
                {t('draft.previewAgain')}
              </Button>
            </div>
          )}
        </Match>
        <Match when={props.questions.length > 0}>
          <Show when={shape()} keyed>
            {(_shape) => (
              <div class="card-frame" data-testid="draft-card">
                <Show
                  when={review()}
                  fallback={<QuestionFlow questions={props.questions} onSubmit={preview} onDismiss={dismissed} autoFocus={round() > 0} />}
                >
                  {(r) => (
                    <PlanReviewCard
                      review={r()}
                      onAnswer={(label) => preview([{ selected: [label], custom: '', skipped: false }])}
                      onDismiss={dismissed}
                      autoFocus={round() > 0}
                    />
                  )}
                </Show>
              </div>
            )}
          </Show>
        </Match>
      </Switch>
    </section>
  );
}
