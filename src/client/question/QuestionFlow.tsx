/**
 * The generic question card (§3.1): one question at a time with a pager, numbered
 * radio options (auto-advance), checkboxes, a custom-answer row, free text, skip,
 * validation feedback and the submit/failed-send states. It takes plain data and
 * callbacks; the bridge's PendingQuestion is bound by QuestionComposer.
 *
 * Robust to what people send: a question too long for the header is clamped
 * with "Show all"; options keep their own identity when labels repeat (and the
 * card says so); after an auto-advance the double-click guard keeps a second
 * click off the question it revealed (pointer-guard.ts).
 */
import { Button } from '@kobalte/core/button';
import { Checkbox } from '@kobalte/core/checkbox';
import { RadioGroup } from '@kobalte/core/radio-group';
import { For, Index, Show, Suspense, createEffect, createMemo, createUniqueId, lazy, on, onCleanup, onMount, type JSX, createSignal } from 'solid-js';
import {
  EMPTY_DRAFT,
  hasOptions,
  parseOptionLabel,
  type AskUserQuestionItem,
  type AskUserQuestionOption,
  type QuestionDraft,
} from '../../protocol/index.ts';
import { useLocale } from '../locale/locale.ts';
import { LazyMarkdown } from '../markdown/LazyMarkdown.tsx';
import { IconButton } from '../ui/IconButton.tsx';
import { CheckIcon, ChevronDown, ChevronLeft, ChevronRight, ChevronUp, CloseIcon } from '../ui/icons.tsx';
import { AnswerField } from './AnswerField.tsx';
import { announce } from './announcements.ts';
import { createFlowState, failureLine, shownAsIs, type DescribedFailure, type FlowSnapshot } from './flow-state.ts';
import { makePointerGuard } from './pointer-guard.ts';
import { titleText } from './title-prefix.ts';
import { chromeChunk } from '../ui/chrome-gate.ts';

// "Show all" and the note on shared labels load after the first card, with their words.
const CardAssist = lazy(chromeChunk(() => import('./CardAssist.tsx')));


/**
 * The Element Timing identifier of a card's heading: the page opens its chrome once the first card's heading is on
 * screen (App.tsx), and the bench times the first card by it.
 */
export const CARD_HEADING_TIMING = 'ask-card';

export interface QuestionFlowProps {
  readonly questions: readonly AskUserQuestionItem[];
  readonly onSubmit: (drafts: QuestionDraft[]) => Promise<unknown>;
  readonly onDismiss: () => Promise<unknown>;
  /** Called once, in the first frame painted with the card in it. */
  readonly onPainted?: () => void;
  /** Starting state (the state gallery uses it); a live card starts fresh. */
  readonly initial?: Partial<FlowSnapshot>;
  /** Move focus into the card when it appears (default true). */
  readonly autoFocus?: boolean;
  /** Told whenever the card starts or stops holding typed text or a choice (what a discard would lose). */
  readonly onDraftChange?: (holds: boolean) => void;
  /** Shown at the top of the card: an MCP ask names the asking server and shows its message (§9). */
  readonly origin?: JSX.Element;
  /** Offers "Decline" beside Skip (MCP asks only). */
  readonly onDecline?: () => Promise<unknown>;
  /** False for a question that cannot be skipped (an MCP required property); by default every question can be. */
  readonly canSkip?: (index: number) => boolean;
  /** Words a failure the card does not know (an MCP field that does not fit) and names its question. */
  readonly describeFailure?: (error: unknown) => DescribedFailure | undefined;
}

