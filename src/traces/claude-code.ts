/**
 * Claude Code session transcripts (`~/.claude/projects/<project>/<session>.jsonl`,
 * sub-agents in `<session>/subagents/agent-*.jsonl`): one record a line, linked by
 * `uuid` / `parentUuid`; `AskUserQuestion` and `ExitPlanMode` tool uses in assistant
 * records, their `tool_result` in a later user record with the structured
 * `toolUseResult` beside it. Fed record by record; keeps the question calls, the
 * record tree (two strings a record) and the kinds it counts, never the file.
 *
 * The format is not documented as stable. The wordings below were read from real
 * transcripts and quoted tool results (test/fixtures/traces/README.md names each):
 * - answered, 2.0–2.1.39: `User has answered your questions: "Q"="A". You can now
 *   continue with the user's answers in mind.`; later `Your questions have been
 *   answered: …`; after the "neutral wording" change `The user answered: …`;
 *   annotations as ` selected preview:\n…` and ` user notes: …` / ` notes: …`.
 * - Escape: `is_error`, the rejection sentence, `toolUseResult: "User rejected tool
 *   use"`, then a user record `[Request interrupted by user for tool use]`.
 * - "Chat about this": the rejection sentence + `The user wants to clarify these questions.`
 * - a PreToolUse hook's deny: `is_error`, the hook's reason, `toolUseResult: "Error: …"`.
 * - ExitPlanMode approved: `User has approved your plan. …` (or `User has approved
 *   exiting plan mode. …`), `toolUseResult: { plan, isAgent, filePath }`.
 */
import { CLAUDE_PLAN_REVIEW } from '../surfaces/claude-code-inverse.ts';
import { readQuestions } from './questions.ts';
import { Tally, contentText, obj, str, arr, type Json, type ParserOutput, type RecordParser } from './reader.ts';
import type { TraceAnswer, TraceCall, TraceOutcome, TraceQuestion } from './types.ts';

export const CLAUDE_TOOLS = ['AskUserQuestion', 'ExitPlanMode'] as const;

/** Record kinds Claude Code writes that carry no question call: counted as known. */
const KNOWN_KINDS = new Set([
  'user',
  'assistant',
  'system',
  'summary',
  'file-history-snapshot',
  'queue-operation',
  'progress',
  'attachment',
  'ai-title',
  'custom-title',
]);

export const CLAUDE_WORDS = {
  reject: "The user doesn't want to proceed with this tool use.",
  cancel: "The user doesn't want to take this action right now.",
  clarify: 'The user wants to clarify these questions',
  said: 'To tell you how to proceed, the user said:',
  interrupted: '[Request interrupted by user',
  rejectedRecord: 'User rejected tool use',
  answeredPrefixes: ['User has answered your questions:', 'Your questions have been answered:', 'The user answered:'],
  planApproved: 'User has approved',
} as const;

/** Claude Code's plan dialog, as the person sees it (the tool's input has only the plan). */
const CLAUDE_PLAN_QUESTION = CLAUDE_PLAN_REVIEW.question;
const CLAUDE_PLAN_APPROVE = CLAUDE_PLAN_REVIEW.approve;
const CLAUDE_PLAN_KEEP = CLAUDE_PLAN_REVIEW.keep;

interface OpenCall {
  readonly index: number;
  readonly callId: string;
  readonly tool: string;
  readonly at?: string;
  readonly line: number;
  readonly uuid?: string;
  readonly questions: TraceQuestion[];
  readonly sidechain?: { readonly agentId?: string };
  readonly version?: string;
  interruptSeen: boolean;
  result?: { outcome: TraceOutcome; answers: TraceAnswer[]; modelText: string; recorded?: unknown; reason?: string };
}

