/**
 * The other end of DSH's ACP provider (SPEC §12): an ACP client as an editor
 * has one. Its connection is opened when ACP is chosen (bridge/providers.ts:
 * `initialize`, advertising form elicitation, then `session/new`); it renders each `elicitation/create` it is sent as a
 * form generated from `requestedSchema`: the title, the message as markdown, one
 * field per property with its title, description and required mark, enums as
 * radios or checkboxes, and Accept / Decline / Cancel. Each request is checked
 * with the Agent Client Protocol SDK's own zod schema (loaded here, lazily), and
 * what does not validate against the stable schema is listed, not hidden.
 * What the form sends is built here; the JSON-RPC frames are bridge/providers.ts's.
 */
import { For, Show, createMemo, createSignal, onCleanup, onMount, type JSX } from 'solid-js';
import type { HostClient } from '../../bridge/client.ts';
import { ACP_CLIENT_CAPABILITIES, acpSend, providerFeed } from '../../bridge/providers.ts';
import { SafeMarkdown } from '../markdown/SafeMarkdown.tsx';
import { providerCopy } from '../providers/provider-copy.ts';
import '../styles/providers.css';

export interface AcpClientProps {
  readonly client: HostClient;
  readonly onTyping: (typing: boolean) => void;
}

interface EnumOption {
  readonly const: string;
  readonly title?: string;
}

interface Property {
  readonly type?: string;
  readonly title?: string;
  readonly description?: string;
  readonly oneOf?: readonly EnumOption[];
  readonly enum?: readonly string[];
  readonly items?: { readonly anyOf?: readonly EnumOption[]; readonly enum?: readonly string[] };
}

export interface Elicitation {
  readonly id: string | number;
  readonly message: string;
  readonly title?: string;
  readonly properties: readonly (readonly [string, Property])[];
  readonly required: readonly string[];
  readonly params: unknown;
}


/**
 * What the client answers a request from the agent that it cannot read, as an editor's ACP client does: a JSON-RPC
 * error, `-32601` for a method it does not offer, `-32602` for an `elicitation/create` that is not a form with an
 * object schema. Null for what it reads (a form elicitation), for results and notifications.
 */
export function unreadableRequestReply(message: unknown): { jsonrpc: '2.0'; id: string | number; error: { code: number; message: string } } | null {
  if (typeof message !== 'object' || message === null) return null;
  const m = message as { id?: unknown; method?: unknown; params?: unknown };
  if (typeof m.method !== 'string' || (typeof m.id !== 'string' && typeof m.id !== 'number')) return null;
  const error = (code: number, text: string) => ({ jsonrpc: '2.0' as const, id: m.id as string | number, error: { code, message: text } });
  if (m.method !== 'elicitation/create') return error(-32601, `Method not found: ${m.method}`);
  const params = m.params as { mode?: unknown; requestedSchema?: { type?: unknown; properties?: unknown } } | null | undefined;
  if (typeof params !== 'object' || params === null) return error(-32602, 'Invalid params: elicitation/create needs params');
  if (params.mode !== undefined && params.mode !== 'form') return error(-32602, `Invalid params: this client supports form elicitation only, not ${JSON.stringify(params.mode)}`);
  const schema = params.requestedSchema;
  if (typeof schema !== 'object' || schema === null || typeof schema.properties !== 'object' || schema.properties === null || Array.isArray(schema.properties)) {
    return error(-32602, 'Invalid params: requestedSchema must be an object schema with properties');
  }
  return null;
}

/** An `elicitation/create` request as the form reads it, or null for any other message. */
export function elicitationOf(message: unknown): Elicitation | null {
  if (typeof message !== 'object' || message === null) return null;
  const m = message as { id?: unknown; method?: unknown; params?: unknown };
  if (m.method !== 'elicitation/create' || (typeof m.id !== 'string' && typeof m.id !== 'number')) return null;
  const params = (typeof m.params === 'object' && m.params !== null ? m.params : {}) as { message?: unknown; requestedSchema?: unknown };
  const schema = (typeof params.requestedSchema === 'object' && params.requestedSchema !== null ? params.requestedSchema : {}) as {
    title?: unknown;
    properties?: unknown;
    required?: unknown;
  };
  const properties = typeof schema.properties === 'object' && schema.properties !== null ? Object.entries(schema.properties as Record<string, Property>) : [];
  return {
    id: m.id,
    message: typeof params.message === 'string' ? params.message : '',
    ...(typeof schema.title === 'string' ? { title: schema.title } : {}),
    properties,
    required: Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [],
    params: m.params,
  };
}

