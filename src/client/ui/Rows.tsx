/**
 * A long list that renders what is in view (issue 41): up to `WHOLE_ROWS` rows
 * it is a plain list (cheap, and every row is in the page for find and tests);
 * past that, VirtualRows (its own chunk, @tanstack/solid-virtual) renders only
 * the rows in view and a few beyond, between two spacers that keep the
 * scrollbar true. Either way the rows are the container's children in order,
 * so a screen reader reads the history as it is. Callers render each row and
 * put `measure` on its root element (with `data-index`).
 */
import { For, Show, Suspense, lazy, type JSX } from 'solid-js';
import { Dynamic } from 'solid-js/web';

/** Up to this many rows a list renders whole. */
export const WHOLE_ROWS = 120;

export interface RowsApi {
  /** Brings a row into view (rendering it first when it is not). */
  scrollToIndex(index: number, align: 'start' | 'end' | 'center'): void;
}

export interface RowsProps<T extends object> {
  readonly rows: readonly T[];
  /** A row's key, stable while the row is the same (it keeps its measured height). */
  readonly key: (row: T) => string;
  /** A row's height before it is measured. */
  readonly estimate: (row: T) => number;
  /** The element that scrolls the list. */
  readonly scroller: () => HTMLElement | undefined;
  readonly as: 'ol' | 'div';
  /** The container's attributes (class, role, aria-label, data-testid…). */
  readonly attrs?: Readonly<Record<string, string>>;
  readonly children: (row: T, index: () => number, measure: (el: Element) => void) => JSX.Element;
  readonly api?: (api: RowsApi) => void;
}

const VirtualRows = lazy(() => import('./VirtualRows.tsx').then((m) => ({ default: m.VirtualRows })));
const noMeasure = (): void => undefined;

export function Rows<T extends object>(props: RowsProps<T>): JSX.Element {
  let container: HTMLElement | undefined;
  const plainApi: RowsApi = {
    // Within the list's own scroller only (scrollIntoView would scroll the page and every box around it too).
    scrollToIndex(index, align) {
      const scroller = props.scroller();
      const row = container?.querySelector(`:scope > [data-index="${index}"]`);
      if (scroller === undefined || row === null || row === undefined) return;
      const box = scroller.getBoundingClientRect();
      const at = row.getBoundingClientRect();
      const top = at.top - box.top + scroller.scrollTop;
      const offset = align === 'start' ? 0 : align === 'end' ? box.height - at.height : (box.height - at.height) / 2;
      scroller.scrollTop = Math.max(0, top - offset);
    },
  };
  const plain = (): JSX.Element => {
    props.api?.(plainApi);
    return (
      <Dynamic component={props.as} {...props.attrs} ref={(el: HTMLElement) => (container = el)}>
        <For each={props.rows}>{(row, index) => props.children(row, index, noMeasure)}</For>
      </Dynamic>
    );
  };
  return (
    <Show when={props.rows.length > WHOLE_ROWS} fallback={plain()}>
      <Suspense fallback={plain()}>
        <VirtualRows {...(props as unknown as RowsProps<object>)} />
      </Suspense>
    </Show>
  );
}
