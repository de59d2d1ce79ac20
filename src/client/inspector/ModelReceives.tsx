/**
 * "Model receives" as a history (§10.1): one entry per settled ask, newest
 * first, each with the tool that asked, the agent, the outcome (success, or the
 * error code linked to its row in the docs) and the exact text the model got.
 * The newest entry's text keeps `data-testid="model-receives"` (with
 * `data-code` on errors), so "what did the model just get" stays one lookup;
 * the list is `model-receives-history`, one `li` per entry.
 */
import { For, Show, type JSX } from 'solid-js';
import { resultText, type ToolResult } from '../../protocol/index.ts';
import type { ModelReceived } from '../session/model.ts';
import { useLocale } from '../locale/locale.ts';
import { docsHrefForCode } from '../docs/links.ts';
import { modelCopy } from './model-copy.ts';
import '../styles/repro.css';

const codeOf = (result: ToolResult): string | undefined => (result.isError ? result.error.code : undefined);

/** The service-level ask's row name (host/runtime's DIRECT_ASK; client/ does not import host/). */
const DIRECT_ASK = 'userQuestions.ask';

export function ModelReceives(props: { history: readonly ModelReceived[] }): JSX.Element {
  const { locale } = useLocale();
  const t = modelCopy.use();
  return (
    <section class="pane model-history-pane" aria-labelledby="model-receives-title">
      <h2 class="pane-title" id="model-receives-title">
        {t('inspector.modelReceives')}
        <Show when={props.history.length > 1}>
          <span class="count">{props.history.length}</span>
        </Show>
      </h2>
      <Show when={props.history.length > 0} fallback={<p class="pane-empty">{t('inspector.modelReceivesEmpty')}</p>}>
        <ol class="model-history" data-testid="model-receives-history" aria-label={t('model.history')}>
          <For each={props.history}>
            {(entry, index) => {
              const code = (): string | undefined => codeOf(entry.result);
              return (
                <li class="model-entry" data-testid="model-receives-entry" data-code={code()} data-tool={entry.name} data-latest={index() === 0 ? '' : undefined}>
                  <div class="model-entry-head">
                    <Show when={entry.name !== DIRECT_ASK} fallback={<span class="model-entry-tool">{t('model.directAsk')}</span>}>
                      <code class="model-entry-tool">{entry.name}</code>
                    </Show>
                    <span class="model-entry-agent">
                      {t('model.agent')}
                      <code>{entry.agentId}</code>
                    </span>
                    <span class="model-entry-outcome" data-error={code() !== undefined ? '' : undefined}>
                      <Show when={code()} fallback={<>{t('model.success')}</>}>
                        {(c) => (
                          <a
                            class="code-link"
                            href={docsHrefForCode(c(), locale())}
                            target="_blank"
                            rel="noopener"
                            title={t('inspector.codeDocs', { code: c() })}
                            data-testid="code-docs-link"
                          >
                            {c()}
                          </a>
                        )}
                      </Show>
                    </span>
                  </div>
                  <pre
                    class="model-receives"
                    data-testid={index() === 0 ? 'model-receives' : undefined}
                    data-code={code()}
                    data-tool={entry.name}
                  >
                    {resultText(entry.result)}
                  </pre>
                </li>
              );
            }}
          </For>
        </ol>
      </Show>
    </section>
  );
}
