/**
 * The safety and presentation rules for untrusted markdown (§7.2), as one
 * rehype plugin that runs on the sanitised tree, so both renderers (SafeMarkdown
 * for a small source, the sliced DOM renderer for a large one) show exactly the
 * same thing:
 * - links keep only safe URLs (safe-url.ts), open in a new tab without a referrer;
 *   one whose URL was dropped stays as text with `md-dead-link`;
 * - images load only from a safe URL, and a remote one only when allowed;
 *   otherwise a labelled placeholder stands in;
 * - GFM task checkboxes become read-only marks with a spoken label (a plan's
 *   checklist is not a form to fill in);
 * - a code block is focusable, so a keyboard can scroll it.
 * It never adds an attribute that can run code; sanitising stays rehype-sanitize's job.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { MessageKey } from '../locale/locale.ts';
import { isRemoteUrl, safeUrl } from './safe-url.ts';

export interface SafeOptions {
  /** The renderer's own words (task marks, the image placeholder), in the page's locale. */
  readonly label: (key: Extract<MessageKey, `markdown.${string}`>) => string;
  readonly allowRemoteImages?: boolean;
}

function text(value: string): ElementContent {
  return { type: 'text', value };
}

function stringProp(node: Element, name: string): string {
  const value = node.properties[name];
  return typeof value === 'string' ? value : Array.isArray(value) ? value.join(' ') : value === undefined || value === null ? '' : String(value);
}

function rewrite(node: Element, options: SafeOptions): ElementContent | null {
  switch (node.tagName) {
    case 'a': {
      const href = safeUrl(stringProp(node, 'href'));
      const properties: Element['properties'] = { rel: ['noopener', 'noreferrer', 'nofollow'], target: '_blank' };
      if (href === '') properties['className'] = ['md-dead-link'];
      else properties['href'] = href;
      return { ...node, properties };
    }
    case 'img': {
      const alt = stringProp(node, 'alt');
      const src = safeUrl(stringProp(node, 'src'));
      if (src === '' || (isRemoteUrl(src) && options.allowRemoteImages !== true)) {
        return {
          type: 'element',
          tagName: 'span',
          properties: { className: ['md-img-blocked'], ...(alt !== '' ? { title: alt } : {}) },
          children: [text(`🖼 ${alt !== '' ? alt : options.label('markdown.image')}`)],
        };
      }
      return { type: 'element', tagName: 'img', properties: { src, alt, loading: 'lazy', referrerPolicy: 'no-referrer' }, children: [] };
    }
    case 'input': {
      if (stringProp(node, 'type') !== 'checkbox') return null;
      const done = node.properties['checked'] === true;
      const mark = done ? '☑' : '☐';
      return {
        type: 'element',
        tagName: 'span',
        properties: {
          className: ['md-task'],
          role: 'img',
          ariaLabel: `${mark} ${options.label(done ? 'markdown.taskDone' : 'markdown.taskTodo')}`,
          ...(done ? { dataChecked: '' } : {}),
        },
        children: [text(mark)],
      };
    }
    case 'pre':
      return { ...node, properties: { ...node.properties, tabIndex: 0 } };
    default:
      return node;
  }
}

function walk(parent: Root | Element, options: SafeOptions): void {
  const children: ElementContent[] = [];
  for (const child of parent.children) {
    if (child.type !== 'element') {
      if (child.type !== 'doctype') children.push(child);
      continue;
    }
    const next = rewrite(child, options);
    if (next === null) continue;
    if (next.type === 'element') walk(next, options);
    children.push(next);
  }
  parent.children = children;
}

/** The rehype plugin: `.use(rehypeSafe, options)` after rehype-sanitize. */
export function rehypeSafe(options: SafeOptions): (tree: Root) => void {
  return (tree) => walk(tree, options);
}
