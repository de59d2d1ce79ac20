/**
 * The Request JSON text as a code editor (CodeMirror 6): it draws only the lines
 * in view, so a request of megabytes edits as lightly as a short one; JSON is
 * highlighted; the editor's problems (a syntax error at its line and column, a
 * schema error or a lint warning at its JSON path) are diagnostics on the text
 * itself, in the page's words. Keyboard and screen reader are CodeMirror's own
 * (its content is a labelled multi-line textbox; Tab leaves the editor, as in a
 * text area). What the text means is the caller's (RequestEditor.tsx): this
 * module only reports the text and shows what it is told. Loaded with the
 * Request tab's chunk, never before.
 *
 * Like a text area, the content element has a `value` property: reading it gives
 * the whole text, setting it replaces the text as a paste would (scripts and
 * tests that fill a text area keep working).
 */
import { json } from '@codemirror/lang-json';
import { HighlightStyle, bracketMatching, ensureSyntaxTree, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { lintKeymap, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { Compartment, EditorState, RangeSetBuilder, StateEffect, StateField, type Extension, type Text } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, drawSelection, keymap, type DecorationSet } from '@codemirror/view';
import type { SyntaxNode } from '@lezer/common';
import { createEffect, on, onCleanup, onMount, type JSX } from 'solid-js';

/** A problem to show on the text: at a JSON path (`questions[0].id`), or at a line and column. */
export interface TextProblem {
  readonly at: { readonly path: string } | { readonly line: number; readonly column: number };
  readonly severity: 'error' | 'warning';
  readonly message: string;
}

export interface JsonCodeEditorProps {
  readonly text: string;
  /** Every change the person makes, with the whole text. */
  readonly onText: (text: string) => void;
  readonly label: string;
  readonly invalid: boolean;
  readonly problems: readonly TextProblem[];
  /** CodeMirror's own words (its lint panel, its tooltips) in the page's language. */
  readonly phrases: Readonly<Record<string, string>>;
  /** The marker after a long line's first characters: `{count}` more characters, shown on activation. */
  readonly moreOfLine: (count: string) => string;
  /** Hands the caller a way to focus the text, and one to report at once a change still waiting for typing to pause. */
  readonly focusRef?: (focus: () => void) => void;
  readonly flushRef?: (flush: () => void) => void;
  readonly 'data-testid'?: string;
}

/** JSON's parts in the page's theme colours (editor.css defines them for light and dark). */
const JSON_COLOURS = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--code-key)' },
  { tag: tags.string, color: 'var(--code-string)' },
  { tag: tags.number, color: 'var(--code-number)' },
  { tag: [tags.bool, tags.null], color: 'var(--code-literal)' },
  { tag: tags.invalid, color: 'var(--color-error)' },
]);

/**
 * A line longer than LONG_LINE draws its first LONG_LINE characters and a marker for the rest: the browser lays out
 * a line whole, and a question of megabytes on one line would cost every frame. The text itself is all there (copy,
 * select all, the request); the marker, clicked or activated, draws that line in full.
 */
const LONG_LINE = 2000;
const showLine = StateEffect.define<number>();

class RestOfLine extends WidgetType {
  constructor(
    readonly hidden: number,
    readonly at: number,
    readonly words: (count: string) => string,
  ) {
    super();
  }
  override eq(other: RestOfLine): boolean {
    return other.hidden === this.hidden && other.at === this.at;
  }
  toDOM(view: EditorView): HTMLElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'reqed-cm-more';
    button.dataset['testid'] = 'editor-line-more';
    button.textContent = this.words(this.hidden.toLocaleString());
    button.addEventListener('mousedown', (event) => event.preventDefault());
    button.addEventListener('click', () => view.dispatch({ effects: showLine.of(this.at) }));
    return button;
  }
  override ignoreEvent(): boolean {
    return true;
  }
}

/** The folds of long lines: recomputed when the text changes, a line once shown in full stays shown. */
function longLines(words: () => (count: string) => string): StateField<{ shown: ReadonlySet<number>; folds: DecorationSet }> {
  const fold = (doc: Text, shown: ReadonlySet<number>): DecorationSet => {
    const builder = new RangeSetBuilder<Decoration>();
    for (let n = 1; n <= doc.lines; n++) {
      const line = doc.line(n);
      if (line.length <= LONG_LINE || shown.has(n)) continue;
      builder.add(line.from + LONG_LINE, line.to, Decoration.replace({ widget: new RestOfLine(line.length - LONG_LINE, n, words()) }));
    }
    return builder.finish();
  };
  return StateField.define({
    create: (state) => ({ shown: new Set<number>(), folds: fold(state.doc, new Set()) }),
    update: (value, tr) => {
      let shown = value.shown;
      for (const effect of tr.effects) if (effect.is(showLine)) shown = new Set([...shown, effect.value]);
      if (!tr.docChanged && shown === value.shown) return value;
      return { shown, folds: fold(tr.state.doc, shown) };
    },
    provide: (field) => EditorView.decorations.from(field, (value) => value.folds),
  });
}

