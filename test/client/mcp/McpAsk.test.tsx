// @vitest-environment jsdom
/**
 * An MCP server's question on the card (§9), driven as a person drives it: the
 * server named above the questions, its defaults as drafts, no Skip on a
 * required field, Decline beside Skip, a value that does not fit worded by the
 * field's name on the field's own page, and the URL card's confirm step.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@solidjs/testing-library';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../src/client/locale/LocaleProvider.tsx';
import { createLocale, type Locale } from '../../../src/client/locale/locale.ts';
import { McpAsk } from '../../../src/client/mcp/McpAsk.tsx';
import type { ElicitationBlock, QuestionDraft } from '../../../src/protocol/index.ts';
import { ElicitationFieldError, checkContent, questionsFromSchema } from '../../../src/surfaces/mcp.ts';

afterEach(cleanup);

const mapped = questionsFromSchema(
  {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', description: 'Your name' },
      email: { type: 'string', format: 'email', title: 'Email', description: 'Your email' },
      plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'p1', title: 'Basic' }, { const: 'p2', title: 'Pro' }], default: 'p2' },
    },
    required: ['name'],
  },
  { yes: 'Yes', no: 'No' },
);
if (!mapped.ok) throw new Error(mapped.reason);
const form: ElicitationBlock = {
  mode: 'form',
  server: 'srv-1',
  message: 'A few details, please',
  fields: [...mapped.fields],
  drafts: mapped.drafts.map((d) => ({ ...d, selected: [...d.selected] })),
};

function renderAsk(block: ElicitationBlock, locale: Locale = 'en') {
  const sent: QuestionDraft[][] = [];
  // As PendingQuestion.answer does: check the fields first, throw before anything is sent.
  const onSubmit = vi.fn(async (drafts: QuestionDraft[]) => {
    if (block.mode === 'form' && mapped.ok) {
      const { encodeAnswer } = await import('../../../src/protocol/index.ts');
      checkContent(block.fields, encodeAnswer(mapped.questions, drafts));
    }
    sent.push(drafts);
  });
  const onDecline = vi.fn(async () => undefined);
  const onDismiss = vi.fn(async () => undefined);
  const openPage = vi.fn();
  const questions = block.mode === 'form' && mapped.ok ? mapped.questions : [{ id: 'url', question: block.message, options: [{ label: block.mode === 'url' ? block.url : '' }] }];
  render(() => (
    <LocaleProvider value={createLocale(locale)}>
      <McpAsk block={block} questions={questions} onSubmit={onSubmit} onDecline={onDecline} onDismiss={onDismiss} openPage={openPage} autoFocus={false} />
    </LocaleProvider>
  ));
  return { sent, onSubmit, onDecline, onDismiss, openPage, user: userEvent.setup() };
}

describe('an MCP form on the card', () => {
  it('names the server and shows its message above the questions', async () => {
    renderAsk(form);
    const card = await screen.findByTestId('question-card');
    expect(within(card).getByTestId('mcp-origin-server').textContent).toBe('srv-1');
    expect(within(card).getByTestId('mcp-origin-message').textContent).toBe('A few details, please');
  });

  it('a required field has no Skip; an optional one does; Decline sits beside it', async () => {
    const { user, onDecline } = renderAsk(form);
    const card = await screen.findByTestId('question-card');
    expect(within(card).queryByTestId('skip')).toBeNull();
    expect(within(card).getByTestId('required').textContent).toBe('Required');
    await user.type(within(card).getByTestId('free-text'), 'Ada');
    await user.click(within(card).getByTestId('primary'));
    await waitFor(() => expect(card.getAttribute('data-index')).toBe('1'));
    expect(within(card).getByTestId('skip')).toBeTruthy();
    await user.click(within(card).getByTestId('decline'));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it('starts from the schema’s defaults', async () => {
    const { user } = renderAsk(form);
    const card = await screen.findByTestId('question-card');
    await user.type(within(card).getByTestId('free-text'), 'Ada');
    await user.click(within(card).getByTestId('primary'));
    await user.click(within(card).getByTestId('skip'));
    await waitFor(() => expect(card.getAttribute('data-index')).toBe('2'));
    const pro = within(card).getAllByTestId('option').find((o) => o.textContent?.includes('Pro'));
    expect(pro?.hasAttribute('data-checked')).toBe(true);
  });

  it('a value that does not fit: back to its question, worded by name, nothing sent; it follows a locale switch', async () => {
    const locale = createLocale('en');
    // What PendingQuestion.answer throws for this value, before it posts anything.
    const onSubmit = vi.fn(async (): Promise<void> => {
      throw new ElicitationFieldError('email', 1, { code: 'format', format: 'email' });
    });
    render(() => (
      <LocaleProvider value={locale}>
        <McpAsk block={form} questions={mapped.ok ? mapped.questions : []} onSubmit={onSubmit} onDecline={async () => undefined} onDismiss={async () => undefined} autoFocus={false} />
      </LocaleProvider>
    ));
    const user = userEvent.setup();
    const card = await screen.findByTestId('question-card');
    await user.type(within(card).getByTestId('free-text'), 'Ada');
    await user.click(within(card).getByTestId('primary'));
    await user.type(within(card).getByTestId('free-text'), 'ada@');
    await user.click(within(card).getByTestId('primary'));
    await user.click(within(card).getByTestId('primary')); // Submit, on the last question
    await waitFor(() => expect(card.getAttribute('data-index')).toBe('1'));
    expect(within(card).getByTestId('card-status').textContent).toBe('Not sent: Email: enter a valid email address, like name@example.com.');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The card stays armed: the person fixes the value and submits again.
    expect(within(card).getByTestId('primary').hasAttribute('disabled')).toBe(false);
    locale.setLocale('zh');
    await waitFor(() => expect(within(card).getByTestId('card-status').textContent).toBe('发送失败：Email：请输入有效的邮箱地址，例如 name@example.com。'));
  });
});

describe('an MCP URL request on the card', () => {
  const url: ElicitationBlock = { mode: 'url', server: 'srv-1', message: 'Sign in, please', url: 'https://user@login.example.com:8443/a?b=c' };

  it('shows the address with its real host, and opens it only after the confirm step', async () => {
    const { user, openPage, onSubmit } = renderAsk(url);
    const card = await screen.findByTestId('question-card');
    // The user name before "@" is not the host: the host is what the browser would reach.
    expect(within(card).getByTestId('mcp-url-host').textContent).toBe('login.example.com:8443');
    await user.click(within(card).getByTestId('mcp-url-open'));
    expect(openPage).not.toHaveBeenCalled();
    expect(within(card).getByTestId('mcp-url-confirm').textContent).toBe('Open login.example.com:8443 in a new tab?');
    await user.click(within(card).getByTestId('mcp-url-back'));
    expect(within(card).queryByTestId('mcp-url-confirm')).toBeNull();
    await user.click(within(card).getByTestId('mcp-url-open'));
    fireEvent.click(within(card).getByTestId('mcp-url-confirm-open'));
    expect(openPage).toHaveBeenCalledWith('https://user@login.example.com:8443/a?b=c');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([{ selected: [url.url], custom: '', skipped: false }]));
  });

  it('Decline answers without opening anything', async () => {
    const { user, openPage, onDecline } = renderAsk(url);
    const card = await screen.findByTestId('question-card');
    await user.click(within(card).getByTestId('decline'));
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(openPage).not.toHaveBeenCalled();
  });

  it('✕ answers without opening anything', async () => {
    const { user, openPage, onDismiss } = renderAsk(url);
    const card = await screen.findByTestId('question-card');
    await user.click(within(card).getByTestId('dismiss'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(openPage).not.toHaveBeenCalled();
  });
});
