/**
 * Built-in example requests (service level), one per card shape, so a newcomer
 * can try the cards without writing JSON.
 */
import type { RequestData } from '../../protocol/index.ts';

export interface Example {
  readonly id: string;
  readonly title: string;
  readonly request: RequestData;
}

export const EXAMPLES: readonly Example[] = [
  {
    id: 'mixed',
    title: 'Mixed batch (single, free text, multi)',
    request: {
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
  {
    id: 'single',
    title: 'Single choice',
    request: {
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
  {
    id: 'detail',
    title: 'Question with markdown detail',
    request: {
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
  {
    id: 'plan',
    title: 'Plan review',
    request: {
      questions: [
        {
          id: 'plan-review',
          header: 'Plan review',
          question: 'Approve this plan and leave plan mode?',
          detail:
            '# Add dark mode\n\n1. Introduce colour tokens as CSS custom properties\n2. Add a theme switch to the toolbar\n3. Respect `prefers-color-scheme` on first load\n\n- [ ] Audit contrast in both themes\n- [ ] Screenshot every card state',
          options: [
            { label: 'Approve', description: 'Leave plan mode and start carrying out the plan.' },
            { label: 'Keep planning', description: 'Stay in plan mode and revise the plan first.' },
          ],
          intent: { kind: 'plan-review', approve: 'Approve' },
        },
      ],
    },
  },
];
