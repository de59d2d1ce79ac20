/**
 * The Provider control's choice (SPEC §12), shared by the canvas bar and its
 * phone menu: it asks first when something typed would go, then chooses in the worker.
 */
import type { HostClient } from '../../bridge/client.ts';
import type { ProviderKind } from '../../protocol/provider-frames.ts';
import type { WorkbenchStore } from '../workbench/store.ts';
import { selectProviderLater } from './select-later.ts';
import { providerTyping, setProviderTyping } from './typing.ts';

/** Switching disposes the active provider: what the person typed into it would go, so they are asked first (§12). */
export async function chooseProvider(store: WorkbenchStore, client: HostClient, kind: ProviderKind, cardsMayGo: () => Promise<boolean>): Promise<void> {
  if (kind === store.provider()) return;
  if (store.provider() === 'web') {
    if (!(await cardsMayGo())) return;
  } else if (providerTyping()) {
    const { askToDiscard } = await import('../drafts/ask-to-discard.tsx');
    if (!(await askToDiscard(store.locale))) return;
  }
  setProviderTyping(false);
  store.setProvider(kind);
  await selectProviderLater(client, kind);
}

