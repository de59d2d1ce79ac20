/**
 * Parses the request editor's JSON text: syntax errors with line and column,
 * schema errors with the JSON path, then the lint warnings.
 */
import { describeIssues, requestDataSchema, type RequestData } from '../../protocol/index.ts';
import { lintRequest, type LintWarning } from './lint.ts';

export type EditorParse =
  | { readonly ok: true; readonly request: RequestData; readonly warnings: readonly LintWarning[] }
  | { readonly ok: false; readonly error: string };

export function lineColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  return { line, column: position - before.lastIndexOf('\n') };
}

export function parseEditorText(text: string): EditorParse {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const lc = /line (\d+) column (\d+)/.exec(message);
    const where =
      lc !== null
        ? `line ${lc[1]}, column ${lc[2]}`
        : position !== null
          ? (({ line, column }) => `line ${line}, column ${column}`)(lineColumn(text, Number(position[1])))
          : 'end of text';
    return { ok: false, error: `JSON syntax error at ${where}: ${message.replace(/^JSON\.parse: /, '')}` };
  }
  const parsed = requestDataSchema.safeParse(data);
  if (!parsed.success) return { ok: false, error: `Schema error at ${describeIssues(parsed.error)}` };
  return { ok: true, request: parsed.data, warnings: lintRequest(parsed.data) };
}

export function formatRequest(request: RequestData): string {
  return JSON.stringify(request, null, 2);
}
