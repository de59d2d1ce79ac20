/**
 * The state gallery's fixtures (§5.5): one request and one starting snapshot per
 * card state, in both locales. The gallery renders them with the real cards;
 * tests may reuse them. Model-authored text is per locale on purpose, so the
 * gallery shows how Chinese and English copy wrap in the same card.
 * What each card does with a snapshot is left to QuestionFlow and PlanReviewCard.
 */
import type { AskUserQuestionItem, ElicitationBlock, QuestionDraft } from '../../protocol/index.ts';
import { questionsFromSchema } from '../../surfaces/mcp.ts';
import type { Locale } from '../locale/locale.ts';
import { mcpCopy } from '../mcp/mcp-copy.ts';
import type { McpUrlCardProps } from '../mcp/McpUrlCard.tsx';
import type { FailureReason, FlowSnapshot } from '../question/flow-state.ts';

export const GALLERY_STATES = [
  'unanswered',
  'selected',
  'custom-text',
  'multi-custom',
  'free-text',
  'invalid-unanswered',
  'invalid-incomplete',
  'submitting',
  'failed-send',
  'collapsed',
  'recommended',
  'long-detail',
  'long-question',
  'shared-labels',
  'plan-review',
  'plan-approve-only',
  'plan-busy',
  'plan-failed',
  'mcp-form',
  'mcp-invalid',
  'mcp-url',
  'mcp-url-confirm',
] as const;

export type GalleryStateId = (typeof GALLERY_STATES)[number];

/** The generic flow with a starting snapshot. */
export interface FlowFixture {
  readonly id: GalleryStateId;
  readonly card: 'flow';
  readonly questions: readonly AskUserQuestionItem[];
  readonly initial: Partial<FlowSnapshot>;
}

/** The plan-review card; `questions` must narrow with planReviewOf. */
export interface PlanFixture {
  readonly id: GalleryStateId;
  readonly card: 'plan';
  readonly questions: readonly AskUserQuestionItem[];
  readonly initial: { readonly busy?: boolean; readonly failure?: FailureReason };
}

/** An MCP server's question (§9): a form (the generic flow with the server named, Decline, Required) or a URL. */
export interface McpFixture {
  readonly id: GalleryStateId;
  readonly card: 'mcp';
  readonly questions: readonly AskUserQuestionItem[];
  readonly block: ElicitationBlock;
  readonly initial: Partial<FlowSnapshot>;
  readonly initialUrl?: McpUrlCardProps['initial'];
}

export type GalleryFixture = FlowFixture | PlanFixture | McpFixture;

/** The message a failed send shows: the bridge's own simulated transport error. */
export const FAILED_SEND_REASON = { key: 'send.simulated' } as const;

const draft = (selected: readonly string[], custom = '', skipped = false): QuestionDraft => ({ selected, custom, skipped });

/** The request text of every fixture, per locale; labels are what the model would send. */
interface Copy {
  readonly db: AskUserQuestionItem;
  readonly checks: AskUserQuestionItem;
  readonly path: AskUserQuestionItem;
  readonly badge: AskUserQuestionItem;
  readonly migrate: AskUserQuestionItem;
  readonly plan: AskUserQuestionItem;
  readonly longQuestion: AskUserQuestionItem;
  readonly shared: AskUserQuestionItem;
  readonly customDb: string;
  readonly customChecks: string;
  readonly pathAnswer: string;
}

