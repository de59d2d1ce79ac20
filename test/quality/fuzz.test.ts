/**
 * Bad input anywhere gets a clear error and breaks nothing else (SPEC §7.2):
 * arbitrary strings and JSON values fed to every parser at a trust boundary —
 * the `?q=` / URL state, scenario files, the model-facing tool's arguments, both
 * frame parsers — and arbitrary response sequences fed to the worker-side
 * provider. Each parser returns a result or a non-empty reason and never
 * throws; the provider settles every ask exactly once, never twice, never not.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { decodeRequest } from '../../src/protocol/request-link.ts';
import { parseUrlState } from '../../src/app/url-decoders.ts';
import { FrameQuestionProvider } from '../../src/host/providers/web.ts';
import { AgentRegistry } from '../../src/host/registry.ts';
import { askUserQuestionTool } from '../../src/host/tools/ask-user-question.ts';
import type { ToolContext } from '../../src/host/tools/types.ts';
import { UserQuestionService, type ProviderAsk, type UserQuestionProvider } from '../../src/host/user-questions.ts';
import {
  CANCELLED_MESSAGE,
  UserQuestionError,
  parseClientFrame,
  parseHostFrame,
  resultText,
  type AskUserQuestionAnswer,
  type AskUserQuestionItem,
  type HostFrame,
  type ReceiptFrame,
} from '../../src/protocol/index.ts';
import { parseScenario, parseScenarioText } from '../../src/scenarios/loader.ts';

const RUNS = { numRuns: 300 };

/** Any value structured clone could carry, and some it could not (null prototypes). */
const anyValue = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
  withTypedArray: true,
  maxDepth: 4,
});
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ maxLength: 200 }), fc.json());

function expectReason(reason: unknown): void {
  expect(typeof reason).toBe('string');
  expect((reason as string).trim()).not.toBe('');
}

// ---- URL state ------------------------------------------------------------

describe('the ?q= decoder and the URL state parser', () => {
  it('decodeRequest returns a request or a reason for any text, compressed or not', () => {
    const data = fc.oneof(
      anyText,
      anyText.map((text) => compressToEncodedURIComponent(text)),
      fc.jsonValue().map((value) => compressToEncodedURIComponent(JSON.stringify(value))),
      fc.jsonValue().map((value) => compressToEncodedURIComponent(JSON.stringify({ questions: [value] }))),
      // A valid link cut short, as a chat client might.
      fc.nat({ max: 60 }).map((n) => compressToEncodedURIComponent(JSON.stringify({ questions: [{ id: 'a', question: 'Q?' }] })).slice(0, n)),
    );
    fc.assert(
      fc.property(data, (input) => {
        const decoded = decodeRequest(input);
        if (decoded.ok) expect(Array.isArray(decoded.request.questions)).toBe(true);
        else expectReason(decoded.reason);
      }),
      RUNS,
    );
  });

  it('parseUrlState never throws, and every problem it reports is a sentence', () => {
    const key = fc.oneof(fc.constantFrom('q', 'lang', 'theme', 'width', 'embed', 'autoplay', 'scenario', 'tokens'), fc.string({ maxLength: 6 }));
    const search = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.array(fc.tuple(key, anyText), { maxLength: 8 }).map((pairs) => `?${new URLSearchParams(pairs).toString()}`),
    );
    fc.assert(
      fc.property(search, (input) => {
        const state = parseUrlState(input);
        expect(typeof state.embed).toBe('boolean');
        expect(typeof state.autoplay).toBe('boolean');
        for (const problem of state.problems) if ('reason' in problem) expectReason(problem.reason);
        if (state.lang !== undefined) expect(['zh', 'en']).toContain(state.lang);
        if (state.theme !== undefined) expect(['light', 'dark']).toContain(state.theme);
        if (state.width !== undefined) expect(Number.isInteger(state.width)).toBe(true);
      }),
      RUNS,
    );
  });
});

// ---- scenario files ---------------------------------------------------------

