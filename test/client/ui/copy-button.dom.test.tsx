// @vitest-environment jsdom
/**
 * CopyButton says what happened on the button and to screen readers: a polite
 * live region, there (empty) from the start, reads "copied" or the failure.
 */
import { cleanup, render, screen, waitFor } from '@solidjs/testing-library';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../../../src/client/ui/CopyButton.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(writeText: (text: string) => Promise<void>) {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(() => <CopyButton text={() => 'https://asklab.test/?q=x'} label="Share" done="Link copied" failed="Clipboard not available" data-testid="share" />);
  return { user, status: screen.getByTestId('share-status') };
}

describe('CopyButton', () => {
  it('announces "copied" through a polite live region that was there before the click', async () => {
    const writeText = vi.fn(async () => undefined);
    const { user, status } = setup(writeText);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(status).toHaveTextContent('Link copied'));
    expect(writeText).toHaveBeenCalledWith('https://asklab.test/?q=x');
    expect(screen.getByTestId('share')).toHaveTextContent('✓ Link copied');
  });

  it('announces a refused clipboard too', async () => {
    const { user, status } = setup(async () => Promise.reject(new Error('denied')));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(status).toHaveTextContent('Clipboard not available'));
  });
});
