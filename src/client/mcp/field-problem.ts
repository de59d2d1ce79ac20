/**
 * Words for a value that does not fit an MCP form's field (SPEC §9), and for
 * arguments that do not fit a tool's input schema: each problem as a copy key
 * and its variables, so the text follows a locale switch.
 */
import type { McpArgumentProblem } from '../../protocol/index.ts';
import type { FieldProblem } from '../../surfaces/mcp.ts';
import type { McpKey } from './mcp-copy.ts';

export interface Worded {
  readonly key: McpKey;
  readonly vars: Readonly<Record<string, string | number>>;
}

export function fieldProblemText(field: string, problem: FieldProblem): Worded {
  switch (problem.code) {
    case 'format':
      return { key: `mcp.field.${problem.format}`, vars: { field } };
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems':
      return { key: `mcp.field.${problem.code}`, vars: { field, limit: problem.limit } };
    default:
      return { key: `mcp.field.${problem.code}`, vars: { field } };
  }
}

export function argumentProblemText(problem: McpArgumentProblem): Worded {
  const path = problem.path;
  switch (problem.code) {
    case 'invalid_type':
      return { key: 'mcp.arg.invalid_type', vars: { path, expected: problem.expected ?? '?' } };
    case 'too_small':
    case 'too_big':
      return { key: `mcp.arg.${problem.code}`, vars: { path, limit: problem.limit ?? '?' } };
    case 'invalid_format':
      return { key: 'mcp.arg.invalid_format', vars: { path, format: problem.format ?? '?' } };
    default:
      return { key: `mcp.arg.${problem.code}`, vars: { path } };
  }
}