const scenarioDir = join(import.meta.dirname, '../../scenarios');
const scenarioFiles = readdirSync(scenarioDir).filter((f) => f.endsWith('.json')).sort();
const realScenarios: unknown[] = scenarioFiles.map((f) => JSON.parse(readFileSync(join(scenarioDir, f), 'utf8')) as unknown);

type JsonPath = (string | number)[];

function pathsOf(value: unknown, at: JsonPath = [], out: JsonPath[] = []): JsonPath[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...at, i], out));
  else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

/** A copy of `value` with the node at `path` replaced (or removed, when `replacement` is undefined). */
function mutate(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...JsonPath];
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    const next = mutate(copy[head as number], rest, replacement);
    if (next === undefined && rest.length === 0) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const next = mutate(copy[head as string], rest, replacement);
  if (next === undefined && rest.length === 0) delete copy[head as string];
  else copy[head as string] = next;
  return copy;
}

/** A real scenario with one node anywhere in it replaced by an arbitrary value or removed. */
const mutatedScenario = fc
  .tuple(fc.nat({ max: realScenarios.length - 1 }), fc.nat(), fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }))
  .map(([which, at, replacement]) => {
    const base = realScenarios[which];
    const paths = pathsOf(base);
    return mutate(base, paths[at % paths.length] ?? [], replacement);
  });

