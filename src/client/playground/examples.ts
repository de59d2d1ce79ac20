/**
 * Built-in example requests (service level), one per card shape, so a newcomer
 * can try the cards without writing JSON. Each one has a title and a request in
 * both locales (SPEC §5.8): a zh reader tries the cards in Chinese. The two
 * requests share ids and shapes; only the words differ.
 */
import { MIXED_EXAMPLE, type Example } from './first-example.ts';

export type { Example };

export const EXAMPLES: readonly [Example, ...Example[]] = [
  MIXED_EXAMPLE,
  {
    id: 'single',
    title: { zh: '单选', en: 'Single choice' },
    requests: {
      zh: {
        questions: [
          {
            id: 'db',
            header: '数据库',
            question: '这个服务用哪种数据库？',
            options: [
              { label: 'PostgreSQL（推荐）', description: '关系型，强一致' },
              { label: 'SQLite', description: '单个文件，无需服务器' },
              { label: 'Redis', description: '内存存储，快但不持久' },
            ],
          },
        ],
      },
      en: {
        questions: [
          {
            id: 'db',
            header: 'Database',
            question: 'Which database should the service use?',
            options: [
              { label: 'PostgreSQL (推荐)', description: 'Relational, strong consistency' },
              { label: 'SQLite', description: 'One file, no server' },
              { label: 'Redis', description: 'In memory, fast, volatile' },
            ],
          },
        ],
      },
    },
  },
  {
    id: 'detail',
    title: { zh: '带 Markdown 详情的问题', en: 'Question with markdown detail' },
    requests: {
      zh: {
        questions: [
          {
            id: 'migrate',
            header: '迁移',
            question: '现在就执行迁移吗？',
            detail:
              '这次迁移涉及 **3 张表**：\n\n| 表 | 行数 |\n|---|---|\n| users | 12 000 |\n| orders | 48 000 |\n| items | 310 000 |\n\n详见[操作手册](https://example.com/runbook)。',
            options: [{ label: '立即执行' }, { label: '今晚定时执行' }],
          },
        ],
      },
      en: {
        questions: [
          {
            id: 'migrate',
            header: 'Migration',
            question: 'Run the migration now?',
            detail:
              'The migration touches **3 tables**:\n\n| table | rows |\n|---|---|\n| users | 12 000 |\n| orders | 48 000 |\n| items | 310 000 |\n\nSee [the runbook](https://example.com/runbook).',
            options: [{ label: 'Run now' }, { label: 'Schedule tonight' }],
          },
        ],
      },
    },
  },
  {
    id: 'plan',
    title: { zh: '计划审批', en: 'Plan review' },
    requests: {
      zh: {
        questions: [
          {
            id: 'plan-review',
            header: '计划审批',
            question: '批准这份计划并退出计划模式吗？',
            detail:
              '# 加入深色模式\n\n1. 把颜色定义为 CSS 自定义属性（令牌）\n2. 在工具栏加一个主题切换\n3. 首次加载时遵循 `prefers-color-scheme`\n\n- [ ] 检查两种主题下的对比度\n- [ ] 给每种卡片状态截图',
            options: [
              { label: '批准', description: '退出计划模式，开始执行计划。' },
              { label: '继续规划', description: '留在计划模式；反馈会交回给模型。' },
            ],
            intent: { kind: 'plan-review', approve: '批准' },
          },
        ],
      },
      en: {
        questions: [
          {
            id: 'plan-review',
            header: 'Plan review',
            question: 'Approve this plan and leave plan mode?',
            detail:
              '# Add dark mode\n\n1. Introduce colour tokens as CSS custom properties\n2. Add a theme switch to the toolbar\n3. Respect `prefers-color-scheme` on first load\n\n- [ ] Audit contrast in both themes\n- [ ] Screenshot every card state',
            options: [
              { label: 'Approve', description: 'Leave plan mode; the plan is carried out from the next step.' },
              { label: 'Keep planning', description: 'Stay in plan mode; feedback goes back to the model.' },
            ],
            intent: { kind: 'plan-review', approve: 'Approve' },
          },
        ],
      },
    },
  },
];