const optionsOf = (property: Property): readonly EnumOption[] =>
  property.oneOf ?? property.items?.anyOf ?? (property.enum ?? property.items?.enum ?? []).map((value) => ({ const: value }));

let checker: Worker | undefined;
let checks = 0;
/** Why the request does not validate against the SDK's schema: one line per issue (path: message), from the checking worker. */
function violationsOf(params: unknown): Promise<string[]> {
  checker ??= new Worker(new URL('./acp-schema-worker.ts', import.meta.url), { type: 'module', name: 'asklab-acp-schema' });
  const worker = checker;
  const id = ++checks;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<{ id: number; violations: string[] }>): void => {
      if (event.data.id !== id) return;
      worker.removeEventListener('message', onMessage);
      resolve(event.data.violations);
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'the schema worker did not start')), { once: true });
    worker.postMessage({ id, params: JSON.parse(JSON.stringify(params ?? null)) as unknown });
  });
}

/** The requests this page already refused with a JSON-RPC error. */
const refused = new WeakSet<object>();

export function AcpClient(props: AcpClientProps): JSX.Element {
  const t = providerCopy.use();
  const feed = providerFeed(props.client);
  const [requests, setRequests] = createSignal<readonly Elicitation[]>([]);
  const receive = (message: unknown): void => {
    const refusal = unreadableRequestReply(message);
    if (refusal !== null) {
      // Once per request, though a pane mounted later replays what came before it.
      if (!refused.has(message as object)) acpSend(props.client, refusal);
      refused.add(message as object);
      return;
    }
    const request = elicitationOf(message);
    if (request !== null) setRequests((list) => [...list, request]);
  };
  onMount(() => {
    // The connection was opened with the choice (bridge/providers.ts): this replays what came before it mounted.
    for (const message of feed.acpMessages()) receive(message);
    const unsubscribe = feed.subscribe((event) => {
      if (event.kind === 'acp') receive(event.message);
      else if (event.kind === 'changed' && event.provider === 'acp') setRequests([]);
    });
    onCleanup(unsubscribe);
  });
  const current = createMemo(() => requests()[0]);
  const respond = (request: Elicitation, result: unknown): void => {
    acpSend(props.client, { jsonrpc: '2.0', id: request.id, result });
    setRequests((list) => list.filter((r) => r !== request));
    props.onTyping(false);
  };
  return (
    <section class="provider-pane acp-pane" role="region" aria-label={t('acp.name')} data-testid="acp-elicitation">
      <div class="provider-pane-head">
        <h2 class="provider-pane-title">{t('acp.name')}</h2>
        <span class="provider-pane-hint">{t('acp.capability', { capability: JSON.stringify(ACP_CLIENT_CAPABILITIES) })}</span>
      </div>
      <Show when={current()} keyed fallback={<p class="provider-pane-note" data-testid="acp-waiting">{t('acp.waiting')}</p>}>
        {(request) => <AcpForm request={request} onRespond={(result) => respond(request, result)} onTyping={props.onTyping} />}
      </Show>
      <Show when={requests().length > 1}>
        <p class="provider-pane-note">{t('acp.queued', { count: requests().length - 1 })}</p>
      </Show>
    </section>
  );
}

