/**
 * What a gallery card would have sent, had it been a real ask: the same encoder
 * and projection as the playground (§1.3, §1.4), so the words are the exact
 * text the model would read; for an MCP ask, the reply the server would get
 * (§9). Nothing leaves the page: the gallery has no worker. Sending, and how
 * the card shows the result, are left to FixtureCard.
 */
import { encodeAnswer, resultText, type AskUserQuestionItem, type ElicitationBlock, type QuestionDraft } from '../../protocol/index.ts';
import { previewAnswer, previewDismissed } from '../question/preview-result.ts';
import { contentFromAnswer, ElicitationFieldError } from '../../surfaces/mcp-content.ts';

/** Who would have received it, and the text they would have read. */
export interface WouldSend {
  readonly to: 'model' | 'server';
  readonly text: string;
}

/** An answer to the generic card or the plan review: the tool result's text. */
export function answerSent(questions: readonly AskUserQuestionItem[], drafts: readonly (QuestionDraft | undefined)[]): WouldSend {
  return { to: 'model', text: resultText(previewAnswer(questions, drafts)) };
}

/** ✕ or "Chat about it": the ask settles ASK_CANCELLED, and the model reads its error. */
export function dismissSent(): WouldSend {
  return { to: 'model', text: resultText(previewDismissed()) };
}

/**
 * An MCP ask answered: a form's `accept` with its content, a URL's bare `accept`. A form value that does not fit
 * throws `ElicitationFieldError`, as the playground's PendingQuestion does, so the card names the field and stays.
 */
export function mcpAnswerSent(
  block: ElicitationBlock,
  questions: readonly AskUserQuestionItem[],
  drafts: readonly (QuestionDraft | undefined)[],
): WouldSend {
  if (block.mode === 'url') return { to: 'server', text: JSON.stringify({ action: 'accept' }) };
  const content = contentFromAnswer(block.fields, encodeAnswer(questions, drafts));
  if (!content.ok) throw new ElicitationFieldError(content.field, content.index, content.problem);
  return { to: 'server', text: JSON.stringify({ action: 'accept', content: content.content }, null, 2) };
}

/** An MCP ask's Decline or ✕: the server hears `decline` or `cancel`. */
export function mcpOutcomeSent(action: 'decline' | 'cancel'): WouldSend {
  return { to: 'server', text: JSON.stringify({ action }) };
}
