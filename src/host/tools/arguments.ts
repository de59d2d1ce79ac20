/**
 * Turns raw tool arguments into validated data or an INVALID_ARGUMENTS error
 * naming the offending path, so a live model can correct itself.
 */
import * as z from 'zod/mini';
import { UserQuestionError, describeIssues } from '../../protocol/index.ts';

export function parseToolArguments<T>(toolName: string, schema: z.ZodMiniType<T>, raw: unknown): T {
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new UserQuestionError('INVALID_ARGUMENTS', `${toolName}: the arguments are not valid JSON (${why}).`);
    }
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new UserQuestionError('INVALID_ARGUMENTS', `${toolName}: invalid arguments at ${describeIssues(parsed.error)}.`);
  }
  return parsed.data;
}
