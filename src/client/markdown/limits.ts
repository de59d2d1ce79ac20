/**
 * Limits for rendering untrusted markdown (a plan, a request's `detail`), as pure
 * text functions with no DOM: how deep a source may nest before the rest is shown
 * as plain text, and how a large source is cut into slices that each parse and
 * render in one short task. The renderer (Markdown.tsx) schedules the slices and
 * shows the notes; this module only decides where to cut.
 *
 * Why depth: the parser and the renderer recurse once per nesting level, so a few
 * hundred bytes of `>` or `[` overflow the call stack, and the parser's time grows
 * faster than linearly with nesting. The scan below over-estimates real nesting
 * (it cannot run the full delimiter algorithm), which only ever turns formatting
 * off early for text nobody writes by hand.
 *
 * Why slices: solid-markdown parses and renders a whole string in one synchronous
 * call, so a 500 kB table would block the page for seconds. Cut at block
 * boundaries, each slice is valid markdown on its own; a table or a fenced code
 * block cut in the middle carries its header row or fence into the next slice.
 * See docs/decisions/2026-12-03-markdown-limits.md.
 */

export interface MarkdownLimits {
  /** Sources up to this size render at once, as one solid-markdown piece. */
  readonly wholeChars: number;
  /** Nesting levels (block containers plus open inline brackets and emphasis) before formatting stops. */
  readonly maxDepth: number;
  /** Characters of source rendered before "Show more". */
  readonly firstPart: number;
  /** Characters each "Show more" adds. */
  readonly page: number;
  /** The first slice's size; later slices are sized from the time the previous ones took. */
  readonly sliceChars: number;
  /** Bounds for adaptive slice sizes. */
  readonly minSliceChars: number;
  readonly maxSliceChars: number;
  /** The time one slice should take to parse and render, in ms (a long task is 50 ms). */
  readonly sliceBudgetMs: number;
}

export const DEFAULT_LIMITS: MarkdownLimits = {
  wholeChars: 4_000,
  maxDepth: 32,
  firstPart: 16_000,
  page: 64_000,
  sliceChars: 2_000,
  minSliceChars: 400,
  maxSliceChars: 8_000,
  sliceBudgetMs: 12,
};

// ---------- nesting depth ----------

const SPACE = 32;
const TAB = 9;
const GT = 62; // >
const OPEN_BRACKET = 91; // [
const CLOSE_BRACKET = 93; // ]
const BACKSLASH = 92;
const STAR = 42;
const UNDERSCORE = 95;

function isBlank(line: string): boolean {
  return line.trim() === '';
}

function isWhitespaceCode(code: number | undefined): boolean {
  return code === undefined || code === SPACE || code === TAB || code === 10 || code === 13;
}

/** `- `, `* `, `+ `, `1. `, `1) ` at `at` (or the marker alone at the end of the line): its length, else 0. */
function listMarkerLength(line: string, at: number): number {
  const c = line.charCodeAt(at);
  if (c === 45 || c === STAR || c === 43) {
    return isWhitespaceCode(line.charCodeAt(at + 1)) || at + 1 >= line.length ? 1 : 0;
  }
  let i = at;
  while (i < line.length && i - at < 9 && line.charCodeAt(i) >= 48 && line.charCodeAt(i) <= 57) i++;
  if (i === at) return 0;
  const d = line.charCodeAt(i);
  if ((d === 46 || d === 41) && (isWhitespaceCode(line.charCodeAt(i + 1)) || i + 1 >= line.length)) return i + 1 - at;
  return 0;
}

/**
 * Block containers a line opens: its indentation (two columns per nested list
 * level) when it starts a list item or quote, plus every chained `>` or list
 * marker (`> > -` is three levels).
 */
