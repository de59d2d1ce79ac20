/**
 * "Model receives" (§5.2): the exact text of the latest settled ask's result,
 * with the error code in `data-code` when it failed.
 */
import { Show, type JSX } from 'solid-js';
import { resultText } from '../../protocol/index.ts';
import type { ModelReceived } from '../playground/create-session.ts';
import { useLocale } from '../locale/locale.ts';

export function ModelReceives(props: { received: ModelReceived | null }): JSX.Element {
  const { t } = useLocale();
  return (
    <section class="pane" aria-labelledby="model-receives-title">
      <h3 class="pane-title" id="model-receives-title">
        {t('inspector.modelReceives')}
        <Show when={props.received}>
          {(r) => (
            <span class="pane-meta" data-error={r().result.isError ? '' : undefined}>
              {r().result.isError ? `isError · ${r().result.isError ? (r().result as { error: { code: string } }).error.code : ''}` : 'isError: false'}
            </span>
          )}
        </Show>
      </h3>
      <Show when={props.received} fallback={<p class="pane-empty">{t('inspector.modelReceivesEmpty')}</p>}>
        {(r) => (
          <pre
            class="model-receives"
            data-testid="model-receives"
            data-code={r().result.isError ? (r().result as { error: { code: string } }).error.code : undefined}
            data-tool={r().name}
          >
            {resultText(r().result)}
          </pre>
        )}
      </Show>
    </section>
  );
}
