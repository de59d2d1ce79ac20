/**
 * Untrusted markdown (a request's `detail`, a plan) rendered within limits, so no
 * source can throw, freeze or crash the page (§7.2):
 * - small sources render at once, as one SafeMarkdown (solid-markdown);
 * - larger ones render in slices, one short task each, sized from the time the
 *   previous slices took, through the same pipeline into plain DOM (a reactive
 *   component per node would cost more than a frame per table row); past the
 *   first part a "Show more" button adds a page at a time;
 * - from the block where nesting passes the depth limit, the rest is plain text
 *   under a note;
 * - every slice sits in an error boundary: one that throws shows its own text,
 *   plain, under a small note, and the others still render.
 * Where to cut and how deep is too deep live in limits.ts. Loaded lazily (see
 * LazyMarkdown); the words it adds live in markdown-copy.ts.
 */
import { Button } from '@kobalte/core/button';
import { For, Match, Show, Switch, catchError, createSignal, onCleanup, useContext, type JSX } from 'solid-js';
import { LocaleContext, translate, type MessageKey } from '../locale/locale.ts';
import { assertNever } from '../../protocol/index.ts';
import {
  DEFAULT_LIMITS,
  adaptSliceChars,
  depthCut,
  nextSlice,
  type MarkdownLimits,
  type SliceCarry,
} from './limits.ts';
import { markdownCopy, sizeLabel, type MarkdownCopyKey } from './markdown-copy.ts';
import { markdownToDom } from './pipeline.ts';
import type { SafeOptions } from './rehype-safe.ts';
import { SafeMarkdown } from './SafeMarkdown.tsx';

export interface MarkdownProps {
  readonly source: string;
  readonly allowRemoteImages?: boolean;
  readonly class?: string;
  /** Tighter or looser limits (tests, the bench); the defaults suit a card. */
  readonly limits?: Partial<MarkdownLimits>;
}

type Piece =
  | { readonly kind: 'md'; readonly text: string; readonly continued: boolean }
  | { readonly kind: 'plain'; readonly text: string }
  | { readonly kind: 'note'; readonly reason: 'too-deep' };

export default function Markdown(props: MarkdownProps): JSX.Element {
  const locale = useContext(LocaleContext);
  const failedNote = (): string => markdownCopy.text(locale?.locale() ?? 'en', 'markdown.failed');
  // Model-authored text, shown verbatim (the zh-page check in test/e2e skips it); the wrapper adds no box.
  // Keyed by the source: an edited source (the editor's live preview) starts over.
  return (
    <div class="md-verbatim" data-verbatim>
      <Show when={props.source} keyed>
        {(source) => (
          // The renderer's own code failing (not one piece's): the source as plain text (its first part), under the same note.
          <Caught fallback={<Fallback text={source.slice(0, DEFAULT_LIMITS.firstPart)} note={failedNote()} class={props.class} />}>
            {() => <Bounded source={source} props={props} />}
          </Caught>
        )}
      </Show>
    </div>
  );
}

