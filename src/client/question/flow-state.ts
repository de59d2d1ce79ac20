/**
 * The generic flow's state machine, apart from its markup: drafts per question,
 * the current position, feedback (stored as a locale key), and the in-flight
 * send. Drafts only ever change through these functions.
 *
 * Options are picked by position, not by label: two options may carry the same
 * label, and the one clicked must be the one shown as chosen. The draft keeps
 * the labels the answer carries (the encoder sends a shared label once).
 */
import { batch, createSignal } from 'solid-js';
import { createStore } from 'solid-js/store';
import {
  EMPTY_DRAFT,
  isDraftAnswered,
  isDraftSettled,
  type AskUserQuestionItem,
  type QuestionDraft,
} from '../../protocol/index.ts';
import { TransportError } from '../../bridge/client.ts';
import type { MessageKey } from '../locale/locale.ts';

export type Feedback =
  | { readonly key: 'question.unanswered' | 'question.incomplete' }
  | { readonly key: 'question.sendFailed'; readonly reason: FailureReason };

/**
 * Why a send failed: a dictionary key when the page knows the cause (so it follows a locale switch), a
 * reactive description from whoever described the failure (an MCP field check), else the error's own text.
 */
export type FailureReason = { readonly key: MessageKey } | { readonly describe: () => string } | { readonly text: string };

/** A failure the card's owner words itself, and the question it belongs to (the card shows that one). */
export interface DescribedFailure {
  readonly reason: FailureReason;
  readonly index?: number;
}

export interface FlowSnapshot {
  readonly index: number;
  readonly drafts: readonly QuestionDraft[];
  readonly feedback: Feedback | null;
  readonly submitting: boolean;
  readonly collapsed: boolean;
}

export interface FlowCallbacks {
  onSubmit(drafts: QuestionDraft[]): Promise<unknown>;
  onDismiss(): Promise<unknown>;
  /** Words a failure the flow does not know (an MCP field that does not fit); undefined leaves it to the flow. */
  describeFailure?: ((error: unknown) => DescribedFailure | undefined) | undefined;
}

const TRANSPORT_KEYS: Record<Exclude<TransportError['failure'], 'other'>, MessageKey> = {
  closed: 'send.closed',
  // The card leaves at once when the agent stops; a send in flight at that moment reads as a closed connection.
  stopped: 'send.closed',
  simulated: 'send.simulated',
  unacknowledged: 'send.unacknowledged',
};

/**
 * A transport failure of asklab's own (a closed port, a simulated failure, no receipt) is worded by the page;
 * anything else, a refused receipt included, shows its own message as DSH's card does
 * (`question response rejected: not-pending`).
 */
export function reasonOf(error: unknown): FailureReason {
  if (error instanceof TransportError && error.failure !== 'other') return { key: TRANSPORT_KEYS[error.failure] };
  return { text: error instanceof Error ? error.message : String(error) };
}

/**
 * The card's status line for a failed send. DSH's card shows a failure's own message as it is; asklab's own
 * transport words and an MCP field's check are its chrome, so they read "Not sent: …" in the page's locale.
 */
export function failureLine(reason: FailureReason, t: (key: MessageKey, vars?: Record<string, string>) => string): string {
  return 'text' in reason ? reason.text : t('question.sendFailed', { reason: reasonText(reason, t) });
}

/** A failure's own message, shown as it is in either locale (the status line is marked verbatim for it). */
export function shownAsIs(reason: FailureReason | null | undefined): boolean {
  return reason != null && 'text' in reason;
}

/**
 * A card's one-shot action (answer, refuse, dismiss): while it runs the card is busy and ignores another;
 * if it fails, the card says why and can be used again. Success needs nothing: the card leaves.
 */
export function createCardAction(initial?: { readonly busy?: boolean; readonly failure?: FailureReason }) {
  const [busy, setBusy] = createSignal(initial?.busy ?? false);
  const [failure, setFailure] = createSignal<FailureReason | null>(initial?.failure ?? null);
  const act = async (action: () => Promise<unknown>): Promise<void> => {
    if (busy()) return;
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(reasonOf(error));
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, act };
}

export function reasonText(reason: FailureReason, t: (key: MessageKey) => string): string {
  if ('key' in reason) return t(reason.key);
  return 'describe' in reason ? reason.describe() : reason.text;
}

/** The option positions a draft's labels point at (a label several options share points at the first). */
function picksOf(item: AskUserQuestionItem, labels: readonly string[]): number[] {
  return labels.map((label) => (item.options ?? []).findIndex((o) => o.label === label)).filter((n) => n >= 0);
}

/** What the person typed or chose, as text to compare (a draft holds input when it differs from where it started). */
const inputOf = (d: QuestionDraft): string => (d.selected.length > 0 || d.custom.trim() !== '' ? JSON.stringify([d.selected, d.custom]) : '');

