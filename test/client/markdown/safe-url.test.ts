/**
 * The URL policy for untrusted markdown (§7.2): only http(s), mailto and relative
 * URLs survive; every other scheme, in any spelling a browser would still honour,
 * becomes ''. `isRemoteUrl` decides which images wait for the user's permission.
 */
import { describe, expect, it } from 'vitest';
import { isRemoteUrl, safeUrl } from '../../../src/client/markdown/safe-url.ts';

describe('safeUrl keeps', () => {
  it.each([
    ['https', 'https://example.com/a?b=1#c'],
    ['http', 'http://example.com'],
    ['an upper-case scheme', 'HTTPS://EXAMPLE.COM'],
    ['mailto', 'mailto:team@example.com'],
    ['an absolute path', '/docs/guide.md'],
    ['a dot-relative path', './guide.md'],
    ['a parent-relative path', '../up/guide.md'],
    ['a bare file name', 'guide.md'],
    ['a fragment', '#usage'],
    ['a query', '?tab=2'],
    ['a protocol-relative URL', '//cdn.example/x.png'],
    ['a path with a colon after the first segment', 'docs/a:b'],
  ])('%s', (_, url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it('trims the whitespace around a kept URL', () => {
    expect(safeUrl('  https://example.com  ')).toBe('https://example.com');
    expect(safeUrl('\t/docs\n')).toBe('/docs');
  });
});

describe('safeUrl drops', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['JaVaScRiPt:', 'JaVaScRiPt:alert(1)'],
    ['leading spaces', '   javascript:alert(1)'],
    ['a leading NUL', '\u0000javascript:alert(1)'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline inside the scheme', 'java\nscript:alert(1)'],
    ['a carriage return inside the scheme', 'java\rscript:alert(1)'],
    ['a C1 control inside the scheme', 'java\u0085script:alert(1)'],
    ['decimal entities', '&#106;avascript:alert(1)'],
    ['zero-padded decimal entities without a semicolon', '&#0000106avascript:alert(1)'],
    ['hex entities', '&#x6A;avascript:alert(1)'],
    ['an entity-encoded colon', 'javascript&colon;alert(1)'],
    ['an entity-encoded tab', 'java&Tab;script:alert(1)'],
    ['an entity-encoded newline', 'java&NewLine;script:alert(1)'],
    ['data:text/html', 'data:text/html,<script>alert(1)</script>'],
    ['DATA:image', 'DATA:image/png;base64,iVBORw0KGgo='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['VBScript:', 'VBScript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['an unknown scheme', 'intent://scan#Intent;end'],
    ['a colon in the first path segment', 'foo:bar'],
  ])('%s', (_, url) => {
    expect(safeUrl(url)).toBe('');
  });
});

describe('isRemoteUrl', () => {
  it.each([
    ['https://example.com/x.png', true],
    ['HTTP://example.com/x.png', true],
    ['//cdn.example/x.png', true],
    ['  https://example.com/x.png', true],
    ['/img/x.png', false],
    ['img/x.png', false],
    ['#top', false],
    ['mailto:a@example.com', false],
  ])('%s → %s', (url, remote) => {
    expect(isRemoteUrl(url)).toBe(remote);
  });
});
