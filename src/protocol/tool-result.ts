/**
 * The tool-result projection (§1.4): the exact value and text a model receives.
 * Success text is `JSON.stringify({ answers })` with keys `id, selected, custom`;
 * failure text is `Error: <message>` with `{ name, code }` kept beside it.
 */
import * as z from 'zod/mini';
import type { AskUserQuestionAnswer } from './schemas.ts';

export const toolResultSchema = z.discriminatedUnion('isError', [
  z.object({
    isError: z.literal(false),
    value: z.unknown(),
    content: z.array(z.object({ type: z.literal('text'), text: z.string() })),
  }),
  z.object({
    isError: z.literal(true),
    /** `code` only when the error carries one: DSH's plain Errors (exit_plan_mode's refusals) have none. */
    error: z.object({ name: z.string(), code: z.optional(z.string()) }),
    content: z.array(z.object({ type: z.literal('text'), text: z.string() })),
  }),
]);

export type ToolResult = z.infer<typeof toolResultSchema>;
export type ToolSuccess = Extract<ToolResult, { isError: false }>;
export type ToolFailure = Extract<ToolResult, { isError: true }>;

/** Rebuilds each entry so the key order is exactly `id, selected, custom`. */
export function canonicalAnswer(answer: AskUserQuestionAnswer): AskUserQuestionAnswer {
  return {
    answers: answer.answers.map((a) =>
      a.custom === undefined ? { id: a.id, selected: [...a.selected] } : { id: a.id, selected: [...a.selected], custom: a.custom },
    ),
  };
}

export function projectAnswer(answer: AskUserQuestionAnswer): ToolSuccess {
  const value = canonicalAnswer(answer);
  return { isError: false, value, content: [{ type: 'text', text: JSON.stringify(value) }] };
}

export function projectText(text: string, value: unknown = text): ToolSuccess {
  return { isError: false, value, content: [{ type: 'text', text }] };
}

/** Any thrown value becomes a failure; a code is kept only when the error carries one, as DSH's `toolErrorResult` does. */
export function projectError(error: unknown): ToolFailure {
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  const rawCode = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  const info = typeof rawCode === 'string' ? { name, code: rawCode } : { name };
  return { isError: true, error: info, content: [{ type: 'text', text: `Error: ${message}` }] };
}

/** The single text block the model reads. */
export function resultText(result: ToolResult): string {
  return result.content.map((c) => c.text).join('\n');
}

/** What names a failure where one word must: its code, or for a plain Error (no code, as DSH raises some) its name. */
export function failureCode(result: ToolFailure): string {
  return result.error.code ?? result.error.name;
}
