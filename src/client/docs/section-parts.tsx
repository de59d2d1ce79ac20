/**
 * Markup the docs sections kept in their own modules share (TracesSection, DifferencesSection): prose with `code`
 * and **bold**, and a heading with its "#" link. Docs.tsx's own sections keep theirs (plain `<code>`).
 */
import { For, type JSX } from 'solid-js';
import type { SectionProps } from './Docs.tsx';

/** `code` between backticks, **bold** between double stars; everything else as text (nothing parsed as HTML). */
export function Inline(props: { text: string }): JSX.Element {
  return (
    <For each={props.text.split(/(`[^`]+`|\*\*[^*]+\*\*)/)}>
      {(part) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
          <code class="docs-code">{part.slice(1, -1)}</code>
        ) : part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
          <strong>{part.slice(2, -2)}</strong>
        ) : (
          <>{part}</>
        )
      }
    </For>
  );
}

/** A section's h2 (its number, title and "#" link to `#<id>`) or a sub-heading h3 (`id` is its own). */
export function Heading(props: { level: 2 | 3; id: string; text: string; copy: SectionProps['copy']; n?: number }): JSX.Element {
  const anchor = (): JSX.Element => (
    <a class="docs-anchor" href={`#${props.id}`} aria-label={props.copy.page.anchor.replace('{title}', props.text)}>
      #
    </a>
  );
  return props.level === 2 ? (
    <h2 class="docs-h2" id={`${props.id}-title`} data-docs-heading>
      <span class="docs-h2-n" aria-hidden="true">
        {props.n}
      </span>
      {props.text}
      {anchor()}
    </h2>
  ) : (
    <h3 class="docs-h3" id={props.id} data-docs-heading>
      {props.text}
      {anchor()}
    </h3>
  );
}
