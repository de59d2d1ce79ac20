/**
 * MCP form elicitation (spec 2025-11-25) as a surface: an asklab request becomes
 * one `elicitation/create` in form mode with a flat `requestedSchema` keyed by
 * question id, and the harness's `{ action, content }` comes back as a §1.3
 * answer. This module owns the request → schema direction and the answer's way
 * out and back; the reverse mapping (a server's schema → questions, SPEC §9)
 * sits beside it in this same file. Pure: no DOM, no worker globals.
 *
 * Choices: no question is `required` (every asklab question can be skipped, so
 * all properties are optional; nothing is lost by that). A Recommended option
 * becomes `default`. `detail` is appended to `description` as plain text.
 */
import { parseOptionLabel, type AskUserQuestionAnswer, type AskUserQuestionItem } from '../protocol/index.ts';
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
      issues.push(issue('loss', `answers[${q}].custom`, 'customDropped', item, { custom: a.custom },
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
      const ordered = optionsOf(item).map((o) => o.label).filter((l, i, all) => picked.includes(l) && all.indexOf(l) === i);
      return { id: item.id, selected: item.multiSelect === true ? ordered : ordered.slice(0, 1) };
    }),
  };
}
