/**
 * MCP form elicitation (spec 2025-11-25) as a surface: an asklab request becomes
 * one `elicitation/create` in form mode with a flat `requestedSchema` keyed by
 * question id, and the harness's `{ action, content }` comes back as a §1.3
 * answer. This module owns the request → schema direction and the answer's way
 * out and back; the reverse mapping (a server's schema → questions, SPEC §9)
 * sits beside it, its answer → content half in ./mcp-content.ts (re-exported
 * here). Pure: no DOM, no worker globals.
 *
 * Choices: no question is `required` (every asklab question can be skipped, so
 * all properties are optional; nothing is lost by that). A Recommended option
 * becomes `default`. `detail` is appended to `description` as plain text.
 */
import { parseOptionLabel, type AskUserQuestionAnswer, type AskUserQuestionItem } from '../protocol/index.ts';
import { LIMIT_SOURCES } from './sources.ts';
import {
  answerFor,
  answerItem,
  duplicateLabels,
  hasMarkdown,
  issue,
  markdownToPlain,
  nameOf,
  own,
  put,
  optionsOf,
  repeats,
  type SurfaceIssue,
  type SurfaceRequest,
  type SurfaceResponse,
  type SurfaceResult,
} from './common.ts';

export const source = LIMIT_SOURCES['mcp'];
import * as z from 'zod/mini';
import { formatPath, type QuestionDraft } from '../protocol/index.ts';
import type { McpField, StringFormat } from './mcp-content.ts';

// The answer → content half lives in ./mcp-content.ts (the page loads it alone); this module is the whole mapping.
export * from './mcp-content.ts';

/**
 * Limits of MCP form elicitation, each with its source.
 * https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation
 * ("Requested Schema": a flat object of primitive properties; single-select enums
 * as `oneOf: [{ const, title }]`, multi-select as `type: 'array'` with
 * `items.anyOf: [{ const, title }]`; `default` allowed on every primitive;
 * `required` lists the properties that must be filled; response actions
 * accept / decline / cancel with `content` only on accept).
 */
export const MCP_LIMITS = {
  // spec 2025-11-25 "Requested Schema": "only top-level properties", keyed by name; two questions with one id collide.
  uniqueIds: true,
  // spec 2025-11-25: enum values are `const`s; a repeated const cannot tell two options apart.
  uniqueOptionValues: true,
  // spec 2025-11-25: a string enum (`oneOf`) holds one of its consts; there is no room for typed text beside it.
  customBesideOptions: false,
  // spec 2025-11-25: `description` is a plain string; clients are not asked to render markdown.
  markdownInDescription: false,
} as const;

export interface McpChoice {
  readonly const: string;
  readonly title: string;
}

export type McpProperty =
  | { readonly type: 'string'; readonly title: string; readonly description?: string; readonly oneOf: readonly McpChoice[]; readonly default?: string }
  | { readonly type: 'array'; readonly title: string; readonly description?: string; readonly items: { readonly anyOf: readonly McpChoice[] }; readonly default?: readonly string[] }
  | { readonly type: 'string'; readonly title: string; readonly description?: string };

export interface McpElicitRequest {
  readonly method: 'elicitation/create';
  readonly params: {
    readonly mode: 'form';
    readonly message: string;
    readonly requestedSchema: {
      readonly type: 'object';
      readonly properties: Readonly<Record<string, McpProperty>>;
      readonly required?: readonly string[];
    };
  };
}

export type McpResponse =
  | { readonly action: 'accept'; readonly content: Readonly<Record<string, string | readonly string[]>> }
  | { readonly action: 'decline' }
  | { readonly action: 'cancel' };

function describe(item: AskUserQuestionItem): string {
  const detail = item.detail === undefined || item.detail.trim() === '' ? '' : `\n\n${markdownToPlain(item.detail)}`;
  return `${item.question}${detail}`;
}

function propertyOf(item: AskUserQuestionItem): McpProperty {
  const title = item.header !== undefined && item.header.trim() !== '' ? item.header : item.question;
  const description = describe(item);
  const base = description === title ? { title } : { title, description };
  const options = optionsOf(item);
  if (options.length === 0) return { type: 'string', ...base };
  const choices = options.map((o) => ({ const: o.label, title: o.label }));
  const recommended = options.filter((o) => parseOptionLabel(o.label).recommended).map((o) => o.label);
  if (item.multiSelect === true) {
    return { type: 'array', ...base, items: { anyOf: choices }, ...(recommended.length > 0 ? { default: recommended } : {}) };
  }
  const first = recommended[0];
  return { type: 'string', ...base, oneOf: choices, ...(first !== undefined ? { default: first } : {}) };
}

