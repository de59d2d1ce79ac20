// @vitest-environment jsdom
/**
 * The markdown limits as text functions: where nesting gets too deep (the block
 * it starts in), and how a large source is cut into slices that are each valid
 * markdown on their own (tables keep their header, fences stay closed) and that
 * together cover the source exactly once. (jsdom: the parser used to check
 * the slices resolves its browser build here.)
 */
import fc from 'fast-check';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMITS,
  adaptSliceChars,
  blockDepth,
  depthCut,
  nextSlice,
  type Slice,
} from '../../../src/client/markdown/limits.ts';

const MAX = DEFAULT_LIMITS.maxDepth;

/** Every slice of `source` with a fixed target, in order. */
function sliceAll(source: string, target: number): Slice[] {
  const slices: Slice[] = [];
  let slice: Slice | undefined;
  let start = 0;
  while (start < source.length) {
    slice = nextSlice(source, start, target, slice?.carry ?? {});
    expect(slice.end, `slice from ${start} moves forward`).toBeGreaterThan(start);
    slices.push(slice);
    start = slice.end;
  }
  return slices;
}

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  children?: HastNode[];
}

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize);
function toHast(markdown: string): HastNode {
  return processor.runSync(processor.parse(markdown)) as unknown as HastNode;
}
function all(node: HastNode, tag: string): HastNode[] {
  const found = node.tagName === tag ? [node] : [];
  return found.concat(...(node.children ?? []).map((c) => all(c, tag)));
}
function text(node: HastNode): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(text).join('');
}

const row = (cells: number, r: number | string): string => `| ${Array.from({ length: cells }, (_, c) => `r${r}c${c}`).join(' | ')} |`;
function table(cells: number, rows: number): string {
  return [row(cells, 'h'), `|${' --- |'.repeat(cells)}`, ...Array.from({ length: rows }, (_, r) => row(cells, r))].join('\n');
}

