/**
 * Zod's English messages (zod/mini ships without any), so that INVALID_ARGUMENTS,
 * a refused frame, a link's request or a scenario file is explained in words a
 * model and a person can act on. Imported for its effect by each context's entry
 * (the workers, the gallery and docs pages) and by the page's modules that word a
 * schema's issues; the playground loads it beside the app, not before the first
 * card (docs/decisions/2026-12-04-zod-messages-off-the-first-card.md).
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());
