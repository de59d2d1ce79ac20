/**
 * A translated sentence with request-authored values in it ("the approve label
 * {approve} of question {id} …"): the sentence follows the locale, each value
 * is shown as written, in a `<code>` chip the zh-page check reads as verbatim.
 * The template is the copy module's own text with its `{name}` slots (`t(key)` without vars).
 */
import { For, type JSX } from 'solid-js';

export interface FilledTextProps {
  readonly template: string;
  readonly vars: Readonly<Record<string, string | number>>;
}

export function FilledText(props: FilledTextProps): JSX.Element {
  const parts = (): string[] => props.template.split(/(\{\w+\})/);
  return (
    <For each={parts()}>
      {(part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name === undefined || !(name in props.vars)) return part;
        const value = props.vars[name];
        // Numbers are the sentence's own (counts, limits); strings came from the request.
        return typeof value === 'number' ? String(value) : <code class="filled-value">{value}</code>;
      }}
    </For>
  );
}
