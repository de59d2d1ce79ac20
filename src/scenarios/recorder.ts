/**
 * Save as scenario (§10.3): turns a session's frame log into a scenario file in
 * the §4 format, so any surprising outcome replays without a model or a key.
 *
 * Two sources, one output. Frames logged after the last `scenario/run` keep that
 * scenario's own script (its setup, interrupts, providers and transport faults
 * cannot be read back from frames) with the person's actual answers as the
 * scripted user's responses and each step's actual outcome as its expectation.
 * Everything else (examples, editor asks, `?q=`, the demo or a live model,
 * sub-agent turns) is rebuilt from the frames themselves: assistant text → `say`,
 * tool calls → tool steps, direct asks → ask steps, `task` calls → sub-agent
 * steps. Pure: no DOM, no clock; the page names the file and the UI lets the
 * person choose id and title. Live settings (and the key) never enter a step.
 */
import type { FrameLogEntry } from '../bridge/frame-log.ts';
import {
  DSH_PLAN_MODE,
  answerSchema,
  canonicalAnswer,
  encodeAnswer,
  failureCode,
  resultText,
  type AskUserQuestionAnswer,
  type AskUserQuestionItem,
  type ToolResult,
} from '../protocol/index.ts';
import { parseScenario } from './loader.ts';
import { readableStrings } from './localize.ts';
import { draftsOf } from './scripted-user.ts';
import {
  isAskingStep,
  isSubagentStep,
  type AskingStep,
  type Expectation,
  type LocalizedText,
  type Scenario,
  type Step,
  type SubagentStep,
  type UserScript,
} from './schema.ts';

/** The transcript row name of a service-level ask (host/runtime's DIRECT_ASK; host/ is not imported here). */
const DIRECT_ASK = 'userQuestions.ask';
const ASK_TOOL = 'ask_user_question';
const TASK_TOOL = 'task';
const ROOT = 'root';

export interface RecordOptions {
  readonly id: string;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  /**
   * The scenario a `run/boot` frame names (a `?scenario=` link the worker started
   * by itself, before the page could send `scenario/run`): the run is then
   * recorded as one the page started, its script kept.
   */
  readonly bootedScenario?: (id: string) => Scenario | undefined;
}

export interface Recording {
  readonly scenario: Scenario;
  /** The scenario whose script the recording kept, when one ran (its id, and the scenario itself). */
  readonly basedOn?: string;
  readonly base?: Scenario;
  /** Asks still open when the session was saved: they have no outcome, so they were left out. */
  readonly unsettled: number;
  /** Calls to (and elicitations from) an MCP server, left out: replaying them needs the server, which a scenario cannot hold. */
  readonly external: number;
  /** Steps before the scenario last started, left out because they ran under another setup (or another run of it). */
  readonly leftOut: number;
  /** The scenario's steps from the first one not finished when the session was saved: they never happened, so they are left out. */
  readonly unfinished: number;
}

type Receipt = { accepted: true } | { accepted: false; reason: 'not-pending' | 'bad-response' };

/** The person's side of one ask, read from the to-worker responses and their receipts. */
interface AskEvidence {
  questions: readonly AskUserQuestionItem[];
  /** Responses in send order, each with the receipt it got (when one came back). */
  responses: { result: unknown; receipt?: Receipt; afterSettle: boolean }[];
}

interface Responses {
  readonly byRpc: Map<string, AskEvidence>;
}

// ---- reading the log --------------------------------------------------------

