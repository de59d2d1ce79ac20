// @vitest-environment jsdom
/**
 * QuestionComposer (§3): routes a request to the plan-review card or the generic
 * flow, and binds the card to a real PendingQuestion. The bridge runs over a real
 * MessageChannel: HostClient on one port, the worker's host endpoint on the other,
 * so what a test asserts is the frame the worker actually received.
 */
import { cleanup, render, screen, waitFor } from '@solidjs/testing-library';
import userEvent from '@testing-library/user-event';
import { createSignal } from 'solid-js';
import { afterEach, describe, expect, it } from 'vitest';
import { HostClient, type PendingQuestion } from '../../../src/bridge/client.ts';
import { makeHostEndpoint } from '../../../src/bridge/host-endpoint.ts';
import { LocaleProvider } from '../../../src/client/locale/LocaleProvider.tsx';
import { createLocale } from '../../../src/client/locale/locale.ts';
import { QuestionComposer } from '../../../src/client/question/QuestionComposer.tsx';
import { CANCELLED_MESSAGE, type AskUserQuestionItem } from '../../../src/protocol/index.ts';

interface Response {
  readonly rpcId: string;
  readonly result: unknown;
}

const bridges: Array<() => void> = [];
afterEach(() => {
  cleanup();
  for (const close of bridges.splice(0)) close();
});

/** A HostClient wired to a host endpoint over a MessageChannel; the endpoint records every response and accepts it. */
function makeBridge() {
  const channel = new MessageChannel();
  const client = new HostClient(channel.port1);
  const responses: Response[] = [];
  const endpoint = makeHostEndpoint(channel.port2, {
    onResponse: (rpcId, result, reply) => {
      responses.push({ rpcId, result });
      reply({ type: 'receipt', rpcId, accepted: true });
    },
    onFrame: () => undefined,
  });
  bridges.push(() => {
    endpoint.close();
    client.close();
    channel.port1.close();
    channel.port2.close();
  });
  const request = (rpcId: string, questions: AskUserQuestionItem[]): PendingQuestion =>
    client.pendingQuestion({ type: 'question/requested', rpcId, sessionId: 'session-1', questions, sentAt: Date.now() });
  return { client, responses, request };
}

function renderComposer(initial: PendingQuestion) {
  const [question, setQuestion] = createSignal(initial, { equals: false });
  const user = userEvent.setup();
  render(() => (
    <LocaleProvider value={createLocale('en')}>
      <QuestionComposer question={question()} />
    </LocaleProvider>
  ));
  return { user, setQuestion };
}

const APPROVE = 'Yes, start coding';
const plan: AskUserQuestionItem = {
  id: 'plan',
  question: 'Ready to start coding?',
  detail: '1. Parse\n2. Test',
  options: [{ label: APPROVE }, { label: 'No, keep planning' }],
  intent: { kind: 'plan-review', approve: APPROVE },
};
const planWithThreeOptions: AskUserQuestionItem = {
  ...plan,
  options: [{ label: APPROVE }, { label: 'No, keep planning' }, { label: 'Start with tests only' }],
};
const mode: AskUserQuestionItem = {
  id: 'mode',
  question: 'Which build mode?',
  options: [{ label: 'Fast (Recommended)' }, { label: 'Thorough' }],
};
const notes: AskUserQuestionItem = { id: 'notes', question: 'Anything else?' };

const card = (): HTMLElement => screen.getByTestId('question-card');
const button = (name: string): HTMLElement => screen.getByRole('button', { name });
const textbox = (): HTMLElement => screen.getByRole('textbox');

