/// <reference lib="webworker" />
/** The module Web Worker entry: the host runtime, speaking frames with the page. */
import type { PortLike } from '../bridge/port.ts';
import { startHost } from './worker-main.ts';

startHost(self as unknown as PortLike);
