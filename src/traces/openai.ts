/**
 * OpenAI Chat Completions messages: a JSON array of messages, `{ "messages": [...] }`,
 * or JSONL with one message or one `{ messages }` conversation a line (the
 * fine-tuning and eval files). A question call is any assistant `tool_calls[]` entry
 * (or the legacy single `function_call`) whose `function.arguments` — a JSON string,
 * or an object where a client parsed it — carries a `questions` array; its result
 * is the `role: "tool"` message with the same `tool_call_id` (legacy: the next
 * `role: "function"` message of that name).
 *
 * What the tool message says decides the outcome, since the format has no error
 * flag: DSH's / asklab's `{"answers":[{id, selected, custom}]}` and the keyed
 * `{"answers":{...}}` of Claude- and Codex-style tools are answers; `Error: …`
 * text naming a cancel, a decline or an abort is that; other `Error:` text is an
 * error; any other text is what the person replied.
 */
import { readQuestions } from './questions.ts';
import { Tally, arr, contentText, obj, parseMaybeJson, str, type Json, type ParserOutput, type RecordParser } from './reader.ts';
import type { TraceAnswer, TraceCall, TraceOutcome, TraceQuestion } from './types.ts';

interface OpenCall {
  readonly index: number;
  readonly callId: string;
  readonly tool: string;
  readonly line: number;
  readonly questions: TraceQuestion[];
  result?: { readonly text: string };
}

export function createOpenAiParser(): RecordParser {
  const known = new Tally();
  const unknown = new Tally();
  const calls: OpenCall[] = [];
  let open = new Map<string, OpenCall>();
  let legacy: OpenCall | undefined;

  const message = (m: Json, line: number): void => {
    const role = str(m['role']);
    if (role === undefined) {
      unknown.add('(no role)');
      return;
    }
    if (!['system', 'developer', 'user', 'assistant', 'tool', 'function'].includes(role)) {
      unknown.add(role);
      return;
    }
    known.add(role);
    if (role === 'assistant') {
      for (const entry of arr(m['tool_calls'])) {
        const call = obj(entry);
        const fn = obj(call?.['function']);
        if (call !== undefined && fn !== undefined) addCall(str(call['id']) ?? `line-${line}-${calls.length}`, fn, line);
      }
      const fn = obj(m['function_call']);
      if (fn !== undefined) legacy = addCall(`function-${line}`, fn, line);
    } else if (role === 'tool') {
      const call = open.get(str(m['tool_call_id']) ?? '');
      if (call !== undefined && call.result === undefined) call.result = { text: contentText(m['content']) };
    } else if (role === 'function' && legacy !== undefined && legacy.tool === m['name']) {
      legacy.result = { text: contentText(m['content']) };
      legacy = undefined;
    }
  };

  const addCall = (callId: string, fn: Json, line: number): OpenCall | undefined => {
    const questions = readQuestions(parseMaybeJson(fn['arguments']));
    if (questions === null) return undefined;
    const call: OpenCall = { index: calls.length, callId, tool: str(fn['name']) ?? '(unnamed)', line, questions };
    calls.push(call);
    open.set(callId, call);
    return call;
  };

  return {
    record(value, line) {
      const record = obj(value);
      if (record === undefined) return;
      const messages = record['messages'];
      if (Array.isArray(messages)) {
        // A conversation of its own: its tool_call ids are its own.
        known.add('conversation');
        open = new Map();
        legacy = undefined;
        for (const m of messages) {
          const read = obj(m);
          if (read !== undefined) message(read, line);
        }
        return;
      }
      message(record, line);
    },
    finish(): ParserOutput {
      return { calls: calls.map(finishCall), known: known.counts, unknown: unknown.counts };
    },
  };
}

function finishCall(call: OpenCall): TraceCall {
  const base = { index: call.index, callId: call.callId, tool: call.tool, format: 'openai' as const, line: call.line, questions: call.questions };
  if (call.result === undefined) return { ...base, outcome: 'pending', answers: [] };
  const text = call.result.text;
  const parsed = obj(parseMaybeJson(text));
  if (parsed !== undefined && 'answers' in parsed) {
    return { ...base, outcome: 'answered', answers: answersOf(call.questions, parsed['answers']), modelText: text, recorded: parsed };
  }
  if (text.startsWith('Error')) {
    const lower = text.toLowerCase();
    const outcome: TraceOutcome =
      lower.includes('declin') ? 'declined' : lower.includes('cancel') || lower.includes('dismiss') ? 'cancelled' : lower.includes('abort') || lower.includes('interrupt') ? 'interrupted' : 'error';
    return { ...base, outcome, answers: [], modelText: text, reason: text.replace(/^Error:?\s*/, '') };
  }
  const first = call.questions[0];
  return { ...base, outcome: 'answered', answers: first === undefined ? [] : [{ question: first.id ?? first.question, selected: [], text }], modelText: text };
}

/** `[{ id, selected, custom }]` (DSH, asklab), `{ [key]: string }` (Claude style) or `{ [id]: { answers } }` (Codex style). */
function answersOf(questions: readonly TraceQuestion[], answers: unknown): TraceAnswer[] {
  if (Array.isArray(answers)) {
    return answers.flatMap((a) => {
      const item = obj(a);
      const id = str(item?.['id']);
      if (item === undefined || id === undefined) return [];
      const custom = str(item['custom']);
      return [{ question: id, selected: arr(item['selected']).filter((v): v is string => typeof v === 'string'), ...(custom !== undefined ? { text: custom } : {}) }];
    });
  }
  const map = obj(answers) ?? {};
  return Object.keys(map).map((key) => {
    const value = map[key];
    const labels = questions.find((q) => q.id === key || q.question === key)?.options.map((o) => o.label) ?? [];
    const list = typeof value === 'string' ? [value] : arr(obj(value)?.['answers']).filter((v): v is string => typeof v === 'string');
    const selected = list.filter((v) => labels.includes(v));
    const text = list.filter((v) => !labels.includes(v)).map((v) => v.replace(/^user_note: /, ''));
    return { question: key, selected, ...(text.length > 0 ? { text: text.join('\n') } : {}) };
  });
}
