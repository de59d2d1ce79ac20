/**
 * The page's side of the providers (SPEC §12), as frames, kept beside the
 * client so components never build frames (STYLE rule 9): choosing a provider,
 * the terminal's keystrokes and size, Reopen input, and the ACP client's
 * JSON-RPC messages. The providers' frame schemas load with this module (when
 * the Provider control is first used, or a `?provider=` link), never with the first card.
 */
import { PROVIDER_FRAME_PREFIXES, parseProviderHostFrame, type ProviderKind } from '../protocol/provider-frames.ts';
import type { HostClient } from './client.ts';

const registered = new WeakSet<HostClient>();

/** From now on the client validates `provider/`, `terminal/` and `acp/` frames. */
export function registerProviderFrames(client: HostClient): void {
  if (registered.has(client)) return;
  registered.add(client);
  for (const prefix of PROVIDER_FRAME_PREFIXES) client.registerFrames(prefix, parseProviderHostFrame);
}

/** The page's ACP client's capabilities: form elicitation (ACP stable, 2026-07-24). */
export const ACP_CLIENT_CAPABILITIES = { elicitation: { form: {} } } as const;

let handshakes = 0;

/**
 * Registers `provider` in the worker. For ACP, the page's client opens its connection at once, as an editor does
 * when it starts an agent (`initialize`, then `session/new`): before any ask can reach the provider, in frame order.
 */
export function selectProvider(client: HostClient, provider: ProviderKind): void {
  providerFeed(client);
  client.send({ type: 'provider/select', provider });
  if (provider === 'acp') acpHandshake(client);
}

/** What an editor's ACP client sends when it starts an agent: `initialize` (form elicitation advertised), then `session/new`. */
export function acpHandshake(client: HostClient): void {
  const n = ++handshakes;
  acpSend(client, { jsonrpc: '2.0', id: `client-${n}-init`, method: 'initialize', params: { protocolVersion: 1, clientCapabilities: ACP_CLIENT_CAPABILITIES, clientInfo: { name: 'asklab', version: '1' } } });
  acpSend(client, { jsonrpc: '2.0', id: `client-${n}-session`, method: 'session/new', params: { cwd: '/', mcpServers: [] } });
}

export function terminalInput(client: HostClient, data: string): void {
  client.send({ type: 'terminal/input', data });
}

export function terminalResize(client: HostClient, columns: number): void {
  client.send({ type: 'terminal/resize', columns });
}

export function reopenTerminal(client: HostClient): void {
  client.send({ type: 'terminal/reopen' });
}

/** One JSON-RPC message from the page's ACP client to DSH's ACP provider. */
export function acpSend(client: HostClient, message: unknown): void {
  client.send({ type: 'acp/rpc', message });
}

/**
 * What the providers sent the page since each was chosen, kept from the moment the frames are registered: the
 * terminal and the ACP client load later than their first frames (the welcome banner goes out as soon as the
 * readline provider is registered), and replay what they missed.
 */
export interface ProviderFeed {
  /** Everything the terminal was sent since the Terminal provider was last chosen. */
  terminalText(): string;
  terminalOpen(): boolean;
  /** The agent side's JSON-RPC messages since the ACP provider was last chosen. */
  acpMessages(): readonly unknown[];
  subscribe(listener: (event: ProviderFeedEvent) => void): () => void;
}

export type ProviderFeedEvent =
  | { readonly kind: 'changed'; readonly provider: ProviderKind }
  | { readonly kind: 'terminal'; readonly data: string }
  | { readonly kind: 'terminal-state'; readonly open: boolean }
  | { readonly kind: 'acp'; readonly message: unknown };

const feeds = new WeakMap<HostClient, ProviderFeed>();

export function providerFeed(client: HostClient): ProviderFeed {
  const known = feeds.get(client);
  if (known !== undefined) return known;
  registerProviderFrames(client);
  let terminal = '';
  let open = true;
  let acp: unknown[] = [];
  const listeners = new Set<(event: ProviderFeedEvent) => void>();
  const emit = (event: ProviderFeedEvent): void => {
    for (const listener of [...listeners]) listener(event);
  };
  client.subscribe((frame) => {
    switch (frame.type) {
      case 'provider/changed':
        if (frame.provider === 'terminal') terminal = '';
        if (frame.provider === 'acp') acp = [];
        emit({ kind: 'changed', provider: frame.provider });
        return;
      case 'terminal/output':
        terminal += frame.data;
        emit({ kind: 'terminal', data: frame.data });
        return;
      case 'terminal/state':
        open = frame.open;
        emit({ kind: 'terminal-state', open: frame.open });
        return;
      case 'acp/rpc':
        acp.push(frame.message);
        emit({ kind: 'acp', message: frame.message });
        return;
      default:
    }
  });
  const feed: ProviderFeed = {
    terminalText: () => terminal,
    terminalOpen: () => open,
    acpMessages: () => acp,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  feeds.set(client, feed);
  return feed;
}
