/**
 * The code under a live example (SPEC §11): the tool call, the answer and the
 * text the model receives, as JSON or as TypeScript, in tabs. It follows the
 * example: nothing before it asks, the call once it asks, the answer and the
 * model's text once it settles (from the embed's `asklab:progress` messages).
 */
import { Tabs } from '@kobalte/core/tabs';
import { Show, type JSX } from 'solid-js';
import { resultText, toolResultSchema, type ToolResult } from '../../protocol/index.ts';
import type { DocsCopy } from './zh.ts';

export interface ExampleProgress {
  readonly call: { readonly tool: string; readonly input: unknown } | null;
  readonly result: ToolResult | null;
}

export const NO_PROGRESS: ExampleProgress = { call: null, result: null };

/** The result from a progress message, if it is one (anything else is ignored). */
export function parseResult(value: unknown): ToolResult | null {
  const parsed = toolResultSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const json = (value: unknown): string => JSON.stringify(value, null, 2);

function typescript(progress: ExampleProgress): { call: string; answer: string | null; text: string | null } {
  const call = progress.call;
  const result = progress.result;
  return {
    call:
      call === null
        ? ''
        : call.tool === 'userQuestions.ask'
          ? `const answer = await userQuestions.ask(${json(call.input)});`
          : `const call: ToolCall = {\n  name: ${JSON.stringify(call.tool)},\n  arguments: ${json(call.input).replace(/\n/g, '\n  ')},\n};`,
    answer:
      result === null
        ? null
        : result.isError
          ? `// settled with an error: ${result.error.name} ${result.error.code}\nconst result: ToolResult = ${json(result)};`
          : `const result: ToolResult = ${json(result)};`,
    text: result === null ? null : `const text: string = ${JSON.stringify(resultText(result))};`,
  };
}

export function ExampleCode(props: { progress: ExampleProgress; copy: DocsCopy['stage']; started: boolean }): JSX.Element {
  const Block = (p: { label: string; text: string | null; waiting: string; wrap?: boolean }): JSX.Element => (
    <div class="example-code-block" data-wrap={p.wrap === true ? '' : undefined} data-ready={p.text !== null ? '' : undefined}>
      <span class="example-code-label">{p.label}</span>
      <Show when={p.text} fallback={<p class="example-code-waiting">{p.waiting}</p>}>
        {(text) => (
          <pre tabindex="0" aria-label={p.label}>
            <code>{text()}</code>
          </pre>
        )}
      </Show>
    </div>
  );
  const waitingCall = (): string => (props.started ? props.copy.waitingCall : props.copy.notStarted);
  return (
    <Tabs class="example-code" defaultValue="json" data-testid="example-code" data-phase={props.progress.result !== null ? 'settled' : props.progress.call !== null ? 'asked' : 'idle'}>
      <Tabs.List class="example-code-tabs" aria-label={props.copy.tabs}>
        <Tabs.Trigger class="example-code-tab" value="json">
          JSON
        </Tabs.Trigger>
        <Tabs.Trigger class="example-code-tab" value="ts">
          TypeScript
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content class="example-code-panel" value="json">
        <Block
          label={props.copy.call}
          text={props.progress.call === null ? null : json({ name: props.progress.call.tool, arguments: props.progress.call.input })}
          waiting={waitingCall()}
        />
        <Block label={props.copy.answer} text={props.progress.result === null ? null : json(props.progress.result)} waiting={props.copy.waitingAnswer} />
        <Block label={props.copy.text} text={props.progress.result === null ? null : resultText(props.progress.result)} waiting={props.copy.waitingAnswer} wrap />
      </Tabs.Content>
      <Tabs.Content class="example-code-panel" value="ts">
        <Block label={props.copy.call} text={props.progress.call === null ? null : typescript(props.progress).call} waiting={waitingCall()} />
        <Block label={props.copy.answer} text={typescript(props.progress).answer} waiting={props.copy.waitingAnswer} />
        <Block label={props.copy.text} text={typescript(props.progress).text} waiting={props.copy.waitingAnswer} wrap />
      </Tabs.Content>
    </Tabs>
  );
}
