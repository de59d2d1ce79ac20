/**
 * The virtual half of Rows.tsx: tanstack's virtualiser (re-exported by
 * @tanstack/solid-virtual) keeps the rows in view (and a few beyond) in the
 * page, measured as they render, with two spacers standing for the rest. Rows
 * are keyed by the caller's key, so a row that moves (a new ask listed first)
 * keeps its measured height.
 *
 * The virtualiser is driven here with a plain options object rather than
 * through solid-virtual's createVirtualizer: that wrapper hands the core its
 * options as merged Solid props, so the core's walk over every row when the
 * count changes went through a chain of prop getters per row, and each row's
 * key was a new string per walk, a cost of every ask that grew with the
 * session (issue 41). Here a row's key and estimate are worked out once per
 * row object, and the core reads plain fields.
 */
import { Virtualizer, elementScroll, observeElementOffset, type VirtualItem, type VirtualizerOptions } from '@tanstack/solid-virtual';
import { For, createComputed, createMemo, createSignal, onCleanup, onMount, type JSX } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import type { RowsProps } from './Rows.tsx';

const OVERSCAN = 8;
const NO_ITEMS: readonly VirtualItem[] = [];

export function VirtualRows<T extends object>(props: RowsProps<T>): JSX.Element {
  /** The rows as last handed over: what the virtualiser's callbacks read (no reactive reads inside its walks). */
  let rows: readonly T[] = [];
  /** A row's key and height estimate, worked out once per row object (both depend on the row alone). */
  const known = new WeakMap<T, { readonly key: string; readonly estimate: number }>();
  const facts = (row: T): { readonly key: string; readonly estimate: number } => {
    let found = known.get(row);
    if (found === undefined) {
      found = { key: props.key(row), estimate: props.estimate(row) };
      known.set(row, found);
    }
    return found;
  };
  const keyAt = (index: number): string | number => {
    const row = rows[index];
    return row === undefined ? index : facts(row).key;
  };
  const [items, setItems] = createSignal<readonly VirtualItem[]>(NO_ITEMS, { equals: false });
  const [total, setTotal] = createSignal(0);
  const publish = (instance: Virtualizer<HTMLElement, Element>): void => {
    setItems(instance.getVirtualItems());
    setTotal(instance.getTotalSize());
  };
  const options = (count: number): VirtualizerOptions<HTMLElement, Element> => ({
    count,
    getScrollElement: () => props.scroller() ?? null,
    estimateSize: (index: number) => {
      const row = rows[index];
      return row === undefined ? 24 : facts(row).estimate;
    },
    // A new function whenever the rows change: the core rebuilds its measurements when this or the count changes, so
    // rows replaced at an equal count (a run folded as another opens) are keyed afresh.
    getItemKey: (index: number) => keyAt(index),
    overscan: OVERSCAN,
    scrollToFn: elementScroll,
    observeElementOffset,
    // The scroller's box, reported whenever it changes (a hidden tab's list is 0 × 0 until its tab opens).
    observeElementRect: (instance, report) => {
      const element = instance.scrollElement;
      if (element === null) return undefined;
      const read = (): void => report({ width: element.clientWidth, height: element.clientHeight });
      read();
      const observer = new ResizeObserver(read);
      observer.observe(element);
      return () => observer.disconnect();
    },
    onChange: (instance) => {
      instance._willUpdate();
      publish(instance);
    },
  });
  const virtualizer = new Virtualizer<HTMLElement, Element>(options(0));
  createComputed(() => {
    rows = props.rows;
    virtualizer.setOptions(options(rows.length));
    virtualizer._willUpdate();
    publish(virtualizer);
  });
  onMount(() => {
    const cleanup = virtualizer._didMount();
    virtualizer._willUpdate();
    onCleanup(cleanup);
    // The list's scroller may take its height from the list itself (a max-height box): the first total is known only
    // once the virtualiser has its scroll element, so it is asked to report once mounted.
    queueMicrotask(() => virtualizer.measure());
  });
  props.api?.({
    scrollToIndex: (index, align) => virtualizer.scrollToIndex(index, { align }),
  });
  /** The rows in view and their indexes: a few dozen, whatever the list's length. */
  const shown = createMemo(() => {
    const list = items();
    const at = new Map<T, number>();
    for (const item of list) {
      const row = rows[item.index];
      if (row !== undefined) at.set(row, item.index);
    }
    return at;
  });
  const shownRows = createMemo(() => [...shown().keys()]);
  const padding = createMemo(() => {
    const list = items();
    const first = list[0];
    const last = list.at(-1);
    return first === undefined || last === undefined ? { top: 0, bottom: 0 } : { top: first.start, bottom: Math.max(0, total() - last.end) };
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
      <For each={shownRows()}>{(row) => props.children(row, () => shown().get(row) ?? -1, measure)}</For>
    </Dynamic>
  );
}
