/**
 * The plan-review card (§3.2): a tinted strip, the plan as scrolling markdown,
 * and three actions. One-shot: after a click every action stays disabled until
 * the resolution lands; a failed send re-arms and says why. Focus arrives on the
 * plan, never on Approve (§5.5): a stray Enter must not approve a plan.
 */
import { Button } from '@kobalte/core/button';
import { Show, createEffect, createMemo, on, onMount, type JSX } from 'solid-js';
import type { PlanReview } from '../../protocol/index.ts';
import { useLocale } from '../locale/locale.ts';
import { LazyMarkdown } from '../markdown/LazyMarkdown.tsx';
import { announce } from './announcements.ts';
import { createCardAction, failureLine, shownAsIs, type FailureReason } from './flow-state.ts';

export interface PlanReviewCardProps {
  readonly review: PlanReview;
  readonly onAnswer: (label: string) => Promise<unknown>;
  readonly onDismiss: () => Promise<unknown>;
  readonly onPainted?: () => void;
  readonly autoFocus?: boolean;
  /** Starting state for the gallery. */
  readonly initial?: { readonly busy?: boolean; readonly failure?: FailureReason };
}

export function PlanReviewCard(props: PlanReviewCardProps): JSX.Element {
  const { t } = useLocale();
  const { busy, failure, act } = createCardAction(props.initial);
  let bodyRef: HTMLDivElement | undefined;

  const failed = (): string => {
    const reason = failure();
    return reason === null ? '' : failureLine(reason, t);
  };
  // What the status line says, logged for the A11y tab as it changes (see QuestionFlow).
  const live = createMemo(() => (busy() ? t('question.submitting') : failed()));
  createEffect(on(live, (text) => announce(busy() ? 'submitting' : 'status', text)));

  onMount(() => {
    // After the first paint (see QuestionFlow): focusing forces a layout pass.
    requestAnimationFrame(() =>
      setTimeout(() => {
        props.onPainted?.();
        if (props.autoFocus !== false) bodyRef?.focus({ preventScroll: true });
      }, 0),
    );
  });

  return (
    <section class="qcard plan" aria-label={props.review.item.question} data-verbatim-attrs="aria-label" data-testid="question-card" data-kind="plan-review">
      <div class="plan-strip">{t('plan.strip')}</div>
      <div ref={bodyRef} class="qcard-body plan-body" role="region" tabindex="0" aria-label={t('plan.body')} data-testid="plan-body">
        <LazyMarkdown class="plan-md" source={props.review.plan} />
      </div>
      <footer class="qcard-foot plan-foot">
        <p class="qcard-status" role="status" aria-live="polite" data-testid="card-status" data-tone="error" data-verbatim={shownAsIs(failure()) ? '' : undefined}>
          <Show when={busy()} fallback={failed()}>
            <span class="visually-hidden">{live()}</span>
          </Show>
        </p>
        <div class="qcard-bar plan-actions">
          <Button class="btn btn--ghost" data-testid="plan-discuss" disabled={busy()} onClick={() => void act(props.onDismiss)}>
            {t('plan.discuss')}
          </Button>
          <div class="qcard-bar-end">
            <Show when={props.review.refuse}>
              {(refuse) => (
                <Button
                  class="btn btn--outline"
                  data-testid="plan-refuse"
                  title={refuse().description}
                  data-verbatim-attrs="title"
                  disabled={busy()}
                  onClick={() => void act(() => props.onAnswer(refuse().label))}
                >
                  {t('plan.refuse')}
                </Button>
              )}
            </Show>
            <Button
              class="btn btn--primary"
              data-testid="plan-approve"
              title={props.review.approve.description}
              data-verbatim-attrs="title"
              disabled={busy()}
              onClick={() => void act(() => props.onAnswer(props.review.approve.label))}
            >
              {t('plan.approve')}
            </Button>
          </div>
        </div>
      </footer>
    </section>
  );
}
