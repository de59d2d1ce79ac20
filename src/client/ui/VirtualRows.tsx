/**
 * The virtual half of Rows.tsx: @tanstack/solid-virtual keeps the rows in view
 * (and a few beyond) in the page, measured as they render, with two spacers
 * standing for the rest. Rows are keyed by the caller's key, so a row that
 * moves (a new ask listed first) keeps its measured height.
 */
import { createVirtualizer, type Virtualizer } from '@tanstack/solid-virtual';
import { For, createMemo, onMount, type JSX } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import type { RowsProps } from './Rows.tsx';

const OVERSCAN = 8;

export function VirtualRows<T extends object>(props: RowsProps<T>): JSX.Element {
  const virtualizer = createVirtualizer({
    get count() {
      return props.rows.length;
    },
    getScrollElement: () => props.scroller() ?? null,
    estimateSize: (index: number) => {
      const row = props.rows[index];
      return row === undefined ? 24 : props.estimate(row);
    },
    getItemKey: (index: number) => {
      const row = props.rows[index];
      return row === undefined ? index : props.key(row);
    },
    overscan: OVERSCAN,
    // The scroller's box, reported whenever it changes (a hidden tab's list is 0 × 0 until its tab opens).
    observeElementRect: (instance: Virtualizer<HTMLElement, Element>, report: (rect: { width: number; height: number }) => void) => {
      const element = instance.scrollElement;
      if (element === null) return undefined;
      const read = (): void => report({ width: element.clientWidth, height: element.clientHeight });
      read();
      const observer = new ResizeObserver(read);
      observer.observe(element);
      return () => observer.disconnect();
    },
  });
  // The list's scroller may take its height from the list itself (a max-height box): the first total is known only
  // once the virtualiser has its scroll element, so it is asked to report once mounted.
  onMount(() => queueMicrotask(() => virtualizer.measure()));
  props.api?.({
    scrollToIndex: (index, align) => virtualizer.scrollToIndex(index, { align }),
  });
  const indexOf = createMemo(() => new Map(props.rows.map((row, i) => [row, i] as const)));
  const shown = createMemo(() => virtualizer.getVirtualItems().flatMap((item) => {
    const row = props.rows[item.index];
    return row === undefined ? [] : [row];
  }));
  const padding = createMemo(() => {
    const items = virtualizer.getVirtualItems();
    const first = items[0];
    const last = items.at(-1);
    const total = virtualizer.getTotalSize();
    return first === undefined || last === undefined ? { top: 0, bottom: 0 } : { top: first.start, bottom: Math.max(0, total - last.end) };
  });
  const measure = (el: Element): void => {
    // After the row's attributes are set: the virtualiser reads its data-index.
    queueMicrotask(() => {
      if (el.isConnected) virtualizer.measureElement(el);
    });
  };
  return (
    <Dynamic
      component={props.as}
      {...props.attrs}
      data-virtual=""
      style={{ 'padding-top': `${padding().top}px`, 'padding-bottom': `${padding().bottom}px` }}
    >
      <For each={shown()}>{(row) => props.children(row, () => indexOf().get(row) ?? -1, measure)}</For>
    </Dynamic>
  );
}
