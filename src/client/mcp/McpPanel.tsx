/**
 * Live → "MCP server" (SPEC §9): the server URL (pre-filled by `?mcp=`, never
 * connecting by itself), a bearer token and other request headers (secrets:
 * in memory unless "remember on this device" is ticked, redacted from every
 * frame), Connect / Disconnect, the server's name and version, and its tools
 * (McpTools). What the connection says for the transcript (a call that timed
 * out, a lost connection, a refused elicitation) is worded here and handed to
 * `onNotice`. Frames are built by bridge/mcp.ts, never here.
 */
import { Button } from '@kobalte/core/button';
import { Checkbox } from '@kobalte/core/checkbox';
import { Collapsible } from '@kobalte/core/collapsible';
import { TextField } from '@kobalte/core/text-field';
import { Index, Match, Show, Switch, createMemo, createSignal, type JSX } from 'solid-js';
import type { HostClient } from '../../bridge/client.ts';
import { callMcpTool, checkMcpArguments, connectMcp, disconnectMcp, registerMcpFrames } from '../../bridge/mcp.ts';
import type { McpNoticeFrame } from '../../protocol/index.ts';
import type { PageWords } from '../session/model.ts';
import { IconButton } from '../ui/IconButton.tsx';
import { ChevronRight, CloseIcon } from '../ui/icons.tsx';
import { McpTools } from './McpTools.tsx';
import { createMcpView } from './create-mcp-view.ts';
import { mcpCopy, type McpKey } from './mcp-copy.ts';
import {
  badHeaderRow,
  defaultStorage,
  forget,
  headersOf,
  loadRemembered,
  remember,
  urlProblem,
  type HeaderRow,
  type McpForm,
  type PanelStorage,
} from './mcp-panel-store.ts';
import '../styles/mcp.css';

export interface McpPanelProps {
  readonly client: HostClient;
  /** Pre-fills the server URL (`?mcp=`); the panel never connects by itself. */
  readonly initialUrl?: string;
  /** A sentence for the transcript, in the page's words. */
  readonly onNotice: (words: PageWords, tone: 'info' | 'error') => void;
  /** Where "remember on this device" keeps the form; defaults to localStorage, null to never persist. */
  readonly storage?: PanelStorage | null;
}

