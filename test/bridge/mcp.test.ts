/**
 * The page's end of MCP (§9) over a real MessageChannel: the worker's side is
 * played by hand, so the test sees exactly what the page posts. An MCP form's
 * answer is checked before anything is posted (a value that does not fit
 * throws ElicitationFieldError naming the field, and the port receives
 * nothing); Decline posts `declined`; header values never reach the frame log;
 * `mcp/*` frames are validated by the parser the MCP panel registers.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HostClient, type PendingQuestion } from '../../src/bridge/client.ts';
import { connectMcp, registerMcpFrames } from '../../src/bridge/mcp.ts';
import { REDACTED } from '../../src/bridge/redact.ts';
import type { QuestionRequestedFrame } from '../../src/protocol/index.ts';
import { ElicitationFieldError, questionsFromSchema } from '../../src/surfaces/mcp.ts';

let channel: MessageChannel;
let client: HostClient;

beforeEach(() => {
  channel = new MessageChannel();
  client = new HostClient(channel.port1);
  channel.port2.start();
});

afterEach(() => {
  client.close();
  channel.port1.close();
  channel.port2.close();
});

/** The next message the worker's side receives. */
function nextMessage(): Promise<unknown> {
  return new Promise((resolve) => channel.port2.addEventListener('message', (event: MessageEvent) => resolve(event.data), { once: true }));
}

/** The next frame the page's log records (a host frame received, valid or not). */
function nextLogged(): Promise<void> {
  return new Promise((resolve) => {
    const stop = client.log.subscribe(() => {
      stop();
      resolve();
    });
  });
}

/** What the page posted: every send is logged as it happens, so "nothing" needs no waiting. */
const posted = (): unknown[] => client.log.entries.filter((e) => e.direction === 'to-worker');

/** The answer's own promise waits for a receipt that never comes here; the test reads the port instead. */
const ignore = (promise: Promise<unknown>): void => void promise.catch(() => undefined);

const mapped = questionsFromSchema(
  {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      email: { type: 'string', format: 'email', title: 'Email' },
      count: { type: 'integer', minimum: 1, default: 2 },
    },
    required: ['name'],
  },
  { yes: 'Yes', no: 'No' },
);
if (!mapped.ok) throw new Error(mapped.reason);

function elicitation(): PendingQuestion {
  if (!mapped.ok) throw new Error('unreachable');
  const frame: QuestionRequestedFrame = {
    type: 'question/requested',
    rpcId: 'q1',
    sessionId: 'session-1',
    questions: [...mapped.questions],
    sentAt: 0,
    elicitation: { mode: 'form', server: 'srv', message: 'Tell me', fields: [...mapped.fields], drafts: mapped.drafts.map((d) => ({ ...d, selected: [...d.selected] })) },
  };
  return client.pendingQuestion(frame);
}

describe('an MCP form on the page', () => {
  it('a value that does not fit throws ElicitationFieldError, naming the field, and nothing is posted', async () => {
    const question = elicitation();
    const error = await question
      .answer([
        { selected: [], custom: 'Ada', skipped: false },
        { selected: [], custom: 'not-an-email', skipped: false },
        { selected: [], custom: '2', skipped: false },
      ])
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(ElicitationFieldError);
    expect(error).toMatchObject({ field: 'email', index: 1, problem: { code: 'format', format: 'email' } });
    expect(posted()).toEqual([]);
  });

  it('a required field left empty is refused the same way', async () => {
    const error = await elicitation()
      .answer([{ selected: [], custom: '', skipped: true }, { selected: [], custom: '', skipped: true }, { selected: [], custom: '2', skipped: false }])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ field: 'name', problem: { code: 'required' } });
    expect(posted()).toEqual([]);
  });

  it('a valid answer is posted as the §1.3 answer (the worker converts and re-checks it)', async () => {
    const message = nextMessage();
    ignore(elicitation().answer([{ selected: [], custom: 'Ada', skipped: false }, { selected: [], custom: '', skipped: true }, { selected: [], custom: '3', skipped: false }]));
    expect([await message]).toEqual([
      {
        type: 'client-response',
        rpcId: 'q1',
        result: {
          ok: true,
          value: {
            sessionId: 'session-1',
            answer: { answers: [{ id: 'name', selected: [], custom: 'Ada' }, { id: 'email', selected: [] }, { id: 'count', selected: [], custom: '3' }] },
          },
        },
      },
    ]);
  });

  it('Decline posts `declined`', async () => {
    const message = nextMessage();
    ignore(elicitation().decline());
    expect(await message).toMatchObject({ type: 'client-response', rpcId: 'q1', result: { ok: false, error: { code: 'declined' } } });
  });
});

describe('MCP frames on the page', () => {
  it('header values are secrets: redacted in the connect frame and anywhere they appear later', async () => {
    const token = 'tok-8c1f2e9d7a6b5c4d';
    const message = nextMessage();
    connectMcp(client, { url: 'http://127.0.0.1:1/mcp', headers: { Authorization: `Bearer ${token}`, 'X-Team': 'team-secret-42' }, labels: { yes: 'Yes', no: 'No' } });
    // The frame actually sent carries them (the worker needs them)…
    expect(await message).toMatchObject({ type: 'mcp/connect', headers: { Authorization: `Bearer ${token}` } });
    // …the log does not.
    const log = JSON.stringify(client.log.entries);
    expect(log).not.toContain(token);
    expect(log).not.toContain('team-secret-42');
    expect(client.log.entries[0]?.payload).toMatchObject({ headers: { Authorization: REDACTED, 'X-Team': REDACTED } });
    // A server that echoes the bare token into an error: still redacted.
    registerMcpFrames(client);
    const logged = nextLogged();
    channel.port2.postMessage({ type: 'mcp/state', connection: 1, state: 'failed', url: 'http://127.0.0.1:1/mcp', problem: { kind: 'http', detail: `bad token ${token}`, status: 401 } });
    await logged;
    expect(client.log.entries.at(-1)?.rejected).toBeUndefined();
    expect(JSON.stringify(client.log.entries)).not.toContain(token);
  });

  it('an mcp/* frame is rejected until the MCP panel registers its parser, then validated by it', async () => {
    const state = { type: 'mcp/state', connection: 1, state: 'connecting', url: 'http://127.0.0.1:1/mcp' };
    let logged = nextLogged();
    channel.port2.postMessage(state);
    await logged;
    expect(client.log.entries.at(-1)?.rejected).toContain('unknown frame type');
    registerMcpFrames(client);
    logged = nextLogged();
    channel.port2.postMessage(state);
    await logged;
    logged = nextLogged();
    channel.port2.postMessage({ ...state, state: 'sideways' });
    await logged;
    const [ok, bad] = client.log.entries.slice(-2);
    expect(ok?.rejected).toBeUndefined();
    expect(bad?.rejected).toMatch(/invalid host frame \(mcp\/state\) at state/);
  });
});
