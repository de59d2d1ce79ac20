/**
 * Panel copy: a panel that loads after the first card keeps its strings in a
 * dictionary pair of its own, beside it, so they travel in its chunk and not
 * in the first card's (docs/decisions/2026-12-02-first-card-budget.md). The
 * core dictionaries (zh.ts / en.ts) hold only what the card and the shell need.
 *
 * zh defines the keys, en must carry exactly the same set (STYLE rule 10); the
 * translator a panel gets also reads the core keys, so a panel needs one `t`.
 */
import { useLocale, translate, type Locale, type MessageKey } from './locale.ts';

export type CopyVars = Readonly<Record<string, string | number>>;

/** `template` with its `{name}` placeholders filled from `vars` (unknown names stay as written). */
export function fillTemplate(template: string, vars?: CopyVars): string {
  if (vars === undefined) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** en must have every zh key and no other. */
export type SameKeys<Z, E> = [Exclude<keyof E, keyof Z>] extends [never] ? E : never;

export interface PanelCopy<K extends string> {
  /** One string, outside a component (tests, headless code). */
  text(locale: Locale, key: K | MessageKey, vars?: CopyVars): string;
  /** Inside a component: a translator that follows the locale, for this panel's keys and the core ones. */
  use(): (key: K | MessageKey, vars?: CopyVars) => string;
}

export function defineCopy<const Z extends Readonly<Record<string, string>>, E extends { readonly [P in keyof Z]: string }>(
  zh: Z,
  en: SameKeys<Z, E>,
): PanelCopy<Extract<keyof Z, string>> {
  type K = Extract<keyof Z, string>;
  const own = (key: string): key is K => Object.hasOwn(zh, key);
  const text = (locale: Locale, key: K | MessageKey, vars?: CopyVars): string =>
    own(key) ? fillTemplate((locale === 'zh' ? zh : (en as Readonly<Record<string, string>>))[key] ?? key, vars) : translate(locale, key as MessageKey, vars);
  return {
    text,
    use() {
      const { locale } = useLocale();
      return (key, vars) => text(locale(), key, vars);
    },
  };
}
