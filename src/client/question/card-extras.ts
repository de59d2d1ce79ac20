/**
 * The card's occasional parts in one lazy chunk (one request, one entry in the
 * first card's preload table): "Show all" for a long question, and the note on
 * options that share a label. Neither is needed for most cards.
 */
export { default as TitleToggle } from './TitleToggle.tsx';
export { default as DuplicateLabelsNote } from './DuplicateLabelsNote.tsx';
