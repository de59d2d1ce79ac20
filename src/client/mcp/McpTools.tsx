/**
 * The connected server's tools (SPEC §9): a list to pick from, with each tool's
 * description; an arguments editor (JSON) checked as you type — syntax here,
 * the tool's `inputSchema` in the worker, each problem naming its path; a time
 * limit; and "Call tool". Plain data and callbacks: the panel binds them.
 */
import { Button } from '@kobalte/core/button';
import { RadioGroup } from '@kobalte/core/radio-group';
import { TextField } from '@kobalte/core/text-field';
import { For, Show, createEffect, createMemo, createSignal, on, onCleanup, type JSX } from 'solid-js';
import type { McpArgumentProblem, McpTool } from '../../protocol/index.ts';
import { argumentProblemText } from './field-problem.ts';
import { mcpCopy } from './mcp-copy.ts';
import { parseArguments, skeletonOf, timeLimitOf } from './mcp-panel-store.ts';

export interface McpToolsProps {
  readonly tools: readonly McpTool[];
  /** How many calls are running (Call tool waits for them). */
  readonly calling: number;
  /** The worker's answer to the latest check (matched by id). */
  readonly checked: { readonly checkId: string; readonly problems: readonly McpArgumentProblem[] } | null;
  readonly onCheck: (checkId: string, tool: string, args: Record<string, unknown>) => void;
  readonly onCall: (tool: string, args: Record<string, unknown>, timeoutMs: number) => void;
}

/** How long the arguments rest before they are checked against the schema (a check per keystroke would flood the log). */
const CHECK_DELAY_MS = 250;