export function QuestionFlow(props: QuestionFlowProps): JSX.Element {
  const { t } = useLocale();
  const flow = createFlowState(() => props.questions, props, props.initial);
  const uid = createUniqueId();
  const headingId = `q-${uid}-heading`;
  const bodyId = `q-${uid}-body`;
  const presented = new Set<number>();
  let cardRef: HTMLElement | undefined;
  let bodyRef: HTMLDivElement | undefined;
  let textRef: HTMLTextAreaElement | undefined;
  let titleRef: HTMLHeadingElement | undefined;
  // Closed, the clamped heading draws a bounded prefix of the question; "Show all" draws the rest (./title-prefix.ts).
  const [titleOpen, setTitleOpen] = createSignal(false);

  const current = (): AskUserQuestionItem => props.questions[flow.index()] as AskUserQuestionItem;
  const draft = (): QuestionDraft => flow.drafts[flow.index()] ?? EMPTY_DRAFT;
  const total = (): number => props.questions.length;
  const isLast = (): boolean => flow.index() === flow.last();
  const busy = (): boolean => flow.submitting();

  /** Focus for the question now shown: free text on its first presentation, otherwise its chosen or first option. */
  const focusQuestion = (firstTime: boolean): void => {
    const i = flow.index();
    if (flow.collapsed()) return;
    // A card told not to take focus (gallery, unfocused embed) moves it only once the user is already inside.
    if (props.autoFocus === false && cardRef?.contains(document.activeElement) !== true) return;
    // Focus on the body means the focused widget left with the previous question: keep the keyboard user in the card.
    const active = document.activeElement;
    const focusLost = active === null || active === document.body;
    if (!hasOptions(current())) {
      // A text question takes focus when first shown, and again whenever focus was lost on the way back to it.
      if (!presented.has(i) || focusLost) {
        presented.add(i);
        textRef?.focus();
      }
      return;
    }
    presented.add(i);
    const focusInside = focusLost || cardRef?.contains(active) === true;
    if (!firstTime && !focusInside) return;
    const target =
      bodyRef?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
      bodyRef?.querySelector<HTMLInputElement>('input[type="radio"], input[type="checkbox"]');
    target?.focus({ preventScroll: true });
  };

  onMount(() => {
    // The double-click guard is part of the card, not of its later chunk: a double-click can come before any chunk lands.
    if (cardRef !== undefined) onCleanup(makePointerGuard().attach(cardRef));
    if (props.autoFocus === false) presented.add(flow.index());
    // rAF runs before the paint that shows the card; the task after it runs once that frame is out.
    // Focus moves in then, not now: focusing forces a style and layout pass, which would delay the first paint.
    requestAnimationFrame(() =>
      setTimeout(() => {
        props.onPainted?.();
        if (props.autoFocus !== false) focusQuestion(true);
      }, 0),
    );
  });
  createEffect(on(flow.index, () => queueMicrotask(() => focusQuestion(false)), { defer: true }));
  createEffect(on(flow.holdsInput, (holds) => props.onDraftChange?.(holds)));

  const feedbackText = (): string => {
    const f = flow.feedback();
    if (f === null) return '';
    return f.key === 'question.sendFailed' ? failureLine(f.reason, t) : t(f.key);
  };
  /** A failure's own message (DSH's `question response rejected: …`) is shown as it is, in either locale. */
  const verbatimFailure = (): boolean => {
    const f = flow.feedback();
    return f?.key === 'question.sendFailed' && shownAsIs(f.reason);
  };

  // What the status line says (a send in flight is announced too), logged for the A11y tab as it changes.
  const answering = (): boolean => flow.sending() === 'answer';
  const live = createMemo(() => (answering() ? t('question.submitting') : feedbackText()));
  createEffect(on(live, (text) => announce(answering() ? 'submitting' : flow.feedback()?.key === 'question.sendFailed' ? 'status' : 'validation', text)));

  /**
   * Enter on a focused option, as on DSH's option buttons: it submits the whole set when nothing is left open,
   * and otherwise acts as a click on that option (select, and for a single-select, move on).
   */
  const onOptionKeyDown = (event: KeyboardEvent, activate: () => void): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (flow.allSettled()) void flow.submit();
    else activate();
  };

  return (
    <section
      ref={cardRef}
      class="qcard"
      classList={{ 'qcard--collapsed': flow.collapsed(), 'qcard--busy': busy() }}
      aria-labelledby={headingId}
      data-testid="question-card"
      data-kind="generic"
      data-index={flow.index()}
    >
      {props.origin}
      <header class="qcard-head">
        <div class="qcard-titles">
          <Show when={current().header}>{(header) => <p class="qcard-eyebrow" data-verbatim>{header()}</p>}</Show>
          <h2 ref={titleRef} class="qcard-title" id={headingId} data-verbatim elementtiming={CARD_HEADING_TIMING}>
            {titleText(current().question, titleOpen())}
          </h2>
          <Suspense>
            <CardAssist
              card={cardRef as HTMLElement}
              title={titleRef as HTMLElement}
              titleId={headingId}
              position={flow.index()}
              options={current().options ?? []}
              collapsed={flow.collapsed()}
              onTitleOpen={setTitleOpen}
            />
          </Suspense>
        </div>
        <div class="qcard-actions">
          <IconButton
            label={flow.collapsed() ? t('question.expand') : t('question.collapse')}
            aria-expanded={!flow.collapsed()}
            aria-controls={bodyId}
            data-testid="collapse"
            disabled={busy()}
            onClick={() => flow.setCollapsed(!flow.collapsed())}
          >
            {flow.collapsed() ? <ChevronUp /> : <ChevronDown />}
          </IconButton>
          <IconButton label={t('question.dismiss')} data-testid="dismiss" disabled={busy()} onClick={() => void flow.dismiss()}>
            <CloseIcon />
          </IconButton>
        </div>
      </header>

      <Show when={!flow.collapsed()}>
        <div class="qcard-body" id={bodyId} ref={bodyRef}>
          {/* Keyed by position: each question gets fresh widgets bound to its own index. */}
          <Show when={flow.index() + 1} keyed>
          {(_position) => (<>
          <Show when={current().detail}>{(detail) => <LazyMarkdown class="qcard-detail" source={detail()} />}</Show>
          <Show
            when={hasOptions(current())}
            fallback={
              <AnswerField
                variant="free"
                rows={2}
                ref={(el) => (textRef = el)}
                value={draft().custom}
                label={t('question.freeTextLabel')}
                describedBy={headingId}
                placeholder={t('question.customPlaceholder')}
                disabled={busy()}
                onInput={(v) => flow.setCustom(flow.index(), v)}
                onEnter={() => flow.continueFrom(flow.index())}
              />
            }
          >
            <Show
              when={current().multiSelect === true}
              fallback={
                <SingleChoice
                  index={flow.index()}
                  item={current()}
                  disabled={busy()}
                  recommendedLabel={t('question.recommended')}
                  picked={flow.picked(flow.index())}
                  onSelect={(i, n) => flow.select(i, n)}
                  onChoose={(i, n) => {
                    flow.select(i, n);
                    if (i < flow.last()) flow.goTo(i + 1);
                  }}
                  onKeyDown={onOptionKeyDown}
                />
              }
            >
              <MultiChoice
                index={flow.index()}
                item={current()}
                disabled={busy()}
                hint={t('question.multiHint')}
                recommendedLabel={t('question.recommended')}
                picked={flow.picked(flow.index())}
                onToggle={(i, n, on) => flow.toggle(i, n, on)}
                onKeyDown={onOptionKeyDown}
              />
            </Show>
            <AnswerField
              variant="custom"
              rows={1}
              value={draft().custom}
              label={t('question.customLabel')}
              placeholder={t('question.customPlaceholder')}
              disabled={busy()}
              onInput={(v) => flow.setCustom(flow.index(), v)}
              onEnter={() => flow.continueFrom(flow.index())}
            />
          </Show>
          </>)}
          </Show>
        </div>

        <footer class="qcard-foot">
          <p class="qcard-status" role="status" aria-live="polite" data-testid="card-status" data-tone={flow.feedback()?.key === 'question.sendFailed' ? 'error' : 'warn'} data-verbatim={verbatimFailure() ? '' : undefined}>
            <Show when={answering()} fallback={feedbackText()}>
              {/* The primary button already reads "Submitting…": this copy is for screen readers only. */}
              <span class="visually-hidden">{live()}</span>
            </Show>
          </p>
          <div class="qcard-bar">
            {/* Shown for a single question too (`1 / 1`), as DSH's pager is. */}
            <Show when={total() > 0}>
              <nav class="pager" aria-label={t('question.pager', { i: flow.index() + 1, n: total() })}>
                <IconButton
                  label={t('question.previous')}
                  data-testid="pager-prev"
                  disabled={busy() || flow.index() === 0}
                  onClick={() => flow.goTo(flow.index() - 1)}
                >
                  <ChevronLeft />
                </IconButton>
                <span class="pager-count" data-testid="pager-count" aria-hidden="true">
                  {flow.index() + 1} / {total()}
                </span>
                <IconButton
                  label={t('question.next')}
                  data-testid="pager-next"
                  disabled={busy() || isLast()}
                  onClick={() => flow.goTo(flow.index() + 1)}
                >
                  <ChevronRight />
                </IconButton>
              </nav>
            </Show>
            <div class="qcard-bar-end">
              <Show when={props.onDecline}>
                {(decline) => (
                  <Button class="btn btn--ghost" data-testid="decline" disabled={busy()} onClick={() => void flow.dismiss(decline())}>
                    {t('question.decline')}
                  </Button>
                )}
              </Show>
              <Show
                when={props.canSkip?.(flow.index()) !== false}
                fallback={<span class="qcard-required" data-testid="required">{t('question.required')}</span>}
              >
                <Button class="btn btn--ghost" data-testid="skip" disabled={busy()} onClick={() => flow.skip(flow.index())}>
                  {t('question.skip')}
                </Button>
              </Show>
              <Button
                class="btn btn--primary"
                data-testid="primary"
                disabled={busy() || !flow.answered(flow.index())}
                onClick={() => flow.continueFrom(flow.index())}
              >
                {answering() ? t('question.submitting') : isLast() ? t('question.submit') : t('question.primaryNext')}
              </Button>
            </div>
          </div>
        </footer>
      </Show>
    </section>
  );
}

