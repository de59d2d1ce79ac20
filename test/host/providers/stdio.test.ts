/**
 * DSH's readline provider in the worker, driven the way a person drives it: the
 * characters a terminal sends go into the line editor, DSH's provider answers
 * through the real service. Each test names the DSH test it mirrors, in
 * packages/ui/stdio/tests/stdio.spec.ts @ e38955b2fa ("createStdioChat input").
 */
import { describe, expect, it } from 'vitest';
import { LineEditor } from '../../../src/host/providers/readline.ts';
import { StdioQuestionProvider } from '../../../src/host/providers/stdio.ts';
import { UserQuestionService } from '../../../src/host/user-questions.ts';
import type { AskUserQuestionItem } from '../../../src/protocol/index.ts';

function setup() {
  const service = new UserQuestionService();
  let out = '';
  const provider = new StdioQuestionProvider((text) => {
    out += text;
  });
  const editor = new LineEditor({ write: (text) => (out += text), line: (line) => provider.line(line), close: () => provider.close() });
  const dispose = service.registerProvider(provider);
  const ask = (questions: AskUserQuestionItem[], signal?: AbortSignal) => service.ask({ questions, ...(signal !== undefined ? { signal } : {}) });
  /** A line typed and sent with Enter, as the terminal sends it. */
  const type = (line: string): void => editor.feed(`${line}\r`);
  return { service, provider, editor, ask, type, dispose: () => { dispose(); provider.dispose(); }, out: () => out };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (e: { code?: string; message?: string }) => `${e.code}: ${e.message}`);

