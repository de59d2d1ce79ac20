/**
 * The session model: the shapes the transcript, the inspector and the
 * playground all read (conversation items, what the model received, the
 * session's accessors). Types only; create-session.ts fills them from frames.
 * It sits below its readers so none of them imports the playground.
 */
import type { Accessor } from 'solid-js';
import type { AgentStopReason, AskTiming, HostClient, PendingQuestion } from '../../bridge/client.ts';
import type { FrameLogEntry } from '../../bridge/frame-log.ts';
import type { AskUserQuestionItem, Notice, ToolResult } from '../../protocol/index.ts';
import type { Locale } from '../locale/locale.ts';

/**
 * A page notice's sentence in a locale: the data it words is held, not prose,
 * so the notice follows a locale switch (STYLE rule 10).
 */
export type PageWords = (locale: Locale) => string;

/** An answer refused because its ask had ended: the receipt's reason, and whether the scenario's script sent it. */
export interface LateAnswer {
  readonly reason: 'not-pending' | 'bad-response';
  readonly scripted: boolean;
}

export type TranscriptItem =
  | {
      readonly kind: 'message';
      readonly id: string;
      readonly agentId: string;
      readonly role: 'user' | 'assistant' | 'notice';
      text: string;
      /** The script's words after a person's answer departed from it (§5.9): shown as "(scripted)". */
      scripted?: true;
      readonly tone?: 'info' | 'error';
      /** A worker notice's key: the page words it in its locale; `text` is its English, as the frame carried it. */
      readonly notice?: Notice;
      /** A page notice's words, read at render; `text` is its English. */
      readonly words?: PageWords;
      /** What the browser or the runtime said, shown verbatim under the notice's sentence. */
      readonly detail?: string;
    }
  | {
      readonly kind: 'tool';
      readonly id: string;
      readonly agentId: string;
      readonly name: string;
      readonly input: unknown;
      readonly questionCount?: number;
      /** The questions its ask put on a card (service level, as the card got them), once one did, and that ask's id. */
      asked?: readonly AskUserQuestionItem[];
      rpcId?: string;
      result?: ToolResult;
      /** The agent stopped for good before this call finished: no result will come. */
      interrupted?: boolean;
      /**
       * An answer to its ask arrived after the ask had ended (withdrawn, stopped) and the agent refused it: the
       * receipt's reason, and whether the answer was the scenario script's rather than the person's.
       */
      late?: LateAnswer;
    };

/**
 * One settled ask as the model received it (§10.1): which tool asked
 * (`ask_user_question`, `exit_plan_mode`, the direct ask `userQuestions.ask`,
 * an MCP elicitation), which agent, and the result whose exact text the model
 * got. `seq` is the frame that settled it, so the Timeline can point at it.
 */
export interface ModelReceived {
  /** The run (`Run.id`) it settled in. */
  readonly run: number;
  readonly callId: string;
  readonly name: string;
  readonly agentId: string;
  readonly result: ToolResult;
  readonly seq: number;
}

/**
 * What a run is (§5.1: whatever the person started drives the conversation):
 * a scenario, an example, the person's own requests (an editor's series of
 * Asks, or a `?q=` link), or a chat with the demo or a live model.
 */
export type RunLabel =
  | { readonly kind: 'scenario'; readonly title: Readonly<Record<Locale, string>> }
  | { readonly kind: 'example'; readonly title: Readonly<Record<Locale, string>> }
  | { readonly kind: 'request' }
  | { readonly kind: 'live'; readonly demo: boolean; readonly model: string };

/**
 * One run of the session: where it begins in each history. The conversation,
 * Model receives and the Timeline group by these, the newest run first and open.
 */
export interface Run {
  /** 1, 2, 3… in the order the runs began. */
  readonly id: number;
  readonly label: RunLabel;
  /** Index of its first transcript item. */
  readonly transcriptFrom: number;
  /** Seq of its first frame in the log (the first run holds every frame before it too). */
  readonly seqFrom: number;
}

export interface Session {
  readonly transcript: readonly TranscriptItem[];
  readonly pending: Accessor<readonly PendingQuestion[]>;
  /** The latest settled ask (the head of `modelHistory`). */
  readonly modelReceives: Accessor<ModelReceived | null>;
  /** Every settled ask since the page started, newest first. */
  readonly modelHistory: Accessor<readonly ModelReceived[]>;
  readonly running: Accessor<boolean>;
  /** Why the agent stopped for good (its cards were withdrawn), or null while it runs. */
  readonly stopped: Accessor<AgentStopReason | null>;
  readonly frames: Accessor<readonly FrameLogEntry[]>;
  /** How many frames `frames` holds, without copying the log. */
  readonly frameCount: Accessor<number>;
  readonly timings: Accessor<readonly AskTiming[]>;
  readonly client: HostClient;
  /** The runs so far, oldest first; empty until the person starts one. */
  readonly runs: Accessor<readonly Run[]>;
  /**
   * Something the person started begins here. An editor Ask after an editor
   * Ask, or a message to the same model, continues the run it is in; anything
   * else starts a new one (a scenario's Restart too).
   */
  beginRun(label: RunLabel): void;
  /** Local notices (bad URL, worker failure) that never crossed the boundary, worded at render. */
  notify(words: PageWords, tone: 'info' | 'error', detail?: string): void;
  /** Marks a transcript message as the script's words, no longer the story's (§5.9). */
  markScripted(messageId: string): void;
  /** An answer to this ask arrived after it ended and was refused: its row says so (late-answers.ts finds them). */
  markLate(rpcId: string, late: LateAnswer): void;
  refreshTimings(): void;
}
