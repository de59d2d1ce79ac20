/** The left panel's list of example requests; each one is asked by the root agent. */
import { Button } from '@kobalte/core/button';
import { For, type JSX } from 'solid-js';
import type { RequestData } from '../../protocol/index.ts';
import { EXAMPLES } from './examples.ts';

export function Examples(props: { onAsk: (request: RequestData) => void }): JSX.Element {
  return (
    <nav class="examples" aria-label="Examples">
      <h2 class="pane-title">Examples</h2>
      <ul>
        <For each={EXAMPLES}>
          {(example) => (
            <li>
              <Button class="example" data-testid={`example-${example.id}`} onClick={() => props.onAsk(example.request)}>
                {example.title}
              </Button>
            </li>
          )}
        </For>
      </ul>
    </nav>
  );
}
