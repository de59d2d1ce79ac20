/**
 * The words the bounded markdown renderer adds around untrusted markdown (the
 * depth and error notes, "Show more"). Panel copy (locale/copy.ts): it travels in
 * the renderer's lazy chunk, never in the first card's.
 */
import { defineCopy } from '../locale/copy.ts';

export const markdownCopy = defineCopy(
  {
    'markdown.tooDeep': '从这里起嵌套过深，无法排版，其余内容按纯文本显示。',
    'markdown.failed': '这一部分无法排版，按纯文本显示。',
    'markdown.showMore': '显示更多（还剩 {size}）',
    'markdown.rendering': '正在排版…',
  },
  {
    'markdown.tooDeep': 'Nested too deeply to format from here on: the rest is shown as plain text.',
    'markdown.failed': 'This part could not be formatted: it is shown as plain text.',
    'markdown.showMore': 'Show more ({size} left)',
    'markdown.rendering': 'Formatting…',
  },
);

export type MarkdownCopyKey = Parameters<typeof markdownCopy.text>[1];

/** "12 kB" / "1.4 MB" for the characters left (one character is about one byte of markdown). */
export function sizeLabel(chars: number): string {
  if (chars < 1_000) return `${chars} B`;
  if (chars < 1_000_000) return `${Math.round(chars / 1_000)} kB`;
  return `${(chars / 1_000_000).toFixed(1)} MB`;
}
