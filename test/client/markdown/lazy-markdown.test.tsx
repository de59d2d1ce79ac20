// @vitest-environment jsdom
/**
 * LazyMarkdown: until the renderer chunk arrives the source shows as plain text
 * (a text node, so nothing in it can run); then it renders through Markdown.tsx.
 * Its own file, so the chunk is not already loaded by another test.
 */
import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, expect, it } from 'vitest';
import { LazyMarkdown } from '../../../src/client/markdown/LazyMarkdown.tsx';

afterEach(cleanup);

it('shows the source as inert text until the renderer loads, then renders it safely', async () => {
  const source = 'Plan: **parse** <img src=x onerror=alert(1)> [go](javascript:alert(1))';
  const { container } = render(() => <LazyMarkdown class="plan-md" source={source} />);

  const plain = container.querySelector('.md-plain');
  expect(plain).toHaveTextContent(source);
  expect(plain).toHaveClass('plan-md');
  expect(container.querySelector('img, a, strong')).toBeNull();

  expect((await screen.findByText('parse', {}, { timeout: 5000 })).tagName).toBe('STRONG');
  expect(container.querySelector('.md-plain')).toBeNull();
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('go')).not.toHaveAttribute('href');
});
