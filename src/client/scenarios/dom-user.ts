/**
 * The autoplayer's hands: answers the card on screen the way a person would —
 * clicking options, typing, pressing Next/Submit — at reading speed, so a viewer
 * can follow. A failed send is reported as a TransportError so the scripted user
 * presses Submit again, as a person would.
 */
import { TransportError, type PendingQuestion } from '../../bridge/client.ts';
import { planReviewOf, type QuestionDraft } from '../../protocol/index.ts';
import type { UserAdapter } from '../../scenarios/scripted-user.ts';

const CARD = '[data-testid="question-card"]';

export interface DomUserOptions {
  /** Pause between actions (ms). */
  readonly stepMs: number;
  readonly root?: ParentNode;
  /** Upper bound for the card to show or leave. */
  readonly timeoutMs?: number;
  /** Reading pace (docs examples): before acting on a new card, wait as long as a person takes to read it. */
  readonly read?: boolean;
}

/** About 1.2 s to take in a card, plus the time to read its words (≈ 25 characters a second), at most 6 s. */
export function readingMs(text: string): number {
  return Math.min(6000, 1200 + Math.round(text.replace(/\s+/g, ' ').trim().length * 40));
}

export function makeDomUser(options: DomUserOptions): UserAdapter {
  const root = options.root ?? document;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const filled = new Set<string>();
  const pause = (ms = options.stepMs): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

  const until = async <T>(find: () => T | null | undefined, what: string): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== null && found !== undefined) return found;
      if (Date.now() > deadline) throw new Error(`autoplay: timed out waiting for ${what}`);
      await pause(40);
    }
  };
  const card = (): HTMLElement | null => root.querySelector<HTMLElement>(CARD);
  const inCard = <E extends Element>(selector: string): E | null => card()?.querySelector<E>(selector) ?? null;

  /** Waits until the card leaves (accepted) or shows a failure in its status line (rejected). */
  const outcome = async (): Promise<void> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = card();
      if (current === null) return;
      const status = current.querySelector('[data-testid="card-status"]');
      const busy = current.querySelector('[data-testid="primary"][disabled], [data-testid="plan-approve"][disabled]') !== null;
      if (status?.getAttribute('data-tone') === 'error' && (status.textContent ?? '') !== '' && !busy) {
        throw new TransportError(status.textContent ?? 'send failed');
      }
      if (Date.now() > deadline) throw new Error('autoplay: the card did not resolve');
      await pause(40);
    }
  };

  /** Presses a button once it is enabled (a selection may take a moment to arm Next/Submit on a busy page). */
  const press = async (selector: string): Promise<void> => {
    const button = await until(() => {
      const found = inCard<HTMLButtonElement>(selector);
      return found !== null && !found.disabled ? found : null;
    }, `${selector} to be enabled`);
    button.click();
  };

  const type = (area: HTMLTextAreaElement, text: string): void => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  };

  /** Reading speed for a short list; a long one (many questions or options) goes faster, so a stress case does not take minutes. */
  const paceFor = (count: number): number =>
    count > 8 ? Math.max(20, Math.round(options.stepMs / Math.sqrt(count))) : options.stepMs;

  const answerGeneric = async (question: PendingQuestion, drafts: QuestionDraft[]): Promise<void> => {
    const perQuestion = paceFor(question.questions.length);
    for (const [i, item] of question.questions.entries()) {
      await until(() => (card()?.getAttribute('data-index') === String(i) ? card() : null), `question ${i + 1}`);
      const draft = drafts[i] ?? { selected: [], custom: '', skipped: true };
      await pause(perQuestion);
      if (draft.skipped) {
        inCard<HTMLButtonElement>('[data-testid="skip"]')?.click();
        continue;
      }
      const choices = item.options ?? [];
      const rows = [...(card()?.querySelectorAll<HTMLElement>('[data-testid="option"]') ?? [])];
      let advanced = false;
      for (const label of draft.selected) {
        const row = rows[choices.findIndex((o) => o.label === label)];
        if (row === undefined) continue;
        if (item.multiSelect === true) row.querySelector<HTMLInputElement>('input')?.click();
        else {
          row.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
          advanced = i < question.questions.length - 1;
        }
        await pause(Math.min(perQuestion, paceFor(choices.length)));
      }
      if (draft.custom !== '') {
        const area = inCard<HTMLTextAreaElement>('textarea');
        if (area !== null) {
          // In an embed without focus, typing must not pull focus (and the scroll) out of the host page.
          if (document.hasFocus()) area.focus();
          type(area, draft.custom);
          advanced = false;
          await pause(perQuestion);
        }
      }
      if (!advanced) await press('[data-testid="primary"]');
    }
  };

  return {
    async answer(question, drafts) {
      const shown = await until(card, 'the question card');
      if (options.read === true && !filled.has(question.rpcId)) await pause(readingMs(shown.innerText));
      const review = planReviewOf(question.questions);
      // The plan card's button for the scripted choice; the generic card's is the primary button.
      const action =
        review === null
          ? '[data-testid="primary"]'
          : drafts[0]?.selected[0] === review.approve.label
            ? '[data-testid="plan-approve"]'
            : '[data-testid="plan-refuse"]';
      if (filled.has(question.rpcId)) {
        // A retry after a failed send: the drafts are still in the card, press the action again.
        await pause();
        await press(action);
      } else {
        filled.add(question.rpcId);
        if (review !== null) {
          await pause(options.stepMs * 2);
          await press(action);
        } else await answerGeneric(question, drafts);
      }
      await outcome();
    },
    async dismiss(question) {
      const shown = await until(card, 'the question card');
      if (options.read === true) await pause(readingMs(shown.innerText));
      await pause(options.stepMs * 2);
      const review = planReviewOf(question.questions);
      inCard<HTMLButtonElement>(review !== null ? '[data-testid="plan-discuss"]' : '[data-testid="dismiss"]')?.click();
      await outcome();
    },
  };
}
