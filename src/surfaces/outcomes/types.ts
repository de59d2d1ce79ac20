/**
 * The outcomes matrix's vocabulary (SPEC §8.1): the eight ways an ask can end,
 * the rows (DSH's own web card and its two other providers, then the four other
 * harnesses), and what one cell holds: the exact payload that harness's model
 * (or, for MCP, the asking server) receives, a wait, or "cannot happen here".
 * Each cell names the source its text was quoted from. Pure data.
 */
import type { AskUserQuestionAnswer, AskUserQuestionItem } from '../../protocol/index.ts';
import type { SourceId } from '../sources.ts';

export const OUTCOME_COLUMNS = ['answered', 'skipped', 'free-text', 'dismissed', 'declined', 'clarify', 'aborted', 'nobody-answers'] as const;
export type OutcomeColumn = (typeof OUTCOME_COLUMNS)[number];

/** `dsh` is DSH's web card (asklab's own); `terminal` and `acp` are DSH's other two providers. */
export const OUTCOME_ROWS = ['dsh', 'terminal', 'acp', 'claude-code', 'codex', 'vscode', 'mcp'] as const;
export type OutcomeRow = (typeof OUTCOME_ROWS)[number];

/** How the person (or the run) gets there; the UI translates `outcomes.how.<key>`. */
export type HowKey =
  | 'pick'
  | 'pickNumbers'
  | 'skip'
  | 'type'
  | 'typeOther'
  | 'typeNote'
  | 'close'
  | 'escape'
  | 'ctrlC'
  | 'cancelButton'
  | 'declineButton'
  | 'emptyAccept'
  | 'chatAboutThis'
  | 'hookDeny'
  | 'clientDeclines'
  | 'planChatAboutIt'
  | 'terminalTyping'
  | 'runAborted'
  | 'skipAll'
  | 'waits'
  | 'waitsTimeout'
  | 'waitsAdvisory'
  | 'waitsAutopilot'
  | 'waitsSdkTimeout';

/** Why an outcome cannot happen on that surface; the UI translates `outcomes.why.<key>`. */
export type WhyKey = 'noSkip' | 'noDecline' | 'noClarify' | 'noSkipPreselected' | 'noSkipWholeBatch' | 'clarifyPlanOnly';

/** One message the receiving side reads: a tool result (`isError` as the harness marks it) or a protocol message. */
export interface Delivery {
  /** `model`: the tool result its model reads; `server`: the MCP server's reply, its tool decides what the model sees. */
  readonly to: 'model' | 'server';
  readonly isError: boolean;
  /** The exact text (JSON for the structured ones). */
  readonly text: string;
  /** Messages that follow it in the same history (a user turn Codex or Claude Code appends). */
  readonly after?: readonly string[];
  /** The text holds a `<…>` placeholder the host fills in (a hook's own reason). */
  readonly template?: true;
}

export type OutcomeCell =
  | { readonly kind: 'delivered'; readonly how: HowKey; readonly delivery: Delivery; readonly source: SourceId; readonly earlier?: Earlier }
  /** The ask stays open: nothing is sent; `then` is what ends it when something eventually does (a run abort, a timeout). */
  | { readonly kind: 'waits'; readonly how: HowKey; readonly source: SourceId; readonly then?: Delivery; readonly afterSeconds?: number }
  /** The turn ends without a tool result for this call; `shows` is what the harness itself reports. */
  | { readonly kind: 'silent'; readonly how: HowKey; readonly source: SourceId; readonly shows?: string }
  | { readonly kind: 'impossible'; readonly why: WhyKey; readonly source: SourceId; readonly shows?: string };

/** The same outcome as an earlier release worded it, and the release it is seen in. */
export interface Earlier {
  readonly seenIn: string;
  readonly text: string;
}

/** The answers the columns need, derived once from the request (and the person's answer, when there is one). */
export interface OutcomeInput {
  readonly questions: readonly AskUserQuestionItem[];
  readonly answered: AskUserQuestionAnswer;
  /** `answered` with the first question skipped. */
  readonly skipped: AskUserQuestionAnswer;
  /** Every question answered with typed text (beside nothing chosen). */
  readonly freeText: AskUserQuestionAnswer;
}

/** One row: its cells, and how a cell's payload reads back into asklab's terms (for the tests and the tab's round trip). */
export interface OutcomeSurface {
  readonly row: OutcomeRow;
  cells(input: OutcomeInput): Readonly<Record<OutcomeColumn, OutcomeCell>>;
  /** The payload read back: an answer, an outcome code, or null when the text is not one this row produces. */
  readBack(questions: readonly AskUserQuestionItem[], delivery: Delivery): ReadBack | null;
}

export type ReadBack = { readonly answer: AskUserQuestionAnswer } | { readonly outcome: 'cancelled' | 'declined' | 'clarify' | 'aborted' | 'timeout' | 'noAnswer' };
