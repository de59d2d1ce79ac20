// @vitest-environment jsdom
/**
 * The request editor as a designer drives it (user-event): the Form view's
 * Recommended switch, header counter and intent picker edit the JSON text in
 * place, and the verdict names what the service would reject before anything
 * is asked.
 */
import { cleanup, render, screen, within } from '@solidjs/testing-library';
import userEvent from '@testing-library/user-event';
import { createSignal } from 'solid-js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RequestEditor } from '../../../src/client/editor/RequestEditor.tsx';
import { LocaleProvider } from '../../../src/client/locale/LocaleProvider.tsx';
import { createLocale, type Locale } from '../../../src/client/locale/locale.ts';
import type { RequestData } from '../../../src/protocol/index.ts';

afterEach(cleanup);

// jsdom lays nothing out: the code editor (CodeMirror) measures text ranges, which jsdom's Range cannot.
beforeAll(() => {
  const empty = (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = empty;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
});

/** The Recommended switch of option n: "Option n Recommended" (jsdom's name computation drops the space a browser keeps). */
const recommended = (n: number): RegExp => new RegExp(`^Option ${n}\\s?Recommended$`);

const mode: RequestData = {
  questions: [
    {
      id: 'mode',
      header: 'Build',
      question: 'Which build mode?',
      options: [{ label: 'Fast', description: 'Skips the slow checks' }, { label: 'Thorough' }],
    },
  ],
};

function setup(initial: RequestData = mode, locale: Locale = 'en') {
  const [value, setValue] = createSignal<RequestData>(initial);
  const onChange = vi.fn((request: RequestData) => setValue(request));
  const onAsk = vi.fn<(request: RequestData) => void>();
  const user = userEvent.setup();
  render(() => (
    <LocaleProvider value={createLocale(locale)}>
      <RequestEditor value={value()} onChange={onChange} onAsk={onAsk} />
    </LocaleProvider>
  ));
  // The code editor's content: a labelled textbox whose `value` is the whole text, as a text area's is.
  const json = (): HTMLElement & { value: string } => screen.getByLabelText(locale === 'zh' ? '请求 JSON' : 'Request JSON') as HTMLElement & { value: string };
  const typeJson = async (text: string): Promise<void> => {
    // Fed as if pasted in one go (the editor's own paste path; user-event cannot type into CodeMirror under jsdom).
    json().value = text;
    await Promise.resolve();
  };
  const openForm = (): Promise<void> => user.click(screen.getByRole('tab', { name: locale === 'zh' ? '表单' : 'Form' }));
  const verdict = (): string => screen.getByTestId('editor-status').textContent ?? '';
  return { user, json, typeJson, openForm, verdict, onChange, onAsk, setValue };
}

describe('the JSON view', () => {
  it('is a text area named "Request JSON" with an "Ask" button, and says the draft will be asked', () => {
    const { json, verdict } = setup();
    expect(JSON.parse(json().value)).toEqual(mode);
    expect(screen.getByRole('button', { name: 'Ask' })).toBeEnabled();
    expect(verdict()).toBe('Will be asked');
  });

  it('keeps both names in Chinese', () => {
    setup(mode, 'zh');
    expect(screen.getByLabelText('请求 JSON')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提问' })).toBeInTheDocument();
  });

  it('names BAD_INTENT for a wrong approve label before anything is asked', async () => {
    const { typeJson, verdict, onAsk, onChange } = setup();
    await typeJson(
      JSON.stringify({
        questions: [{ id: 'plan', question: 'Proceed?', detail: '# Plan', options: [{ label: 'Approve' }, { label: 'Refuse' }], intent: { kind: 'plan-review', approve: 'approve' } }],
      }),
    );
    expect(verdict()).toBe('Will be rejected: BAD_INTENT — the approve label approve of question plan is not one of its option labels.');
    expect(screen.getByTestId('editor-prediction')).toHaveAttribute('data-code', 'BAD_INTENT');
    expect(onAsk).not.toHaveBeenCalled();
    // The draft still follows (the canvas shows it), and Ask stays available to reproduce the error.
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ask' })).toBeEnabled();
  });

  it('names EMPTY_QUESTIONS for an empty batch, and a plan without detail as BAD_INTENT', async () => {
    const { typeJson, verdict } = setup();
    await typeJson('{"questions":[]}');
    expect(verdict()).toBe('Will be rejected: EMPTY_QUESTIONS — the request holds no question.');
    await typeJson('{"questions":[{"id":"p","question":"Go?","options":[{"label":"Yes"}],"intent":{"kind":"plan-review","approve":"Yes"}}]}');
    expect(verdict()).toBe('Will be rejected: BAD_INTENT — question p is a plan review without a plan in its detail.');
  });

  it('points at a syntax error, keeps Ask off, and sends nothing', async () => {
    const { typeJson, verdict, onChange } = setup();
    onChange.mockClear();
    await typeJson('{"questions": [ {"id": "a",} ]}');
    expect(verdict()).toMatch(/^Not a request yet: JSON syntax error at line 1, column \d+/);
    expect(screen.getByRole('button', { name: 'Ask' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('in Chinese, words the schema and syntax details in Chinese too, and in English as they came', async () => {
    const zh = setup(mode, 'zh');
    await zh.typeJson('{"questions":[{"id":"a","question":7}]}');
    const detail = (): HTMLElement => screen.getByTestId('editor-error-detail');
    expect(zh.verdict()).toContain('questions[0].question 不符合请求的结构');
    expect(detail()).toHaveAttribute('lang', 'zh-CN');
    // JSON's type names are identifiers, as zod's own Chinese table keeps them.
    expect((detail().textContent ?? '').replace(/\b(string|number|boolean|object|array|undefined)\b/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    await zh.typeJson('{"questions": [ {"id": "a",} ]}');
    expect(detail()).toHaveAttribute('lang', 'zh-CN');
    expect(detail().textContent ?? '').not.toMatch(/[A-Za-z]{3,}/);
  });

  it('in English, keeps the parser\'s own words', async () => {
    const en = setup();
    await en.typeJson('{"questions":[{"id":"a","question":7}]}');
    expect(screen.getByTestId('editor-error-detail')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('editor-error-detail').textContent).toContain('expected string');
  });

  it('follows a draft replaced elsewhere, and leaves its own text alone otherwise', async () => {
    const { json, typeJson, setValue } = setup();
    const written = '{"questions":[{"question":"Q?","id":"a"}]}';
    await typeJson(written);
    expect(json().value).toBe(written);
    setValue({ questions: [{ id: 'b', question: 'Other?' }] });
    expect(JSON.parse(json().value)).toEqual({ questions: [{ id: 'b', question: 'Other?' }] });
  });
});

describe('the Form view', () => {
  it('the Recommended switch adds and removes the suffix without moving a key', async () => {
    const { user, json, typeJson, openForm } = setup();
    await typeJson('{"questions":[{"options":[{"label":"Fast"},{"label":"Thorough"}],"question":"Mode?","id":"mode"}]}');
    await openForm();
    const first = screen.getByRole('switch', { name: recommended(1) });
    expect(first).not.toBeChecked();
    await user.click(first);
    expect(json().value).toBe(
      JSON.stringify({ questions: [{ options: [{ label: 'Fast (Recommended)' }, { label: 'Thorough' }], question: 'Mode?', id: 'mode' }] }, null, 2),
    );
    expect(screen.getByRole('switch', { name: recommended(1) })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: recommended(1) }));
    expect(JSON.parse(json().value).questions[0].options[0].label).toBe('Fast');
  });

  it('keeps the suffix style a Chinese request already uses', async () => {
    const { user, json, typeJson, openForm } = setup();
    await typeJson('{"questions":[{"id":"db","question":"哪个？","options":[{"label":"PostgreSQL（推荐）"},{"label":"SQLite"}]}]}');
    await openForm();
    await user.click(screen.getByRole('switch', { name: recommended(2) }));
    await user.click(screen.getByRole('switch', { name: recommended(1) }));
    expect(JSON.parse(json().value).questions[0].options.map((o: { label: string }) => o.label)).toEqual(['PostgreSQL', 'SQLite（推荐）']);
    // Back on: the style the request uses, again.
    await user.click(screen.getByRole('switch', { name: recommended(1) }));
    expect(JSON.parse(json().value).questions[0].options[0].label).toBe('PostgreSQL（推荐）');
  });

  it('counts the header in user-perceived characters against the 12-character limit', async () => {
    const { user, openForm } = setup();
    await openForm();
    const header = screen.getByRole('textbox', { name: 'Header' });
    expect(screen.getByTestId('header-count')).toHaveTextContent('5/12');
    expect(header).toHaveAccessibleDescription('Header length: 5 of 12 characters');
    await user.clear(header);
    await user.type(header, '数据库🎨👩‍💻');
    expect(screen.getByTestId('header-count')).toHaveTextContent('5/12');
    await user.type(header, 'ABCDEFGH');
    expect(screen.getByTestId('header-count')).toHaveTextContent('13/12');
    expect(screen.getByTestId('header-count')).toHaveAttribute('data-over');
    expect(header).toHaveAttribute('aria-invalid', 'true');
    expect(header).toHaveAccessibleDescription('Over 12 characters: Claude Code and Codex show at most 12');
  });

  it('the intent picker makes a plan review with its approve label chosen from the options, and takes it away', async () => {
    const { user, json, openForm, verdict } = setup();
    await openForm();
    const intent = screen.getByRole('radiogroup', { name: 'Intent' });
    expect(within(intent).getByRole('radio', { name: 'None' })).toBeChecked();
    await user.click(within(intent).getByText('Plan review'));
    expect(JSON.parse(json().value).questions[0].intent).toEqual({ kind: 'plan-review', approve: 'Fast' });
    // No plan yet: the service would reject it, and the editor says so.
    expect(verdict()).toBe('Will be rejected: BAD_INTENT — question mode is a plan review without a plan in its detail.');

    const approve = screen.getByRole('radiogroup', { name: 'Approve label' });
    expect(within(approve).getByRole('radio', { name: 'Fast' })).toBeChecked();
    await user.click(within(approve).getByText('Thorough'));
    expect(JSON.parse(json().value).questions[0].intent).toEqual({ kind: 'plan-review', approve: 'Thorough' });

    await user.type(screen.getByRole('textbox', { name: 'Detail (markdown)' }), '# Plan');
    expect(verdict()).toBe('Will be asked');

    // Renaming the approving option carries the approve label with it.
    const label = screen.getByRole('textbox', { name: 'Option 2' });
    await user.type(label, ' run');
    expect(JSON.parse(json().value).questions[0].intent.approve).toBe('Thorough run');

    await user.click(within(intent).getByText('None'));
    expect(JSON.parse(json().value).questions[0].intent).toBeUndefined();
  });

  it('shows an approve label that names no option, as the JSON view left it', async () => {
    const { typeJson, openForm } = setup();
    await typeJson('{"questions":[{"id":"p","question":"Go?","detail":"# Plan","options":[{"label":"Yes"}],"intent":{"kind":"plan-review","approve":"yes"}}]}');
    await openForm();
    expect(screen.getByTestId('approve-missing')).toHaveTextContent("The approve label yes is not one of this question's options.");
    expect(within(screen.getByRole('radiogroup', { name: 'Approve label' })).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('adds and removes options and questions, and says when the JSON must be fixed first', async () => {
    const { user, json, typeJson, openForm } = setup();
    await openForm();
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(JSON.parse(json().value).questions[0].options).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(JSON.parse(json().value).questions[0].options.map((o: { label: string }) => o.label)).toEqual(['Thorough', 'Option 3']);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(JSON.parse(json().value).questions).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(JSON.parse(json().value).questions.map((q: { id: string }) => q.id)).toEqual(['q2']);

    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    await typeJson('{ nope');
    await openForm();
    expect(screen.getByText('The form edits a valid request: fix the error below in the JSON view first.')).toBeVisible();
  });
});