export function createClaudeCodeParser(): RecordParser {
  const known = new Tally();
  const unknown = new Tally();
  const calls: OpenCall[] = [];
  const open = new Map<string, OpenCall>();
  /** uuid → parent (or logical parent across a compaction): the record tree, to tell the final line from left branches. */
  const parents = new Map<string, string | null>();
  let leaf: string | undefined;
  /** Children per record on the main line: two or more, and the session branched (a rewind, an edit). */
  const children = new Map<string, number>();
  let branched = false;
  let session: { id?: string; cwd?: string; version?: string; started?: string } = {};

  const onToolUse = (record: Json, block: Json, line: number): void => {
    const name = str(block['name']) ?? '';
    const callId = str(block['id']) ?? `line-${line}`;
    if (!(CLAUDE_TOOLS as readonly string[]).includes(name) || open.has(callId)) return;
    const input = obj(block['input']);
    const questions = name === 'ExitPlanMode' ? [planQuestion(str(input?.['plan']))] : (readQuestions(input) ?? []);
    const uuid = str(record['uuid']);
    const at = str(record['timestamp']);
    const version = str(record['version']);
    const agentId = str(record['agentId']);
    const call: OpenCall = {
      index: calls.length,
      callId,
      tool: name,
      line,
      questions,
      interruptSeen: false,
      ...(at !== undefined ? { at } : {}),
      ...(uuid !== undefined ? { uuid } : {}),
      ...(version !== undefined ? { version } : {}),
      ...(record['isSidechain'] === true ? { sidechain: agentId !== undefined ? { agentId } : {} } : {}),
    };
    calls.push(call);
    open.set(callId, call);
  };

  const onToolResult = (record: Json, block: Json): void => {
    const call = open.get(str(block['tool_use_id']) ?? '');
    if (call === undefined || call.result !== undefined) return;
    const text = contentText(block['content']);
    const recorded = record['toolUseResult'];
    call.result = classify(call, text, block['is_error'] === true, recorded);
  };

  const onUserText = (text: string, record: Json): void => {
    if (!text.startsWith(CLAUDE_WORDS.interrupted)) return;
    const sidechain = record['isSidechain'] === true;
    for (const call of calls) if (call.result === undefined && (call.sidechain !== undefined) === sidechain) call.interruptSeen = true;
  };

  return {
    record(value, line) {
      const record = obj(value);
      if (record === undefined) return;
      const kind = str(record['type']) ?? '(no type)';
      const uuid = str(record['uuid']);
      if (uuid !== undefined) {
        // The same record written twice (a resume, a re-log): read once.
        if (parents.has(uuid)) {
          known.add('duplicate uuid');
          return;
        }
        const parent = str(record['parentUuid']) ?? str(record['logicalParentUuid']) ?? null;
        parents.set(uuid, parent);
        if (record['isSidechain'] !== true) {
          leaf = uuid;
          // Progress records hang beside the tool's result: only records that carry a message make a branch.
          if (parent !== null && (kind === 'user' || kind === 'assistant')) {
            const count = (children.get(parent) ?? 0) + 1;
            children.set(parent, count);
            if (count > 1) branched = true;
          }
        }
      }
      if (session.id === undefined) {
        const id = str(record['sessionId']);
        const cwd = str(record['cwd']);
        const version = str(record['version']);
        const started = str(record['timestamp']);
        if (id !== undefined) {
          session = { id, ...(cwd !== undefined ? { cwd } : {}), ...(version !== undefined ? { version } : {}), ...(started !== undefined ? { started } : {}) };
        }
      }
      if (!KNOWN_KINDS.has(kind)) {
        unknown.add(kind);
        return;
      }
      known.add(kind);
      const message = obj(record['message']);
      const content = message?.['content'];
      if (typeof content === 'string') {
        if (kind === 'user') onUserText(content, record);
        return;
      }
      for (const item of arr(content)) {
        const block = obj(item);
        if (block === undefined) continue;
        if (block['type'] === 'tool_use' && kind === 'assistant') onToolUse(record, block, line);
        else if (block['type'] === 'tool_result') onToolResult(record, block);
        else if (block['type'] === 'text' && kind === 'user') onUserText(str(block['text']) ?? '', record);
      }
    },
    finish(): ParserOutput {
      // The final line of the session, from its last record up to the root. A file cut out of a longer one has no
      // root to reach: then no call is said to be on a left branch.
      const onLine = new Set<string>();
      let complete = false;
      for (let at = leaf; at !== undefined && !onLine.has(at); ) {
        onLine.add(at);
        const parent = parents.get(at);
        if (parent === null) complete = true;
        at = parent ?? undefined;
      }
      if (!complete || !branched) onLine.clear();
      return {
        calls: calls.map((call) => finishCall(call, onLine)),
        known: known.counts,
        unknown: unknown.counts,
        ...(session.id !== undefined ? { session } : {}),
      };
    },
  };
}

