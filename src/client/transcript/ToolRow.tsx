/**
 * One tool call in the transcript (§3.3): name, state, summary, and a Kobalte
 * collapsible with the input and the output.
 *
 * The collapsible's code loads through the chrome gate, after the first card;
 * until it lands the row shows the same head, inert, so its state and summary
 * are on screen with the card and nothing moves when the real trigger arrives;
 * the stand-in is hidden from assistive tech, so the log announces the row once.
 */
import { Show, Suspense, lazy, type JSX } from 'solid-js';
import { resultText, type AskUserQuestionItem, type RequestData, type ToolResult } from '../../protocol/index.ts';
import { useLocale } from '../locale/locale.ts';
import { chromeChunk } from '../ui/chrome-gate.ts';
import { ChevronRight } from '../ui/icons.tsx';
import { rowStatus } from './row-status.ts';

const load = chromeChunk(() => import('@kobalte/core/collapsible'));
const Collapsible = lazy(() => load().then((m) => ({ default: m.Collapsible })));
const CollapsibleTrigger = lazy(() => load().then((m) => ({ default: m.Collapsible.Trigger })));
const CollapsibleContent = lazy(() => load().then((m) => ({ default: m.Collapsible.Content })));
const OpenInRequest = lazy(chromeChunk(() => import('./OpenInRequest.tsx')));

export interface ToolRowProps {
  readonly name: string;
  readonly agentId: string;
  readonly input: unknown;
  readonly questionCount?: number | undefined;
  readonly asked?: readonly AskUserQuestionItem[] | undefined;
  readonly result?: ToolResult | undefined;
  /** Offered on rows that asked something: their questions go to the editor's draft. */
  readonly onOpenInRequest?: (request: RequestData) => void;
  /** The agent stopped before this call finished. */
  readonly interrupted?: boolean | undefined;
}

export function ToolRow(props: ToolRowProps): JSX.Element {
  const { t } = useLocale();
  const status = () => rowStatus(props.result, props.questionCount, props.interrupted === true);
  const summary = (): string => {
    const s = status();
    if (s.key === null) return s.state === 'running' ? '…' : '✓';
    return t(s.key, s.vars);
  };
  const head = (): JSX.Element => (
    <>
      <span class="tool-row-chevron" aria-hidden="true">
        <ChevronRight />
      </span>
      <span class="tool-row-dot" aria-hidden="true" />
      <Show when={props.name === 'ask_user_question'}>
        <span class="tool-row-title">{t('row.askTitle')}</span>
      </Show>
      <code class="tool-row-name">{props.name}</code>
      <Show when={props.agentId !== 'root'}>
        <span class="tool-row-agent">{props.agentId}</span>
      </Show>
      <span class="tool-row-summary" data-testid="tool-row-summary">
        {summary()}
        <Show when={status().key === 'row.error' && status().code}>{(code) => <code class="tool-row-code"> {code()}</code>}</Show>
      </span>
    </>
  );
  // Hidden from assistive tech: the transcript is a live log, and the real row that replaces this one is its one announcement.
  const placeholder = (
    <div class="tool-row" aria-hidden="true" data-testid="tool-row" data-state={status().state} data-code={status().code} data-tool={props.name}>
      <div class="tool-row-head">{head()}</div>
    </div>
  );
  return (
    <Suspense fallback={placeholder}>
      <Collapsible class="tool-row" data-testid="tool-row" data-state={status().state} data-code={status().code} data-tool={props.name}>
        <CollapsibleTrigger class="tool-row-head">{head()}</CollapsibleTrigger>
        <CollapsibleContent class="tool-row-body">
          <Show when={props.onOpenInRequest}>
            {(open) => <OpenInRequest name={props.name} input={props.input} asked={props.asked} onOpen={open()} />}
          </Show>
          <div class="tool-row-section">
            <h3>{t('row.input')}</h3>
            <pre>{JSON.stringify(props.input, null, 2)}</pre>
          </div>
          <Show when={props.result}>
            {(result) => (
              <div class="tool-row-section">
                <h3>{t('row.output')}</h3>
                <pre>{resultText(result())}</pre>
              </div>
            )}
          </Show>
        </CollapsibleContent>
      </Collapsible>
    </Suspense>
  );
}
