/**
 * Node's readline in terminal mode, as DSH's stdio UI gets it on a TTY: it reads
 * the characters a terminal sends, echoes them, edits the line (backspace,
 * delete, arrows within the line, Home/End, Ctrl-A/E/U/K/W, history with up and
 * down), and emits each line on Enter. Ctrl-C closes it (DSH's interface has no
 * SIGINT listener, so Node closes it: dsh-reference.md §11); Ctrl-D on an empty
 * line closes it too. Pasted text is the same characters arriving at once, any
 * line breaks in it submitting lines. No DOM: the terminal is the page's.
 *
 * Follows Node's lib/internal/readline/interface.js (`_ttyWrite`, `_refreshLine`):
 * the prompt it redraws is its default `> `, which is also what DSH writes.
 */
import { STDIO_TEXT } from '../../surfaces/dsh-texts.ts';

export interface LineEditorEvents {
  readonly write: (text: string) => void;
  readonly line: (line: string) => void;
  readonly close: () => void;
}

/** Node's default `historySize`. */
const HISTORY_SIZE = 30;

/** Columns a code point takes in a terminal: 2 for East Asian wide and emoji, 0 for combining marks and controls. */
export function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return 0;
  if ((code >= 0x300 && code <= 0x36f) || (code >= 0x200b && code <= 0x200f) || (code >= 0xfe00 && code <= 0xfe0f)) return 0;
  if (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x1f300 && code <= 0x1f64f) ||
    (code >= 0x1f900 && code <= 0x1f9ff) ||
    (code >= 0x20000 && code <= 0x3fffd)
  ) {
    return 2;
  }
  return 1;
}

const widthOf = (chars: readonly string[]): number => chars.reduce((sum, c) => sum + charWidth(c), 0);

/** Escape sequences the editor acts on; any other is swallowed whole, as readline does. */
const SEQUENCES: Readonly<Record<string, string>> = {
  '\x1b[D': 'left',
  '\x1b[C': 'right',
  '\x1b[A': 'up',
  '\x1b[B': 'down',
  '\x1b[H': 'home',
  '\x1b[F': 'end',
  '\x1bOH': 'home',
  '\x1bOF': 'end',
  '\x1b[1~': 'home',
  '\x1b[4~': 'end',
  '\x1b[3~': 'delete',
  '\x1bOD': 'left',
  '\x1bOC': 'right',
  '\x1bOA': 'up',
  '\x1bOB': 'down',
};

export class LineEditor {
  readonly #on: LineEditorEvents;
  #line: string[] = [];
  #cursor = 0;
  #columns: number;
  #closed = false;
  /** Rows the cursor is below the prompt's row (for redrawing a wrapped line). */
  #cursorRow = 0;
  readonly #history: string[] = [];
  #historyIndex = -1;
  #sawCarriageReturn = false;
  /** Columns the line takes, kept as characters are appended (a 10,000-character paste is not measured 10,000 times). */
  #width = 0;

  constructor(on: LineEditorEvents, columns = 80) {
    this.#on = on;
    this.#columns = Math.max(1, columns);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** The line being edited (for tests and for "switching provider while typing asks first"). */
  get line(): string {
    return this.#line.join('');
  }

  resize(columns: number): void {
    this.#columns = Math.max(1, Math.floor(columns));
  }

  /** What the editor echoes while one chunk is read: written at once, and before any line it submits. */
  #pending = '';

  #out(text: string): void {
    this.#pending += text;
  }

  #flush(): void {
    if (this.#pending === '') return;
    const text = this.#pending;
    this.#pending = '';
    this.#on.write(text);
  }

  /** Characters from the terminal, one key or a whole paste: the echo goes out as one write per chunk. */
  feed(data: string): void {
    try {
      this.#read(data);
    } finally {
      this.#flush();
    }
  }

