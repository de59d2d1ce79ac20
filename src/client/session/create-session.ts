/**
 * The page's reactive view of one host connection: transcript, tool rows, the
 * pending questions, what the model last received, the frame log and timings.
 * It only reads frames; it never builds them (the bridge does). The shapes it
 * fills live in model.ts, so readers (transcript, inspector) need not load this.
 */
import { batch, createSignal, onCleanup } from 'solid-js';
import { createStore, produce } from 'solid-js/store';
import type { AgentStopReason, HostClient, PendingQuestion, AskTiming } from '../../bridge/client.ts';
import type { ModelReceived, Run, RunLabel, Session, TranscriptItem } from './model.ts';

export type { ModelReceived, Run, RunLabel, Session, TranscriptItem } from './model.ts';
import type { FrameLogEntry } from '../../bridge/frame-log.ts';
import type { HostFrame } from '../../protocol/index.ts';

export function createSession(client: HostClient): Session {
  const [transcript, setTranscript] = createStore<TranscriptItem[]>([]);
  const [pending, setPending] = createSignal<readonly PendingQuestion[]>([]);
  const [modelHistory, setModelHistory] = createSignal<readonly ModelReceived[]>([]);
  const [running, setRunning] = createSignal(false);
  const [stopped, setStopped] = createSignal<AgentStopReason | null>(client.stopReason);
  // The log and the timings are copied when read, not when they change: a hidden Timeline reads neither, and a copy
  // of a long session's log on every ask was a cost that grew with it. These signals only say "changed".
  const [framesChanged, setFramesChanged] = createSignal(undefined, { equals: false });
  const [timingsChanged, setTimingsChanged] = createSignal(undefined, { equals: false });
  let framesCopy: readonly FrameLogEntry[] | undefined;
  let timingsCopy: readonly AskTiming[] | undefined;
  const frames = (): readonly FrameLogEntry[] => {
    framesChanged();
    framesCopy ??= [...client.log.entries];
    return framesCopy;
  };
  const timings = (): readonly AskTiming[] => {
    timingsChanged();
    timingsCopy ??= client.timings();
    return timingsCopy;
  };
  const [runs, setRuns] = createSignal<readonly Run[]>([]);
  const askingCalls = new Map<string, { name: string; agentId: string }>();
  let localIds = 0;
  /**
   * Where each item is, by its id (a message's, a tool call's) and by its ask's rpcId: a frame about an item updates it
   * at its index. A setter that searched the list (a filter over the items) walked every item kept so far on each frame,
   * a cost that grew with the session. An id used again (a scenario restarted) names its newest item.
   */
  const messageAt = new Map<string, number>();
  const toolAt = new Map<string, number>();
  const askAt = new Map<string, number>();
  // One new item at its index: a whole-list setter (produce over the list) would walk every item kept so far on each
  // frame (the store unwraps what a setter returns), a cost that grew with the session.
  const append = (item: TranscriptItem): void => {
    const at = transcript.length;
    (item.kind === 'tool' ? toolAt : messageAt).set(item.id, at);
    setTranscript(at, item);
  };
  /** Changes the tool row `callId` in place (nothing when there is none). */
  const updateTool = (callId: string, change: (item: Extract<TranscriptItem, { kind: 'tool' }>) => void): void => {
    const at = toolAt.get(callId);
    if (at === undefined) return;
    setTranscript(
      at,
      produce((item) => {
        if (item.kind === 'tool') change(item);
      }),
    );
  };
  const updateMessage = (messageId: string, change: (item: Extract<TranscriptItem, { kind: 'message' }>) => void): void => {
    const at = messageAt.get(messageId);
    if (at === undefined) return;
    setTranscript(
      at,
      produce((item) => {
        if (item.kind === 'message') change(item);
      }),
    );
  };

  const refreshTimings = (): void => {
    timingsCopy = undefined;
    setTimingsChanged();
  };

  const removePending = (rpcId: string): void => {
    setPending((list) => list.filter((q) => q.rpcId !== rpcId));
  };

  const onFrame = (frame: HostFrame): void => {
    switch (frame.type) {
      case 'question/requested': {
        // A re-delivered request (same rpcId) keeps its object, and with it the card's drafts.
        if (pending().some((q) => q.rpcId === frame.rpcId)) return;
        // The innermost open asking call made this ask: its row can offer the questions to the editor.
        const owner = [...askingCalls.keys()].at(-1);
        if (owner !== undefined) {
          updateTool(owner, (item) => {
            item.asked = frame.questions;
            item.rpcId = frame.rpcId;
          });
          const at = toolAt.get(owner);
          if (at !== undefined) askAt.set(frame.rpcId, at);
        }
        setPending((list) => [...list, client.pendingQuestion(frame)]);
        refreshTimings();
        return;
      }
      case 'question/resolved':
      case 'question/withdrawn':
        removePending(frame.rpcId);
        return;
      case 'transcript/message':
        append({
          kind: 'message',
          id: frame.messageId,
          agentId: frame.agentId,
          role: frame.role,
          text: frame.text,
          ...(frame.tone !== undefined ? { tone: frame.tone } : {}),
          ...(frame.notice !== undefined ? { notice: frame.notice } : {}),
        });
        return;
      case 'transcript/delta':
        updateMessage(frame.messageId, (item) => {
          item.text += frame.text;
        });
        return;
      case 'tool/started':
        // What the model receives: the result of every ask, and of every call to (or elicitation from) an MCP server.
        if (frame.questionCount !== undefined || frame.origin !== undefined) askingCalls.set(frame.callId, { name: frame.name, agentId: frame.agentId });
        append({
          kind: 'tool',
          id: frame.callId,
          agentId: frame.agentId,
          name: frame.name,
          input: frame.input,
          ...(frame.questionCount !== undefined ? { questionCount: frame.questionCount } : {}),
        });
        return;
      case 'tool/finished': {
        batch(() => {
          updateTool(frame.callId, (item) => {
            item.result = frame.result;
          });
          const call = askingCalls.get(frame.callId);
          if (call !== undefined) {
            askingCalls.delete(frame.callId);
            // The log entry of this very frame was added just before the listeners ran.
            const seq = client.log.entries.at(-1)?.seq ?? 0;
            setModelHistory((list) => [{ run: runs().at(-1)?.id ?? 0, callId: frame.callId, ...call, result: frame.result, seq }, ...list]);
          }
        });
        return;
      }
      case 'run/state':
        setRunning(frame.state === 'running');
        return;
      case 'receipt':
      case 'agent/lifecycle':
      case 'frame/rejected':
      case 'live/state':
        return;
    }
  };

  const unsubscribeFrames = client.subscribe(onFrame);
  // The agent is gone: its cards leave (nothing can answer them now) and its unfinished calls read Interrupted.
  const unsubscribeStopped = client.onStopped((reason) => {
    batch(() => {
      setStopped(reason);
      setPending([]);
      setRunning(false);
      setTranscript(
        (item) => item.kind === 'tool' && item.result === undefined,
        produce((item) => {
          if (item.kind === 'tool') item.interrupted = true;
        }),
      );
    });
  });
  // The inspector's copy of the log is refreshed once per animation frame, not once per frame received:
  // a burst of frames (run/state, tool/started, question/requested) then costs one render, after the card's.
  let framesScheduled = false;
  const unsubscribeLog = client.log.subscribe(() => {
    if (framesScheduled) return;
    framesScheduled = true;
    requestAnimationFrame(() => {
      framesScheduled = false;
      framesCopy = undefined;
      setFramesChanged();
    });
  });
  onCleanup(() => {
    unsubscribeFrames();
    unsubscribeStopped();
    unsubscribeLog();
  });

  return {
    transcript,
    pending,
    modelReceives: () => modelHistory()[0] ?? null,
    modelHistory,
    running,
    stopped,
    frames,
    frameCount: () => {
      framesChanged();
      return client.log.entries.length;
    },
    timings,
    client,
    runs,
    beginRun(label) {
      const list = runs();
      const last = list.at(-1);
      if (last !== undefined && continues(last.label, label)) return;
      // The first run holds what came before it (a link's notices, the boot's frames): nothing sits outside a run.
      const first = last === undefined;
      const nextSeq = (client.log.entries.at(-1)?.seq ?? 0) + 1;
      const id = list.length + 1;
      setRuns([...list, { id, label, transcriptFrom: first ? 0 : transcript.length, seqFrom: first ? 0 : nextSeq }]);
      // Asks that settled before it (a booted scenario's first ask can end before the page names its run) are its own.
      if (first && modelHistory().some((entry) => entry.run === 0)) setModelHistory((entries) => entries.map((entry) => (entry.run === 0 ? { ...entry, run: id } : entry)));
    },
    refreshTimings,
    markScripted(messageId) {
      updateMessage(messageId, (item) => {
        item.scripted = true;
      });
    },
    markLate(rpcId, late) {
      const at = askAt.get(rpcId);
      if (at === undefined) return;
      setTranscript(
        at,
        produce((item) => {
          if (item.kind === 'tool') item.late = late;
        }),
      );
    },
    notify(words, tone, detail) {
      append({
        kind: 'message',
        id: `local-${++localIds}`,
        agentId: 'page',
        role: 'notice',
        text: words('en'),
        words,
        tone,
        ...(detail ? { detail } : {}),
      });
    },
  };
}

/** Whether `next` goes on in the run `last` is (a series of editor Asks, a chat with one model), rather than starting one. */
function continues(last: RunLabel, next: RunLabel): boolean {
  if (last.kind === 'request' && next.kind === 'request') return true;
  return last.kind === 'live' && next.kind === 'live' && last.demo === next.demo && last.model === next.model;
}