export function createFlowState(
  questions: () => readonly AskUserQuestionItem[],
  callbacks: FlowCallbacks,
  initial: Partial<FlowSnapshot> = {},
) {
  // Copies: the store merges edits into the objects it holds, and the starting drafts must stay as they were.
  const copy = (d: QuestionDraft): QuestionDraft => ({ ...d, selected: [...d.selected] });
  const starting = questions().map((_, i) => copy(initial.drafts?.[i] ?? EMPTY_DRAFT));
  const [drafts, setDrafts] = createStore<QuestionDraft[]>(starting.map(copy));
  const [index, setIndex] = createSignal(Math.min(initial.index ?? 0, Math.max(0, questions().length - 1)));
  const [feedback, setFeedback] = createSignal<Feedback | null>(initial.feedback ?? null);
  const [submitting, setSubmitting] = createSignal(initial.submitting ?? false);
  /** What is in flight: the answer, or ✕'s cancel (DSH's card keeps the primary label while a cancel is in flight). */
  const [sending, setSending] = createSignal<'answer' | 'cancel' | null>(initial.submitting === true ? 'answer' : null);
  const [collapsed, setCollapsed] = createSignal(initial.collapsed ?? false);

  const last = (): number => questions().length - 1;
  const item = (i: number): AskUserQuestionItem => questions()[i] as AskUserQuestionItem;
  const answered = (i: number): boolean => isDraftAnswered(item(i), drafts[i]);
  const settled = (i: number): boolean => isDraftSettled(item(i), drafts[i]);

  const labelAt = (i: number, n: number): string | undefined => item(i).options?.[n]?.label;

  const edit = (i: number, next: QuestionDraft): void => {
    if (submitting()) return;
    batch(() => {
      setDrafts(i, next);
      setFeedback(null);
    });
  };
  /** The option positions picked on question `i` (a starting draft names labels only: their first options). */
  const picked = (i: number): readonly number[] => drafts[i]?.picks ?? picksOf(item(i), drafts[i]?.selected ?? []);

  const goTo = (i: number): void => {
    if (i < 0 || i > last()) return;
    batch(() => {
      setIndex(i);
      setFeedback(null);
    });
  };

  const submit = async (): Promise<void> => {
    if (submitting()) return;
    const firstOpen = questions().findIndex((_, i) => !settled(i));
    if (firstOpen !== -1) {
      batch(() => {
        setIndex(firstOpen);
        setFeedback({ key: firstOpen === index() && firstOpen === last() ? 'question.unanswered' : 'question.incomplete' });
      });
      return;
    }
    batch(() => {
      setSubmitting(true);
      setSending('answer');
      setFeedback(null);
    });
    try {
      await callbacks.onSubmit(drafts.map((d) => ({ selected: [...d.selected], custom: d.custom, skipped: d.skipped })));
    } catch (error) {
      const described = callbacks.describeFailure?.(error);
      batch(() => {
        setSubmitting(false);
        setSending(null);
        if (described?.index !== undefined) setIndex(Math.min(Math.max(described.index, 0), last()));
        setFeedback({ key: 'question.sendFailed', reason: described?.reason ?? reasonOf(error) });
      });
    }
  };

  return {
    drafts,
    index,
    feedback,
    submitting,
    sending,
    collapsed,
    answered,
    settled,
    last,
    goTo,
    submit,
    setCollapsed,
    allSettled: (): boolean => questions().every((_, i) => settled(i)),
    /** The option positions picked on question `i`. */
    picked,
    /** True while any question holds typed text or a choice the person made (a pre-filled default is not theirs). */
    holdsInput: (): boolean => drafts.some((d, i) => inputOf(d) !== '' && inputOf(d) !== inputOf(starting[i] ?? EMPTY_DRAFT)),
    /** Single-select: picking option `n` clears custom text (they are exclusive). */
    select(i: number, n: number): void {
      const label = labelAt(i, n);
      if (label !== undefined) edit(i, { selected: [label], custom: '', skipped: false, picks: [n] });
    },
    /** Multi-select: option `n` on or off; the draft lists the labels of the picked options. */
    toggle(i: number, n: number, on: boolean): void {
      if (labelAt(i, n) === undefined) return;
      const current = drafts[i] ?? EMPTY_DRAFT;
      const rest = picked(i).filter((m) => m !== n);
      const picks = on ? [...rest, n] : rest;
      edit(i, { selected: picks.map((m) => labelAt(i, m) ?? ''), custom: current.custom, skipped: false, picks });
    },
    /** Typing in single-select clears the chosen option; in multi-select checked labels stay. */
    setCustom(i: number, text: string): void {
      const current = drafts[i] ?? EMPTY_DRAFT;
      const exclusive = item(i).multiSelect !== true && text.trim() !== '';
      edit(i, exclusive ? { selected: [], custom: text, skipped: false, picks: [] } : { ...current, custom: text, skipped: false });
    },
    /** Next / Enter: refuses an unanswered question, otherwise moves on or submits on the last. */
    continueFrom(i: number): void {
      if (submitting()) return;
      // As DSH's continueFlow: only an answered question moves on (a skipped one was cleared and is not answered).
      if (!answered(i)) {
        setFeedback({ key: 'question.unanswered' });
        return;
      }
      if (i < last()) goTo(i + 1);
      else void submit();
    },
    skip(i: number): void {
      if (submitting()) return;
      // As DSH: skipping clears what was chosen or typed on this question.
      batch(() => {
        setDrafts(i, { selected: [], custom: '', skipped: true, picks: [] });
        setFeedback(null);
      });
      if (i < last()) goTo(i + 1);
      else void submit();
    },
    /** ✕ (or, given `send`, an MCP elicitation's "Decline"): one send, every control disabled, re-armed if it fails. */
    async dismiss(send: () => Promise<unknown> = () => callbacks.onDismiss()): Promise<void> {
      if (submitting()) return;
      batch(() => {
        setSubmitting(true);
        setSending('cancel');
        setFeedback(null);
      });
      try {
        await send();
      } catch (error) {
        batch(() => {
          setSubmitting(false);
          setSending(null);
          setFeedback({ key: 'question.sendFailed', reason: reasonOf(error) });
        });
      }
    },
  };
}

export type FlowState = ReturnType<typeof createFlowState>;