const zhCopy: Copy = {
  db: {
    id: 'db',
    header: '数据库',
    question: '这个服务应该用哪种数据库？',
    options: [
      { label: 'PostgreSQL', description: '关系型，强一致性' },
      { label: 'SQLite', description: '单个文件，无需服务器' },
      { label: 'Redis', description: '内存存储，快但易失' },
    ],
  },
  checks: {
    id: 'checks',
    header: '检查',
    question: '合并前要运行哪些检查？',
    multiSelect: true,
    options: [
      { label: '单元测试' },
      { label: '类型检查', description: 'tsc --noEmit' },
      { label: '代码风格检查' },
      { label: '端到端测试', description: '在真实的 Chromium 里运行' },
    ],
  },
  path: { id: 'path', header: '目标', question: '输出应该写到哪个目录？' },
  badge: {
    id: 'mode',
    header: '模式',
    question: '接下来怎么做？',
    options: [
      { label: '快速（推荐）', description: '优先速度，跳过详尽检查' },
      { label: '稳妥', description: '每次改动前运行所有检查' },
      { label: 'Both (Recommended)', description: '两种后缀都会显示为徽标，答案里保留原样' },
    ],
  },
  migrate: {
    id: 'migrate',
    header: '迁移',
    question: '现在运行数据库迁移吗？',
    detail: [
      '这次迁移会改动 **3 张表**，预计锁表约 40 秒：',
      '',
      '| 表 | 行数 | 改动 |',
      '|---|---|---|',
      '| users | 12 000 | 新增 `locale` 列 |',
      '| orders | 48 000 | 拆分 `address` |',
      '| items | 310 000 | 重建索引 |',
      '',
      '### 步骤',
      '',
      '1. 备份三张表到 `backup_2024_06`',
      '2. 在事务中执行 `migrate up`',
      '3. 校验行数与外键',
      '4. 失败时执行 `migrate down` 并恢复备份',
      '',
      '### 风险',
      '',
      '- 高峰期执行会让下单接口超时',
      '- `items` 的索引重建最慢，可能超过预估',
      '- 回滚需要约 5 分钟',
      '- 迁移期间写入会排队，可能积压几千条',
      '',
      '### 回滚条件',
      '',
      '1. 任一步骤报错',
      '2. 行数校验不一致',
      '3. 超过 3 分钟仍未完成',
      '',
      '```sql',
      'ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT \'zh-CN\';',
      '```',
      '',
      '> 详见[迁移手册](https://example.com/runbook)。',
    ].join('\n'),
    options: [
      { label: '现在运行', description: '立刻开始，约 40 秒' },
      { label: '今晚运行', description: '排到 02:00 的维护窗口' },
    ],
  },
  plan: {
    id: 'plan-review',
    header: '计划审批',
    question: '批准这个计划并退出计划模式吗？',
    detail: [
      '# 加入深色模式',
      '',
      '1. 把颜色整理成 CSS 自定义属性（设计令牌）',
      '2. 在工具栏加入主题切换',
      '3. 首次加载时遵循 `prefers-color-scheme`',
      '',
      '- [ ] 检查两种主题下的对比度',
      '- [ ] 为每个卡片状态截图',
    ].join('\n'),
    options: [
      { label: '批准', description: '离开计划模式；从下一步起执行计划。' },
      { label: '继续规划', description: '留在计划模式；反馈会交回给模型。' },
    ],
    intent: { kind: 'plan-review', approve: '批准' },
  },
  longQuestion: {
    id: 'scope',
    header: '范围',
    question:
      Array.from(
        { length: 12 },
        (_, i) => `第 ${i + 1} 条：这次重构会改动网关、计费和通知三个服务的接口，旧客户端在过渡期内仍然调用旧路径`,
      ).join('；') + '。要按这个范围继续吗？',
    options: [
      { label: '按这个范围继续', description: '一次改完三个服务' },
      { label: '先只改网关', description: '其余两个下个迭代再做' },
    ],
  },
  shared: {
    id: 'region',
    header: '区域',
    question: '部署到哪个区域？',
    options: [
      { label: '华东', description: '上海，主集群' },
      { label: '华东', description: '杭州，备用集群' },
      { label: '华北', description: '北京' },
    ],
  },
  customDb: '先用 SQLite，上线前再换成 PostgreSQL',
  customChecks: '再加一轮模糊测试',
  pathAnswer: '/tmp/out',
};

