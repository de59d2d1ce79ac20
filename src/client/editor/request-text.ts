/**
 * Reads the request editor's JSON text: a syntax error with its line and
 * column, or a schema error with its path (as data, worded by the editor in the
 * reader's locale; the parser's own message rides along verbatim); otherwise
 * the document as written, the validated request in the written key order, the
 * lint warnings and the service's verdict on its shape (§1.5 steps 2 and 4).
 */
import { firstIssueIn, type SchemaTranslations } from '../../protocol/zod-messages.ts';
import { formatPath, requestDataSchema, requestProblem, type RequestData, type RequestProblem } from '../../protocol/index.ts';
import { lintRequest, type LintWarning } from './lint.ts';
import { inWrittenOrder, type JsonObject } from './request-doc.ts';

export type EditorError =
  | { readonly kind: 'syntax'; readonly line: number; readonly column: number; readonly detail: string }
  | {
      readonly kind: 'schema';
      readonly path: string;
      readonly detail: string;
      /** The same issue in the reader's other languages (zod's own tables), by language tag. */
      readonly messages?: Readonly<Record<string, string>>;
    };

export type EditorParse =
  | {
      readonly ok: true;
      /** The JSON as written (unknown keys included), for the Form view's in-place edits. */
      readonly doc: JsonObject;
      readonly request: RequestData;
      readonly warnings: readonly LintWarning[];
      /** What the service would reject it with, or null: it will be asked. */
      readonly problem: RequestProblem | null;
    }
  | { readonly ok: false; readonly error: EditorError };

export function lineColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  return { line, column: position - before.lastIndexOf('\n') };
}

function syntaxError(text: string, error: unknown): EditorError {
  const message = error instanceof Error ? error.message : String(error);
  const lc = /line (\d+) column (\d+)/.exec(message);
  const position = /position (\d+)/.exec(message);
  const where = lc !== null ? { line: Number(lc[1]), column: Number(lc[2]) } : lineColumn(text, position !== null ? Number(position[1]) : text.length);
  return { kind: 'syntax', ...where, detail: message.replace(/^JSON\.parse: /, '') };
}

/** `translations`: zod message tables by language, so a schema error can be worded in the page's language too. */
export function parseEditorText(text: string, translations?: SchemaTranslations): EditorParse {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: syntaxError(text, error) };
  }
  const parsed = requestDataSchema.safeParse(data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const messages = translations === undefined ? {} : firstIssueIn(requestDataSchema, data, translations);
    return { ok: false, error: { kind: 'schema', path: formatPath(first?.path ?? []), detail: first?.message ?? '', messages } };
  }
  const doc = data as JsonObject;
  const request = inWrittenOrder(parsed.data, doc);
  return { ok: true, doc, request, warnings: lintRequest(request), problem: requestProblem(request.questions) };
}

export function formatRequest(request: RequestData): string {
  return JSON.stringify(request, null, 2);
}
