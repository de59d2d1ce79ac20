/**
 * The MCP client against real servers (no mock): the reference "everything"
 * server and the odd server of test/fixtures/mcp, each a child process on a
 * free loopback port, killed after the tests. The host runtime and its bridge
 * talk to the MCP worker's code over a real MessageChannel, as the two workers
 * do in the browser. Every frame is validated with the page's own parser;
 * answers go back through the runtime's provider as the page's card sends them.
 */
import { MessageChannel } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PortLike } from '../../../src/bridge/port.ts';
import { HostRuntime } from '../../../src/host/runtime.ts';
import { McpBridge } from '../../../src/host/mcp/bridge.ts';
import { startMcpWorker } from '../../../src/host/mcp/link.ts';
import { parseMcpHostFrame } from '../../../src/protocol/mcp-frames.ts';
import {
  CANCELLED_MESSAGE,
  encodeAnswer,
  parseHostFrame,
  resultText,
  type HostFrame,
  type McpClientFrame,
  type QuestionDraft,
  type QuestionRequestedFrame,
} from '../../../src/protocol/index.ts';
import { startEverything, startOddServer, stopAll, unreachableUrl, type RunningServer } from '../../fixtures/mcp/servers.ts';

const LABELS = { yes: 'Yes', no: 'No' };

const harnesses: Harness[] = [];
afterEach(() => {
  for (const h of harnesses.splice(0)) h.close();
});
// A test that times out never reaches its `finally`: no server may outlive the file.
afterAll(stopAll);

class Harness {
  readonly frames: HostFrame[] = [];
  readonly rt: HostRuntime;
  readonly bridge: McpBridge;
  readonly #channel = new MessageChannel();
  readonly #stopWorker: () => void;
  #waiters: { test: (f: HostFrame) => boolean; resolve: (f: HostFrame) => void }[] = [];

  constructor() {
    this.rt = new HostRuntime({
      send: (frame) => {
        const data: unknown = JSON.parse(JSON.stringify(frame));
        const parsed = frame.type.startsWith('mcp/') ? parseMcpHostFrame(data) : parseHostFrame(data);
        if (!parsed.ok) throw new Error(`the session sent an invalid frame: ${parsed.reason}`);
        this.frames.push(frame);
        this.#waiters = this.#waiters.filter((w) => {
          if (!w.test(frame)) return true;
          w.resolve(frame);
          return false;
        });
      },
    });
    const [hostEnd, workerEnd] = [this.#channel.port1 as unknown as PortLike, this.#channel.port2 as unknown as PortLike];
    this.#stopWorker = startMcpWorker(workerEnd);
    this.bridge = new McpBridge(this.rt, () => ({ port: hostEnd, onFailure: () => undefined, terminate: () => undefined }));
    harnesses.push(this);
  }

  close(): void {
    this.#stopWorker();
    this.#channel.port1.close();
    this.#channel.port2.close();
  }

  send(frame: McpClientFrame): void {
    this.bridge.handle(frame);
  }

  /** The first frame at or after position `from` (default: from now on) that passes `test`. */
  next<T extends HostFrame>(test: (f: HostFrame) => f is T, from?: number): Promise<T>;
  next(test: (f: HostFrame) => boolean, from?: number): Promise<HostFrame>;
  next(test: (f: HostFrame) => boolean, from = this.frames.length): Promise<HostFrame> {
    const seen = this.frames.slice(from).find(test);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve) => this.#waiters.push({ test, resolve }));
  }

  async connect(url: string, headers: Record<string, string> = {}): Promise<Extract<HostFrame, { type: 'mcp/state' }>> {
    const settled = this.next((f): f is Extract<HostFrame, { type: 'mcp/state' }> => f.type === 'mcp/state' && (f.state === 'connected' || f.state === 'failed'));
    this.send({ type: 'mcp/connect', url, headers, labels: LABELS });
    return settled;
  }

  /** Calls a tool and resolves with its row's result. */
  call(tool: string, args: unknown = {}, timeoutMs = 60_000): { started: Promise<string>; finished: Promise<Extract<HostFrame, { type: 'tool/finished' }>> } {
    const from = this.frames.length;
    const started = this.next((f) => f.type === 'tool/started' && f.name === tool, from).then((f) => (f as Extract<HostFrame, { type: 'tool/started' }>).callId);
    const finished = started.then((callId) =>
      this.next((f): f is Extract<HostFrame, { type: 'tool/finished' }> => f.type === 'tool/finished' && f.callId === callId, from),
    );
    this.send({ type: 'mcp/call', tool, arguments: args, timeoutMs });
    return { started, finished };
  }

  question(): Promise<QuestionRequestedFrame> {
    return this.next((f): f is QuestionRequestedFrame => f.type === 'question/requested');
  }

  answer(q: QuestionRequestedFrame, drafts: readonly QuestionDraft[]): ReturnType<HostRuntime['respond']> {
    return this.rt.respond(q.rpcId, { ok: true, value: { sessionId: q.sessionId, answer: encodeAnswer(q.questions, drafts) } });
  }

  async disconnect(): Promise<void> {
    const closed = this.next((f) => f.type === 'mcp/state' && f.state === 'closed');
    this.send({ type: 'mcp/disconnect' });
    await closed;
  }
}