describe('nesting depth', () => {
  it('ordinary markdown never reaches the limit', () => {
    const doc = [
      '# Plan',
      '',
      'Some **bold**, _emphasis_, `code`, a [link](https://example.com) and snake_case_words, 2*3*4.',
      '',
      '- one',
      '  - two',
      '    - three',
      '',
      '> quoted',
      '> > twice',
      '',
      '1. first',
      '2. second',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
    ].join('\n');
    expect(depthCut(doc, MAX)).toBeNull();
  });

  it.each([
    ['200 chained quotes', '>'.repeat(200) + ' x'],
    ['1,000 chained list markers', '- '.repeat(1000)],
    ['10,000 open brackets', '['.repeat(10_000)],
    ['2,000 nested emphasis openers', '*a '.repeat(2000) + 'x'],
    ['a list nested 1,000 deep by indentation', Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')],
  ])('%s is cut at its start', (_, source) => {
    expect(depthCut(source, MAX)).toBe(0);
  });

  it('is cut at the start of the block that goes too deep, so the text before it can still be formatted', () => {
    const intro = 'An intro paragraph with **bold** text.\n\n- a normal list\n\n';
    const deep = `${'>'.repeat(MAX + 1)} too deep\nand its lazy continuation`;
    expect(depthCut(intro + deep + '\n\nafter', MAX)).toBe(intro.length);
  });

  it('allows exactly the limit and cuts one past it', () => {
    expect(depthCut(`${'>'.repeat(MAX)} x`, MAX)).toBeNull();
    expect(depthCut(`${'>'.repeat(MAX + 1)} x`, MAX)).toBe(0);
  });

  it('counts brackets and emphasis across the lines of one paragraph, and starts again after a blank line', () => {
    const half = '['.repeat(MAX / 2 + 1);
    expect(depthCut(`${half}\n${half}`, MAX)).toBe(0);
    expect(depthCut(`${half}\n\n${half}`, MAX)).toBeNull();
  });

  it('ignores what sits inside fenced code', () => {
    expect(depthCut('```\n' + '>'.repeat(500) + '\n' + '['.repeat(500) + '\n```\n\nafter', MAX)).toBeNull();
    expect(depthCut('~~~~\n```\n' + '>'.repeat(500) + '\n~~~~\n', MAX)).toBeNull();
  });

  it('reads chained markers and indentation as levels', () => {
    expect(blockDepth('> > - x').depth).toBe(3);
    expect(blockDepth('    - x').depth).toBe(3);
    expect(blockDepth('plain text').depth).toBe(0);
    expect(blockDepth('        indented code').depth).toBe(0);
    expect(blockDepth('12. item').depth).toBe(1);
    expect(blockDepth('-not a list').depth).toBe(0);
  });
});

describe('slices', () => {
  it('a source within the target is one slice, unchanged', () => {
    const source = '# Title\n\nA paragraph.';
    expect(sliceAll(source, 2000)).toEqual([{ text: source, prefix: 0, start: 0, end: source.length, carry: {} }]);
  });

  it('cut between top-level blocks when it can', () => {
    const paragraph = (n: number): string => `Paragraph ${n} ${'word '.repeat(40)}`;
    const source = Array.from({ length: 30 }, (_, n) => paragraph(n)).join('\n\n');
    const slices = sliceAll(source, 1000);
    expect(slices.length).toBeGreaterThan(3);
    for (const slice of slices.slice(1)) expect(slice.text.startsWith('Paragraph ')).toBe(true);
    expect(slices.map((s) => s.text).join('')).toBe(source);
  });

  it('a 50×300 table: every slice is a table with the header, and together they hold every row once, in order', { timeout: 30_000 }, () => {
    const source = table(50, 300);
    const slices = sliceAll(source, 2000);
    expect(slices.length).toBeGreaterThan(20);
    const rows: string[] = [];
    for (const slice of slices) {
      const hast = toHast(slice.text);
      const tables = all(hast, 'table');
      expect(tables).toHaveLength(1);
      const head = all(tables[0] as HastNode, 'thead');
      expect(text(head[0] as HastNode)).toContain('rhc0');
      for (const body of all(tables[0] as HastNode, 'tbody')) {
        for (const tr of all(body, 'tr')) {
          const cells = all(tr, 'td');
          expect(cells).toHaveLength(50);
          rows.push(text(cells[0] as HastNode));
        }
      }
    }
    expect(rows).toEqual(Array.from({ length: 300 }, (_, r) => `r${r}c0`));
  });

  it('a long fenced code block is closed at each cut and reopened with its info string, and its code survives intact', () => {
    const code = Array.from({ length: 400 }, (_, n) => `line ${n} ${'x'.repeat(20)}`).join('\n');
    const source = `Before.\n\n\`\`\`ts\n${code}\n\`\`\`\n\nAfter.`;
    const slices = sliceAll(source, 1500);
    expect(slices.length).toBeGreaterThan(3);
    let joined = '';
    for (const slice of slices) {
      const hast = toHast(slice.text);
      for (const pre of all(hast, 'pre')) joined += text(pre);
    }
    expect(joined.replace(/\n/g, '')).toBe(code.replace(/\n/g, ''));
    for (const slice of slices.slice(1, -1)) expect(slice.text.startsWith('```ts\n')).toBe(true);
    expect(text(toHast(slices.at(-1)?.text ?? ''))).toContain('After.');
  });

  it('a single line more than four targets long is cut at a space near the target', () => {
    const source = 'word '.repeat(5000);
    const slices = sliceAll(source, 1000);
    for (const slice of slices.slice(0, -1)) expect(slice.text.length).toBeLessThanOrEqual(1000);
    expect(slices.at(-1)?.text.length).toBeLessThanOrEqual(4000);
    expect(slices.map((s) => s.text).join('')).toBe(source);
  });

  it('a line with no space at all is still cut', () => {
    const source = 'x'.repeat(10_000);
    expect(sliceAll(source, 1000).map((s) => s.text.length)).toEqual([1000, 1000, 1000, 1000, 1000, 1000, 4000]);
  });

  it('any source is covered exactly once, in order, and every slice moves forward', () => {
    const pieces = fc.constantFrom('a', ' ', '\n', '\n\n', '|', '| - |', '```', '~~~', '> ', '- ', '  ', 'word ', '[', '*', '    code');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 400 }), fc.integer({ min: 8, max: 300 }), (parts, target) => {
        const source = parts.join('');
        const slices = sliceAll(source, target);
        let at = 0;
        for (const slice of slices) {
          expect(slice.start).toBe(at);
          expect(slice.text.slice(slice.prefix)).toContain(source.slice(slice.start, slice.end));
          at = slice.end;
        }
        expect(at).toBe(source.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('adaptive slice size', () => {
  it('aims at the time budget, never shrinks below the minimum, and at most doubles at a time', () => {
    expect(adaptSliceChars(2000, 40, DEFAULT_LIMITS)).toBe(600);
    expect(adaptSliceChars(2000, 1000, DEFAULT_LIMITS)).toBe(DEFAULT_LIMITS.minSliceChars);
    expect(adaptSliceChars(2000, 1, DEFAULT_LIMITS)).toBe(4000);
    expect(adaptSliceChars(7_000, 1, DEFAULT_LIMITS)).toBe(DEFAULT_LIMITS.maxSliceChars);
  });
});
