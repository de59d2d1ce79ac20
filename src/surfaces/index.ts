/**
 * The six surfaces behind one interface (SPEC §8), so the Surfaces tab, the
 * editor's lint and the docs iterate them without knowing each harness.
 */
import type { AskUserQuestionAnswer, AskUserQuestionItem } from '../protocol/index.ts';
import * as acp from './acp.ts';
import * as claudeCode from './claude-code.ts';
import * as codex from './codex.ts';
import type { LimitSource, SurfaceIssue, SurfaceName, SurfaceResult } from './common.ts';
import * as mcp from './mcp.ts';
import * as terminal from './terminal.ts';
import * as vscode from './vscode.ts';

export * from './common.ts';

export interface Surface {
  readonly name: SurfaceName;
  /** Where its limits were checked. */
  readonly source: LimitSource;
  /** The payload as that harness receives it: JSON-able, or text for the terminal. */
  toSurface(questions: readonly AskUserQuestionItem[]): { payload: unknown; issues: readonly SurfaceIssue[] };
  answerToSurface(questions: readonly AskUserQuestionItem[], answer: AskUserQuestionAnswer): { response: unknown; issues: readonly SurfaceIssue[] };
  outcomeToSurface(outcome: 'cancelled' | 'declined'): unknown;
  fromSurface(questions: readonly AskUserQuestionItem[], response: never): SurfaceResult;
}

export const SURFACES: readonly Surface[] = [
  { name: 'terminal', ...terminal },
  { name: 'acp', ...acp },
  { name: 'claude-code', ...claudeCode },
  { name: 'codex', ...codex },
  { name: 'vscode', ...vscode },
  { name: 'mcp', ...mcp },
];

export { acp, claudeCode, codex, mcp, terminal, vscode };