function AcpForm(props: { request: Elicitation; onRespond: (result: unknown) => void; onTyping: (typing: boolean) => void }): JSX.Element {
  const t = providerCopy.use();
  const [values, setValues] = createSignal<Readonly<Record<string, string | readonly string[]>>>({});
  const [missing, setMissing] = createSignal<string | null>(null);
  const [violations, setViolations] = createSignal<readonly string[] | null>(null);
  void violationsOf(props.request.params).then(setViolations, (error: unknown) => setViolations([`the ACP SDK's schema did not load: ${String(error)}`]));
  const set = (key: string, value: string | readonly string[]): void => {
    setValues((v) => ({ ...v, [key]: value }));
    setMissing(null);
    props.onTyping(true);
  };
  const toggle = (key: string, value: string, on: boolean): void => {
    const now = values()[key];
    const list = Array.isArray(now) ? (now as readonly string[]) : [];
    set(key, on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value));
  };
  const accept = (event: Event): void => {
    event.preventDefault();
    const content: Record<string, string | readonly string[]> = {};
    for (const [key, property] of props.request.properties) {
      const value = values()[key];
      if (value === undefined) continue;
      if (property.type === 'array' ? (value as readonly string[]).length > 0 : value !== '') content[key] = value;
    }
    const absent = props.request.required.find((key) => content[key] === undefined);
    if (absent !== undefined) {
      const property = props.request.properties.find(([key]) => key === absent)?.[1];
      setMissing(t('acp.requiredMissing', { field: property?.title ?? absent }));
      return;
    }
    props.onRespond({ action: 'accept', content });
  };
  const formId = `acp-form-${String(props.request.id)}`;
  return (
    <form class="acp-form" aria-labelledby={`${formId}-title`} onSubmit={accept} data-testid="acp-form" data-request-id={String(props.request.id)}>
      <h3 id={`${formId}-title`} class="acp-form-title" data-verbatim>
        {props.request.title ?? ''}
      </h3>
      <div class="acp-form-message" data-verbatim>
        <SafeMarkdown source={props.request.message} />
      </div>
      <For each={props.request.properties}>
        {([key, property]) => {
          const required = props.request.required.includes(key);
          const options = optionsOf(property);
          const fieldId = `${formId}-${key}`;
          const label = (
            <>
              <span data-verbatim>{property.title ?? key}</span>
              <Show when={required}>
                <span class="acp-required" aria-label={t('acp.required')}>
                  {' *'}
                </span>
              </Show>
            </>
          );
          const description = <Show when={property.description}>{(d) => <span class="acp-field-description" id={`${fieldId}-desc`} data-verbatim>{d()}</span>}</Show>;
          return (
            <Show
              when={options.length > 0}
              fallback={
                <div class="acp-field" data-field={key}>
                  <label for={fieldId} class="acp-field-label">
                    {label}
                  </label>
                  {description}
                  <input
                    id={fieldId}
                    class="acp-input"
                    type="text"
                    aria-required={required ? 'true' : undefined}
                    aria-describedby={property.description !== undefined ? `${fieldId}-desc` : undefined}
                    value={(values()[key] as string | undefined) ?? ''}
                    onInput={(e) => set(key, e.currentTarget.value)}
                  />
                </div>
              }
            >
              <fieldset class="acp-field" data-field={key} aria-describedby={property.description !== undefined ? `${fieldId}-desc` : undefined}>
                <legend class="acp-field-label">{label}</legend>
                {description}
                <For each={options}>
                  {(option) => (
                    <label class="acp-choice">
                      <Show
                        when={property.type === 'array'}
                        fallback={<input type="radio" name={fieldId} value={option.const} checked={values()[key] === option.const} onChange={() => set(key, option.const)} />}
                      >
                        <input
                          type="checkbox"
                          value={option.const}
                          checked={Array.isArray(values()[key]) && (values()[key] as readonly string[]).includes(option.const)}
                          onChange={(e) => toggle(key, option.const, e.currentTarget.checked)}
                        />
                      </Show>
                      <span data-verbatim>{option.title ?? option.const}</span>
                    </label>
                  )}
                </For>
              </fieldset>
            </Show>
          );
        }}
      </For>
      <Show when={missing()}>
        <p class="acp-error" role="alert">
          {missing()}
        </p>
      </Show>
      <div class="acp-actions">
        <button type="button" class="btn btn--outline" data-testid="acp-cancel" onClick={() => props.onRespond({ action: 'cancel' })}>
          {t('acp.cancel')}
        </button>
        <button type="button" class="btn btn--outline" data-testid="acp-decline" onClick={() => props.onRespond({ action: 'decline' })}>
          {t('acp.decline')}
        </button>
        <button type="submit" class="btn btn--primary" data-testid="acp-accept">
          {t('acp.accept')}
        </button>
      </div>
      <div class="acp-schema" data-testid="acp-schema">
        <Show when={violations()} fallback={<p class="provider-pane-note">{t('acp.schemaChecking')}</p>}>
          {(list) => (
            <Show when={list().length > 0} fallback={<p class="provider-pane-note" data-testid="acp-schema-ok">{t('acp.schemaOk')}</p>}>
              <p class="provider-pane-note">{t('acp.violations')}</p>
              <ul data-testid="acp-violations">
                <For each={list()}>{(v) => <li data-verbatim>{v}</li>}</For>
              </ul>
            </Show>
          )}
        </Show>
      </div>
    </form>
  );
}
