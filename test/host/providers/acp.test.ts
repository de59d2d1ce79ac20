/**
 * DSH's ACP provider in the worker, with a client that answers over JSON-RPC the
 * way an editor's ACP client does. Each test names the DSH test it mirrors, in
 * packages/ui/acp/tests/bridge.spec.ts @ b06bcfd21c.
 */
import { describe, expect, it } from 'vitest';
import { ProviderSwitch } from '../../../src/host/providers/select.ts';
import { HostRuntime } from '../../../src/host/runtime.ts';
import type { HostFrame } from '../../../src/protocol/index.ts';

type Reply = (params: Record<string, unknown>) => unknown;

function setup(options: { session?: boolean } = {}) {
  const frames: HostFrame[] = [];
  const rt = new HostRuntime({ send: (frame) => frames.push(frame) });
  const providers = new ProviderSwitch(rt);
  const requests: Record<string, unknown>[] = [];
  let reply: Reply | undefined;
  let held: { id: unknown; params: Record<string, unknown> }[] = [];
  const client = (message: unknown): void => providers.handle({ type: 'acp/rpc', message });
  rt.observe((frame) => {
    if (frame.type !== 'acp/rpc' || !('method' in frame.message) || !('id' in frame.message)) return;
    const { id, params } = frame.message as { id: number; params: Record<string, unknown> };
    requests.push(params);
    if (reply === undefined) {
      held.push({ id, params });
      return;
    }
    const answer = reply;
    queueMicrotask(() => {
      try {
        client({ jsonrpc: '2.0', id, result: answer(params) });
      } catch (error) {
        client({ jsonrpc: '2.0', id, error: { code: -32603, message: String(error) } });
      }
    });
  });
  providers.select('acp');
  client({ jsonrpc: '2.0', id: 'init', method: 'initialize', params: { protocolVersion: 1, clientCapabilities: { elicitation: { form: {} } } } });
  if (options.session !== false) client({ jsonrpc: '2.0', id: 'new', method: 'session/new', params: { cwd: '/', mcpServers: [] } });
  return {
    rt,
    providers,
    frames,
    requests,
    client,
    onElicitation: (r: Reply | undefined) => (reply = r),
    takeHeld: () => {
      const out = held;
      held = [];
      return out;
    },
    ask: (questions: Parameters<HostRuntime['userQuestions']['ask']>[0]['questions'], signal?: AbortSignal, agent = rt.root) =>
      rt.userQuestions.ask({ questions, agent, ...(signal !== undefined ? { signal } : {}) }),
  };
}

const outcome = (p: Promise<unknown>) => p.then((v) => v, (e: { code?: string; message?: string }) => `${e.code}: ${e.message}`);

