/**
 * The docs page's data: which live example each section embeds, the URLs of the
 * embedded playground, and every piece of model-facing text the page shows —
 * computed with the protocol's own encoder and projection (or read from the
 * scenario file the example plays), so the docs cannot drift from the code.
 * The prose around it lives in ./zh.ts and ./en.ts.
 */
import type { Theme } from '../editor/tokens.ts';
import mixedBatchFile from '../../../scenarios/mixed-batch.json';
import { encodeRequest } from '../../protocol/request-link.ts';
import {
  ERROR_MESSAGES,
  ToolArgsError,
  UserQuestionError,
  answerSchema,
  badIntentApproveMessage,
  describeIssues,
  encodeAnswerItem,
  projectAnswer,
  projectError,
  resultText,
  toolArgumentsSchema,
  type AskUserQuestionAnswer,
  type AskUserQuestionItem,
  type QuestionDraft,
  type RequestData,
  type ToolArguments,
  type UserQuestionErrorCode,
} from '../../protocol/index.ts';
import { argumentViolations } from '../../protocol/dsh/args-check.ts';
import { TOOL_PARAMETERS_JSON_SCHEMA } from '../../protocol/dsh/tool.ts';
import { parseScenario } from '../../scenarios/loader.ts';
import { localizeScenario } from '../../scenarios/localize.ts';
import type { Locale } from '../locale/locale.ts';
import type { SurfaceName } from '../../surfaces/common.ts';
import type { DocsCopy } from './zh.ts';


/** What an example plays: a scenario file by id, or a request asked directly (`?q=`). */
/** What an example plays; `provider` has DSH's readline or ACP provider answer it instead of the web card (`?provider=`, §12). */
export type ExampleSource = ({ readonly scenario: string } | { readonly request: RequestData }) & { readonly provider?: 'terminal' | 'acp' };

export interface PlaygroundLink {
  readonly lang: Locale;
  readonly theme: Theme;
  readonly autoplay: boolean;
  readonly embed: boolean;
}

/** The playground URL for a source, relative to the docs page (both are served from the same folder). */
export function playgroundUrl(source: ExampleSource, link: PlaygroundLink): string {
  const params = new URLSearchParams();
  if (link.embed) params.set('embed', '1');
  if ('scenario' in source) {
    params.set('scenario', source.scenario);
    if (link.autoplay) params.set('autoplay', '1');
  } else {
    params.set('q', encodeRequest(source.request));
  }
  if (source.provider !== undefined) params.set('provider', source.provider);
  params.set('lang', link.lang);
  params.set('theme', link.theme);
  return `./?${params.toString()}`;
}

/**
 * What a reader pastes into their own page: the `<iframe>` and a few lines of
 * dependency-free script. The frame has no `src` until at least half of it is
 * on screen (then the example starts, as it does on our docs page, so a reader
 * scrolling down sees its story from the beginning), and it takes the height
 * its page reports (`asklab:height`, only from the playground's own origin and
 * only from this frame's window), so it sizes itself on any site. Each snippet
 * looks after the frame just before its script, so several can share a page.
 */
export function embedSnippet(absoluteSrc: string, title: string): string {
  const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const origin = new URL(absoluteSrc).origin;
  return [
    `<iframe data-src="${escape(absoluteSrc)}" title="${escape(title)}" data-asklab-embed width="100%" height="320" scrolling="no" style="display:block;width:100%;border:0"></iframe>`,
    '<script>',
    '(function (frame) {',
    '  var start = function () { if (!frame.src) frame.src = frame.getAttribute("data-src"); };',
    '  if (!("IntersectionObserver" in window)) start();',
    '  else new IntersectionObserver(function (seen, watcher) {',
    '    if (seen[0].intersectionRatio >= 0.5) { start(); watcher.disconnect(); }',
    '  }, { threshold: 0.5 }).observe(frame);',
    '  addEventListener("message", function (event) {',
    `    if (event.origin !== ${JSON.stringify(origin)} || event.source !== frame.contentWindow || !event.data || event.data.type !== "asklab:height") return;`,
    '    frame.style.height = Math.ceil(event.data.height) + "px";',
    '  });',
    '})(document.currentScript.previousElementSibling);',
    '</script>',
  ].join('\n');
}

// ---------- §1 the call the model sends, read from the scenario the example plays ----------

export interface ScenarioCall {
  readonly scenario: string;
  readonly call: { readonly name: 'ask_user_question'; readonly arguments: ToolArguments };
  /** The answer the scenario's user gives, as its expectations state it (the headless tests hold the run to it). */
  readonly answer: AskUserQuestionAnswer;
}

