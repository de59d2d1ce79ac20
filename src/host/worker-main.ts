/**
 * Wires a HostRuntime to a port: the worker entry calls this with its global
 * scope, tests call it with one end of a MessageChannel.
 */
import { makeHostEndpoint } from '../bridge/host-endpoint.ts';
import type { PortLike } from '../bridge/port.ts';
import type { ClientFrame } from '../protocol/index.ts';
import { HostRuntime } from './runtime.ts';

export interface HostHandle {
  readonly runtime: HostRuntime;
  close(): void;
}

export function startHost(port: PortLike): HostHandle {
  let runtime: HostRuntime | undefined;
  const endpoint = makeHostEndpoint(port, {
    onResponse: (rpcId, result) => (runtime as HostRuntime).respond(rpcId, result),
    onFrame: (frame) => handle(frame),
  });
  const rt = new HostRuntime({ send: (frame) => endpoint.send(frame) });
  runtime = rt;

  function handle(frame: Exclude<ClientFrame, { type: 'client-response' | 'transport/conditions' }>): void {
    switch (frame.type) {
      case 'run/ask':
        void rt.runStep((signal) => rt.directAsk(frame.request.questions, signal));
        return;
      case 'run/stop':
        rt.stop();
        return;
      case 'run/user-message':
        rt.say(rt.root, frame.text, 'user');
        rt.say(rt.root, 'No agent is attached yet: open a scenario, a request (?q=) or live mode to talk to one.', 'notice', 'info');
        return;
    }
  }

  return { runtime: rt, close: () => endpoint.close() };
}