interface ChoiceProps {
  readonly index: number;
  readonly item: AskUserQuestionItem;
  /** The positions of the picked options (labels may repeat; positions do not). */
  readonly picked: readonly number[];
  readonly disabled: boolean;
  readonly recommendedLabel: string;
  /** Enter on an option; `activate` does what a click on it does. */
  readonly onKeyDown: (event: KeyboardEvent, activate: () => void) => void;
}

function OptionText(props: { option: AskUserQuestionOption; recommendedLabel: string }): JSX.Element {
  const parsed = () => parseOptionLabel(props.option.label);
  return (
    <>
      <span class="opt-label-text" data-verbatim>{parsed().text}</span>
      <Show when={parsed().recommended}>
        {/* Not part of the option's name, which is its label as DSH names it (DSH's badge is not read either). */}
        <span class="badge" data-testid="recommended-badge" aria-hidden="true">
          {props.recommendedLabel}
        </span>
      </Show>
    </>
  );
}

function SingleChoice(
  props: ChoiceProps & {
    onSelect: (i: number, n: number) => void;
    onChoose: (i: number, n: number) => void;
  },
): JSX.Element {
  const options = (): AskUserQuestionOption[] => props.item.options ?? [];
  const value = (): string | undefined => {
    const chosen = props.picked[0];
    return chosen === undefined ? undefined : String(chosen);
  };
  // Handlers are bound to the question they were rendered for, so a late event can never touch another question.
  const questionIndex = props.index;
  return (
    <RadioGroup
      class="opts"
      value={value() ?? ''}
      disabled={props.disabled}
      onChange={(v) => props.onSelect(questionIndex, Number(v))}
    >
      <RadioGroup.Label class="visually-hidden" data-verbatim>{titleText(props.item.question, false)}</RadioGroup.Label>
      <Index each={options()}>
        {(option, n) => (
          <RadioGroup.Item
            value={String(n)}
            class="opt"
            data-testid="option"
            onClick={(event: MouseEvent) => {
              // Real pointer clicks only (detail > 0): the label's forwarded click and arrow keys select without advancing.
              if (event.detail > 0) props.onChoose(questionIndex, n);
            }}
          >
            <RadioGroup.ItemInput
              class="opt-input"
             
              onKeyDown={(event: KeyboardEvent) => {
                if (event.key === ' ') {
                  event.preventDefault();
                  props.onChoose(questionIndex, n);
                  return;
                }
                props.onKeyDown(event, () => props.onChoose(questionIndex, n));
              }}
            />
            <RadioGroup.ItemControl class="opt-mark opt-mark--num" aria-hidden="true">
              {n + 1}
            </RadioGroup.ItemControl>
            <div class="opt-main">
              <RadioGroup.ItemLabel class="opt-label">
                <OptionText option={option()} recommendedLabel={props.recommendedLabel} />
              </RadioGroup.ItemLabel>
              <Show when={option().description}>
                {(d) => <RadioGroup.ItemDescription class="opt-desc" data-verbatim>{d()}</RadioGroup.ItemDescription>}
              </Show>
            </div>
          </RadioGroup.Item>
        )}
      </Index>
    </RadioGroup>
  );
}