describe('the scenario loader', () => {
  it('parseScenario returns a scenario or an error naming the file, for any JSON value and any mutation of a real file', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), mutatedScenario, anyValue), (data) => {
        const parsed = parseScenario(data, 'scenarios/fuzz.json');
        if (!parsed.ok) {
          expectReason(parsed.error);
          expect(parsed.error.startsWith('scenarios/fuzz.json: ')).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('parseScenarioText returns a scenario or an error naming the file, for any text', () => {
    // JSON.stringify(undefined) (the whole file removed) is undefined: that case reads as an empty file.
    const asText = (value: unknown): string => JSON.stringify(value) ?? '';
    const text = fc.oneof(anyText, mutatedScenario.map(asText), mutatedScenario.map((s) => asText(s).slice(0, 80)));
    fc.assert(
      fc.property(text, (input) => {
        const parsed = parseScenarioText(input, 'scenarios/fuzz.json');
        if (!parsed.ok) {
          expectReason(parsed.error);
          expect(parsed.error.startsWith('scenarios/fuzz.json: ')).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

// ---- the model-facing tool ------------------------------------------------

class RecordingProvider implements UserQuestionProvider {
  readonly calls: ProviderAsk[] = [];
  async ask(request: ProviderAsk): Promise<AskUserQuestionAnswer> {
    this.calls.push(request);
    return { answers: request.questions.map((q) => ({ id: q.id, selected: [] })) };
  }
}

/** Mostly `valid`, now and then `invalid`: arguments a model gets nearly right reach the provider often enough. */
function mostly<T>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: invalid, weight: 1 });
}

/** Arguments a model might send: shaped like the schema, with any field wrong, missing or extra now and then. */
const nearlyValidArguments = fc.record(
  {
    questions: mostly(
      fc.array(
        fc.record(
          {
            id: mostly(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.constant(null))),
            question: mostly(fc.string({ maxLength: 10 }), fc.boolean()),
            header: mostly(fc.string({ maxLength: 5 }), fc.integer()),
            options: mostly(
              fc.array(
                fc.record(
                  { label: mostly(fc.string({ maxLength: 5 }), fc.integer()), description: mostly(fc.string({ maxLength: 5 }), fc.jsonValue()) },
                  { requiredKeys: ['label'] },
                ),
                { maxLength: 4 },
              ),
              fc.jsonValue(),
            ),
            multi_select: mostly(fc.boolean(), fc.string({ maxLength: 3 })),
            // Keys the model cannot send (detail, intent) and strangers: ignored, not fatal.
            detail: fc.string({ maxLength: 5 }),
            intent: fc.jsonValue(),
            extra: fc.jsonValue(),
          },
          { requiredKeys: ['id', 'question'] },
        ),
        { maxLength: 4 },
      ),
      fc.jsonValue(),
    ),
    extra: fc.jsonValue(),
  },
  { requiredKeys: ['questions'] },
);

describe('the ask_user_question tool arguments', () => {
  it('ends in INVALID_ARGS with DSH\'s message, or reaches the provider (an empty batch: EMPTY_QUESTIONS), and never throws', async () => {
    const raw = fc.oneof(
      anyText,
      fc.jsonValue(),
      anyValue,
      nearlyValidArguments,
      nearlyValidArguments.map((a) => JSON.stringify(a)),
      fc.tuple(nearlyValidArguments, fc.nat()).map(([a, n]) => {
        const text = JSON.stringify(a);
        return text.slice(0, n % (text.length + 1));
      }),
    );
    const seen = { invalid: 0, reached: 0 };
    await fc.assert(
      fc.asyncProperty(raw, async (input) => {
        const provider = new RecordingProvider();
        const registry = new AgentRegistry();
        const userQuestions = new UserQuestionService(registry);
        userQuestions.registerProvider(provider);
        const context: ToolContext = { agent: registry.enterRoot({ id: 'root' }), signal: new AbortController().signal, userQuestions };
        const result = await askUserQuestionTool.execute(input, context);
        if (result.isError) {
          expect(provider.calls).toHaveLength(0);
          expect(['INVALID_ARGS', 'EMPTY_QUESTIONS']).toContain(result.error.code);
          expect(result.error.name).toBe(result.error.code === 'INVALID_ARGS' ? 'ToolArgsError' : 'UserQuestionError');
          const text = resultText(result);
          expect(text.startsWith('Error: ')).toBe(true);
          if (result.error.code === 'INVALID_ARGS') {
            expect(text).toMatch(/^Error: invalid arguments: \S/);
            seen.invalid += 1;
          }
        } else {
          expect(provider.calls).toHaveLength(1);
          expect(provider.calls[0]?.questions.length).toBeGreaterThan(0);
          seen.reached += 1;
        }
      }),
      RUNS,
    );
    // Both ends of the funnel were exercised, not only the rejections.
    expect(seen.invalid).toBeGreaterThan(0);
    expect(seen.reached).toBeGreaterThan(0);
  });
});

// ---- frames -----------------------------------------------------------------

const HOST_TYPES = [
  'question/requested', 'receipt', 'question/resolved', 'question/withdrawn', 'transcript/message', 'transcript/delta',
  'tool/started', 'tool/finished', 'agent/lifecycle', 'run/state', 'frame/rejected', 'scenario/step', 'scenario/state', 'scenario/transport',
];
const CLIENT_TYPES = ['client-response', 'run/ask', 'run/user-message', 'run/stop', 'transport/conditions', 'scenario/run', 'scenario/control', 'live/configure', 'live/reset'];

/** Frame-shaped values: a known (or unknown, or non-string) type with arbitrary fields. */
function frameLike(types: readonly string[]): fc.Arbitrary<unknown> {
  return fc
    .tuple(fc.oneof(fc.constantFrom(...types), fc.string({ maxLength: 8 }), anyValue), fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 6 }))
    .map(([type, fields]) => ({ ...fields, type }));
}

describe('the frame parsers', () => {
  it('parseHostFrame returns a frame or a reason for any value', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, frameLike(HOST_TYPES)), (data) => {
        const parsed = parseHostFrame(data);
        if (parsed.ok) expect(HOST_TYPES).toContain(parsed.frame.type);
        else expectReason(parsed.reason);
      }),
      RUNS,
    );
  });

  it('parseClientFrame returns a frame or a reason for any value', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, frameLike(CLIENT_TYPES)), (data) => {
        const parsed = parseClientFrame(data);
        if (parsed.ok) expect(CLIENT_TYPES).toContain(parsed.frame.type);
        else expectReason(parsed.reason);
      }),
      RUNS,
    );
  });
});

// ---- the worker-side provider -------------------------------------------------

