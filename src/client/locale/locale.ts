/**
 * Locale context: `useLocale()` gives the current locale and `t(key, vars)`.
 * Feedback is stored as keys and translated at render, so it follows a switch.
 */
import { createContext, createSignal, useContext, type Accessor } from 'solid-js';
import { en } from './en.ts';
import { zh, type MessageKey } from './zh.ts';

export type Locale = 'zh' | 'en';
export type { MessageKey };

const dictionaries: Record<Locale, Record<MessageKey, string>> = { zh, en };

export function translate(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const template = dictionaries[locale][key];
  if (vars === undefined) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The BCP 47 tag a locale's text carries in `lang` (the page's root, a pane in another locale, a language's name). */
export function langTag(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : 'en';
}

/** Each locale named in its own language, as a language switch names it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { zh: '中文', en: 'English' };

export function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en';
}

/** The browser's preferred language decides the default: Chinese if it starts with zh, English otherwise. */
export function defaultLocale(languages: readonly string[]): Locale {
  const first = languages[0]?.toLowerCase() ?? 'en';
  return first.startsWith('zh') ? 'zh' : 'en';
}

export interface LocaleApi {
  readonly locale: Accessor<Locale>;
  setLocale(locale: Locale): void;
  t(key: MessageKey, vars?: Record<string, string | number>): string;
}

export const LocaleContext = createContext<LocaleApi>();

export function createLocale(initial: Locale): LocaleApi {
  const [locale, setLocale] = createSignal<Locale>(initial);
  return { locale, setLocale, t: (key, vars) => translate(locale(), key, vars) };
}

export function useLocale(): LocaleApi {
  const api = useContext(LocaleContext);
  if (api === undefined) throw new Error('useLocale() must be used inside <LocaleProvider>');
  return api;
}
