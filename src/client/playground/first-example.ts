/**
 * The first example (Mixed batch), in a module of its own: it is the editor's
 * starting draft, so the playground's first chunk carries it; the other examples
 * load with the Examples list.
 */
import type { RequestData } from '../../protocol/index.ts';
import type { Locale } from '../locale/locale.ts';

export interface Example {
  readonly id: string;
  readonly title: Readonly<Record<Locale, string>>;
  readonly requests: Readonly<Record<Locale, RequestData>>;
}

export const MIXED_EXAMPLE: Example = {
  id: 'mixed',
  title: { zh: '混合批量（单选、自由文本、多选）', en: 'Mixed batch (single, free text, multi)' },
  requests: {
    zh: {
      questions: [
        {
          id: 'mode',
          header: '方式',
          question: '接下来怎么做？',
          options: [
            { label: '快速（推荐）', description: '优先速度，跳过耗时的全面检查' },
            { label: '稳妥', description: '每次改动前都跑完所有检查' },
          ],
        },
        { id: 'path', header: '目标', question: '写到哪个目录？' },
        {
          id: 'checks',
          header: '检查',
          question: '合并前要跑哪些检查？',
          multiSelect: true,
          options: [{ label: '单元测试' }, { label: '类型检查' }, { label: '代码规范检查' }, { label: '端到端测试' }],
        },
      ],
    },
    en: {
      questions: [
        {
          id: 'mode',
          header: 'Mode',
          question: 'How should I continue?',
          options: [
            { label: 'Fast (Recommended)', description: 'Favour speed, skip the exhaustive checks' },
            { label: 'Careful', description: 'Run every check before each change' },
          ],
        },
        { id: 'path', header: 'Target', question: 'Which directory should I write to?' },
        {
          id: 'checks',
          header: 'Checks',
          question: 'Which checks should run before merging?',
          multiSelect: true,
          options: [{ label: 'Unit tests' }, { label: 'Type check' }, { label: 'Lint' }, { label: 'End-to-end tests' }],
        },
      ],
    },
  },
};
