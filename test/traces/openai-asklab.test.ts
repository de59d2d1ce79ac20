import { describe, expect, it } from 'vitest';
import { parseTraceText } from '../../src/traces/parse-trace.ts';
import { fixtureText, outcomes, parseFixture } from './fixtures.ts';

describe('OpenAI Chat Completions messages', () => {
  it('{ messages }: every tool call carrying questions, whatever its name, with its tool message', () => {
    const trace = parseFixture('openai/chat-messages.json');
    expect(trace.format).toBe('openai');
    expect(outcomes(trace)).toEqual([
      'ask_user_question:answered',
      'ask_user:answered',
      'ask_user_question:cancelled',
      'ask_user_question:answered',
      'ask_user_question:pending',
    ]);
    expect(trace.calls[0]?.answers).toEqual([
      { question: 'mode', selected: ['Fast (Recommended)'] },
      { question: 'path', selected: [], text: 'src/parser' },
    ]);
    expect(trace.calls[1]?.answers).toEqual([{ question: 'scope', selected: ['Slash command'] }]);
    expect(trace.calls[3]?.answers[0]?.text).toBe('use [redacted] for now');
    // The read_file call carries no questions: not a question call.
    expect(trace.calls.map((c) => c.callId)).not.toContain('call_x');
  });

  it('JSONL of conversations: arguments already parsed, an abort, the legacy function_call', () => {
    const trace = parseFixture('openai/conversations.jsonl');
    expect(outcomes(trace)).toEqual(['ask_user_question:interrupted', 'ask_user:answered']);
    expect(trace.calls[1]?.questions[0]).toMatchObject({ multiSelect: true, options: [{ label: 'App Store' }, { label: 'Play Store' }] });
    expect(trace.calls[1]?.answers[0]?.text).toBe('App Store, Play Store');
  });

  it('a bare array of messages is read too', () => {
    const doc = JSON.parse(fixtureText('openai/chat-messages.json')) as { messages: unknown[] };
    const read = parseTraceText(JSON.stringify(doc.messages));
    expect(read.ok && read.calls.length).toBe(5);
  });
});

describe("asklab's exported session", () => {
  it('one call per ask: its tool, answer, outcome and the tool result the model received', () => {
    const trace = parseFixture('asklab/session-export.json');
    expect(trace.format).toBe('asklab');
    expect(outcomes(trace)).toEqual(['ask_user_question:answered', 'ask:cancelled', 'ask_user_question:interrupted']);
    expect(trace.calls[0]?.answers).toEqual([{ question: 'mode', selected: ['Careful'] }]);
    expect(trace.calls[0]?.modelText).toBe('{"answers":[{"id":"mode","selected":["Careful"]}]}');
    expect(trace.calls[2]?.modelText).toBe('Error: The question was aborted before the user answered.');
  });
});

describe('anything else', () => {
  it('says it is no known format, with the start of what it read', () => {
    const read = parseTraceText(fixtureText('not-a-trace.txt'));
    expect(read).toEqual({ ok: false, reason: 'unknown-format', bytes: 51, sample: 'Meeting notes' });
  });

  it('an empty file is empty', () => {
    expect(parseTraceText('\n\n')).toMatchObject({ ok: false, reason: 'empty' });
  });
});