describe('ACP provider (DSH bridge.spec.ts)', () => {
  it('answers initialize and session/new as the agent side', () => {
    const s = setup();
    const replies = s.frames.filter((f) => f.type === 'acp/rpc').map((f) => (f as { message: unknown }).message);
    expect(replies).toEqual([
      { jsonrpc: '2.0', id: 'init', result: { protocolVersion: 1, agentCapabilities: {}, authMethods: [] } },
      { jsonrpc: '2.0', id: 'new', result: { sessionId: 'session-1' } },
    ]);
  });

  it('routes a question through form elicitation and continues with the selected option ("routes ask_user_question through ACP form elicitation…")', async () => {
    const s = setup();
    s.onElicitation(() => ({ action: 'accept', content: { choice: 'Python' } }));
    const answer = await s.ask([{ id: 'language', header: 'Project config', question: 'Which language should I use?', options: [{ label: 'TypeScript', description: 'Good for UI apps' }, { label: 'Python', description: 'Good for scripts' }] }]);
    expect(answer).toEqual({ answers: [{ id: 'language', selected: ['Python'] }] });
    expect(s.requests).toHaveLength(1);
    expect(s.requests[0]).toMatchObject({ sessionId: 'session-1', mode: 'form', message: 'Which language should I use?', requestedSchema: { title: 'Project config', required: [] } });
  });

  it('one request per question, in sequence; free text through a required custom field ("routes optionless ask_user_question…")', async () => {
    const s = setup();
    const answer = s.ask([{ id: 'name', question: 'What should I name it?' }, { id: 'lang', question: 'Which?', options: [{ label: 'TS' }] }]);
    await Promise.resolve();
    const first = s.takeHeld();
    expect(first).toHaveLength(1);
    expect(first[0]?.params).toMatchObject({ requestedSchema: { properties: { custom: { type: 'string', title: 'What should I name it?' } }, required: ['custom'] } });
    s.client({ jsonrpc: '2.0', id: first[0]?.id, result: { action: 'accept', content: { custom: 'apollo' } } });
    await new Promise((r) => setTimeout(r, 0));
    const second = s.takeHeld();
    expect(second).toHaveLength(1);
    s.client({ jsonrpc: '2.0', id: second[0]?.id, result: { action: 'accept', content: { choice: 'TS', custom: 'Use Zig' } } });
    await expect(answer).resolves.toEqual({ answers: [{ id: 'name', selected: [], custom: 'apollo' }, { id: 'lang', selected: [], custom: 'Use Zig' }] });
  });

  it('multi-select arrays ("supports ACP multi-select answers")', async () => {
    const s = setup();
    s.onElicitation(() => ({ action: 'accept', content: { choice: ['Tests', 'Docs'] } }));
    await expect(s.ask([{ id: 'targets', question: 'Pick', options: [{ label: 'Tests' }, { label: 'Docs' }], multiSelect: true }]))
      .resolves.toEqual({ answers: [{ id: 'targets', selected: ['Tests', 'Docs'] }] });
  });

  it('routing and answer failures with DSH\'s codes and messages ("reports ACP ask-user routing and answer failures as structured errors")', async () => {
    const s = setup();
    expect(await outcome(s.rt.userQuestions.ask({ questions: [{ id: 'x', question: 'No agent?' }] }))).toBe('NO_AGENT: ACP user questions must come from an agent-owned request');
    s.onElicitation(() => ({ action: 'cancel' }));
    expect(await outcome(s.ask([{ id: 'x', question: 'Cancel?' }]))).toBe('ASK_CANCELLED: ask_user_question was cancelled by the user');
    s.onElicitation(() => ({ action: 'decline' }));
    expect(await outcome(s.ask([{ id: 'x', question: 'Decline?' }]))).toBe('ASK_CANCELLED: ask_user_question was cancelled by the user');
    s.onElicitation(() => ({ action: 'accept', content: {} }));
    expect(await outcome(s.ask([{ id: 'x', question: 'Empty?' }]))).toBe('NO_ANSWER: ask_user_question returned no answer');
    s.onElicitation(() => {
      throw new Error('client boom');
    });
    expect(await outcome(s.ask([{ id: 'x', question: 'Client fails?' }]))).toBe('ASK_FAILED: ACP elicitation request failed');
  });

  it('no session yet is NO_SESSION (the impostor case of the same test)', async () => {
    const s = setup({ session: false });
    expect(await outcome(s.ask([{ id: 'x', question: 'No session?' }]))).toBe('NO_SESSION: ACP user question has no matching session');
  });

  it('aborts before and while waiting ("aborts ACP ask-user requests before and while waiting for elicitation")', async () => {
    const s = setup();
    const already = new AbortController();
    already.abort();
    expect(await outcome(s.ask([{ id: 'x', question: 'Already?' }], already.signal))).toMatch(/^ASK_ABORTED/);
    const pending = new AbortController();
    const ask = s.ask([{ id: 'x', question: 'Pending?' }], pending.signal);
    await Promise.resolve();
    const [held] = s.takeHeld();
    pending.abort();
    expect(await outcome(ask)).toBe('ASK_ABORTED: ask_user_question was aborted before the user answered');
    // A late answer to the aborted request is taken and changes nothing.
    s.client({ jsonrpc: '2.0', id: held?.id, result: { action: 'accept', content: { custom: 'too late' } } });
  });

  it('a malformed message from the client is refused with a reason and the ask stays answerable', async () => {
    const s = setup();
    const ask = s.ask([{ id: 'x', question: 'Still there?' }]);
    await Promise.resolve();
    const [held] = s.takeHeld();
    s.client({ jsonrpc: '1.0', id: held?.id, result: {} });
    s.client({ jsonrpc: '2.0', id: held?.id, result: { action: 'maybe' } });
    s.client('not json-rpc');
    const refusals = s.frames.filter((f) => f.type === 'frame/rejected').map((f) => (f as { reason: string }).reason);
    expect(refusals).toHaveLength(3);
    expect(refusals[0]).toMatch(/^acp\/rpc: not a JSON-RPC 2\.0 message/);
    expect(refusals[1]).toMatch(/not an elicitation response.*the request stays open/);
    s.client({ jsonrpc: '2.0', id: held?.id, result: { action: 'accept', content: { custom: 'yes' } } });
    await expect(ask).resolves.toEqual({ answers: [{ id: 'x', selected: [], custom: 'yes' }] });
  });
});