export function toSurface(questions: readonly AskUserQuestionItem[]): SurfaceRequest<McpElicitRequest> {
  const issues: SurfaceIssue[] = [];
  const properties: Record<string, McpProperty> = {};
  for (const { index, value } of repeats(questions.map((q) => q.id))) {
    const item = questions[index];
    issues.push(issue('violation', `questions[${index}].id`, 'idDuplicate', item, { value },
      `MCP: ${item === undefined ? '' : nameOf(item)} reuses the id "${value}": requestedSchema is keyed by id, so the later property replaces the earlier one`));
  }
  questions.forEach((item, q) => {
    const at = `questions[${q}]`;
    if (own(properties, item.id) === undefined) put(properties, item.id, propertyOf(item));
    for (const label of duplicateLabels(item)) {
      issues.push(issue('violation', `${at}.options`, 'labelDuplicate', item, { label },
        `MCP: ${nameOf(item)} lists "${label}" twice: two enum consts with one value cannot be told apart`));
    }
    if (item.detail !== undefined && hasMarkdown(item.detail)) {
      issues.push(issue('loss', `${at}.detail`, 'detailPlain', item, {},
        `MCP: ${nameOf(item)} has markdown in its detail: it goes into "description" as plain text, the formatting is lost`));
    }
    // schema.ts TitledSingleSelectEnumSchema / TitledMultiSelectEnumSchema: each choice is `{ const, title }`, nothing more.
    if (optionsOf(item).some((o) => o.description !== undefined && o.description.trim() !== '')) {
      issues.push(issue('loss', `${at}.options`, 'optionDescriptionDropped', item, {},
        `MCP: ${nameOf(item)} has option descriptions: a titled enum choice is only { const, title }, so they are not shown`));
    }
    if (optionsOf(item).length > 0) {
      issues.push(issue('loss', `${at}.options`, 'customDropped', item, {},
        `MCP: ${nameOf(item)} offers typed text beside its options on the card: an enum property has no place for it`));
    }
  });
  const message = questions.map((q) => q.question).join('\n');
  return { payload: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties } } }, issues };
}

/** The harness's reply to `answer`: `{ action: 'accept', content }`, skipped questions left out. */
export function answerToSurface(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer): SurfaceResponse<McpResponse> {
  const content: Record<string, string | readonly string[]> = {};
  const issues: SurfaceIssue[] = [];
  questions.forEach((item, q) => {
    const a = answerFor(answer, item, q);
    const hasOptions = optionsOf(item).length > 0;
    if (!hasOptions) {
      if (a.custom !== undefined) put(content, item.id, a.custom);
      return;
    }
    if (a.custom !== undefined) {
      issues.push(issue('loss', `answers[${q}].custom`, 'customLost', item, { custom: a.custom },
        `MCP: the typed answer "${a.custom}" to ${nameOf(item)} has no place in an enum property and is dropped`));
    }
    if (item.multiSelect === true) {
      if (a.selected.length > 0) put(content, item.id, [...a.selected]);
    } else {
      const chosen = a.selected[0];
      if (chosen !== undefined) put(content, item.id, chosen);
    }
  });
  return { response: { action: 'accept', content }, issues };
}

export function outcomeToSurface(outcome: 'cancelled' | 'declined'): McpResponse {
  return outcome === 'declined' ? { action: 'decline' } : { action: 'cancel' };
}

/** The §1.3 answer (or outcome) the harness's reply stands for. */
export function fromSurface(questions: readonly AskUserQuestionItem[], response: McpResponse): SurfaceResult {
  if (response.action === 'decline') return { outcome: 'declined' };
  if (response.action === 'cancel') return { outcome: 'cancelled' };
  return {
    answers: questions.map((item) => {
      const value = own(response.content, item.id);
      if (value === undefined) return { id: item.id, selected: [] };
      if (optionsOf(item).length === 0) return answerItem(item.id, [], typeof value === 'string' ? value : value.join(', '));
      const labels = new Set(optionsOf(item).map((o) => o.label));
      const picked = (typeof value === 'string' ? [value] : value).filter((v) => labels.has(v));
      // In the order the client listed them: the card's answer keeps click order, as DSH's does.
      const ordered = [...new Set(picked)];
      return { id: item.id, selected: item.multiSelect === true ? ordered : ordered.slice(0, 1) };
    }),
  };
}

