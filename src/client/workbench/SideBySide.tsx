/**
 * "Side by side" (SPEC §5.1): the current card twice, next to each other — in
 * zh and en, or in light and dark — so a designer compares without toggling.
 * Each pane is a preview (answering it sends nothing); the pending ask itself
 * stays in the conversation, untouched, for when the comparison is turned off.
 */
import { For, Show, createEffect, createMemo, type JSX } from 'solid-js';
import { planReviewOf, type AskUserQuestionItem } from '../../protocol/index.ts';
import { applyTokens, type Theme, type TokenOverrides } from '../editor/tokens.ts';
import { LocaleProvider } from '../locale/LocaleProvider.tsx';
import { createLocale, langTag, type Locale } from '../locale/locale.ts';
import { PlanReviewCard } from '../question/PlanReviewCard.tsx';
import { QuestionFlow } from '../question/QuestionFlow.tsx';
import { shellCopy } from './shell-copy.ts';
import type { SideBySide as Mode } from './store.ts';

export interface SideBySideProps {
  readonly mode: Exclude<Mode, 'off'>;
  readonly questions: readonly AskUserQuestionItem[];
  /** What is compared: the pending ask or the editor's draft. */
  readonly source: 'pending' | 'draft';
  readonly locale: Locale;
  readonly theme: Theme;
  readonly tokens: TokenOverrides;
}

interface Pane {
  readonly key: string;
  readonly locale: Locale;
  readonly theme: Theme;
  readonly title: 'compare.zh' | 'compare.en' | 'compare.light' | 'compare.dark';
}

export function SideBySide(props: SideBySideProps): JSX.Element {
  const t = shellCopy.use();
  const panes = createMemo((): Pane[] =>
    props.mode === 'locales'
      ? [
          { key: 'zh', locale: 'zh', theme: props.theme, title: 'compare.zh' },
          { key: 'en', locale: 'en', theme: props.theme, title: 'compare.en' },
        ]
      : [
          { key: 'light', locale: props.locale, theme: 'light', title: 'compare.light' },
          { key: 'dark', locale: props.locale, theme: 'dark', title: 'compare.dark' },
        ],
  );
  return (
    <section class="compare" aria-label={t('canvas.sideBySide')} data-testid="side-by-side-view" data-mode={props.mode}>
      <p class="compare-of">{t('compare.of', { what: t(props.source === 'pending' ? 'compare.pending' : 'compare.draft') })}</p>
      <div class="compare-panes">
        <For each={panes()}>
          {(pane) => <ComparePane pane={pane} questions={props.questions} tokens={props.tokens} title={t(pane.title)} />}
        </For>
      </div>
    </section>
  );
}

function ComparePane(props: { pane: Pane; questions: readonly AskUserQuestionItem[]; tokens: TokenOverrides; title: string }): JSX.Element {
  const locale = createLocale(props.pane.locale);
  let el: HTMLDivElement | undefined;
  createEffect(() => {
    if (el !== undefined) applyTokens(el, props.tokens, props.pane.theme);
  });
  const review = createMemo(() => planReviewOf(props.questions));
  const noop = (): Promise<void> => Promise.resolve();
  return (
    <div
      ref={el}
      class="compare-pane"
      data-theme={props.pane.theme}
      data-testid={`compare-${props.pane.key}`}
      lang={langTag(props.pane.locale)}
    >
      <h3 class="compare-title">{props.title}</h3>
      <LocaleProvider value={locale}>
        <div class="card-frame">
          <Show
            when={review()}
            fallback={<QuestionFlow questions={props.questions} onSubmit={noop} onDismiss={noop} autoFocus={false} />}
          >
            {(r) => <PlanReviewCard review={r()} onAnswer={noop} onDismiss={noop} autoFocus={false} />}
          </Show>
        </div>
      </LocaleProvider>
    </div>
  );
}
