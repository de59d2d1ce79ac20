/**
 * Takes over the composer while a question is pending: routes the request to the
 * plan-review card or the generic flow (planReviewOf), or an MCP server's
 * question to its card (loaded on demand), and binds the card's callbacks to the
 * bridge's PendingQuestion, which owns the wire encoding.
 */
import { Show, Suspense, createMemo, lazy, type JSX } from 'solid-js';
import type { PendingQuestion } from '../../bridge/client.ts';
import { planReviewOf, type ElicitationBlock } from '../../protocol/index.ts';
import { PlanReviewCard } from './PlanReviewCard.tsx';
import { QuestionFlow } from './QuestionFlow.tsx';

// MCP asks only (§9): never part of the first card.
const McpAsk = lazy(() => import('../mcp/McpAsk.tsx').then((m) => ({ default: m.McpAsk })));

export interface QuestionComposerProps {
  readonly question: PendingQuestion;
  readonly onPainted?: (question: PendingQuestion) => void;
  /** Move focus into the card when it appears (default true; an embed that does not have focus passes false). */
  readonly autoFocus?: boolean;
}

export function QuestionComposer(props: QuestionComposerProps): JSX.Element {
  const review = createMemo(() => planReviewOf(props.question.questions));
  const painted = (): void => props.onPainted?.(props.question);
  const mcp = (block: ElicitationBlock): JSX.Element => (
    <Suspense>
      <McpAsk
        block={block}
        questions={props.question.questions}
        onSubmit={(drafts) => props.question.answer(drafts)}
        onDecline={() => props.question.decline()}
        onDismiss={() => props.question.cancel()}
        onPainted={painted}
        autoFocus={props.autoFocus !== false}
      />
    </Suspense>
  );
  // Keyed by rpcId: a new request gets a fresh card (drafts, position, busy state); the same request re-delivered keeps its own.
  return (
    <Show when={props.question.rpcId} keyed>
      {(_rpcId) => (
        <Show when={props.question.elicitation === undefined} fallback={<Show when={props.question.elicitation}>{(block) => mcp(block())}</Show>}>
          <Show
            when={review()}
            fallback={
              <QuestionFlow
                questions={props.question.questions}
                onSubmit={(drafts) => props.question.answer(drafts)}
                onDismiss={() => props.question.cancel()}
                onPainted={painted}
                autoFocus={props.autoFocus !== false}
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
        </Show>
      )}
    </Show>
  );
}
