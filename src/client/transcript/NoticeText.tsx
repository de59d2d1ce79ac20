/**
 * A worker's notice worded at render, following a locale switch: in the page's
 * words (notice-copy.ts), identifiers as code and what an endpoint or the
 * runtime said verbatim. Loaded only once such a notice arrives; the page's own
 * notices carry their words and are rendered by the transcript itself.
 */
import { For, Match, Switch, type JSX } from 'solid-js';
import type { Notice } from '../../protocol/index.ts';
import { useLocale } from '../locale/locale.ts';
import { noticeParts } from './notice-copy.ts';

export interface NoticeTextProps {
  readonly notice: Notice;
}

export default function NoticeText(props: NoticeTextProps): JSX.Element {
  const { locale } = useLocale();
  return (
    <For each={noticeParts(props.notice, locale())}>
      {(part) => (
        <Switch fallback={part.text}>
          <Match when={part.kind === 'code'}>
            <code>{part.text}</code>
          </Match>
          <Match when={part.kind === 'verbatim'}>
            <span data-verbatim>{part.text}</span>
          </Match>
        </Switch>
      )}
    </For>
  );
}