  #read(data: string): void {
    let i = 0;
    while (i < data.length && !this.#closed) {
      const rest = data.slice(i);
      if (rest.startsWith('\x1b')) {
        i += this.#escape(rest);
        continue;
      }
      const char = String.fromCodePoint(rest.codePointAt(0) ?? 0);
      i += char.length;
      this.#key(char);
    }
  }

  /** Closes as readline.close() does: no more lines. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#flush();
    this.#on.close();
  }

  #escape(rest: string): number {
    for (const [sequence, action] of Object.entries(SEQUENCES)) {
      if (rest.startsWith(sequence)) {
        this.#action(action);
        return sequence.length;
      }
    }
    // CSI: ESC [ parameters final byte; SS3: ESC O x; a lone ESC or ESC x: two characters.
    const csi = /^\x1b\[[0-9;?]*[\x40-\x7e]/.exec(rest);
    if (csi !== null) return csi[0].length;
    return Math.min(rest.length, 2);
  }

  #key(char: string): void {
    if (char === '\n' && this.#sawCarriageReturn) {
      this.#sawCarriageReturn = false;
      return;
    }
    this.#sawCarriageReturn = char === '\r';
    switch (char) {
      case '\r':
      case '\n':
        this.#enter();
        return;
      case '\x03':
        this.close();
        return;
      case '\x04':
        if (this.#line.length === 0) this.close();
        else this.#action('delete');
        return;
      case '\x7f':
      case '\b':
        this.#action('backspace');
        return;
      case '\x01':
        this.#action('home');
        return;
      case '\x05':
        this.#action('end');
        return;
      case '\x02':
        this.#action('left');
        return;
      case '\x06':
        this.#action('right');
        return;
      case '\x15':
        this.#line = this.#line.slice(this.#cursor);
        this.#cursor = 0;
        this.#refresh();
        return;
      case '\x0b':
        this.#line = this.#line.slice(0, this.#cursor);
        this.#refresh();
        return;
      case '\x17':
        this.#deleteWordLeft();
        return;
      case '\x10':
        this.#action('up');
        return;
      case '\x0e':
        this.#action('down');
        return;
      default:
        if (char !== '\t' && charWidth(char) === 0 && (char.codePointAt(0) ?? 0) < 0xa0) return; // other control keys do nothing
        this.#insert(char);
    }
  }

  #insert(char: string): void {
    const atEnd = this.#cursor === this.#line.length;
    this.#line.splice(this.#cursor, 0, char);
    this.#cursor += 1;
    if (atEnd) {
      this.#out(char);
      this.#width += charWidth(char);
      this.#cursorRow = Math.floor((STDIO_TEXT.prompt.length + this.#width) / this.#columns);
    } else this.#refresh();
  }

  #enter(): void {
    const line = this.line;
    this.#out('\r\n');
    if (line.trim() !== '' && this.#history[0] !== line) {
      this.#history.unshift(line);
      if (this.#history.length > HISTORY_SIZE) this.#history.pop();
    }
    this.#historyIndex = -1;
    this.#line = [];
    this.#cursor = 0;
    this.#cursorRow = 0;
    this.#width = 0;
    this.#flush();
    this.#on.line(line);
  }

  #deleteWordLeft(): void {
    let start = this.#cursor;
    while (start > 0 && /\s/.test(this.#line[start - 1] ?? '')) start--;
    while (start > 0 && !/\s/.test(this.#line[start - 1] ?? '')) start--;
    this.#line.splice(start, this.#cursor - start);
    this.#cursor = start;
    this.#refresh();
  }

  #action(action: string): void {
    switch (action) {
      case 'left':
        if (this.#cursor > 0) this.#cursor--;
        break;
      case 'right':
        if (this.#cursor < this.#line.length) this.#cursor++;
        break;
      case 'home':
        this.#cursor = 0;
        break;
      case 'end':
        this.#cursor = this.#line.length;
        break;
      case 'backspace':
        if (this.#cursor === 0) return;
        this.#line.splice(this.#cursor - 1, 1);
        this.#cursor--;
        break;
      case 'delete':
        if (this.#cursor >= this.#line.length) return;
        this.#line.splice(this.#cursor, 1);
        break;
      case 'up':
      case 'down': {
        const next = action === 'up' ? Math.min(this.#historyIndex + 1, this.#history.length - 1) : this.#historyIndex - 1;
        if (next === this.#historyIndex || (action === 'up' && this.#history.length === 0)) return;
        this.#historyIndex = Math.max(-1, next);
        this.#line = [...(this.#historyIndex < 0 ? '' : (this.#history[this.#historyIndex] ?? ''))];
        this.#cursor = this.#line.length;
        break;
      }
      default:
        return;
    }
    this.#refresh();
  }

  /** Redraws the prompt and the line, wrapped at the terminal's width, with the cursor in place (`_refreshLine`). */
  #refresh(): void {
    const prompt = STDIO_TEXT.prompt;
    this.#width = widthOf(this.#line);
    const total = prompt.length + this.#width;
    const at = prompt.length + widthOf(this.#line.slice(0, this.#cursor));
    const endRow = Math.floor(total / this.#columns);
    const cursorRow = Math.floor(at / this.#columns);
    const cursorColumn = at % this.#columns;
    let out = '';
    if (this.#cursorRow > 0) out += `\x1b[${this.#cursorRow}A`;
    out += `\r\x1b[J${prompt}${this.#line.join('')}`;
    // A line that ends exactly at the edge leaves the cursor there: move to the next row as readline does.
    if (total > 0 && total % this.#columns === 0) out += '\r\n';
    if (endRow > cursorRow) out += `\x1b[${endRow - cursorRow}A`;
    out += '\r';
    if (cursorColumn > 0) out += `\x1b[${cursorColumn}C`;
    this.#cursorRow = cursorRow;
    this.#out(out);
  }
}
