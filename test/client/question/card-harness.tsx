/**
 * Test carriers for the question cards: renders a card inside a LocaleProvider
 * with recording callbacks and a user-event session, and reads back what the card
 * sent the way the bridge sends it (through the one encoder). Fixtures and
 * assertions stay in the test files.
 */
import { render } from '@solidjs/testing-library';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { LocaleProvider } from '../../../src/client/locale/LocaleProvider.tsx';
import { createLocale, type LocaleApi } from '../../../src/client/locale/locale.ts';
import { QuestionFlow } from '../../../src/client/question/QuestionFlow.tsx';
import {
  encodeAnswer,
  type AskUserQuestionAnswer,
  type AskUserQuestionItem,
  type QuestionDraft,
} from '../../../src/protocol/index.ts';

/** The markdown renderer is a lazy chunk; its first import can take a while on a busy machine. */
export const LAZY_CHUNK = { timeout: 5000 } as const;

/**
 * Loads the card's lazy chunks (the markdown renderer, the card's assist) before
 * the file's tests run, so a cold transform on a busy machine is paid by a hook
 * with a long timeout, not by the first test that renders markdown.
 */
export async function loadLazyChunks(): Promise<void> {
  await Promise.all([import('../../../src/client/markdown/Markdown.tsx'), import('../../../src/client/question/CardAssist.tsx')]);
}

export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

/** A promise the test settles by hand (an in-flight send). */
export function deferred<T = unknown>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface FlowOptions {
  readonly locale?: LocaleApi;
  readonly onSubmit?: (drafts: QuestionDraft[]) => Promise<unknown>;
  readonly onDismiss?: () => Promise<unknown>;
  readonly autoFocus?: boolean;
}

/** Resolves once the frame that shows a freshly rendered card is out (the card moves focus in then). */
export function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export async function renderFlow(questions: readonly AskUserQuestionItem[], options: FlowOptions = {}) {
  const locale = options.locale ?? createLocale('en');
  const onSubmit = vi.fn<(drafts: QuestionDraft[]) => Promise<unknown>>(options.onSubmit ?? (async () => undefined));
  const onDismiss = vi.fn<() => Promise<unknown>>(options.onDismiss ?? (async () => undefined));
  const user = userEvent.setup();
  const result = render(() => (
    <LocaleProvider value={locale}>
      <QuestionFlow
        questions={questions}
        onSubmit={onSubmit}
        onDismiss={onDismiss}
        {...(options.autoFocus !== undefined ? { autoFocus: options.autoFocus } : {})}
      />
    </LocaleProvider>
  ));
  /** The answer of submission number `call` (1-based; default the only one), as the bridge would encode it. */
  const sent = (call?: number): AskUserQuestionAnswer => {
    if (call === undefined) expect(onSubmit).toHaveBeenCalledTimes(1);
    const drafts = onSubmit.mock.calls[(call ?? 1) - 1]?.[0];
    if (drafts === undefined) throw new Error(`onSubmit was not called ${call ?? 1} time(s)`);
    return encodeAnswer(questions, drafts);
  };
  await painted();
  return { ...result, user, locale, onSubmit, onDismiss, sent };
}
