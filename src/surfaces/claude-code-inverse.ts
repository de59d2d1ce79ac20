/**
 * Claude Code's `AskUserQuestion` and `ExitPlanMode` calls as asklab requests: the
 * inverse of ./claude-code.ts, for a call read from a transcript (SPEC §13). A
 * question keeps its text, header, options and multiSelect; it gets an id made
 * from its text (Claude Code keys answers by text). Lost on the way, and listed:
 * each option's `preview` (asklab's card has no side preview), fields the tool's
 * schema does not have, and for ExitPlanMode its `allowedPrompts`, or the plan
 * itself when the transcript holds only the file's path (2.1.x writes the plan to
 * a file and calls the tool with `{}`). Pure.
 */
import type { AskUserQuestionItem } from '../protocol/index.ts';
import { idFromText, loss, type InverseIssue, type InverseRequest } from './inverse-common.ts';

/** A question as AskUserQuestion takes it (sdk-tools.d.ts), with what transcripts also carry. */
export interface ClaudeQuestionInput {
  readonly question: string;
  readonly header?: string;
  readonly options: readonly { readonly label: string; readonly description?: string; readonly preview?: string }[];
  readonly multiSelect?: boolean;
  readonly unknownFields?: readonly string[];
}

/** Claude Code's plan dialog; asklab shows it as a plan review with these two answers. */
export const CLAUDE_PLAN_REVIEW = {
  id: 'plan',
  header: 'Plan',
  question: 'Would you like to proceed?',
  approve: 'Yes',
  keep: 'No, keep planning',
} as const;

export function fromClaudeQuestions(input: readonly ClaudeQuestionInput[]): InverseRequest {
  const taken = new Set<string>();
  const issues: InverseIssue[] = [];
  const questions = input.map((q, i): AskUserQuestionItem => {
    const at = `questions[${i}]`;
    q.options.forEach((o, n) => {
      if (o.preview !== undefined && o.preview !== '') {
        issues.push(loss(`${at}.options[${n}].preview`, 'previewDropped', { question: q.question, label: o.label },
          `Claude Code: the option "${o.label}" of "${q.question}" has a preview: asklab's card shows no preview beside an option`));
      }
    });
    for (const field of q.unknownFields ?? []) {
      issues.push(loss(`${at}.${field}`, 'fieldDropped', { question: q.question, field }, `Claude Code: "${q.question}" has a field "${field}" asklab's request has no place for`));
    }
    return {
      id: idFromText(q.question, taken, `q${i + 1}`),
      question: q.question,
      ...(q.header !== undefined && q.header !== '' ? { header: q.header } : {}),
      ...(q.options.length > 0
        ? { options: q.options.map((o) => ({ label: o.label, ...(o.description !== undefined && o.description !== '' ? { description: o.description } : {}) })) }
        : {}),
      ...(q.multiSelect === true ? { multiSelect: true } : {}),
    };
  });
  return { questions, issues };
}

/**
 * ExitPlanMode's input `{ plan?, allowedPrompts? }` as a plan review. Without the plan (v2 reads it from
 * a file), the review says where the plan was, so the card can still be asked.
 */
export function fromClaudePlan(input: { readonly plan?: string; readonly allowedPrompts?: unknown; readonly filePath?: string }): InverseRequest {
  const issues: InverseIssue[] = [];
  if (Array.isArray(input.allowedPrompts) && input.allowedPrompts.length > 0) {
    issues.push(loss('allowedPrompts', 'allowedPromptsDropped', { count: input.allowedPrompts.length },
      `Claude Code: the plan asks for ${input.allowedPrompts.length} permissions (allowedPrompts): asklab's plan review has no place for them`));
  }
  const plan = input.plan?.trim();
  if (plan === undefined || plan === '') {
    issues.push(loss('plan', 'planNotInTranscript', { path: input.filePath ?? '' },
      `Claude Code: the plan itself is not in the transcript${input.filePath !== undefined ? ` (it was in ${input.filePath})` : ''}: the review shows where it was`));
  }
  const P = CLAUDE_PLAN_REVIEW;
  return {
    questions: [
      {
        id: P.id,
        header: P.header,
        question: P.question,
        detail: plan !== undefined && plan !== '' ? input.plan ?? '' : `# Plan\n\n(Not in the transcript${input.filePath !== undefined ? `: ${input.filePath}` : ''}.)`,
        options: [{ label: P.approve }, { label: P.keep }],
        intent: { kind: 'plan-review', approve: P.approve },
      },
    ],
    issues,
  };
}
