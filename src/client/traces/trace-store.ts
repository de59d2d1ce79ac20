/**
 * The open trace (SPEC §13), one per page: reading a file in the trace worker
 * (src/traces/worker.ts, started here and only here, ended when the file is read
 * or the reading cancelled), its progress, the calls found, and the call last
 * asked on the canvas (the Surfaces tab compares its reply with the recorded one).
 * A module of its own so the Yours section, the drop on the catalogue and the
 * Surfaces tab share it without passing it down; it is loaded with those chunks.
 */
import { createSignal, type Accessor } from 'solid-js';
import type { AskUserQuestionItem } from '../../protocol/index.ts';
import type { TraceWorkerReply } from '../../traces/worker.ts';
import type { TraceCall, TraceReadResult } from '../../traces/types.ts';

/** Marks of the reading's start and its result's arrival (before the list renders). */
export const READ_START = 'asklab-trace-read-start';
export const READ_DONE = 'asklab-trace-read-done';

/** Progress and Cancel are shown for files this large and larger (SPEC §13). */
export const PROGRESS_FROM_BYTES = 5 * 1024 * 1024;

export type TraceState =
  | { readonly status: 'idle' }
  | { readonly status: 'reading'; readonly file: string; readonly bytes: number; readonly total: number }
  | { readonly status: 'read'; readonly file: string; readonly result: TraceReadResult; readonly ms: number }
  | { readonly status: 'cancelled'; readonly file: string }
  | { readonly status: 'failed'; readonly file: string; readonly detail: string };

export interface OpenedCall {
  readonly call: TraceCall;
  /** The request as it was asked on the canvas. */
  readonly questions: readonly AskUserQuestionItem[];
}

const [state, setState] = createSignal<TraceState>({ status: 'idle' });
const [opened, setOpened] = createSignal<OpenedCall | null>(null);
let worker: Worker | undefined;

function stop(): void {
  worker?.terminate();
  worker = undefined;
}

export const traceStore = {
  state: state as Accessor<TraceState>,
  opened: opened as Accessor<OpenedCall | null>,
  /** Reads a file in a fresh worker; a file still being read is dropped first. */
  open(file: File): void {
    stop();
    setState({ status: 'reading', file: file.name, bytes: 0, total: file.size });
    // User Timing marks around the reading (the e2e test and the bench read them; the browser's performance panel shows them).
    performance.mark(READ_START);
    const own = new Worker(new URL('../../traces/worker.ts', import.meta.url), { type: 'module', name: 'asklab-trace' });
    worker = own;
    own.onmessage = (event: MessageEvent<TraceWorkerReply>) => {
      if (worker !== own) return;
      const reply = event.data;
      if (reply.type === 'trace/progress') setState({ status: 'reading', file: file.name, bytes: reply.bytes, total: reply.total });
      else {
        stop();
        performance.mark(READ_DONE);
        const next: TraceState = reply.type === 'trace/done' ? { status: 'read', file: file.name, result: reply.result, ms: reply.ms } : { status: 'failed', file: file.name, detail: reply.message };
        // The list renders in a task of its own, not in the one that took the worker's message.
        setTimeout(() => {
          if (worker === undefined && state().status === 'reading') setState(next);
        }, 0);
      }
    };
    own.onerror = (event) => {
      if (worker !== own) return;
      stop();
      setState({ status: 'failed', file: file.name, detail: event.message || 'the trace worker stopped' });
    };
    own.postMessage({ type: 'trace/read', file });
  },
  /** Stops a reading under way: the worker ends at once, whatever it was doing. */
  cancel(): void {
    const now = state();
    if (now.status !== 'reading') return;
    stop();
    setState({ status: 'cancelled', file: now.file });
  },
  close(): void {
    stop();
    setState({ status: 'idle' });
  },
  setOpened(call: OpenedCall | null): void {
    setOpened(call);
  },
};
