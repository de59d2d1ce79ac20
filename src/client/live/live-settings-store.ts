/**
 * The non-reactive half of the live settings panel: the editable draft (text as
 * typed), its validation (as message keys, translated at render), turning it into
 * settings, and "remember on this device" — the only place the key may touch
 * localStorage, and only while the user has ticked it.
 */
import { defaultLiveSettings, defaultSystemPrompt, isDefaultSystemPrompt } from '../../protocol/live-defaults.ts';
import { liveSettingsSchema, type LiveSettings } from '../../protocol/live-settings.ts';
import { hasUrlCredentials } from '../../bridge/redact.ts';
import type { LiveKey } from './live-copy.ts';

export const STORAGE_KEY = 'asklab.live.v1';

export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the form edits: like LiveSettings, but the temperature is the text in its field. */
export interface LiveDraft {
  readonly endpoint: LiveSettings['endpoint'];
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey: string;
  readonly temperature: string;
  readonly systemPrompt: string;
  readonly planMode: boolean;
}

export type DraftErrors = Partial<Record<'baseUrl' | 'model' | 'temperature', LiveKey>>;

export function draftOf(settings: LiveSettings): LiveDraft {
  return { ...settings, temperature: String(settings.temperature) };
}

export function validateDraft(draft: LiveDraft): DraftErrors {
  const errors: { -readonly [K in keyof DraftErrors]: DraftErrors[K] } = {};
  const temperature = Number(draft.temperature.trim());
  if (draft.temperature.trim() === '' || !Number.isFinite(temperature) || temperature < 0 || temperature > 2) {
    errors.temperature = 'live.temperatureInvalid';
  }
  if (draft.endpoint === 'custom') {
    if (!/^https?:\/\/\S+$/i.test(draft.baseUrl.trim())) errors.baseUrl = 'live.baseUrlInvalid';
    else if (hasUrlCredentials(draft.baseUrl)) errors.baseUrl = 'live.baseUrlCredentials';
    if (draft.model.trim() === '') errors.model = 'live.modelRequired';
  }
  return errors;
}

/** The settings a valid draft stands for (call validateDraft first). */
export function settingsOf(draft: LiveDraft): LiveSettings {
  return {
    endpoint: draft.endpoint,
    baseUrl: draft.baseUrl.trim(),
    model: draft.model.trim(),
    apiKey: draft.apiKey.trim(),
    temperature: Number(draft.temperature.trim()),
    systemPrompt: draft.systemPrompt,
    planMode: draft.planMode,
  };
}

export function sameDraft(a: LiveDraft, b: LiveDraft): boolean {
  return (
    a.endpoint === b.endpoint &&
    a.baseUrl === b.baseUrl &&
    a.model === b.model &&
    a.apiKey === b.apiKey &&
    a.temperature === b.temperature &&
    a.systemPrompt === b.systemPrompt &&
    a.planMode === b.planMode
  );
}

/** Remembered settings, or null (nothing stored, unreadable, or storage blocked). */
export function loadRemembered(storage: SettingsStorage | null): LiveSettings | null {
  if (storage === null) return null;
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const parsed = liveSettingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function remember(storage: SettingsStorage | null, settings: LiveSettings): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Quota or privacy mode: remembering is a convenience, the session still works.
  }
}

export function forget(storage: SettingsStorage | null): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // As above.
  }
}

/** localStorage when the page may use it. */
export function defaultStorage(): SettingsStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The remembered settings, else the defaults with the system prompt in the page's language. */
export function initialSettings(storage: SettingsStorage | null, language: 'en' | 'zh' = 'en'): { settings: LiveSettings; remembered: boolean } {
  const stored = loadRemembered(storage);
  return stored === null ? { settings: defaultLiveSettings(language), remembered: false } : { settings: stored, remembered: true };
}

/**
 * The draft after the page's language changed: an unedited default prompt follows the language; one the person
 * wrote (or changed) is theirs and stays. Null when nothing changes.
 */
export function draftForLanguage(draft: LiveDraft, language: 'en' | 'zh'): LiveDraft | null {
  if (!isDefaultSystemPrompt(draft.systemPrompt)) return null;
  const systemPrompt = defaultSystemPrompt(language);
  return systemPrompt === draft.systemPrompt ? null : { ...draft, systemPrompt };
}