export function blockDepth(line: string): { depth: number; contentStart: number } {
  let i = 0;
  let columns = 0;
  while (i < line.length) {
    const c = line.charCodeAt(i);
    if (c === SPACE) columns += 1;
    else if (c === TAB) columns += 4 - (columns % 4);
    else break;
    i++;
  }
  let chained = 0;
  for (;;) {
    if (line.charCodeAt(i) === GT) {
      chained++;
      i++;
    } else {
      const marker = listMarkerLength(line, i);
      if (marker === 0) break;
      chained++;
      i += marker;
    }
    // Up to a few spaces may sit between chained markers.
    let gap = 0;
    while (gap < 4 && (line.charCodeAt(i) === SPACE || line.charCodeAt(i) === TAB)) {
      i++;
      gap++;
    }
  }
  const indentLevels = chained > 0 ? Math.floor(columns / 2) : 0;
  return { depth: chained + indentLevels, contentStart: i };
}

/** Inline nesting state carried across the lines of one paragraph. */
interface InlineState {
  brackets: number;
  emphasis: number;
}

/** Updates the paragraph's open brackets and emphasis with one line; returns the deepest point reached. */
function inlineDepth(line: string, from: number, state: InlineState): number {
  let deepest = state.brackets + state.emphasis;
  let i = from;
  while (i < line.length) {
    const c = line.charCodeAt(i);
    if (c === BACKSLASH) {
      i += 2;
      continue;
    }
    if (c === OPEN_BRACKET) state.brackets++;
    else if (c === CLOSE_BRACKET) state.brackets = Math.max(0, state.brackets - 1);
    else if (c === STAR || c === UNDERSCORE) {
      let end = i;
      while (line.charCodeAt(end) === c) end++;
      const run = end - i;
      const before = line.charCodeAt(i - 1);
      const after = line.charCodeAt(end);
      const opens = !isWhitespaceCode(after) && (i === 0 || isWhitespaceCode(before) || isPunctuation(before));
      const closes = i > 0 && !isWhitespaceCode(before) && (isWhitespaceCode(after) || isPunctuation(after));
      if (opens && !closes) state.emphasis += run;
      else if (closes && !opens) state.emphasis = Math.max(0, state.emphasis - run);
      i = end;
      deepest = Math.max(deepest, state.brackets + state.emphasis);
      continue;
    }
    deepest = Math.max(deepest, state.brackets + state.emphasis);
    i++;
  }
  return deepest;
}

