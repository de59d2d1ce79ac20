/**
 * Chooses a provider in the worker (SPEC §12), loading the providers' frames
 * (bridge/providers.ts) on first use: the first card never carries them.
 */
import type { HostClient } from '../../bridge/client.ts';
import type { ProviderKind } from '../../protocol/provider-frames.ts';

export function selectProviderLater(client: HostClient, kind: ProviderKind): Promise<void> {
  return import('../../bridge/providers.ts').then((m) => m.selectProvider(client, kind));
}
