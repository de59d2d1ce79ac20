/**
 * A whole trace as a scenario (SPEC §13 "Save as scenario", §10.3): each call that
 * showed a card becomes an ask step with the recorded answers as the scripted user
 * and the recorded outcome as its expectation, so it replays without a model;
 * each call that never reached a person (an error, a call still pending when the
 * file ends, one without questions) becomes a line the agent says, naming what was
 * recorded. The result is checked by the same loader as any scenario file (the
 * caller does that, src/scenarios/file.ts). Pure.
 *
 * Outcomes, mapped to what asklab's service does: answered → the answer; declined,
 * cancelled and "Chat about this" → the person dismisses the card (ASK_CANCELLED);
 * interrupted → the ask is aborted while pending (ASK_ABORTED); a plan the person
 * kept planning on → the plan review answered with that choice.
 */
import { encodeAnswer, type QuestionDraft } from '../protocol/index.ts';
import type { Scenario, Step } from '../scenarios/schema.ts';
import type { InverseIssue } from '../surfaces/inverse-common.ts';
import { requestOfCall, scriptedAnswers } from './to-request.ts';
import type { TraceCall, TraceFormat } from './types.ts';

const HARNESS: Readonly<Record<TraceFormat, string>> = {
  'claude-code': 'Claude Code',
  codex: 'Codex',
  openai: 'OpenAI messages',
  asklab: 'asklab',
};

export interface TraceScenario {
  readonly scenario: Scenario;
  /** What the replay cannot carry, call by call. */
  readonly issues: readonly { readonly call: number; readonly issue: InverseIssue }[];
}

/** A short stable hash of the trace's calls, so saving the same trace twice gives the same id. */
function hashOf(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

function label(call: TraceCall): string {
  return `${call.tool} #${call.index + 1}${call.at !== undefined ? ` (${call.at})` : ''}`;
}

export function traceToScenario(calls: readonly TraceCall[], file: string, format: TraceFormat): TraceScenario {
  const steps: Step[] = [];
  const issues: { call: number; issue: InverseIssue }[] = [];
  for (const call of calls) {
    const { questions, issues: requestIssues } = requestOfCall(call);
    for (const issue of requestIssues) issues.push({ call: call.index, issue });
    const replayable = questions.length > 0 && call.outcome !== 'error' && call.outcome !== 'pending';
    if (!replayable) {
      const why = call.outcome === 'error' ? `ended with an error: ${call.modelText ?? call.reason ?? ''}` : call.outcome === 'pending' ? 'was still waiting for an answer when the file ended' : 'asked no question';
      steps.push({ say: `${HARNESS[format]} ${label(call)} ${why}`.trim() });
      continue;
    }
    steps.push({ say: `${HARNESS[format]} ${label(call)}` });
    const plan = call.format === 'claude-code' && call.tool === 'ExitPlanMode';
    if (call.outcome === 'answered' || (plan && call.outcome === 'declined')) {
      const scripted = scriptedAnswers(call, questions);
      for (const issue of scripted.issues) issues.push({ call: call.index, issue });
      const drafts: QuestionDraft[] = scripted.answers.map((a) => ({ selected: a.select ?? [], custom: a.text ?? '', skipped: a.skip === true }));
      steps.push({ ask: { questions }, user: { answers: scripted.answers }, expect: { answer: encodeAnswer(questions, drafts) } });
    } else if (call.outcome === 'interrupted') {
      steps.push({ ask: { questions }, interrupt: { abort: 'when-pending' }, expect: { code: 'ASK_ABORTED' } });
    } else {
      steps.push({ ask: { questions }, user: { dismiss: true }, expect: { code: 'ASK_CANCELLED' } });
    }
  }
  if (steps.length === 0) steps.push({ say: `${HARNESS[format]}: no question calls in ${file}` });
  const name = file.replace(/\.[a-z]+$/i, '');
  const counts = `${calls.length}`;
  return {
    scenario: {
      id: `trace-${format}-${hashOf(JSON.stringify(calls.map((c) => [c.callId, c.outcome])))}`,
      title: { zh: `会话记录：${name}`, en: `Trace: ${name}` },
      description: {
        zh: `从 ${HARNESS[format]} 会话记录 ${file} 重放的 ${counts} 次提问，答案和结果都按记录。`,
        en: `${counts} question calls replayed from the ${HARNESS[format]} trace ${file}, with the recorded answers and outcomes.`,
      },
      group: 'shapes',
      steps,
    },
    issues,
  };
}