function finishCall(call: OpenCall, onLine: ReadonlySet<string>): TraceCall {
  const result = call.result ?? {
    outcome: call.interruptSeen ? ('interrupted' as const) : ('pending' as const),
    answers: [],
    modelText: '',
    ...(call.interruptSeen ? { reason: 'the person interrupted the turn; no result was recorded' } : {}),
  };
  const abandoned = call.sidechain === undefined && call.uuid !== undefined && onLine.size > 0 && !onLine.has(call.uuid);
  return {
    index: call.index,
    callId: call.callId,
    tool: call.tool,
    format: 'claude-code',
    line: call.line,
    questions: call.questions,
    outcome: result.outcome,
    answers: result.answers,
    ...(call.result !== undefined ? { modelText: result.modelText } : {}),
    ...(result.recorded !== undefined ? { recorded: result.recorded } : {}),
    ...(result.reason !== undefined ? { reason: result.reason } : {}),
    ...(call.at !== undefined ? { at: call.at } : {}),
    ...(call.sidechain !== undefined ? { sidechain: call.sidechain } : {}),
    ...(abandoned ? { abandoned: true } : {}),
    ...(call.version !== undefined ? { version: call.version } : {}),
  };
}

function planQuestion(plan: string | undefined): TraceQuestion {
  return {
    question: CLAUDE_PLAN_QUESTION,
    header: CLAUDE_PLAN_REVIEW.header,
    options: [{ label: CLAUDE_PLAN_APPROVE }, { label: CLAUDE_PLAN_KEEP }],
    multiSelect: false,
    ...(plan !== undefined && plan.trim() !== '' ? { detail: plan } : {}),
  };
}

function classify(call: OpenCall, text: string, isError: boolean, recorded: unknown): NonNullable<OpenCall['result']> {
  const base = { modelText: text, ...(recorded !== undefined && recorded !== null ? { recorded } : {}) };
  const plan = call.tool === 'ExitPlanMode';
  if (text.includes(CLAUDE_WORDS.clarify)) {
    return { ...base, outcome: 'clarify', answers: clarifyAnswers(call.questions, text), reason: 'the person chose "Chat about this"' };
  }
  if (text.startsWith(CLAUDE_WORDS.reject)) {
    const said = text.indexOf(CLAUDE_WORDS.said);
    const feedback = said < 0 ? undefined : text.slice(said + CLAUDE_WORDS.said.length).trim();
    const answers: TraceAnswer[] =
      feedback !== undefined && feedback !== '' ? [{ question: call.questions[0]?.question ?? '', selected: plan ? [CLAUDE_PLAN_KEEP] : [], text: feedback }] : plan ? [{ question: call.questions[0]?.question ?? '', selected: [CLAUDE_PLAN_KEEP] }] : [];
    return { ...base, outcome: 'declined', answers, reason: plan ? 'the person kept planning' : 'the person declined (Escape)' };
  }
  if (text.startsWith(CLAUDE_WORDS.cancel)) return { ...base, outcome: 'cancelled', answers: [], reason: 'the call was cancelled' };
  if (text.startsWith(CLAUDE_WORDS.interrupted)) return { ...base, outcome: 'interrupted', answers: [], reason: 'the person interrupted the turn' };
  if (isError) {
    const hook = typeof recorded === 'string' && recorded.startsWith('Error:');
    return { ...base, outcome: 'error', answers: [], reason: hook ? 'refused before the dialog (a hook or a check)' : 'the tool failed' };
  }
  if (plan) return { ...base, outcome: 'answered', answers: [{ question: call.questions[0]?.question ?? '', selected: [CLAUDE_PLAN_APPROVE] }] };
  return { ...base, outcome: 'answered', answers: recordedAnswers(call.questions, recorded) ?? textAnswers(call.questions, text) };
}

