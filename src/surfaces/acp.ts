/**
 * DSH's ACP provider as a surface (SPEC §8, §12): the `elicitation/create`
 * params it sends for each question, and how it reads the client's response.
 * The provider in the worker (host/providers/acp.ts) sends exactly
 * `elicitationFor` and decides with exactly `readResponse`; the Surfaces tab
 * shows the same params. Checking them against the stable ACP schema needs
 * the SDK, which the page loads lazily (client/acp/); this module stays pure.
 *
 * DSH: packages/ui/acp/src/index.ts @ b06bcfd21c (`elicitationForQuestion`,
 * `requireStringContent`, `stringArrayContent`, `ask`). One request per
 * question, in sequence; decline and cancel alike are ASK_CANCELLED; an empty
 * accept NO_ANSWER; custom wins over choice; the choice is not checked against
 * the options; no `default`; no `toolCallId`.
 */
import type { AskUserQuestionAnswer, AskUserQuestionAnswerItem, AskUserQuestionItem, AskUserQuestionOption } from '../protocol/index.ts';
import { ACP_TEXT } from './dsh-texts.ts';
import { LIMIT_SOURCES } from './sources.ts';
import { answerFor, issue, nameOf, optionsOf, type SurfaceIssue, type SurfaceRequest, type SurfaceResponse, type SurfaceResult } from './common.ts';

export const source = LIMIT_SOURCES['acp'];

export interface AcpEnumOption {
  readonly const: string;
  readonly title: string;
}

export type AcpProperty =
  | { readonly type: 'string'; readonly title: string; readonly description?: string; readonly oneOf?: readonly AcpEnumOption[] }
  | { readonly type: 'array'; readonly title: string; readonly description: string; readonly items: { readonly anyOf: readonly AcpEnumOption[] } };

export interface AcpElicitationParams {
  readonly sessionId: string;
  readonly mode: 'form';
  readonly message: string;
  readonly requestedSchema: {
    readonly type: 'object';
    readonly title: string;
    readonly properties: Readonly<Record<string, AcpProperty>>;
    readonly required: readonly string[];
  };
}

/** `ElicitationContentValue` as the SDK types it. */
export type AcpContentValue = string | number | boolean | readonly string[];

export type AcpResponse =
  | { readonly action: 'accept'; readonly content?: Readonly<Record<string, AcpContentValue>> | null }
  | { readonly action: 'decline' }
  | { readonly action: 'cancel' };

function optionTitle(option: AskUserQuestionOption): string {
  return option.description === undefined ? option.label : `${option.label}: ${option.description}`;
}

/** The params of one `elicitation/create`, built as dsh-acp builds them. */
export function elicitationFor(sessionId: string, item: AskUserQuestionItem): AcpElicitationParams {
  const title = item.header ?? ACP_TEXT.untitled;
  const message = item.detail === undefined ? item.question : `${item.question}\n\n${item.detail}`;
  const options = optionsOf(item);
  if (options.length === 0) {
    return {
      sessionId,
      mode: 'form',
      message,
      requestedSchema: { type: 'object', title, properties: { custom: { type: 'string', title: item.question } }, required: ['custom'] },
    };
  }
  const choices = options.map((option) => ({ const: option.label, title: optionTitle(option) }));
  const choice: AcpProperty = item.multiSelect === true
    ? { type: 'array', title: item.question, description: ACP_TEXT.chooseMany, items: { anyOf: choices } }
    : { type: 'string', title: item.question, description: ACP_TEXT.chooseOne, oneOf: choices };
  return {
    sessionId,
    mode: 'form',
    message,
    requestedSchema: {
      type: 'object',
      title,
      properties: { choice, custom: { type: 'string', title: ACP_TEXT.customTitle, description: ACP_TEXT.customDescription } },
      required: [],
    },
  };
}

export type AcpReading =
  | { readonly answer: AskUserQuestionAnswerItem }
  | { readonly code: 'ASK_CANCELLED' | 'NO_ANSWER'; readonly message: string };

/** One response, read as dsh-acp's `ask` reads it. */
export function readResponse(item: AskUserQuestionItem, response: AcpResponse): AcpReading {
  if (response.action !== 'accept') return { code: 'ASK_CANCELLED', message: ACP_TEXT.cancelled };
  const content = response.content;
  const rawCustom = content?.['custom'];
  const custom = typeof rawCustom === 'string' && rawCustom.trim().length > 0 ? rawCustom : undefined;
  const rawChoice = content?.['choice'];
  const selected = Array.isArray(rawChoice)
    ? rawChoice.filter((value): value is string => typeof value === 'string' && value.length > 0)
    : typeof rawChoice === 'string' && rawChoice.length > 0 ? [rawChoice] : [];
  if (custom === undefined && selected.length === 0) return { code: 'NO_ANSWER', message: ACP_TEXT.noAnswer };
  return { answer: custom === undefined ? { id: item.id, selected } : { id: item.id, selected: [], custom } };
}

/** The session id the Surfaces tab shows (a live client's own id goes out for real). */
export const SHOWN_SESSION_ID = 'session-1';

export function toSurface(questions: readonly AskUserQuestionItem[]): SurfaceRequest<AcpElicitationParams[]> {
  return { payload: questions.map((item) => elicitationFor(SHOWN_SESSION_ID, item)), issues: [] };
}

export function answerToSurface(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer): SurfaceResponse<AcpResponse[]> {
  const issues: SurfaceIssue[] = [];
  const response = questions.map((item, q): AcpResponse => {
    const a = answerFor(answer, item, q);
    if (a.custom !== undefined && a.selected.length > 0) {
      issues.push(issue('loss', `answers[${q}].selected`, 'customReplacesChoice', item, {},
        `ACP: custom wins over choice, so the choice beside the text to ${nameOf(item)} is lost`));
    }
    if (a.custom === undefined && a.selected.includes('')) {
      issues.push(issue('loss', `answers[${q}].selected`, 'emptyLabelDropped', item, {},
        `ACP: dsh-acp drops an empty choice value, so the empty label chosen for ${nameOf(item)} is lost`));
    }
    if (a.custom === undefined && a.selected.length === 0) {
      issues.push(issue('violation', `answers[${q}]`, 'noSkip', item, {},
        `ACP: ${nameOf(item)} cannot be skipped: an empty accept is NO_ANSWER`));
    }
    const content: Record<string, AcpContentValue> = {};
    if (a.selected.length > 0) content['choice'] = item.multiSelect === true ? [...a.selected] : (a.selected[0] as string);
    if (a.custom !== undefined) content['custom'] = a.custom;
    return { action: 'accept', content };
  });
  return { response, issues };
}

export function outcomeToSurface(outcome: 'cancelled' | 'declined'): AcpResponse {
  return { action: outcome === 'declined' ? 'decline' : 'cancel' };
}

export function fromSurface(questions: readonly AskUserQuestionItem[], responses: readonly AcpResponse[]): SurfaceResult {
  const answers: AskUserQuestionAnswerItem[] = [];
  for (const [q, item] of questions.entries()) {
    const reading = readResponse(item, responses[q] ?? { action: 'cancel' });
    if ('answer' in reading) answers.push(reading.answer);
    else if (reading.code === 'NO_ANSWER') answers.push({ id: item.id, selected: [] }); // flagged `noSkip`: the real ask fails
    else return { outcome: 'cancelled' };
  }
  return { answers };
}
