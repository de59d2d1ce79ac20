// @vitest-environment jsdom
/**
 * The plan-review card (§3.2): strip, plan as markdown, three one-shot actions.
 * Not testable in jsdom: the plan body being the scrolling region (no layout).
 */
import { cleanup, render, screen, waitFor } from '@solidjs/testing-library';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../src/client/locale/LocaleProvider.tsx';
import { createLocale, type LocaleApi } from '../../../src/client/locale/locale.ts';
import { PlanReviewCard } from '../../../src/client/question/PlanReviewCard.tsx';
import { planReviewOf, type AskUserQuestionItem, type PlanReview } from '../../../src/protocol/index.ts';
import { LAZY_CHUNK, deferred, painted, loadLazyChunks } from './card-harness.tsx';

beforeAll(loadLazyChunks, 60_000);

afterEach(cleanup);

const APPROVE = 'Yes, start coding';
const REFUSE = 'No, keep planning';

const planQuestion: AskUserQuestionItem = {
  id: 'plan',
  question: 'Ready to start coding?',
  detail: '## Steps\n\n1. Add the **parser**\n2. Write the tests',
  options: [{ label: APPROVE, description: 'Leave plan mode and begin' }, { label: REFUSE }],
  intent: { kind: 'plan-review', approve: APPROVE },
};

function reviewOf(item: AskUserQuestionItem): PlanReview {
  const review = planReviewOf([item]);
  if (review === null) throw new Error('fixture does not narrow to a plan review');
  return review;
}

async function renderCard(
  item: AskUserQuestionItem = planQuestion,
  options: {
    locale?: LocaleApi;
    onAnswer?: (label: string) => Promise<unknown>;
    onDismiss?: () => Promise<unknown>;
  } = {},
) {
  const onAnswer = vi.fn<(label: string) => Promise<unknown>>(options.onAnswer ?? (async () => undefined));
  const onDismiss = vi.fn<() => Promise<unknown>>(options.onDismiss ?? (async () => undefined));
  const user = userEvent.setup();
  render(() => (
    <LocaleProvider value={options.locale ?? createLocale('en')}>
      <PlanReviewCard review={reviewOf(item)} onAnswer={onAnswer} onDismiss={onDismiss} />
    </LocaleProvider>
  ));
  await painted();
  return { user, onAnswer, onDismiss };
}

const button = (name: string): HTMLElement => screen.getByRole('button', { name });
const actions = (): HTMLElement[] => ['Chat about it', 'Refuse', 'Approve'].map(button);

describe('plan-review card', () => {
  it('shows the "Plan review" strip and the plan rendered as markdown', async () => {
    await renderCard();
    expect(screen.getByText('Plan review')).toHaveClass('plan-strip');
    expect(await screen.findByRole('heading', { name: 'Steps' }, LAZY_CHUNK)).toBeInTheDocument();
    expect(screen.getByText('parser').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('uses the question text as its accessible name, not as a visible title', async () => {
    await renderCard();
    expect(screen.getByRole('region', { name: 'Ready to start coding?' })).toBeInTheDocument();
    expect(screen.queryByText('Ready to start coding?')).toBeNull();
  });

  it('offers Chat about it, Refuse and Approve, with focus on the plan, never on Approve', async () => {
    await renderCard();
    expect(actions().map((b) => b.textContent)).toEqual(['Chat about it', 'Refuse', 'Approve']);
    expect(screen.getByRole('region', { name: 'The plan' })).toHaveFocus();
    expect(button('Approve')).not.toHaveFocus();
  });

  it('a stray Enter or Space on a fresh card settles nothing', async () => {
    const { user, onAnswer, onDismiss } = await renderCard();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(onDismiss).not.toHaveBeenCalled();
    for (const action of actions()) expect(action).toBeEnabled();
  });

  it('Tab goes from the plan to Chat about it, Refuse and Approve, in that order', async () => {
    const { user } = await renderCard();
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      await user.tab();
      order.push(document.activeElement?.textContent ?? '');
    }
    expect(order).toEqual(['Chat about it', 'Refuse', 'Approve']);
  });

  it('uses the asker’s option description as the tooltip, and sets no title without one', async () => {
    await renderCard();
    expect(button('Approve')).toHaveAttribute('title', 'Leave plan mode and begin');
    expect(button('Refuse')).not.toHaveAttribute('title');
    expect(button('Chat about it')).not.toHaveAttribute('title');
  });

  it('gives Refuse the other option’s description as its tooltip', async () => {
    await renderCard({
      ...planQuestion,
      options: [{ label: APPROVE }, { label: REFUSE, description: 'Stay in plan mode' }],
    });
    expect(button('Refuse')).toHaveAttribute('title', 'Stay in plan mode');
    expect(button('Approve')).not.toHaveAttribute('title');
  });

  it('has no Refuse when approve is the only option', async () => {
    await renderCard({ ...planQuestion, options: [{ label: APPROVE }] });
    expect(screen.queryByRole('button', { name: 'Refuse' })).toBeNull();
    expect(button('Approve')).toBeInTheDocument();
    expect(button('Chat about it')).toBeInTheDocument();
  });

  it('Approve answers with the approve label', async () => {
    const { user, onAnswer, onDismiss } = await renderCard();
    await user.click(button('Approve'));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(APPROVE);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('Refuse answers with the other option’s label', async () => {
    const { user, onAnswer } = await renderCard();
    await user.click(button('Refuse'));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(REFUSE);
  });

  it('Chat about it dismisses the question', async () => {
    const { user, onAnswer, onDismiss } = await renderCard();
    await user.click(button('Chat about it'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('is one-shot: after a click every action is disabled until the resolution lands', async () => {
    const send = deferred();
    const { user, onAnswer, onDismiss } = await renderCard(planQuestion, { onAnswer: () => send.promise });
    await user.click(button('Approve'));
    for (const action of actions()) expect(action).toBeDisabled();

    await user.click(button('Refuse'));
    await user.click(button('Approve'));
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onDismiss).not.toHaveBeenCalled();

    send.resolve(undefined);
    await Promise.resolve();
    for (const action of actions()) expect(action).toBeDisabled();
  });

  it('a failed send re-arms the actions and says why', async () => {
    let attempts = 0;
    const { user, onAnswer } = await renderCard(planQuestion, {
      onAnswer: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Could not reach the agent');
      },
    });
    await user.click(button('Approve'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Could not reach the agent$/));
    for (const action of actions()) expect(action).toBeEnabled();

    await user.click(button('Refuse'));
    expect(onAnswer).toHaveBeenLastCalledWith(REFUSE);
    // The failure is gone; the status line now tells a screen reader the answer is on its way.
    expect(screen.getByRole('status')).toHaveTextContent(/^Submitting…$/);
  });

  it('a failed dismiss shows a non-Error reason in its string form', async () => {
    const { user } = await renderCard(planQuestion, { onDismiss: () => Promise.reject('receipt: not-pending') });
    await user.click(button('Chat about it'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^receipt: not-pending$/));
    expect(button('Chat about it')).toBeEnabled();
  });

  it('has no radio, no checkbox, no pager, no skip and no text field', async () => {
    await renderCard();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip this question' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('reads its copy from the zh dictionary', async () => {
    await renderCard(planQuestion, { locale: createLocale('zh') });
    expect(screen.getByText('计划待审')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去聊天里说' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拒绝' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认执行' })).toBeInTheDocument();
  });
});
