/**
 * The workbench context: the store, the session and the few actions that touch
 * the worker, provided once by the playground so every region and panel (a
 * catalogue section, an inspector tab, a Simulate row) reads them without
 * props threaded through the shell. `useWorkbench()` throws outside it.
 */
import { createContext, useContext } from 'solid-js';
import type { HostClient } from '../../bridge/client.ts';
import type { RequestData } from '../../protocol/index.ts';
import type { TransportState } from '../playground/transport-state.ts';
import type { Session } from '../session/model.ts';
import type { Driver, WorkbenchStore } from './store.ts';

export interface Workbench {
  readonly store: WorkbenchStore;
  readonly session: Session;
  readonly client: HostClient;
  /** Asks a request directly by the root agent, and makes it what drives the conversation. */
  ask(request: RequestData, from?: Extract<Driver, { kind: 'example' }>): void;
  /** Arms or clears simulated transport conditions (store and client together). */
  applyTransport(next: TransportState): void;
  /** The URL of the current state (what Share copies). */
  shareUrl(): string;
}

export const WorkbenchContext = createContext<Workbench>();

export function useWorkbench(): Workbench {
  const workbench = useContext(WorkbenchContext);
  if (workbench === undefined) throw new Error('useWorkbench() must be used inside <WorkbenchContext.Provider>');
  return workbench;
}