function firstCallOf(file: unknown, name: string, locale: Locale): ScenarioCall {
  const parsed = parseScenario(file, `${name}.json`);
  if (!parsed.ok) throw new Error(parsed.error);
  // In the reader's words, as the embedded example plays it (src/scenarios/localize.ts).
  const scenario = localizeScenario(parsed.scenario, locale);
  for (const step of scenario.steps) {
    if (!('tool' in step) || step.tool !== 'ask_user_question') continue;
    const args = toolArgumentsSchema.safeParse(step.arguments);
    const expected = 'answer' in step.expect ? answerSchema.safeParse(step.expect.answer) : null;
    if (!args.success) throw new Error(`${name}: its call does not match the tool schema (${describeIssues(args.error)})`);
    if (expected === null || !expected.success) throw new Error(`${name}: its first call does not expect an answer`);
    return { scenario: scenario.id, call: { name: 'ask_user_question', arguments: args.data }, answer: expected.data };
  }
  throw new Error(`${name}: no ask_user_question call`);
}

/** The mixed-batch call in each locale: the reader sees the words the live example beside it plays. */
export const MIXED_BATCH: Readonly<Record<Locale, ScenarioCall>> = {
  zh: firstCallOf(mixedBatchFile, 'mixed-batch', 'zh'),
  en: firstCallOf(mixedBatchFile, 'mixed-batch', 'en'),
};

/** The text block the model receives for that answer, byte for byte. */
export function modelText(answer: AskUserQuestionAnswer): string {
  return resultText(projectAnswer(answer));
}

/** The parameter table rows, nested as the schema nests them. Meanings are prose (copy.send.params). */
export const PARAMETER_ROWS = [
  { field: 'questions', depth: 0, type: 'array', required: true },
  { field: 'id', depth: 1, type: 'string', required: true },
  { field: 'question', depth: 1, type: 'string', required: true },
  { field: 'header', depth: 1, type: 'string', required: false },
  { field: 'options', depth: 1, type: 'array', required: false },
  { field: 'label', depth: 2, type: 'string', required: true },
  { field: 'description', depth: 2, type: 'string', required: false },
  { field: 'multi_select', depth: 1, type: 'boolean', required: false },
] as const satisfies readonly { field: keyof DocsCopy['send']['params']; depth: number; type: string; required: boolean }[];

// ---------- §2 card behaviours ----------

export type BehaviourKey = keyof DocsCopy['card']['items'];

/** The pager example is asked directly (`?q=`), in the reader's language, and is not autoplayed. */
const PAGER_REQUEST: Record<Locale, RequestData> = {
  zh: {
    questions: [
      { id: 'name', header: '项目', question: '新的包叫什么名字？' },
      {
        id: 'license',
        header: '许可证',
        question: '用哪个许可证？',
        options: [{ label: 'MIT（推荐）' }, { label: 'Apache-2.0' }, { label: '暂不决定', description: '发布前再定' }],
      },
      {
        id: 'extras',
        header: '附加',
        question: '还要准备哪些东西？',
        multiSelect: true,
        options: [{ label: 'CI 工作流' }, { label: '更新日志' }, { label: 'Issue 模板' }],
      },
    ],
  },
  en: {
    questions: [
      { id: 'name', header: 'Project', question: 'What should the new package be called?' },
      {
        id: 'license',
        header: 'License',
        question: 'Which license?',
        options: [{ label: 'MIT (Recommended)' }, { label: 'Apache-2.0' }, { label: 'None for now', description: 'Decide before publishing' }],
      },
      {
        id: 'extras',
        header: 'Extras',
        question: 'Anything else to set up?',
        multiSelect: true,
        options: [{ label: 'CI workflow' }, { label: 'Changelog' }, { label: 'Issue templates' }],
      },
    ],
  },
};

export interface Behaviour {
  readonly key: BehaviourKey;
  readonly source: (locale: Locale) => ExampleSource;
}

export const BEHAVIOURS: readonly Behaviour[] = [
  { key: 'single', source: () => ({ scenario: 'single-choice' }) },
  { key: 'multi', source: () => ({ scenario: 'multi-choice' }) },
  { key: 'free', source: () => ({ scenario: 'free-text' }) },
  { key: 'custom', source: () => ({ scenario: 'mixed-batch' }) },
  { key: 'pager', source: (locale) => ({ request: PAGER_REQUEST[locale] }) },
  { key: 'recommended', source: () => ({ scenario: 'recommended-badge' }) },
  { key: 'plan', source: () => ({ scenario: 'plan-review' }) },
  { key: 'planApproveOnly', source: () => ({ scenario: 'plan-review-approve-only' }) },
  { key: 'fallback', source: () => ({ scenario: 'plan-review-fallback' }) },
  { key: 'dismiss', source: () => ({ scenario: 'cancel-dismiss' }) },
];

