/**
 * One tool call in the transcript (§3.3): name, state, summary, and a Kobalte
 * collapsible with the input and the output.
 */
import { Collapsible } from '@kobalte/core/collapsible';
import { Show, type JSX } from 'solid-js';
import { resultText, type ToolResult } from '../../protocol/index.ts';
import { useLocale } from '../locale/locale.ts';
import { ChevronRight } from '../ui/icons.tsx';
import { rowStatus } from './row-status.ts';

export interface ToolRowProps {
  readonly name: string;
  readonly agentId: string;
  readonly input: unknown;
  readonly questionCount?: number | undefined;
  readonly result?: ToolResult | undefined;
}

export function ToolRow(props: ToolRowProps): JSX.Element {
  const { t } = useLocale();
  const status = () => rowStatus(props.result, props.questionCount);
  const summary = (): string => {
    const s = status();
    if (s.key === null) return s.state === 'running' ? '…' : '✓';
    return t(s.key, s.vars);
  };
  return (
    <Collapsible class="tool-row" data-testid="tool-row" data-state={status().state} data-code={status().code} data-tool={props.name}>
      <Collapsible.Trigger class="tool-row-head">
        <span class="tool-row-chevron" aria-hidden="true">
          <ChevronRight />
        </span>
        <span class="tool-row-dot" aria-hidden="true" />
        <code class="tool-row-name">{props.name}</code>
        <Show when={props.agentId !== 'root'}>
          <span class="tool-row-agent">{props.agentId}</span>
        </Show>
        <span class="tool-row-summary" data-testid="tool-row-summary">
          {summary()}
          <Show when={status().key === 'row.error' && status().code}>{(code) => <code class="tool-row-code"> {code()}</code>}</Show>
        </span>
      </Collapsible.Trigger>
      <Collapsible.Content class="tool-row-body">
        <div class="tool-row-section">
          <h4>{t('row.input')}</h4>
          <pre>{JSON.stringify(props.input, null, 2)}</pre>
        </div>
        <Show when={props.result}>
          {(result) => (
            <div class="tool-row-section">
              <h4>{t('row.output')}</h4>
              <pre>{resultText(result())}</pre>
            </div>
          )}
        </Show>
      </Collapsible.Content>
    </Collapsible>
  );
}
