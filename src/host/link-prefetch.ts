/// <reference lib="webworker" />
/**
 * The first module the worker evaluates (worker.ts imports it before anything
 * else): a worker the page named for a link's request (bridge/worker-name.ts)
 * starts fetching the link decoder now, while the rest of its code is still being
 * evaluated, instead of when `run/boot` is read. Any other worker fetches it only
 * if it is ever asked to decode one.
 */
import { bootsWithRequest } from '../bridge/worker-name.ts';

type RequestLinkCodec = typeof import('../protocol/request-link.ts');

let codec: Promise<RequestLinkCodec> | undefined =
  typeof self !== 'undefined' && bootsWithRequest((self as unknown as DedicatedWorkerGlobalScope).name ?? '') ? import('../protocol/request-link.ts') : undefined;

/** The link decoder: the fetch started at start-up if there was one, else a new one. */
export function requestLinkCodec(): Promise<RequestLinkCodec> {
  codec ??= import('../protocol/request-link.ts');
  return codec;
}