export const KEY_ROWS = [
  { key: 'enter', keys: ['Enter'] },
  { key: 'shiftEnter', keys: ['Shift', 'Enter'] },
  { key: 'ime', keys: ['IME', 'Enter'] },
  { key: 'arrows', keys: ['↑', '↓'] },
  { key: 'space', keys: ['Space'] },
  { key: 'enterOption', keys: ['Enter'] },
] as const satisfies readonly { key: keyof DocsCopy['card']['keys']; keys: readonly string[] }[];

// ---------- §3 the answer rules, each case run through the one encoder ----------

/** The questions and what the user typed, per locale: the rules are the same, the reader's words differ. */
const RULE_WORDS = {
  zh: {
    db: { question: '用哪种数据库？', options: ['PostgreSQL', 'SQLite'] },
    checks: { question: '跑哪些检查？', options: ['单元测试', '类型检查', '代码规范检查'] },
    path: '写到哪个目录？',
    mode: { question: '接下来怎么做？', options: ['快速（推荐）', '稳妥'] },
    custom: '先用 SQLite',
    extra: '模糊测试',
    /** As the input column prints it: "\\n" stands for the line break typed. */
    multiline: '  /srv\\n（新建）  ',
  },
  en: {
    db: { question: 'Which database?', options: ['PostgreSQL', 'SQLite'] },
    checks: { question: 'Which checks?', options: ['Unit tests', 'Type check', 'Lint'] },
    path: 'Which directory?',
    mode: { question: 'How should I continue?', options: ['Fast (Recommended)', 'Careful'] },
    custom: 'SQLite first',
    extra: 'fuzz',
    multiline: '  /srv\\n(create it)  ',
  },
} as const;

const d = (selected: readonly string[], custom = '', skipped = false): QuestionDraft => ({ selected, custom, skipped });

export interface RuleRow {
  readonly key: keyof DocsCopy['answer']['rules'];
  /** What the user did, in the card's terms; null for a skip (the page names the skip button). */
  readonly input: string | null;
  /** The encoded entry, as JSON. */
  readonly entry: string;
}

function rule(key: RuleRow['key'], input: string | null, item: AskUserQuestionItem, draft: QuestionDraft): RuleRow {
  return { key, input, entry: JSON.stringify(projectAnswer({ answers: [encodeAnswerItem(item, draft)] }).value) };
}

function ruleRows(locale: Locale): readonly RuleRow[] {
  const w = RULE_WORDS[locale];
  const item = (id: string, question: string, labels?: readonly string[], multiSelect = false): AskUserQuestionItem => ({
    id,
    question,
    ...(labels !== undefined ? { options: labels.map((label) => ({ label })) } : {}),
    ...(multiSelect ? { multiSelect } : {}),
  });
  const db = item('db', w.db.question, w.db.options);
  const checks = item('checks', w.checks.question, w.checks.options, true);
  const path = item('path', w.path);
  const mode = item('mode', w.mode.question, w.mode.options);
  const [, sqlite] = w.db.options;
  const [unit, , lint] = w.checks.options;
  const [fast] = w.mode.options;
  const multiline = w.multiline.replace('\\n', '\n');
  return [
    rule('singleOption', `◉ ${sqlite}`, db, d([sqlite])),
    rule('singleCustom', `◉ ${sqlite} → ✎ "${w.custom}"`, db, d([sqlite], w.custom)),
    rule('multi', `☑ ${lint}  ☑ ${unit}  ✎ "${w.extra}"`, checks, d([lint, unit], w.extra)),
    rule('free', '✎ "/tmp/out"', path, d([], '/tmp/out')),
    rule('trimmed', `✎ "${w.multiline}"`, path, d([], multiline)),
    rule('blank', '✎ "   "', path, d([], '   ')),
    rule('skipped', null, db, d([sqlite], '', true)),
    rule('recommended', `◉ ${fast}`, mode, d([fast])),
  ].map((row) => ({ ...row, entry: unwrapEntry(row.entry) }));
}