// ---- reverse: requestedSchema → questions -------------------------------------

const FORMATS = ['email', 'uri', 'date', 'date-time'] as const satisfies readonly StringFormat[];

const titled = z.object({ const: z.string(), title: z.string() });
const described = { title: z.optional(z.string()), description: z.optional(z.string()) };

const stringProperty = z.object({
  type: z.literal('string'),
  ...described,
  format: z.optional(z.enum(FORMATS)),
  minLength: z.optional(z.number().check(z.gte(0))),
  maxLength: z.optional(z.number().check(z.gte(0))),
  pattern: z.optional(z.string()),
  enum: z.optional(z.array(z.string()).check(z.minLength(1))),
  enumNames: z.optional(z.array(z.string())),
  oneOf: z.optional(z.array(titled).check(z.minLength(1))),
  default: z.optional(z.string()),
});

const numberProperty = z.object({
  type: z.enum(['number', 'integer']),
  ...described,
  minimum: z.optional(z.number()),
  maximum: z.optional(z.number()),
  default: z.optional(z.number()),
});

const booleanProperty = z.object({ type: z.literal('boolean'), ...described, default: z.optional(z.boolean()) });

const arrayProperty = z.object({
  type: z.literal('array'),
  ...described,
  minItems: z.optional(z.number().check(z.gte(0))),
  maxItems: z.optional(z.number().check(z.gte(0))),
  items: z.union([
    z.object({ type: z.optional(z.literal('string')), enum: z.array(z.string()).check(z.minLength(1)) }),
    z.object({ anyOf: z.array(titled).check(z.minLength(1)) }),
  ]),
  default: z.optional(z.array(z.string())),
});

/** The labels the card shows for a boolean (translated by the page, sent with the connection). */
export interface BooleanLabels {
  readonly yes: string;
  readonly no: string;
}

export interface Choice {
  /** What the server receives. */
  readonly value: string;
  /** What the card shows (and the answer carries); unique within the field. */
  readonly label: string;
}


export interface SchemaQuestions {
  readonly fields: readonly McpField[];
  readonly questions: readonly AskUserQuestionItem[];
  /** One per question: the schema's `default`, or empty. */
  readonly drafts: readonly QuestionDraft[];
}

/** Why a schema was refused: a nested object, a type MCP does not define, or a shape that does not fit the flat subset. */
export type SchemaProblem = 'nested' | 'type' | 'invalid';

export type SchemaMapping =
  | ({ readonly ok: true } & SchemaQuestions)
  | { readonly ok: false; readonly path: string; readonly reason: string; readonly problem: SchemaProblem };

const EMPTY: QuestionDraft = { selected: [], custom: '', skipped: false };

/** Labels must be unique for the answer to say which one was picked: a repeated title gets its value beside it. */
function choicesOf(pairs: readonly (readonly [value: string, title: string])[]): Choice[] {
  const counts = new Map<string, number>();
  for (const [, title] of pairs) counts.set(title, (counts.get(title) ?? 0) + 1);
  return pairs.map(([value, title]) => ({ value, label: (counts.get(title) ?? 0) > 1 ? `${title} (${value})` : title }));
}

const fail = (path: readonly PropertyKey[], reason: string, problem: SchemaProblem = 'invalid'): SchemaMapping => ({
  ok: false,
  path: formatPath(path),
  reason,
  problem,
});

/**
 * Maps a form-mode `requestedSchema` to questions (id = property key, header =
 * title, question = description or title). Anything outside the flat subset MCP
 * defines (a nested object, an unknown type) is refused with the path and why.
 */
