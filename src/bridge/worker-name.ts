/**
 * A host worker's name: unique on this origin (the worker holds a Web Lock of that
 * name, host-connection.ts), and marked when the page will boot it with a link's
 * request, so the worker can leave its drivers' chunk until that request's card is
 * up (host/worker-main.ts). Read by both sides, so dependency-free.
 */

const PREFIX = 'asklab-host:';
const REQUEST_PREFIX = `${PREFIX}q:`;

export function hostWorkerName(bootsWith?: 'request'): string {
  const id = typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : Math.random().toString(36).slice(2);
  return `${bootsWith === 'request' ? REQUEST_PREFIX : PREFIX}${id}`;
}

/** Whether a worker of this name is about to be told `run/boot` with a `q`. */
export function bootsWithRequest(name: string): boolean {
  return name.startsWith(REQUEST_PREFIX);
}