export const RULE_ROWS_BY_LOCALE: Readonly<Record<Locale, readonly RuleRow[]>> = { zh: ruleRows('zh'), en: ruleRows('en') };
export const RULE_ROWS: readonly RuleRow[] = RULE_ROWS_BY_LOCALE.en;

/** `{"answers":[X]}` → `X`: the table shows one entry per rule. */
function unwrapEntry(json: string): string {
  return json.replace(/^\{"answers":\[/, '').replace(/\]\}$/, '');
}

// ---------- §4 every error code, in the order the checks run ----------

export interface ErrorRow {
  readonly code: UserQuestionErrorCode;
  /** The text block the model receives; null when the error never reaches a model. */
  readonly modelText: string | null;
  readonly scenarios: readonly string[];
}

const failure = (code: Exclude<UserQuestionErrorCode, 'BAD_INTENT' | 'INVALID_ARGS'>): string =>
  resultText(projectError(new UserQuestionError(code, ERROR_MESSAGES[code])));

/** DSH's wording for a schema mismatch, on the first call of scenario invalid-arguments. */
function invalidArgumentsText(): string {
  const violations = argumentViolations(TOOL_PARAMETERS_JSON_SCHEMA, { questions: [{ question: 'Which mode?', options: [{ label: 'Fast' }] }] });
  return resultText(projectError(new ToolArgsError(violations)));
}

export const ERROR_ROWS: readonly ErrorRow[] = [
  { code: 'INVALID_ARGS', modelText: invalidArgumentsText(), scenarios: ['invalid-arguments'] },
  { code: 'ASK_ABORTED', modelText: failure('ASK_ABORTED'), scenarios: ['abort-before-ask', 'abort-while-pending', 'provider-disposed', 'answer-after-abort'] },
  { code: 'EMPTY_QUESTIONS', modelText: failure('EMPTY_QUESTIONS'), scenarios: ['empty-questions'] },
  {
    code: 'CALLER_NOT_LIVE',
    modelText: failure('CALLER_NOT_LIVE'),
    scenarios: ['caller-not-live', 'stale-agent'],
  },
  { code: 'DELEGATED_CALLER', modelText: failure('DELEGATED_CALLER'), scenarios: ['delegated-caller', 'resumed-root'] },
  {
    code: 'BAD_INTENT',
    modelText: resultText(projectError(new UserQuestionError('BAD_INTENT', badIntentApproveMessage('plan-review', 'plan-review', 'approve')))),
    scenarios: ['bad-intent-label', 'bad-intent-no-options', 'bad-intent-no-detail'],
  },
  { code: 'NO_PROVIDER', modelText: failure('NO_PROVIDER'), scenarios: ['no-provider'] },
  { code: 'ASK_CANCELLED', modelText: failure('ASK_CANCELLED'), scenarios: ['cancel-dismiss'] },
  { code: 'DUPLICATE_PROVIDER', modelText: null, scenarios: ['duplicate-provider'] },
  { code: 'ASK_MISSING_AGENT', modelText: failure('ASK_MISSING_AGENT'), scenarios: ['missing-agent'] },
];

export const CANCELLED_TEXT = failure('ASK_CANCELLED');
export const CANCELLED_RESULT = projectError(new UserQuestionError('ASK_CANCELLED', ERROR_MESSAGES.ASK_CANCELLED));

/** The surfaces the docs' table lists, in the order the adapters run (a test keeps it equal to SURFACE_NAMES). */
export const SURFACE_ROWS = ['terminal', 'acp', 'claude-code', 'codex', 'vscode', 'mcp'] as const satisfies readonly SurfaceName[];

/** The codes a row carries when an MCP server's elicitation or tool call does not end with an answer (§9), in the docs' order. */
export const MCP_CODES = [
  'ELICITATION_DECLINED',
  'ELICITATION_UNSUPPORTED',
  'ELICITATION_INVALID',
  'MCP_NOT_CONNECTED',
  'MCP_UNKNOWN_TOOL',
  'MCP_INVALID_ARGUMENTS',
  'MCP_TIMEOUT',
  'MCP_CANCELLED',
  'MCP_CONNECTION_LOST',
  'MCP_RPC_ERROR',
  'MCP_TOOL_ERROR',
] as const satisfies readonly (keyof DocsCopy['errors']['mcp']['rows'])[];

/** The codes of the live model's other tools (exit_plan_mode, task, run_command, an unknown name), in the docs' order. */
export const LIVE_CODES = ['UNKNOWN_TOOL', 'APPROVAL_DENIED', 'TASK_FAILED'] as const satisfies readonly (keyof DocsCopy['errors']['live']['rows'])[];