function MultiChoice(
  props: ChoiceProps & { hint: string; onToggle: (i: number, n: number, on: boolean) => void },
): JSX.Element {
  const questionIndex = props.index;
  const groupLabel = `q-${createUniqueId()}-group`;
  return (
    <div class="opts" role="group" aria-labelledby={groupLabel}>
      <p class="opts-hint" id={groupLabel}>
        <span class="visually-hidden" data-verbatim>{titleText(props.item.question, false)} — </span>
        {props.hint}
      </p>
      <For each={props.item.options ?? []}>
        {(option, n) => (
          <Checkbox
            class="opt"
            data-testid="option"
            checked={props.picked.includes(n())}
            disabled={props.disabled}
            onChange={(on) => props.onToggle(questionIndex, n(), on)}
          >
            <Checkbox.Input
              class="opt-input"
              onKeyDown={(event: KeyboardEvent) => props.onKeyDown(event, () => props.onToggle(questionIndex, n(), !props.picked.includes(n())))}
            />
            <Checkbox.Control class="opt-mark opt-mark--box" aria-hidden="true">
              <Checkbox.Indicator class="opt-check">
                <CheckIcon />
              </Checkbox.Indicator>
            </Checkbox.Control>
            <div class="opt-main">
              <Checkbox.Label class="opt-label">
                <OptionText option={option} recommendedLabel={props.recommendedLabel} />
              </Checkbox.Label>
              <Show when={option.description}>{(d) => <Checkbox.Description class="opt-desc" data-verbatim>{d()}</Checkbox.Description>}</Show>
            </div>
          </Checkbox>
        )}
      </For>
    </div>
  );
}