function isPunctuation(code: number): boolean {
  return (code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The offset of the start of the block in which `text` first nests deeper than
 * `maxDepth` (so the text before it can still be formatted), or null when it
 * never does. Fenced code is not counted: nothing nests inside it.
 */
export function depthCut(text: string, maxDepth: number): number | null {
  let offset = 0;
  let blockStart = 0;
  let fence: string | null = null;
  const inline: InlineState = { brackets: 0, emphasis: 0 };
  while (offset <= text.length) {
    const newline = text.indexOf('\n', offset);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(offset, end);
    if (fence !== null) {
      if (closesFence(line, fence)) fence = null;
    } else if (isBlank(line)) {
      inline.brackets = 0;
      inline.emphasis = 0;
      blockStart = newline === -1 ? text.length : newline + 1;
    } else {
      const opener = FENCE.exec(line);
      if (opener !== null) {
        fence = opener[1] ?? '```';
      } else {
        const block = blockDepth(line);
        if (block.depth > maxDepth) return blockStart;
        const deepest = inlineDepth(line, block.contentStart, inline);
        if (block.depth + deepest > maxDepth) return blockStart;
      }
    }
    if (newline === -1) break;
    offset = newline + 1;
  }
  return null;
}

// ---------- slicing ----------

/** What a slice hands to the next one: the fence it is inside, or the header of the table it is inside. */
export interface SliceCarry {
  readonly fence?: { readonly opener: string; readonly marker: string };
  readonly tableHeader?: string;
}

export interface Slice {
  /** The markdown to render: the source between `start` and `end`, plus a carried header or fence. */
  readonly text: string;
  /** How many characters at the start of `text` were carried in (a table header, a fence opener). */
  readonly prefix: number;
  readonly start: number;
  readonly end: number;
  readonly carry: SliceCarry;
}

const TABLE_DELIMITER = /^ {0,3}\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

function isTableDelimiter(line: string): boolean {
  return line.includes('|') && line.includes('-') && TABLE_DELIMITER.test(line);
}

function indentOf(line: string): number {
  let n = 0;
  while (n < line.length && (line[n] === ' ' || line[n] === '\t')) n++;
  return n;
}

/**
 * The next slice of `source` from `start`, about `target` characters long, cut
 * at the best boundary near there: after a blank line before a top-level block;
 * else between two rows of a table (the next slice repeats the header) or two
 * lines of a fence (closed here, reopened there); else between lines; a single
 * line longer than four targets is cut at a space, or anywhere.
 */
export function nextSlice(source: string, start: number, target: number, carry: SliceCarry = {}): Slice {
  let fence = carry.fence ?? null;
  let tableHeader = carry.tableHeader ?? null;
  let previous: string | null = null;
  let offset = start;
  const prefix = fence !== null ? `${fence.opener}\n` : tableHeader !== null ? `${tableHeader}\n` : '';

  while (offset < source.length) {
    const newline = source.indexOf('\n', offset);
    const lineEnd = newline === -1 ? source.length : newline;
    const next = newline === -1 ? source.length : newline + 1;

    // A line far longer than the target: end the slice before it, or cut inside it when it comes first.
    if (lineEnd - offset > target * 4) {
      if (offset > start) return finish(source, start, offset, prefix, fence, fence === null ? tableHeader : null);
      const hardEnd = start + target;
      const space = source.lastIndexOf(' ', hardEnd);
      const end = space > start + target / 2 ? space + 1 : hardEnd;
      return finish(source, start, end, prefix, fence, null);
    }

    const line = source.slice(offset, lineEnd);
    if (fence !== null) {
      if (closesFence(line, fence.marker)) fence = null;
    } else {
      const opener = FENCE.exec(line);
      if (opener !== null) {
        fence = { opener: line.trimEnd(), marker: opener[1] ?? '```' };
        tableHeader = null;
      } else if (isBlank(line)) {
        tableHeader = null;
      } else if (tableHeader === null && previous !== null && previous.includes('|') && isTableDelimiter(line)) {
        tableHeader = `${previous}\n${line}`;
        // Never cut between a header and its first row: the slice would hold an empty table.
        previous = line;
        offset = next;
        continue;
      }
    }

    const consumed = next - start;
    if (consumed >= target && next < source.length) {
      const followingEnd = source.indexOf('\n', next);
      const following = source.slice(next, followingEnd === -1 ? source.length : followingEnd);
      const topLevel = fence === null && isBlank(line) && !isBlank(following) && indentOf(following) === 0;
      const inTable = fence === null && tableHeader !== null && !isBlank(following);
      if (topLevel || inTable || fence !== null) return finish(source, start, next, prefix, fence, inTable ? tableHeader : null);
      const betweenLines = tableHeader === null && indentOf(following) < 4;
      if ((betweenLines && consumed >= target * 2) || consumed >= target * 4) return finish(source, start, next, prefix, null, null);
    }
    previous = line;
    offset = next;
  }
  return finish(source, start, source.length, prefix, null, null);
}

function closesFence(line: string, marker: string): boolean {
  const trimmed = line.trim();
  return trimmed.startsWith(marker) && trimmed.replaceAll(marker[0] ?? '`', '') === '';
}

function finish(
  source: string,
  start: number,
  end: number,
  prefix: string,
  fence: SliceCarry['fence'] | null,
  tableHeader: string | null,
): Slice {
  const body = source.slice(start, end);
  // A fence left open here is closed, so this slice's code block ends cleanly.
  const suffix = fence != null ? `${body.endsWith('\n') ? '' : '\n'}${fence.marker}\n` : '';
  const carry: SliceCarry = fence != null ? { fence } : tableHeader !== null ? { tableHeader } : {};
  return { text: prefix + body + suffix, prefix: prefix.length, start, end, carry };
}

/** The next slice size: the one that would have taken `budgetMs`, given how long `chars` took. */
export function adaptSliceChars(chars: number, elapsedMs: number, limits: MarkdownLimits): number {
  const rate = chars / Math.max(elapsedMs, 1);
  const next = Math.round(rate * limits.sliceBudgetMs);
  return Math.min(limits.maxSliceChars, Math.max(limits.minSliceChars, Math.min(next, chars * 2)));
}
