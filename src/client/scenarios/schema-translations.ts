/**
 * The languages, besides English, that the page words a scenario's schema problems in: zod's own message table for
 * each (zod/mini ships none). Passed to the loader by the page's readers of scenarios a person hands it (Yours,
 * an opened file, a `?scenario-data=` link); the worker's loader needs none. Loaded with those readers, never with
 * the first card.
 */
import zhCN from 'zod/v4/locales/zh-CN.js';
import type { SchemaTranslations } from '../../scenarios/loader.ts';

export const SCHEMA_TRANSLATIONS: SchemaTranslations = { zh: zhCN().localeError };
