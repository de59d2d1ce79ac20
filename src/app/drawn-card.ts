/**
 * A question card drawn as plain elements, as the app's card looks before any of
 * its code has run (QuestionFlow.tsx): the first card the entry draws before the
 * app (./first-card.ts) and the still a docs example shows before it plays
 * (client/docs/example-still.ts). A picture: its callers make it inert. Only a
 * card that can be drawn faithfully is drawn (`drawableCard`). Dependency-free but
 * for the two dictionaries and the label rule, which the app's card uses too.
 */
import { en } from '../client/locale/en.ts';
import { zh, type MessageKey } from '../client/locale/zh.ts';
import { parseOptionLabel } from '../protocol/labels.ts';
import { titleText } from '../client/question/title-prefix.ts';
import { FIRST_CARD_TIMING } from './first-card-look.ts';

interface DrawnOption {
  readonly label: string;
  readonly description?: string;
}
interface DrawnQuestion {
  readonly header?: string;
  readonly question: string;
  readonly options: readonly DrawnOption[];
  readonly multiSelect: boolean;
}
export interface DrawnCard {
  readonly first: DrawnQuestion;
  readonly total: number;
  readonly tool: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown): boolean => value === undefined || typeof value === 'string';

/**
 * The card a worker's message asks for, when it can be drawn as the app draws it. The worker has validated the
 * request; this checks the shape again only so that a surprise draws nothing rather than something wrong.
 */
export function drawableCard(data: unknown, tool: string): DrawnCard | undefined {
  const items: readonly unknown[] = Array.isArray(data) ? data : [data];
  const frame = items.find((item) => isRecord(item) && item['type'] === 'question/requested');
  if (!isRecord(frame) || frame['elicitation'] !== undefined) return undefined;
  const questions = frame['questions'];
  if (!Array.isArray(questions) || questions.length === 0) return undefined;
  // A plan review anywhere in the batch is drawn by its own card (planReviewOf): the app draws it.
  if (questions.some((q) => !isRecord(q) || q['intent'] !== undefined)) return undefined;
  const first = questions[0] as Record<string, unknown>;
  if (typeof first['question'] !== 'string' || !optionalString(first['header']) || first['detail'] !== undefined) return undefined;
  const options = first['options'] ?? [];
  if (!Array.isArray(options) || !options.every((o) => isRecord(o) && typeof o['label'] === 'string' && optionalString(o['description']))) return undefined;
  return {
    first: {
      ...(typeof first['header'] === 'string' && first['header'] !== '' ? { header: first['header'] } : {}),
      question: first['question'],
      options: options as DrawnOption[],
      multiSelect: first['multiSelect'] === true,
    },
    total: questions.length,
    tool,
  };
}

/** The tool a message says has started (the transcript's row names it), if it says so. */
export function startedTool(data: unknown): string | undefined {
  const items: readonly unknown[] = Array.isArray(data) ? data : [data];
  const frame = items.find((item) => isRecord(item) && item['type'] === 'tool/started');
  return isRecord(frame) && typeof frame['name'] === 'string' ? frame['name'] : undefined;
}

export type Child = Node | string | false | undefined;

export function el(tag: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) if (child !== false && child !== undefined) node.append(child);
  return node;
}

const SVG = 'http://www.w3.org/2000/svg';

/** The app's icons (ui/icons.tsx) as drawn: a stroked 24-unit box. */
export function icon(size: number, shape: { readonly d: string } | { readonly rect: true }): SVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  const attrs: Record<string, string> = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    width: String(size),
    height: String(size),
  };
  for (const [name, value] of Object.entries(attrs)) svg.setAttribute(name, value);
  const part = 'd' in shape ? document.createElementNS(SVG, 'path') : document.createElementNS(SVG, 'rect');
  if ('d' in shape) part.setAttribute('d', shape.d);
  else for (const [name, value] of Object.entries({ x: '6', y: '6', width: '12', height: '12', rx: '2' })) part.setAttribute(name, value);
  svg.append(part);
  return svg;
}

