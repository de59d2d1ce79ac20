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

const NO_ENTRIES: readonly ModelReceived[] = [];

/**
 * The history's entries by run, newest first within each, kept from one call to the next: a history that only
 * gained entries at its head (the usual ask) costs those entries, not the whole history again.
 */
function groupByRun(): (history: readonly ModelReceived[]) => ReadonlyMap<number, readonly ModelReceived[]> {
  let groups = new Map<number, ModelReceived[]>();
  let seen: readonly ModelReceived[] = [];
  return (history) => {
    const head = seen[0];
    const added = history.length - seen.length;
    // The earlier history is this one's tail, object for object at both ends: only the first `added` entries are new.
    const grown = head !== undefined && added >= 0 && history[added] === head && history.at(-1) === seen.at(-1);
    if (!grown) {
      groups = new Map();
      for (const entry of history) {
        const list = groups.get(entry.run);
        if (list === undefined) groups.set(entry.run, [entry]);
        else list.push(entry);
      }
    } else {
      for (let i = added - 1; i >= 0; i--) {
        const entry = history[i] as ModelReceived;
        const list = groups.get(entry.run);
        if (list === undefined) groups.set(entry.run, [entry]);
        else list.unshift(entry);
      }
    }
    seen = history;
    return groups;
  };
}

export function ModelReceives(props: { history: readonly ModelReceived[]; runs?: readonly Run[] }): JSX.Element {
  const { t: tl } = useLocale();
  const t = modelCopy.use();
  let scroller: HTMLDivElement | undefined;
  let rowsApi: RowsApi | undefined;
  /** Whether the list was at its top when last scrolled (read in the scroll event, never on an ask's path). */
  let atTop = true;
  const [chosen, setChosen] = createSignal<ReadonlyMap<number, boolean>>(new Map());
  const entryRows = new WeakMap<ModelReceived, EntryRow>();
  const rowOf = (entry: ModelReceived, latest: boolean): EntryRow => {
    const before = entryRows.get(entry);
    if (before !== undefined && before.latest === latest) return before;
    const row: EntryRow = { kind: 'entry', entry, latest };
    entryRows.set(entry, row);
    return row;
  };
  /** Each run's header, the same object while nothing it shows changed (the list then keeps its row). */
  const heads = new Map<number, HeadRow>();
  const headOf = (runId: number, run: Run | undefined, open: boolean, current: boolean, count: number): HeadRow => {
    const before = heads.get(runId);
    if (before !== undefined && before.run === run && before.open === open && before.current === current && before.count === count) return before;
    const head: HeadRow = { kind: 'head', runId, run, open, current, count };
    heads.set(runId, head);
    return head;
  };
  const byRun = groupByRun();
  const rows = createMemo((): readonly Row[] => {
    const history = props.history;
    const runs = props.runs ?? [];
    const latest = history[0];
    if (runs.length === 0) return history.map((entry) => rowOf(entry, entry === latest));
    const groups = byRun(history);
    const currentId = runs.at(-1)?.id ?? 0;
    const out: Row[] = [];
    const folds = chosen();
    const list = (id: number, run: Run | undefined): void => {
      const entries = groups.get(id) ?? NO_ENTRIES;
      // An earlier run that settled no ask has nothing to show; the current one says it is under way.
      if (entries.length === 0 && id !== currentId) return;
      const current = id === currentId;
      // The run holding the newest settled ask stays open too (a chat started from a card begins a run before its ask settles).
      const open = folds.get(id) ?? (current || id === latest?.run);
      out.push(headOf(id, run, open, current, entries.length));
      if (open) for (const entry of entries) out.push(rowOf(entry, entry === latest));
    };
    for (let i = runs.length - 1; i >= 0; i--) {
      const run = runs[i] as Run;
      list(run.id, run);
    }
    if (groups.has(0)) list(0, undefined);
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
