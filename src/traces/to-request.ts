/**
 * A trace call as an asklab request and its recorded answers as the scripted
 * user's (SPEC §13 "Open as card", "Save as scenario"): the questions go through
 * the harness's inverse mapping (src/surfaces/*-inverse.ts), which lists what is
 * lost; the answers are read against the mapped questions, and what a card cannot
 * replay (a note beside a single choice, Claude Code's annotations) is listed too.
 * Pure.
 */
import { fromClaudePlan, fromClaudeQuestions } from '../surfaces/claude-code-inverse.ts';
import { fromCodexQuestions } from '../surfaces/codex-inverse.ts';
import { idFromText, loss, type InverseIssue, type InverseRequest } from '../surfaces/inverse-common.ts';
import type { AskUserQuestionItem } from '../protocol/index.ts';
import { obj, str } from './reader.ts';
import type { TraceCall, TraceQuestion } from './types.ts';

export function requestOfCall(call: TraceCall): InverseRequest {
  if (call.format === 'claude-code' && call.tool === 'ExitPlanMode') {
    const recorded = obj(call.recorded);
    const plan = call.questions[0]?.detail;
    const filePath = str(recorded?.['filePath']);
    return fromClaudePlan({ ...(plan !== undefined ? { plan } : {}), ...(filePath !== undefined ? { filePath } : {}) });
  }
  if (call.format === 'claude-code') return fromClaudeQuestions(call.questions);
  if (call.format === 'codex') return fromCodexQuestions(call.questions);
  return fromOwnQuestions(call.questions);
}

/** DSH's and asklab's own shape (and any other `questions` over Chat Completions): ids kept, made where missing. */
function fromOwnQuestions(input: readonly TraceQuestion[]): InverseRequest {
  const taken = new Set<string>();
  const issues: InverseIssue[] = [];
  const questions = input.map((q, i): AskUserQuestionItem => {
    for (const field of q.unknownFields ?? []) {
      issues.push(loss(`questions[${i}].${field}`, 'fieldDropped', { question: q.question, field }, `"${q.question}" has a field "${field}" asklab's request has no place for`));
    }
    const id = q.id !== undefined && q.id !== '' && !taken.has(q.id) ? (taken.add(q.id), q.id) : idFromText(q.question, taken, `q${i + 1}`);
    return {
      id,
      question: q.question,
      ...(q.header !== undefined ? { header: q.header } : {}),
      ...(q.detail !== undefined ? { detail: q.detail } : {}),
      ...(q.options.length > 0 ? { options: q.options.map((o) => ({ label: o.label, ...(o.description !== undefined ? { description: o.description } : {}) })) } : {}),
      ...(q.multiSelect ? { multiSelect: true } : {}),
      ...(q.approve !== undefined && q.detail !== undefined ? { intent: { kind: 'plan-review' as const, approve: q.approve } } : {}),
    };
  });
  return { questions, issues };
}

/** One scripted answer, in the scenario file's words (src/scenarios/schema.ts `userScriptSchema`). */
export interface ScriptedAnswer {
  readonly select?: string[];
  readonly text?: string;
  readonly skip?: boolean;
}

/** The recorded answers of a call, question by question, as a scripted user would give them on asklab's card. */
export function scriptedAnswers(call: TraceCall, questions: readonly AskUserQuestionItem[]): { answers: ScriptedAnswer[]; issues: InverseIssue[] } {
  const issues: InverseIssue[] = [];
  const answers = questions.map((item, i): ScriptedAnswer => {
    const asked = call.questions[i];
    const key = asked?.id ?? asked?.question ?? item.question;
    const recorded = call.answers.find((a) => a.question === key) ?? (call.questions.length === 1 ? call.answers[0] : undefined);
    if (recorded === undefined) return { skip: true };
    const labels = (item.options ?? []).map((o) => o.label);
    const select = recorded.selected.filter((label) => labels.includes(label));
    let text = recorded.text;
    if (recorded.notes !== undefined) {
      if (select.length === 0 && text === undefined) text = recorded.notes;
      else issues.push(loss(`answers[${i}].notes`, 'notesDropped', { question: item.question, notes: recorded.notes }, `The notes "${recorded.notes}" beside the answer to "${item.question}" have no place on asklab's card`));
    }
    if (text !== undefined && select.length > 0 && item.multiSelect !== true && labels.length > 0) {
      issues.push(loss(`answers[${i}].text`, 'noteBesideChoice', { question: item.question, text }, `The text "${text}" typed beside the choice for "${item.question}": on asklab's card a custom answer replaces a single choice, so the choice is replayed without it`));
      text = undefined;
    }
    if (select.length === 0 && (text === undefined || text.trim() === '')) return { skip: true };
    return { ...(select.length > 0 ? { select } : {}), ...(text !== undefined && text.trim() !== '' ? { text } : {}) };
  });
  return { answers, issues };
}
