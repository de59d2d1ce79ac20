/**
 * The state and summary of a tool row (§3.3), derived from the tool's result.
 */
import { answerSchema, countAnswered, resultText, type ToolResult } from '../../protocol/index.ts';
import type { MessageKey } from '../locale/locale.ts';

export type RowState = 'running' | 'ok' | 'error' | 'stopped';

export interface RowStatus {
  readonly state: RowState;
  readonly key: MessageKey | null;
  readonly vars?: Record<string, string | number>;
  readonly code?: string;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `interrupted`: the agent stopped for good before this call finished (no result will ever come). */
export function rowStatus(result: ToolResult | undefined, questionCount: number | undefined, interrupted = false): RowStatus {
  if (result === undefined) {
    if (interrupted) return { state: 'stopped', key: 'row.interrupted' };
    return { state: 'running', key: questionCount === undefined ? null : 'row.waiting' };
  }
  if (!result.isError) {
    if (questionCount === undefined) return { state: 'ok', key: null };
    // As DSH's row: the counts come from the text the model read; total is the number of answers; unreadable → the generic summary.
    const parsed = answerSchema.safeParse(readJson(resultText(result)));
    if (!parsed.success) return { state: 'ok', key: null };
    return { state: 'ok', key: 'row.answered', vars: { answered: countAnswered(parsed.data), total: parsed.data.answers.length } };
  }
  const code = result.error.code;
  if (code === 'ASK_CANCELLED') return { state: 'error', key: 'row.cancelled', code };
  if (code === 'ASK_ABORTED') return { state: 'stopped', key: 'row.interrupted', code };
  // An MCP elicitation the person declined (§9): an outcome MCP defines, not a failure.
  if (code === 'ELICITATION_DECLINED') return { state: 'error', key: 'row.declined', code };
  return { state: 'error', key: 'row.error', ...(code !== undefined ? { code } : {}) };
}
