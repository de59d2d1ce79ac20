/**
 * The open trace in the Yours section (SPEC §13): the reading under way (progress
 * and Cancel for a file over 5 MB), what the reader could not use, then the list
 * of question calls `data-testid="trace-calls"` with a search box and outcome
 * filters, each call openable as a card, and "Save as scenario" for them all. The
 * state is the trace store's; the mappings are src/traces' (pure).
 */
import { Button } from '@kobalte/core/button';
import { For, Match, Show, Switch, createEffect, createMemo, createSignal, on, onCleanup, type JSX } from 'solid-js';
import type { RequestData } from '../../protocol/index.ts';
import { readScenarioFile, scenarioText } from '../../scenarios/file.ts';
import { requestOfCall } from '../../traces/to-request.ts';
import { traceToScenario } from '../../traces/to-scenario.ts';
import { TRACE_OUTCOMES, type TraceCall, type TraceOutcome, type TraceResult } from '../../traces/types.ts';
import { reasonText } from '../scenarios/reason-copy.ts';
import type { ScenarioRuns } from '../scenarios/runs.ts';
import { SCHEMA_TRANSLATIONS } from '../scenarios/schema-translations.ts';
import { formatSize } from '../scenarios/yours-copy.ts';
import { useLocale } from '../locale/locale.ts';
import { traceCopy, type TraceKey } from './trace-copy.ts';
import { TraceCallItem } from './TraceCallItem.tsx';
import { PROGRESS_FROM_BYTES, traceStore } from './trace-store.ts';
import '../styles/traces.css';

export type TraceAsk = (request: RequestData, driver: { readonly kind: 'example'; readonly id: string; readonly title: Readonly<Record<'zh' | 'en', string>> }) => void;

/** Calls shown at first, and added by each "Show more": a long session never renders all at once. */
const PAGE = 100;
/** Calls rendered a frame: the first screenful at once, the rest in the frames after (no long task). */
const STEP = 8;

export function TracePanel(props: { readonly runs: ScenarioRuns; readonly onAsk?: TraceAsk | undefined }): JSX.Element {
  const t = traceCopy.use();
  const state = traceStore.state;
  return (
    <section class="trace" data-testid="trace" aria-label={t('trace.open')}>
      <Switch>
        <Match when={(() => { const s = state(); return s.status === 'reading' ? s : undefined; })()}>
          {(s) => (
            <div class="trace-reading" role="status" data-testid="trace-reading">
              <p>{t('trace.reading', { file: s().file })}</p>
              <Show when={s().total >= PROGRESS_FROM_BYTES}>
                <progress class="trace-progress" max={s().total} value={s().bytes} data-testid="trace-progress" />
                <span class="trace-progress-text">{t('trace.progress', { read: formatSize(s().bytes), total: formatSize(s().total) })}</span>
              </Show>
              <Button class="btn btn--small btn--outline" data-testid="trace-cancel" onClick={() => traceStore.cancel()}>
                {t('trace.cancel')}
              </Button>
            </div>
          )}
        </Match>
        <Match when={(() => { const s = state(); return s.status === 'cancelled' || s.status === 'failed' ? s : undefined; })()}>
          {(s) => (
            <Notice onClose={() => traceStore.close()} testid="trace-notice" kind={s().status}>
              {s().status === 'cancelled' ? t('trace.cancelled', { file: s().file }) : t('trace.failed', { file: s().file, detail: 'detail' in s() ? (s() as { detail: string }).detail : '' })}
            </Notice>
          )}
        </Match>
        <Match when={(() => { const s = state(); return s.status === 'read' ? s : undefined; })()}>
          {(s) => (
            <Show
              when={s().result.ok ? (s().result as TraceResult & { ok: true }) : undefined}
              fallback={
                <Notice onClose={() => traceStore.close()} testid="trace-notice" kind={s().result.ok ? 'failed' : (s().result as { reason: string }).reason}>
                  {!s().result.ok && (s().result as { reason: string }).reason === 'empty' ? t('trace.empty', { file: s().file }) : t('trace.unknown', { file: s().file })}
                  <Show when={!s().result.ok && (s().result as { sample?: string }).sample}>
                    {(sample) => (
                      <>
                        <span class="trace-sample-label">{t('trace.unknownSample')}</span>
                        <code class="trace-sample" data-verbatim>
                          {sample()}
                        </code>
                      </>
                    )}
                  </Show>
                </Notice>
              }
            >
              {(result) => <TraceList file={s().file} result={result()} ms={s().ms} runs={props.runs} onAsk={props.onAsk} />}
            </Show>
          )}
        </Match>
      </Switch>
    </section>
  );
}

