/// <reference lib="webworker" />
/** The module Web Worker entry: the host runtime, speaking frames with the page. */
import type { PortLike } from '../bridge/port.ts';
import { startHost } from './worker-main.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
// The page names each worker it starts after the lock it will watch; Web Locks need a secure context.
startHost(scope as unknown as PortLike, {
  ...(scope.name !== '' ? { lock: scope.name } : {}),
  ...('locks' in navigator ? { locks: navigator.locks } : {}),
  exit: () => scope.close(),
});
