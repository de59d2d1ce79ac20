/**
 * A failed parse's first issue in other languages: zod words an issue as it is raised, so the same parse is run
 * again with each language's message table (e.g. `zod/v4/locales/zh-CN.js`'s `localeError`). Used by the readers
 * that show a person why a scenario file or a request does not fit; only ever run on a failure. Standalone, so
 * neither the worker nor the first card carries it.
 */
import type * as z from 'zod/mini';

/** Zod's message table for a language, by language tag. */
export type SchemaTranslations = Readonly<Record<string, z.core.$ZodErrorMap>>;

export function firstIssueIn(schema: z.ZodMiniType, data: unknown, translations: SchemaTranslations): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [language, error] of Object.entries(translations)) {
    const again = schema.safeParse(data, { error });
    const worded = again.success ? undefined : again.error.issues[0]?.message;
    if (worded !== undefined) messages[language] = worded;
  }
  return messages;
}
