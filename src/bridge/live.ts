/**
 * The page's two live-mode requests, as frames: apply settings, forget the
 * conversation. Kept beside the client so components never build frames
 * (STYLE rule 9); the key travels in `live/configure` and the frame log redacts it,
 * there and in every later frame (a key pasted into the chat included).
 */
import type { LiveSettings } from '../protocol/live-settings.ts';
import type { HostClient } from './client.ts';

export function configureLive(client: HostClient, settings: LiveSettings): void {
  // Registered before the frame goes out, so no frame the log records from now on can show it.
  client.log.addSecret(settings.apiKey);
  client.send({
    type: 'live/configure',
    endpoint: settings.endpoint,
    baseUrl: settings.baseUrl,
    model: settings.model,
    apiKey: settings.apiKey,
    temperature: settings.temperature,
    systemPrompt: settings.systemPrompt,
    planMode: settings.planMode,
  });
}

export function resetLive(client: HostClient): void {
  client.send({ type: 'live/reset' });
}
