/**
 * The page's reactive view of the MCP connection, read from the frames the
 * worker sends (SPEC §9): its state, the server and its tools, what went
 * wrong, how many calls are running, and the latest argument check. Frames of
 * an older connection (a late answer after a reconnect) are ignored. Notices
 * for the transcript are handed to `onNotice`; wording them is the panel's job.
 */
import { createSignal, onCleanup, type Accessor } from 'solid-js';
import type { HostClient } from '../../bridge/client.ts';
import type { McpArgumentProblem, McpNoticeFrame, McpProblem, McpStateFrame, McpTool } from '../../protocol/index.ts';

export type McpStatus = 'idle' | 'connecting' | 'connected' | 'closed' | 'failed';

export interface McpView {
  readonly status: Accessor<McpStatus>;
  readonly url: Accessor<string>;
  readonly server: Accessor<McpStateFrame['server']>;
  readonly tools: Accessor<readonly McpTool[]>;
  readonly problem: Accessor<McpProblem | undefined>;
  /** Tool calls started and not yet finished. */
  readonly calling: Accessor<number>;
  /** The latest argument check that came back. */
  readonly checked: Accessor<{ readonly checkId: string; readonly problems: readonly McpArgumentProblem[] } | null>;
  /** Shows "connecting" at once, before the worker says so. */
  markConnecting(url: string): void;
}

const ELICITATION_ROW = 'elicitation/create';

export function createMcpView(client: HostClient, onNotice: (frame: McpNoticeFrame) => void): McpView {
  const [status, setStatus] = createSignal<McpStatus>('idle');
  const [url, setUrl] = createSignal('');
  const [server, setServer] = createSignal<McpStateFrame['server']>();
  const [tools, setTools] = createSignal<readonly McpTool[]>([]);
  const [problem, setProblem] = createSignal<McpProblem>();
  const [checked, setChecked] = createSignal<{ checkId: string; problems: readonly McpArgumentProblem[] } | null>(null);
  const [calling, setCalling] = createSignal(0);
  const running = new Set<string>();
  let connection = 0;

  const unsubscribe = client.subscribe((frame) => {
    switch (frame.type) {
      case 'mcp/state': {
        // 0: the MCP client itself could not run; it belongs to whatever connection was being made.
        if (frame.connection !== 0 && frame.connection < connection) return;
        if (frame.connection !== 0) connection = frame.connection;
        setStatus(frame.state === 'closed' ? 'closed' : frame.state);
        setUrl(frame.url);
        setServer(frame.server);
        setTools(frame.state === 'connected' ? (frame.tools ?? []) : []);
        setProblem(frame.problem);
        return;
      }
      case 'mcp/checked':
        setChecked({ checkId: frame.checkId, problems: frame.problems });
        return;
      case 'mcp/notice':
        if (frame.connection === connection) onNotice(frame);
        return;
      case 'tool/started':
        if (frame.origin?.kind !== 'mcp' || frame.name === ELICITATION_ROW) return;
        running.add(frame.callId);
        setCalling(running.size);
        return;
      case 'tool/finished':
        if (!running.delete(frame.callId)) return;
        setCalling(running.size);
        return;
      default:
        return;
    }
  });
  onCleanup(unsubscribe);

  return {
    status,
    url,
    server,
    tools,
    problem,
    calling,
    checked,
    markConnecting(next) {
      setStatus('connecting');
      setUrl(next);
      setProblem(undefined);
    },
  };
}
