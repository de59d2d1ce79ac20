import { describe, expect, it } from 'vitest';
import { outcomes, parseFixture } from './fixtures.ts';

describe('Codex rollouts', () => {
  it('a Plan-mode turn: one answered call, one still waiting', () => {
    const trace = parseFixture('codex/herdr-plan-mode.jsonl');
    expect(trace.format).toBe('codex');
    expect(outcomes(trace)).toEqual(['request_user_input:answered', 'request_user_input:pending']);
    expect(trace.calls[0]?.answers).toEqual([{ question: 'zero_division', selected: ['Return None'] }]);
    expect(trace.calls[0]?.modelText).toBe('{"answers":{"zero_division":{"answers":["Return None"]}}}');
    expect(trace.calls[0]?.questions[0]).toMatchObject({ id: 'zero_division', header: 'Zero division' });
  });

  it("every output Codex's handler writes, and an interrupt's turn_aborted", () => {
    const trace = parseFixture('codex/outcomes-constructed.jsonl');
    expect(outcomes(trace)).toEqual([
      'request_user_input:answered',
      'request_user_input:cancelled',
      'request_user_input:error',
      'request_user_input:error',
      'request_user_input:interrupted',
    ]);
    expect(trace.calls[0]?.answers).toEqual([
      { question: 'release_channel', selected: ['Beta (Recommended)'], text: 'only for the Linux build' },
      { question: 'changelog', selected: ['No'] },
    ]);
    expect(trace.calls[1]?.modelText).toBe('request_user_input was cancelled before receiving a response');
    expect(trace.calls[2]?.modelText).toBe('request_user_input is unavailable in Default mode');
    expect(trace.calls[2]?.reason).toBe('unavailable in Default mode');
    expect(trace.calls[3]?.modelText).toBe('request_user_input requires non-empty options for every question');
    expect(trace.calls[4]?.modelText).toBeUndefined();
    expect(trace.session).toMatchObject({ cwd: '/home/dev/calc', version: '0.133.0' });
    expect(trace.calls[0]?.version).toBe('0.133.0');
    expect(trace.unknown).toEqual({ future_kind: 1 });
    expect(trace.problems.map((p) => p.line)).toEqual([10]);
  });

  it('the 2025 rollout without the { type, payload } wrapper', () => {
    const trace = parseFixture('codex/rollout-2025-legacy.jsonl');
    expect(trace.format).toBe('codex');
    expect(outcomes(trace)).toEqual(['request_user_input:answered']);
    expect(trace.calls[0]?.answers).toEqual([{ question: 'db', selected: ['SQLite'] }]);
  });
});
