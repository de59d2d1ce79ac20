/**
 * The first card before the app (docs/decisions/2026-12-04-first-card-before-the-app.md).
 *
 * For a plain `?q=` link the entry draws the worker's first `question/requested`
 * as the app will draw it (the same shell, classes and words), and loads the app's
 * code only once that card is on screen: the card no longer waits for ~60 kB of
 * the app's JavaScript to be fetched, compiled and run. The drawing is a picture:
 * `inert` and hidden from assistive technology, because nothing in it works yet.
 * The app then replaces it with the live card, in the same place, in the task that
 * renders that card, so no frame shows both or neither.
 *
 * The rule stays: nothing is drawn before `question/requested` lands. Only what
 * can be drawn faithfully is drawn: a link carrying anything but `q`, `lang` and
 * `theme` (an embed, a width, tokens, a scenario, a bad setting with its notice),
 * or a first question with markdown detail, a plan review or an MCP form, loads
 * the app at once as before (./first-card-look.ts decides, in the entry; this
 * module is a chunk of its own, fetched only for such a link). Dependency-free but
 * for the two dictionaries and the label rule, which the app's card uses too.
 */
import { en } from '../client/locale/en.ts';
import { zh, type MessageKey } from '../client/locale/zh.ts';
import { parseOptionLabel } from '../protocol/labels.ts';
import { titleText } from '../client/question/title-prefix.ts';
import { FIRST_CARD_ATTR, FIRST_CARD_TIMING, type FirstCardLook } from './first-card-look.ts';

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

type Child = Node | string | false | undefined;

function el(tag: string, attrs: Record<string, string>, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) if (child !== false && child !== undefined) node.append(child);
  return node;
}

const SVG = 'http://www.w3.org/2000/svg';

