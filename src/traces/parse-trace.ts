/**
 * Reading a trace file of unknown format (SPEC §13), chunk by chunk: lines are cut
 * as text arrives, the format is decided from the content of the first records
 * (never the file's name), and each later line goes to that format's parser and is
 * dropped. Nothing stops at a bad line: it is named by number and the reading goes
 * on. A JSON document (OpenAI messages as an array or `{ messages }`, asklab's own
 * export) can only be read whole, so its text is kept until the end. Secrets are
 * redacted in every call before it leaves. Pure: the worker (./worker.ts) feeds it
 * a File's stream, the tests feed it strings.
 */
import { createAsklabParser } from './asklab-session.ts';
import { createClaudeCodeParser } from './claude-code.ts';
import { createCodexParser } from './codex.ts';
import { createOpenAiParser } from './openai.ts';
import { SNIFF_LINES, formatOfDocument, formatOfRecord } from './detect.ts';
import { obj, type RecordParser } from './reader.ts';
import { makeRedactor, redactCall } from './redact-trace.ts';
import { MAX_PROBLEMS_KEPT, type TraceFormat, type TraceProblem, type TraceReadResult } from './types.ts';

const SAMPLE_CHARS = 200;

function parserFor(format: TraceFormat): RecordParser {
  switch (format) {
    case 'claude-code':
      return createClaudeCodeParser();
    case 'codex':
      return createCodexParser();
    case 'openai':
      return createOpenAiParser();
    case 'asklab':
      return createAsklabParser();
  }
}

export interface TraceReader {
  /** More text of the file, in order. */
  push(text: string): void;
  /** The file is done: the calls found. `bytes` is the file's size when known. */
  end(bytes?: number): TraceReadResult;
}

export function createTraceReader(): TraceReader {
  /** The start of a line not ended yet, in parts (one long line must not be copied once per chunk). */
  let carry: string[] = [];
  let lineNo = 0;
  let chars = 0;
  let mode: 'sniff' | 'lines' | 'document' | 'unknown' = 'sniff';
  /** The mode now: a line read can change it (the compiler's narrowing does not see that). */
  const now = (): typeof mode => mode;
  let format: TraceFormat | undefined;
  let parser: RecordParser | undefined;
  /** Lines read while the format is not known yet. */
  const waiting: { line: number; text: string }[] = [];
  /** The whole text of a JSON document. */
  const documentParts: string[] = [];
  const problems: TraceProblem[] = [];
  let problemCount = 0;
  let sample = '';

  const problem = (line: number, kind: TraceProblem['problem'], detail: string): void => {
    problemCount++;
    if (problems.length < MAX_PROBLEMS_KEPT) problems.push({ line, problem: kind, detail });
  };
  const feed = (line: number, text: string): void => {
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch (error) {
      problem(line, 'not-json', error instanceof Error ? error.message : String(error));
      return;
    }
    if (obj(value) === undefined) {
      problem(line, 'not-object', `a ${Array.isArray(value) ? 'list' : typeof value} where a record was expected`);
      return;
    }
    parser?.record(value, line);
  };
  const decide = (found: TraceFormat): void => {
    format = found;
    parser = parserFor(found);
    mode = 'lines';
    for (const w of waiting.splice(0)) feed(w.line, w.text);
  };
  const onLine = (text: string): void => {
    lineNo++;
    const line = lineNo;
    if (mode === 'lines') {
      if (text.trim() !== '') feed(line, text);
      return;
    }
    if (text.trim() === '') return;
    if (sample === '') sample = text.slice(0, SAMPLE_CHARS);
    if (waiting.length === 0 && /^\s*\[/.test(text)) {
      mode = 'document';
      documentParts.push(text, '\n');
      return;
    }
    waiting.push({ line, text });
    let value: unknown;
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      // The first line of a pretty-printed JSON document does not parse alone.
      if (waiting.length === 1 && /^\s*\{\s*$|^\s*\{\s*"/.test(text)) {
        mode = 'document';
        documentParts.push(text, '\n');
        waiting.length = 0;
      }
      return;
    }
    const found = formatOfRecord(value);
    if (found !== undefined) decide(found);
    else if (waiting.length >= SNIFF_LINES) {
      // Twenty records and none says what it is: not a format this reader knows; the rest is not read.
      mode = 'unknown';
      waiting.length = 0;
    }
  };

  return {
    push(text) {
      chars += text.length;
      if (mode === 'document') {
        documentParts.push(text);
        return;
      }
      if (mode === 'unknown') return;
      if (!text.includes('\n')) {
        carry.push(text);
        return;
      }
      let start = 0;
      const all = carry.length === 0 ? text : carry.join('') + text;
      carry = [];
      for (let at = all.indexOf('\n', start); at >= 0; at = all.indexOf('\n', start)) {
        const line = all.slice(start, at);
        start = at + 1;
        if (now() === 'document') {
          documentParts.push(line, '\n');
          continue;
        }
        onLine(line.endsWith('\r') ? line.slice(0, -1) : line);
        if (now() === 'unknown') return;
      }
      const rest = all.slice(start);
      if (now() === 'document') documentParts.push(rest);
      else if (rest !== '') carry = [rest];
    },
    end(bytes = chars) {
      if (carry.length > 0 && mode !== 'unknown') {
        const last = carry.join('');
        carry = [];
        if (mode === 'document') documentParts.push(last);
        else onLine(last);
      }
      if (mode === 'document') return readDocument(documentParts.join(''), bytes);
      if (format === undefined || parser === undefined) {
        return lineNo === 0 || sample === '' ? { ok: false, reason: 'empty', bytes } : { ok: false, reason: 'unknown-format', bytes, sample };
      }
      const out = parser.finish();
      const redactor = makeRedactor();
      return {
        ok: true,
        format,
        calls: out.calls.map((call) => redactCall(call, redactor)),
        lines: lineNo,
        bytes,
        known: out.known,
        unknown: out.unknown,
        problems,
        problemCount,
        redactions: redactor.count(),
        ...(out.session !== undefined ? { session: out.session } : {}),
      };
    },
  };
}

function readDocument(text: string, bytes: number): TraceReadResult {
  const body = text.replace(/^\uFEFF/, '');
  let value: unknown;
  try {
    value = JSON.parse(body) as unknown;
  } catch {
    return body.trim() === '' ? { ok: false, reason: 'empty', bytes } : { ok: false, reason: 'unknown-format', bytes, sample: body.trim().slice(0, SAMPLE_CHARS) };
  }
  const format = formatOfDocument(value);
  if (format === undefined) return { ok: false, reason: 'unknown-format', bytes, sample: body.trim().slice(0, SAMPLE_CHARS) };
  const parser = parserFor(format);
  const records = Array.isArray(value) ? value : format === 'asklab' ? (obj(value)?.['frames'] as unknown[]) : [value];
  records.forEach((record, i) => parser.record(record, i + 1));
  const out = parser.finish();
  const redactor = makeRedactor();
  return {
    ok: true,
    format,
    calls: out.calls.map((call) => redactCall(call, redactor)),
    lines: records.length,
    bytes,
    known: out.known,
    unknown: out.unknown,
    problems: [],
    problemCount: 0,
    redactions: redactor.count(),
    ...(out.session !== undefined ? { session: out.session } : {}),
  };
}

/** A whole trace read from one string (tests, small files). */
export function parseTraceText(text: string): TraceReadResult {
  const reader = createTraceReader();
  reader.push(text);
  return reader.end(new TextEncoder().encode(text).length);
}
