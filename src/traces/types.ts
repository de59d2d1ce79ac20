/**
 * What a trace parser finds in another harness's session file (SPEC §13): one
 * `TraceCall` per question call, in the session's order, with the questions as
 * the harness wrote them, what the person answered as the harness recorded it,
 * the exact text the model received, and an outcome. Parsers own the formats;
 * this module owns only the shapes they agree on. Pure data, no DOM.
 */

export type TraceFormat = 'claude-code' | 'codex' | 'openai' | 'asklab';

export const TRACE_FORMATS: readonly TraceFormat[] = ['claude-code', 'codex', 'openai', 'asklab'];

export type TraceOutcome = 'answered' | 'declined' | 'cancelled' | 'clarify' | 'interrupted' | 'pending' | 'error';

export const TRACE_OUTCOMES: readonly TraceOutcome[] = ['answered', 'declined', 'cancelled', 'clarify', 'interrupted', 'pending', 'error'];

/** One option as the harness wrote it (Claude Code's `preview` kept; anything else unknown is in `extra`). */
export interface TraceOption {
  readonly label: string;
  readonly description?: string;
  /** Claude Code: a markdown preview shown beside a single-select option. */
  readonly preview?: string;
}

/** One question as the harness wrote it, normalised just enough to read. */
export interface TraceQuestion {
  /** The harness's id (Codex, asklab, DSH), absent where the harness keys answers by question text (Claude Code). */
  readonly id?: string;
  readonly question: string;
  readonly header?: string;
  readonly options: readonly TraceOption[];
  readonly multiSelect: boolean;
  /** asklab / DSH: markdown shown with the question; Claude Code's ExitPlanMode: the plan. */
  readonly detail?: string;
  /** Codex: the harness adds a free-text "Other" itself (`isOther`). */
  readonly isOther?: boolean;
  /** asklab: the plan-review intent. */
  readonly approve?: string;
  /** Field names the harness sent that this reader does not carry over. */
  readonly unknownFields?: readonly string[];
}

/** What the person answered to one question, as the harness recorded it. */
export interface TraceAnswer {
  /** The question it answers: its id, or its text where the harness keys by text. */
  readonly question: string;
  /** The chosen labels, in the recorded order. */
  readonly selected: readonly string[];
  /** Text the person typed (Claude Code "Other", Codex `user_note:`, asklab `custom`). */
  readonly text?: string;
  /** Claude Code annotations: notes typed beside a choice, and the preview of the chosen option. */
  readonly notes?: string;
  readonly preview?: string;
}

export interface TraceCall {
  /** Position in the session's order, from 0. */
  readonly index: number;
  /** The harness's own id of the call (`toolu_…`, `call_…`, an rpcId). */
  readonly callId: string;
  /** The tool's name as the harness wrote it (`AskUserQuestion`, `ExitPlanMode`, `request_user_input`, …). */
  readonly tool: string;
  readonly format: TraceFormat;
  /** ISO time of the call, when the file says. */
  readonly at?: string;
  /** 1-based line of the call in the file (JSONL formats). */
  readonly line?: number;
  readonly questions: readonly TraceQuestion[];
  readonly outcome: TraceOutcome;
  /** The answers as recorded; empty unless answered (a clarify may carry partial answers). */
  readonly answers: readonly TraceAnswer[];
  /** The exact text the model received, absent while pending. */
  readonly modelText?: string;
  /** The harness's structured record of the result (Claude Code's `toolUseResult`, Codex's parsed output). */
  readonly recorded?: unknown;
  /** Why this outcome, in a few English words (e.g. "hook denied", "unavailable in Default mode"). */
  readonly reason?: string;
  /** Claude Code: the call ran in a sub-agent (`isSidechain`), with its agent id when known. */
  readonly sidechain?: { readonly agentId?: string };
  /** Claude Code: the call is on a branch the session left (a rewind or edit), not on the final line. */
  readonly abandoned?: boolean;
  /** The harness's version when the file says (Claude Code `version`, Codex `cli_version`). */
  readonly version?: string;
}

/** A line the reader could not use, by 1-based line number. */
export interface TraceProblem {
  readonly line: number;
  readonly problem: 'not-json' | 'not-object';
  readonly detail: string;
}

export interface TraceResult {
  readonly format: TraceFormat;
  readonly calls: readonly TraceCall[];
  /** Lines (or messages, for JSON documents) read. */
  readonly lines: number;
  readonly bytes: number;
  /** Record kinds the reader knows but does not need, by kind: counted, not kept. */
  readonly known: Readonly<Record<string, number>>;
  /** Record kinds the reader does not know, by kind. */
  readonly unknown: Readonly<Record<string, number>>;
  /** Unreadable lines, the first 50 by number, and how many there were in all. */
  readonly problems: readonly TraceProblem[];
  readonly problemCount: number;
  /** Secrets replaced by "[redacted]" in what was kept. */
  readonly redactions: number;
  /** Session facts when the file gives them. */
  readonly session?: { readonly id?: string; readonly cwd?: string; readonly version?: string; readonly started?: string };
}

export type TraceReadResult =
  | ({ readonly ok: true } & TraceResult)
  | { readonly ok: false; readonly reason: 'unknown-format'; readonly bytes: number; readonly sample: string }
  | { readonly ok: false; readonly reason: 'empty'; readonly bytes: number };

export const MAX_PROBLEMS_KEPT = 50;
