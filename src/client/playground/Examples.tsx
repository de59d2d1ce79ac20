/**
 * The left panel's list of example requests, in the page's locale; each one is
 * asked by the root agent. The titles and requests live in ./examples.ts.
 */
import { Button } from '@kobalte/core/button';
import { For, type JSX } from 'solid-js';
import type { RequestData } from '../../protocol/index.ts';
import { useLocale } from '../locale/locale.ts';
import { EXAMPLES } from './examples.ts';

export interface ExamplesProps {
  /** Asks the example's request in the page's locale; the example names itself so the conversation header can. */
  readonly onAsk: (request: RequestData, example: { readonly kind: 'example'; readonly id: string; readonly title: Readonly<Record<'zh' | 'en', string>> }) => void;
}

export function Examples(props: ExamplesProps): JSX.Element {
  const { t, locale } = useLocale();
  return (
    <nav class="examples" aria-label={t('examples.heading')}>
      <h2 class="pane-title">{t('examples.heading')}</h2>
      <ul>
        <For each={EXAMPLES}>
          {(example) => (
            <li>
              <Button class="example" data-testid={`example-${example.id}`} onClick={() => props.onAsk(example.requests[locale()], { kind: 'example', id: example.id, title: example.title })}>
                {example.title[locale()]}
              </Button>
            </li>
          )}
        </For>
      </ul>
    </nav>
  );
}