/** The app's icons (ui/icons.tsx) as drawn: a stroked 24-unit box. */
function icon(size: number, shape: { readonly d: string } | { readonly rect: true }): SVGElement {
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

const CHEVRON_RIGHT = { d: 'm9 18 6-6-6-6' };
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
      el('label', { class: 'opt-label' }, el('span', { class: 'opt-label-text' }, label.text), ' ', label.recommended && el('span', { class: 'badge' }, recommended)),
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
  const pager =
    total > 1 &&
    el(
      'nav',
      { class: 'pager' },
      iconButton(CHEVRON_LEFT, true),
      el('span', { class: 'pager-count' }, `1 / ${total}`),
      iconButton(CHEVRON_RIGHT, false),
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

/** The shell and the card as the app renders them before its chrome has loaded (App.tsx, QuestionFlow.tsx). */
export function firstCardElement(card: DrawnCard, look: FirstCardLook): HTMLElement {
  const words: Record<MessageKey, string> = look.locale === 'zh' ? zh : en;
  const hidden = look.layout !== 'wide' ? { inert: '', 'aria-hidden': 'true' } : {};
  const qcard = drawnCardElement(card, look.locale);
  const toolRow = el(
    'div',
    { class: 'tool-row', 'data-state': 'running' },
    el(
      'div',
      { class: 'tool-row-head' },
      el('span', { class: 'tool-row-chevron' }, icon(16, CHEVRON_RIGHT)),
      el('span', { class: 'tool-row-dot' }),
      el('code', { class: 'tool-row-name' }, card.tool),
      el('span', { class: 'tool-row-summary' }, words['row.waiting']),
    ),
  );
  const stop = el('button', { type: 'button', class: 'btn btn--ghost btn--small stop-under-card' }, icon(14, { rect: true }), ` ${words['app.stop']}`);
  return el(
    'div',
    {
      class: 'app',
      [FIRST_CARD_ATTR]: '',
      'data-layout': look.layout,
      'data-narrow-tab': 'chat',
      'data-drawer': 'closed',
      style: '--canvas-width: 880px; --card-max-width: none;',
      // A picture of the card: nothing in it answers yet, so nothing in it can be reached.
      inert: '',
      'aria-hidden': 'true',
    },
    el(
      'header',
      { class: 'topbar' },
      el('div', { class: 'brand' }, el('span', { class: 'brand-mark' }, '?'), el('h1', { class: 'brand-name' }, words['app.title']), el('span', { class: 'brand-tagline' }, words['app.tagline'])),
    ),
    el('aside', { class: 'region region--catalogue', ...hidden }, el('p', { class: 'pane-empty' }, '…')),
    el(
      'main',
      { class: 'region region--canvas' },
      el(
        'div',
        { class: 'canvas', 'data-view': 'conversation' },
        el(
          'div',
          { class: 'canvas-conversation' },
          el(
            'div',
            { class: 'conversation' },
            el('div', { class: 'transcript' }, toolRow),
            el('div', { class: 'composer-slot' }, el('div', { class: 'card-frame' }, qcard, stop)),
          ),
        ),
      ),
    ),
    el('aside', { class: 'region region--inspector' }, el('p', { class: 'pane-empty' }, '…')),
  );
}

/** Sets the page's language and theme as the app will (its first render sets the same). */
export function applyLook(look: FirstCardLook): void {
  document.documentElement.lang = look.locale === 'zh' ? 'zh-CN' : 'en';
  document.documentElement.dataset['theme'] = look.theme;
}

/** What the entry needs of its worker connection. */
export interface FirstCardSource {
  observe(listener: (data: unknown) => void): () => void;
  onStopped(listener: () => void): () => void;
}

/** How long the app waits for a card to draw before it loads anyway (a slow worker, a huge request). */
export const FIRST_CARD_WAIT_MS = 1000;

/**
 * Draws the first card from the worker's frames, then calls `loadApp` once it is on screen; calls `loadApp` at once
 * when there is nothing it may draw (a refusal, another kind of card, a stopped worker) and after
 * FIRST_CARD_WAIT_MS in any case. `loadApp` runs once. The app removes the drawing when it renders its own.
 */
export function drawFirstCard(source: FirstCardSource, look: FirstCardLook, root: HTMLElement, loadApp: () => void): void {
  let done = false;
  let drawn = false;
  let tool = 'userQuestions.ask';
  // Assigned once observing has begun: the frames that came first are replayed inside `observe` itself.
  let unobserve = (): void => undefined;
  const finish = (): void => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    unobserve();
    unstop();
    onScreen.stop();
    loadApp();
  };
  // Watching starts now, before any frame: setting it up is not left to the task that draws the card.
  const onScreen = watchOnScreen(finish);
  const timer = setTimeout(finish, FIRST_CARD_WAIT_MS);
  const unstop = source.onStopped(finish);
  const onData = (data: unknown): void => {
    if (done || drawn) return;
    tool = startedTool(data) ?? tool;
    const items: readonly unknown[] = Array.isArray(data) ? data : [data];
    const types = items.map((item) => (isRecord(item) ? item['type'] : undefined));
    if (types.includes('run/boot-refused') || types.includes('tool/finished')) {
      finish();
      return;
    }
    if (!types.includes('question/requested')) return;
    const card = drawableCard(data, tool);
    if (card === undefined) {
      finish();
      return;
    }
    drawn = true;
    try {
      applyLook(look);
      root.replaceChildren(firstCardElement(card, look));
    } catch {
      // A drawing that fails leaves the card to the app, at once.
      root.replaceChildren();
      finish();
      return;
    }
    onScreen.drawn();
  };
  unobserve = source.observe(onData);
  if (done || drawn) unobserve();
}

/**
 * Calls `then` once the drawn heading is on screen (its Element Timing entry; only the drawing's heading has that
 * identifier); where Element Timing is missing, a frame after `drawn()` stands in. `stop()` ends the watch.
 */
function watchOnScreen(then: () => void): { drawn(): void; stop(): void } {
  const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('element') === true;
  if (!supported) return { drawn: () => requestAnimationFrame(() => setTimeout(then, 0)), stop: () => undefined };
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((e) => (e as PerformanceEntry & { identifier?: string }).identifier === FIRST_CARD_TIMING)) return;
    observer.disconnect();
    // After the frame's own task: the app's code starts in a task of its own.
    setTimeout(then, 0);
  });
  observer.observe({ type: 'element' });
  return { drawn: () => undefined, stop: () => observer.disconnect() };
}
