/**
 * The Timeline (§10.2): every frame that crossed the worker boundary, by run
 * (the current run first and open, earlier runs folded under a header naming
 * them; a search or a marked step opens the runs it reaches), and within a run
 * grouped under the tool call or ask it belongs to (ask-hop and ask-paint on the ask),
 * the rest in order between them; filter chips by kind (System, which holds
 * lifecycle and configuration, is off by default) and for errors only; a
 * search box; per frame its direction, type, Δt from the frame before and from
 * its ask's start, a red mark when it was refused or carries an error, its
 * payload, and a copy button; "Export session" downloads the whole log as JSON
 * with secrets redacted. Frames a player step produced are marked (`highlight`)
 * and shown whatever the filters say. The list is flat (run headers, group
 * headers, frames), so a long one renders only what is in view (Rows) and no
 * group measures itself; the search box is how a long Timeline is searched.
 */
import { Button } from '@kobalte/core/button';
import { TextField } from '@kobalte/core/text-field';
import { ToggleButton } from '@kobalte/core/toggle-button';
import { For, Show, createEffect, createMemo, createSignal, on, type JSX } from 'solid-js';
import { useLocale } from '../locale/locale.ts';
import type { Run } from '../session/model.ts';
import { Rows, type RowsApi } from '../ui/Rows.tsx';
import type { AskTiming } from '../../bridge/client.ts';
import type { FrameLogEntry } from '../../bridge/frame-log.ts';
import { ChevronRight } from '../ui/icons.tsx';
import {
  DEFAULT_CATEGORIES,
  FRAME_CATEGORIES,
  makeTimelineBuilder,
  exportSession,
  filterTimeline,
  searchText,
  type FrameCategory,
  type TimelineBlock,
  type TimelineFilter,
  type TimelineFrame,
  type TimelineGroup,
} from './timeline.ts';
import { timelineCopy, type TimelineKey } from './timeline-copy.ts';
import { hopText, timingCopy } from './timing-text.ts';
import '../styles/repro.css';
import { RunHeadItem } from '../ui/RunToggle.tsx';

export interface TimelineProps {
  readonly frames: readonly FrameLogEntry[];
  readonly timings: readonly AskTiming[];
  /** Frames to mark (a player step's), shown whatever the filters say. */
  readonly highlight?: ReadonlySet<number>;
  readonly onClearHighlight?: () => void;
  /** The session's runs, oldest first: the list groups by them. */
  readonly runs?: readonly Run[];
  /** False while its tab is hidden: the list keeps what it shows and reads new frames when shown again. */
  readonly active?: boolean;
}

interface RunRow {
  readonly kind: 'run';
  readonly runId: number;
  readonly run: Run | undefined;
  readonly open: boolean;
  readonly current: boolean;
  readonly count: number;
}
interface GroupHeadRow {
  readonly kind: 'group';
  readonly group: TimelineGroup;
  readonly open: boolean;
}
interface FrameRowData {
  readonly kind: 'frame';
  readonly frame: TimelineFrame;
  readonly grouped: boolean;
}
type Row = RunRow | GroupHeadRow | FrameRowData;

const firstSeq = (block: TimelineBlock): number => (block.kind === 'frame' ? block.frame.entry.seq : (block.frames[0]?.entry.seq ?? 0));

const NO_MARKS: ReadonlySet<number> = new Set();
const DIRECT_ASK = 'userQuestions.ask';

const ms = (value: number): string => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

