/**
 * "Model receives" as a history (§10.1): one entry per settled ask, grouped by
 * run (the current run first and open, earlier runs folded under a header that
 * names them), newest first within a run; each entry with the tool that asked,
 * the agent, the outcome (success, or the error code linked to its row in the
 * docs) and the exact text the model got. The newest entry's text keeps
 * `data-testid="model-receives"` (with `data-code` on errors), so "what did the
 * model just get" stays one lookup; the list is `model-receives-history`, one
 * `li` per entry (`model-receives-entry`) and per run header (`run-head`). A
 * long history renders only what is in view (Rows).
 */
import { Show, createEffect, createMemo, createSignal, on, type JSX } from 'solid-js';
import { resultText, type ToolResult } from '../../protocol/index.ts';
import type { ModelReceived, Run } from '../session/model.ts';
import { useLocale } from '../locale/locale.ts';
import { docsHrefForCode } from '../docs/links.ts';
import { Rows, type RowsApi } from '../ui/Rows.tsx';
import { modelCopy } from './model-copy.ts';
import '../styles/repro.css';
import { RunHeadItem } from '../ui/RunToggle.tsx';

const codeOf = (result: ToolResult): string | undefined => (result.isError ? result.error.code : undefined);

/** The service-level ask's row name (host/runtime's DIRECT_ASK; client/ does not import host/). */
const DIRECT_ASK = 'userQuestions.ask';

interface HeadRow {
  readonly kind: 'head';
  readonly runId: number;
  readonly run: Run | undefined;
  readonly open: boolean;
  readonly current: boolean;
  readonly count: number;
}
interface EntryRow {
  readonly kind: 'entry';
  readonly entry: ModelReceived;
  readonly latest: boolean;
}
type Row = HeadRow | EntryRow;

export function ModelReceives(props: { history: readonly ModelReceived[]; runs?: readonly Run[] }): JSX.Element {
  const { t: tl } = useLocale();
  const t = modelCopy.use();
  let scroller: HTMLDivElement | undefined;
  let rowsApi: RowsApi | undefined;
  /** Whether the list was at its top when last scrolled (read in the scroll event, never on an ask's path). */
  let atTop = true;
  const [chosen, setChosen] = createSignal<ReadonlyMap<number, boolean>>(new Map());
  const entryRows = new WeakMap<ModelReceived, EntryRow>();
  const heads = new Map<string, HeadRow>();
  const rowOf = (entry: ModelReceived, latest: boolean): EntryRow => {
    const before = entryRows.get(entry);
    if (before !== undefined && before.latest === latest) return before;
    const row: EntryRow = { kind: 'entry', entry, latest };
    entryRows.set(entry, row);
    return row;
  };
  const rows = createMemo((): readonly Row[] => {
    const history = props.history;
    const runs = props.runs ?? [];
    const latest = history[0];
    if (runs.length === 0) return history.map((entry) => rowOf(entry, entry === latest));
    const byRun = new Map<number, ModelReceived[]>();
    for (const entry of history) {
      const list = byRun.get(entry.run);
      if (list === undefined) byRun.set(entry.run, [entry]);
      else list.push(entry);
    }
    const currentId = runs.at(-1)?.id ?? 0;
    const order: { id: number; run: Run | undefined }[] = [...runs].reverse().map((run) => ({ id: run.id, run }));
    if (byRun.has(0)) order.push({ id: 0, run: undefined });
    const out: Row[] = [];
    const nextHeads = new Map<string, HeadRow>();
    for (const { id, run } of order) {
      const entries = byRun.get(id) ?? [];
      // An earlier run that settled no ask has nothing to show; the current one says it is under way.
      if (entries.length === 0 && id !== currentId) continue;
      const current = id === currentId;
      // The run holding the newest settled ask stays open too (a chat started from a card begins a run before its ask settles).
      const open = chosen().get(id) ?? (current || id === latest?.run);
      const key = `${id}:${open ? 1 : 0}:${current ? 1 : 0}:${entries.length}`;
      const head = heads.get(key) ?? { kind: 'head' as const, runId: id, run, open, current, count: entries.length };
      nextHeads.set(key, head);
      out.push(head);
      if (open) for (const entry of entries) out.push(rowOf(entry, entry === latest));
    }
    // Only the headers shown now are kept for the next time.
    heads.clear();
    for (const [key, head] of nextHeads) heads.set(key, head);
    return out;
  });
  // A new run is listed first: bring it into view.
  createEffect(
    on(
      () => props.runs?.length ?? 0,
      () => {
        // Only when the person scrolled away from the top: an ask that starts a run then costs no scrolling.
        if (!atTop) requestAnimationFrame(() => rowsApi?.scrollToIndex(0, 'start'));
      },
      { defer: true },
    ),
  );
  const keyOf = (row: Row): string => (row.kind === 'head' ? `run:${row.runId}` : `entry:${row.entry.callId}:${row.entry.seq}`);
  return (
    <section class="pane model-history-pane" aria-labelledby="model-receives-title">
      <h2 class="pane-title" id="model-receives-title">
        {tl('inspector.modelReceives')}
        <Show when={props.history.length > 1}>
          <span class="count">{props.history.length}</span>
        </Show>
      </h2>
      <Show when={props.history.length > 0} fallback={<p class="pane-empty">{tl('inspector.modelReceivesEmpty')}</p>}>
        <div class="model-history-scroll" ref={scroller} onScroll={(e) => (atTop = e.currentTarget.scrollTop < 2)}>
          <Rows
            rows={rows()}
            key={keyOf}
            estimate={(row) => (row.kind === 'head' ? 32 : row.latest ? 120 : 90)}
            scroller={() => scroller}
            as="ol"
            attrs={{ class: 'model-history', 'data-testid': 'model-receives-history', 'aria-label': t('model.history') }}
            api={(api) => (rowsApi = api)}
          >
            {(row, index, measure) =>
              row.kind === 'head' ? (
                <RunHead row={row} index={index()} measure={measure} onToggle={() => setChosen((map) => new Map([...map, [row.runId, !row.open]]))} />
              ) : (
                <Entry entry={row.entry} latest={row.latest} index={index()} measure={measure} />
              )
            }
          </Rows>
        </div>
      </Show>
    </section>
  );
}

