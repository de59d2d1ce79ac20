/**
 * The three answers the matrix's answer columns are computed from, for the
 * current request: the person's own answer when the ask was answered (else one
 * option per question, free text where there are none), the same with the
 * first question skipped, and every question answered with typed text (the
 * person's own words when they typed any). Pure.
 */
import type { AskUserQuestionAnswer, AskUserQuestionAnswerItem, AskUserQuestionItem } from '../../protocol/index.ts';
import type { OutcomeInput } from './types.ts';

function sampleItem(item: AskUserQuestionItem, text: string): AskUserQuestionAnswerItem {
  const first = item.options?.[0];
  return first === undefined ? { id: item.id, selected: [], custom: text } : { id: item.id, selected: [first.label] };
}

/** Typed text the person actually gave, if any (the first, trimmed). */
function typedBy(answer: AskUserQuestionAnswer | null): string | undefined {
  return answer?.answers.find((a) => a.custom !== undefined && a.custom.trim() !== '')?.custom;
}

/**
 * `answer`: the person's answer, or null for a draft or a pending ask.
 * `sampleText`: typed text to use when the person typed none (in the page's language).
 */
export function outcomeInput(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer | null, sampleText: string): OutcomeInput {
  const text = typedBy(answer) ?? sampleText;
  const answered: AskUserQuestionAnswer =
    answer !== null && answer.answers.length === questions.length
      ? answer
      : { answers: questions.map((item) => sampleItem(item, text)) };
  const skipped: AskUserQuestionAnswer = {
    answers: answered.answers.map((a, i) => (i === 0 ? { id: a.id, selected: [] } : a)),
  };
  const freeText: AskUserQuestionAnswer = { answers: questions.map((item) => ({ id: item.id, selected: [], custom: text })) };
  return { questions, answered, skipped, freeText };
}
