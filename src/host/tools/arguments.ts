/**
 * Turns raw tool arguments into checked data, or DSH's ToolArgsError (code
 * INVALID_ARGS) listing every violation in DSH's words, so a live model reads
 * what it would read from DSH and can correct itself. The check is DSH's JSON
 * Schema walk over the very schema the model was sent (protocol/dsh).
 */
import { ToolArgsError } from '../../protocol/index.ts';
import { argumentViolations, parseArgumentText, type CheckSchema } from '../../protocol/dsh/args-check.ts';

export function checkToolArguments(schema: CheckSchema, raw: unknown): unknown {
  const data = parseArgumentText(raw);
  const violations = argumentViolations(schema, data);
  if (violations.length > 0) throw new ToolArgsError(violations);
  return data;
}
