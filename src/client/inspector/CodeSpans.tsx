/**
 * Copy with `code` spans: the text between backticks is a harness's own name or
 * identifier (a button label, a setting, a type), shown as code and never
 * translated or parsed as HTML.
 */
import { For, type JSX } from 'solid-js';

export function CodeSpans(props: { text: string }): JSX.Element {
  return <For each={props.text.split('`')}>{(part, n) => (n() % 2 === 1 ? <code>{part}</code> : part)}</For>;
}