function payloadOf(entry: FrameLogEntry): Record<string, unknown> {
  return typeof entry.payload === 'object' && entry.payload !== null ? (entry.payload as Record<string, unknown>) : {};
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isToolResult(value: unknown): value is ToolResult {
  return typeof value === 'object' && value !== null && 'isError' in value && 'content' in value && Array.isArray(value.content);
}

/** One pass over a slice of the log: every ask's questions, responses and receipts, and which rpcIds settled when. */
function collectResponses(entries: readonly FrameLogEntry[]): Responses {
  const byRpc = new Map<string, AskEvidence>();
  const settled = new Set<string>();
  const awaiting = new Map<string, AskEvidence['responses'][number][]>();
  for (const entry of entries) {
    const p = payloadOf(entry);
    const rpcId = str(p['rpcId']);
    if (rpcId === undefined) continue;
    if (entry.direction === 'to-main' && entry.rejected === undefined) {
      if (entry.type === 'question/requested' && !byRpc.has(rpcId)) {
        byRpc.set(rpcId, { questions: Array.isArray(p['questions']) ? (p['questions'] as AskUserQuestionItem[]) : [], responses: [] });
      } else if (entry.type === 'question/resolved' || entry.type === 'question/withdrawn') {
        settled.add(rpcId);
      } else if (entry.type === 'receipt') {
        const queue = awaiting.get(rpcId);
        const response = queue?.shift();
        if (response !== undefined) {
          response.receipt =
            p['accepted'] === true
              ? { accepted: true }
              : { accepted: false, reason: p['reason'] === 'bad-response' ? 'bad-response' : 'not-pending' };
        }
      }
    } else if (entry.direction === 'to-worker' && entry.type === 'client-response' && entry.rejected === undefined) {
      // A send the page's simulated transport dropped never reached the worker (rejected above): not an answer.
      const evidence = byRpc.get(rpcId);
      if (evidence === undefined) continue;
      const response = { result: p['result'], afterSettle: settled.has(rpcId) };
      evidence.responses.push(response);
      awaiting.set(rpcId, [...(awaiting.get(rpcId) ?? []), response]);
    }
  }
  return { byRpc };
}

// ---- turning evidence into a script and an expectation ----------------------

/** The answer a response carried, when it was a well-formed success. */
function answerOf(result: unknown): AskUserQuestionAnswer | undefined {
  if (typeof result !== 'object' || result === null || !('ok' in result) || result.ok !== true || !('value' in result)) return undefined;
  const value = result.value;
  if (typeof value !== 'object' || value === null || !('answer' in value)) return undefined;
  const parsed = answerSchema.safeParse(value.answer);
  return parsed.success ? parsed.data : undefined;
}

function isCancel(result: unknown): boolean {
  return typeof result === 'object' && result !== null && 'ok' in result && result.ok === false;
}

function scriptFromAnswer(answer: AskUserQuestionAnswer, afterAbort: boolean): UserScript {
  return {
    answers: answer.answers.map((a) => {
      if (a.selected.length === 0 && a.custom === undefined) return { skip: true };
      return { ...(a.selected.length > 0 ? { select: [...a.selected] } : {}), ...(a.custom !== undefined ? { text: a.custom } : {}) };
    }),
    ...(afterAbort ? { afterAbort: true } : {}),
  };
}

function sameAnswer(a: AskUserQuestionAnswer, b: AskUserQuestionAnswer): boolean {
  return JSON.stringify(canonicalAnswer(a)) === JSON.stringify(canonicalAnswer(b));
}

/**
 * What the scripted user does on replay: the person's actual response. The
 * original script is kept when it already produces that response (it may carry
 * retries or timing the frames cannot show).
 */
function userScriptFor(evidence: readonly AskEvidence[], original: UserScript | undefined): UserScript | undefined {
  const responses = evidence.flatMap((e) => e.responses.map((r) => ({ ...r, questions: e.questions })));
  const accepted = responses.find((r) => r.receipt?.accepted === true);
  if (accepted !== undefined) {
    if (isCancel(accepted.result)) return original !== undefined && 'dismiss' in original ? original : { dismiss: true };
    const answer = answerOf(accepted.result);
    if (answer === undefined) return original;
    if (original !== undefined && 'answers' in original && original.afterAbort !== true) {
      if (sameAnswer(encodeAnswer(accepted.questions, draftsOf(original)), answer)) return original;
    }
    return scriptFromAnswer(answer, false);
  }
  const late = responses.find((r) => r.afterSettle);
  if (late !== undefined) {
    if (original !== undefined && 'answers' in original && original.afterAbort === true) return original;
    const answer = answerOf(late.result);
    if (answer !== undefined) return scriptFromAnswer(answer, true);
  }
  // Nobody answered (the ask was interrupted, or failed before any card): the original script, or nothing to do.
  if (original !== undefined) return original;
  return evidence.length > 0 ? { none: true } : undefined;
}

/** The receipt the scripted user's late answer earned, when the outcome hinged on it. */
function lateReceipt(evidence: readonly AskEvidence[]): 'not-pending' | 'bad-response' | undefined {
  for (const e of evidence) {
    for (const r of e.responses) if (r.afterSettle && r.receipt !== undefined && !r.receipt.accepted) return r.receipt.reason;
  }
  return undefined;
}

/** The actual outcome as an expectation: the answer, the code or a plain error's text (with a late receipt), or the exact text. */
export function expectationOf(result: ToolResult, asksQuestions: boolean, receipt?: 'not-pending' | 'bad-response'): Expectation {
  const withReceipt = receipt !== undefined ? { receipt } : {};
  // A plain error (DSH's exit_plan_mode refusals carry no code) is expected by its exact text.
  if (result.isError) return result.error.code === undefined ? { error: resultText(result), ...withReceipt } : { code: failureCode(result), ...withReceipt };
  if (asksQuestions) {
    const parsed = answerSchema.safeParse(result.value);
    if (parsed.success) return { answer: canonicalAnswer(parsed.data), ...withReceipt };
  }
  return { text: resultText(result) };
}

function withOutcome(
  step: AskingStep,
  result: ToolResult | undefined,
  evidence: readonly AskEvidence[],
  original: UserScript | undefined,
): AskingStep {
  const user = userScriptFor(evidence, original);
  const asksQuestions = 'ask' in step || step.tool === ASK_TOOL;
  const expect = result === undefined ? step.expect : expectationOf(result, asksQuestions, lateReceipt(evidence));
  const { user: _user, expect: _expect, ...rest } = step;
  return { ...rest, ...(user !== undefined ? { user } : {}), expect } as AskingStep;
}

// ---- source 1: a scenario run, replayed with what actually happened ---------

interface StepOutcome {
  result?: ToolResult;
  code?: string;
  finished: boolean;
  rpcIds: string[];
}

function outcomesOfRun(entries: readonly FrameLogEntry[]): { outcomes: Map<string, StepOutcome>; endIndex: number } {
  const outcomes = new Map<string, StepOutcome>();
  const running: string[] = [];
  let endIndex = entries.length;
  for (const [index, entry] of entries.entries()) {
    if (entry.direction !== 'to-main' || entry.rejected !== undefined) continue;
    const p = payloadOf(entry);
    if (entry.type === 'scenario/step') {
      const path = str(p['path']) ?? '';
      const kind = str(p['kind']) ?? '';
      const outcome = outcomes.get(path) ?? { finished: false, rpcIds: [] };
      outcomes.set(path, outcome);
      if (p['state'] === 'started') {
        if (kind === 'tool' || kind === 'ask') running.push(path);
      } else {
        outcome.finished = true;
        if (isToolResult(p['result'])) outcome.result = p['result'];
        const code = str(p['code']);
        if (code !== undefined) outcome.code = code;
        const at = running.lastIndexOf(path);
        if (at >= 0) running.splice(at, 1);
      }
    } else if (entry.type === 'question/requested') {
      const path = running.at(-1);
      const rpcId = str(p['rpcId']);
      if (path !== undefined && rpcId !== undefined) outcomes.get(path)?.rpcIds.push(rpcId);
    } else if (entry.type === 'scenario/state' && (p['state'] === 'done' || p['state'] === 'stopped' || p['state'] === 'invalid')) {
      endIndex = index + 1;
      break;
    }
  }
  return { outcomes, endIndex };
}

function replayedSteps(steps: readonly Step[], prefix: string, outcomes: Map<string, StepOutcome>, responses: Responses): Step[] {
  return steps.map((step, i): Step => {
    const path = `${prefix}${i + 1}`;
    const outcome = outcomes.get(path);
    if (isSubagentStep(step)) return { subagent: step.subagent, steps: replayedSteps(step.steps, `${path}.`, outcomes, responses) };
    if (isAskingStep(step)) {
      if (outcome?.finished !== true) return step;
      const evidence = (outcome.rpcIds ?? []).flatMap((rpcId) => {
        const e = responses.byRpc.get(rpcId);
        return e === undefined ? [] : [e];
      });
      return withOutcome(step, outcome.result, evidence, step.user);
    }
    if ('provider' in step && outcome?.finished === true) {
      return outcome.code !== undefined ? { provider: step.provider, expect: { code: outcome.code } } : { provider: step.provider };
    }
    return step;
  });
}

/**
 * The run's steps up to the first one it had not finished when the session was saved (a card still up, a run
 * stopped midway): what came after never happened, so the script's answer and later lines are not written as if it had.
 */
function playedSteps(steps: readonly Step[], outcomes: Map<string, StepOutcome>): { played: readonly Step[]; unfinished: number } {
  const cut = steps.findIndex((_, i) => outcomes.get(`${i + 1}`)?.finished !== true);
  return cut < 0 ? { played: steps, unfinished: 0 } : { played: steps.slice(0, cut), unfinished: steps.length - cut };
}

// ---- source 2: frames of any other session ----------------------------------

interface Context {
  readonly agentId: string;
  readonly steps: Step[];
}

interface OpenCall {
  readonly callId: string;
  readonly context: Context;
  readonly name: string;
  /** The placeholder in `context.steps`, replaced by the step with its outcome when the call settles. */
  readonly step: AskingStep;
  readonly rpcIds: string[];
  /** A call to an MCP server: followed for its asks' sake, never written as a step. */
  readonly external?: true;
}

type MutableSubagent = { -readonly [K in keyof SubagentStep['subagent']]: SubagentStep['subagent'][K] };

interface OpenTask {
  readonly callId: string;
  readonly parentAgent: string;
  readonly description: string;
  child?: { context: Context; step: { subagent: MutableSubagent; steps: Step[] } };
}

/** The transport conditions a person armed in the page, as the worker and the client saw them. */
interface TransportSeen {
  latencyMs: number;
}

/** Replaces `before` by `after` in place (a say growing with its deltas, a call gaining its outcome). */
function replaceStep(steps: Step[], before: Step, after: Step): void {
  const at = steps.indexOf(before);
  if (at >= 0) steps[at] = after;
}

/**
 * Rebuilds the steps of a session that no scenario drove: what the person
 * typed and what the agent said → `say` (with `role: "user"` for the person),
 * tool calls → tool steps with their arguments, direct asks → ask steps, `task`
 * calls and their child agent → sub-agent steps, and the transport conditions
 * the person armed → transport steps just before the ask they applied to (so a
 * rejected receipt or a failed send replays too). Asks still open at the end
 * are counted and dropped: without an outcome they cannot be expected; so are
 * sub-agents still running.
 */
function stepsFromFrames(entries: readonly FrameLogEntry[], responses: Responses): { steps: Step[]; unsettled: number; external: number } {
  const rootContext: Context = { agentId: ROOT, steps: [] };
  const contexts = new Map<string, Context>([[ROOT, rootContext]]);
  const says = new Map<string, { context: Context; step: Extract<Step, { say: string }> }>();
  const calls = new Map<string, OpenCall>();
  const tasks = new Map<string, OpenTask>();
  const openAsks: OpenCall[] = [];
  const transport: TransportSeen = { latencyMs: 0 };
  let external = 0;
  const contextOf = (agentId: string): Context => contexts.get(agentId) ?? rootContext;

  /** A transport step goes right before the ask it will apply to, or at the end when none is open. */
  const addTransport = (fault: Extract<Step, { transport: unknown }>['transport'], rpcId?: string): void => {
    const target = (rpcId !== undefined ? openAsks.find((c) => c.rpcIds.includes(rpcId)) : undefined) ?? openAsks[0];
    const step: Step = { transport: fault };
    if (target === undefined) {
      rootContext.steps.push(step);
      return;
    }
    const at = target.context.steps.indexOf(target.step);
    target.context.steps.splice(at >= 0 ? at : target.context.steps.length, 0, step);
  };

  for (const entry of entries) {
    const p = payloadOf(entry);
    if (entry.direction === 'to-worker') {
      if (entry.type === 'transport/conditions' && entry.rejected === undefined) {
        const latencyMs = typeof p['latencyMs'] === 'number' ? p['latencyMs'] : 0;
        const rejectNext = p['rejectNext'] === 'not-pending' || p['rejectNext'] === 'bad-response' ? p['rejectNext'] : null;
        if (latencyMs !== transport.latencyMs || rejectNext !== null) {
          addTransport({ ...(latencyMs !== transport.latencyMs ? { latencyMs } : {}), ...(rejectNext !== null ? { rejectNext } : {}) });
          transport.latencyMs = latencyMs;
        }
      } else if (entry.type === 'client-response' && entry.rejected !== undefined && entry.rejected.startsWith('simulated')) {
        // The page's "fail the next send" dropped this answer before it left: replay the same failure.
        addTransport({ failNextSend: true }, str(p['rpcId']));
      }
      continue;
    }
    if (entry.rejected !== undefined) continue;
    switch (entry.type) {
      case 'transcript/message': {
        const role = p['role'];
        if (role !== 'assistant' && role !== 'user') break;
        const agentId = str(p['agentId']) ?? ROOT;
        const context = contextOf(agentId);
        const own = context.agentId === agentId || !contexts.has(agentId);
        const step = { say: str(p['text']) ?? '', ...(own ? {} : { agent: agentId }), ...(role === 'user' ? { role: 'user' as const } : {}) };
        context.steps.push(step);
        says.set(str(p['messageId']) ?? '', { context, step });
        break;
      }
      case 'transcript/delta': {
        const messageId = str(p['messageId']) ?? '';
        const at = says.get(messageId);
        if (at === undefined) break;
        const grown = { ...at.step, say: at.step.say + (str(p['text']) ?? '') };
        replaceStep(at.context.steps, at.step, grown);
        says.set(messageId, { context: at.context, step: grown });
        break;
      }
      case 'tool/started': {
        const callId = str(p['callId']) ?? '';
        const name = str(p['name']) ?? '';
        const agentId = str(p['agentId']) ?? ROOT;
        const input = p['input'];
        if (name === TASK_TOOL) {
          const description = typeof input === 'object' && input !== null && 'description' in input ? str(input.description) : undefined;
          tasks.set(callId, { callId, parentAgent: agentId, description: description ?? '' });
          break;
        }
        const context = contextOf(agentId);
        if (p['origin'] !== undefined) {
          // An MCP server's call or elicitation: its asks are its own, and it is counted, not replayed.
          const call: OpenCall = { callId, context, name, step: { tool: name, arguments: input, expect: { code: 'UNSETTLED' } }, rpcIds: [], external: true };
          calls.set(callId, call);
          openAsks.push(call);
          break;
        }
        const step: AskingStep =
          name === DIRECT_ASK
            ? {
                ask: { questions: questionsOf(input) },
                ...(agentId === '(none)' ? { agent: null } : {}),
                expect: { code: 'UNSETTLED' },
              }
            : { tool: name, arguments: input, expect: { code: 'UNSETTLED' } };
        context.steps.push(step);
        const call: OpenCall = { callId, context, name, step, rpcIds: [] };
        calls.set(callId, call);
        if (name === DIRECT_ASK || p['questionCount'] !== undefined) openAsks.push(call);
        break;
      }
      case 'agent/lifecycle': {
        const agentId = str(p['agentId']) ?? '';
        const parentId = str(p['parentId']);
        if (p['event'] !== 'entered' || parentId === undefined) break;
        const task = [...tasks.values()].find((t) => t.parentAgent === parentId && t.child === undefined);
        if (task === undefined) break;
        const label = str(p['label']);
        const step = {
          subagent: { id: agentId, ...(label !== undefined ? { label } : {}), task: task.description, result: '' },
          steps: [] as Step[],
        };
        const context: Context = { agentId, steps: step.steps };
        contextOf(parentId).steps.push(step);
        contexts.set(agentId, context);
        task.child = { context, step };
        break;
      }
      case 'question/requested': {
        const rpcId = str(p['rpcId']);
        const call = openAsks.at(-1);
        if (rpcId !== undefined && call !== undefined) call.rpcIds.push(rpcId);
        break;
      }
      case 'tool/finished': {
        const callId = str(p['callId']) ?? '';
        const result = isToolResult(p['result']) ? p['result'] : undefined;
        const task = tasks.get(callId);
        if (task !== undefined) {
          const child = task.child;
          if (child === undefined || result === undefined) break;
          tasks.delete(callId);
          const text = resultText(result);
          child.step.subagent.result = text;
          // The replay says the result as the child's last message itself: do not say it twice.
          const last = child.step.steps.at(-1);
          if (last !== undefined && 'say' in last && last.say === text && last.agent === undefined && last.role === undefined) {
            child.step.steps.pop();
          }
          break;
        }
        const call = calls.get(callId);
        if (call === undefined || result === undefined) break;
        calls.delete(callId);
        const at = openAsks.indexOf(call);
        if (at >= 0) openAsks.splice(at, 1);
        if (call.external === true) {
          external += 1;
          break;
        }
        const evidence = call.rpcIds.flatMap((rpcId) => {
          const e = responses.byRpc.get(rpcId);
          return e === undefined ? [] : [e];
        });
        replaceStep(call.context.steps, call.step, withOutcome(call.step, result, evidence, undefined));
        break;
      }
      default:
        break;
    }
  }
  // Drop what never settled, and sub-agents that never finished (their result is unknown).
  const open = new Set<Step>([
    ...[...calls.values()].filter((c) => c.external !== true).map((c) => c.step),
    ...[...tasks.values()].flatMap((t) => (t.child !== undefined ? [t.child.step] : [])),
  ]);
  const prune = (steps: Step[]): Step[] =>
    steps.filter((s) => !open.has(s)).map((s) => (isSubagentStep(s) ? { subagent: s.subagent, steps: prune([...s.steps]) } : s));
  const stillExternal = [...calls.values()].filter((c) => c.external === true).length;
  return { steps: withPlanModeSwitches(dropIdleTransport(prune(rootContext.steps))), unsettled: open.size, external: external + stillExternal };
}

const NOT_IN_PLAN_MODE = `Error: ${DSH_PLAN_MODE.notInPlanMode}`;

/**
 * The root's plan mode is not in the frames, but each exit_plan_mode outcome tells it: refused as "only available in
 * plan mode" means it was off; any other outcome but a refusal of the arguments (checked first) means it was on.
 * Where the mode must have changed since the last call, the person's switch goes in just before (a `planMode` step),
 * and an approved plan turns it off, so the file replays every call as it went.
 */
export function withPlanModeSwitches(steps: readonly Step[]): Step[] {
  let mode = false;
  const out: Step[] = [];
  for (const step of steps) {
    if ('tool' in step && step.tool === DSH_PLAN_MODE.toolName && (step.agent === undefined || step.agent === ROOT)) {
      const expect = step.expect;
      const needs = 'error' in expect && expect.error === NOT_IN_PLAN_MODE ? false : 'code' in expect && expect.code === 'INVALID_ARGS' ? undefined : true;
      if (needs !== undefined && needs !== mode) out.push({ planMode: needs });
      if (needs !== undefined) mode = needs;
      if ('text' in expect && expect.text === DSH_PLAN_MODE.approved) mode = false;
    }
    out.push(step);
  }
  return out;
}

/** Transport steps after the last ask change nothing that replays: leave them out. */
function dropIdleTransport(steps: Step[]): Step[] {
  let end = steps.length;
  while (end > 0) {
    const step = steps[end - 1];
    if (step === undefined || !('transport' in step)) break;
    end--;
  }
  return steps.slice(0, end);
}

function questionsOf(input: unknown): AskUserQuestionItem[] {
  if (typeof input === 'object' && input !== null && 'questions' in input && Array.isArray(input.questions)) {
    return input.questions as AskUserQuestionItem[];
  }
  return [];
}

// ---- the whole session ------------------------------------------------------

/** Whether the page started a scenario with this frame (`scenario/run`, or a `run/boot` that names one). */
function startsScenario(entry: FrameLogEntry): boolean {
  if (entry.direction !== 'to-worker' || entry.rejected !== undefined) return false;
  return entry.type === 'scenario/run' || (entry.type === 'run/boot' && typeof payloadOf(entry)['scenario'] === 'string');
}

/** The last scenario the page started in this log, with the index of its `scenario/run` frame. */
function lastScenarioRun(
  entries: readonly FrameLogEntry[],
  booted: RecordOptions['bootedScenario'],
): { index: number; scenario: Scenario } | undefined {
  for (let index = entries.length - 1; index >= 0; index--) {
    const entry = entries[index];
    if (entry === undefined || entry.direction !== 'to-worker' || entry.rejected !== undefined) continue;
    if (entry.type === 'scenario/run') {
      const parsed = parseScenario(payloadOf(entry)['scenario'], 'scenario');
      if (parsed.ok) return { index, scenario: parsed.scenario };
    } else if (entry.type === 'run/boot' && booted !== undefined) {
      const id = payloadOf(entry)['scenario'];
      const scenario = typeof id === 'string' ? booted(id) : undefined;
      if (scenario !== undefined) return { index, scenario };
    }
  }
  return undefined;
}

/**
 * The scenario's `translations`, turned to fit the words the recording holds. The page runs a scenario in its own
 * language, so a run on the zh page records the zh words: their table is the zh one read backwards (the file is then
 * written in zh, with the English beside it). A run in the file's own words keeps the table as it is.
 */
function translationsFor(base: Scenario | undefined, steps: readonly Step[]): Scenario['translations'] {
  const tables = base?.translations;
  const zh = tables?.zh;
  if (tables === undefined || zh === undefined || tables.en !== undefined) return tables;
  const backwards: Record<string, string> = {};
  for (const [english, chinese] of Object.entries(zh)) {
    if (chinese !== english && !Object.hasOwn(backwards, chinese)) backwards[chinese] = english;
  }
  const words = readableStrings({ ...base, steps: [...steps] } as Scenario);
  return words.some((w) => Object.hasOwn(backwards, w)) ? { en: backwards } : tables;
}

/**
 * Records the session in `entries` (the frame log since the last Reset) as a
 * scenario. Throws only when there is nothing to replay (no step at all).
 *
 * A file replays one setup, so when a scenario ran, the file starts where it last
 * started if anything before ran under another setup: an earlier scenario run (a
 * Restart, another scenario), or any session at all when this scenario has a setup
 * of its own. Those earlier steps are counted in `leftOut`.
 */
export function recordSession(entries: readonly FrameLogEntry[], options: RecordOptions): Recording {
  const run = lastScenarioRun(entries, options.bootedScenario);
  let steps: Step[];
  let unsettled = 0;
  let external = 0;
  let leftOut = 0;
  let unfinished = 0;
  let base: Scenario | undefined;
  if (run !== undefined) {
    base = run.scenario;
    const earlier = entries.slice(0, run.index);
    const before = stepsFromFrames(earlier, collectResponses(earlier));
    const keepBefore = base.setup === undefined && !earlier.some(startsScenario);
    const runEntries = entries.slice(run.index + 1);
    const { outcomes, endIndex } = outcomesOfRun(runEntries);
    const after = stepsFromFrames(runEntries.slice(endIndex), collectResponses(runEntries.slice(endIndex)));
    const { played, unfinished: notPlayed } = playedSteps(run.scenario.steps, outcomes);
    steps = [...(keepBefore ? before.steps : []), ...replayedSteps(played, '', outcomes, collectResponses(runEntries)), ...after.steps];
    unfinished = notPlayed;
    leftOut = keepBefore ? 0 : before.steps.length;
    unsettled = (keepBefore ? before.unsettled : 0) + after.unsettled;
    external = (keepBefore ? before.external : 0) + after.external;
  } else {
    const rebuilt = stepsFromFrames(entries, collectResponses(entries));
    steps = rebuilt.steps;
    unsettled = rebuilt.unsettled;
    external = rebuilt.external;
  }
  if (steps.length === 0) throw new Error('nothing to save: this session has no assistant text, tool call or ask yet');
  const translations = translationsFor(base, steps);
  const scenario: Scenario = {
    id: options.id,
    title: options.title,
    description: options.description,
    group: base?.group ?? 'shapes',
    ...(base?.setup !== undefined ? { setup: base.setup } : {}),
    steps,
    ...(translations !== undefined ? { translations } : {}),
  };
  return { scenario, ...(base !== undefined ? { basedOn: base.id, base } : {}), unsettled, external, leftOut, unfinished };
}

/** A file name's id: lowercase words joined by hyphens, as the schema wants. */
export function slugify(text: string, fallback = 'session'): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug === '' ? fallback : slug;
}
