/**
 * The tool runtime both drivers use: looks a tool up by name, applies the approval
 * policy to dangerous tools only (§2.4), and never lets a tool throw past it.
 */
import { projectError, projectText, type ToolResult } from '../../protocol/index.ts';
import type { ToolContext, ToolDefinition } from './types.ts';

export type ApprovalPolicy = 'ask' | 'never';

/** Decides whether a dangerous tool may run when the policy is `ask`. */
export type Approver = (toolName: string, rawArgs: unknown) => Promise<boolean>;

export class UnknownToolError extends Error {
  override readonly name = 'UnknownToolError';
  readonly code = 'UNKNOWN_TOOL';
}

export class ApprovalDeniedError extends Error {
  override readonly name = 'ApprovalDeniedError';
  readonly code = 'APPROVAL_DENIED';
}

export class ToolRuntime {
  readonly #tools = new Map<string, ToolDefinition>();
  policy: ApprovalPolicy;
  readonly #approver: Approver;

  constructor(tools: readonly ToolDefinition[], options: { policy?: ApprovalPolicy; approver?: Approver } = {}) {
    for (const tool of tools) this.#tools.set(tool.name, tool);
    this.policy = options.policy ?? 'ask';
    this.#approver = options.approver ?? (async () => false);
  }

  get(name: string): ToolDefinition | undefined {
    return this.#tools.get(name);
  }

  list(): ToolDefinition[] {
    return [...this.#tools.values()];
  }

  async execute(name: string, rawArgs: unknown, context: ToolContext): Promise<ToolResult> {
    const tool = this.#tools.get(name);
    if (tool === undefined) {
      const known = [...this.#tools.keys()].join(', ');
      return projectError(new UnknownToolError(`There is no tool named "${name}". Available tools: ${known}.`));
    }
    if (tool.requiresApproval && this.policy === 'ask') {
      let approved = false;
      try {
        approved = await this.#approver(name, rawArgs);
      } catch (error) {
        return projectError(error);
      }
      if (!approved) return projectError(new ApprovalDeniedError(`The user did not approve running "${name}".`));
    }
    try {
      return await tool.execute(rawArgs, context);
    } catch (error) {
      return projectError(error);
    }
  }
}

/** A harmless stand-in for a dangerous tool, so the approval policy has something to gate. */
export const runCommandTool: ToolDefinition = {
  name: 'run_command',
  description: 'Pretend to run a shell command (simulated; nothing is executed).',
  parameters: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] },
  requiresApproval: true,
  async execute(rawArgs) {
    const command =
      typeof rawArgs === 'object' && rawArgs !== null && 'command' in rawArgs ? String(rawArgs.command) : String(rawArgs);
    return projectText(`(simulated) ran: ${command}`);
  },
};
