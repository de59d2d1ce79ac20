/**
 * Zod schemas for every shape that crosses a boundary: the model-facing tool
 * arguments (snake_case), the service-level request items, and the answer.
 * TypeScript types are inferred from these schemas; nothing is declared twice.
 * Frames live in ./frames.ts; runtime-only fields (agent, signal) in ./types.ts.
 *
 * Uses `zod/mini` so both bundles (worker and main) stay small.
 */
import * as z from 'zod/mini';

export const optionSchema = z.object({
  label: z.string(),
  description: z.optional(z.string()),
});

export const intentSchema = z.object({
  kind: z.literal('plan-review'),
  approve: z.string(),
});

/** One question, service level (§1.1). Unknown keys are stripped. */
export const questionItemSchema = z.object({
  id: z.string(),
  question: z.string(),
  header: z.optional(z.string()),
  detail: z.optional(z.string()),
  options: z.optional(z.array(optionSchema)),
  multiSelect: z.optional(z.boolean()),
  intent: z.optional(intentSchema),
});

/**
 * The JSON part of a service request (what `?q=` and the request editor carry).
 * An empty batch is schema-valid on purpose: the service answers it with
 * EMPTY_QUESTIONS, as the seed's validation order prescribes.
 */
export const requestDataSchema = z.object({
  questions: z.array(questionItemSchema),
});

/**
 * Model-facing tool arguments (§1.2): snake_case, no `detail`, no `intent`. The
 * tool itself checks them as DSH does (./dsh/args-check.ts against
 * ./dsh/tool.ts); this schema reads a call's input elsewhere (the transcript,
 * the docs). Options keep keys beyond label and description, as DSH passes them on.
 */
export const toolArgumentsSchema = z.object({
  questions: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      header: z.optional(z.string()),
      options: z.optional(z.array(z.looseObject({ label: z.string(), description: z.optional(z.string()) }))),
      multi_select: z.optional(z.boolean()),
    }),
  ),
});

export const answerItemSchema = z.object({
  id: z.string(),
  selected: z.array(z.string()),
  custom: z.optional(z.string()),
});

export const answerSchema = z.object({
  answers: z.array(answerItemSchema),
});

export type AskUserQuestionOption = z.infer<typeof optionSchema>;
export type QuestionIntent = z.infer<typeof intentSchema>;
export type AskUserQuestionItem = z.infer<typeof questionItemSchema>;
export type RequestData = z.infer<typeof requestDataSchema>;
export type ToolArguments = z.infer<typeof toolArgumentsSchema>;
export type AskUserQuestionAnswerItem = z.infer<typeof answerItemSchema>;
export type AskUserQuestionAnswer = z.infer<typeof answerSchema>;

/** Formats the first zod issue as `path: message`, so a model can correct itself. */
export function describeIssues(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${formatPath(issue.path)}: ${issue.message}`)
    .join('; ');
}

/** The `type` a frame says it has, as text; for anything but an object with a `type`, what kind of value it is. */
export function frameType(data: unknown): string {
  if (typeof data !== 'object' || data === null || !('type' in data)) return typeof data;
  const { type } = data;
  // A value that cannot become a string must not make parsing throw.
  try {
    return String(type);
  } catch {
    return typeof type;
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/**
 * Parses a frame with the schema of its own `type` only (the MCP and provider frames: each schema is built the first
 * time its type is seen); the reason names the frame type and the first bad field (`at state: …`), like the core parsers.
 */
export function parseByType<T>(
  byType: Readonly<Record<string, z.ZodMiniType<T>>>,
  data: unknown,
  side: string,
): { ok: true; frame: T } | { ok: false; reason: string } {
  const type = frameType(data);
  const member = Object.hasOwn(byType, type) ? byType[type] : undefined;
  if (member === undefined) return { ok: false, reason: `invalid ${side} frame (${type}): unknown frame type` };
  const parsed = member.safeParse(data);
  if (parsed.success) return { ok: true, frame: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, reason: `invalid ${side} frame (${type})${issue === undefined ? '' : ` at ${formatPath(issue.path)}: ${issue.message}`}` };
}
