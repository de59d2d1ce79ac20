// @vitest-environment jsdom
/**
 * The first card the entry draws before the app (src/app/first-card.ts): which
 * links and which cards it draws, that it draws text as text, in the page's
 * locale, and that the app is loaded exactly once whatever the worker says.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CARD_WAIT_MS, drawFirstCard, drawableCard, firstCardElement, type FirstCardSource } from '../../src/app/first-card.ts';
import { FIRST_CARD_ATTR, firstCardLook, type FirstCardLook } from '../../src/app/first-card-look.ts';
import { zh } from '../../src/client/locale/zh.ts';

const env = { languages: ['en-GB'], prefersDark: false, layout: 'wide' as const };
const LOOK: FirstCardLook = { locale: 'en', theme: 'light', layout: 'wide' };

const ask = (questions: unknown[], extra: Record<string, unknown> = {}): unknown => ({
  type: 'question/requested',
  rpcId: 'r1',
  sessionId: 's1',
  sentAt: 0,
  questions,
  ...extra,
});

const MODE = {
  id: 'mode',
  header: 'Mode',
  question: 'How should I continue?',
  options: [
    { label: 'Fast (Recommended)', description: 'Favour speed' },
    { label: 'Careful' },
  ],
};

/** A worker connection the test speaks for. */
function source(early: unknown[] = []): FirstCardSource & { say(data: unknown): void; stop(): void } {
  const observers = new Set<(data: unknown) => void>();
  const stops = new Set<() => void>();
  return {
    // As HostConnection does: what came before the observer is replayed inside observe().
    observe: (listener) => {
      for (const data of early) listener(data);
      observers.add(listener);
      return () => observers.delete(listener);
    },
    onStopped: (listener) => {
      stops.add(listener);
      return () => stops.delete(listener);
    },
    say: (data) => [...observers].forEach((listener) => listener(data)),
    stop: () => [...stops].forEach((listener) => listener()),
  };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('firstCardLook', () => {
  it('draws a plain ?q= link in the locale and theme the app will use', () => {
    expect(firstCardLook('?q=abc', '', env)).toEqual({ locale: 'en', theme: 'light', layout: 'wide' });
    expect(firstCardLook('?q=abc&lang=zh&theme=dark', '', env)).toEqual({ locale: 'zh', theme: 'dark', layout: 'wide' });
    expect(firstCardLook('', '#q=abc', { languages: ['zh-CN'], prefersDark: true, layout: 'narrow' })).toEqual({
      locale: 'zh',
      theme: 'dark',
      layout: 'narrow',
    });
  });

  it('leaves every other link to the app', () => {
    for (const search of ['', '?scenario=single-choice', '?q=abc&embed=1', '?q=abc&width=480', '?q=abc&tokens=x', '?q=abc&lang=fr', '?q=abc&theme=sepia', '?q=abc&mcp=http://x']) {
      expect(firstCardLook(search, '', env), search).toBeUndefined();
    }
  });
});

describe('drawableCard', () => {
  it('reads the first question of a plain batch', () => {
    expect(drawableCard([{ type: 'tool/started' }, ask([MODE, { id: 'b', question: 'Path?' }])], 'userQuestions.ask')).toEqual({
      first: { header: 'Mode', question: 'How should I continue?', options: MODE.options, multiSelect: false },
      total: 2,
      tool: 'userQuestions.ask',
    });
  });

  it('draws nothing it would draw differently from the app', () => {
    const cases: unknown[] = [
      ask([{ ...MODE, detail: '**markdown**' }]),
      ask([MODE, { id: 'p', question: 'Approve?', intent: { kind: 'plan-review', approve: 'Yes' } }]),
      ask([MODE], { elicitation: { server: 'x' } }),
      ask([]),
      ask([{ id: 'x', question: 3 }]),
      ask([{ id: 'x', question: 'Q', options: [{ label: 1 }] }]),
      { type: 'run/state', state: 'running' },
      'not a frame',
    ];
    for (const data of cases) expect(drawableCard(data, 'userQuestions.ask')).toBeUndefined();
  });
});

describe('firstCardElement', () => {
  it("draws the app's classes with the question's text as text, inert and hidden", () => {
    const card = drawableCard(ask([{ ...MODE, question: '<img src=x onerror=alert(1)>' }, { id: 'b', question: 'B?' }]), 'userQuestions.ask');
    const shell = firstCardElement(card!, LOOK);
    expect(shell.hasAttribute(FIRST_CARD_ATTR)).toBe(true);
    expect(shell.hasAttribute('inert')).toBe(true);
    expect(shell.getAttribute('aria-hidden')).toBe('true');
    expect(shell.querySelector('img')).toBeNull();
    expect(shell.querySelector('.qcard-title')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(shell.querySelector('.qcard-title')?.getAttribute('elementtiming')).toBe('ask-card');
    expect(shell.querySelector('.qcard-eyebrow')?.textContent).toBe('Mode');
    expect([...shell.querySelectorAll('.opt-label-text')].map((n) => n.textContent)).toEqual(['Fast', 'Careful']);
    expect(shell.querySelector('.badge')?.textContent).toBe('Recommended');
    expect(shell.querySelector('.pager-count')?.textContent).toBe('1 / 2');
    expect(shell.querySelector('.btn--primary')?.textContent).toBe('Next');
    expect(shell.querySelector('.tool-row-summary')?.textContent).toBe('waiting');
  });

  it('speaks Chinese on a zh page: no English but the tool name and the request', () => {
    const card = drawableCard(ask([{ id: 'c', question: 'Which checks?', multiSelect: true, options: [{ label: 'Lint' }] }]), 'userQuestions.ask');
    const shell = firstCardElement(card!, { ...LOOK, locale: 'zh' });
    expect(shell.querySelector('.opts-hint')?.textContent).toBe(zh['question.multiHint']);
    expect(shell.querySelector('.btn--primary')?.textContent).toBe(zh['question.submit']);
    expect(shell.querySelector('.opt-mark--box')).not.toBeNull();
    expect(shell.querySelector('.pager-count')?.textContent).toBe('1 / 1');
    const words = [...shell.querySelectorAll('.brand-tagline, .tool-row-summary, .btn, .answer-input')].map((n) => n.textContent || n.getAttribute('placeholder'));
    for (const text of words) expect(text).not.toMatch(/[A-Za-z]{3}/);
  });

  it('draws a free-text question with its two-row field', () => {
    const card = drawableCard(ask([{ id: 'p', question: 'Which directory?' }]), 'userQuestions.ask');
    const field = firstCardElement(card!, LOOK).querySelector('.answer-field--free textarea');
    expect(field?.getAttribute('rows')).toBe('2');
  });
});

describe('drawFirstCard', () => {
  it('draws on question/requested and loads the app once the heading is on screen, once', () => {
    vi.useFakeTimers();
    const root = document.body.appendChild(document.createElement('div'));
    const from = source();
    const loadApp = vi.fn();
    drawFirstCard(from, LOOK, root, loadApp);
    from.say([{ type: 'tool/started', name: 'userQuestions.ask' }]);
    expect(root.children).toHaveLength(0);
    from.say(ask([MODE]));
    expect(root.querySelector(`[${FIRST_CARD_ATTR}] .qcard-title`)?.textContent).toBe('How should I continue?');
    expect(document.documentElement.dataset['theme']).toBe('light');
    // jsdom has no Element Timing: a frame stands in, and the wait's limit does not load it twice.
    vi.advanceTimersByTime(FIRST_CARD_WAIT_MS * 2);
    expect(loadApp).toHaveBeenCalledTimes(1);
    from.say(ask([MODE]));
    from.stop();
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('loads the app at once when there is nothing to draw', () => {
    for (const say of [
      (s: ReturnType<typeof source>) => s.say({ type: 'run/boot-refused', reason: 'not-json' }),
      (s: ReturnType<typeof source>) => s.say(ask([{ ...MODE, detail: 'markdown' }])),
      (s: ReturnType<typeof source>) => s.stop(),
    ]) {
      const root = document.createElement('div');
      const from = source();
      const loadApp = vi.fn();
      drawFirstCard(from, LOOK, root, loadApp);
      say(from);
      expect(loadApp).toHaveBeenCalledTimes(1);
      expect(root.children).toHaveLength(0);
    }
  });

  it('draws a card whose frames all came before the drawing was loaded (replayed inside observe), and loads the app once', () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    const loadApp = vi.fn();
    drawFirstCard(source([[{ type: 'tool/started', name: 'userQuestions.ask' }], ask([MODE])]), LOOK, root, loadApp);
    expect(root.querySelector('.qcard-title')?.textContent).toBe('How should I continue?');
    vi.advanceTimersByTime(FIRST_CARD_WAIT_MS * 2);
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('loads the app once when the refusal came before the drawing was loaded', () => {
    vi.useFakeTimers();
    const loadApp = vi.fn();
    drawFirstCard(source([{ type: 'run/boot-refused', reason: 'not-json' }]), LOOK, document.createElement('div'), loadApp);
    expect(loadApp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIRST_CARD_WAIT_MS * 2);
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('loads the app after its wait when the worker says nothing', () => {
    vi.useFakeTimers();
    const loadApp = vi.fn();
    drawFirstCard(source(), LOOK, document.createElement('div'), loadApp);
    vi.advanceTimersByTime(FIRST_CARD_WAIT_MS - 1);
    expect(loadApp).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loadApp).toHaveBeenCalledTimes(1);
  });
});