describe('readline provider (DSH stdio.spec.ts)', () => {
  it('writes the welcome banner and prompt on start ("writes the welcome banner and prompt on start", default welcome)', () => {
    expect(setup().out()).toBe('ready.\n> ');
  });

  it('answers a pending user question with custom text ("answers a pending user question instead of sending the line to the agent")', async () => {
    const s = setup();
    const answer = s.ask([{ id: 'confirm', header: 'Confirm', question: 'Proceed with the edit?', options: [{ label: 'Yes', description: 'Apply the edit now.' }] }]);
    await tick();
    s.type('Use a smaller change');
    await expect(answer).resolves.toEqual({ answers: [{ id: 'confirm', selected: [], custom: 'Use a smaller change' }] });
    expect(s.out()).toContain('[Confirm] Proceed with the edit?');
    expect(s.out()).toContain('1. Yes');
    expect(s.out()).toContain('Apply the edit now.');
  });

  it('answers by numeric option selection ("answers a pending user question by numeric option selection")', async () => {
    const s = setup();
    const answer = s.ask([{ id: 'mode', question: 'Which mode?', options: [{ label: 'Safe' }, { label: 'Fast' }] }]);
    s.type('2');
    await expect(answer).resolves.toEqual({ answers: [{ id: 'mode', selected: ['Fast'] }] });
  });

  it('renders options in input order and selects by displayed number ("renders options in input order…")', async () => {
    const s = setup();
    const answer = s.ask([{ id: 'topic', question: 'Which topic?', options: [{ label: 'Hobbies' }, { label: 'Work', description: 'Questions about current projects.' }, { label: 'Casual', description: 'Easy conversation.' }] }]);
    await tick();
    expect(s.out()).toContain(['Which topic?', '  1. Hobbies', '  2. Work', '     Questions about current projects.', '  3. Casual', '     Easy conversation.'].join('\n'));
    s.type('3');
    await expect(answer).resolves.toEqual({ answers: [{ id: 'topic', selected: ['Casual'] }] });
  });

  it('multi-select numbers split on commas or spaces, typed order, deduplicated ("answers a multi-select question with multiple numeric selections")', async () => {
    const s = setup();
    const answer = s.ask([{ id: 'targets', question: 'What should I update?', options: [{ label: 'Tests' }, { label: 'Docs' }, { label: 'Code' }], multiSelect: true }]);
    s.type('1 1, 3');
    await expect(answer).resolves.toEqual({ answers: [{ id: 'targets', selected: ['Tests', 'Code'] }] });
  });

  it('non-numeric multi-select input is a custom answer ("accepts non-numeric multi-select input as a custom answer")', async () => {
    const s = setup();
    const answer = s.ask([{ id: 'targets', question: 'What should I update?', options: [{ label: 'Tests' }, { label: 'Docs' }], multiSelect: true }]);
    s.type('the release notes');
    await expect(answer).resolves.toEqual({ answers: [{ id: 'targets', selected: [], custom: 'the release notes' }] });
  });

  it('asks every question in a batch, one at a time ("asks every question in a batch and returns answers by id")', async () => {
    const s = setup();
    const answer = s.ask([
      { id: 'language', question: 'Which language?', options: [{ label: 'Python' }, { label: 'TypeScript' }] },
      { id: 'note', question: 'Any note?' },
    ]);
    await tick();
    expect(s.out()).not.toContain('Any note?');
    s.type('2');
    expect(s.out()).toContain('\nAny note?\n');
    s.type('ship today');
    await expect(answer).resolves.toEqual({ answers: [{ id: 'language', selected: ['TypeScript'] }, { id: 'note', selected: [], custom: 'ship today' }] });
  });

  it('re-prompts on invalid, out-of-range, comma-only and empty lines (the four "re-prompts when…" tests)', async () => {
    const s = setup();
    const multi = s.ask([{ id: 'mode', question: 'Which mode?', options: [{ label: 'Safe' }], multiSelect: true }]);
    s.type('2');
    expect(s.out()).toContain('Please enter one of the option numbers (comma or space separated) or a custom answer.\n> ');
    s.type(',');
    s.type('1');
    await expect(multi).resolves.toEqual({ answers: [{ id: 'mode', selected: ['Safe'] }] });
    const single = s.ask([{ id: 'mode', question: 'Which mode?', options: [{ label: 'Safe' }] }]);
    s.type('2');
    s.type('');
    expect(s.out()).toContain('Please enter one of the option numbers or a custom answer.\n> ');
    s.type('1');
    await expect(single).resolves.toEqual({ answers: [{ id: 'mode', selected: ['Safe'] }] });
    const free = s.ask([{ id: 'path', question: 'What should I use?' }]);
    s.type('   ');
    expect(s.out()).toContain('Please enter an answer.\n> ');
    s.type('Use defaults');
    await expect(free).resolves.toEqual({ answers: [{ id: 'path', selected: [], custom: 'Use defaults' }] });
  });

  it('rejects an active question when its signal aborts ("rejects an active question when its signal aborts")', async () => {
    const s = setup();
    const controller = new AbortController();
    const answer = s.ask([{ id: 'continue', question: 'Continue?' }], controller.signal);
    controller.abort();
    expect(await codeOf(answer)).toBe('ASK_ABORTED: ask_user_question was interrupted before the user answered');
  });

  it('moves on to the next queued question when the active one aborts ("continues to the next queued question…")', async () => {
    const s = setup();
    const controller = new AbortController();
    const first = s.ask([{ id: 'first', question: 'First?' }], controller.signal);
    const second = s.ask([{ id: 'second', question: 'Second?' }]);
    await tick();
    expect(s.out()).not.toContain('Second?');
    controller.abort();
    expect(await codeOf(first)).toMatch(/^ASK_ABORTED/);
    expect(s.out()).toContain('\nSecond?\n');
    s.type('second answer');
    await expect(second).resolves.toEqual({ answers: [{ id: 'second', selected: [], custom: 'second answer' }] });
  });

  it('removes an aborted queued question without promoting later work early ("removes an aborted queued question…", "skips a queued question…")', async () => {
    const s = setup();
    const controller = new AbortController();
    const first = s.ask([{ id: 'first', question: 'First?' }]);
    const second = s.ask([{ id: 'second', question: 'Second?' }], controller.signal);
    const third = s.ask([{ id: 'third', question: 'Third?' }]);
    controller.abort();
    expect(await codeOf(second)).toMatch(/^ASK_ABORTED/);
    expect(s.out()).not.toContain('Second?');
    expect(s.out()).not.toContain('Third?');
    s.type('first answer');
    expect(s.out()).not.toContain('Second?');
    expect(s.out()).toContain('\nThird?\n');
    s.type('third answer');
    await expect(first).resolves.toEqual({ answers: [{ id: 'first', selected: [], custom: 'first answer' }] });
    await expect(third).resolves.toEqual({ answers: [{ id: 'third', selected: [], custom: 'third answer' }] });
  });

  it('disposal interrupts active and queued asks ("rejects active and queued questions when the UI is disposed")', async () => {
    const s = setup();
    const active = s.ask([{ id: 'active', question: 'Active?' }]);
    const queued = s.ask([{ id: 'queued', question: 'Queued?' }]);
    s.dispose();
    expect(await codeOf(active)).toBe('ASK_ABORTED: ask_user_question was interrupted before the user answered');
    expect(await codeOf(queued)).toBe('ASK_ABORTED: ask_user_question was interrupted before the user answered');
  });

  it('Ctrl-C closes input: pending asks interrupted ("rejects active and queued questions when stdin closes…")', async () => {
    const s = setup();
    const active = s.ask([{ id: 'active', question: 'Active?' }]);
    const queued = s.ask([{ id: 'queued', question: 'Queued?' }]);
    s.editor.feed('half typed\x03');
    expect(s.editor.closed).toBe(true);
    expect(await codeOf(active)).toBe('ASK_ABORTED: ask_user_question was interrupted before the user answered');
    expect(await codeOf(queued)).toBe('ASK_ABORTED: ask_user_question was interrupted before the user answered');
  });

  it('an ask after input closed is refused at once and writes nothing ("rejects new questions immediately after stdin has closed")', async () => {
    const s = setup();
    s.editor.feed('\x03');
    const before = s.out();
    expect(await codeOf(s.ask([{ id: 'late', question: 'Too late?' }]))).toBe('ASK_ABORTED: ask_user_question cannot be answered because stdin is closed');
    expect(s.out()).toBe(before);
  });
});

