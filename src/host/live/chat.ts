/**
 * The slice of the OpenAI Chat Completions wire format the live driver speaks:
 * the history messages it keeps and sends, and a tool definition as a model sees it.
 */
import type { ToolDefinition } from '../tools/types.ts';

export interface ChatToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string };
}

export type ChatMessage =
  | { readonly role: 'system'; readonly content: string }
  | { readonly role: 'user'; readonly content: string }
  | { readonly role: 'assistant'; readonly content: string | null; readonly tool_calls?: readonly ChatToolCall[] }
  | { readonly role: 'tool'; readonly tool_call_id: string; readonly content: string };

export interface ChatToolSpec {
  readonly type: 'function';
  readonly function: { readonly name: string; readonly description: string; readonly parameters: Readonly<Record<string, unknown>> };
}

export function toolSpec(tool: ToolDefinition): ChatToolSpec {
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } };
}

/**
 * Argument text as it goes back into the history. Strict servers (Ollama, some
 * vLLM chat templates) parse earlier tool-call arguments and refuse the whole
 * request when one is not JSON, so an unparsable string is replaced by "{}"; the
 * model still learns what went wrong from the INVALID_ARGS tool message.
 */
export function historyArguments(raw: string): string {
  if (raw.trim() === '') return '{}';
  try {
    JSON.parse(raw);
    return raw;
  } catch {
    return '{}';
  }
}