/** The defaults, a name, Yes for the boolean, the three empty optional fields skipped. */
function answeredDrafts(q: QuestionRequestedFrame): QuestionDraft[] {
  if (q.elicitation?.mode !== 'form') throw new Error('expected a form elicitation');
  return q.elicitation.drafts.map((d, i) => {
    const id = q.questions[i]?.id;
    if (id === 'name') return { selected: [], custom: 'Ada Lovelace', skipped: false };
    if (id === 'check') return { selected: ['Yes'], custom: '', skipped: false };
    if (id === 'email' || id === 'homepage' || id === 'birthdate') return { ...d, skipped: true };
    return d;
  });
}

/** The JSON the everything server echoes after "Raw result:". */
function rawResult(text: string): unknown {
  const at = text.indexOf('Raw result:');
  if (at === -1) throw new Error(`no raw result in ${text}`);
  return JSON.parse(text.slice(at + 'Raw result:'.length));
}

describe('MCP session against the reference everything server', { timeout: 30_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startEverything();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('connects with the elicitation capability, names the server and lists its tools', async () => {
    const h = new Harness();
    const state = await h.connect(server.url);
    expect(state).toMatchObject({ state: 'connected', server: { name: 'mcp-servers/everything' } });
    expect(state.tools?.map((t) => t.name)).toEqual(expect.arrayContaining(['echo', 'trigger-elicitation-request', 'trigger-url-elicitation']));
    const out = h.frames.filter((f) => f.type === 'mcp/rpc' && f.direction === 'out');
    expect(out[0]).toMatchObject({ message: { method: 'initialize', params: { capabilities: { elicitation: { form: {}, url: {} } } } } });
    expect(h.frames.some((f) => f.type === 'mcp/rpc' && f.direction === 'in' && 'result' in f.message)).toBe(true);
    await h.disconnect();
  });

  it('an accepted elicitation reaches the server typed: the name, 42 as a number, a boolean and arrays', async () => {
    const h = new Harness();
    await h.connect(server.url);
    const asked = h.question();
    const { finished } = h.call('trigger-elicitation-request');
    const q = await asked;
    expect(q.elicitation).toMatchObject({ mode: 'form', server: 'mcp-servers/everything', message: 'Please provide inputs for the following fields:' });
    expect(h.answer(q, answeredDrafts(q))).toMatchObject({ accepted: true });
    const result = await finished;
    expect(result.result.isError).toBe(false);
    const echo = rawResult(resultText(result.result)) as { action: string; content: Record<string, unknown> };
    expect(echo.action).toBe('accept');
    expect(echo.content).toMatchObject({
      name: 'Ada Lovelace',
      check: true,
      integer: 42,
      number: 3.14,
      untitledSingleSelectEnum: 'Monica',
      untitledMultipleSelectEnum: ['Guitar'],
      titledSingleSelectEnum: 'hero-1',
      titledMultipleSelectEnum: ['fish-1'],
      legacyTitledEnum: 'pet-1',
      firstLine: 'It was a dark and stormy night.',
    });
    expect(echo.content).not.toHaveProperty('email');
    // The elicitation's own row records the outcome, with what the server received as its text.
    const row = h.frames.find((f) => f.type === 'tool/started' && f.name === 'elicitation/create');
    expect(row).toMatchObject({ origin: { kind: 'mcp', server: 'mcp-servers/everything' }, questionCount: 13 });
    await h.disconnect();
  });

  it('Decline answers `decline`, ✕ answers `cancel`', async () => {
    const h = new Harness();
    await h.connect(server.url);
    let asked = h.question();
    let call = h.call('trigger-elicitation-request');
    let q = await asked;
    const resolved = h.next((f) => f.type === 'question/resolved');
    expect(h.rt.respond(q.rpcId, { ok: false, error: { code: 'declined', message: 'declined', details: {} } })).toMatchObject({ accepted: true });
    expect(await resolved).toMatchObject({ outcome: 'declined' });
    expect(resultText((await call.finished).result)).toContain('declined');

    asked = h.question();
    call = h.call('trigger-elicitation-request');
    q = await asked;
    expect(h.rt.respond(q.rpcId, { ok: false, error: { code: 'cancelled', message: CANCELLED_MESSAGE, details: {} } })).toMatchObject({ accepted: true });
    expect(resultText((await call.finished).result)).toContain('cancelled');
    const outcomes = h.frames.flatMap((f) => (f.type === 'tool/finished' && f.result.isError ? [f.result.error.code] : []));
    expect(outcomes).toEqual(['ELICITATION_DECLINED', 'ASK_CANCELLED']);
    await h.disconnect();
  });

  it('an answer that does not fit the schema is refused (bad-response) and nothing reaches the server', async () => {
    const h = new Harness();
    await h.connect(server.url);
    const asked = h.question();
    const call = h.call('trigger-elicitation-request');
    const q = await asked;
    const drafts = answeredDrafts(q).map((d, i) => (q.questions[i]?.id === 'email' ? { selected: [], custom: 'not-an-email', skipped: false } : d));
    const before = h.frames.length;
    expect(h.answer(q, drafts)).toMatchObject({ accepted: false, reason: 'bad-response' });
    expect(h.frames.slice(before).filter((f) => f.type === 'mcp/rpc' && f.direction === 'out')).toEqual([]);
    // Still pending: a valid answer is accepted afterwards.
    expect(h.answer(q, answeredDrafts(q))).toMatchObject({ accepted: true });
    expect((rawResult(resultText((await call.finished).result)) as { action: string }).action).toBe('accept');
    await h.disconnect();
  });

  it('Disconnect with an elicitation pending answers the server `cancel` first, then closes', async () => {
    const h = new Harness();
    await h.connect(server.url);
    const asked = h.question();
    h.call('trigger-elicitation-request');
    const q = await asked;
    const withdrawn = h.next((f) => f.type === 'question/resolved' && f.reason !== undefined && f.rpcId === q.rpcId);
    await h.disconnect();
    await withdrawn;
    const replies = h.frames.filter((f) => f.type === 'mcp/rpc' && f.direction === 'out' && 'result' in f.message);
    expect(replies.at(-1)).toMatchObject({ message: { result: { action: 'cancel' } } });
    const closedAt = h.frames.findIndex((f) => f.type === 'mcp/state' && f.state === 'closed');
    expect(h.frames.indexOf(replies.at(-1) as HostFrame)).toBeLessThan(closedAt);
  });

  it('Stop while the card is up withdraws it and answers the server `cancel`', async () => {
    const h = new Harness();
    await h.connect(server.url);
    const asked = h.question();
    const { finished } = h.call('trigger-elicitation-request');
    const q = await asked;
    const from = h.frames.length;
    const withdrawn = h.next((f) => f.type === 'question/resolved' && f.reason !== undefined && f.rpcId === q.rpcId, from);
    const reply = h.next((f) => f.type === 'mcp/rpc' && f.direction === 'out' && 'result' in f.message, from);
    h.rt.stop();
    await withdrawn;
    // Stop ends the call itself too (the server is told), and the server's question is answered `cancel`.
    expect((await finished).result).toMatchObject({ isError: true, error: { code: 'MCP_CANCELLED' } });
    expect(await reply).toMatchObject({ message: { result: { action: 'cancel' } } });
    const outcome = h.frames.find((f) => f.type === 'tool/finished' && f.result.isError && f.result.error.code === 'ASK_ABORTED');
    expect(outcome).toBeDefined();
    await h.disconnect();
  });

  it('checks arguments against the tool input schema, naming the path', async () => {
    const h = new Harness();
    await h.connect(server.url);
    const checked = h.next((f) => f.type === 'mcp/checked' && f.checkId === 'c1');
    h.send({ type: 'mcp/check', checkId: 'c1', tool: 'get-sum', arguments: { a: 'one' } });
    const frame = (await checked) as Extract<HostFrame, { type: 'mcp/checked' }>;
    expect(frame.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'a', code: 'invalid_type' }), expect.objectContaining({ path: 'b', code: 'required' })]),
    );
    const { finished } = h.call('get-sum', { a: 'one' });
    expect((await finished).result).toMatchObject({ isError: true, error: { code: 'MCP_INVALID_ARGUMENTS' } });
    const sum = h.call('get-sum', { a: 2, b: 40 });
    expect(resultText((await sum.finished).result)).toContain('42');
    await h.disconnect();
  });

  it('an unreachable URL fails clearly, and a later Connect works', async () => {
    const h = new Harness();
    expect(await h.connect(await unreachableUrl())).toMatchObject({ state: 'failed', problem: { kind: 'unreachable' } });
    expect(await h.connect('ftp://example.com/mcp')).toMatchObject({ state: 'failed', problem: { kind: 'bad-url' } });
    expect(await h.connect('http://user:secret-pass@127.0.0.1/mcp')).toMatchObject({ state: 'failed', problem: { kind: 'bad-url' } });
    expect(JSON.stringify(h.frames.filter((f) => f.type === 'mcp/state'))).not.toContain('secret-pass@');
    expect(await h.connect(server.url)).toMatchObject({ state: 'connected' });
    await h.disconnect();
  });

  it('a bearer token never appears in what the session says', async () => {
    const h = new Harness();
    const token = 'tok-3f9a8b7c6d5e4f';
    await h.connect(server.url, { Authorization: `Bearer ${token}` });
    await h.disconnect();
    expect(JSON.stringify(h.frames)).not.toContain(token);
  });
});

