/**
 * One gallery fixture as a card a designer can use: the real QuestionFlow,
 * PlanReviewCard or McpAsk from the fixture's starting snapshot. Its actions
 * settle at once and send nothing: the card makes way for what it would have
 * sent (./would-send.ts) and a short note saying nothing was sent, with "Reset"
 * to bring the fixture back as it started. Focus never drops to the page: it
 * goes to Reset when the card leaves, and into the card when it comes back.
 * The cards' own behaviour stays with the card components.
 */
import { Button } from '@kobalte/core/button';
import { Show, createSignal, createUniqueId, type JSX } from 'solid-js';
import { planReviewOf, type QuestionDraft } from '../../protocol/index.ts';
import { McpAsk } from '../mcp/McpAsk.tsx';
import { PlanReviewCard } from '../question/PlanReviewCard.tsx';
import { QuestionFlow } from '../question/QuestionFlow.tsx';
import { focusFirstStopAfterPaint } from '../ui/focus-after-paint.ts';
import type { GalleryCopy } from './copy.ts';
import type { GalleryFixture } from './fixtures.ts';
import { answerSent, dismissSent, mcpAnswerSent, mcpOutcomeSent, type WouldSend } from './would-send.ts';

export interface FixtureCardProps {
  readonly fixture: GalleryFixture;
  /** The gallery's words in the section's locale (the card beside them speaks it too). */
  readonly copy: GalleryCopy['ui'];
}

export function FixtureCard(props: FixtureCardProps): JSX.Element {
  const [sent, setSent] = createSignal<WouldSend | null>(null);
  // Each reset is a fresh card: a new round remounts it from the fixture's starting snapshot.
  const [round, setRound] = createSignal(0);
  const [height, setHeight] = createSignal(0);
  const uid = createUniqueId();
  let stageRef: HTMLDivElement | undefined;
  let resetRef: HTMLButtonElement | undefined;

  /** The card's action: settles at once, and the card makes way for what it would have sent. */
  const send = (what: () => WouldSend): Promise<void> => {
    const would = what();
    setHeight(stageRef?.offsetHeight ?? 0);
    setSent(would);
    // The button that was pressed left with the card: focus goes to Reset, not to the page.
    resetRef?.focus({ preventScroll: true });
    queueMicrotask(() => {
      if (document.activeElement !== resetRef) resetRef?.focus({ preventScroll: true });
    });
    return Promise.resolve();
  };

  const reset = (): void => {
    setSent(null);
    setRound((n) => n + 1);
    // Held on the stage until the card, painted, moves focus to its own first stop (as a live card does).
    stageRef?.focus({ preventScroll: true });
    focusFirstStopAfterPaint(stageRef);
  };

  return (
    <div ref={stageRef} class="gallery-fixture" tabindex="-1" data-testid="gallery-fixture">
      <Show
        when={sent()}
        fallback={
          <Show when={round() + 1} keyed>
            {(n) => <Card fixture={props.fixture} send={send} autoFocus={n > 1} />}
          </Show>
        }
      >
        {(would) => (
          <div class="gallery-sent" data-testid="gallery-sent" data-to={would().to} style={{ 'min-height': `${height()}px` }}>
            <p class="pane-title" id={`gallery-sent-${uid}-title`}>
              {would().to === 'server' ? props.copy.sentServer : props.copy.sentModel}
            </p>
            <pre class="model-receives" data-testid="gallery-sent-text" aria-labelledby={`gallery-sent-${uid}-title`} tabindex="0">
              {would().text}
            </pre>
            <p class="gallery-sent-note" id={`gallery-sent-${uid}-note`}>
              {props.copy.nothingSent}
            </p>
            <Button
              ref={resetRef}
              class="btn btn--small btn--outline gallery-sent-reset"
              data-testid="gallery-reset"
              aria-describedby={`gallery-sent-${uid}-note`}
              onClick={reset}
            >
              {props.copy.reset}
            </Button>
          </div>
        )}
      </Show>
    </div>
  );
}

/** The real card for a fixture; a plan fixture that does not narrow is a fixture bug, shown as such. */
function Card(props: { fixture: GalleryFixture; send: (what: () => WouldSend) => Promise<void>; autoFocus: boolean }): JSX.Element {
  const fixture = props.fixture;
  const send = props.send;
  if (fixture.card === 'flow') {
    return (
      <QuestionFlow
        questions={fixture.questions}
        initial={fixture.initial}
        onSubmit={(drafts: QuestionDraft[]) => send(() => answerSent(fixture.questions, drafts))}
        onDismiss={() => send(dismissSent)}
        autoFocus={props.autoFocus}
      />
    );
  }
  if (fixture.card === 'mcp') {
    return (
      <McpAsk
        block={fixture.block}
        questions={fixture.questions}
        initial={fixture.initial}
        {...(fixture.initialUrl !== undefined ? { initialUrl: fixture.initialUrl } : {})}
        onSubmit={(drafts) => send(() => mcpAnswerSent(fixture.block, fixture.questions, drafts))}
        onDecline={() => send(() => mcpOutcomeSent('decline'))}
        onDismiss={() => send(() => mcpOutcomeSent('cancel'))}
        openPage={() => undefined}
        autoFocus={props.autoFocus}
      />
    );
  }
  const review = planReviewOf(fixture.questions);
  if (review === null) {
    return <p class="gallery-broken">fixture "{fixture.id}" does not narrow to a plan review</p>;
  }
  return (
    <PlanReviewCard
      review={review}
      initial={fixture.initial}
      onAnswer={(label) => send(() => answerSent(fixture.questions, [{ selected: [label], custom: '', skipped: false }]))}
      onDismiss={() => send(dismissSent)}
      autoFocus={props.autoFocus}
    />
  );
}
