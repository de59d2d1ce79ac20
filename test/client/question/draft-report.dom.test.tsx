// @vitest-environment jsdom
/**
 * What the card reports as a draft (the discard guard asks before losing it):
 * the person's own typed text or choices, not a default the card started with
 * (an MCP form pre-fills the server's defaults).
 */
import { cleanup, render, screen } from '@solidjs/testing-library';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../src/client/locale/LocaleProvider.tsx';
import { createLocale } from '../../../src/client/locale/locale.ts';
import { QuestionFlow } from '../../../src/client/question/QuestionFlow.tsx';
import type { AskUserQuestionItem, QuestionDraft } from '../../../src/protocol/index.ts';
import { painted } from './card-harness.tsx';

afterEach(cleanup);

const region: AskUserQuestionItem = { id: 'region', question: 'Which region?', options: [{ label: 'EU' }, { label: 'US' }] };

async function renderWith(initial: QuestionDraft[] | undefined) {
  const onDraftChange = vi.fn<(holds: boolean) => void>();
  const user = userEvent.setup();
  render(() => (
    <LocaleProvider value={createLocale('en')}>
      <QuestionFlow
        questions={[region]}
        onSubmit={async () => undefined}
        onDismiss={async () => undefined}
        onDraftChange={onDraftChange}
        {...(initial !== undefined ? { initial: { drafts: initial } } : {})}
      />
    </LocaleProvider>
  ));
  await painted();
  return { user, last: (): boolean | undefined => onDraftChange.mock.calls.at(-1)?.[0] };
}

describe('the draft the card reports', () => {
  it('a fresh card holds none; a choice or typed text is one; back to nothing, none again', async () => {
    const { user, last } = await renderWith(undefined);
    expect(last()).toBe(false);
    await user.click(screen.getByText('US'));
    expect(last()).toBe(true);
    await user.type(screen.getByRole('textbox'), 'somewhere else');
    expect(last()).toBe(true);
    await user.clear(screen.getByRole('textbox'));
    expect(last()).toBe(false);
  });

  it('a pre-filled default is not the person’s draft until they change it, and the defaults given stay untouched', async () => {
    const defaults: QuestionDraft[] = [{ selected: ['EU'], custom: '', skipped: false }];
    const { user, last } = await renderWith(defaults);
    expect(last()).toBe(false);
    await user.click(screen.getByText('US'));
    expect(last()).toBe(true);
    await user.click(screen.getByText('EU'));
    expect(last()).toBe(false);
    expect(defaults).toEqual([{ selected: ['EU'], custom: '', skipped: false }]);
  });
});
