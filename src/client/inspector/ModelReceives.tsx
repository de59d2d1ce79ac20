/**
 * "Model receives" (§5.2): the exact text of the latest settled ask's result,
 * with the error code in `data-code` when it failed.
 */
import { Show, type JSX } from 'solid-js';
import { resultText, type ToolResult } from '../../protocol/index.ts';
import type { ModelReceived } from '../session/model.ts';
import { useLocale } from '../locale/locale.ts';
import { docsHrefForCode } from '../docs/links.ts';

const codeOf = (result: ToolResult): string | undefined => (result.isError ? result.error.code : undefined);

export function ModelReceives(props: { received: ModelReceived | null }): JSX.Element {
  const { t, locale } = useLocale();
  return (
    <section class="pane" aria-labelledby="model-receives-title">
      <h2 class="pane-title" id="model-receives-title">
        {t('inspector.modelReceives')}
        <Show when={props.received}>
          {(r) => (
            <span class="pane-meta" data-error={r().result.isError ? '' : undefined}>
              <Show when={codeOf(r().result)} fallback={'isError: false'}>
                {(code) => (
                  <>
                    {'isError · '}
                    <a
                      class="code-link"
                      href={docsHrefForCode(code(), locale())}
                      target="_blank"
                      rel="noopener"
                      title={t('inspector.codeDocs', { code: code() })}
                      data-testid="code-docs-link"
                    >
                      {code()}
                    </a>
                  </>
                )}
              </Show>
            </span>
          )}
        </Show>
      </h2>
      <Show when={props.received} fallback={<p class="pane-empty">{t('inspector.modelReceivesEmpty')}</p>}>
        {(r) => (
          <pre class="model-receives" data-testid="model-receives" data-code={codeOf(r().result)} data-tool={r().name}>
            {resultText(r().result)}
          </pre>
        )}
      </Show>
    </section>
  );
}