describe('switching providers (SPEC §12, seed 000 §8)', () => {
  it('disposes the active provider, settling its pending asks as that DSH provider does, and registers the chosen one', async () => {
    const s = setup();
    const acpAsk = s.ask([{ id: 'x', question: 'Waiting?' }]);
    s.providers.select('terminal');
    expect(await outcome(acpAsk)).toBe('ASK_ABORTED: ask_user_question was aborted before the user answered');
    const termAsk = s.ask([{ id: 'y', question: 'Typing?' }]);
    s.providers.select('web');
    expect(await outcome(termAsk)).toBe('ASK_ABORTED: ask_user_question was interrupted before the user answered');
    const changes = s.frames.filter((f) => f.type === 'provider/changed');
    expect(changes).toEqual([
      { type: 'provider/changed', provider: 'acp', previous: 'web' },
      { type: 'provider/changed', provider: 'terminal', previous: 'acp' },
      { type: 'provider/changed', provider: 'web', previous: 'terminal' },
    ]);
    expect(s.rt.userQuestions.hasProvider).toBe(true);
  });

  it('registering a second provider without disposing the first is DUPLICATE_PROVIDER', () => {
    const s = setup();
    expect(() => s.rt.registerProvider()).toThrow(expect.objectContaining({ code: 'DUPLICATE_PROVIDER' }));
  });

  it('the terminal stream: output frames carry DSH\'s text, Ctrl-C closes input and Reopen starts a new one', async () => {
    const s = setup();
    s.providers.select('terminal');
    const ask = s.ask([{ id: 'mode', question: 'Which mode?', options: [{ label: 'Safe' }] }]);
    await Promise.resolve();
    s.providers.handle({ type: 'terminal/input', data: '\x03' });
    expect(await outcome(ask)).toBe('ASK_ABORTED: ask_user_question was interrupted before the user answered');
    expect(await outcome(s.ask([{ id: 'late', question: 'Late?' }]))).toBe('ASK_ABORTED: ask_user_question cannot be answered because stdin is closed');
    s.providers.handle({ type: 'terminal/reopen' });
    const again = s.ask([{ id: 'mode', question: 'Which mode?', options: [{ label: 'Safe' }] }]);
    s.providers.handle({ type: 'terminal/input', data: '1\r' });
    await expect(again).resolves.toEqual({ answers: [{ id: 'mode', selected: ['Safe'] }] });
    const text = s.frames.filter((f) => f.type === 'terminal/output').map((f) => (f as { data: string }).data).join('');
    expect(text).toContain('ready.\n> \nWhich mode?\n  1. Safe\n> ');
    expect(s.frames.filter((f) => f.type === 'terminal/state')).toEqual([
      { type: 'terminal/state', open: true },
      { type: 'terminal/state', open: false },
      { type: 'terminal/state', open: true },
    ]);
  });

  it('input for a provider that is not active is refused, not lost silently', () => {
    const s = setup();
    s.providers.handle({ type: 'terminal/input', data: 'x' });
    expect(s.frames.at(-1)).toEqual({ type: 'frame/rejected', reason: 'terminal/input: the Terminal provider is not the active one' });
  });
});
