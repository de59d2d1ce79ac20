/**
 * The state and summary of a tool row (§3.3), derived from the tool's result.
 */
import { answerSchema, countAnswered, type ToolResult } from '../../protocol/index.ts';
import type { MessageKey } from '../locale/locale.ts';

export type RowState = 'running' | 'ok' | 'error' | 'stopped';

export interface RowStatus {
  readonly state: RowState;
  readonly key: MessageKey | null;
  readonly vars?: Record<string, string | number>;
  readonly code?: string;
}

/** `interrupted`: the agent stopped for good before this call finished (no result will ever come). */
export function rowStatus(result: ToolResult | undefined, questionCount: number | undefined, interrupted = false): RowStatus {
  if (result === undefined) {
    if (interrupted) return { state: 'stopped', key: 'row.interrupted' };
    return { state: 'running', key: questionCount === undefined ? null : 'row.waiting' };
  }
  if (!result.isError) {
    if (questionCount === undefined) return { state: 'ok', key: null };
    const parsed = answerSchema.safeParse(result.value);
    const answered = parsed.success ? countAnswered(parsed.data) : questionCount;
    return { state: 'ok', key: 'row.answered', vars: { x: answered, n: questionCount } };
  }
  const code = result.error.code;
  if (code === 'ASK_CANCELLED') return { state: 'error', key: 'row.cancelled', code };
  if (code === 'ASK_ABORTED') return { state: 'stopped', key: 'row.interrupted', code };
  // An MCP elicitation the person declined (§9): an outcome MCP defines, not a failure.
  if (code === 'ELICITATION_DECLINED') return { state: 'error', key: 'row.declined', code };
  return { state: 'error', key: 'row.error', ...(code !== undefined ? { code } : {}) };
}
