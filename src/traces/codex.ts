/**
 * Codex rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl`): one
 * `{ timestamp, type, payload }` a line — `session_meta`, `turn_context`,
 * `response_item` (messages, `function_call`, `function_call_output`, reasoning),
 * `event_msg` (user and agent messages, `task_started`, `task_complete`,
 * `turn_aborted`, token counts), `compacted`. Older rollouts (2025) have no wrapper:
 * a first line `{ id, timestamp, instructions }`, then the response items themselves.
 * Keeps the `request_user_input` calls and their outputs, counts the rest.
 *
 * Outputs, from openai/codex `core/src/tools/handlers/request_user_input.rs` and its
 * tests (`core/tests/suite/request_user_input.rs`):
 * - answered: the response serialised, `{"answers":{"<id>":{"answers":["<label>","user_note: <text>"]}}}`
 *   (the TUI adds typed notes as `user_note: …`);
 * - `request_user_input was cancelled before receiving a response` (no response came);
 * - `request_user_input is unavailable in <Mode> mode` (outside Plan mode);
 * - `request_user_input requires non-empty options for every question`;
 * - an interrupt (Esc) ends the turn with `event_msg` `turn_aborted` and no output.
 */
import { readQuestions } from './questions.ts';
import { Tally, contentText, obj, parseMaybeJson, str, arr, type Json, type ParserOutput, type RecordParser } from './reader.ts';
import type { TraceAnswer, TraceCall, TraceOutcome, TraceQuestion } from './types.ts';

export const CODEX_TOOL = 'request_user_input';

export const CODEX_WORDS = {
  cancelled: 'request_user_input was cancelled before receiving a response',
  unavailable: 'request_user_input is unavailable in ',
  notePrefix: 'user_note: ',
} as const;

const WRAPPERS = new Set(['session_meta', 'turn_context', 'response_item', 'event_msg', 'compacted']);
/** Response item kinds a rollout holds besides the function calls. */
const ITEM_KINDS = new Set(['message', 'reasoning', 'function_call', 'function_call_output', 'custom_tool_call', 'custom_tool_call_output', 'local_shell_call', 'web_search_call', 'compaction', 'ghost_snapshot']);

interface OpenCall {
  readonly index: number;
  readonly callId: string;
  readonly line: number;
  readonly at?: string;
  readonly questions: TraceQuestion[];
  readonly version?: string;
  aborted: boolean;
  output?: { text: string; success?: boolean };
}

export function createCodexParser(): RecordParser {
  const known = new Tally();
  const unknown = new Tally();
  const calls: OpenCall[] = [];
  const open = new Map<string, OpenCall>();
  let session: { id?: string; cwd?: string; version?: string; started?: string } | undefined;

  const item = (payload: Json, at: string | undefined, line: number): void => {
    const kind = str(payload['type']) ?? '(no type)';
    if (!ITEM_KINDS.has(kind)) {
      unknown.add(`response_item/${kind}`);
      return;
    }
    known.add(`response_item/${kind}`);
    if (kind === 'function_call' && payload['name'] === CODEX_TOOL) {
      const callId = str(payload['call_id']) ?? str(payload['id']) ?? `line-${line}`;
      if (open.has(callId)) return;
      const call: OpenCall = {
        index: calls.length,
        callId,
        line,
        questions: readQuestions(parseMaybeJson(payload['arguments'])) ?? [],
        aborted: false,
        ...(at !== undefined ? { at } : {}),
        ...(session?.version !== undefined ? { version: session.version } : {}),
      };
      calls.push(call);
      open.set(callId, call);
    } else if (kind === 'function_call_output') {
      const call = open.get(str(payload['call_id']) ?? '');
      if (call === undefined || call.output !== undefined) return;
      call.output = outputOf(payload['output']);
    }
  };

  return {
    record(value, line) {
      const record = obj(value);
      if (record === undefined) return;
      const type = str(record['type']);
      const at = str(record['timestamp']);
      const payload = obj(record['payload']);
      if (type !== undefined && WRAPPERS.has(type)) {
        known.add(type);
        if (type === 'session_meta' && payload !== undefined) session = metaOf(payload);
        else if (type === 'response_item' && payload !== undefined) item(payload, at, line);
        else if (type === 'event_msg' && payload !== undefined) {
          const event = str(payload['type']) ?? '(no type)';
          known.add(`event_msg/${event}`);
          if (event === 'turn_aborted') for (const call of calls) if (call.output === undefined) call.aborted = true;
        }
        return;
      }
      // The older rollout: a bare meta line first, then bare response items.
      if (type === undefined && line <= 2 && str(record['id']) !== undefined && record['timestamp'] !== undefined) {
        known.add('session meta (2025 rollout)');
        session = metaOf(record);
        return;
      }
      if (type !== undefined && ITEM_KINDS.has(type)) {
        item(record, at, line);
        return;
      }
      if (record['record_type'] === 'state') {
        known.add('state (2025 rollout)');
        return;
      }
      unknown.add(type ?? '(no type)');
    },
    finish(): ParserOutput {
      return {
        calls: calls.map(finishCall),
        known: known.counts,
        unknown: unknown.counts,
        ...(session !== undefined ? { session } : {}),
      };
    },
  };
}

