/**
 * In the Surfaces tab, beside the five surfaces (SPEC §13 "Open as card"): when the
 * ask shown came from a trace call and has been answered (or dismissed), what the
 * original harness would have sent its model for that answer, beside what the
 * trace says its model did receive. The reply is src/traces/harness-reply.ts's.
 */
import { Show, createMemo, type JSX } from 'solid-js';
import type { AskUserQuestionAnswer, AskUserQuestionItem } from '../../protocol/index.ts';
import { harnessReply, type HarnessReply } from '../../traces/harness-reply.ts';
import type { TraceFormat } from '../../traces/types.ts';
import { traceCopy, type TraceKey } from './trace-copy.ts';
import { traceStore } from './trace-store.ts';
import '../styles/traces.css';

const sameAsk = (a: readonly AskUserQuestionItem[], b: readonly AskUserQuestionItem[]): boolean =>
  a.length === b.length && a.every((q, i) => q.id === b[i]?.id && q.question === b[i]?.question);

export function TraceComparison(props: {
  readonly questions: readonly AskUserQuestionItem[];
  readonly end: AskUserQuestionAnswer | 'cancelled' | null;
}): JSX.Element {
  const t = traceCopy.use();
  const view = createMemo((): { reply: HarnessReply; format: TraceFormat; tool: string; did?: string } | null => {
    const opened = traceStore.opened();
    const end = props.end;
    if (opened === null || end === null || !sameAsk(opened.questions, props.questions)) return null;
    return {
      reply: harnessReply(opened.call, opened.questions, end),
      format: opened.call.format,
      tool: opened.call.tool,
      ...(opened.call.modelText !== undefined ? { did: opened.call.modelText } : {}),
    };
  });
  return (
    <Show when={view()}>
      {(v) => {
        const harness = (): string => t(`trace.harness.${v().format}` as TraceKey);
        return (
          <section class="trace-compare" data-testid="trace-comparison" data-format={v().format} aria-labelledby="trace-compare-title">
            <h3 id="trace-compare-title">{t('trace.compare.title')}</h3>
            <p class="surfaces-intro">
              {t('trace.compare.intro', { harness: harness() })} <code>{v().tool}</code>
            </p>
            <div class="trace-compare-grid">
              <div>
                <p class="trace-compare-label">{t('trace.compare.would', { harness: harness() })}</p>
                <pre class="trace-pre" data-verbatim data-testid="trace-would-receive">
                  {v().reply.text}
                </pre>
              </div>
              <div>
                <p class="trace-compare-label">{t('trace.compare.did')}</p>
                <pre class="trace-pre" data-verbatim data-testid="trace-did-receive">
                  {v().did ?? t('trace.noText')}
                </pre>
              </div>
            </div>
            <Show when={v().reply.record !== undefined}>
              <details class="trace-model">
                <summary>{t('trace.compare.record', { harness: harness() })}</summary>
                <pre class="trace-pre" data-verbatim>
                  {JSON.stringify(v().reply.record, null, 2)}
                </pre>
              </details>
            </Show>
          </section>
        );
      }}
    </Show>
  );
}