export function McpPanel(props: McpPanelProps): JSX.Element {
  const t = mcpCopy.use();
  registerMcpFrames(props.client);
  const storage = props.storage === undefined ? defaultStorage() : props.storage;
  const stored = loadRemembered(storage);
  const [form, setForm] = createSignal<McpForm>({
    url: props.initialUrl ?? stored?.url ?? '',
    token: stored?.token ?? '',
    headers: stored?.headers ?? [],
  });
  const [remembered, setRemembered] = createSignal(stored !== null);
  const [attempted, setAttempted] = createSignal(false);
  const [sendFailure, setSendFailure] = createSignal<string | null>(null);

  const notice = (frame: McpNoticeFrame): void => {
    const tool = frame.tool ?? '';
    // Worded at render from the frame's data, so the transcript's notice follows a locale switch.
    switch (frame.kind) {
      case 'call-timeout':
        props.onNotice((l) => mcpCopy.text(l, 'mcp.notice.call-timeout', { tool, seconds: frame.seconds ?? 0 }), 'error');
        return;
      case 'call-failed':
        props.onNotice((l) => mcpCopy.text(l, 'mcp.notice.call-failed', { tool, detail: frame.detail ?? '' }), 'error');
        return;
      case 'connection-lost':
        props.onNotice((l) => mcpCopy.text(l, 'mcp.notice.connection-lost', { tool: tool === '' ? '' : mcpCopy.text(l, 'mcp.notice.connection-lost-tool', { tool }) }), 'error');
        return;
      case 'elicitation-refused':
        props.onNotice((l) => mcpCopy.text(l, 'mcp.notice.elicitation-refused', { detail: frame.detail ?? '' }), 'error');
        return;
      case 'elicitation-complete':
        props.onNotice((l) => mcpCopy.text(l, 'mcp.notice.elicitation-complete'), 'info');
        return;
    }
  };
  const view = createMcpView(props.client, notice);

  const urlError = createMemo(() => urlProblem(form().url));
  const headerError = createMemo(() => badHeaderRow(form().headers));
  const busy = (): boolean => view.status() === 'connecting';
  const open = (): boolean => view.status() === 'connected' || view.status() === 'connecting';

  const update = (patch: Partial<McpForm>): void => {
    setForm((f) => ({ ...f, ...patch }));
    if (remembered()) remember(storage, { ...form() });
  };
  const setRow = (index: number, patch: Partial<HeaderRow>): void =>
    update({ headers: form().headers.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  const send = (action: () => void): void => {
    try {
      action();
      setSendFailure(null);
    } catch (error) {
      setSendFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const connect = (): void => {
    setAttempted(true);
    if (urlError() !== null || headerError() !== -1) return;
    const current = form();
    const url = current.url.trim();
    if (remembered()) remember(storage, current);
    view.markConnecting(url);
    send(() => connectMcp(props.client, { url, headers: headersOf(current), labels: { yes: t('mcp.yes'), no: t('mcp.no') } }));
  };

  const statusLine = (): JSX.Element => (
    <Switch>
      <Match when={sendFailure()}>{(reason) => <span data-verbatim>{reason()}</span>}</Match>
      <Match when={view.status() === 'idle'}>{t('mcp.status.idle')}</Match>
      <Match when={view.status() === 'connecting'}>{t('mcp.status.connecting', { url: view.url() })}</Match>
      <Match when={view.status() === 'connected'}>{t('mcp.status.connected')}</Match>
      <Match when={view.status() === 'closed'}>{t('mcp.status.closed')}</Match>
      <Match when={view.status() === 'failed' ? view.problem() : undefined}>
        {(problem) => (
          <>
            <span data-testid="mcp-problem" data-kind={problem().kind}>
              {t(`mcp.problem.${problem().kind}` satisfies McpKey, { url: view.url(), status: problem().status ?? '', detail: problem().detail })}
            </span>
            <Show when={problem().kind !== 'bad-url'}>
              <span class="mcp-detail">
                {t('mcp.problemDetail')}
                <span data-verbatim>{problem().detail}</span>
              </span>
            </Show>
          </>
        )}
      </Match>
    </Switch>
  );

  return (
    <section class="mcp-panel" data-testid="mcp-panel" aria-labelledby="mcp-panel-title">
      <h2 class="pane-title" id="mcp-panel-title">
        {t('mcp.title')}
      </h2>
      <p class="mcp-hint">{t('mcp.intro')}</p>

      <TextField
        class="mcp-field"
        value={form().url}
        onChange={(url) => update({ url })}
        validationState={attempted() && urlError() !== null ? 'invalid' : 'valid'}
        disabled={open()}
      >
        <TextField.Label class="mcp-label">{t('mcp.url')}</TextField.Label>
        <TextField.Input
          class="mcp-input"
          type="url"
          inputMode="url"
          spellcheck={false}
          autocomplete="off"
          placeholder="http://127.0.0.1:3001/mcp"
          data-testid="mcp-url"
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Enter' && !event.isComposing) connect();
          }}
        />
        <TextField.ErrorMessage class="mcp-error">{t(urlError() ?? 'mcp.urlInvalid')}</TextField.ErrorMessage>
      </TextField>

      <TextField class="mcp-field" value={form().token} onChange={(token) => update({ token })} disabled={open()}>
        <TextField.Label class="mcp-label">{t('mcp.token')}</TextField.Label>
        <TextField.Input class="mcp-input" type="password" autocomplete="off" spellcheck={false} data-testid="mcp-token" />
        <TextField.Description class="mcp-hint">{t('mcp.tokenHint')}</TextField.Description>
      </TextField>

      <Collapsible class="mcp-headers" defaultOpen={form().headers.length > 0}>
        <Collapsible.Trigger class="mcp-disclosure" data-testid="mcp-headers-toggle">
          <span class="mcp-disclosure-chevron" aria-hidden="true">
            <ChevronRight />
          </span>
          {t('mcp.headers')}
        </Collapsible.Trigger>
        <Collapsible.Content class="mcp-headers-body">
          <Index each={form().headers}>
            {(row, index) => (
              <fieldset class="mcp-header-row" data-testid="mcp-header-row">
                <legend class="visually-hidden">{t('mcp.headerRow', { n: index + 1 })}</legend>
                <TextField
                  class="mcp-field"
                  value={row().name}
                  onChange={(name) => setRow(index, { name })}
                  validationState={attempted() && headerError() === index ? 'invalid' : 'valid'}
                  disabled={open()}
                >
                  <TextField.Label class="mcp-label">{t('mcp.headerName')}</TextField.Label>
                  <TextField.Input class="mcp-input" spellcheck={false} autocomplete="off" data-testid="mcp-header-name" />
                  <TextField.ErrorMessage class="mcp-error">{t('mcp.headerInvalid')}</TextField.ErrorMessage>
                </TextField>
                <TextField class="mcp-field" value={row().value} onChange={(value) => setRow(index, { value })} disabled={open()}>
                  <TextField.Label class="mcp-label">{t('mcp.headerValue')}</TextField.Label>
                  <TextField.Input class="mcp-input" type="password" spellcheck={false} autocomplete="off" data-testid="mcp-header-value" />
                </TextField>
                <IconButton
                  class="mcp-header-remove"
                  label={t('mcp.removeHeader', { n: index + 1 })}
                  disabled={open()}
                  onClick={() => update({ headers: form().headers.filter((_, i) => i !== index) })}
                >
                  <CloseIcon />
                </IconButton>
              </fieldset>
            )}
          </Index>
          <Button
            class="btn btn--ghost btn--small"
            disabled={open()}
            onClick={() => update({ headers: [...form().headers, { name: '', value: '' }] })}
            data-testid="mcp-add-header"
          >
            {t('mcp.addHeader')}
          </Button>
        </Collapsible.Content>
      </Collapsible>

      <Checkbox
        class="mcp-check"
        checked={remembered()}
        onChange={(checked) => {
          setRemembered(checked);
          if (checked) remember(storage, form());
          else forget(storage);
        }}
        data-testid="mcp-remember"
      >
        <Checkbox.Input class="mcp-check-input" />
        <Checkbox.Control class="mcp-check-control">
          <Checkbox.Indicator class="mcp-check-indicator">✓</Checkbox.Indicator>
        </Checkbox.Control>
        <Checkbox.Label class="mcp-check-label">{t('mcp.remember')}</Checkbox.Label>
      </Checkbox>

      <div class="mcp-actions">
        <Show
          when={open()}
          fallback={
            <Button class="btn btn--primary btn--small" onClick={connect} data-testid="mcp-connect">
              {t('mcp.connect')}
            </Button>
          }
        >
          <Button class="btn btn--outline btn--small" onClick={() => send(() => disconnectMcp(props.client))} data-testid="mcp-disconnect">
            {busy() ? t('mcp.connecting') : t('mcp.disconnect')}
          </Button>
        </Show>
      </div>
      <p
        class="mcp-status"
        role={view.status() === 'failed' || sendFailure() !== null ? 'alert' : 'status'}
        data-testid="mcp-status"
        data-state={view.status()}
        data-tone={view.status() === 'failed' || sendFailure() !== null ? 'error' : 'info'}
      >
        {statusLine()}
      </p>

      <Show when={view.status() === 'connected' ? view.server() : undefined}>
        {(server) => (
          <div class="mcp-server" data-testid="mcp-server">
            <p class="mcp-label">{t('mcp.server')}</p>
            <p class="mcp-server-name">
              <span data-testid="mcp-server-name" data-verbatim>
                {server().title ?? server().name}
              </span>
              <Show when={server().version !== ''}>
                {' '}
                <span class="mcp-server-version" data-testid="mcp-server-version">
                  {t('mcp.version', { version: server().version })}
                </span>
              </Show>
            </p>
            <Show when={server().title !== undefined}>
              <p class="mcp-hint" data-verbatim>
                {server().name}
              </p>
            </Show>
          </div>
        )}
      </Show>

      <Show when={view.status() === 'connected'}>
        <McpTools
          tools={view.tools()}
          calling={view.calling()}
          checked={view.checked()}
          onCheck={(checkId, tool, args) => send(() => checkMcpArguments(props.client, checkId, tool, args))}
          onCall={(tool, args, timeoutMs) => send(() => callMcpTool(props.client, tool, args, timeoutMs))}
        />
      </Show>
    </section>
  );
}