function metaOf(payload: Json): { id?: string; cwd?: string; version?: string; started?: string } {
  const id = str(payload['id']) ?? str(payload['session_id']);
  const cwd = str(payload['cwd']);
  const version = str(payload['cli_version']);
  const started = str(payload['timestamp']);
  return { ...(id !== undefined ? { id } : {}), ...(cwd !== undefined ? { cwd } : {}), ...(version !== undefined ? { version } : {}), ...(started !== undefined ? { started } : {}) };
}

/** `output` is a string in most rollouts; newer ones may write `{ content, success }` or content items. */
function outputOf(output: unknown): { text: string; success?: boolean } {
  if (typeof output === 'string') return { text: output };
  const o = obj(output);
  if (o !== undefined) {
    const success = typeof o['success'] === 'boolean' ? o['success'] : undefined;
    return { text: contentText(o['content'] ?? o['body'] ?? ''), ...(success !== undefined ? { success } : {}) };
  }
  return { text: contentText(output) };
}

function finishCall(call: OpenCall): TraceCall {
  const base = {
    index: call.index,
    callId: call.callId,
    tool: CODEX_TOOL,
    format: 'codex' as const,
    line: call.line,
    questions: call.questions,
    ...(call.at !== undefined ? { at: call.at } : {}),
    ...(call.version !== undefined ? { version: call.version } : {}),
  };
  if (call.output === undefined) {
    return call.aborted
      ? { ...base, outcome: 'interrupted', answers: [], reason: 'the turn was aborted (turn_aborted) before an answer' }
      : { ...base, outcome: 'pending', answers: [] };
  }
  const text = call.output.text;
  const parsed = obj(parseMaybeJson(text));
  const answers = obj(parsed?.['answers']);
  if (answers !== undefined) {
    return { ...base, outcome: 'answered', answers: answersOf(call.questions, answers), modelText: text, recorded: parsed };
  }
  const outcome: TraceOutcome = text === CODEX_WORDS.cancelled ? 'cancelled' : 'error';
  const reason = text === CODEX_WORDS.cancelled ? 'no response reached Codex' : text.startsWith(CODEX_WORDS.unavailable) ? text.slice('request_user_input is '.length) : 'the tool refused the call';
  return { ...base, outcome, answers: [], modelText: text, reason };
}

function answersOf(questions: readonly TraceQuestion[], answers: Json): TraceAnswer[] {
  const ids = new Set(questions.map((q) => q.id));
  const keys = [...questions.flatMap((q) => (q.id === undefined ? [] : [q.id])), ...Object.keys(answers).filter((k) => !ids.has(k))];
  return keys.flatMap((key) => {
    const list = arr(obj(answers[key])?.['answers']).filter((v): v is string => typeof v === 'string');
    if (!Object.hasOwn(answers, key)) return [];
    const labels = questions.find((q) => q.id === key)?.options.map((o) => o.label) ?? [];
    const notes = list.filter((v) => v.startsWith(CODEX_WORDS.notePrefix)).map((v) => v.slice(CODEX_WORDS.notePrefix.length));
    // A free-form question's answer comes without the prefix in some versions: a value that is no label was typed.
    const typed = list.filter((v) => !v.startsWith(CODEX_WORDS.notePrefix) && labels.length === 0);
    const selected = list.filter((v) => !v.startsWith(CODEX_WORDS.notePrefix) && labels.length > 0);
    const text = [...typed, ...notes];
    return [{ question: key, selected, ...(text.length > 0 ? { text: text.join('\n') } : {}) }];
  });
}
