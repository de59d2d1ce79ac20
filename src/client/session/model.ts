/**
 * The session model: the shapes the transcript, the inspector and the
 * playground all read (conversation items, what the model received, the
 * session's accessors). Types only; create-session.ts fills them from frames.
 * It sits below its readers so none of them imports the playground.
 */
import type { Accessor } from 'solid-js';
import type { AgentStopReason, AskTiming, HostClient, PendingQuestion } from '../../bridge/client.ts';
import type { FrameLogEntry } from '../../bridge/frame-log.ts';
import type { ToolResult } from '../../protocol/index.ts';

export type TranscriptItem =
  | {
      readonly kind: 'message';
      readonly id: string;
      readonly agentId: string;
      readonly role: 'user' | 'assistant' | 'notice';
      text: string;
      readonly tone?: 'info' | 'error';
    }
  | {
      readonly kind: 'tool';
      readonly id: string;
      readonly agentId: string;
      readonly name: string;
      readonly input: unknown;
      readonly questionCount?: number;
      result?: ToolResult;
      /** The agent stopped for good before this call finished: no result will come. */
      interrupted?: boolean;
    };

export interface ModelReceived {
  readonly callId: string;
  readonly name: string;
  readonly result: ToolResult;
}

export interface Session {
  readonly transcript: readonly TranscriptItem[];
  readonly pending: Accessor<readonly PendingQuestion[]>;
  readonly modelReceives: Accessor<ModelReceived | null>;
  readonly running: Accessor<boolean>;
  /** Why the agent stopped for good (its cards were withdrawn), or null while it runs. */
  readonly stopped: Accessor<AgentStopReason | null>;
  readonly frames: Accessor<readonly FrameLogEntry[]>;
  readonly timings: Accessor<readonly AskTiming[]>;
  readonly client: HostClient;
  /** Local notices (bad URL, worker failure) that never crossed the boundary. */
  notify(text: string, tone: 'info' | 'error'): void;
  refreshTimings(): void;
}
