/**
 * asklab's own exported session (Timeline → Export session, `format:
 * "asklab-session"`, src/client/inspector/timeline.ts): every frame that crossed
 * the worker boundary. Fed frame by frame: each `question/requested` is a call,
 * named after the tool whose `tool/started` is still open (else a direct ask);
 * the `client-response` holds the answer; `question/resolved` or
 * `question/withdrawn` the outcome; the tool's `tool/finished` the text the model
 * received.
 */
import { readQuestion } from './questions.ts';
import { Tally, arr, contentText, obj, str, type ParserOutput, type RecordParser } from './reader.ts';
import type { TraceAnswer, TraceCall, TraceOutcome, TraceQuestion } from './types.ts';

interface OpenCall {
  readonly index: number;
  readonly callId: string;
  readonly tool: string;
  readonly toolCallId?: string;
  readonly line: number;
  readonly questions: TraceQuestion[];
  answers: TraceAnswer[];
  outcome?: TraceOutcome;
  reason?: string;
  modelText?: string;
}

export function createAsklabParser(): RecordParser {
  const known = new Tally();
  const unknown = new Tally();
  const calls: OpenCall[] = [];
  const byRpc = new Map<string, OpenCall>();
  const tools: { callId: string; name: string }[] = [];

  return {
    record(value, line) {
      const entry = obj(value);
      const type = str(entry?.['type']);
      const payload = obj(entry?.['payload']);
      if (entry === undefined || type === undefined || payload === undefined) {
        unknown.add('(not a frame)');
        return;
      }
      known.add(type);
      if (entry['rejected'] !== undefined) return;
      if (type === 'tool/started') {
        tools.push({ callId: str(payload['callId']) ?? '', name: str(payload['name']) ?? '' });
      } else if (type === 'question/requested') {
        const rpcId = str(payload['rpcId']) ?? `frame-${line}`;
        const open = tools[tools.length - 1];
        const call: OpenCall = {
          index: calls.length,
          callId: rpcId,
          tool: open?.name ?? 'ask',
          ...(open !== undefined ? { toolCallId: open.callId } : {}),
          line,
          questions: arr(payload['questions']).flatMap((q) => {
            const read = readQuestion(q);
            return read === undefined ? [] : [read];
          }),
          answers: [],
        };
        calls.push(call);
        byRpc.set(rpcId, call);
      } else if (type === 'client-response') {
        const call = byRpc.get(str(payload['rpcId']) ?? '');
        const answer = obj(obj(obj(payload['result'])?.['value'])?.['answer']);
        if (call !== undefined && answer !== undefined) {
          call.answers = arr(answer['answers']).flatMap((a) => {
            const item = obj(a);
            const id = str(item?.['id']);
            const custom = str(item?.['custom']);
            return item === undefined || id === undefined
              ? []
              : [{ question: id, selected: arr(item['selected']).filter((v): v is string => typeof v === 'string'), ...(custom !== undefined ? { text: custom } : {}) }];
          });
        }
      } else if (type === 'question/resolved' && payload['reason'] !== undefined) {
        // An abort or a disposal, which DSH resolves as cancelled; asklab's reason says which.
        const call = byRpc.get(str(payload['rpcId']) ?? '');
        if (call !== undefined) {
          call.outcome = 'interrupted';
          call.reason = payload['reason'] === 'disposed' ? 'the provider was disposed' : 'the ask was aborted';
        }
      } else if (type === 'question/resolved') {
        const call = byRpc.get(str(payload['rpcId']) ?? '');
        const outcome = str(payload['outcome']);
        if (call !== undefined) call.outcome = outcome === 'answered' ? 'answered' : outcome === 'declined' ? 'declined' : 'cancelled';
      } else if (type === 'question/withdrawn') {
        const call = byRpc.get(str(payload['rpcId']) ?? '');
        if (call !== undefined) {
          call.outcome = 'interrupted';
          call.reason = payload['reason'] === 'disposed' ? 'the provider was disposed' : 'the ask was aborted';
        }
      } else if (type === 'tool/finished') {
        const callId = str(payload['callId']);
        const at = tools.findIndex((t) => t.callId === callId);
        if (at >= 0) tools.splice(at, 1);
        const text = contentText(obj(payload['result'])?.['content']);
        for (const call of calls) if (call.toolCallId === callId && call.modelText === undefined) call.modelText = text;
      }
    },
    finish(): ParserOutput {
      return {
        calls: calls.map(
          (c): TraceCall => ({
            index: c.index,
            callId: c.callId,
            tool: c.tool,
            format: 'asklab',
            line: c.line,
            questions: c.questions,
            outcome: c.outcome ?? 'pending',
            answers: c.outcome === 'answered' ? c.answers : [],
            ...(c.modelText !== undefined ? { modelText: c.modelText } : {}),
            ...(c.reason !== undefined ? { reason: c.reason } : c.toolCallId === undefined ? { reason: 'asked directly: no model received it' } : {}),
          }),
        ),
        known: known.counts,
        unknown: unknown.counts,
      };
    },
  };
}
