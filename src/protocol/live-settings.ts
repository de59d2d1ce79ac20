/**
 * Live-mode settings shared by both sides (§6): the defaults the settings panel
 * shows, the default system prompt, and how a base URL becomes the
 * chat-completions URL. The `live/configure` frame (./frames.ts) extends the schema here;
 * the driver that uses these settings lives in host/live/.
 */

import * as z from 'zod/mini';

/**
 * The settings, once: the `live/configure` frame carries them and the settings
 * panel remembers them in this shape. `apiKey` is held in memory; only the panel
 * may persist it, and only when the user asks.
 */
export const liveSettingsSchema = z.object({
  endpoint: z.enum(['custom', 'demo']),
  baseUrl: z.string(),
  model: z.string(),
  apiKey: z.string(),
  temperature: z.number().check(z.gte(0), z.lte(2)),
  systemPrompt: z.string(),
  planMode: z.boolean(),
});

export type LiveSettings = Readonly<z.infer<typeof liveSettingsSchema>>;
export type LiveEndpoint = LiveSettings['endpoint'];

export const DEFAULT_BASE_URL = 'https://api.deepseek.com';
export const DEFAULT_MODEL = 'deepseek-chat';
export const DEFAULT_TEMPERATURE = 0.7;
/** Path of the msw-served demo model under the page's origin. */
export const DEMO_MODEL_PATH = '/demo-model';
export const DEMO_MODEL_NAME = 'asklab-demo';

export const DEFAULT_SYSTEM_PROMPT = `You are the assistant inside asklab, a playground for an agent's "ask the user" tool. Help the user with what they ask, briefly.

Asking the user:
- When you need a choice, a confirmation or information you do not have, call ask_user_question instead of guessing or asking in plain text.
- Batch related questions into one call (several entries in "questions", each with a short stable id) rather than asking one at a time.
- Offer options when there are clear choices, leave options out for an open question, and set multi_select when several options may apply.
- Put the option you recommend first and append " (Recommended)" to its label.
- The result lists, per question id, the labels the user selected and any custom text; a skipped question has an empty selection.

Plan mode:
- When plan mode is on you must not act or claim to have done anything. Work out a plan (ask questions first if you need to), then present it with exit_plan_mode as markdown starting with a "#" heading, and wait for the user's decision.
- If the user approves, plan mode is over and you may act. If not, stay in plan mode and revise the plan, taking their feedback into account.

Delegation:
- For a self-contained research or analysis sub-task you may call task with a short description and a complete prompt. A sub-agent does the work and its final message comes back as the result.
- A sub-agent cannot ask the user. If it reports an open question or decision, ask the user yourself.`;

export function defaultLiveSettings(): LiveSettings {
  return {
    endpoint: 'demo',
    baseUrl: DEFAULT_BASE_URL,
    model: DEFAULT_MODEL,
    apiKey: '',
    temperature: DEFAULT_TEMPERATURE,
    systemPrompt: DEFAULT_SYSTEM_PROMPT,
    planMode: false,
  };
}

/**
 * `${baseUrl}/chat/completions`, tolerating trailing slashes, a base that already
 * ends in a version segment such as /v1, and a base that is already the full URL.
 */
export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  if (/\/chat\/completions$/.test(base)) return base;
  return `${base}/chat/completions`;
}
