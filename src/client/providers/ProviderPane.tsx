/**
 * The other end of the chosen provider (SPEC §12), above the conversation: the
 * terminal for the readline provider, the ACP client for the ACP one; nothing
 * for the web card, whose cards are the conversation's. One lazily loaded
 * component, so the shell carries a single short entry for both.
 */
import { Match, Switch, lazy, type JSX } from 'solid-js';
import type { HostClient } from '../../bridge/client.ts';
import type { ProviderKind } from '../../protocol/provider-frames.ts';
// Each loads when its provider is chosen: the terminal never brings the ACP client's markdown, nor the ACP client xterm.
const TerminalPane = lazy(() => import('../terminal/TerminalPane.tsx').then((m) => ({ default: m.TerminalPane })));
const AcpClient = lazy(() => import('../acp/AcpClient.tsx').then((m) => ({ default: m.AcpClient })));

export interface ProviderPaneProps {
  readonly provider: ProviderKind;
  readonly client: HostClient;
  readonly theme: string;
  readonly onTyping: (typing: boolean) => void;
}

export function ProviderPane(props: ProviderPaneProps): JSX.Element {
  return (
    <Switch>
      <Match when={props.provider === 'terminal'}>
        <TerminalPane client={props.client} theme={props.theme} onTyping={props.onTyping} />
      </Match>
      <Match when={props.provider === 'acp'}>
        <AcpClient client={props.client} onTyping={props.onTyping} />
      </Match>
    </Switch>
  );
}
