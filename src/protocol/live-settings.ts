/**
 * Live-mode settings shared by both sides (§6): their schema, the default
 * endpoint and model, and how a base URL becomes the chat-completions URL (the
 * default system prompts are in ./live-defaults.ts, loaded with the settings panel). The `live/configure` frame (./frames.ts) is these fields and its `type`;
 * the driver that uses these settings lives in host/live/.
 */

import * as z from 'zod/mini';

/**
 * The settings' fields, once: the `live/configure` frame carries them and the settings
 * panel remembers them in this shape. `apiKey` is held in memory; only the panel
 * may persist it, and only when the user asks. A function, so that the schemas are
 * built when first used, not when a worker starts (./frames.ts).
 */
export function liveSettingsShape() {
  return {
    endpoint: z.enum(['custom', 'demo']),
    baseUrl: z.string(),
    model: z.string(),
    apiKey: z.string(),
    temperature: z.number().check(z.gte(0), z.lte(2)),
    systemPrompt: z.string(),
    planMode: z.boolean(),
  };
}

export const liveSettingsSchema = z.lazy(() => z.object(liveSettingsShape()));

export type LiveSettings = Readonly<z.infer<typeof liveSettingsSchema>>;
export type LiveEndpoint = LiveSettings['endpoint'];

export const DEFAULT_BASE_URL = 'https://api.deepseek.com';
export const DEFAULT_MODEL = 'deepseek-chat';
export const DEFAULT_TEMPERATURE = 0.7;
/** Path of the msw-served demo model under the page's origin. */
export const DEMO_MODEL_PATH = '/demo-model';
export const DEMO_MODEL_NAME = 'asklab-demo';

/**
 * `${baseUrl}/chat/completions`, tolerating trailing slashes, a base that already
 * ends in a version segment such as /v1, and a base that is already the full URL.
 */
export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  if (/\/chat\/completions$/.test(base)) return base;
  return `${base}/chat/completions`;
}