const SESSION = 'session-fuzz';
/** DSH's web provider asks only for an agent (ASK_MISSING_AGENT otherwise). */
const ASKER = new AgentRegistry().enterRoot({ id: 'asker' });
const QUESTIONS: readonly AskUserQuestionItem[] = [
  { id: 'mode', question: 'Which mode?', options: [{ label: 'Fast' }, { label: 'Thorough' }] },
  { id: 'note', question: 'Anything else?' },
];
const GOOD_ANSWER: AskUserQuestionAnswer = { answers: [{ id: 'mode', selected: ['Fast'] }, { id: 'note', selected: [], custom: 'ok' }] };

type Payload = 'answer' | 'cancel' | 'other-error-code' | 'wrong-session' | 'mismatch' | { readonly raw: unknown };
type Command =
  | { readonly kind: 'respond'; readonly ask: number; readonly payload: Payload }
  | { readonly kind: 'abort'; readonly ask: number }
  | { readonly kind: 'respond-unknown'; readonly raw: unknown };

function payloadValue(payload: Payload): unknown {
  switch (payload) {
    case 'answer':
      return { ok: true, value: { sessionId: SESSION, answer: GOOD_ANSWER } };
    case 'cancel':
      return { ok: false, error: { code: 'cancelled', message: CANCELLED_MESSAGE, details: {} } };
    case 'other-error-code':
      return { ok: false, error: { code: 'timeout', message: 'x', details: {} } };
    case 'wrong-session':
      return { ok: true, value: { sessionId: 'another', answer: GOOD_ANSWER } };
    case 'mismatch':
      return { ok: true, value: { sessionId: SESSION, answer: { answers: [{ id: 'mode', selected: ['Nope'] }] } } };
    default:
      return payload.raw;
  }
}

const ASKS = 3;
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('respond' as const),
    ask: fc.nat({ max: ASKS - 1 }),
    payload: fc.oneof(
      fc.constantFrom<Payload>('answer', 'cancel', 'other-error-code', 'wrong-session', 'mismatch'),
      anyValue.map((raw): Payload => ({ raw })),
    ),
  }),
  fc.record({ kind: fc.constant('abort' as const), ask: fc.nat({ max: ASKS - 1 }) }),
  fc.record({ kind: fc.constant('respond-unknown' as const), raw: anyValue }),
);

type State = 'pending' | 'answered' | 'cancelled' | 'aborted';

interface Tracked {
  readonly controller: AbortController;
  settled: number;
  outcome?: { readonly ok: true; readonly value: AskUserQuestionAnswer } | { readonly ok: false; readonly code: unknown };
  readonly done: Promise<void>;
}