/** One recorded answer string read against its question's labels: multi-select joined by ", ". */
function answerOf(question: TraceQuestion, value: string, notes?: string, preview?: string): TraceAnswer {
  const labels = question.options.map((o) => o.label);
  const extra = { ...(notes !== undefined && notes !== '' ? { notes } : {}), ...(preview !== undefined && preview !== '' ? { preview } : {}) };
  if (labels.includes(value)) return { question: question.question, selected: [value], ...extra };
  if (question.multiSelect) {
    const parts = value.split(', ');
    const selected = parts.filter((p) => labels.includes(p));
    const rest = parts.filter((p) => !labels.includes(p)).join(', ');
    if (selected.length > 0) return { question: question.question, selected, ...(rest !== '' ? { text: rest } : {}), ...extra };
  }
  return { question: question.question, selected: [], ...(value !== '' ? { text: value } : {}), ...extra };
}

/** `toolUseResult: { questions, answers: { [question]: string | string[] }, annotations?: { [question]: { notes, preview } } }`. */
function recordedAnswers(questions: readonly TraceQuestion[], recorded: unknown): TraceAnswer[] | undefined {
  const r = obj(recorded);
  const answers = obj(r?.['answers']);
  if (answers === undefined) return undefined;
  const annotations = obj(r?.['annotations']);
  return questions.flatMap((q) => {
    const raw = answers[q.question];
    const note = obj(annotations?.[q.question]);
    const notes = str(note?.['notes']);
    const preview = str(note?.['preview']);
    // 2.1.x once recorded a multi-select answer as an array (CHANGELOG: "discarding multi-select answers when supplied as an array").
    const value = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string').join(', ') : str(raw);
    if (value === undefined) return notes !== undefined ? [{ question: q.question, selected: [], notes }] : [];
    return [answerOf(q, value, notes, preview)];
  });
}

const SUFFIXES = ['. You can now continue', '. Read the answers carefully'];

/** Answers read back from the result's text, for transcripts without `toolUseResult`. */
function textAnswers(questions: readonly TraceQuestion[], text: string): TraceAnswer[] {
  const starts = questions.map((q) => text.indexOf(`"${q.question}"=`));
  const ends = SUFFIXES.map((s) => text.lastIndexOf(s)).filter((i) => i >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : text.length;
  return questions.flatMap((q, i) => {
    const start = starts[i] ?? -1;
    if (start < 0) return [];
    const next = starts.slice(i + 1).find((s) => s > start);
    let value = text.slice(start + q.question.length + 3, next === undefined ? end : next - 2);
    let notes: string | undefined;
    let preview: string | undefined;
    for (const marker of [' user notes: ', ' notes: ']) {
      const at = value.indexOf(marker);
      if (at >= 0) {
        notes = value.slice(at + marker.length);
        value = value.slice(0, at);
        break;
      }
    }
    const previewAt = value.indexOf(' selected preview:\n');
    if (previewAt >= 0) {
      preview = value.slice(previewAt + ' selected preview:\n'.length);
      value = value.slice(0, previewAt);
    }
    if (value.startsWith('(no option selected)')) return [{ question: q.question, selected: [], ...(notes !== undefined ? { notes } : {}) }];
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return [answerOf(q, value, notes, preview)];
  });
}

/** "Chat about this" carries what was answered so far: `- "Q"\n  Answer: A` (or `(No answer provided)`). */
function clarifyAnswers(questions: readonly TraceQuestion[], text: string): TraceAnswer[] {
  return questions.flatMap((q) => {
    const at = text.indexOf(`- "${q.question}"\n`);
    if (at < 0) return [];
    const rest = text.slice(at + q.question.length + 5);
    const match = /^\s*Answer: ([^\n]*)/.exec(rest);
    return match?.[1] === undefined ? [] : [answerOf(q, match[1])];
  });
}
