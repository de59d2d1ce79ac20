/**
 * The client frames' schemas (and the MCP frames', the elicitation block's and the
 * live settings') are built the first time they are used, not when a module that
 * holds them is imported: a worker opened for a link parses `run/boot` and little
 * else before its card is up (docs/decisions/2026-12-06-schemas-built-on-first-use.md).
 *
 * Schemas built are counted with zod's post-processor hook (called on every new
 * schema instance; zod is pinned, and a count of zero fails the sanity check).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Config = { postProcessor?: (schema: unknown) => void };
const config = (): Config => ((globalThis as { __zod_globalConfig?: Config }).__zod_globalConfig ??= {});

let built = 0;
beforeEach(() => {
  vi.resetModules();
  built = 0;
  config().postProcessor = () => {
    built++;
  };
});
afterEach(() => {
  delete config().postProcessor;
});

/** How many schemas `run` builds. */
function counted(run: () => unknown): number {
  const before = built;
  run();
  return built - before;
}

const questions = [{ id: 'mode', question: 'Which mode?', options: [{ label: 'Fast' }] }];
const settings = { endpoint: 'demo', baseUrl: 'https://example.test', model: 'm', apiKey: '', temperature: 0.5, systemPrompt: '', planMode: false };
const clientFrames = [
  { type: 'run/boot', q: 'abc' },
  { type: 'host/crash', how: 'throw' },
  { type: 'client-response', rpcId: 'r1', result: 42 },
  { type: 'run/ask', request: { questions } },
  { type: 'run/user-message', text: 'hi' },
  { type: 'run/stop' },
  { type: 'transport/conditions', latencyMs: 0, rejectNext: null },
  { type: 'scenario/run', scenario: {}, paceMs: 0 },
  { type: 'scenario/control', action: 'pause' },
  { type: 'live/configure', ...settings },
  { type: 'live/reset' },
];
const mcpClientFrames = [
  { type: 'mcp/connect', url: 'http://localhost:1/mcp', headers: {}, labels: { yes: 'Yes', no: 'No' } },
  { type: 'mcp/disconnect' },
  { type: 'mcp/call', tool: 't', arguments: {}, timeoutMs: 1000 },
  { type: 'mcp/check', checkId: 'c1', tool: 't', arguments: {} },
];

describe('schemas built on first use', () => {
  it('each client frame type builds its own schema the first time a frame of it is parsed, and only then', async () => {
    const { parseClientFrame } = await import('../../src/protocol/frames.ts');
    const boot = counted(() => expect(parseClientFrame(clientFrames[0]).ok).toBe(true));
    // run/boot's object and its four fields: nothing of the other ten frames.
    expect(boot).toBeGreaterThan(0);
    expect(boot).toBeLessThanOrEqual(8);
    expect(counted(() => parseClientFrame(clientFrames[0]))).toBe(0);
    const rest = counted(() => {
      for (const frame of clientFrames.slice(1)) expect(parseClientFrame(frame), frame.type).toMatchObject({ ok: true });
    });
    // Built now, not at import: the ten other frames' objects and their fields.
    expect(rest).toBeGreaterThan(30);
    expect(counted(() => clientFrames.forEach((frame) => parseClientFrame(frame)))).toBe(0);
  });

  it('the MCP client frames are built as they first arrive too', async () => {
    const { parseMcpClientFrame } = await import('../../src/protocol/mcp-frames.ts');
    const first = counted(() => expect(parseMcpClientFrame(mcpClientFrames[1]).ok).toBe(true));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(3);
    expect(counted(() => mcpClientFrames.forEach((frame) => expect(parseMcpClientFrame(frame), frame.type).toMatchObject({ ok: true })))).toBeGreaterThan(10);
  });

  it('importing the MCP and live-settings modules builds only their lazy wrappers', async () => {
    // The request schema they share a module with (formatPath) is built by every worker and page: not counted here.
    await import('../../src/protocol/schemas.ts');
    const before = built;
    await import('../../src/protocol/mcp-schemas.ts');
    await import('../../src/protocol/mcp-frames.ts');
    await import('../../src/protocol/live-settings.ts');
    // One wrapper per schema (21 today), not the elicitation block's five field kinds or the MCP frames (177 before).
    expect(built - before).toBeGreaterThan(0);
    expect(built - before).toBeLessThanOrEqual(25);
    const { elicitationBlockSchema } = await import('../../src/protocol/mcp-schemas.ts');
    const block = { mode: 'form', server: 's', message: 'm', fields: [{ key: 'k', required: true, kind: 'boolean', yes: 'Y', no: 'N' }], drafts: [] };
    expect(counted(() => expect(elicitationBlockSchema.safeParse(block).success).toBe(true))).toBeGreaterThan(20);
  });

  it('a frame of an unknown type, or of an inherited property name, builds nothing and is refused by its type', async () => {
    const { parseClientFrame } = await import('../../src/protocol/frames.ts');
    const { parseMcpClientFrame } = await import('../../src/protocol/mcp-frames.ts');
    for (const type of ['nope', 'toString', '__proto__', 'constructor']) {
      expect(counted(() => expect(parseClientFrame({ type })).toEqual({ ok: false, reason: `invalid client frame (${type}): unknown frame type` }))).toBe(0);
      expect(counted(() => expect(parseMcpClientFrame({ type })).toEqual({ ok: false, reason: `invalid client frame (${type}): unknown frame type` }))).toBe(0);
    }
  });

  it('both parsers name a frame\'s type the same way, and a type that cannot become text is refused, not thrown', async () => {
    const { parseClientFrame } = await import('../../src/protocol/frames.ts');
    const { parseMcpClientFrame, parseMcpHostFrame } = await import('../../src/protocol/mcp-frames.ts');
    for (const parse of [parseClientFrame, parseMcpClientFrame, parseMcpHostFrame]) {
      expect(parse({ type: Object.create(null) })).toEqual({ ok: false, reason: expect.stringMatching(/ frame \(object\): unknown frame type$/) });
      expect(parse({ text: 'no type' })).toEqual({ ok: false, reason: expect.stringMatching(/ frame \(object\): unknown frame type$/) });
      expect(parse('mcp/connect')).toEqual({ ok: false, reason: expect.stringMatching(/ frame \(string\): unknown frame type$/) });
    }
  });

  it('a bad frame of a known type is refused at its first bad field, as before', async () => {
    const { parseClientFrame } = await import('../../src/protocol/frames.ts');
    expect(parseClientFrame({ type: 'run/boot', locale: 'fr' })).toEqual({ ok: false, reason: expect.stringMatching(/^invalid client frame \(run\/boot\) at locale: /) });
    expect(parseClientFrame({ type: 'live/configure', ...settings, temperature: 9 })).toEqual({
      ok: false,
      reason: expect.stringMatching(/^invalid client frame \(live\/configure\) at temperature: /),
    });
  });
});
