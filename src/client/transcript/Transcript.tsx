/**
 * The conversation: messages and tool rows in order, scrolled to the newest.
 * Messages the scenario player marked as the script's words (§5.9) carry
 * "(scripted)"; tool rows can offer their request to the editor.
 */
import { For, Match, Show, Suspense, Switch, createEffect, lazy, on, type JSX } from 'solid-js';
import type { RequestData } from '../../protocol/index.ts';
import type { TranscriptItem } from '../session/model.ts';
import { useLocale } from '../locale/locale.ts';
import { ToolRow } from './ToolRow.tsx';

// Only a scenario answered off-script needs it: never part of the first card.
const ScriptedMark = lazy(() => import('./ScriptedMark.tsx'));
// Only an answer that arrived after its ask ended needs it.
const LateAnswer = lazy(() => import('./LateAnswer.tsx'));
// Only a worker's notice needs it (a live error, a stream cut short): its dictionaries stay out of the first card's chunk.
// The page's own notices (a stop, a link the page could not use) carry their words and render without it.
const NoticeText = lazy(() => import('./NoticeText.tsx'));

export interface TranscriptProps {
  readonly items: readonly TranscriptItem[];
  /** Puts a tool row's request into the editor's draft. */
  readonly onOpenInRequest?: (request: RequestData) => void;
}

export function Transcript(props: TranscriptProps): JSX.Element {
  const { t, locale } = useLocale();
  let ref: HTMLDivElement | undefined;
  createEffect(
    on(
      () => props.items.length,
      // In the next frame, not now: reading scrollHeight mid-task forces a layout on the ask hop's hot path.
      () => requestAnimationFrame(() => ref?.scrollTo({ top: ref.scrollHeight })),
    ),
  );
  return (
    <div class="transcript" ref={ref} data-testid="transcript" role="log" aria-live="polite">
      <Show when={props.items.length === 0}>
        <p class="transcript-empty">{t('app.emptyTranscript')}</p>
      </Show>
      <For each={props.items}>
        {(item) => (
          <Switch>
            <Match when={item.kind === 'message' ? item : undefined}>
              {(message) => {
                const bubble = (): JSX.Element => (
                  <div
                    class={`msg msg--${message().role}`}
                    data-testid="message"
                    data-role={message().role}
                    data-tone={message().tone}
                    data-scripted={message().scripted ? '' : undefined}
                  >
                    <Show when={message().agentId !== 'root' && message().role === 'assistant'}>
                      <span class="msg-agent">{message().agentId}</span>
                    </Show>
                    {/* What the agent or the person wrote is verbatim; a notice is the page's own words. */}
                    <div class="msg-text" data-verbatim={message().role === 'notice' ? undefined : ''}>
                      <Show when={message().notice} fallback={message().words?.(locale()) ?? message().text}>
                        {(notice) => <NoticeText notice={notice()} />}
                      </Show>
                      {/* What the browser or the runtime said, verbatim under the sentence. */}
                      <Show when={message().detail}>
                        {(detail) => (
                          <code class="msg-detail" data-verbatim>
                            {detail()}
                          </code>
                        )}
                      </Show>
                    </div>
                    <Show when={message().scripted}>
                      <ScriptedMark />
                    </Show>
                  </div>
                );
                // A worker's notice appears whole, once its wording has loaded: never an empty bubble, never English first.
                return (
                  <Show when={message().notice !== undefined} fallback={bubble()}>
                    <Suspense>{bubble()}</Suspense>
                  </Show>
                );
              }}
            </Match>
            <Match when={item.kind === 'tool' ? item : undefined}>
              {(tool) => (
                <>
                <ToolRow
                  name={tool().name}
                  agentId={tool().agentId}
                  input={tool().input}
                  questionCount={tool().questionCount}
                  asked={tool().asked}
                  result={tool().result}
                  {...(props.onOpenInRequest !== undefined ? { onOpenInRequest: props.onOpenInRequest } : {})}
                  interrupted={tool().interrupted}
                />
                <Show when={tool().late}>
                  {(late) => (
                    <Suspense>
                      <LateAnswer late={late()} />
                    </Suspense>
                  )}
                </Show>
                </>
              )}
            </Match>
          </Switch>
        )}
      </For>
    </div>
  );
}
