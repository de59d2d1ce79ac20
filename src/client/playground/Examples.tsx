/**
 * The left panel's list of example requests, in the page's locale; each one is
 * asked by the root agent. The titles and requests live in ./examples.ts.
 */
import { Button } from '@kobalte/core/button';
import { For, type JSX } from 'solid-js';
import type { RequestData } from '../../protocol/index.ts';
import { useLocale } from '../locale/locale.ts';
import { EXAMPLES } from './examples.ts';

export function Examples(props: { onAsk: (request: RequestData) => void }): JSX.Element {
  const { t, locale } = useLocale();
  return (
    <nav class="examples" aria-label={t('examples.heading')}>
      <h2 class="pane-title">{t('examples.heading')}</h2>
      <ul>
        <For each={EXAMPLES}>
          {(example) => (
            <li>
              <Button class="example" data-testid={`example-${example.id}`} onClick={() => props.onAsk(example.requests[locale()])}>
                {example.title[locale()]}
              </Button>
            </li>
          )}
        </For>
      </ul>
    </nav>
  );
}
