// @vitest-environment jsdom
/**
 * Share (§5.7) in the top bar: a link that fits is copied; one too large for a
 * browser's URL is not, and a popover says how large it is and offers a scenario
 * file instead.
 */
import { cleanup, render, screen, waitFor } from '@solidjs/testing-library';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareLink, ShareSource } from '../../../src/app/share-link.ts';
import { LocaleProvider } from '../../../src/client/locale/LocaleProvider.tsx';
import { createLocale, type Locale } from '../../../src/client/locale/locale.ts';
import { IDLE_TRANSPORT } from '../../../src/client/playground/transport-state.ts';
import { formatLinkSize } from '../../../src/client/share/ShareTooLarge.tsx';
import { TopBar } from '../../../src/client/workbench/TopBar.tsx';

afterEach(cleanup);

function mount(link: ShareLink, onSaveScenario?: () => void, locale: Locale = 'en'): { writeText: ReturnType<typeof vi.fn> } {
  const writeText = vi.fn(() => Promise.resolve());
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

  it('formats sizes in megabytes of characters', () => {
    expect(formatLinkSize(1_000_000)).toBe('1 MB');
    expect(formatLinkSize(1_036_000)).toBe('1.04 MB');
    expect(formatLinkSize(2_345_678)).toBe('2.35 MB');
  });
});
