// @vitest-environment jsdom
/**
 * Share (§5.7) in the top bar: a link that fits is copied; one too large for a
 * browser's URL is not, and a popover says how large it is and offers a scenario
 * file instead.
 */
import { cleanup, render, screen, waitFor, within } from '@solidjs/testing-library';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareLink, ShareSource } from '../../../src/app/share-link.ts';
import { LocaleProvider } from '../../../src/client/locale/LocaleProvider.tsx';
import { createLocale, type Locale } from '../../../src/client/locale/locale.ts';
import { IDLE_TRANSPORT } from '../../../src/client/playground/transport-state.ts';
import { formatLinkSize } from '../../../src/client/share/ShareTooLarge.tsx';
import { TopBar } from '../../../src/client/workbench/TopBar.tsx';

afterEach(cleanup);

function mount(
  link: ShareLink,
  onSaveScenario?: () => void,
  locale: Locale = 'en',
  writeText: ReturnType<typeof vi.fn> = vi.fn(() => Promise.resolve()),
): { writeText: ReturnType<typeof vi.fn> } {
  // A scenario's own link of the given length: the top bar measures it against the browsers' limit itself.
  const share: ShareSource = {
    state: () => ({ lang: locale, theme: 'light' }),
    scenarioLink: () => (link.ok ? link.url : `https://asklab.test/#scenario-data=${'x'.repeat(link.chars - 36)}`),
    href: () => 'https://asklab.test/',
  };
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(() => (
    <LocaleProvider value={createLocale(locale)}>
      <TopBar
        layout="wide"
        catalogueOpen={false}
        catalogueId="catalogue"
        onToggleCatalogue={() => undefined}
        transport={IDLE_TRANSPORT}
        onTransport={() => undefined}
        share={share}
        onReset={() => undefined}
        {...(onSaveScenario !== undefined ? { onSaveScenario } : {})}
      />
    </LocaleProvider>
  ));
  return { writeText };
}

