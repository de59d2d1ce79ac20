import { describe, expect, it } from 'vitest';
import { createTraceReader, parseTraceText } from '../../src/traces/parse-trace.ts';
import { sniffTrace } from '../../src/traces/detect.ts';
import { fixtureText } from './fixtures.ts';

const FILES = [
  'claude-code/spotter-491e126e-2.1.38.jsonl',
  'claude-code/wordings-constructed.jsonl',
  'codex/outcomes-constructed.jsonl',
  'openai/chat-messages.json',
  'asklab/session-export.json',
];

describe('reading in chunks', () => {
  it.each(FILES)('%s: chunks cut anywhere (mid-line, mid-character pair) read as the whole text does', (path) => {
    const text = fixtureText(path);
    const whole = parseTraceText(text);
    for (const size of [1, 7, 1000, 65_536]) {
      const reader = createTraceReader();
      for (let at = 0; at < text.length; at += size) reader.push(text.slice(at, at + size));
      expect(reader.end(new TextEncoder().encode(text).length)).toEqual(whole);
    }
  });

  it('Windows line ends read as line ends', () => {
    const text = fixtureText('codex/herdr-plan-mode.jsonl').replace(/\n/g, '\r\n');
    const read = parseTraceText(text);
    expect(read.ok && read.calls.map((c) => c.outcome)).toEqual(['answered', 'pending']);
  });

  it('a file that never says what it is stops being read after twenty records', () => {
    const reader = createTraceReader();
    for (let i = 0; i < 10_000; i++) reader.push(`{"n":${i}}\n`);
    expect(reader.end()).toMatchObject({ ok: false, reason: 'unknown-format', sample: '{"n":0}' });
  });
});

describe('sniffing the first text of a dropped file', () => {
  it.each([
    ['claude-code/aq-lifecycle-2.1.220.jsonl', 'claude-code'],
    ['codex/herdr-plan-mode.jsonl', 'codex'],
    ['codex/rollout-2025-legacy.jsonl', 'codex'],
    ['openai/chat-messages.json', 'openai'],
    ['openai/conversations.jsonl', 'openai'],
    ['asklab/session-export.json', 'asklab'],
  ])('%s is %s', (path, format) => {
    expect(sniffTrace(fixtureText(path).slice(0, 65_536))).toBe(format);
  });

  it('a scenario file is no trace (it goes to the scenario loader)', () => {
    expect(sniffTrace(JSON.stringify({ id: 'x', title: { zh: 'x', en: 'x' }, steps: [{ say: 'hi' }] }, null, 2))).toBeUndefined();
    expect(sniffTrace('Meeting notes')).toBeUndefined();
  });
});
