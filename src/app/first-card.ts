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
import { CHEVRON_RIGHT, drawableCard, drawnCardElement, el, icon, startedTool, type DrawnCard } from './drawn-card.ts';
import { FIRST_CARD_ATTR, FIRST_CARD_TIMING, type FirstCardLook } from './first-card-look.ts';

export { drawableCard, drawnCardElement, startedTool, type DrawnCard } from './drawn-card.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
      card.tool === 'ask_user_question' && el('span', { class: 'tool-row-title' }, words['row.askTitle']),
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
