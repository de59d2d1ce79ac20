// @vitest-environment jsdom
/**
 * The one markdown renderer (§7.2) against an XSS corpus: raw HTML is never
 * rendered, links and images with javascript:/data:/vbscript: (in any spelling)
 * are dropped, remote images stay unloaded unless allowed; GFM still works.
 * Renders Markdown.tsx directly (LazyMarkdown has its own test), through both of
 * its renderers: solid-markdown for a small source, and the plain DOM it emits for
 * the slices of a large one (forced here with `wholeChars: 0`): both must show
 * exactly the same safe result.
 */
import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Markdown from '../../../src/client/markdown/Markdown.tsx';
import type { MarkdownLimits } from '../../../src/client/markdown/limits.ts';

afterEach(cleanup);

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'background'];

/** Independent of safe-url.ts: what a browser would treat as a dangerous scheme once it has parsed the attribute. */
function dangerousScheme(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers drop these characters inside a scheme
  return /^(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
}

let limits: Partial<MarkdownLimits> = {};

function renderMarkdown(source: string, allowRemoteImages?: boolean): HTMLElement {
  const { container } = render(() =>
    allowRemoteImages === undefined ? (
      <Markdown source={source} limits={limits} />
    ) : (
      <Markdown source={source} allowRemoteImages={allowRemoteImages} limits={limits} />
    ),
  );
  return container;
}

function expectInert(container: HTMLElement): void {
  const html = container.innerHTML;
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<(iframe|object|embed|svg|math|style|form|base|meta|link)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data|vbscript)\s*:/i);
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name.toLowerCase().startsWith('on'), `${element.tagName} has ${attribute.name}`).toBe(false);
      if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) {
        expect(dangerousScheme(attribute.value), `${element.tagName} ${attribute.name}="${attribute.value}"`).toBe(false);
      }
      expect(attribute.name.toLowerCase()).not.toBe('style');
    }
  }
}

