/**
 * The nobody-answers clock's plans: where each harness's lane stands at each
 * moment under each of its settings (Claude Code's askUserQuestionTimeout and
 * its 2.1.198 behaviour, Codex's advisory questions, VS Code's Autopilot, the
 * MCP revision), and that DSH's three providers never end an ask by themselves.
 */
import { describe, expect, it } from 'vitest';
import type { AskUserQuestionItem } from '../../src/protocol/index.ts';
import { CLOCK_LANES, CLOCK_SECONDS, laneAt, type ClockLane } from '../../src/surfaces/outcomes/clock.ts';
import { CODEX_TEXT, MCP_TEXT, OUTCOME_ROWS, afkText, autopilotResult } from '../../src/surfaces/outcomes/index.ts';

const questions: AskUserQuestionItem[] = [{ id: 'mode', header: 'Mode', question: 'Which mode?', options: [{ label: 'A' }, { label: 'B' }] }];

function lane(row: string): ClockLane {
  const found = CLOCK_LANES.find((l) => l.row === row);
  if (found === undefined) throw new Error(row);
  return found;
}

const at = (row: string, setting: string, seconds: number) => laneAt(lane(row).plan(questions, setting), seconds);

describe('nobody-answers clock', () => {
  it('has one lane per row of the matrix, each starting from its default setting', () => {
    expect(CLOCK_LANES.map((l) => l.row)).toEqual([...OUTCOME_ROWS]);
    expect(lane('claude-code').setting?.initial).toBe('never');
    expect(lane('codex').setting?.initial).toBe('plan');
    expect(lane('vscode').setting?.initial).toBe('ask');
  });

  it('DSH’s providers wait the whole span', () => {
    for (const row of ['dsh', 'terminal', 'acp']) expect(at(row, '', CLOCK_SECONDS)).toEqual({ kind: 'waiting' });
  });

  it('Claude Code waits by default; with a timeout, the last 20 s count down, then the AFK text', () => {
    expect(at('claude-code', 'never', CLOCK_SECONDS)).toEqual({ kind: 'waiting' });
    expect(at('claude-code', '60s', 39)).toEqual({ kind: 'waiting' });
    expect(at('claude-code', '60s', 40)).toEqual({ kind: 'countdown', remaining: 20 });
    expect(at('claude-code', '60s', 59.2)).toEqual({ kind: 'countdown', remaining: 1 });
    expect(at('claude-code', '60s', 60)).toEqual({ kind: 'resolved', at: 60, delivery: { to: 'model', isError: false, text: afkText('60s') } });
    expect(at('claude-code', '5m', 279)).toEqual({ kind: 'waiting' });
    expect(at('claude-code', '5m', 280)).toMatchObject({ kind: 'countdown', remaining: 20 });
    expect(at('claude-code', '10m', 600)).toMatchObject({ kind: 'resolved', at: 600 });
    // 2.1.198–2.1.199: a fixed 60 s, no countdown.
    expect(at('claude-code', 'v2.1.198', 59)).toEqual({ kind: 'waiting' });
    expect(at('claude-code', 'v2.1.198', 60)).toMatchObject({ kind: 'resolved', delivery: { text: afkText('60s') } });
  });

  it('Codex: Plan mode waits; an advisory question shows a countdown after 60 s and sends no answers at 120 s', () => {
    expect(at('codex', 'plan', CLOCK_SECONDS)).toEqual({ kind: 'waiting' });
    expect(at('codex', 'advisory', 59)).toEqual({ kind: 'waiting' });
    expect(at('codex', 'advisory', 60)).toEqual({ kind: 'countdown', remaining: 60 });
    expect(at('codex', 'advisory', 120)).toEqual({ kind: 'resolved', at: 120, delivery: { to: 'model', isError: false, text: CODEX_TEXT.emptyAnswers } });
  });

  it('VS Code: Autopilot answers at once', () => {
    expect(at('vscode', 'ask', CLOCK_SECONDS)).toEqual({ kind: 'waiting' });
    expect(at('vscode', 'autopilot', 0)).toEqual({ kind: 'resolved', at: 0, delivery: { to: 'model', isError: false, text: autopilotResult(questions) } });
  });

  it('MCP: the 2025-11-25 request times out in the SDK after 60 s; 2026-07-28 holds nothing', () => {
    expect(at('mcp', '2025-11-25', 59)).toEqual({ kind: 'waiting' });
    expect(at('mcp', '2025-11-25', 60)).toEqual({ kind: 'resolved', at: 60, delivery: { to: 'server', isError: true, text: MCP_TEXT.timeout } });
    expect(at('mcp', '2026-07-28', CLOCK_SECONDS)).toEqual({ kind: 'waiting' });
  });
});
