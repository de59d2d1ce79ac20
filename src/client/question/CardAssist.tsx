/**
 * What the generic card adds once it is on screen, in one chunk loaded after the
 * first card (with its words, card-copy.ts): "Show all" for a question too long
 * for the header and the note on options that share a label. (The double-click
 * guard, pointer-guard.ts, is the card's own: it must be there before any click.)
 * It sits in the card's header and works on the card's DOM.
 */
import { Show, type JSX } from 'solid-js';
import type { AskUserQuestionOption } from '../../protocol/index.ts';
import { DuplicateLabelsNote } from './DuplicateLabelsNote.tsx';
import { TitleToggle } from './TitleToggle.tsx';

export interface CardAssistProps {
  readonly card: HTMLElement;
  readonly title: HTMLElement;
  /** The heading's id (what "Show all" controls). */
  readonly titleId: string;
  /** The position of the question shown. */
  readonly position: number;
  readonly options: readonly AskUserQuestionOption[];
  readonly collapsed: boolean;
  /** Told when "Show all" opens or closes the question. */
  readonly onTitleOpen?: (open: boolean) => void;
}

export default function CardAssist(props: CardAssistProps): JSX.Element {
  return (
    <>
      <TitleToggle card={props.card} title={props.title} controls={props.titleId} position={props.position} hidden={props.collapsed} {...(props.onTitleOpen !== undefined ? { onOpen: props.onTitleOpen } : {})} />
      <Show when={!props.collapsed}>
        <DuplicateLabelsNote options={props.options} />
      </Show>
    </>
  );
}
