/**
 * The `task` tool (§6, delegation): the live root model hands a self-contained
 * sub-task to a child agent it owns. The child runs its own loop (the driver's
 * business, passed in as `runChild`); its final text is this tool's result. A
 * child cannot ask the user: the service answers its asks with DELEGATED_CALLER.
 */
import { projectError, projectText, type ToolResult } from '../../protocol/index.ts';
import type { Agent } from '../registry.ts';
import { ToolArgsError } from '../../protocol/index.ts';
import { checkToolArguments } from '../tools/arguments.ts';
import type { ToolDefinition } from '../tools/types.ts';
import { LiveAbort, LiveError } from './errors.ts';

export const TASK = 'task';

export interface TaskArguments {
  readonly description: string;
  readonly prompt: string;
}

const TASK_PARAMETERS = {
  type: 'object',
  properties: {
    description: { type: 'string', description: 'A short (3-6 word) description of the task.' },
    prompt: { type: 'string', description: 'Everything the sub-agent needs to know to do the task.' },
  },
  required: ['description', 'prompt'],
} as const;

/** DSH's schema check, then the two texts must say something (worded as DSH's checker words a violation). */
function checkTaskArguments(rawArgs: unknown): TaskArguments {
  const args = checkToolArguments(TASK_PARAMETERS, rawArgs) as TaskArguments;
  const empty = (['description', 'prompt'] as const).filter((key) => args[key].trim() === '');
  if (empty.length > 0) throw new ToolArgsError(empty.map((key) => `"${key}" must not be empty`));
  return args;
}

/** A delegated task that did not produce a result. `ASK_ABORTED` is the code tool rows read as "interrupted". */
export class TaskError extends Error {
  override readonly name = 'TaskError';
  readonly code: 'TASK_FAILED' | 'ASK_ABORTED';
  constructor(code: 'TASK_FAILED' | 'ASK_ABORTED', message: string) {
    super(message);
    this.code = code;
  }
}

export type RunChild = (parent: Agent, args: TaskArguments, signal: AbortSignal) => Promise<string>;

export function makeTaskTool(runChild: RunChild): ToolDefinition {
  return {
    name: TASK,
    description:
      'Delegate a self-contained sub-task (research, analysis) to a sub-agent. It works on its own with the prompt you give and returns its final message as the result. A sub-agent cannot ask the user questions: if it reports an open question, ask the user yourself.',
    parameters: TASK_PARAMETERS,
    requiresApproval: false,
    async execute(rawArgs, context): Promise<ToolResult> {
      try {
        const args = checkTaskArguments(rawArgs);
        const text = await runChild(context.agent, args, context.signal);
        return projectText(text);
      } catch (error) {
        if (error instanceof LiveAbort) {
          return projectError(new TaskError('ASK_ABORTED', 'The run was stopped before the sub-agent finished.'));
        }
        if (error instanceof LiveError) return projectError(new TaskError('TASK_FAILED', `The sub-agent failed: ${error.message}`));
        return projectError(error);
      }
    },
  };
}
