/**
 * MCP elicitation, answer → content (SPEC §9): the person's answer as the
 * `content` of an `accept`, each value converted to its field's type and
 * checked against the field's rules. The half of the MCP mapping (./mcp.ts,
 * which re-exports it) that the page needs before it sends an answer, kept
 * free of schemas and of every other import but types, so loading it costs
 * the page almost nothing. Pure: no DOM, no worker globals.
 */
import type { AskUserQuestionAnswer, McpFieldData } from '../protocol/index.ts';

/**
 * One property of a flat schema asklab accepts, with the rules its value must
 * meet. Its zod schema is `mcpFieldSchema` (src/protocol/mcp-schemas.ts): the
 * fields travel on `question/requested`, so the page validates with this module too.
 */
export type McpField = McpFieldData;

export type StringFormat = 'email' | 'uri' | 'date' | 'date-time';

export type ContentValue = string | number | boolean | string[];

/** Why a value does not fit its field; `limit` is the schema's bound when there is one. */
export type FieldProblem =
  | { readonly code: 'required' | 'number' | 'integer' | 'choice' | 'pattern' }
  | { readonly code: 'format'; readonly format: StringFormat }
  | { readonly code: 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems'; readonly limit: number };

export type ContentResult =
  | { readonly ok: true; readonly content: Record<string, ContentValue> }
  | { readonly ok: false; readonly index: number; readonly field: string; readonly problem: FieldProblem };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function validDate(text: string): boolean {
  const m = DATE.exec(text);
  if (m === null) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function validUri(text: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:\S*$/i.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

export function formatProblem(format: StringFormat, text: string): boolean {
  switch (format) {
    case 'email':
      return !EMAIL.test(text);
    case 'uri':
      return !validUri(text);
    case 'date':
      return !validDate(text);
    case 'date-time':
      return !DATE_TIME.test(text) || Number.isNaN(Date.parse(text));
  }
}

/** Length in code points, as JSON Schema counts it. */
const lengthOf = (text: string): number => [...text].length;

function patternMatches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    // A pattern the browser cannot compile cannot be checked here; the server still validates.
    return true;
  }
}

type One = { ok: true; value: ContentValue | undefined } | { ok: false; problem: FieldProblem };

function valueOf(field: McpField, selected: readonly string[], custom: string | undefined): One {
  const none = selected.length === 0 && custom === undefined;
  if (none) return field.required ? { ok: false, problem: { code: 'required' } } : { ok: true, value: undefined };
  switch (field.kind) {
    case 'text': {
      const text = custom ?? '';
      if (field.minLength !== undefined && lengthOf(text) < field.minLength) return { ok: false, problem: { code: 'minLength', limit: field.minLength } };
      if (field.maxLength !== undefined && lengthOf(text) > field.maxLength) return { ok: false, problem: { code: 'maxLength', limit: field.maxLength } };
      if (field.format !== undefined && formatProblem(field.format, text)) return { ok: false, problem: { code: 'format', format: field.format } };
      if (field.pattern !== undefined && !patternMatches(field.pattern, text)) return { ok: false, problem: { code: 'pattern' } };
      return { ok: true, value: text };
    }
    case 'number': {
      const text = (custom ?? '').trim();
      const n = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(n)) return { ok: false, problem: { code: 'number' } };
      if (field.integer && !Number.isInteger(n)) return { ok: false, problem: { code: 'integer' } };
      if (field.minimum !== undefined && n < field.minimum) return { ok: false, problem: { code: 'minimum', limit: field.minimum } };
      if (field.maximum !== undefined && n > field.maximum) return { ok: false, problem: { code: 'maximum', limit: field.maximum } };
      return { ok: true, value: n };
    }
    case 'boolean': {
      if (custom !== undefined || selected.length !== 1) return { ok: false, problem: { code: 'choice' } };
      if (selected[0] === field.yes) return { ok: true, value: true };
      if (selected[0] === field.no) return { ok: true, value: false };
      return { ok: false, problem: { code: 'choice' } };
    }
    case 'single': {
      const choice = field.choices.find((c) => c.label === selected[0]);
      if (custom !== undefined || selected.length !== 1 || choice === undefined) return { ok: false, problem: { code: 'choice' } };
      return { ok: true, value: choice.value };
    }
    case 'multi': {
      if (custom !== undefined) return { ok: false, problem: { code: 'choice' } };
      const values: string[] = [];
      for (const label of selected) {
        const choice = field.choices.find((c) => c.label === label);
        if (choice === undefined) return { ok: false, problem: { code: 'choice' } };
        values.push(choice.value);
      }
      if (field.minItems !== undefined && values.length < field.minItems) return { ok: false, problem: { code: 'minItems', limit: field.minItems } };
      if (field.maxItems !== undefined && values.length > field.maxItems) return { ok: false, problem: { code: 'maxItems', limit: field.maxItems } };
      return { ok: true, value: values };
    }
  }
}

/**
 * The answer as the `content` of an `accept`: labels become consts, Yes/No
 * booleans, numeric text numbers; a skipped optional field is left out. The
 * first value that does not fit stops it, naming the field and its position.
 */
export function contentFromAnswer(fields: readonly McpField[], answer: AskUserQuestionAnswer): ContentResult {
  const content: Record<string, ContentValue> = {};
  for (const [index, field] of fields.entries()) {
    const entry = answer.answers.find((a) => a.id === field.key);
    const one = valueOf(field, entry?.selected ?? [], entry?.custom);
    if (!one.ok) return { ok: false, index, field: field.key, problem: one.problem };
    if (one.value !== undefined) content[field.key] = one.value;
  }
  return { ok: true, content };
}

/**
 * A value that does not fit its field, as the page reports it before anything is sent: the property key, the
 * question's position on the card and the problem (the card words it by name and shows that question).
 */
export class ElicitationFieldError extends Error {
  override readonly name = 'ElicitationFieldError';
  readonly field: string;
  readonly index: number;
  readonly problem: FieldProblem;
  constructor(field: string, index: number, problem: FieldProblem) {
    super(`The value for "${field}" does not fit the server's schema (${problem.code}); nothing was sent.`);
    this.field = field;
    this.index = index;
    this.problem = problem;
  }
}

/** Throws `ElicitationFieldError` for the first value of `answer` that does not fit its field. */
export function checkContent(fields: readonly McpField[], answer: AskUserQuestionAnswer): void {
  const content = contentFromAnswer(fields, answer);
  if (!content.ok) throw new ElicitationFieldError(content.field, content.index, content.problem);
}

/** Required fields cannot be skipped on the card. */
export function skippable(fields: readonly McpField[], index: number): boolean {
  return fields[index]?.required !== true;
}
