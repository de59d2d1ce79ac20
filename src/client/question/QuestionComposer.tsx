/**
 * Takes over the composer while a question is pending: routes the request to the
 * plan-review card or the generic flow (planReviewOf), and binds the card's
 * callbacks to the bridge's PendingQuestion, which owns the wire encoding.
 */
import { Show, createMemo, type JSX } from 'solid-js';
import type { PendingQuestion } from '../../bridge/client.ts';
import { planReviewOf } from '../../protocol/index.ts';
import { PlanReviewCard } from './PlanReviewCard.tsx';
import { QuestionFlow } from './QuestionFlow.tsx';

export interface QuestionComposerProps {
  readonly question: PendingQuestion;
  readonly onPainted?: (question: PendingQuestion) => void;
  /** Move focus into the card when it appears (default true; an embed that does not have focus passes false). */
  readonly autoFocus?: boolean;
}

export function QuestionComposer(props: QuestionComposerProps): JSX.Element {
  const review = createMemo(() => planReviewOf(props.question.questions));
  const painted = (): void => props.onPainted?.(props.question);
  // Keyed by rpcId: a new request gets a fresh card (drafts, position, busy state); the same request re-delivered keeps its own.
  return (
    <Show when={props.question.rpcId} keyed>
      {(_rpcId) => (
        <Show
          when={review()}
          fallback={
            <QuestionFlow
              questions={props.question.questions}
              onSubmit={(drafts) => props.question.answer(drafts)}
              onDismiss={() => props.question.cancel()}
              onPainted={painted}
              autoFocus={props.autoFocus !== false}
              onDraftChange={(holds) => props.question.markDraft(holds)}
            />
          }
        >
          {(r) => (
            <PlanReviewCard
              review={r()}
              onAnswer={(label) => props.question.answer([{ selected: [label], custom: '', skipped: false }])}
              onDismiss={() => props.question.cancel()}
              onPainted={painted}
              autoFocus={props.autoFocus !== false}
            />
          )}
        </Show>
      )}
    </Show>
  );
}
