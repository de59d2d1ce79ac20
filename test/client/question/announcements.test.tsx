// @vitest-environment jsdom
/**
 * The cards' live-region log (read by the A11y tab): each change of what a
 * status line says is recorded once, with its kind, in order; silence is not.
 */
import { cleanup, screen, waitFor } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { announcements } from '../../../src/client/question/announcements.ts';
import type { AskUserQuestionItem } from '../../../src/protocol/index.ts';
import { deferred, renderFlow } from './card-harness.tsx';

afterEach(cleanup);
beforeEach(() => {
  announcements.length = 0;
});

const notes: AskUserQuestionItem = { id: 'notes', question: 'Anything else?' };

describe('announcements', () => {
  it('logs validation, then submitting, then the failed send, each once', async () => {
    const send = deferred();
    const { user } = await renderFlow([notes], { onSubmit: () => send.promise });
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(announcements.map((a) => [a.kind, a.text])).toEqual([['validation', 'Please select an option or enter a custom answer.']]);

    await user.keyboard('hello{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Submitting…');
    send.reject(new Error('offline'));
    await waitFor(() => expect(announcements).toHaveLength(3));
    expect(announcements.map((a) => [a.kind, a.text])).toEqual([
      ['validation', 'Please select an option or enter a custom answer.'],
      ['submitting', 'Submitting…'],
      ['status', 'offline'],
    ]);
    expect(announcements.every((a, i) => i === 0 || a.at >= (announcements[i - 1]?.at ?? 0))).toBe(true);
  });
});