describe.each([
  ['solid-markdown (a small source)', {}],
  ['plain DOM (the slices of a large source)', { wholeChars: 0 }],
] as const)('%s', (_renderer, rendererLimits: Partial<MarkdownLimits>) => {
  beforeEach(() => {
    limits = rendererLimits;
  });

  describe('raw HTML is never rendered', () => {
    it.each([
      ['a script element', '<script>alert(1)</script>\n\nafter'],
      ['an inline script', 'before <script>alert(1)</script> after'],
      ['an img with onerror', 'x <img src=x onerror=alert(1)> y'],
      ['an svg with onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
      ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
      ['a raw javascript: anchor', '<a href="javascript:alert(1)">click</a>'],
      ['a div with onclick and style', '<div onclick="alert(1)" style="position:fixed">covered</div>'],
      ['an uppercase SCRIPT', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
      ['a form with formaction', '<form><button formaction="javascript:alert(1)">go</button></form>'],
    ])('drops %s', (_, source) => {
      const container = renderMarkdown(source);
      expectInert(container);
      const body = container.querySelector('.md') as HTMLElement;
      expect(body.querySelector('script, img, svg, iframe, a, div, form, button')).toBeNull();
    });
  });

  describe('dangerous link schemes are dropped, the link text stays', () => {
    it.each([
      ['javascript:', '[click me](javascript:alert(1))'],
      ['mixed case JaVaScRiPt:', '[click me](JaVaScRiPt:alert(1))'],
      ['a tab inside the scheme', '[click me](<java\tscript:alert(1)>)'],
      ['an entity-encoded tab inside', '[click me](java&#x09;script:alert(1))'],
      ['an entity-encoded newline inside', '[click me](java&#10;script:alert(1))'],
      ['&#106;avascript: entities', '[click me](&#106;avascript:alert(1))'],
      ['&#x6A;avascript: hex entities', '[click me](&#x6A;avascript:alert(1))'],
      ['the &colon; entity', '[click me](javascript&colon;alert(1))'],
      ['leading spaces', '[click me](   javascript:alert(1))'],
      ['a reference definition', '[click me][evil]\n\n[evil]: javascript:alert(1)'],
      ['a title beside it', '[click me](javascript:alert(1) "title")'],
      ['data:text/html', '[click me](data:text/html,<script>alert(1)</script>)'],
      ['base64 data:text/html', '[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
      ['vbscript:', '[click me](vbscript:msgbox(1))'],
      ['VBScript: in another case', '[click me](VBScript:msgbox(1))'],
    ])('drops %s', (_, source) => {
      const container = renderMarkdown(source);
      expectInert(container);
      expect(screen.getByText('click me')).toBeInTheDocument();
      expect(container.querySelector('[href]')).toBeNull();
    });

    it('does not turn a javascript: autolink into a link', () => {
      const container = renderMarkdown('<javascript:alert(1)>');
      expectInert(container);
      expect(container.querySelector('[href]')).toBeNull();
    });
  });

  describe('dangerous image sources are dropped', () => {
    it.each([
      ['data:text/html', '![pic](data:text/html,<script>alert(1)</script>)'],
      ['data:image/svg+xml', '![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
      ['a base64 data:image/png', '![pic](data:image/png;base64,iVBORw0KGgo=)'],
      ['javascript:', '![pic](javascript:alert(1))'],
      ['entity-spelled javascript:', '![pic](&#106;avascript:alert(1))'],
      ['vbscript:', '![pic](vbscript:msgbox(1))'],
    ])('drops %s and shows a placeholder', (_, source) => {
      const container = renderMarkdown(source, true);
      expectInert(container);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('.md-img-blocked')).toHaveTextContent('pic');
    });
  });

  describe('GFM', () => {
    it('renders a table', () => {
      renderMarkdown('| Step | Owner |\n|---|---|\n| Parse | Ada |\n| Test | Lin |');
      const table = screen.getByRole('table');
      expect(table).toBeInTheDocument();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Step', 'Owner']);
      expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Parse', 'Ada', 'Test', 'Lin']);
    });

    it('renders a task list as a read-only checklist that shows each state (no unlabeled form controls)', () => {
      renderMarkdown('- [x] write the plan\n- [ ] ship it');
      expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
      const marks = screen.getAllByRole('img');
      expect(marks.map((m) => m.getAttribute('aria-label'))).toEqual(['☑ done', '☐ to do']);
      expect(screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/[☑☐]/g, '').trim())).toEqual(['write the plan', 'ship it']);
    });

    it('makes a code block reachable by keyboard, since it scrolls on its own', () => {
      const container = renderMarkdown('```\nconst a = 1;\n```');
      expect(container.querySelector('pre')?.getAttribute('tabindex')).toBe('0');
    });

    it('renders emphasis, code and headings', () => {
      renderMarkdown('## Plan\n\nUse **bold**, _em_ and `code`.\n\n~~old~~');
      expect(screen.getByRole('heading', { level: 2, name: 'Plan' })).toBeInTheDocument();
      expect(screen.getByText('bold').tagName).toBe('STRONG');
      expect(screen.getByText('em').tagName).toBe('EM');
      expect(screen.getByText('code').tagName).toBe('CODE');
      expect(screen.getByText('old').tagName).toBe('DEL');
    });
  });

  describe('safe links are kept', () => {
    it.each([
      ['https', '[site](https://example.com/a?b=1#c)', 'https://example.com/a?b=1#c'],
      ['http', '[site](http://example.com)', 'http://example.com'],
      ['mailto', '[site](mailto:team@example.com)', 'mailto:team@example.com'],
      ['a relative path', '[site](/docs/guide.md)', '/docs/guide.md'],
      ['a dot-relative path', '[site](./guide.md)', './guide.md'],
      ['a fragment', '[site](#usage)', '#usage'],
      ['a bare autolink', '<https://example.com/auto>', 'https://example.com/auto'],
    ])('keeps %s links, opening in a new tab with rel noopener', (_, source, href) => {
      const container = renderMarkdown(source);
      const link = screen.getByRole('link');
      expect(link).toHaveAttribute('href', href);
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(link).toHaveAttribute('target', '_blank');
      expectInert(container);
    });
  });

  describe('images', () => {
    it('does not load a remote image unless allowed, and shows a placeholder with its alt text', () => {
      const container = renderMarkdown('![a cat](https://example.com/cat.png)');
      expect(container.querySelector('img')).toBeNull();
      expect(container.innerHTML).not.toContain('example.com');
      expect(container.querySelector('.md-img-blocked')).toHaveTextContent('a cat');
    });

    it('treats protocol-relative and http images as remote', () => {
      const container = renderMarkdown('![one](//cdn.example/x.png) ![two](http://example.com/y.png)');
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelectorAll('.md-img-blocked')).toHaveLength(2);
    });

    it('loads a remote image when remote images are allowed, without a referrer', () => {
      renderMarkdown('![a cat](https://example.com/cat.png)', true);
      const img = screen.getByRole('img', { name: 'a cat' });
      expect(img).toHaveAttribute('src', 'https://example.com/cat.png');
      expect(img).toHaveAttribute('referrerpolicy', 'no-referrer');
    });

    it('loads a relative image, which is not remote', () => {
      renderMarkdown('![diagram](/img/flow.png)');
      expect(screen.getByRole('img', { name: 'diagram' })).toHaveAttribute('src', '/img/flow.png');
    });

    it('labels a placeholder without alt text as "image"', () => {
      const container = renderMarkdown('![](https://example.com/x.png)');
      expect(container.querySelector('.md-img-blocked')).toHaveTextContent('image');
    });
  });
});