export function questionsFromSchema(schema: unknown, labels: BooleanLabels): SchemaMapping {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return fail([], 'the requested schema is not an object');
  const root = schema as { type?: unknown; properties?: unknown; required?: unknown };
  if (root.type !== 'object') return fail(['type'], 'the requested schema must have type "object"');
  if (typeof root.properties !== 'object' || root.properties === null || Array.isArray(root.properties)) {
    return fail(['properties'], 'the requested schema has no properties');
  }
  const required = new Set(Array.isArray(root.required) ? root.required.filter((r): r is string => typeof r === 'string') : []);
  const entries = Object.entries(root.properties as Record<string, unknown>);
  if (entries.length === 0) return fail(['properties'], 'the requested schema has no properties');

  const fields: McpField[] = [];
  const questions: AskUserQuestionItem[] = [];
  const drafts: QuestionDraft[] = [];
  for (const [key, raw] of entries) {
    const path = ['properties', key];
    const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
    const base = { key, required: required.has(key) };
    const text = (p: { title?: string | undefined; description?: string | undefined }): AskUserQuestionItem => ({
      id: key,
      question: p.description ?? p.title ?? key,
      ...(p.title !== undefined ? { header: p.title } : {}),
    });
    switch (type) {
      case 'object':
        return fail(path, 'nested objects are not supported (MCP elicitation allows only flat, primitive properties)', 'nested');
      case 'string': {
        const parsed = stringProperty.safeParse(raw);
        if (!parsed.success) return fail([...path, ...(parsed.error.issues[0]?.path ?? [])], parsed.error.issues[0]?.message ?? 'invalid');
        const p = parsed.data;
        const pairs: [string, string][] | undefined =
          p.oneOf?.map((o) => [o.const, o.title]) ??
          p.enum?.map((value, i) => [value, p.enumNames?.[i] ?? value]);
        if (pairs !== undefined) {
          const choices = choicesOf(pairs);
          fields.push({ ...base, kind: 'single', choices });
          questions.push({ ...text(p), options: choices.map((c) => ({ label: c.label })) });
          const chosen = choices.find((c) => c.value === p.default);
          drafts.push(chosen === undefined ? EMPTY : { selected: [chosen.label], custom: '', skipped: false });
          break;
        }
        fields.push({
          ...base,
          kind: 'text',
          ...(p.format !== undefined ? { format: p.format } : {}),
          ...(p.minLength !== undefined ? { minLength: p.minLength } : {}),
          ...(p.maxLength !== undefined ? { maxLength: p.maxLength } : {}),
          ...(p.pattern !== undefined ? { pattern: p.pattern } : {}),
        });
        questions.push(text(p));
        drafts.push(p.default === undefined ? EMPTY : { selected: [], custom: p.default, skipped: false });
        break;
      }
      case 'number':
      case 'integer': {
        const parsed = numberProperty.safeParse(raw);
        if (!parsed.success) return fail([...path, ...(parsed.error.issues[0]?.path ?? [])], parsed.error.issues[0]?.message ?? 'invalid');
        const p = parsed.data;
        fields.push({
          ...base,
          kind: 'number',
          integer: p.type === 'integer',
          ...(p.minimum !== undefined ? { minimum: p.minimum } : {}),
          ...(p.maximum !== undefined ? { maximum: p.maximum } : {}),
        });
        questions.push(text(p));
        drafts.push(p.default === undefined ? EMPTY : { selected: [], custom: String(p.default), skipped: false });
        break;
      }
      case 'boolean': {
        const parsed = booleanProperty.safeParse(raw);
        if (!parsed.success) return fail([...path, ...(parsed.error.issues[0]?.path ?? [])], parsed.error.issues[0]?.message ?? 'invalid');
        const p = parsed.data;
        fields.push({ ...base, kind: 'boolean', yes: labels.yes, no: labels.no });
        questions.push({ ...text(p), options: [{ label: labels.yes }, { label: labels.no }] });
        drafts.push(p.default === undefined ? EMPTY : { selected: [p.default ? labels.yes : labels.no], custom: '', skipped: false });
        break;
      }
      case 'array': {
        const parsed = arrayProperty.safeParse(raw);
        if (!parsed.success) {
          return fail([...path, 'items'], 'an array must list its choices in items.enum or items.anyOf (const/title)');
        }
        const p = parsed.data;
        const pairs: [string, string][] =
          'anyOf' in p.items ? p.items.anyOf.map((o) => [o.const, o.title]) : p.items.enum.map((v) => [v, v]);
        const choices = choicesOf(pairs);
        fields.push({
          ...base,
          kind: 'multi',
          choices,
          ...(p.minItems !== undefined ? { minItems: p.minItems } : {}),
          ...(p.maxItems !== undefined ? { maxItems: p.maxItems } : {}),
        });
        questions.push({ ...text(p), options: choices.map((c) => ({ label: c.label })), multiSelect: true });
        const picked = choices.filter((c) => p.default?.includes(c.value) === true).map((c) => c.label);
        drafts.push(picked.length === 0 ? EMPTY : { selected: picked, custom: '', skipped: false });
        break;
      }
      default:
        return fail(
          [...path, 'type'],
          `type ${JSON.stringify(type ?? null)} is not one MCP elicitation defines (string, number, integer, boolean, array of choices)`,
          'type',
        );
    }
  }
  return { ok: true, fields, questions, drafts };
}