describe('the worker-side FrameQuestionProvider', () => {
  it('respond() returns a receipt for the rpcId for any result value and never throws', () => {
    fc.assert(
      // rpcIds are non-empty: the client-response frame schema rejects an empty one before respond() is called.
      fc.property(anyValue, fc.string({ minLength: 1, maxLength: 8 }), (raw, stranger) => {
        const provider = new FrameQuestionProvider(() => undefined, SESSION);
        const frames: HostFrame[] = [];
        const live = new FrameQuestionProvider((f) => frames.push(f), SESSION);
        void live.ask({ questions: QUESTIONS, agent: ASKER, signal: new AbortController().signal }).catch(() => undefined);
        const rpcId = frames[0]?.type === 'question/requested' ? frames[0].rpcId : '';
        for (const [target, id] of [[provider, stranger], [live, rpcId]] as const) {
          const receipt: ReceiptFrame = target.respond(id, raw);
          expect(receipt.type).toBe('receipt');
          expect(receipt.rpcId).toBe(id);
          expect(parseHostFrame(receipt).ok).toBe(true);
        }
        expect(provider.respond(stranger, raw)).toEqual({ type: 'receipt', rpcId: stranger, accepted: false, reason: 'not-pending' });
      }),
      RUNS,
    );
  });

  it('under any sequence of answers, cancels, aborts, duplicates and garbage, every ask settles exactly once, as the receipts said', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { maxLength: 25 }), async (commands) => {
        const frames: HostFrame[] = [];
        const provider = new FrameQuestionProvider((frame) => frames.push(frame), SESSION);
        const tracked: Tracked[] = [];
        for (let i = 0; i < ASKS; i++) {
          const controller = new AbortController();
          const entry: Partial<Tracked> & { settled: number } = { controller, settled: 0 };
          const done = provider.ask({ questions: QUESTIONS, agent: ASKER, signal: controller.signal }).then(
            (value) => {
              entry.settled += 1;
              entry.outcome = { ok: true, value };
            },
            (error: unknown) => {
              entry.settled += 1;
              entry.outcome = { ok: false, code: error instanceof UserQuestionError ? error.code : error };
            },
          );
          tracked.push(Object.assign(entry, { done }) as Tracked);
        }
        const rpcIds = frames.flatMap((f) => (f.type === 'question/requested' ? [f.rpcId] : []));
        expect(rpcIds).toHaveLength(ASKS);
        const model: State[] = rpcIds.map(() => 'pending');

        for (const command of commands) {
          if (command.kind === 'abort') {
            tracked[command.ask]?.controller.abort();
            if (model[command.ask] === 'pending') model[command.ask] = 'aborted';
            continue;
          }
          if (command.kind === 'respond-unknown') {
            expect(provider.respond('not-an-rpc-id', command.raw)).toMatchObject({ accepted: false, reason: 'not-pending' });
            continue;
          }
          const rpcId = rpcIds[command.ask] as string;
          const receipt = provider.respond(rpcId, payloadValue(command.payload));
          expect(receipt.rpcId).toBe(rpcId);
          if (model[command.ask] !== 'pending') {
            expect(receipt).toMatchObject({ accepted: false, reason: 'not-pending' });
          } else if (command.payload === 'answer') {
            expect(receipt.accepted).toBe(true);
            model[command.ask] = 'answered';
          } else if (command.payload === 'cancel') {
            expect(receipt.accepted).toBe(true);
            model[command.ask] = 'cancelled';
          } else if (typeof command.payload === 'string') {
            expect(receipt).toMatchObject({ accepted: false, reason: 'bad-response' });
          } else if (receipt.accepted) {
            // Arbitrary data that happens to be a valid cancel or answer is accepted like one.
            const raw = command.payload.raw as { ok?: unknown };
            model[command.ask] = raw.ok === true ? 'answered' : 'cancelled';
          }
          // An abort after an accepted response must not settle again.
          await Promise.resolve();
        }
        // End of the story: whatever is still open is aborted, so nothing may hang.
        for (const [i, entry] of tracked.entries()) {
          entry.controller.abort();
          if (model[i] === 'pending') model[i] = 'aborted';
        }
        const timeout = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 1000));
        expect(await Promise.race([Promise.all(tracked.map((t) => t.done)).then(() => 'settled' as const), timeout])).toBe('settled');
        await new Promise((resolve) => setTimeout(resolve, 0));

        expect(provider.pendingCount).toBe(0);
        for (const [i, entry] of tracked.entries()) {
          expect(entry.settled, `ask ${i} settled ${entry.settled} times`).toBe(1);
          const state = model[i];
          const endings = frames.filter(
            (f) => (f.type === 'question/resolved' || f.type === 'question/withdrawn') && f.rpcId === rpcIds[i],
          );
          expect(endings, `ask ${i} (${String(state)}) announced ${endings.length} endings`).toHaveLength(1);
          if (state === 'answered') {
            expect(entry.outcome?.ok).toBe(true);
            expect(endings[0]).toMatchObject({ type: 'question/resolved', outcome: 'answered' });
          } else if (state === 'cancelled') {
            expect(entry.outcome).toEqual({ ok: false, code: 'ASK_CANCELLED' });
            expect(endings[0]).toMatchObject({ type: 'question/resolved', outcome: 'cancelled' });
          } else {
            expect(entry.outcome).toEqual({ ok: false, code: 'ASK_ABORTED' });
            expect(endings[0]).toMatchObject({ type: 'question/resolved', outcome: 'cancelled', reason: 'aborted' });
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
