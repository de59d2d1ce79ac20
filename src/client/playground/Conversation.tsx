/**
 * The centre column: transcript, and below it either the composer or, while a
 * question is pending, the question card that takes the composer's place. Focus
 * goes into the card when it appears and back to the composer when it leaves.
 */
import { Button } from '@kobalte/core/button';
import { Show, createEffect, lazy, on, type JSX } from 'solid-js';
import type { PendingQuestion } from '../../bridge/client.ts';
import type { RequestData } from '../../protocol/index.ts';
import { QuestionComposer } from '../question/QuestionComposer.tsx';
import { Transcript } from '../transcript/Transcript.tsx';
import { useLocale } from '../locale/locale.ts';
import { StopIcon } from '../ui/icons.tsx';
import { Composer } from './Composer.tsx';
import type { Session } from '../session/model.ts';

// Only an agent that stopped for good needs it: not part of the first card.
const AgentStopped = lazy(() => import('./AgentStopped.tsx'));

export interface ConversationProps {
  readonly session: Session;
  readonly onSend: (text: string) => void;
  readonly onPainted: (question: PendingQuestion) => void;
  /** Embedded in another page: a card takes focus only while this document has it, so it never pulls focus out of the host page. */
  readonly embedded?: boolean;
  /** A tool row's "Open in Request": its questions into the editor's draft. */
  readonly onOpenInRequest?: (request: RequestData) => void;
  /** Starts a fresh agent (offered once the agent has stopped for good). */
  readonly onReset?: () => void;
  /** The live model the composer talks to, when it is not the demo model. */
  readonly model?: string;
  /** Shown instead of the transcript while nothing has happened yet (the first-run choices). */
  readonly empty?: JSX.Element;
}

export function Conversation(props: ConversationProps): JSX.Element {
  const { t } = useLocale();
  let composerRef: HTMLTextAreaElement | undefined;
  const head = (): PendingQuestion | undefined => props.session.pending()[0];
  createEffect(
    on(head, (now, before) => {
      if (now !== undefined || before === undefined) return;
      // The card just left: give focus back to the composer unless the user already moved it elsewhere.
      queueMicrotask(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) composerRef?.focus();
      });
    }),
  );
  return (
    <div class="conversation">
      <Show
        when={props.empty === undefined || props.session.transcript.length > 0 || head() !== undefined}
        fallback={<div class="conversation-empty">{props.empty}</div>}
      >
        <Transcript
          items={props.session.transcript}
          runs={props.session.runs()}
          {...(props.onOpenInRequest !== undefined ? { onOpenInRequest: props.onOpenInRequest } : {})}
        />
      </Show>
      <div class="composer-slot" data-testid="composer-slot">
        <Show
          when={head()}
          keyed
          fallback={
            <Show
              when={props.session.stopped()}
              fallback={
                <Composer
                  ref={(el) => (composerRef = el)}
                  running={props.session.running()}
                  onSend={(text) => props.onSend(text)}
                  onStop={() => props.session.client.stop()}
                  {...(props.model !== undefined ? { model: props.model } : {})}
                />
              }
            >
              {(reason) => <AgentStopped reason={reason()} onReset={props.onReset} />}
            </Show>
          }
        >
          {(question) => (
            <div class="card-frame">
              <QuestionComposer question={question} onPainted={props.onPainted} autoFocus={props.embedded !== true || document.hasFocus()} />
              <Show when={props.session.running()}>
                <Button class="btn btn--ghost btn--small stop-under-card" data-testid="stop" onClick={() => props.session.client.stop()}>
                  <StopIcon /> {t('app.stop')}
                </Button>
              </Show>
            </div>
          )}
        </Show>
      </div>
    </div>
  );
}
