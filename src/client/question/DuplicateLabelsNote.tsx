/**
 * Tells the person that options share a label: the answer carries labels only
 * (§1.3), so the agent cannot tell those options apart, whichever one is clicked.
 * The card still keeps each option's identity on screen. Part of CardAssist,
 * loaded after the first card; it renders nothing while every label differs.
 */
import { Show, createMemo, type JSX } from 'solid-js';
import type { AskUserQuestionOption } from '../../protocol/index.ts';
import { cardCopy } from './card-copy.ts';

export interface DuplicateLabelsNoteProps {
  readonly options: readonly AskUserQuestionOption[];
}

export function DuplicateLabelsNote(props: DuplicateLabelsNoteProps): JSX.Element {
  const t = cardCopy.use();
  /** Labels that more than one option carries, as written. */
  const shared = createMemo((): readonly string[] => {
    const labels = props.options.map((o) => o.label);
    return [...new Set(labels.filter((label, n) => labels.indexOf(label) !== n))];
  });
  return (
    <Show when={shared().length > 0}>
      <p class="opts-note" role="note" data-testid="duplicate-labels">
        {t('card.duplicateLabels')}{' '}
        <span class="opts-note-labels" data-verbatim>
          {shared().map((label) => `“${label}”`).join(', ')}
        </span>
      </p>
    </Show>
  );
}