const enCopy: Copy = {
  db: {
    id: 'db',
    header: 'Database',
    question: 'Which database should the service use?',
    options: [
      { label: 'PostgreSQL', description: 'Relational, strong consistency' },
      { label: 'SQLite', description: 'One file, no server' },
      { label: 'Redis', description: 'In memory, fast, volatile' },
    ],
  },
  checks: {
    id: 'checks',
    header: 'Checks',
    question: 'Which checks should run before merging?',
    multiSelect: true,
    options: [
      { label: 'Unit tests' },
      { label: 'Type check', description: 'tsc --noEmit' },
      { label: 'Lint' },
      { label: 'End-to-end tests', description: 'In a real Chromium' },
    ],
  },
  path: { id: 'path', header: 'Target', question: 'Which directory should I write to?' },
  badge: {
    id: 'mode',
    header: 'Mode',
    question: 'How should I continue?',
    options: [
      { label: 'Fast (Recommended)', description: 'Favour speed, skip the exhaustive checks' },
      { label: 'Careful', description: 'Run every check before each change' },
      { label: '两者兼顾（推荐）', description: 'Either suffix shows as the badge; the answer keeps the label as sent' },
    ],
  },
  migrate: {
    id: 'migrate',
    header: 'Migration',
    question: 'Run the database migration now?',
    detail: [
      'The migration touches **3 tables** and locks them for about 40 seconds:',
      '',
      '| table | rows | change |',
      '|---|---|---|',
      '| users | 12 000 | add a `locale` column |',
      '| orders | 48 000 | split `address` |',
      '| items | 310 000 | rebuild the index |',
      '',
      '### Steps',
      '',
      '1. Back up the three tables to `backup_2024_06`',
      '2. Run `migrate up` in one transaction',
      '3. Check row counts and foreign keys',
      '4. On failure, run `migrate down` and restore the backup',
      '',
      '### Risks',
      '',
      '- At peak hours the checkout endpoint will time out',
      '- The `items` index rebuild is the slowest step and may overrun',
      '- Rolling back takes about five minutes',
      '- Writes queue up during the migration and may back up by a few thousand',
      '',
      '### When to roll back',
      '',
      '1. Any step fails',
      '2. The row counts do not match',
      '3. It is still running after three minutes',
      '',
      '```sql',
      "ALTER TABLE users ADD COLUMN locale text NOT NULL DEFAULT 'en';",
      '```',
      '',
      '> See [the runbook](https://example.com/runbook).',
    ].join('\n'),
    options: [
      { label: 'Run now', description: 'Start at once, about 40 seconds' },
      { label: 'Tonight', description: 'Queue it for the 02:00 maintenance window' },
    ],
  },
  plan: {
    id: 'plan-review',
    header: 'Plan review',
    question: 'Approve this plan and leave plan mode?',
    detail: [
      '# Add dark mode',
      '',
      '1. Introduce colour tokens as CSS custom properties',
      '2. Add a theme switch to the toolbar',
      '3. Respect `prefers-color-scheme` on first load',
      '',
      '- [ ] Audit contrast in both themes',
      '- [ ] Screenshot every card state',
    ].join('\n'),
    options: [
      { label: 'Approve', description: 'Leave plan mode; the plan is carried out from the next step.' },
      { label: 'Keep planning', description: 'Stay in plan mode; feedback goes back to the model.' },
    ],
    intent: { kind: 'plan-review', approve: 'Approve' },
  },
  longQuestion: {
    id: 'scope',
    header: 'Scope',
    question:
      Array.from(
        { length: 12 },
        (_, i) => `point ${i + 1}: the refactor changes the gateway, billing and notification APIs, and old clients keep calling the old paths during the transition`,
      ).join('; ') + '. Go ahead with this scope?',
    options: [
      { label: 'Go ahead', description: 'Change all three services at once' },
      { label: 'Gateway first', description: 'The other two in the next iteration' },
    ],
  },
  shared: {
    id: 'region',
    header: 'Region',
    question: 'Which region should it deploy to?',
    options: [
      { label: 'Europe', description: 'Frankfurt, the main cluster' },
      { label: 'Europe', description: 'Dublin, the standby cluster' },
      { label: 'US East', description: 'Virginia' },
    ],
  },
  customDb: 'SQLite for now, PostgreSQL before launch',
  customChecks: 'one round of fuzzing',
  pathAnswer: '/tmp/out',
};

