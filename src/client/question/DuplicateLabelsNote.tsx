/**
 * Tells the person that options share a label: the answer carries labels only
 * (§1.3), so the agent cannot tell those options apart, whichever one is clicked.
 * The card still keeps each option's identity on screen. Lazy: shown only when
 * labels repeat.
 */
import type { JSX } from 'solid-js';
import { cardCopy } from './card-copy.ts';

export interface DuplicateLabelsNoteProps {
  /** The labels that occur more than once, as written. */
  readonly labels: readonly string[];
}

export default function DuplicateLabelsNote(props: DuplicateLabelsNoteProps): JSX.Element {
  const t = cardCopy.use();
  return (
    <p class="opts-note" role="note" data-testid="duplicate-labels">
      {t('card.duplicateLabels')}{' '}
      <span class="opts-note-labels" data-verbatim>
        {props.labels.map((label) => `“${label}”`).join(', ')}
      </span>
    </p>
  );
}
