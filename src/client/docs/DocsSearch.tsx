/**
 * The docs search (SPEC §11): a Kobalte dialog holding a search box and a list
 * of results over headings, fields and error codes in both locales. The box is
 * a combobox that owns the list (`aria-activedescendant`), so ↑/↓ move, Enter
 * goes to the entry's anchor, Esc closes and focus returns to where it was.
 * Loaded the first time the reader opens it (⌘K / Ctrl+K or the button).
 */
import { Dialog } from '@kobalte/core/dialog';
import { For, Show, createEffect, createMemo, createSignal, createUniqueId, on, type JSX } from 'solid-js';
import type { Locale } from '../locale/locale.ts';
import { buildSearchIndex, headingsFromPage, searchDocs, type HeadingRef, type SearchEntry } from './search-index.ts';
import type { DocsCopy } from './zh.ts';

export interface DocsSearchProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The page's sections and their sub-headings (the rest of the index comes from the docs data). */
  readonly sections: readonly { readonly id: string; readonly title: (copy: DocsCopy) => string; readonly headings: readonly HeadingRef[] }[];
  readonly locale: Locale;
  readonly copy: DocsCopy['page'];
  /** Takes the reader to an anchor (the page scrolls and highlights it). */
  readonly onGo: (id: string) => void;
}

export default function DocsSearch(props: DocsSearchProps): JSX.Element {
  const [query, setQuery] = createSignal('');
  const [active, setActive] = createSignal(0);
  let inputRef: HTMLInputElement | undefined;
  const listId = createUniqueId();
  const base = createMemo(() => buildSearchIndex(props.sections));
  const index = createMemo(() => {
    const known = new Set(base().map((e) => e.id));
    return [...base(), ...(props.open ? headingsFromPage(document, known, props.locale) : [])];
  });
  const results = createMemo(() => searchDocs(index(), query(), props.locale));
  const optionId = (i: number): string => `${listId}-${i}`;
  // Each opening starts with an empty box (the parent opens it: ⌘K / Ctrl+K or the button).
  createEffect(
    on(
      () => props.open,
      (open) => {
        if (!open) return;
        setQuery('');
        setActive(0);
      },
    ),
  );

  const go = (entry: SearchEntry | undefined): void => {
    if (entry === undefined) return;
    props.onOpenChange(false);
    props.onGo(entry.id);
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const count = results().length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
      document.getElementById(optionId(active()))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results()[active()]);
    }
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => props.onOpenChange(open)}
    >
      <Dialog.Portal>
        <Dialog.Overlay class="docs-search-overlay" />
        <div class="docs-search-positioner">
          <Dialog.Content
            class="docs-search"
            data-testid="docs-search"
            // The box takes focus in the same task the dialog appears in: keys typed right after ⌘K / Ctrl+K land in it.
            onOpenAutoFocus={(event: Event) => {
              event.preventDefault();
              inputRef?.focus();
            }}
          >
            <Dialog.Title class="visually-hidden">{props.copy.searchTitle}</Dialog.Title>
            <div class="docs-search-box">
              <span class="docs-search-icon" aria-hidden="true">
                ⌕
              </span>
              <input
                class="docs-search-input"
                type="search"
                role="combobox"
                aria-label={props.copy.searchTitle}
                aria-expanded={results().length > 0}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={results().length > 0 ? optionId(active()) : undefined}
                placeholder={props.copy.searchPlaceholder}
                autocomplete="off"
                spellcheck={false}
                value={query()}
                onInput={(event) => {
                  setQuery(event.currentTarget.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
                data-testid="docs-search-input"
                ref={(el) => {
                  inputRef = el;
                  queueMicrotask(() => el.isConnected && el.focus());
                }}
              />
            </div>
            <ul class="docs-search-results" id={listId} role="listbox" aria-label={props.copy.searchTitle}>
              <For each={results()}>
                {(entry, i) => (
                  <li
                    id={optionId(i())}
                    role="option"
                    class="docs-search-result"
                    aria-selected={i() === active()}
                    data-id={entry.id}
                    data-key={entry.key ?? entry.id}
                    onMouseMove={() => setActive(i())}
                    onClick={() => go(entry)}
                  >
                    <span class="docs-search-kind">{props.copy.searchKind[entry.kind]}</span>
                    <span class="docs-search-title">{entry.title[props.locale]}</span>
                    <Show when={entry.detail[props.locale] !== entry.title[props.locale]}>
                      <span class="docs-search-detail">{entry.detail[props.locale]}</span>
                    </Show>
                  </li>
                )}
              </For>
            </ul>
            <Show when={query().trim() !== '' && results().length === 0}>
              <p class="docs-search-empty" role="status">
                {props.copy.searchEmpty.replace('{query}', query().trim())}
              </p>
            </Show>
            <p class="docs-search-hint" aria-hidden="true">
              {props.copy.searchHint}
            </p>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog>
  );
}
