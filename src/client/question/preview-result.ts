/**
 * The tool result a card's action would produce, had it been a real ask: the playground's own encoder and
 * projection (§1.3, §1.4), so a preview is the exact result the model would read. For the places that answer a card
 * and send nothing: the draft on the canvas and the gallery.
 */
import {
  encodeAnswer,
  ERROR_MESSAGES,
  projectAnswer,
  projectError,
  UserQuestionError,
  type AskUserQuestionItem,
  type QuestionDraft,
  type ToolResult,
} from '../../protocol/index.ts';

/** Submit (or a plan review's choice): the answer's tool result. */
export function previewAnswer(questions: readonly AskUserQuestionItem[], drafts: readonly (QuestionDraft | undefined)[]): ToolResult {
  return projectAnswer(encodeAnswer(questions, drafts));
}

/** ✕ or "Chat about it": the ask settles ASK_CANCELLED. */
export function previewDismissed(): ToolResult {
  return projectError(new UserQuestionError('ASK_CANCELLED', ERROR_MESSAGES.ASK_CANCELLED));
}