export function Timeline(props: TimelineProps): JSX.Element {
  const t = timelineCopy.use();
  const [categories, setCategories] = createSignal<ReadonlySet<FrameCategory>>(DEFAULT_CATEGORIES);
  const [errorsOnly, setErrorsOnly] = createSignal(false);
  const [query, setQuery] = createSignal('');
  const marks = (): ReadonlySet<number> => props.highlight ?? NO_MARKS;

  const build = makeTimelineBuilder();
  // While hidden, the Timeline holds the log as it last showed it: an ask costs it nothing, and on return it
  // reads the new frames once (the builder keeps the rows of the frames it already had).
  const frames = createMemo<readonly FrameLogEntry[]>((before) => (props.active === false ? before : props.frames), props.frames);
  const timings = createMemo<readonly AskTiming[]>((before) => (props.active === false ? before : props.timings), props.timings);
  const runsShown = createMemo<readonly Run[]>((before) => (props.active === false ? before : (props.runs ?? [])), props.runs ?? []);
  const blocks = createMemo(() => build(frames()));
  const filter = (): TimelineFilter => ({ categories: categories(), errorsOnly: errorsOnly(), query: query() });
  const text = (entry: FrameLogEntry): string => searchText(entry);
  const visible = createMemo(() => filterTimeline(blocks(), filter(), text, marks()));
  const [chosenRuns, setChosenRuns] = createSignal<ReadonlyMap<number, boolean>>(new Map());
  const [chosenGroups, setChosenGroups] = createSignal<ReadonlyMap<string, boolean>>(new Map());
  const frameRows = new Map<string, FrameRowData>();
  const headRows = new Map<string, Row>();
  const same = <R extends Row>(key: string, make: () => R, fits: (before: R) => boolean): R => {
    const before = headRows.get(key) as R | undefined;
    if (before !== undefined && fits(before)) return before;
    const row = make();
    headRows.set(key, row);
    return row;
  };
  const frameRow = (frame: TimelineFrame, grouped: boolean): FrameRowData => {
    const key = `${frame.entry.seq}:${grouped ? 1 : 0}`;
    const before = frameRows.get(key);
    if (before !== undefined && before.frame === frame) return before;
    const row: FrameRowData = { kind: 'frame', frame, grouped };
    frameRows.set(key, row);
    return row;
  };
  /** The rows the list shows: per run (newest first), its blocks in order, an open group's frames under its header. */
  const rows = createMemo((): readonly Row[] => {
    const kept = computeRows();
    // Only the rows of this list are kept for the next time (a frame no longer shown is let go).
    const shownKeys = new Set(kept.map(rowKey));
    for (const key of headRows.keys()) if (!shownKeys.has(key)) headRows.delete(key);
    for (const key of frameRows.keys()) if (!shownKeys.has(`frame:${key}`)) frameRows.delete(key);
    return kept;
  });
  function computeRows(): readonly Row[] {
    const runs = runsShown();
    const searching = query().trim() !== '' || errorsOnly();
    const marked = marks();
    const out: Row[] = [];
    const pushBlock = (block: TimelineBlock): void => {
      if (block.kind === 'frame') {
        out.push(frameRow(block.frame, false));
        return;
      }
      const open = chosenGroups().get(block.key) ?? true;
      out.push(same(`group:${block.key}`, () => ({ kind: 'group', group: block, open }), (b) => b.kind === 'group' && b.group === block && b.open === open));
      if (open) for (const frame of block.frames) out.push(frameRow(frame, true));
    };
    if (runs.length === 0) {
      for (const block of visible()) pushBlock(block);
      return out;
    }
    // Blocks come in the order of their first frame and runs in the order they began: one pass pairs them.
    const byRun = new Map<number, TimelineBlock[]>(runs.map((run) => [run.id, []]));
    let at = 0;
    for (const block of visible()) {
      const seq = firstSeq(block);
      while (at + 1 < runs.length && (runs[at + 1] as Run).seqFrom <= seq) at += 1;
      byRun.get((runs[at] as Run).id)?.push(block);
    }
    const currentId = runs.at(-1)?.id ?? 0;
    for (const run of [...runs].reverse()) {
      const blocks = byRun.get(run.id) ?? [];
      const current = run.id === currentId;
      if (blocks.length === 0 && !current) continue;
      const count = blocks.reduce((n, b) => n + (b.kind === 'frame' ? 1 : b.frames.length), 0);
      const reached = searching || (marked.size > 0 && blocks.some((b) => (b.kind === 'frame' ? [b.frame] : b.frames).some((f) => marked.has(f.entry.seq))));
      const open = chosenRuns().get(run.id) ?? (current || reached);
      out.push(
        same(
          `run:${run.id}`,
          () => ({ kind: 'run', runId: run.id, run, open, current, count }),
          (b) => b.kind === 'run' && b.run === run && b.open === open && b.current === current && b.count === count,
        ),
      );
      if (open) for (const block of blocks) pushBlock(block);
    }
    return out;
  }
  function rowKey(row: Row): string {
    return row.kind === 'run' ? `run:${row.runId}` : row.kind === 'group' ? `group:${row.group.key}` : `frame:${row.frame.entry.seq}:${row.grouped ? 1 : 0}`;
  }
  const counts = createMemo(() => {
    const byCategory = new Map<FrameCategory, number>();
    let errors = 0;
    for (const block of blocks()) {
      for (const frame of block.kind === 'frame' ? [block.frame] : block.frames) {
        byCategory.set(frame.category, (byCategory.get(frame.category) ?? 0) + 1);
        if (frame.error) errors += 1;
      }
    }
    return { byCategory, errors };
  });
  const shown = createMemo(() => visible().reduce((n, b) => n + (b.kind === 'frame' ? 1 : b.frames.length), 0));
  const timingOf = (rpcId: string): AskTiming | undefined => timings().find((x) => x.rpcId === rpcId);

  let scroller: HTMLDivElement | undefined;
  let rowsApi: RowsApi | undefined;
  /** Whether the list was at its top when last scrolled (read in the scroll event, never on an ask's path). */
  let atTop = true;
  // A marked step's frames: its first one is brought into view (rendered first, when the list is long).
  createEffect(
    on(marks, (marked) => {
      if (marked.size === 0) return;
      requestAnimationFrame(() => {
        const at = rows().findIndex((row) => row.kind === 'frame' && marked.has(row.frame.entry.seq));
        if (at >= 0) rowsApi?.scrollToIndex(at, 'center');
      });
    }),
  );
  // A new run is listed first: the list goes back to its top.
  createEffect(
    on(
      () => runsShown().length,
      () => {
        // Only when the person scrolled away from the top: an ask that starts a run then costs no scrolling.
        if (!atTop) requestAnimationFrame(() => rowsApi?.scrollToIndex(0, 'start'));
      },
      { defer: true },
    ),
  );

  const toggle = (category: FrameCategory, on: boolean): void => {
    const next = new Set(categories());
    if (on) next.add(category);
    else next.delete(category);
    setCategories(next);
  };

  const exportNow = (): void => {
    const now = new Date();
    const data = exportSession(props.frames, props.timings, now);
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `asklab-session-${now.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div class="timeline" data-testid="timeline">
      <div class="timeline-bar">
        <TextField class="timeline-search" value={query()} onChange={setQuery}>
          <TextField.Label class="visually-hidden">{t('timeline.search')}</TextField.Label>
          <TextField.Input class="repro-input timeline-search-input" type="search" placeholder={t('timeline.searchPlaceholder')} data-testid="timeline-search" />
        </TextField>
        <Button class="btn btn--small btn--outline" data-testid="export-session" disabled={frames().length === 0} onClick={exportNow}>
          {t('timeline.export')}
        </Button>
      </div>
      <div class="timeline-chips" role="group" aria-label={t('timeline.filters')}>
        <For each={FRAME_CATEGORIES}>
          {(category) => (
            <ToggleButton
              class="timeline-chip"
              pressed={categories().has(category)}
              onChange={(pressed) => toggle(category, pressed)}
              data-testid={`filter-${category}`}
              data-category={category}
            >
              {t(`timeline.cat.${category}` as TimelineKey)}
              <span class="timeline-chip-count">{counts().byCategory.get(category) ?? 0}</span>
            </ToggleButton>
          )}
        </For>
        <ToggleButton class="timeline-chip timeline-chip--errors" pressed={errorsOnly()} onChange={setErrorsOnly} data-testid="filter-errors">
          {t('timeline.errors')}
          <span class="timeline-chip-count">{counts().errors}</span>
        </ToggleButton>
      </div>
      <Show when={marks().size > 0}>
        <p class="timeline-marks" data-testid="timeline-marks">
          <span class="timeline-marks-dot" aria-hidden="true" />
          {t('timeline.marked')} · {marks().size}
          <Show when={props.onClearHighlight}>
            {(clear) => (
              <Button class="btn btn--small btn--ghost" onClick={() => clear()()}>
                {t('timeline.clearMarks')}
              </Button>
            )}
          </Show>
        </p>
      </Show>
      <Show when={frames().length > 0} fallback={<p class="pane-empty">{t('timeline.empty')}</p>}>
        <p class="timeline-count" aria-live="polite">
          {t('timeline.shown', { shown: shown(), n: frames().length })}
        </p>
        <Show when={visible().length > 0} fallback={<p class="pane-empty">{t('timeline.noMatch', { n: frames().length })}</p>}>
          <div class="timeline-scroll" ref={scroller} onScroll={(e) => (atTop = e.currentTarget.scrollTop < 2)}>
            <Rows
              rows={rows()}
              key={rowKey}
              estimate={(row) => (row.kind === 'frame' ? 27 : row.kind === 'group' ? 34 : 30)}
              scroller={() => scroller}
              as="ol"
              attrs={{ class: 'timeline-list', 'data-testid': 'frames' }}
              api={(api) => (rowsApi = api)}
            >
              {(row, index, measure) =>
                row.kind === 'run' ? (
                  <RunHead row={row} index={index()} measure={measure} onToggle={() => setChosenRuns((map) => new Map([...map, [row.runId, !row.open]]))} />
                ) : row.kind === 'group' ? (
                  <GroupRow
                    group={row.group}
                    open={row.open}
                    marks={marks()}
                    timingOf={timingOf}
                    index={index()}
                    measure={measure}
                    onToggle={() => setChosenGroups((map) => new Map([...map, [row.group.key, !row.open]]))}
                  />
                ) : (
                  <FrameRow frame={row.frame} grouped={row.grouped} marked={marks().has(row.frame.entry.seq)} index={index()} measure={measure} />
                )
              }
            </Rows>
          </div>
        </Show>
      </Show>
    </div>
  );
}

function RunHead(props: { row: RunRow; index: number; measure: (el: Element) => void; onToggle: () => void }): JSX.Element {
  return <RunHeadItem row={props.row} class="run-head timeline-run" testid="timeline-run" counted="frames" index={props.index} measure={props.measure} onToggle={props.onToggle} />;
}

function GroupRow(props: {
  group: TimelineGroup;
  open: boolean;
  marks: ReadonlySet<number>;
  timingOf: (rpcId: string) => AskTiming | undefined;
  index: number;
  measure: (el: Element) => void;
  onToggle: () => void;
}): JSX.Element {
  const t = timelineCopy.use();
  const tt = timingCopy.use();
  const g = () => props.group;
  const outcome = () => g().outcome;
  const error = () => outcome() !== undefined && outcome() !== 'ok';
  const marked = () => g().frames.some((f) => props.marks.has(f.entry.seq));
  return (
    <li
      class="timeline-group"
      data-testid="timeline-group"
      data-key={g().key}
      data-tool={g().tool ?? undefined}
      data-outcome={outcome()}
      data-error={error() ? '' : undefined}
      data-highlight={marked() ? '' : undefined}
      data-expanded={props.open ? '' : undefined}
      data-index={props.index}
      ref={props.measure}
    >
      <div class="timeline-group-head">
        <button type="button" class="timeline-group-toggle" aria-expanded={props.open} data-expanded={props.open ? '' : undefined} onClick={() => props.onToggle()}>
          <span class="timeline-chevron" aria-hidden="true">
            <ChevronRight />
          </span>
          <Show when={g().tool !== null && g().tool !== DIRECT_ASK} fallback={<span class="timeline-group-name">{g().tool === DIRECT_ASK ? t('timeline.directAsk') : t('timeline.ask')}</span>}>
            <code class="timeline-group-name">{g().tool}</code>
          </Show>
          <Show when={g().agentId !== undefined && g().agentId !== 'root'}>
            <code class="timeline-group-agent">{g().agentId}</code>
          </Show>
          <span class="timeline-group-outcome" data-error={error() ? '' : undefined}>
            <Show when={outcome()} fallback={t('timeline.running')}>
              {(o) => (o() === 'ok' ? t('timeline.ok') : <code>{o()}</code>)}
            </Show>
          </span>
          <span class="timeline-group-count">{t('timeline.frames', { n: g().frames.length })}</span>
        </button>
      </div>
      <For each={g().rpcIds}>
        {(rpcId) => (
          <Show when={props.timingOf(rpcId)}>
            {(timing) => (
              <p class="timeline-timing" data-testid="ask-timing" data-rpc={rpcId}>
                <code>{rpcId}</code>
                <span title={hopText(timing(), tt).title}>
                  ask-hop <strong data-testid="ask-hop">{hopText(timing(), tt).text}</strong>
                </span>
                <span>
                  ask-paint <strong>{timing().paintMs === undefined ? '—' : ms(timing().paintMs as number)}</strong>
                </span>
              </p>
            )}
          </Show>
        )}
      </For>
    </li>
  );
}

function FrameRow(props: { frame: TimelineFrame; grouped: boolean; marked: boolean; index: number; measure: (el: Element) => void }): JSX.Element {
  const t = timelineCopy.use();
  const entry = () => props.frame.entry;
  const [copied, setCopied] = createSignal(false);
  const copy = (): void => {
    const { seq, direction, type, at, payload, rejected } = entry();
    const text = JSON.stringify({ seq, direction, type, at, payload, ...(rejected !== undefined ? { rejected } : {}) }, null, 2);
    void navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 1500);
      },
      () => setCopied(false),
    );
  };
  return (
    <li
      class="frame"
      data-testid="frame"
      data-seq={entry().seq}
      data-direction={entry().direction}
      data-type={entry().type}
      data-category={props.frame.category}
      data-rejected={entry().rejected !== undefined ? '' : undefined}
      data-error={props.frame.error ? '' : undefined}
      data-highlight={props.marked ? '' : undefined}
      data-grouped={props.grouped ? '' : undefined}
      data-index={props.index}
      ref={props.measure}
    >
      <details>
        <summary>
          <span class="frame-seq">{entry().seq}</span>
          <span class="frame-dir">{entry().direction === 'to-main' ? t('timeline.toMain') : t('timeline.toWorker')}</span>
          <code class="frame-type">{entry().type}</code>
          <Show when={entry().rejected}>
            {(why) => (
              <span class="frame-rejected" title={why()} data-verbatim-attrs="title">
                {t('timeline.rejected')}
              </span>
            )}
          </Show>
          <span class="frame-dt" title={t('timeline.sincePrevious')}>
            {props.frame.sincePrevious === null ? '' : `+${ms(props.frame.sincePrevious)}`}
          </span>
          <Show when={props.frame.sinceStart !== null}>
            <span class="frame-dt frame-dt--ask" title={t('timeline.sinceStart')}>
              @{ms(props.frame.sinceStart ?? 0)}
            </span>
          </Show>
        </summary>
        <Show when={entry().rejected}>{(why) => <p class="frame-why" data-verbatim>{why()}</p>}</Show>
        <pre>{JSON.stringify(entry().payload, null, 2)}</pre>
      </details>
      <Button
        class="frame-copy"
        aria-label={copied() ? t('timeline.copied', { seq: entry().seq }) : t('timeline.copyFrame', { seq: entry().seq })}
        data-state={copied() ? 'done' : 'idle'}
        onClick={copy}
      >
        <svg width="13" height="13" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">
          {copied() ? <path d="M20 6 9 17l-5-5" /> : <path d="M9 9h10v10H9zM5 15V5h10" />}
        </svg>
      </Button>
    </li>
  );
}
