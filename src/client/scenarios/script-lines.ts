/**
 * The player's script, readable (§10.4): each step of a scenario as one line a
 * person reads — what it does (a copy key and its values), the words the agent
 * or the person says (verbatim), the tool it calls (code), and notes on how the
 * scripted user answers, what interrupts it and what it expects. Pure: the
 * PlayerPanel words it in the page's locale.
 */
import { isAskingStep, isSubagentStep, type AskingStep, type Interrupt, type Step, type UserScript } from '../../scenarios/schema.ts';
import type { ScenarioKey } from './scenario-copy.ts';

/** Words in the page's locale, followed by what the script itself says (verbatim) or names (code), when it does. */
export type Phrase = {
  readonly key: ScenarioKey;
  readonly vars?: Readonly<Record<string, string | number>>;
  readonly verbatim?: string;
  readonly code?: string;
};

export interface ScriptLine {
  /** The step kind, for its icon and style. */
  readonly kind: 'say' | 'tool' | 'ask' | 'subagent' | 'provider' | 'policy' | 'planMode' | 'transport' | 'wait';
  readonly action: Phrase;
  /** A tool name or policy value, shown as code. */
  readonly code?: string;
  /** The words said, or the first question asked: model- or person-authored, shown verbatim. */
  readonly verbatim?: string;
  readonly notes: readonly Phrase[];
}

const DEFAULT_PENDING_DELAY_MS = 1200;

function questionCount(step: AskingStep): number | undefined {
  if ('ask' in step) return step.ask.questions.length;
  const args = step.arguments;
  if (typeof args === 'object' && args !== null && 'questions' in args && Array.isArray(args.questions)) return args.questions.length;
  return undefined;
}

function firstQuestion(step: AskingStep): string | undefined {
  if ('ask' in step) return step.ask.questions[0]?.question;
  const args = step.arguments;
  if (typeof args === 'object' && args !== null) {
    if ('questions' in args && Array.isArray(args.questions)) {
      const first: unknown = args.questions[0];
      if (typeof first === 'object' && first !== null && 'question' in first && typeof first.question === 'string') return first.question;
    }
    if ('plan' in args && typeof args.plan === 'string') return args.plan.split('\n')[0]?.replace(/^#+\s*/, '');
  }
  return typeof args === 'string' ? args.slice(0, 80) : undefined;
}

function interruptNote(interrupt: Interrupt): Phrase {
  if ('switch' in interrupt) return { key: 'step.switchPending', vars: { ms: interrupt.delayMs ?? DEFAULT_PENDING_DELAY_MS, provider: interrupt.switch } };
  if ('dispose' in interrupt) return { key: 'step.disposePending', vars: { ms: interrupt.delayMs ?? DEFAULT_PENDING_DELAY_MS } };
  switch (interrupt.abort) {
    case 'before':
      return { key: 'step.abortBefore' };
    case 'when-pending':
      return { key: 'step.abortPending', vars: { ms: interrupt.delayMs ?? DEFAULT_PENDING_DELAY_MS } };
    case 'after':
      return { key: 'step.abortAfter', vars: { ms: interrupt.delayMs } };
  }
}

/** The scripted answers in a few words: labels chosen, text typed, skips; one answer's parts joined by `list` ("、" in Chinese). */
export function answersText(user: Extract<UserScript, { answers: unknown }>, skip: string, list = ', '): string {
  return user.answers
    .map((a) => (a.skip === true ? skip : [...(a.select ?? []), ...(a.text !== undefined ? [`“${a.text}”`] : [])].join(list) || skip))
    .join(' · ');
}

function userNote(user: UserScript, skip: string, list: string): Phrase {
  if ('none' in user) return { key: 'step.userNone' };
  if ('dismiss' in user) return { key: 'step.userDismiss' };
  // Keys as typed, in JSON's escapes (\\r is Enter, \\u0003 Ctrl-C).
  if ('terminal' in user) return { key: 'step.userTypes', verbatim: user.terminal.map((keys) => JSON.stringify(keys).slice(1, -1)).join(' · ') };
  if ('acp' in user) return { key: 'step.userAcp', verbatim: user.acp.map((result) => result.action + ('content' in result && result.content !== undefined ? ` ${JSON.stringify(result.content)}` : '')).join(' · ') };
  return { key: user.afterAbort === true ? 'step.userAfterAbort' : 'step.userAnswers', verbatim: answersText(user, skip, list) };
}

/**
 * `skip` is the word for a skipped question in the page's locale, and `list` its list separator (both go inside the
 * answers summary).
 */
export function scriptLine(step: Step, skip: string, list = ', '): ScriptLine {
  if (isSubagentStep(step)) {
    return { kind: 'subagent', action: { key: 'step.delegates' }, code: step.subagent.id, verbatim: step.subagent.task, notes: [] };
  }
  if (isAskingStep(step)) {
    const notes: Phrase[] = [];
    const count = questionCount(step);
    if (count !== undefined) notes.push(count === 1 ? { key: 'step.question1' } : { key: 'step.questionsN', vars: { n: count } });
    if (step.agent === null) notes.push({ key: 'step.noAgent' });
    else if (step.agent !== undefined) notes.push({ key: 'step.asAgent', code: step.agent });
    if (step.interrupt !== undefined) notes.push(interruptNote(step.interrupt));
    if (step.user !== undefined) notes.push(userNote(step.user, skip, list));
    const first = firstQuestion(step);
    const base = { notes, ...(first !== undefined ? { verbatim: first } : {}) };
    return 'tool' in step
      ? { kind: 'tool', action: { key: 'step.calls' }, code: step.tool, ...base }
      : { kind: 'ask', action: { key: 'step.asksDirectly' }, ...base };
  }
  if ('say' in step) {
    return { kind: 'say', action: { key: step.role === 'user' ? 'step.userSays' : 'step.says' }, verbatim: step.say, notes: step.agent !== undefined ? [{ key: 'step.asAgent', code: step.agent }] : [] };
  }
  if ('provider' in step) return { kind: 'provider', action: { key: `step.provider.${step.provider}` }, notes: [] };
  if ('policy' in step) return { kind: 'policy', action: { key: 'step.policy' }, code: step.policy, notes: [] };
  if ('planMode' in step) return { kind: 'planMode', action: { key: step.planMode ? 'step.planModeOn' : 'step.planModeOff' }, notes: [] };
  if ('transport' in step) {
    const t = step.transport;
    const notes: Phrase[] = [];
    if (t.latencyMs !== undefined) notes.push({ key: 'step.latency', vars: { ms: t.latencyMs } });
    if (t.rejectNext !== undefined && t.rejectNext !== null) notes.push({ key: 'step.rejectNext', vars: { reason: t.rejectNext } });
    if (t.failNextSend === true) notes.push({ key: 'step.failNextSend' });
    if (notes.length === 0) notes.push({ key: 'step.clearTransport' });
    return { kind: 'transport', action: { key: 'step.transport' }, notes };
  }
  return { kind: 'wait', action: { key: 'step.wait', vars: { ms: step.wait } }, notes: [] };
}