export function McpTools(props: McpToolsProps): JSX.Element {
  const t = mcpCopy.use();
  const [chosen, setChosen] = createSignal<string | null>(null);
  // Arguments as typed, per tool, so switching tools and back keeps them.
  const [texts, setTexts] = createSignal<Readonly<Record<string, string>>>({});
  const [limit, setLimit] = createSignal('60');
  const [pending, setPending] = createSignal<string | null>(null);
  let checks = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  onCleanup(() => clearTimeout(timer));

  const tool = createMemo(() => props.tools.find((x) => x.name === chosen()));
  const text = (): string => {
    const current = tool();
    if (current === undefined) return '';
    return texts()[current.name] ?? skeletonOf(current.inputSchema);
  };
  const parsed = createMemo(() => parseArguments(text()));
  const seconds = createMemo(() => timeLimitOf(limit()));
  const problems = (): readonly McpArgumentProblem[] => {
    const latest = props.checked;
    return latest !== null && latest.checkId === pending() ? latest.problems : [];
  };
  const checkedNow = (): boolean => props.checked !== null && props.checked.checkId === pending();

  // A tool that disappears (a new connection, a changed list) is no longer chosen.
  createEffect(() => {
    if (chosen() !== null && tool() === undefined) setChosen(null);
  });

  createEffect(
    on([tool, parsed], ([current, args]) => {
      clearTimeout(timer);
      if (current === undefined || !args.ok) {
        setPending(null);
        return;
      }
      const checkId = `check-${++checks}`;
      timer = setTimeout(() => {
        setPending(checkId);
        props.onCheck(checkId, current.name, args.value);
      }, CHECK_DELAY_MS);
    }),
  );

  const canCall = (): boolean => {
    const args = parsed();
    return tool() !== undefined && args.ok && seconds() !== null && props.calling === 0 && problems().length === 0;
  };

  const call = (): void => {
    const current = tool();
    const args = parsed();
    const s = seconds();
    if (current === undefined || !args.ok || s === null) return;
    props.onCall(current.name, args.value, s * 1000);
  };

  return (
    <div class="mcp-tools">
      <Show when={props.tools.length > 0} fallback={<p class="mcp-hint">{t('mcp.toolsEmpty')}</p>}>
        <RadioGroup class="mcp-tool-list" value={chosen() ?? ''} onChange={(name) => setChosen(name)} data-testid="mcp-tools">
          <RadioGroup.Label class="mcp-label">{t('mcp.tools', { n: props.tools.length })}</RadioGroup.Label>
          <div class="mcp-tool-scroll">
            <For each={props.tools}>
              {(item) => (
                <RadioGroup.Item
                  value={item.name}
                  class="mcp-tool"
                  data-testid="mcp-tool"
                  data-tool={item.name}
                  // The whole row picks the tool, its description included (only the label would, by itself).
                  onClick={() => setChosen(item.name)}
                >
                  <RadioGroup.ItemInput class="mcp-tool-input" />
                  <RadioGroup.ItemControl class="mcp-tool-control" aria-hidden="true">
                    <RadioGroup.ItemIndicator class="mcp-tool-indicator" />
                  </RadioGroup.ItemControl>
                  <div class="mcp-tool-main">
                    <RadioGroup.ItemLabel class="mcp-tool-name" data-verbatim>
                      {item.name}
                    </RadioGroup.ItemLabel>
                    <Show when={item.description ?? item.title}>
                      {(description) => (
                        <RadioGroup.ItemDescription class="mcp-tool-desc" data-verbatim>
                          {description()}
                        </RadioGroup.ItemDescription>
                      )}
                    </Show>
                  </div>
                </RadioGroup.Item>
              )}
            </For>
          </div>
        </RadioGroup>
      </Show>

      <Show when={tool()}>
        {(current) => (
          <div class="mcp-call">
            <TextField
              class="mcp-field"
              value={text()}
              onChange={(value) => setTexts((all) => ({ ...all, [current().name]: value }))}
              validationState={parsed().ok && problems().length === 0 ? 'valid' : 'invalid'}
            >
              <TextField.Label class="mcp-label">{t('mcp.arguments')}</TextField.Label>
              <TextField.TextArea class="mcp-input mcp-args" rows={5} spellcheck={false} autocomplete="off" data-testid="mcp-arguments" />
              <TextField.ErrorMessage class="mcp-error" data-testid="mcp-arguments-problems">
                {(() => {
                  const args = parsed();
                  // The parser's own words (the browser's) are shown as they are.
                  if (!args.ok) {
                    return (
                      <>
                        {t(args.key)}
                        <Show when={args.detail}>{(detail) => <span data-verbatim>{detail()}</span>}</Show>
                      </>
                    );
                  }
                  return (
                    <ul class="mcp-problems">
                      <For each={problems()}>
                        {(problem) => {
                          const worded = argumentProblemText(problem);
                          return (
                            <li data-path={problem.path} data-code={problem.code}>
                              {t(worded.key, worded.vars)}
                            </li>
                          );
                        }}
                      </For>
                    </ul>
                  );
                })()}
              </TextField.ErrorMessage>
              <Show when={parsed().ok && checkedNow() && problems().length === 0}>
                <TextField.Description class="mcp-hint mcp-ok" data-testid="mcp-arguments-ok">
                  {t('mcp.argumentsOk')}
                </TextField.Description>
              </Show>
            </TextField>
            <div class="mcp-call-row">
              <TextField class="mcp-field mcp-field--limit" value={limit()} onChange={setLimit} validationState={seconds() === null ? 'invalid' : 'valid'}>
                <TextField.Label class="mcp-label">{t('mcp.timeLimit')}</TextField.Label>
                <TextField.Input class="mcp-input mcp-input--short" inputMode="numeric" data-testid="mcp-time-limit" />
                <TextField.ErrorMessage class="mcp-error">{t('mcp.timeLimitInvalid')}</TextField.ErrorMessage>
              </TextField>
              <Button class="btn btn--primary btn--small mcp-call-button" disabled={!canCall()} onClick={call} data-testid="mcp-call">
                {props.calling > 0 ? t('mcp.calling') : t('mcp.call')}
              </Button>
            </div>
            <p class="mcp-hint">{t('mcp.timeLimitHint')}</p>
          </div>
        )}
      </Show>
    </div>
  );
}
