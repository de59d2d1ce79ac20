/**
 * Codex's `request_user_input` call as an asklab request: the inverse of
 * ./codex.ts, for a call read from a rollout (SPEC §13). Each question keeps its
 * id, header, question and options (single-select: Codex has no multi-select).
 * Lost, and listed: `isOther` (asklab's card always offers its own custom
 * answer beside options, with no flag to turn it off or on) and fields the
 * tool's schema does not have (e.g. `isSecret`). Pure.
 */
import type { AskUserQuestionItem } from '../protocol/index.ts';
import { idFromText, loss, type InverseIssue, type InverseRequest } from './inverse-common.ts';

export interface CodexQuestionInput {
  readonly id?: string;
  readonly header?: string;
  readonly question: string;
  readonly options: readonly { readonly label: string; readonly description?: string }[];
  readonly isOther?: boolean;
  readonly unknownFields?: readonly string[];
}

export function fromCodexQuestions(input: readonly CodexQuestionInput[]): InverseRequest {
  const taken = new Set<string>();
  const issues: InverseIssue[] = [];
  const questions = input.map((q, i): AskUserQuestionItem => {
    const at = `questions[${i}]`;
    if (q.isOther !== undefined) {
      issues.push(loss(`${at}.isOther`, 'isOtherDropped', { question: q.question, value: String(q.isOther) },
        `Codex: "${q.question}" sets isOther: asklab's card always offers its own custom answer beside options`));
    }
    for (const field of q.unknownFields ?? []) {
      issues.push(loss(`${at}.${field}`, 'fieldDropped', { question: q.question, field }, `Codex: "${q.question}" has a field "${field}" asklab's request has no place for`));
    }
    const id = q.id !== undefined && q.id !== '' && !taken.has(q.id) ? (taken.add(q.id), q.id) : idFromText(q.question, taken, `q${i + 1}`);
    return {
      id,
      question: q.question,
      ...(q.header !== undefined && q.header !== '' ? { header: q.header } : {}),
      ...(q.options.length > 0
        ? { options: q.options.map((o) => ({ label: o.label, ...(o.description !== undefined && o.description !== '' ? { description: o.description } : {}) })) }
        : {}),
    };
  });
  return { questions, issues };
}
