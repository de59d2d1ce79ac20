/**
 * What MCP adds to the core frames (SPEC §9): the block an elicitation adds to
 * `question/requested` (the asking server, its message, and the field rules the
 * page validates against before anything is sent) and the origin of a tool row.
 * The MCP frames themselves, and the shapes only they carry, are in
 * ./mcp-frames.ts; the mapping that fills these shapes is src/surfaces/mcp.ts.
 */
import * as z from 'zod/mini';

// Each schema is built when first used (`z.lazy`), not when a worker starts (docs/decisions/2026-12-06-schemas-built-on-first-use.md).

const choiceSchema = z.lazy(() => z.object({ value: z.string(), label: z.string() }));
const fieldBase = () => ({ key: z.string(), required: z.boolean() });

/** One property of a flat requested schema, with the rules its value must meet (the `McpField` of src/surfaces/mcp.ts). */
export const mcpFieldSchema = z.lazy(() => z.discriminatedUnion('kind', [
  z.object({
    ...fieldBase(),
    kind: z.literal('text'),
    format: z.optional(z.enum(['email', 'uri', 'date', 'date-time'])),
    minLength: z.optional(z.number()),
    maxLength: z.optional(z.number()),
    pattern: z.optional(z.string()),
  }),
  z.object({ ...fieldBase(), kind: z.literal('number'), integer: z.boolean(), minimum: z.optional(z.number()), maximum: z.optional(z.number()) }),
  z.object({ ...fieldBase(), kind: z.literal('boolean'), yes: z.string(), no: z.string() }),
  z.object({ ...fieldBase(), kind: z.literal('single'), choices: z.array(choiceSchema) }),
  z.object({
    ...fieldBase(),
    kind: z.literal('multi'),
    choices: z.array(choiceSchema),
    minItems: z.optional(z.number()),
    maxItems: z.optional(z.number()),
  }),
]));

const draftSchema = z.lazy(() => z.object({ selected: z.array(z.string()), custom: z.string(), skipped: z.boolean() }));

/**
 * What an elicitation adds to its `question/requested`: who asks and why, and
 * for a form the fields (validated on the page before the answer is sent) and
 * the schema's defaults as starting drafts; for a URL the address to confirm.
 */
export const elicitationBlockSchema = z.lazy(() => z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('form'),
    server: z.string(),
    message: z.string(),
    fields: z.array(mcpFieldSchema),
    drafts: z.array(draftSchema),
  }),
  z.object({ mode: z.literal('url'), server: z.string(), message: z.string(), url: z.string() }),
]));

/** Marks a tool row as an MCP server's: its result is what Model receives shows. */
export const toolOriginSchema = z.lazy(() => z.object({ kind: z.literal('mcp'), server: z.string() }));

export type McpFieldData = z.infer<typeof mcpFieldSchema>;
export type ElicitationBlock = z.infer<typeof elicitationBlockSchema>;
export type ToolOrigin = z.infer<typeof toolOriginSchema>;