describe('Share', () => {
  it('copies a link that fits and says so', async () => {
    const { writeText } = mount({ ok: true, url: 'https://asklab.test/#q=abc&lang=en' });
    await userEvent.click(screen.getByTestId('share'));
    expect(writeText).toHaveBeenCalledWith('https://asklab.test/#q=abc&lang=en');
    await waitFor(() => expect(screen.getByTestId('share')).toHaveAttribute('data-state', 'done'));
    expect(screen.queryByTestId('share-too-large')).toBeNull();
  });

  it('copies nothing for a request too large for a link, says why, and offers a scenario file', async () => {
    const save = vi.fn();
    const { writeText } = mount({ ok: false, reason: 'too-large', chars: 1_436_000, limit: 1_000_000 }, save);
    await userEvent.click(screen.getByTestId('share'));
    expect(writeText).not.toHaveBeenCalled();
    const notice = await screen.findByTestId('share-too-large');
    expect(notice).toHaveTextContent('Too large for a link');
    expect(notice).toHaveTextContent('1.44 MB');
    expect(notice).toHaveTextContent('up to 1 MB');
    expect(screen.getByTestId('share')).toHaveAttribute('data-state', 'too-large');
    await userEvent.click(screen.getByTestId('share-save-scenario'));
    expect(save).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('share-too-large')).toBeNull());
  });

  it('explains in Chinese too, and without a scenario callback offers no dead button', async () => {
    mount({ ok: false, reason: 'too-large', chars: 2_000_000, limit: 1_000_000 }, undefined, 'zh');
    await userEvent.click(screen.getByTestId('share'));
    const notice = await screen.findByTestId('share-too-large');
    expect(notice).toHaveTextContent('请求太大，放不进链接');
    expect(screen.queryByTestId('share-save-scenario')).toBeNull();
  });

  it('says it controls a popover only while one is shown', async () => {
    mount({ ok: true, url: 'https://asklab.test/#q=abc&lang=en' });
    const button = screen.getByTestId('share');
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(button).not.toHaveAttribute('aria-controls');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'done'));
    expect(button).not.toHaveAttribute('aria-expanded');
    cleanup();

    mount({ ok: false, reason: 'too-large', chars: 1_436_000, limit: 1_000_000 });
    const tooLarge = screen.getByTestId('share');
    await userEvent.click(tooLarge);
    const notice = await screen.findByTestId('share-too-large');
    expect(tooLarge).toHaveAttribute('aria-expanded', 'true');
    expect(tooLarge.getAttribute('aria-controls')).toBe(notice.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('share-too-large')).toBeNull());
    expect(tooLarge).not.toHaveAttribute('aria-expanded');
    expect(tooLarge).not.toHaveAttribute('aria-controls');
  });

  it('gives focus back to Share when the too-large notice is closed with ✕', async () => {
    mount({ ok: false, reason: 'too-large', chars: 1_436_000, limit: 1_000_000 });
    await userEvent.click(screen.getByTestId('share'));
    const notice = await screen.findByTestId('share-too-large');
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('share-too-large')).toBeNull());
    expect(document.activeElement).toBe(screen.getByTestId('share'));
  });

  it('keeps the same width whether it says Share or Link copied: both labels take one cell, one hidden', async () => {
    mount({ ok: true, url: 'https://asklab.test/#q=abc&lang=en' });
    const label = screen.getByTestId('share-label');
    expect(label.children).toHaveLength(2);
    expect(label.querySelector('[data-shown]')).toHaveTextContent('Share');
    await userEvent.click(screen.getByTestId('share'));
    await waitFor(() => expect(label.querySelector('[data-shown]')).toHaveTextContent('Link copied'));
    expect(screen.getByTestId('share')).toHaveAccessibleName('Link copied');
  });

  describe('when the clipboard refuses the link', () => {
    const url = 'https://asklab.test/#q=abc&lang=en';

    it('shows the link selected in a read-only field, and keeps it past the two seconds of "Link copied"', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        mount({ ok: true, url }, undefined, 'en', vi.fn(() => Promise.reject(new Error('blocked'))));
        const button = screen.getByTestId('share');
        await userEvent.click(button);
        const panel = await screen.findByTestId('share-manual');
        const field = screen.getByTestId<HTMLInputElement>('share-manual-url');
        expect(field).toHaveValue(url);
        expect(field).toHaveAttribute('readonly');
        await waitFor(() => expect(document.activeElement).toBe(field));
        expect([field.selectionStart, field.selectionEnd]).toEqual([0, url.length]);
        expect(panel).toHaveTextContent('Copy the link by hand');
        expect(button).toHaveAttribute('aria-expanded', 'true');
        expect(button.getAttribute('aria-controls')).toBe(panel.id);
        vi.advanceTimersByTime(10_000);
        expect(screen.getByTestId('share-manual')).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });

    it('closes on Escape and gives focus back to Share', async () => {
      mount({ ok: true, url }, undefined, 'en', vi.fn(() => Promise.reject(new Error('blocked'))));
      await userEvent.click(screen.getByTestId('share'));
      await screen.findByTestId('share-manual');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByTestId('share-manual')).toBeNull());
      expect(document.activeElement).toBe(screen.getByTestId('share'));
      expect(screen.getByTestId('share')).not.toHaveAttribute('aria-expanded');
    });

    it('Copy tries the clipboard again and says when it worked; ✕ closes', async () => {
      const writeText = vi.fn().mockRejectedValueOnce(new Error('blocked')).mockResolvedValue(undefined);
      mount({ ok: true, url }, undefined, 'en', writeText);
      await userEvent.click(screen.getByTestId('share'));
      await screen.findByTestId('share-manual');
      await userEvent.click(screen.getByTestId('share-manual-copy'));
      expect(writeText).toHaveBeenLastCalledWith(url);
      await waitFor(() => expect(screen.getByTestId('share-manual-status')).toHaveTextContent('Copied'));
      await userEvent.click(screen.getByTestId('share-manual-close'));
      await waitFor(() => expect(screen.queryByTestId('share-manual')).toBeNull());
    });

    it('speaks Chinese too', async () => {
      mount({ ok: true, url }, undefined, 'zh', vi.fn(() => Promise.reject(new Error('blocked'))));
      await userEvent.click(screen.getByTestId('share'));
      expect(await screen.findByTestId('share-manual')).toHaveTextContent('请手动复制链接');
      expect(screen.getByTestId('share-manual-copy')).toHaveTextContent('复制');
    });
  });

  it('formats sizes in megabytes of characters', () => {
    expect(formatLinkSize(1_000_000)).toBe('1 MB');
    expect(formatLinkSize(1_036_000)).toBe('1.04 MB');
    expect(formatLinkSize(2_345_678)).toBe('2.35 MB');
  });
});