const COPY: Record<Locale, Copy> = { zh: zhCopy, en: enCopy };

function label(item: AskUserQuestionItem, at: number): string {
  const option = item.options?.[at];
  if (option === undefined) throw new Error(`gallery fixture "${item.id}" has no option ${String(at)}`);
  return option.label;
}

/** What an MCP server sends, per locale: a deploy tool asking for details, and for a sign-in in the browser. */
const MCP_SERVER = 'deploy-bot';
const MCP_COPY = {
  zh: {
    message: '部署前请确认几项信息：',
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: '你的名字', description: '会写进部署日志' },
        email: { type: 'string', format: 'email', title: '邮箱', description: '部署结果发到哪个邮箱？' },
        region: { type: 'string', title: '区域', oneOf: [{ const: 'eu-west', title: '欧洲（法兰克福）' }, { const: 'us-east', title: '美国东部（弗吉尼亚）' }], default: 'eu-west' },
        replicas: { type: 'integer', title: '副本数', minimum: 1, maximum: 10, default: 2 },
        notify: { type: 'boolean', title: '通知团队', default: true },
      },
      required: ['name'],
    },
    urlMessage: '请在浏览器中登录，以便继续部署。',
    badEmail: 'ada@',
  },
  en: {
    message: 'Before I deploy, confirm a few details:',
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Your name', description: 'Shown in the deploy log' },
        email: { type: 'string', format: 'email', title: 'Email', description: 'Where should the deploy report go?' },
        region: { type: 'string', title: 'Region', oneOf: [{ const: 'eu-west', title: 'Europe (Frankfurt)' }, { const: 'us-east', title: 'US East (Virginia)' }], default: 'eu-west' },
        replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 10, default: 2 },
        notify: { type: 'boolean', title: 'Notify the team', default: true },
      },
      required: ['name'],
    },
    urlMessage: 'Sign in in your browser so I can continue the deploy.',
    badEmail: 'ada@',
  },
} as const;

/** The MCP states, built with the real mapping (src/surfaces/mcp.ts), so they show what a server's request becomes. */
function mcpFixtures(locale: Locale): readonly McpFixture[] {
  const c = MCP_COPY[locale];
  const mapped = questionsFromSchema(c.schema, { yes: mcpCopy.text(locale, 'mcp.yes'), no: mcpCopy.text(locale, 'mcp.no') });
  if (!mapped.ok) throw new Error(`gallery MCP fixture: ${mapped.path}: ${mapped.reason}`);
  const block: ElicitationBlock = { mode: 'form', server: MCP_SERVER, message: c.message, fields: [...mapped.fields], drafts: mapped.drafts.map((d) => ({ ...d, selected: [...d.selected] })) };
  const email = mapped.fields.findIndex((f) => f.key === 'email');
  const invalid = mapped.drafts.map((d, i) => (i === 0 ? draft([], 'Ada Lovelace') : i === email ? draft([], c.badEmail) : d));
  const url: ElicitationBlock = { mode: 'url', server: MCP_SERVER, message: c.urlMessage, url: 'https://auth.example.com/device?code=WDJB-MJHT' };
  const urlQuestions: readonly AskUserQuestionItem[] = [{ id: 'url', question: c.urlMessage, options: [{ label: url.url }] }];
  const emailTitle = mapped.questions[email]?.header ?? 'email';
  return [
    { id: 'mcp-form', card: 'mcp', questions: mapped.questions, block, initial: {} },
    {
      id: 'mcp-invalid',
      card: 'mcp',
      questions: mapped.questions,
      block,
      initial: {
        index: email,
        drafts: invalid,
        feedback: { key: 'question.sendFailed', reason: { text: mcpCopy.text(locale, 'mcp.field.email', { field: emailTitle }) } },
      },
    },
    { id: 'mcp-url', card: 'mcp', questions: urlQuestions, block: url, initial: {} },
    { id: 'mcp-url-confirm', card: 'mcp', questions: urlQuestions, block: url, initial: {}, initialUrl: { confirming: true } },
  ];
}