export const CHEVRON_RIGHT = { d: 'm9 18 6-6-6-6' };
const CHEVRON_LEFT = { d: 'm15 18-6-6 6-6' };
const CHEVRON_DOWN = { d: 'm6 9 6 6 6-6' };
const CLOSE = { d: 'M18 6 6 18M6 6l12 12' };

function iconButton(shape: { readonly d: string }, disabled: boolean): HTMLElement {
  return el('button', { type: 'button', class: 'icon-btn ', ...(disabled ? { disabled: '', 'data-disabled': '' } : {}) }, icon(16, shape));
}

function optionRow(option: DrawnOption, n: number, multi: boolean, recommended: string): HTMLElement {
  const label = parseOptionLabel(option.label);
  return el(
    'div',
    { class: 'opt' },
    el('div', { class: multi ? 'opt-mark opt-mark--box' : 'opt-mark opt-mark--num' }, multi ? undefined : String(n + 1)),
    el(
      'div',
      { class: 'opt-main' },
      el('label', { class: 'opt-label' }, el('span', { class: 'opt-label-text' }, label.text), label.recommended && el('span', { class: 'badge', 'aria-hidden': 'true' }, recommended)),
      option.description !== undefined && el('div', { class: 'opt-desc' }, option.description),
    ),
  );
}

function answerField(variant: 'custom' | 'free', placeholder: string): HTMLElement {
  const rows = variant === 'free' ? '2' : '1';
  return el('div', { class: `answer-field answer-field--${variant}` }, el('textarea', { class: 'answer-input', rows, placeholder, style: `--answer-rows: ${rows};` }));
}

/** The card alone as QuestionFlow.tsx renders it, in `locale`'s words (the docs' examples show it as a still too). */
export function drawnCardElement(card: DrawnCard, locale: 'zh' | 'en'): HTMLElement {
  const words: Record<MessageKey, string> = locale === 'zh' ? zh : en;
  const { first, total } = card;
  const body =
    first.options.length > 0
      ? [
          el(
            'div',
            { class: 'opts' },
            first.multiSelect && el('p', { class: 'opts-hint' }, words['question.multiHint']),
            ...first.options.map((option, n) => optionRow(option, n, first.multiSelect, words['question.recommended'])),
          ),
          answerField('custom', words['question.customPlaceholder']),
        ]
      : [answerField('free', words['question.customPlaceholder'])];
  // Shown for a single question too (`1 / 1`), as the live card and DSH's show it.
  const pager = el(
    'nav',
    { class: 'pager' },
    iconButton(CHEVRON_LEFT, true),
    el('span', { class: 'pager-count' }, `1 / ${total}`),
    iconButton(CHEVRON_RIGHT, total <= 1),
  );
  return el(
    'section',
    { class: 'qcard', 'data-kind': 'generic', 'data-index': '0' },
    el(
      'header',
      { class: 'qcard-head' },
      el(
        'div',
        { class: 'qcard-titles' },
        first.header !== undefined && el('p', { class: 'qcard-eyebrow' }, first.header),
        el('h2', { class: 'qcard-title', elementtiming: FIRST_CARD_TIMING }, titleText(first.question, false)),
      ),
      el('div', { class: 'qcard-actions' }, iconButton(CHEVRON_DOWN, false), iconButton(CLOSE, false)),
    ),
    el('div', { class: 'qcard-body' }, ...body),
    el(
      'footer',
      { class: 'qcard-foot' },
      el('p', { class: 'qcard-status', 'data-tone': 'warn' }),
      el(
        'div',
        { class: 'qcard-bar' },
        pager,
        el(
          'div',
          { class: 'qcard-bar-end' },
          el('button', { type: 'button', class: 'btn btn--ghost' }, words['question.skip']),
          el('button', { type: 'button', class: 'btn btn--primary', disabled: '', 'data-disabled': '' }, total > 1 ? words['question.primaryNext'] : words['question.submit']),
        ),
      ),
    ),
  );
}

