/**
 * The tool contract of the host runtime: a tool takes raw arguments (a JSON string
 * from a model, or an object from a script) and always returns a projected
 * ToolResult; it never throws at its caller.
 */
import type { ToolResult } from '../../protocol/index.ts';
import type { Agent } from '../registry.ts';
import type { UserQuestionService } from '../user-questions.ts';

export interface ToolContext {
  readonly agent: Agent;
  readonly signal: AbortSignal;
  readonly userQuestions: UserQuestionService;
  /**
   * Whether the calling agent's session is in plan mode when the call runs (DSH folds it from the session log;
   * `exit_plan_mode` refuses outside it). Absent reads as not in plan mode, DSH's default.
   */
  readonly planMode?: boolean;
}

export interface ToolDefinition {
  readonly name: string;
  readonly description: string;
  /** JSON schema of the parameters, as shown to a model. */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** Dangerous tools go through the approval policy; asking the user never does (§2.4). */
  readonly requiresApproval: boolean;
  execute(rawArgs: unknown, context: ToolContext): Promise<ToolResult>;
}
