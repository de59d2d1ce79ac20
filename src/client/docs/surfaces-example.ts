/**
 * The docs' Surfaces example, per locale: a request that trips at least one
 * limit on every surface (a 13-character header, a question without a header,
 * a multi-select, free text with markdown detail, five options, more questions
 * than two harnesses take), and an answer the card could give to it, so the
 * page shows what each harness returns too. A test keeps both honest.
 */
import type { AskUserQuestionAnswer, AskUserQuestionItem } from '../../protocol/index.ts';
import type { Locale } from '../locale/locale.ts';

export interface SurfacesExample {
  readonly questions: readonly AskUserQuestionItem[];
  readonly answer: AskUserQuestionAnswer;
}

const REGIONS = ['us-east', 'us-west', 'eu-west', 'eu-north', 'ap-south'].map((label) => ({ label }));

export const SURFACES_EXAMPLE: Readonly<Record<Locale, SurfacesExample>> = {
  zh: {
    questions: [
      // 13 user-perceived characters: one over the 12 that Claude Code and Codex allow.
      { id: 'deploy_target', header: '部署目标环境和发布区域选择', question: '部署到哪里？', options: [{ label: '预发环境（推荐）' }, { label: '生产环境' }] },
      { id: 'checks', question: '要跑哪些检查？', multiSelect: true, options: [{ label: '单元测试' }, { label: '代码检查' }, { label: '端到端测试' }] },
      { id: 'notes', header: '备注', question: '还有什么要说明的？', detail: '写下 **运行手册** 里没提到的事，参见 [runbook](https://example.com/runbook)。' },
      { id: 'region', header: '区域', question: '部署到哪个区域？', options: REGIONS },
      { id: 'confirm', header: '确认', question: '现在发布吗？', options: [{ label: '发布' }, { label: '先不发' }] },
    ],
    answer: {
      answers: [
        { id: 'deploy_target', selected: ['预发环境（推荐）'] },
        { id: 'checks', selected: ['单元测试', '端到端测试'], custom: '再跑一次性能测试' },
        { id: 'notes', selected: [], custom: '周五之前别发' },
        { id: 'region', selected: ['eu-west'] },
        { id: 'confirm', selected: ['发布'] },
      ],
    },
  },
  en: {
    questions: [
      { id: 'deploy_target', header: 'Deployment target', question: 'Where should it deploy?', options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }] },
      { id: 'checks', question: 'Which checks should run?', multiSelect: true, options: [{ label: 'Unit tests' }, { label: 'Lint' }, { label: 'E2E' }] },
      { id: 'notes', header: 'Notes', question: 'Anything else?', detail: 'Mention **anything** the [runbook](https://example.com/runbook) misses.' },
      { id: 'region', header: 'Region', question: 'Which region?', options: REGIONS },
      { id: 'confirm', header: 'Confirm', question: 'Ship it?', options: [{ label: 'Yes' }, { label: 'No' }] },
    ],
    answer: {
      answers: [
        { id: 'deploy_target', selected: ['Staging (Recommended)'] },
        { id: 'checks', selected: ['Unit tests', 'E2E'], custom: 'and a perf run' },
        { id: 'notes', selected: [], custom: 'Not before Friday' },
        { id: 'region', selected: ['eu-west'] },
        { id: 'confirm', selected: ['Yes'] },
      ],
    },
  },
};
