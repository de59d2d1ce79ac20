/**
 * The one markdown pipeline: GFM, raw HTML dropped, the tree sanitised, then the
 * safety and presentation rules (rehype-safe.ts). SafeMarkdown hands these
 * plugins to solid-markdown; `markdownToDom` runs the same pipeline and emits
 * plain DOM, for the slices of a large source, where a reactive component per
 * node costs more than a frame (docs/decisions/2026-12-03-markdown-limits.md).
 */
import { toDom } from 'hast-util-to-dom';
import type { Root } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { rehypeSafe, type SafeOptions } from './rehype-safe.ts';

export const remarkPlugins: PluggableList = [remarkGfm];

export function rehypePlugins(options: SafeOptions): PluggableList {
  return [rehypeSanitize, [rehypeSafe, options]];
}

/** `source` rendered through the pipeline into a fragment of plain DOM (no scripts, no handlers: it was sanitised). */
export function markdownToDom(source: string, options: SafeOptions, doc: Document = document): DocumentFragment {
  const processor = unified().use(remarkParse).use(remarkPlugins).use(remarkRehype).use(rehypePlugins(options));
  const tree = processor.runSync(processor.parse(source)) as Root;
  // Child by child: a whole root may come back as a Document (when nothing is left of it), which cannot be appended.
  const fragment = doc.createDocumentFragment();
  for (const child of tree.children) fragment.append(toDom(child, { document: doc }));
  return fragment;
}
