/**
 * The outcomes matrix (SPEC §8.1): for the current request and answer, one row
 * per harness and one cell per way an ask can end, each the exact payload that
 * harness's model (or, for MCP, the server) receives, a wait, or "cannot happen
 * here", with its source. The data is src/surfaces/outcomes; this only lays it
 * out. The table scrolls inside its own box, so a phone never scrolls sideways.
 */
import { Button } from '@kobalte/core/button';
import { For, Show, createMemo, createSignal, type JSX } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import type { AskUserQuestionAnswer, AskUserQuestionItem } from '../../protocol/index.ts';
import { OUTCOME_COLUMNS, outcomeMatrix, type Delivery, type OutcomeCell, type OutcomeColumn, type OutcomeRow } from '../../surfaces/outcomes/index.ts';
import { SOURCES } from '../../surfaces/sources.ts';
import { ExternalIcon } from '../ui/icons.tsx';
import { CodeSpans } from './CodeSpans.tsx';
import { outcomesCopy } from './outcomes-copy.ts';
import { surfacesCopy } from './surfaces-copy.ts';
import '../styles/outcomes.css';

/** A row's name: DSH's three providers have their own, the other harnesses keep the Surfaces tab's. */
export function useRowName(): (row: OutcomeRow) => string {
  const t = outcomesCopy.use();
  const s = surfacesCopy.use();
  return (row) => (row === 'dsh' || row === 'terminal' || row === 'acp' ? t(`row.${row}`) : s(`name.${row}`));
}