function Notice(props: { children: JSX.Element; onClose: () => void; testid: string; kind: string }): JSX.Element {
  const t = traceCopy.use();
  return (
    <div class="trace-notice" role="status" data-testid={props.testid} data-kind={props.kind}>
      <p>{props.children}</p>
      <Button class="btn btn--small btn--ghost" onClick={() => props.onClose()}>
        {t('trace.close')}
      </Button>
    </div>
  );
}

function TraceList(props: { file: string; result: TraceResult; ms: number; runs: ScenarioRuns; onAsk?: TraceAsk | undefined }): JSX.Element {
  const t = traceCopy.use();
  const { locale } = useLocale();
  const [query, setQuery] = createSignal('');
  const [only, setOnly] = createSignal<ReadonlySet<TraceOutcome>>(new Set());
  const [shown, setShown] = createSignal(PAGE);
  const [asked, setAsked] = createSignal<number | null>(null);
  const [saved, setSaved] = createSignal<{ ok: true } | { ok: false; reason: string } | null>(null);
  const present = createMemo(() => TRACE_OUTCOMES.filter((o) => props.result.calls.some((c) => c.outcome === o)));
  const issues = createMemo(() => new Map(props.result.calls.map((c) => [c.index, requestOfCall(c)] as const)));
  const haystack = (c: TraceCall): string =>
    [c.tool, c.outcome, c.modelText ?? '', ...c.questions.flatMap((q) => [q.header ?? '', q.question, ...q.options.map((o) => o.label)]), ...c.answers.flatMap((a) => [...a.selected, a.text ?? '', a.notes ?? ''])]
      .join('\n')
      .toLowerCase();
  const matching = createMemo(() => {
    const q = query().trim().toLowerCase();
    const outcomes = only();
    return props.result.calls.filter((c) => (outcomes.size === 0 || outcomes.has(c.outcome)) && (q === '' || haystack(c).includes(q)));
  });
  // Rendered so far (up to `shown`): grows a few calls a frame after each change of the list.
  const [rendered, setRendered] = createSignal(STEP);
  let frame = 0;
  createEffect(
    on([matching, shown], ([list, limit]) => {
      cancelAnimationFrame(frame);
      const grow = (): void => {
        if (rendered() >= Math.min(limit, list.length)) return;
        setRendered((n) => n + STEP);
        frame = requestAnimationFrame(grow);
      };
      frame = requestAnimationFrame(grow);
    }),
  );
  onCleanup(() => cancelAnimationFrame(frame));
  const count = (o: TraceOutcome): number => props.result.calls.filter((c) => c.outcome === o).length;
  const knownCount = (): number => Object.values(props.result.known).reduce((a, b) => a + b, 0);
  const unknownCount = (): number => Object.values(props.result.unknown).reduce((a, b) => a + b, 0);
  const toggle = (o: TraceOutcome): void => {
    setShown(PAGE);
    setRendered(STEP);
    setOnly((now) => {
      const next = new Set(now);
      if (next.has(o)) next.delete(o);
      else next.add(o);
      return next;
    });
  };
  const open = (call: TraceCall): void => {
    const { questions } = issues().get(call.index) ?? requestOfCall(call);
    traceStore.setOpened({ call, questions });
    setAsked(call.index);
    props.onAsk?.({ questions }, { kind: 'example', id: `trace-${call.callId}`, title: { zh: `会话记录 · ${call.tool} #${call.index + 1}`, en: `Trace · ${call.tool} #${call.index + 1}` } });
  };
  const save = (): void => {
    const { scenario } = traceToScenario(props.result.calls, props.file, props.result.format);
    // The same loader as any scenario file: what is saved is what a file of it would read as.
    const read = readScenarioFile(scenarioText(scenario), `${scenario.id}.json`, { translations: SCHEMA_TRANSLATIONS });
    if (!read.ok) {
      setSaved({ ok: false, reason: read.problem === 'invalid' ? reasonText(read.reason, locale()) : read.problem });
      return;
    }
    setSaved(props.runs.saveToYours(read.scenario) ? { ok: true } : { ok: false, reason: '' });
  };
  return (
    <div class="trace-body">
      <div class="trace-head">
        <div class="trace-title">
          <strong data-verbatim>{props.file}</strong>
          <span class="trace-format" data-testid="trace-format" data-format={props.result.format}>
            {t(`trace.format.${props.result.format}` as TraceKey)}
            <Show when={props.result.session?.version}>{(v) => ` ${v()}`}</Show>
          </span>
        </div>
        <Button class="btn btn--small btn--ghost trace-close" aria-label={t('trace.close')} data-testid="trace-close" onClick={() => traceStore.close()}>
          ×
        </Button>
      </div>
      <ul class="trace-facts" data-testid="trace-facts">
        <li>{t('trace.summary', { calls: props.result.calls.length, lines: props.result.lines, size: formatSize(props.result.bytes), ms: Math.round(props.ms) })}</li>
        <li data-testid="trace-counted">{t('trace.counted', { known: knownCount(), unknown: unknownCount() })}</li>
        <Show when={unknownCount() > 0}>
          <li>{t('trace.unknownKinds', { kinds: Object.entries(props.result.unknown).map(([k, n]) => `${k} (${n})`).join(', ') })}</li>
        </Show>
        <Show when={props.result.problemCount > 0}>
          <li class="trace-bad" data-testid="trace-problems">
            {t('trace.problems', { count: props.result.problemCount, lines: props.result.problems.map((p) => p.line).join(', ') + (props.result.problemCount > props.result.problems.length ? ', …' : '') })}
          </li>
        </Show>
        <Show when={props.result.redactions > 0}>
          <li data-testid="trace-redacted">{t('trace.redacted', { count: props.result.redactions })}</li>
        </Show>
      </ul>
      <Show when={props.result.calls.length > 0} fallback={<p class="pane-empty">{t('trace.none')}</p>}>
        <div class="trace-controls">
          <input
            type="search"
            class="trace-search"
            placeholder={t('trace.search')}
            aria-label={t('trace.search')}
            data-testid="trace-search"
            value={query()}
            onInput={(e) => {
              setShown(PAGE);
              setRendered(STEP);
              setQuery(e.currentTarget.value);
            }}
          />
          <div class="trace-filters" role="group" aria-label={t('trace.filters')} data-testid="trace-filters">
            <Button
              class="trace-chip"
              aria-pressed={only().size === 0}
              onClick={() => {
                setRendered(STEP);
                setOnly(new Set<TraceOutcome>());
              }}
            >
              {t('trace.all')} <span class="count">{props.result.calls.length}</span>
            </Button>
            <For each={present()}>
              {(o) => (
                <Button class="trace-chip" data-outcome={o} aria-pressed={only().has(o)} onClick={() => toggle(o)}>
                  {t(`trace.outcome.${o}` as TraceKey)} <span class="count">{count(o)}</span>
                </Button>
              )}
            </For>
          </div>
          <div class="trace-save">
            <Button class="btn btn--small btn--outline" data-testid="trace-save" onClick={save}>
              {t('trace.save')}
            </Button>
            <Show when={saved()}>
              {(s) => (
                <span class="trace-saved" role="status" data-testid="trace-saved" data-ok={s().ok ? 'true' : 'false'}>
                  {s().ok ? t('trace.saved') : t('trace.saveFailed', { reason: 'reason' in s() ? (s() as { reason: string }).reason : '' })}
                </span>
              )}
            </Show>
          </div>
        </div>
        <Show when={matching().length > 0} fallback={<p class="pane-empty">{t('trace.noMatch')}</p>}>
          <ul class="trace-calls" data-testid="trace-calls" data-complete={rendered() >= Math.min(shown(), matching().length) ? '' : undefined}>
            <For each={matching().slice(0, Math.min(shown(), rendered()))}>
              {(call) => <TraceCallItem call={call} issues={issues().get(call.index)?.issues ?? []} asked={asked() === call.index} onOpen={() => open(call)} />}
            </For>
          </ul>
          <Show when={matching().length > shown()}>
            <Button class="btn btn--small btn--ghost" onClick={() => setShown((n) => n + PAGE)}>
              {t('trace.more', { count: Math.min(PAGE, matching().length - shown()) })}
            </Button>
          </Show>
        </Show>
      </Show>
    </div>
  );
}
