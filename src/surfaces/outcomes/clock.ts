/**
 * "Nobody answers", per harness, on a clock: what happens over time to a
 * question left pending, as a plan of at most two moments (a visible countdown
 * starts, the ask resolves with a payload) under one setting the person can
 * change (Claude Code's askUserQuestionTimeout, Codex's Plan mode or advisory
 * question, VS Code's Autopilot, the MCP revision). Pure: the page drives the
 * clock; `laneAt(plan, seconds)` says where a lane stands.
 */
import type { AskUserQuestionItem } from '../../protocol/index.ts';
import type { SourceId } from '../sources.ts';
import { afkText } from './claude-code.ts';
import { CODEX_TEXT } from './codex.ts';
import { MCP_TEXT } from './mcp.ts';
import { OUTCOME_ROWS, type Delivery, type OutcomeRow } from './types.ts';
import { autopilotResult } from './vscode.ts';

/** The clock's span: ten minutes (Claude Code's longest timeout) and a minute more. */
export const CLOCK_SECONDS = 660;

export interface LaneSetting {
  /** The values, in the order shown; the UI translates `clock.opt.<row>.<value>`. */
  readonly options: readonly string[];
  readonly initial: string;
}

export interface LanePlan {
  /** When a countdown becomes visible to the person (seconds after the ask). */
  readonly countdownFrom?: number;
  /** When the ask resolves by itself, and with what. */
  readonly resolvesAt?: number;
  readonly delivery?: Delivery;
  readonly source: SourceId;
}

export type LaneState =
  | { readonly kind: 'waiting' }
  | { readonly kind: 'countdown'; readonly remaining: number }
  | { readonly kind: 'resolved'; readonly at: number; readonly delivery: Delivery };

export interface ClockLane {
  readonly row: OutcomeRow;
  readonly setting?: LaneSetting;
  plan(questions: readonly AskUserQuestionItem[], setting: string): LanePlan;
}

const waits = (source: SourceId): LanePlan => ({ source });

const CLAUDE_TIMEOUTS: Readonly<Record<string, number>> = { '60s': 60, '5m': 300, '10m': 600 };

export const CLOCK_LANES: readonly ClockLane[] = [
  // DSH's three providers: no timeout anywhere; the ask waits until the run is aborted (or stdin closes).
  { row: 'dsh', plan: () => waits('dshWeb') },
  { row: 'terminal', plan: () => waits('dshStdio') },
  { row: 'acp', plan: () => waits('dshAcp') },
  {
    row: 'claude-code',
    // askUserQuestionTimeout (2.1.200+): "never" is the default; 2.1.198–2.1.199 auto-continued after a fixed 60 s.
    setting: { options: ['never', '60s', '5m', '10m', 'v2.1.198'], initial: 'never' },
    plan(_questions, setting) {
      if (setting === 'v2.1.198') return { resolvesAt: 60, delivery: { to: 'model', isError: false, text: afkText('60s') }, source: 'ccAfk198' };
      const seconds = CLAUDE_TIMEOUTS[setting];
      if (seconds === undefined) return waits('ccTimeoutShipped');
      // The countdown shows for the last 20 seconds (tools reference, quoted in anthropics/claude-code#94372).
      return { countdownFrom: seconds - 20, resolvesAt: seconds, delivery: { to: 'model', isError: false, text: afkText(setting) }, source: 'ccCountdown' };
    },
  },
  {
    row: 'codex',
    // Plan mode blocks; an advisory question (autoResolutionMs, outside Plan mode) gets 60 s hidden, then 60 s shown.
    setting: { options: ['plan', 'advisory'], initial: 'plan' },
    plan: (_questions, setting) =>
      setting === 'advisory'
        ? { countdownFrom: 60, resolvesAt: 120, delivery: { to: 'model', isError: false, text: CODEX_TEXT.emptyAnswers }, source: 'codexAutoTimer' }
        : waits('codexNonBlocking'),
  },
  {
    row: 'vscode',
    // Autopilot (or chat.autoReply) answers at once with a fixed text; otherwise the carousel waits.
    setting: { options: ['ask', 'autopilot'], initial: 'ask' },
    plan: (questions, setting) =>
      setting === 'autopilot' ? { resolvesAt: 0, delivery: { to: 'model', isError: false, text: autopilotResult(questions) }, source: 'vscodeAsk' } : waits('vscodeAsk'),
  },
  {
    row: 'mcp',
    // 2025-11-25: the server's pending request, which the official SDK times out after 60 s; 2026-07-28: nothing pending.
    setting: { options: ['2025-11-25', '2026-07-28'], initial: '2025-11-25' },
    plan: (_questions, setting) =>
      setting === '2025-11-25' ? { resolvesAt: 60, delivery: { to: 'server', isError: true, text: MCP_TEXT.timeout }, source: 'mcpSdkTimeout' } : waits('mcpMrtr'),
  },
];

/** Where a lane stands `seconds` after the ask was shown. */
export function laneAt(plan: LanePlan, seconds: number): LaneState {
  if (plan.resolvesAt !== undefined && plan.delivery !== undefined && seconds >= plan.resolvesAt) {
    return { kind: 'resolved', at: plan.resolvesAt, delivery: plan.delivery };
  }
  if (plan.countdownFrom !== undefined && plan.resolvesAt !== undefined && seconds >= plan.countdownFrom) {
    return { kind: 'countdown', remaining: Math.ceil(plan.resolvesAt - seconds) };
  }
  return { kind: 'waiting' };
}

// Every row has a lane, in the matrix's order.
if (CLOCK_LANES.map((l) => l.row).join() !== OUTCOME_ROWS.join()) throw new Error('clock lanes out of step with the outcome rows');