describe('MCP session against a misbehaving server', { timeout: 30_000 }, () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startOddServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a page that is not MCP fails as not-mcp', async () => {
    const h = new Harness();
    expect(await h.connect(`${server.origin}/page`)).toMatchObject({ state: 'failed', problem: { kind: 'not-mcp' } });
  });

  it.each([
    ['nested-elicitation', 'properties.address'],
    ['unknown-type-elicitation', 'properties.when.type'],
  ])('%s is answered with a JSON-RPC error and the transcript is told why', async (tool, path) => {
    const h = new Harness();
    await h.connect(server.url);
    const refused = h.next((f) => f.type === 'mcp/notice' && f.kind === 'elicitation-refused');
    const { finished } = h.call(tool);
    expect(await refused).toMatchObject({ detail: expect.stringContaining(path) });
    // The server reports the error it received: -32602 (invalid params), with asklab's reason.
    expect(resultText((await finished).result)).toMatch(new RegExp(`error -32602: .*${path.replace(/\./g, '\\.')}`));
    expect(h.frames.some((f) => f.type === 'question/requested')).toBe(false);
    const row = h.frames.find((f) => f.type === 'tool/finished' && f.result.isError && f.result.error.code === 'ELICITATION_UNSUPPORTED');
    expect(row).toBeDefined();
    await h.disconnect();
  });

  it('a call the server never answers ends at the time limit, and the panel can call again', async () => {
    const h = new Harness();
    await h.connect(server.url);
    const notice = h.next((f) => f.type === 'mcp/notice' && f.kind === 'call-timeout');
    const { finished } = h.call('silent', {}, 1000);
    expect((await finished).result).toMatchObject({ isError: true, error: { code: 'MCP_TIMEOUT' } });
    expect(await notice).toMatchObject({ tool: 'silent', seconds: 1 });
    // The server was told the call is cancelled.
    expect(h.frames.some((f) => f.type === 'mcp/rpc' && f.direction === 'out' && 'method' in f.message && f.message.method === 'notifications/cancelled')).toBe(true);
    const again = h.call('nested-elicitation');
    expect((await again.finished).result.isError).toBe(false);
    await h.disconnect();
  });

  it('Stop ends a running call and tells the server', async () => {
    const h = new Harness();
    await h.connect(server.url);
    const running = h.next((f) => f.type === 'run/state' && f.state === 'running');
    const { finished } = h.call('silent');
    await running;
    h.rt.stop();
    expect((await finished).result).toMatchObject({ isError: true, error: { code: 'MCP_CANCELLED' } });
    expect(h.frames.some((f) => f.type === 'mcp/rpc' && f.direction === 'out' && 'method' in f.message && f.message.method === 'notifications/cancelled')).toBe(true);
    await h.next((f) => f.type === 'run/state' && f.state === 'idle');
    await h.disconnect();
  });
});

