/**
 * The Timeline (§10.2): every frame that crossed the worker boundary, grouped
 * under the tool call or ask it belongs to (ask-hop and ask-paint on the ask),
 * the rest in order between them; filter chips by kind (System, which holds
 * lifecycle and configuration, is off by default) and for errors only; a
 * search box; per frame its direction, type, Δt from the frame before and from
 * its ask's start, a red mark when it was refused or carries an error, its
 * payload, and a copy button; "Export session" downloads the whole log as JSON
 * with secrets redacted. Frames a player step produced are marked (`highlight`)
 * and shown whatever the filters say.
 */
import { Button } from '@kobalte/core/button';
import { Collapsible } from '@kobalte/core/collapsible';
import { TextField } from '@kobalte/core/text-field';
import { ToggleButton } from '@kobalte/core/toggle-button';
import { For, Show, createEffect, createMemo, createSignal, on, type JSX } from 'solid-js';
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

export interface TimelineProps {
  readonly frames: readonly FrameLogEntry[];
  readonly timings: readonly AskTiming[];
  /** Frames to mark (a player step's), shown whatever the filters say. */
  readonly highlight?: ReadonlySet<number>;
  readonly onClearHighlight?: () => void;
}

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
  const blocks = createMemo(() => build(props.frames));
  const filter = (): TimelineFilter => ({ categories: categories(), errorsOnly: errorsOnly(), query: query() });
  const text = (entry: FrameLogEntry): string => searchText(entry);
  const visible = createMemo(() => filterTimeline(blocks(), filter(), text, marks()));
  const keyOf = (block: TimelineBlock): string => (block.kind === 'frame' ? `frame:${block.frame.entry.seq}` : block.key);
  const byKey = createMemo(() => new Map(visible().map((b) => [keyOf(b), b])));
  const visibleKeys = createMemo(() => visible().map(keyOf), undefined, {
    equals: (a, b) => a.length === b.length && a.every((k, i) => k === b[i]),
  });
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
  const timingOf = (rpcId: string): AskTiming | undefined => props.timings.find((x) => x.rpcId === rpcId);

  let listRef: HTMLOListElement | undefined;
  createEffect(
    on(marks, (marked) => {
      if (marked.size === 0) return;
      requestAnimationFrame(() => listRef?.querySelector('[data-highlight]')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }));
    }),
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
        <Button class="btn btn--small btn--outline" data-testid="export-session" disabled={props.frames.length === 0} onClick={exportNow}>
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
      <Show when={props.frames.length > 0} fallback={<p class="pane-empty">{t('timeline.empty')}</p>}>
        <p class="timeline-count" aria-live="polite">
          {t('timeline.shown', { shown: shown(), n: props.frames.length })}
        </p>
        <Show when={visible().length > 0} fallback={<p class="pane-empty">{t('timeline.noMatch', { n: props.frames.length })}</p>}>
          <ol class="timeline-list" ref={listRef} data-testid="frames">
            {/* Keyed by the block's key, so a group keeps its row (and its open or closed state) as frames join it. */}
            <For each={visibleKeys()}>
              {(key) => (
                <Show when={byKey().get(key)}>
                  {(block) => {
                    const current = block();
                    return current.kind === 'frame' ? (
                      <FrameRow frame={current.frame} marked={marks().has(current.frame.entry.seq)} />
                    ) : (
                      <GroupRow group={(byKey().get(key) ?? current) as TimelineGroup} marks={marks()} timingOf={timingOf} />
                    );
                  }}
                </Show>
              )}
            </For>
          </ol>
        </Show>
      </Show>
    </div>
  );
}

function GroupRow(props: { group: TimelineGroup; marks: ReadonlySet<number>; timingOf: (rpcId: string) => AskTiming | undefined }): JSX.Element {
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
    >
      <Collapsible defaultOpen>
        <div class="timeline-group-head">
          <Collapsible.Trigger class="timeline-group-toggle">
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
          </Collapsible.Trigger>
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
        <Collapsible.Content class="timeline-group-body">
          <ol class="timeline-group-frames">
            <For each={g().frames}>{(frame) => <FrameRow frame={frame} marked={props.marks.has(frame.entry.seq)} />}</For>
          </ol>
        </Collapsible.Content>
      </Collapsible>
    </li>
  );
}

function FrameRow(props: { frame: TimelineFrame; marked: boolean }): JSX.Element {
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