describe('routing', () => {
  it('gives a plan-review request the plan-review card', () => {
    const bridge = makeBridge();
    renderComposer(bridge.request('r1', [plan]));
    expect(card()).toHaveAttribute('data-kind', 'plan-review');
    expect(screen.getByText('Plan review')).toBeInTheDocument();
    expect(button('Approve')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('gives a three-option plan request the generic flow, which can express every answer', async () => {
    const bridge = makeBridge();
    const { user } = renderComposer(bridge.request('r1', [planWithThreeOptions]));
    expect(card()).toHaveAttribute('data-kind', 'generic');
    expect(screen.queryByText('Plan review')).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(3);

    await user.click(screen.getByText('Start with tests only'));
    await user.click(button('Submit'));
    await waitFor(() => expect(bridge.responses).toHaveLength(1));
    expect(bridge.responses[0]).toEqual({
      rpcId: 'r1',
      result: {
        ok: true,
        value: { sessionId: 'session-1', answer: { answers: [{ id: 'plan', selected: ['Start with tests only'] }] } },
      },
    });
  });
});

describe('sending through the bridge', () => {
  it('Submit sends the encoded answer, and the card waits for the resolution', async () => {
    const bridge = makeBridge();
    const { user } = renderComposer(bridge.request('r1', [mode, notes]));
    await user.click(screen.getByText('Fast'));
    await user.type(textbox(), '  line one\nline two  ');
    await user.click(button('Submit'));

    await waitFor(() => expect(bridge.responses).toHaveLength(1));
    expect(bridge.responses[0]).toEqual({
      rpcId: 'r1',
      result: {
        ok: true,
        value: {
          sessionId: 'session-1',
          answer: {
            answers: [
              { id: 'mode', selected: ['Fast (Recommended)'] },
              { id: 'notes', selected: [], custom: 'line one\nline two' },
            ],
          },
        },
      },
    });
    expect(button('Submitting…')).toBeDisabled();
  });

  it('Approve sends the approve label', async () => {
    const bridge = makeBridge();
    const { user } = renderComposer(bridge.request('r1', [plan]));
    await user.click(button('Approve'));
    await waitFor(() => expect(bridge.responses).toHaveLength(1));
    expect(bridge.responses[0]?.result).toEqual({
      ok: true,
      value: { sessionId: 'session-1', answer: { answers: [{ id: 'plan', selected: [APPROVE] }] } },
    });
  });

  it.each([
    ['✕ on the generic flow', [mode], 'Dismiss all questions'],
    ['Chat about it on the plan card', [plan], 'Chat about it'],
  ])('%s sends a cancellation', async (_, questions, label) => {
    const bridge = makeBridge();
    const { user } = renderComposer(bridge.request('r1', questions));
    await user.click(button(label));
    await waitFor(() => expect(bridge.responses).toHaveLength(1));
    expect(bridge.responses[0]).toEqual({
      rpcId: 'r1',
      result: { ok: false, error: { code: 'cancelled', message: CANCELLED_MESSAGE, details: {} } },
    });
  });

  it('a rejected receipt shows its reason and re-arms the card with the drafts kept', async () => {
    const bridge = makeBridge();
    bridge.client.setConditions({ latencyMs: 0, rejectNext: 'not-pending', failNextSend: false });
    const { user } = renderComposer(bridge.request('r1', [notes]));
    await user.type(textbox(), 'still here{Enter}');

    await waitFor(() =>
      // DSH's card (slots.ts PendingQuestion.answer): the refused receipt's own words, no prefix, in any locale.
      expect(screen.getByRole('status')).toHaveTextContent(/^question response rejected: not-pending$/),
    );
    expect(screen.getByRole('status')).toHaveAttribute('data-verbatim');
    expect(button('Submit')).toBeEnabled();
    expect(textbox()).toHaveValue('still here');
    expect(bridge.responses).toHaveLength(0);
  });

  it('DSH plan-review-panel "re-arms the actions and says why when the decision does not land"', async () => {
    const bridge = makeBridge();
    bridge.client.setConditions({ latencyMs: 0, rejectNext: 'not-pending', failNextSend: false });
    const { user } = renderComposer(bridge.request('r1', [plan]));
    await user.click(button('Approve'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^question response rejected: not-pending$/));
    expect(button('Approve')).toBeEnabled();
    await user.click(button('Approve'));
    await waitFor(() => expect(bridge.responses).toHaveLength(1));
  });

  it('a refused cancellation says so in DSH\'s words (slots.ts PendingQuestion.cancel) and re-arms ✕', async () => {
    const bridge = makeBridge();
    bridge.client.setConditions({ latencyMs: 0, rejectNext: 'not-pending', failNextSend: false });
    const { user } = renderComposer(bridge.request('r1', [mode]));
    await user.click(button('Dismiss all questions'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^question cancellation rejected: not-pending$/));
    expect(button('Dismiss all questions')).toBeEnabled();
  });

  it('a failed send shows its reason and re-arms the plan card', async () => {
    const bridge = makeBridge();
    bridge.client.setConditions({ latencyMs: 0, rejectNext: null, failNextSend: true });
    const { user } = renderComposer(bridge.request('r1', [plan]));
    await user.click(button('Approve'));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Not sent: Could not reach the agent (simulated transport failure). Try again.',
      ),
    );
    expect(button('Approve')).toBeEnabled();

    await user.click(button('Approve'));
    await waitFor(() => expect(bridge.responses).toHaveLength(1));
  });
});

describe('drafts per request', () => {
  it('a new request (different rpcId) starts with fresh drafts at the first question', async () => {
    const bridge = makeBridge();
    const { user, setQuestion } = renderComposer(bridge.request('r1', [mode, notes]));
    await user.click(screen.getByText('Thorough'));
    await user.type(textbox(), 'typed for r1');

    setQuestion(bridge.request('r2', [mode, notes]));
    expect(screen.getByTestId('pager-count')).toHaveTextContent('1 / 2');
    expect(screen.getByRole('radio', { name: 'Thorough' })).not.toBeChecked();
    await user.click(button('Next question'));
    expect(textbox()).toHaveValue('');
  });

  it('a new plan-review request gets a card that is not still busy with the previous one', async () => {
    const bridge = makeBridge();
    const { user, setQuestion } = renderComposer(bridge.request('r1', [plan]));
    await user.click(button('Approve'));
    await waitFor(() => expect(bridge.responses).toHaveLength(1));
    expect(button('Approve')).toBeDisabled();

    setQuestion(bridge.request('r2', [plan]));
    expect(button('Approve')).toBeEnabled();
  });

  it('the same request re-rendered, or re-delivered under the same rpcId, keeps its drafts and position', async () => {
    const bridge = makeBridge();
    const first = bridge.request('r1', [mode, notes]);
    const { user, setQuestion } = renderComposer(first);
    await user.click(screen.getByText('Thorough'));
    await user.type(textbox(), 'keep me');

    setQuestion(first);
    expect(screen.getByTestId('pager-count')).toHaveTextContent('2 / 2');
    expect(textbox()).toHaveValue('keep me');

    setQuestion(bridge.request('r1', [mode, notes]));
    expect(screen.getByTestId('pager-count')).toHaveTextContent('2 / 2');
    expect(textbox()).toHaveValue('keep me');
    await user.click(button('Previous question'));
    expect(screen.getByRole('radio', { name: 'Thorough' })).toBeChecked();
  });
});

describe('whether the card holds a draft', () => {
  it('the pending question knows: a choice or typed text holds one, an emptied field and a fresh card do not', async () => {
    const bridge = makeBridge();
    const question = bridge.request('r1', [notes, mode]);
    const { user } = renderComposer(question);
    expect(question.holdsDraft).toBe(false);

    await user.type(textbox(), 'a note');
    expect(question.holdsDraft).toBe(true);
    await user.clear(textbox());
    expect(question.holdsDraft).toBe(false);
    await user.type(textbox(), '   ');
    expect(question.holdsDraft).toBe(false);

    await user.click(button('Next question'));
    await user.click(screen.getByText('Thorough'));
    expect(question.holdsDraft).toBe(true);
  });

  it('skipping alone is not a draft', async () => {
    const bridge = makeBridge();
    const question = bridge.request('r1', [notes, mode]);
    const { user } = renderComposer(question);
    await user.click(button('Skip this question'));
    expect(question.holdsDraft).toBe(false);
  });
});