describe('MCP session when the server goes away', { timeout: 30_000 }, () => {
  it('a server that ends mid-call: the call fails as connection lost and the connection as failed', async () => {
    const server = await startOddServer();
    try {
      const h = new Harness();
      await h.connect(server.url);
      const failed = h.next((f) => f.type === 'mcp/state' && f.state === 'failed');
      const { finished } = h.call('die');
      expect((await finished).result).toMatchObject({ isError: true, error: { code: 'MCP_CONNECTION_LOST' } });
      expect(await failed).toMatchObject({ problem: { kind: 'connection-lost' } });
      expect(h.frames.some((f) => f.type === 'mcp/notice' && f.kind === 'connection-lost')).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('a server that ends while its question is on the card: the card is withdrawn, nothing hangs', async () => {
    const server = await startOddServer();
    try {
      const h = new Harness();
      await h.connect(server.url);
      const asked = h.question();
      const { finished } = h.call('ask-then-die');
      const q = await asked;
      const withdrawnOrResolved = h.next((f) => (f.type === 'question/resolved') && f.rpcId === q.rpcId);
      expect(h.answer(q, [{ selected: [], custom: 'Ada', skipped: false }])).toMatchObject({ accepted: true });
      await withdrawnOrResolved;
      expect((await finished).result).toMatchObject({ isError: true, error: { code: 'MCP_CONNECTION_LOST' } });
    } finally {
      await server.stop();
    }
  });
});

describe('MCP worker failure', { timeout: 30_000 }, () => {
  it('a worker that fails settles its asks, ends its steps, is terminated, and the page hears why', async () => {
    const server = await startEverything();
    const channel = new MessageChannel();
    const frames: HostFrame[] = [];
    let fail: (reason: string) => void = () => undefined;
    let terminated = false;
    const rt = new HostRuntime({ send: (frame) => frames.push(frame) });
    const stop = startMcpWorker(channel.port2 as unknown as PortLike);
    const bridge = new McpBridge(rt, () => ({
      port: channel.port1 as unknown as PortLike,
      onFailure: (listener) => (fail = listener),
      terminate: () => (terminated = true),
    }));
    const waitFor = async (test: (f: HostFrame) => boolean): Promise<HostFrame> => {
      for (;;) {
        const found = frames.find(test);
        if (found !== undefined) return found;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    try {
      bridge.handle({ type: 'mcp/connect', url: server.url, headers: {}, labels: LABELS });
      await waitFor((f) => f.type === 'mcp/state' && f.state === 'connected');
      bridge.handle({ type: 'mcp/call', tool: 'trigger-elicitation-request', arguments: {}, timeoutMs: 60_000 });
      const asked = (await waitFor((f) => f.type === 'question/requested')) as QuestionRequestedFrame;
      fail('boom');
      expect(await waitFor((f) => f.type === 'question/resolved' && f.reason !== undefined && f.rpcId === asked.rpcId)).toBeDefined();
      expect(await waitFor((f) => f.type === 'mcp/state' && f.state === 'failed')).toMatchObject({ problem: { kind: 'other', detail: expect.stringContaining('boom') } });
      await waitFor((f) => f.type === 'run/state' && f.state === 'idle');
      expect(terminated).toBe(true);
    } finally {
      stop();
      channel.port1.close();
      channel.port2.close();
      await server.stop();
    }
  });
});