function Bounded(p: { source: string; props: MarkdownProps }): JSX.Element {
  const limits: MarkdownLimits = { ...DEFAULT_LIMITS, ...p.props.limits };
  const source = p.source;
  const locale = useContext(LocaleContext);
  const tr = (key: MarkdownCopyKey, vars?: Readonly<Record<string, string>>): string =>
    markdownCopy.text(locale?.locale() ?? 'en', key, vars);

  // Progress through the source: what is rendered, what carries into the next slice, how far to go on its own.
  let cursor = 0;
  let carry: SliceCarry = {};
  let plain = false;
  let sliceChars = limits.sliceChars;
  let until = Math.min(source.length, limits.firstPart);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const sliced = source.length > limits.wholeChars;
  const safeOptions: SafeOptions = {
    label: (key: MessageKey) => (locale === undefined ? translate('en', key) : locale.t(key)),
    ...(p.props.allowRemoteImages !== undefined ? { allowRemoteImages: p.props.allowRemoteImages } : {}),
  };

  /** The pieces of the next slice (and the depth note, the first time nesting runs too deep). */
  const step = (): Piece[] => {
    if (plain) {
      const end = plainEnd(source, cursor, Math.max(limits.minSliceChars, until - cursor, sliceChars * 4));
      const text = source.slice(cursor, end);
      cursor = end;
      return [{ kind: 'plain', text }];
    }
    const target = sliced ? Math.min(sliceChars, Math.max(limits.minSliceChars, until - cursor)) : limits.wholeChars;
    const slice = nextSlice(source, cursor, target, carry);
    const prefix = slice.prefix;
    const deep = depthCut(slice.text, limits.maxDepth);
    const continued = carry.tableHeader !== undefined || carry.fence !== undefined;
    if (deep === null) {
      cursor = slice.end;
      carry = slice.carry;
      return [{ kind: 'md', text: slice.text, continued }];
    }
    // Format what comes before the deep block; from its start, plain text.
    const before = deep > prefix ? slice.text.slice(0, deep) : '';
    cursor = slice.start + Math.max(0, deep - prefix);
    carry = {};
    plain = true;
    const pieces: Piece[] = [];
    if (before.trim() !== '') pieces.push({ kind: 'md', text: before, continued });
    pieces.push({ kind: 'note', reason: 'too-deep' });
    return pieces;
  };

  // The first slice renders with the card; a small source is then complete.
  const first: Piece[] = [];
  do first.push(...step());
  while (plain && cursor < until && first.length < 3);
  const [pieces, setPieces] = createSignal<readonly Piece[]>(first);
  const [busy, setBusy] = createSignal(false);
  const [left, setLeft] = createSignal(source.length - cursor);

  const pump = (): void => {
    timer = undefined;
    if (disposed) return;
    if (cursor >= until || cursor >= source.length) {
      setBusy(false);
      setLeft(source.length - cursor);
      return;
    }
    const from = cursor;
    const started = performance.now();
    const next = step();
    setPieces((list) => [...list, ...next]);
    if (!plain) sliceChars = adaptSliceChars(cursor - from, performance.now() - started, limits);
    // A task boundary between slices: input and frames get their turn.
    timer = setTimeout(pump, 0);
  };
  const more = (): void => {
    until = Math.min(source.length, cursor + limits.page);
    setBusy(true);
    pump();
  };
  if (cursor < until) {
    setBusy(true);
    // The rest starts after the frame that shows the card: no slice ever delays the card's first paint.
    requestAnimationFrame(() => {
      if (!disposed) timer = setTimeout(pump, 0);
    });
  }
  onCleanup(() => {
    disposed = true;
    if (timer !== undefined) clearTimeout(timer);
  });

  const pieceClass = (continued: boolean): string =>
    `${p.props.class ?? ''}${sliced ? ' md-slice' : ''}${continued ? ' md-slice--cont' : ''}`;

  // Sliced, the pieces sit in one block box: appending to it lays out only what is new (a flex parent would redo them all).
  return (
    <div class={sliced ? 'md-slices' : 'md-pieces'}>
      <For each={pieces()}>
        {(piece) => (
          <Switch>
            <Match when={piece.kind === 'md' && piece}>
              {(md) => (
                <Caught fallback={<Fallback text={md().text} note={tr('markdown.failed')} class={p.props.class} />}>
                  {() =>
                    sliced ? (
                      <DomPiece source={md().text} class={pieceClass(md().continued)} options={safeOptions} />
                    ) : (
                      <SafeMarkdown
                        source={md().text}
                        class={pieceClass(md().continued)}
                        {...(p.props.allowRemoteImages !== undefined ? { allowRemoteImages: p.props.allowRemoteImages } : {})}
                      />
                    )
                  }
                </Caught>
              )}
            </Match>
            <Match when={piece.kind === 'plain' && piece}>
              {(text) => <div class={`md md-plain ${p.props.class ?? ''}`}>{text().text}</div>}
            </Match>
            <Match when={piece.kind === 'note' && piece}>
              {(note) => (
                <p class="md-note" role="note" data-testid="md-note" data-note={note().reason}>
                  {tr(noteKey(note().reason))}
                </p>
              )}
            </Match>
          </Switch>
        )}
      </For>
      <Show when={busy()}>
        <p class="md-note md-note--progress" data-testid="md-rendering">
          {tr('markdown.rendering')}
        </p>
      </Show>
      <Show when={!busy() && left() > 0}>
        <Button class="btn btn--small btn--outline md-more" data-testid="md-show-more" onClick={more}>
          {tr('markdown.showMore', { size: sizeLabel(left()) })}
        </Button>
      </Show>
    </div>
  );
}

/**
 * An error boundary: `children()` rendered, or `fallback` once anything in it
 * throws, now or later. Built on `catchError`, so the shared runtime the first
 * card loads carries no ErrorBoundary for this lazy chunk's sake.
 */
function Caught(props: { fallback: JSX.Element; children: () => JSX.Element }): JSX.Element {
  const [failed, setFailed] = createSignal(false);
  const content = catchError(props.children, () => setFailed(true));
  return (
    <Show when={!failed()} fallback={props.fallback}>
      {content}
    </Show>
  );
}

/** One slice as plain DOM: made once, never updated (a slice's text never changes). */
function DomPiece(props: { source: string; class: string; options: SafeOptions }): JSX.Element {
  const box = document.createElement('div');
  box.className = `md ${props.class}`;
  box.append(markdownToDom(props.source, props.options));
  // A slice holding a table is as wide as it, so skipping its layout off screen (content-visibility) clips nothing.
  if (box.querySelector('table') !== null) box.classList.add('md-slice--table');
  return box;
}

function Fallback(props: { text: string; note: string; class: string | undefined }): JSX.Element {
  return (
    <>
      <p class="md-note" role="note" data-testid="md-note" data-note="failed">
        {props.note}
      </p>
      <div class={`md md-plain ${props.class ?? ''}`}>{props.text}</div>
    </>
  );
}

function noteKey(reason: 'too-deep'): MarkdownCopyKey {
  switch (reason) {
    case 'too-deep':
      return 'markdown.tooDeep';
    default:
      return assertNever(reason);
  }
}

/** Where a plain-text piece of about `size` characters ends: at a line break when one is near. */
function plainEnd(source: string, from: number, size: number): number {
  const end = Math.min(source.length, from + size);
  if (end === source.length) return end;
  const newline = source.lastIndexOf('\n', end);
  return newline > from + size / 2 ? newline + 1 : end;
}