/** Every state of both cards, in GALLERY_STATES order, with the text of `locale`. */
export function galleryFixtures(locale: Locale): readonly GalleryFixture[] {
  const c = COPY[locale];
  const batch = [c.db, c.path, c.checks] as const;
  const approveOnly: AskUserQuestionItem = { ...c.plan, options: c.plan.options?.slice(0, 1) ?? [] };
  const fixtures: readonly GalleryFixture[] = [
    { id: 'unanswered', card: 'flow', questions: [c.db], initial: {} },
    { id: 'selected', card: 'flow', questions: [c.db], initial: { drafts: [draft([label(c.db, 1)])] } },
    { id: 'custom-text', card: 'flow', questions: [c.db], initial: { drafts: [draft([], c.customDb)] } },
    {
      id: 'multi-custom',
      card: 'flow',
      questions: [c.checks],
      initial: { drafts: [draft([label(c.checks, 0), label(c.checks, 1)], c.customChecks)] },
    },
    { id: 'free-text', card: 'flow', questions: [c.path], initial: { drafts: [draft([], c.pathAnswer)] } },
    { id: 'invalid-unanswered', card: 'flow', questions: [c.db], initial: { feedback: { key: 'question.unanswered' } } },
    {
      id: 'invalid-incomplete',
      card: 'flow',
      questions: batch,
      initial: {
        index: 1,
        drafts: [draft([label(c.db, 0)]), draft([]), draft([label(c.checks, 2)])],
        feedback: { key: 'question.incomplete' },
      },
    },
    {
      id: 'submitting',
      card: 'flow',
      questions: batch,
      initial: {
        index: 2,
        drafts: [draft([label(c.db, 0)]), draft([], c.pathAnswer), draft([label(c.checks, 0), label(c.checks, 2)])],
        submitting: true,
      },
    },
    {
      id: 'failed-send',
      card: 'flow',
      questions: batch,
      initial: {
        index: 2,
        drafts: [draft([label(c.db, 0)]), draft([], c.pathAnswer), draft([label(c.checks, 0), label(c.checks, 2)])],
        feedback: { key: 'question.sendFailed', reason: FAILED_SEND_REASON },
      },
    },
    {
      id: 'collapsed',
      card: 'flow',
      questions: batch,
      initial: { index: 1, drafts: [draft([label(c.db, 0)])], collapsed: true },
    },
    { id: 'recommended', card: 'flow', questions: [c.badge], initial: { drafts: [draft([label(c.badge, 0)])] } },
    { id: 'long-detail', card: 'flow', questions: [c.migrate], initial: {} },
    { id: 'long-question', card: 'flow', questions: [c.longQuestion], initial: {} },
    { id: 'shared-labels', card: 'flow', questions: [c.shared], initial: { drafts: [draft([label(c.shared, 0)])] } },
    { id: 'plan-review', card: 'plan', questions: [c.plan], initial: {} },
    { id: 'plan-approve-only', card: 'plan', questions: [approveOnly], initial: {} },
    { id: 'plan-busy', card: 'plan', questions: [c.plan], initial: { busy: true } },
    { id: 'plan-failed', card: 'plan', questions: [c.plan], initial: { failure: FAILED_SEND_REASON } },
    ...mcpFixtures(locale),
  ];
  return fixtures;
}