/**
 * Above this size the JSON grammar is set aside (no highlighting, problems marked at the start): a value of
 * megabytes is one token, which the grammar would scan again on every key.
 */
const NO_GRAMMAR = 1_000_000;
const grammarFor = (length: number): Extension => (length > NO_GRAMMAR ? [] : json());

/** Above this size the text is reported once typing pauses, not on every key: reading megabytes each key would stall it. */
const LARGE = 64 * 1024;
const PAUSE_MS = 120;

/** `questions[0].options[1].label` → ['questions', 0, 'options', 1, 'label']. */
export function pathSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[1] !== undefined) segments.push(match[1]);
  }
  return segments;
}

const PUNCTUATION = new Set(['[', ']', '{', '}', ',', ':', '⚠']);

/** The value node at `segments` in a JSON syntax tree, or the deepest one found on the way. */
function locate(top: SyntaxNode, doc: Text, segments: readonly (string | number)[]): SyntaxNode {
  let node: SyntaxNode | null = top.firstChild;
  if (node === null) return top;
  for (const segment of segments) {
    let next: SyntaxNode | null = null;
    if (typeof segment === 'number' && node.name === 'Array') {
      let n = 0;
      for (let child: SyntaxNode | null = node.firstChild; child !== null; child = child.nextSibling) {
        if (PUNCTUATION.has(child.name)) continue;
        if (n++ === segment) {
          next = child;
          break;
        }
      }
    } else if (typeof segment === 'string' && node.name === 'Object') {
      for (let child: SyntaxNode | null = node.firstChild; child !== null; child = child.nextSibling) {
        if (child.name !== 'Property') continue;
        const name = child.getChild('PropertyName');
        if (name === null) continue;
        let key: unknown;
        try {
          key = JSON.parse(doc.sliceString(name.from, name.to));
        } catch {
          continue;
        }
        if (key === segment) {
          next = child.lastChild ?? child;
          break;
        }
      }
    }
    if (next === null) return node;
    node = next;
  }
  return node;
}

function diagnosticsFor(state: EditorState, problems: readonly TextProblem[]): Diagnostic[] {
  if (problems.length === 0) return [];
  const doc = state.doc;
  // A parse of the whole text, bounded in time: a problem on text not yet parsed marks the start instead.
  const tree = problems.some((p) => 'path' in p.at) ? ensureSyntaxTree(state, doc.length, 50) : null;
  return problems.map((problem) => {
    let from = 0;
    let to = Math.min(doc.length, 1);
    if ('path' in problem.at) {
      if (tree !== null) {
        const node = locate(tree.topNode, doc, pathSegments(problem.at.path));
        from = node.from;
        // A marker on a long value covers its first line only.
        to = Math.min(node.to, doc.lineAt(node.from).to);
        if (to <= from) to = Math.min(doc.length, from + 1);
      }
    } else {
      const line = doc.line(Math.max(1, Math.min(doc.lines, problem.at.line)));
      from = Math.min(line.to, line.from + Math.max(0, problem.at.column - 1));
      to = Math.min(doc.length, Math.max(from + 1, line.to));
      if (from >= doc.length) from = Math.max(0, doc.length - 1);
    }
    return { from, to, severity: problem.severity, message: problem.message };
  });
}

