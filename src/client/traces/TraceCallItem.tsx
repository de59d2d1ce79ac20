/**
 * One question call of a trace (SPEC §13): when, which tool, its questions, what
 * the person answered as the harness recorded it (notes and previews included),
 * the exact text the model received, what asking it here loses, and "Open as
 * card". Everything the harness wrote is shown verbatim.
 */
import { Button } from '@kobalte/core/button';
import { For, Show, createMemo, type JSX } from 'solid-js';
import type { InverseIssue } from '../../surfaces/inverse-common.ts';
import type { TraceAnswer, TraceCall, TraceQuestion } from '../../traces/types.ts';
import { useLocale } from '../locale/locale.ts';
import { traceCopy, type TraceKey } from './trace-copy.ts';

export interface TraceCallItemProps {
  readonly call: TraceCall;
  readonly issues: readonly InverseIssue[];
  readonly asked: boolean;
  readonly onOpen: () => void;
}

function answerFor(call: TraceCall, q: TraceQuestion): TraceAnswer | undefined {
  return call.answers.find((a) => a.question === (q.id ?? q.question)) ?? call.answers.find((a) => a.question === q.question);
}

export function TraceCallItem(props: TraceCallItemProps): JSX.Element {
  const t = traceCopy.use();
  const { locale } = useLocale();
  const when = createMemo(() => {
    const at = props.call.at;
    if (at === undefined) return undefined;
    const date = new Date(at);
    return Number.isNaN(date.getTime())
      ? at
      : new Intl.DateTimeFormat(locale() === 'zh' ? 'zh-CN' : 'en', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(date);
  });
  return (
    <li class="trace-call" data-tool={props.call.tool} data-outcome={props.call.outcome} data-index={props.call.index} data-testid="trace-call">
      <div class="trace-call-head">
        <code class="trace-tool" data-verbatim>
          {props.call.tool}
        </code>
        <span class="trace-outcome" data-outcome={props.call.outcome}>
          {t(`trace.outcome.${props.call.outcome}` as TraceKey)}
        </span>
        <Show when={props.call.sidechain !== undefined}>
          <span class="trace-tag">{t('trace.sidechain')}</span>
        </Show>
        <Show when={props.call.abandoned === true}>
          <span class="trace-tag">{t('trace.abandoned')}</span>
        </Show>
        <span class="trace-when">
          <Show when={when()}>{(w) => <time datetime={props.call.at}>{w()}</time>}</Show>
          <Show when={props.call.line}>{(line) => <span>{` · ${t('trace.line', { line: line() })}`}</span>}</Show>
        </span>
      </div>
      <ol class="trace-questions">
        <For each={props.call.questions}>
          {(q) => {
            const answer = (): TraceAnswer | undefined => answerFor(props.call, q);
            return (
              <li class="trace-question">
                <p class="trace-q" data-verbatim>
                  <Show when={q.header}>{(h) => <span class="trace-q-header">{h()}</span>}</Show>
                  {q.question}
                  <Show when={q.multiSelect}>
                    <span class="trace-tag">{t('trace.multi')}</span>
                  </Show>
                </p>
                <Show when={q.options.length > 0}>
                  <ul class="trace-options" data-verbatim>
                    <For each={q.options}>
                      {(o) => <li data-chosen={answer()?.selected.includes(o.label) === true ? '' : undefined}>{o.label}</li>}
                    </For>
                  </ul>
                </Show>
                <Show when={answer()}>
                  {(a) => (
                    <dl class="trace-answer">
                      <dt>{t('trace.recorded')}</dt>
                      <dd data-verbatim data-testid="trace-answer">
                        {[...a().selected, ...(a().text !== undefined ? [a().text as string] : [])].join(' · ') || '—'}
                      </dd>
                      <Show when={a().notes}>
                        {(notes) => (
                          <>
                            <dt>{t('trace.notes')}</dt>
                            <dd data-verbatim>{notes()}</dd>
                          </>
                        )}
                      </Show>
                      <Show when={a().preview}>
                        {(preview) => (
                          <>
                            <dt>{t('trace.preview')}</dt>
                            <dd>
                              <pre class="trace-pre" data-verbatim>
                                {preview()}
                              </pre>
                            </dd>
                          </>
                        )}
                      </Show>
                    </dl>
                  )}
                </Show>
              </li>
            );
          }}
        </For>
      </ol>
      <details class="trace-model" open={props.call.outcome !== 'answered' || undefined}>
        <summary>{t('trace.modelText')}</summary>
        <Show when={props.call.modelText !== undefined && props.call.modelText !== ''} fallback={<p class="trace-none">{t('trace.noText')}</p>}>
          <pre class="trace-pre" data-verbatim data-testid="trace-model-text">
            {props.call.modelText}
          </pre>
        </Show>
      </details>
      <Show when={props.issues.length > 0}>
        <div class="trace-losses">
          <p class="trace-losses-title">{t('trace.losses')}</p>
          <ul data-testid="trace-losses">
            <For each={props.issues}>{(issue) => <li data-kind={issue.kind} data-rule={issue.rule}>{t(`trace.loss.${issue.rule}` as TraceKey, issue.params)}</li>}</For>
          </ul>
        </div>
      </Show>
      <div class="trace-actions">
        <Button class="btn btn--small btn--primary" data-testid="trace-open-card" disabled={props.call.questions.length === 0} onClick={() => props.onOpen()}>
          {t('trace.openCard')}
        </Button>
        <Show when={props.asked}>
          <span class="trace-asked" role="status">
            {t('trace.opened')}
          </span>
        </Show>
      </div>
    </li>
  );
}
