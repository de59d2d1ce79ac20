/**
 * Follows one scenario run from its frames: which asking step is running, what
 * each ask settled with, which receipts the user's late answers got, and whether
 * each outcome matches the scenario's expectation. Used by the headless runner
 * and by the page's player alike.
 */
import {
  canonicalAnswer,
  resultText,
  type HostFrame,
  type ToolResult,
} from '../protocol/index.ts';
import { isAskingStep, isSubagentStep, type AskingStep, type Expectation, type Scenario, type Step } from './schema.ts';

export interface Verdict {
  readonly pass: boolean;
  readonly expected: string;
  readonly actual: string;
}

export interface AskRecord {
  readonly path: string;
  readonly step: AskingStep;
  state: 'waiting' | 'running' | 'settled';
  result?: ToolResult;
  receipt?: 'not-pending' | 'bad-response';
  /** A person answered the card instead of the scripted user. */
  interactive?: boolean;
}

export interface ProviderRecord {
  readonly path: string;
  readonly expected?: string;
  code?: string;
  state: 'waiting' | 'settled';
}

export function describeExpectation(expect: Expectation): string {
  if ('answer' in expect) return JSON.stringify(canonicalAnswer(expect.answer));
  if ('code' in expect) return expect.code;
  return expect.text;
}

export function judge(expect: Expectation, result: ToolResult | undefined, receipt?: string): Verdict {
  const wantedReceipt = 'receipt' in expect ? expect.receipt : undefined;
  const expectedBase = describeExpectation(expect);
  const expected = expectedBase + (wantedReceipt !== undefined ? ` + receipt ${wantedReceipt}` : '');
  if (result === undefined) return { pass: false, expected, actual: '(not settled)' };
  const actualBase = result.isError ? result.error.code : resultText(result);
  const actual = actualBase + (receipt !== undefined ? ` + receipt ${receipt}` : '');
  const receiptOk = wantedReceipt === undefined || wantedReceipt === receipt;
  if ('answer' in expect) return { pass: !result.isError && actualBase === expectedBase && receiptOk, expected, actual };
  if ('code' in expect) return { pass: result.isError && result.error.code === expect.code && receiptOk, expected, actual };
  return { pass: !result.isError && actualBase === expect.text, expected, actual };
}

/** Every step with its path ("3", "4.1"), depth first, in run order. */
export function flattenSteps(steps: readonly Step[], prefix = ''): { path: string; step: Step }[] {
  return steps.flatMap((step, i) => {
    const path = `${prefix}${i + 1}`;
    const self = { path, step };
    return isSubagentStep(step) ? [self, ...flattenSteps(step.steps, `${path}.`)] : [self];
  });
}

export class ScenarioTracker {
  readonly scenario: Scenario;
  readonly asks: AskRecord[];
  readonly providers: ProviderRecord[];
  state: 'idle' | 'running' | 'paused' | 'done' | 'stopped' | 'invalid' = 'idle';
  error: string | undefined;
  #current: AskRecord | undefined;
  readonly #settleWaiters = new Map<string, (() => void)[]>();

  constructor(scenario: Scenario) {
    this.scenario = scenario;
    const flat = flattenSteps(scenario.steps);
    this.asks = flat.flatMap(({ path, step }) => (isAskingStep(step) ? [{ path, step, state: 'waiting' as const }] : []));
    this.providers = flat.flatMap(({ path, step }) =>
      'provider' in step ? [{ path, state: 'waiting' as const, ...(step.expect !== undefined ? { expected: step.expect.code } : {}) }] : [],
    );
  }

  /** Resolves once this ask has settled (at once if it already has). */
  whenSettled(record: AskRecord): Promise<void> {
    if (record.state === 'settled') return Promise.resolve();
    return new Promise((resolve) => {
      this.#settleWaiters.set(record.path, [...(this.#settleWaiters.get(record.path) ?? []), resolve]);
    });
  }

  /** The asking step whose question is on screen now, if any. */
  get current(): AskRecord | undefined {
    return this.#current;
  }

  onFrame(frame: HostFrame): void {
    if (frame.type === 'scenario/state') {
      this.state = frame.state;
      if (frame.error !== undefined) this.error = frame.error;
      return;
    }
    if (frame.type !== 'scenario/step') return;
    const ask = this.asks.find((a) => a.path === frame.path);
    if (ask !== undefined) {
      if (frame.state === 'started') {
        ask.state = 'running';
        this.#current = ask;
      } else {
        ask.state = 'settled';
        if (frame.result !== undefined) ask.result = frame.result;
        if (this.#current === ask) this.#current = undefined;
        for (const resolve of this.#settleWaiters.get(ask.path) ?? []) resolve();
        this.#settleWaiters.delete(ask.path);
      }
      return;
    }
    const provider = this.providers.find((p) => p.path === frame.path);
    if (provider !== undefined && frame.state === 'finished') {
      provider.state = 'settled';
      if (frame.code !== undefined) provider.code = frame.code;
    }
  }

  verdicts(): { path: string; verdict: Verdict; interactive: boolean }[] {
    return [
      ...this.asks.map((a) => ({ path: a.path, verdict: judge(a.step.expect, a.result, a.receipt), interactive: a.interactive === true })),
      ...this.providers
        .filter((p) => p.expected !== undefined)
        .map((p) => ({
          path: p.path,
          verdict: { pass: p.code === p.expected, expected: p.expected ?? '', actual: p.code ?? '(no error)' },
          interactive: false,
        })),
    ].sort((a, b) => a.path.localeCompare(b.path, undefined, { numeric: true }));
  }

  /** Every expectation met (interactive answers are reported, not judged). */
  passed(): boolean {
    return this.state === 'done' && this.verdicts().every((v) => v.interactive || v.verdict.pass);
  }
}
