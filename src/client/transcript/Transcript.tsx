/**
 * The conversation: messages and tool rows in order, scrolled to the newest,
 * each run under a divider naming it (a scenario, an example, the person's
 * requests, a model); earlier runs are folded behind their divider, the
 * current one open. Long conversations render only what is in view (Rows).
 * Messages the scenario player marked as the script's words (§5.9) carry
 * "(scripted)"; tool rows can offer their request to the editor.
 */
import { Match, Show, Suspense, Switch, createEffect, createMemo, createSignal, lazy, on, type JSX } from 'solid-js';
import type { RequestData } from '../../protocol/index.ts';
import type { Run, TranscriptItem } from '../session/model.ts';
import type { RunRow } from './RunDivider.tsx';
import { useLocale } from '../locale/locale.ts';
import { Rows, WHOLE_ROWS } from '../ui/Rows.tsx';
import { ToolRow } from './ToolRow.tsx';

// Dividers name runs in words of their own: loaded once a run begins, not part of the first card's chunk.
const RunDivider = lazy(() => import('./RunDivider.tsx').then((m) => ({ default: m.RunDivider })));
// Only a scenario answered off-script needs it: never part of the first card.
const ScriptedMark = lazy(() => import('./ScriptedMark.tsx'));
// Only an answer that arrived after its ask ended needs it.
const LateAnswer = lazy(() => import('./LateAnswer.tsx'));
// Only a worker's notice needs it (a live error, a stream cut short): its dictionaries stay out of the first card's chunk.
// The page's own notices (a stop, a link the page could not use) carry their words and render without it.
const NoticeText = lazy(() => import('./NoticeText.tsx'));

export interface TranscriptProps {
  readonly items: readonly TranscriptItem[];
  /** The session's runs, oldest first (none until the person starts one). */
  readonly runs?: readonly Run[];
  /** Puts a tool row's request into the editor's draft. */
  readonly onOpenInRequest?: (request: RequestData) => void;
}

type Row = TranscriptItem | RunRow;

export function Transcript(props: TranscriptProps): JSX.Element {
  const { t } = useLocale();
  let ref: HTMLDivElement | undefined;
  /** Runs the person folded or unfolded; the rest follow the rule (the current run open, earlier ones folded). */
  const [chosen, setChosen] = createSignal<ReadonlyMap<number, boolean>>(new Map());
  /** Each run's divider, the same object while nothing it shows changed (the list then keeps its row). */
  const dividers = new Map<number, RunRow>();
  const dividerOf = (run: Run, open: boolean, current: boolean, count: number): RunRow => {
    const before = dividers.get(run.id);
    if (before !== undefined && before.run === run && before.open === open && before.current === current && before.count === count) return before;
    const divider: RunRow = { kind: 'run', run, open, current, count };
    dividers.set(run.id, divider);
    return divider;
  };
  const rows = createMemo((): readonly Row[] => {
    const runs = props.runs ?? [];
    const items = props.items;
    if (runs.length === 0) return items;
    const out: Row[] = [];
    const folds = chosen();
    const last = runs.length - 1;
    const length = items.length;
    for (let i = 0; i <= last; i++) {
      const run = runs[i] as Run;
      const end = runs[i + 1]?.transcriptFrom ?? length;
      const current = i === last;
      const open = folds.get(run.id) ?? current;
      out.push(dividerOf(run, open, current, Math.max(0, end - run.transcriptFrom)));
      if (open) for (let at = run.transcriptFrom; at < end; at++) out.push(items[at] as TranscriptItem);
    }
    return out;
  });
  createEffect(
    on(
      () => props.items.length,
      // In the next frame, not now: reading scrollHeight mid-task forces a layout on the ask hop's hot path.
      () =>
        requestAnimationFrame(() => {
          ref?.scrollTo({ top: ref.scrollHeight });
          // A long conversation renders its last rows only once scrolled there, measured a frame later: once more then.
          if (rows().length > WHOLE_ROWS) requestAnimationFrame(() => ref?.scrollTo({ top: ref.scrollHeight }));
        }),
    ),
  );
  const toggle = (row: RunRow): void => {
    setChosen((map) => new Map([...map, [row.run.id, !row.open]]));
  };
  const keyOf = (row: Row): string => (row.kind === 'run' ? `run:${row.run.id}` : `${row.kind}:${row.id}`);
  return (
    <div class="transcript" ref={ref} data-testid="transcript" role="log" aria-live="polite">
      <Show when={props.items.length === 0}>
        <p class="transcript-empty">{t('app.emptyTranscript')}</p>
      </Show>
      <Rows
        rows={rows()}
        key={keyOf}
        estimate={(row) => (row.kind === 'run' ? 34 : row.kind === 'tool' ? 44 : 56)}
        scroller={() => ref}
        as="div"
        attrs={{ class: 'transcript-rows' }}
      >
        {(row, index, measure) =>
          row.kind === 'run' ? (
            <Suspense>
              <RunDivider row={row} index={index()} measure={measure} onToggle={() => toggle(row)} />
            </Suspense>
          ) : (
            <div class="transcript-row" data-index={index()} ref={measure}>
              <Item item={row} {...(props.onOpenInRequest !== undefined ? { onOpenInRequest: props.onOpenInRequest } : {})} />
            </div>
          )
        }
      </Rows>
    </div>
  );
}

function Item(props: { item: TranscriptItem; onOpenInRequest?: (request: RequestData) => void }): JSX.Element {
  const { locale } = useLocale();
  const item = props.item;
  return (
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
  );
}
