/**
 * A worker notice in the page's words (notice-copy.ts), following a locale
 * switch: identifiers as code, what an endpoint or the runtime said verbatim.
 * Loaded only once a notice with a key arrives.
 */
import { For, Match, Switch, type JSX } from 'solid-js';
import type { Notice } from '../../protocol/index.ts';
import { useLocale } from '../locale/locale.ts';
import { noticeParts } from './notice-copy.ts';

export default function NoticeText(props: { notice: Notice }): JSX.Element {
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