describe('readline line editing (Node readline in terminal mode)', () => {
  it('backspace, arrows within the line and Home/End edit the line before Enter', async () => {
    const s = setup();
    const answer = s.ask([{ id: 'n', question: 'Name?' }]);
    // "helo" ← ← inserts "l" → "hello"; Home, "X"; Delete it; End, backspace, "o!"
    s.editor.feed('helo\x1b[D\x1b[Dl');
    expect(s.editor.line).toBe('hello');
    s.editor.feed('\x1b[HX\x1b[D\x1b[3~\x1b[F\x7f\x7fo!');
    expect(s.editor.line).toBe('helo!');
    s.editor.feed('\r');
    await expect(answer).resolves.toEqual({ answers: [{ id: 'n', selected: [], custom: 'helo!' }] });
  });

  it('a paste with line breaks submits each line; CRLF is one Enter', async () => {
    const s = setup();
    const answer = s.ask([{ id: 'a', question: 'A?' }, { id: 'b', question: 'B?' }]);
    s.editor.feed('first\r\nsecond\r');
    await expect(answer).resolves.toEqual({ answers: [{ id: 'a', selected: [], custom: 'first' }, { id: 'b', selected: [], custom: 'second' }] });
  });

  it('10,000 pasted characters, emoji and Chinese (IME) text are one line; control codes are dropped, escape sequences swallowed', async () => {
    const s = setup();
    const long = s.ask([{ id: 'a', question: 'A?' }]);
    s.editor.feed(`${'x'.repeat(10_000)}\r`);
    const value = await long;
    expect(value.answers[0]?.custom).toHaveLength(10_000);
    const mixed = s.ask([{ id: 'b', question: 'B?' }]);
    s.editor.feed('中文\x07😀\x1b[31m ok\x1b[2J\r');
    await expect(mixed).resolves.toEqual({ answers: [{ id: 'b', selected: [], custom: '中文😀 ok' }] });
  });

  it('up recalls the previous line (readline history)', async () => {
    const s = setup();
    const first = s.ask([{ id: 'a', question: 'A?' }]);
    s.type('again');
    await first;
    const second = s.ask([{ id: 'b', question: 'B?' }]);
    s.editor.feed('\x1b[A\r');
    await expect(second).resolves.toEqual({ answers: [{ id: 'b', selected: [], custom: 'again' }] });
  });
});