export function SurfaceOutcomes(props: { questions: readonly AskUserQuestionItem[]; answer: AskUserQuestionAnswer | null; level: 3 | 4; idPrefix: string }): JSX.Element {
  const t = outcomesCopy.use();
  const rowName = useRowName();
  const matrix = createMemo(() => outcomeMatrix(props.questions, props.answer, t('sampleText')));
  const [focus, setFocus] = createSignal<OutcomeColumn | null>(null);
  let scroller: HTMLDivElement | undefined;
  // Brings one outcome's column beside the (sticky) harness names: the way to compare on a narrow pane.
  const jump = (col: OutcomeColumn): void => {
    setFocus(col);
    const head = scroller?.querySelector<HTMLElement>(`th[data-outcome="${col}"]`);
    const names = scroller?.querySelector<HTMLElement>('.outcomes-corner');
    if (scroller === undefined || head === undefined || head === null) return;
    scroller.scrollTo({ left: Math.max(0, head.offsetLeft - (names?.offsetWidth ?? 0)), behavior: 'smooth' });
  };
  return (
    <section class="outcomes" aria-labelledby={`${props.idPrefix}outcomes-title`}>
      <Dynamic component={props.level === 3 ? 'h3' : 'h4'} class="outcomes-title" id={`${props.idPrefix}outcomes-title`}>
        {t('title')}
      </Dynamic>
      <p class="outcomes-intro">{t('intro')}</p>
      <div class="outcomes-jump" role="group" aria-label={t('jump')} data-testid="outcomes-jump">
        <For each={OUTCOME_COLUMNS}>
          {(col) => (
            <Button class="outcomes-chip" data-outcome={col} aria-pressed={focus() === col} onClick={() => jump(col)}>
              {t(`col.${col}`)}
            </Button>
          )}
        </For>
      </div>
      {/* The region scrolls both ways; one tab stop lets a keyboard scroll it. */}
      <div class="outcomes-scroll" role="region" aria-label={t('region')} tabindex="0" ref={scroller}>
        <table class="outcomes-table" data-testid="surface-outcomes">
          <thead>
            <tr>
              <th scope="col" class="outcomes-corner">
                {t('corner')}
              </th>
              <For each={OUTCOME_COLUMNS}>
                {(col) => (
                  <th scope="col" data-outcome={col} data-focus={focus() === col ? '' : undefined}>
                    {t(`col.${col}`)}
                  </th>
                )}
              </For>
            </tr>
          </thead>
          <tbody>
            <For each={matrix()}>
              {(line) => (
                <tr data-surface={line.row}>
                  <th scope="row" class="outcomes-row">
                    {rowName(line.row)}
                  </th>
                  <For each={OUTCOME_COLUMNS}>{(col) => <Cell cell={line.cells[col]} column={col} focused={focus() === col} />}</For>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Cell(props: { cell: OutcomeCell; column: OutcomeColumn; focused: boolean }): JSX.Element {
  const t = outcomesCopy.use();
  const cell = (): OutcomeCell => props.cell;
  const caption = (): string => {
    const c = cell();
    return c.kind === 'impossible' ? t(`why.${c.why}`) : t(`how.${c.how}`);
  };
  return (
    <td data-outcome={props.column} data-kind={cell().kind} data-focus={props.focused ? '' : undefined}>
      <div class="oc-how">
        <CodeSpans text={caption()} />
      </div>
      <Show when={cell().kind === 'impossible'}>
        <div class="oc-state" data-testid="outcome-impossible">
          {t('cannot')}
        </div>
      </Show>
      <Show when={cell().kind === 'waits'}>
        <div class="oc-state">{t('waits')}</div>
      </Show>
      <Show when={cell().kind === 'silent'}>
        <div class="oc-state">{t('silent')}</div>
      </Show>
      <Show when={deliveryOf(cell())}>{(d) => <Payload delivery={d()} />}</Show>
      <Show when={thenOf(cell())}>
        {(then) => (
          <>
            <div class="oc-then">{then().after === undefined ? t('thenEventually') : t('thenAfter', { seconds: then().after ?? 0 })}</div>
            <Payload delivery={then().delivery} />
          </>
        )}
      </Show>
      <Show when={showsOf(cell())}>
        {(text) => (
          <pre class="oc-payload oc-payload--aside" data-verbatim>
            {text()}
          </pre>
        )}
      </Show>
      <Show when={cell().kind === 'delivered' ? (cell() as Extract<OutcomeCell, { kind: 'delivered' }>).earlier : undefined}>
        {(earlier) => (
          <details class="oc-earlier">
            <summary>{t('earlier', { version: earlier().seenIn })}</summary>
            <pre class="oc-payload" data-verbatim>
              {earlier().text}
            </pre>
          </details>
        )}
      </Show>
      <SourceLink id={cell().source} />
    </td>
  );
}

const deliveryOf = (cell: OutcomeCell): Delivery | undefined => (cell.kind === 'delivered' ? cell.delivery : undefined);
const thenOf = (cell: OutcomeCell): { delivery: Delivery; after: number | undefined } | undefined =>
  cell.kind === 'waits' && cell.then !== undefined ? { delivery: cell.then, after: cell.afterSeconds } : undefined;
const showsOf = (cell: OutcomeCell): string | undefined => (cell.kind === 'impossible' || cell.kind === 'silent' ? cell.shows : undefined);

/** One payload exactly as sent, marked when the harness flags it as an error or when it goes to the server. */
export function Payload(props: { delivery: Delivery }): JSX.Element {
  const t = outcomesCopy.use();
  return (
    <div class="oc-delivery">
      <Show when={props.delivery.isError || props.delivery.to === 'server'}>
        <div class="oc-tags">
          <Show when={props.delivery.isError}>
            <span class="oc-tag" data-tag="error">
              {t('error')}
            </span>
          </Show>
          <Show when={props.delivery.to === 'server'}>
            <span class="oc-tag">{t('toServer')}</span>
          </Show>
        </div>
      </Show>
      <pre class="oc-payload" data-testid="outcome-payload" data-error={props.delivery.isError ? '' : undefined} data-verbatim>
        {props.delivery.text}
      </pre>
      <Show when={props.delivery.template === true}>
        <div class="oc-note">{t('template')}</div>
      </Show>
      <For each={props.delivery.after ?? []}>
        {(message) => (
          <>
            <div class="oc-then">{t('afterMessage')}</div>
            <pre class="oc-payload" data-verbatim>
              {message}
            </pre>
          </>
        )}
      </For>
    </div>
  );
}

/** The cell's source: a short link whose name is the source's full title. */
export function SourceLink(props: { id: keyof typeof SOURCES }): JSX.Element {
  const t = outcomesCopy.use();
  const source = (): { readonly title: string; readonly url?: string } => SOURCES[props.id];
  return (
    <div class="oc-source">
      <Show when={source().url} fallback={<span title={source().title} data-verbatim>{t('source')}: {source().title}</span>}>
        {(url) => (
          <a href={url()} target="_blank" rel="noopener" title={source().title} aria-label={`${t('source')}: ${source().title}`} data-verbatim-attrs="title aria-label">
            {t('source')}
            <ExternalIcon />
          </a>
        )}
      </Show>
    </div>
  );
}
