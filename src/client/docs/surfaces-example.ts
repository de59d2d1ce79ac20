/** The docs' Surfaces example request; a test keeps it tripping at least one limit on every surface. */
import type { AskUserQuestionItem } from '../../protocol/index.ts';

/** Trips every surface: a long header, no header, a multi-select, free text, markdown detail, five options. */
export const SURFACES_EXAMPLE: readonly AskUserQuestionItem[] = [
  { id: 'deploy_target', header: 'Deployment target', question: 'Where should it deploy?', options: [{ label: 'Staging (Recommended)' }, { label: 'Production' }] },
  { id: 'checks', question: 'Which checks should run?', multiSelect: true, options: [{ label: 'Unit tests' }, { label: 'Lint' }, { label: 'E2E' }] },
  { id: 'notes', header: 'Notes', question: 'Anything else?', detail: 'Mention **anything** the [runbook](https://example.com) misses.' },
  { id: 'region', header: 'Region', question: 'Which region?', options: ['us-east', 'us-west', 'eu-west', 'eu-north', 'ap-south'].map((label) => ({ label })) },
  { id: 'confirm', header: 'Confirm', question: 'Ship it?', options: [{ label: 'Yes' }, { label: 'No' }] },
];