export function JsonCodeEditor(props: JsonCodeEditorProps): JSX.Element {
  let host: HTMLDivElement | undefined;
  let view: EditorView | undefined;
  /** A report waiting (for typing to pause, or for the frame to be painted): its canceller. */
  let pending: (() => void) | undefined;
  /** The text last reported: it comes back as `props.text`, and is then known to be the editor's own. */
  let reported: string | undefined;
  const phrases = new Compartment();
  const labels = new Compartment();
  const grammar = new Compartment();
  const contentAttributes = (): Record<string, string> => ({
    'aria-label': props.label,
    'aria-invalid': props.invalid ? 'true' : 'false',
    spellcheck: 'false',
    // Already a tab stop (it is editable); said outright so that checkers see the scrolling region has one.
    tabindex: '0',
    'data-verbatim': '',
    ...(props['data-testid'] !== undefined ? { 'data-testid': props['data-testid'] } : {}),
  });
  const report = (): void => {
    pending = undefined;
    if (view === undefined) return;
    reported = view.state.doc.toString();
    props.onText(reported);
  };
  const cancelPending = (): void => {
    pending?.();
    pending = undefined;
  };
  const wait = (ms: number): (() => void) => {
    const timer = setTimeout(report, ms);
    return () => clearTimeout(timer);
  };
  const afterPaint = (): (() => void) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(report, 0)));
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  };

  onMount(() => {
    if (host === undefined) return;
    const editor = new EditorView({
      parent: host,
      state: EditorState.create({
        doc: props.text,
        extensions: [
          longLines(() => props.moreOfLine),
          history(),
          drawSelection(),
          bracketMatching(),
          grammar.of(grammarFor(props.text.length)),
          syntaxHighlighting(JSON_COLOURS),
          keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
          phrases.of(EditorState.phrases.of(props.phrases)),
          labels.of(EditorView.contentAttributes.of(contentAttributes())),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            const large = update.state.doc.length > NO_GRAMMAR;
            if (large !== update.startState.doc.length > NO_GRAMMAR) {
              queueMicrotask(() => view?.dispatch({ effects: grammar.reconfigure(grammarFor(view.state.doc.length)) }));
            }
            cancelPending();
            if (update.state.doc.length > LARGE) pending = wait(PAUSE_MS);
            // A key typed into a short text is reported after the frame that shows it: the key's frame carries the
            // editor's own work, the draft's (parse, checks, the canvas) comes in a task of its own, once per frame.
            else if (update.transactions.some((tr) => tr.isUserEvent('input.type') || tr.isUserEvent('delete'))) pending = afterPaint();
            else report();
          }),
        ],
      }),
    });
    view = editor;
    const content = editor.contentDOM;
    // A text area's `value`, for scripts that fill one.
    Object.defineProperty(content, 'value', {
      configurable: true,
      get: () => editor.state.doc.toString(),
      set: (text: string) => editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: String(text) }, userEvent: 'input.paste' }),
    });
    props.focusRef?.(() => editor.focus());
    props.flushRef?.(() => {
      if (pending === undefined) return;
      cancelPending();
      report();
    });
    // A large text not yet reported is reported before anything outside the editor acts on the draft (Share, a
    // tab, a scenario): a press or a key anywhere else hands it over first, so no action reads the text before it.
    const flushBeforeAction = (event: Event): void => {
      if (pending === undefined || (event.target instanceof Node && host?.contains(event.target) === true)) return;
      cancelPending();
      report();
    };
    document.addEventListener('pointerdown', flushBeforeAction, true);
    document.addEventListener('keydown', flushBeforeAction, true);
    onCleanup(() => {
      document.removeEventListener('pointerdown', flushBeforeAction, true);
      document.removeEventListener('keydown', flushBeforeAction, true);
      cancelPending();
      editor.destroy();
      view = undefined;
    });
  });

  // A text replaced from elsewhere (an example, a link, the Form view) replaces the editor's; its own come back equal.
  createEffect(
    on(
      () => props.text,
      (text) => {
        if (view === undefined || pending !== undefined) return;
        // The editor's own report coming back (the same string, so no comparison of megabytes), or the same text.
        if (text === reported || (view.state.doc.length === text.length && view.state.doc.toString() === text)) return;
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      },
      { defer: true },
    ),
  );
  createEffect(() => {
    const attributes = contentAttributes();
    view?.dispatch({ effects: labels.reconfigure(EditorView.contentAttributes.of(attributes)) });
  });
  createEffect(() => {
    const words = props.phrases;
    view?.dispatch({ effects: phrases.reconfigure(EditorState.phrases.of(words)) });
  });
  // Diagnostics are set when the problems change, not on every report: none before and none now costs nothing.
  let shownProblems = '';
  createEffect(() => {
    const problems = props.problems;
    if (view === undefined) return;
    const now = JSON.stringify(problems);
    if (now === shownProblems && problems.length === 0) return;
    shownProblems = now;
    view.dispatch(setDiagnostics(view.state, diagnosticsFor(view.state, problems)));
  });

  return <div class="reqed-json reqed-cm" ref={host} data-invalid={props.invalid ? '' : undefined} />;
}
