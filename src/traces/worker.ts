/**
 * The trace worker (SPEC §13): a module worker of its own, started only when a
 * trace is opened and ended when it is done or cancelled. It reads the File as a
 * stream (`file.stream()` through a TextDecoderStream), so the page never holds
 * the file and never parses on its own thread; it posts how far it has read about
 * ten times a second, then the calls. Worker globals only, no DOM.
 */
import { createTraceReader } from './parse-trace.ts';
import type { TraceReadResult } from './types.ts';

export type TraceWorkerRequest = { readonly type: 'trace/read'; readonly file: File };

export type TraceWorkerReply =
  | { readonly type: 'trace/progress'; readonly bytes: number; readonly total: number }
  | { readonly type: 'trace/done'; readonly result: TraceReadResult; readonly ms: number }
  | { readonly type: 'trace/failed'; readonly message: string };

const PROGRESS_EVERY_MS = 100;

interface WorkerScope {
  onmessage: ((event: MessageEvent<TraceWorkerRequest>) => void) | null;
  postMessage(message: TraceWorkerReply): void;
}
const scope = globalThis as unknown as WorkerScope;

async function read(file: File): Promise<void> {
  const started = performance.now();
  const reader = createTraceReader();
  let bytes = 0;
  let last = 0;
  const counted = (file.stream() as ReadableStream<Uint8Array<ArrayBuffer>>).pipeThrough(
    new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  );
  const text = counted.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await text.read();
    if (done) break;
    reader.push(value);
    const now = performance.now();
    if (now - last >= PROGRESS_EVERY_MS) {
      last = now;
      scope.postMessage({ type: 'trace/progress', bytes, total: file.size });
    }
  }
  scope.postMessage({ type: 'trace/progress', bytes: file.size, total: file.size });
  scope.postMessage({ type: 'trace/done', result: reader.end(file.size), ms: performance.now() - started });
}

scope.onmessage = (event) => {
  if (event.data.type !== 'trace/read') return;
  read(event.data.file).catch((error: unknown) => {
    scope.postMessage({ type: 'trace/failed', message: error instanceof Error ? error.message : String(error) });
  });
};
