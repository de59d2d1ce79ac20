// @vitest-environment jsdom
/**
 * The bounded markdown renderer: small sources render at once as before; nesting
 * past the limit turns the rest into plain text under a note; a part that throws
 * falls back to its own plain text under a note, with no uncaught error; a large
 * source renders slice by slice (tables keep one header, continuations are
 * marked), and past the first part "Show more" adds a page at a time.
 */
import { cleanup, render, screen, waitFor } from '@solidjs/testing-library';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import Markdown from '../../../src/client/markdown/Markdown.tsx';
import { LocaleProvider } from '../../../src/client/locale/LocaleProvider.tsx';
import { createLocale } from '../../../src/client/locale/locale.ts';

afterEach(cleanup);

const row = (r: number | string): string => `| r${r}a | r${r}b | r${r}c |`;
const table = (rows: number): string => [row('h'), '| --- | --- | --- |', ...Array.from({ length: rows }, (_, r) => row(r))].join('\n');
const bodyRows = (container: HTMLElement): string[] =>
  [...container.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')?.textContent ?? '');
const notes = (): HTMLElement[] => screen.queryAllByTestId('md-note');
/** Slices render in later tasks, and jsdom with Solid's dev build is slow at it. */
const SLOW = { timeout: 15_000 } as const;
const renderedAll = (): Promise<void> => waitFor(() => expect(screen.queryByTestId('md-rendering')).toBeNull(), SLOW);

describe('small sources', () => {
  it('render at once, as one formatted piece with no notes', () => {
    const { container } = render(() => <Markdown source={'# Plan\n\n- **one**\n- two'} class="qcard-detail" />);
    expect(container.querySelectorAll('.md')).toHaveLength(1);
    expect(container.querySelector('.md')).toHaveClass('qcard-detail');
    expect(container.querySelector('.md-slice')).toBeNull();
    expect(container.querySelector('h1')).toHaveTextContent('Plan');
    expect(container.querySelector('strong')).toHaveTextContent('one');
    expect(notes()).toEqual([]);
    expect(screen.queryByTestId('md-show-more')).toBeNull();
  });
});

describe('the depth limit', () => {
  it.each([
    ['200 chained quotes', '>'.repeat(200) + ' x'],
    ['1,000 list markers', '- '.repeat(1000)],
    ['10,000 open brackets', '['.repeat(10_000)],
    ['a list nested 100 deep', Array.from({ length: 100 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')],
  ])('%s: shown as plain text under a note, nothing thrown', (_, source) => {
    const { container } = render(() => <Markdown source={source} />);
    expect(notes().map((n) => n.dataset['note'])).toEqual(['too-deep']);
    expect(notes()[0]).toHaveTextContent('Nested too deeply to format from here on: the rest is shown as plain text.');
    const plain = container.querySelector('.md-plain');
    expect(plain?.textContent).toBe(source);
  });

  it('a deep source larger than the first part shows that part as plain text, then "Show more"', { timeout: 40_000 }, async () => {
    const source = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n');
    const { container } = render(() => <Markdown source={source} />);
    await screen.findByTestId('md-show-more', {}, SLOW);
    const plain = [...container.querySelectorAll('.md-plain')].map((el) => el.textContent).join('');
    expect(source.startsWith(plain)).toBe(true);
    expect(plain.length).toBeGreaterThanOrEqual(16_000);
    expect(plain.length).toBeLessThan(source.length);
  });

  it('formats what comes before the deep block, then the note, then the rest as it was written', () => {
    const deep = `${'>'.repeat(40)} deep`;
    const { container } = render(() => <Markdown source={`Intro with **bold**.\n\n${deep}\n\nafter`} />);
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    const order = [...container.querySelectorAll('.md, [data-testid="md-note"]')].map((el) =>
      el.matches('[data-testid="md-note"]') ? 'note' : el.classList.contains('md-plain') ? 'plain' : 'md',
    );
    expect(order).toEqual(['md', 'note', 'plain']);
    expect(container.querySelector('.md-plain')?.textContent).toBe(`${deep}\n\nafter`);
  });

  it('speaks the page locale', () => {
    render(() => (
      <LocaleProvider value={createLocale('zh')}>
        <Markdown source={'['.repeat(100)} />
      </LocaleProvider>
    ));
    expect(notes()[0]).toHaveTextContent('从这里起嵌套过深，无法排版，其余内容按纯文本显示。');
  });
});

describe('the error boundary', () => {
  it('a part that throws (here: nesting past what the renderer survives, with the depth limit lifted) shows its own text, plain, under a note', () => {
    const source = `${'>'.repeat(300)} x`;
    const { container } = render(() => <Markdown source={source} limits={{ maxDepth: 10_000 }} />);
    expect(notes().map((n) => n.dataset['note'])).toEqual(['failed']);
    expect(notes()[0]).toHaveTextContent('This part could not be formatted: it is shown as plain text.');
    expect(container.querySelector('.md-plain')?.textContent).toBe(source);
    expect(container.querySelector('blockquote')).toBeNull();
  });
});

describe('large sources', { timeout: 40_000 }, () => {
  it('render slice by slice: one header, every row once and in order, continuations marked', async () => {
    const { container } = render(() => <Markdown source={table(120)} limits={{ wholeChars: 200, sliceChars: 600, minSliceChars: 600, maxSliceChars: 600 }} />);
    // The first slice is there with the card; the rest follow in later tasks.
    expect(bodyRows(container).length).toBeGreaterThan(0);
    expect(bodyRows(container).length).toBeLessThan(120);
    expect(screen.getByTestId('md-rendering')).toBeInTheDocument();
    await renderedAll();
    expect(bodyRows(container)).toEqual(Array.from({ length: 120 }, (_, r) => `r${r}a`));
    const slices = [...container.querySelectorAll('.md-slice')];
    expect(slices.length).toBeGreaterThan(3);
    expect(slices[0]).not.toHaveClass('md-slice--cont');
    for (const slice of slices.slice(1)) expect(slice).toHaveClass('md-slice--cont');
    expect(screen.queryByTestId('md-show-more')).toBeNull();
  });

  it('past the first part, "Show more" says how much is left and adds a page at a time until nothing is left', async () => {
    const user = userEvent.setup();
    const source = table(300);
    const { container } = render(() => <Markdown source={source} limits={{ wholeChars: 200, firstPart: 2000, page: 3000, sliceChars: 800, minSliceChars: 800, maxSliceChars: 800 }} />);
    const more = await screen.findByTestId('md-show-more', {}, SLOW);
    const shown = bodyRows(container).length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(300);
    expect(more.textContent).toMatch(/^Show more \(\d+ kB left\)$/);

    await user.click(more);
    await waitFor(() => expect(bodyRows(container).length).toBeGreaterThan(shown), SLOW);
    for (let clicks = 0; clicks < 20 && bodyRows(container).length < 300; clicks++) {
      await user.click(await screen.findByTestId('md-show-more', {}, SLOW));
      await renderedAll();
    }
    expect(bodyRows(container)).toEqual(Array.from({ length: 300 }, (_, r) => `r${r}a`));
    expect(screen.queryByTestId('md-show-more')).toBeNull();
  });

  it('stops rendering when it leaves the page', async () => {
    const { container, unmount } = render(() => <Markdown source={table(200)} limits={{ wholeChars: 200, sliceChars: 400, minSliceChars: 400, maxSliceChars: 400 }} />);
    const before = bodyRows(container).length;
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(before).toBeLessThan(200);
    expect(container.innerHTML).toBe('');
  });
});
