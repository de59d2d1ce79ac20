/**
 * The outcomes matrix as data (SPEC §8.1): one OutcomeSurface per row, in the
 * order the Surfaces tab shows them, and the function that fills the matrix
 * for a request. The Surfaces tab, the docs and the tests read it from here;
 * the nobody-answers clock lives beside it (./clock.ts).
 */
import type { AskUserQuestionAnswer, AskUserQuestionItem } from '../../protocol/index.ts';
import { claudeCode } from './claude-code.ts';
import { codex } from './codex.ts';
import { acp, dsh, terminal } from './dsh.ts';
import { outcomeInput } from './input.ts';
import { mcp } from './mcp.ts';
import { OUTCOME_ROWS, type OutcomeCell, type OutcomeColumn, type OutcomeRow, type OutcomeSurface } from './types.ts';
import { vscode } from './vscode.ts';

export * from './types.ts';
export { outcomeInput } from './input.ts';
export { CLAUDE_CODE_TEXT, EXIT_PLAN_MODE_TEXT, afkText } from './claude-code.ts';
export { CODEX_TEXT } from './codex.ts';
export { ACP_TEXT, STDIO_TEXT } from './dsh.ts';
export { MCP_TEXT } from './mcp.ts';
export { VSCODE_TEXT, autopilotResult } from './vscode.ts';

export const OUTCOME_SURFACES: Readonly<Record<OutcomeRow, OutcomeSurface>> = {
  dsh,
  terminal,
  acp,
  'claude-code': claudeCode,
  codex,
  vscode,
  mcp,
};

export interface OutcomeRowCells {
  readonly row: OutcomeRow;
  readonly cells: Readonly<Record<OutcomeColumn, OutcomeCell>>;
}

/** Every row's cells for a request; `answer` is the person's (null for a draft or a pending ask). */
export function outcomeMatrix(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer | null, sampleText: string): OutcomeRowCells[] {
  const input = outcomeInput(questions, answer, sampleText);
  return OUTCOME_ROWS.map((row) => ({ row, cells: OUTCOME_SURFACES[row].cells(input) }));
}