function RunHead(props: { row: HeadRow; index: number; measure: (el: Element) => void; onToggle: () => void }): JSX.Element {
  return <RunHeadItem row={props.row} class="run-head" testid="run-head" counted="asks" index={props.index} measure={props.measure} onToggle={props.onToggle} />;
}

function Entry(props: { entry: ModelReceived; latest: boolean; index: number; measure: (el: Element) => void }): JSX.Element {
  const { locale } = useLocale();
  const t = modelCopy.use();
  const entry = props.entry;
  const code = (): string | undefined => codeOf(entry.result);
  return (
    <li
      class="model-entry"
      data-testid="model-receives-entry"
      data-code={code()}
      data-error={entry.result.isError ? '' : undefined}
      data-tool={entry.name}
      data-run={entry.run}
      data-latest={props.latest ? '' : undefined}
      data-index={props.index}
      ref={props.measure}
    >
      <div class="model-entry-head">
        <Show when={entry.name !== DIRECT_ASK} fallback={<span class="model-entry-tool">{t('model.directAsk')}</span>}>
          <code class="model-entry-tool">{entry.name}</code>
        </Show>
        <span class="model-entry-agent">
          {t('model.agent')}
          <code>{entry.agentId}</code>
        </span>
        {/* DSH's plain errors (exit_plan_mode's keep planning, dismissed, not in plan mode) carry no code. */}
        <span class="model-entry-outcome" data-error={entry.result.isError ? '' : undefined}>
          <Show when={code()} fallback={<>{entry.result.isError ? t('model.plainError') : t('model.success')}</>}>
            {(c) => (
              <a
                class="code-link"
                href={docsHrefForCode(c(), locale())}
                target="_blank"
                rel="noopener"
                title={t('inspector.codeDocs', { code: c() })}
                data-testid="code-docs-link"
              >
                {c()}
              </a>
            )}
          </Show>
        </span>
      </div>
      <pre class="model-receives" data-testid={props.latest ? 'model-receives' : undefined} data-code={code()} data-tool={entry.name}>
        {resultText(entry.result)}
      </pre>
    </li>
  );
}
