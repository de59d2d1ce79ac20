/**
 * Zod's messages. English is set on import (zod/mini ships without any), so that INVALID_ARGS, a refused
 * frame, a link's request or a scenario file is explained in words a model and a person can act on; imported for
 * that effect by each context's entry (the workers, the gallery and docs pages) and by the page's modules that word
 * a schema's issues; the playground loads it beside the app, not before the first card
 * (docs/decisions/2026-12-04-zod-messages-off-the-first-card.md).
 *
 * Other languages are worded on demand: `firstIssueIn` runs a failed parse again with each language's message table
 * (e.g. `zod/v4/locales/zh-CN.js`'s `localeError`), for the readers that show a person why a scenario file or a
 * request does not fit (the scenario loader, in the worker and on the page, and the request editor). Only ever run on
 * a failure.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

/** Zod's message table for a language, by language tag. */
export type SchemaTranslations = Readonly<Record<string, z.core.$ZodErrorMap>>;

/** The first issue of `schema`'s failed parse of `data`, worded in each language of `translations`. */
export function firstIssueIn(schema: z.ZodMiniType, data: unknown, translations: SchemaTranslations): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [language, error] of Object.entries(translations)) {
    const again = schema.safeParse(data, { error });
    const worded = again.success ? undefined : again.error.issues[0]?.message;
    if (worded !== undefined) messages[language] = worded;
  }
  return messages;
}
