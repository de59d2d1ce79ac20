/**
 * Follows one scenario run from its frames: which step is running (the player's
 * cursor), what each ask settled with, which receipts the user's late answers
 * got, and how each outcome compares with the scenario's expectation: a pass, a
 * failure, or (when a person answered instead of the script) "differs from the
 * script" — never a pass for an answer the script did not give (§5.9). Used by
 * the headless runner and by the page's player alike.
 */
import {
  canonicalAnswer,
  failureCode,
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

/**
 * How one outcome compares with the script: `pass`, `fail`, `differs` (a person
 * answered and the outcome is not the script's), or `pending` (not settled yet).
 */
export type VerdictKind = 'pass' | 'differs' | 'fail' | 'pending';

export interface VerdictRow {
  readonly path: string;
  readonly verdict: Verdict;
  readonly interactive: boolean;
  readonly kind: VerdictKind;
}

/** Where a step is in the run. */
export type StepState = 'waiting' | 'running' | 'done';

export interface StepRecord {
  readonly path: string;
  readonly step: Step;
  /** Nesting level: 0 at the top, 1 inside a sub-agent, … */
  readonly depth: number;
  state: StepState;
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
  if ('error' in expect) return expect.error;
  return expect.text;
}

export function judge(expect: Expectation, result: ToolResult | undefined, receipt?: string): Verdict {
  const wantedReceipt = 'receipt' in expect ? expect.receipt : undefined;
  const expectedBase = describeExpectation(expect);
  const expected = expectedBase + (wantedReceipt !== undefined ? ` + receipt ${wantedReceipt}` : '');
  if (result === undefined) return { pass: false, expected, actual: '(not settled)' };
  const actualBase = result.isError ? failureCode(result) : resultText(result);
  const actual = actualBase + (receipt !== undefined ? ` + receipt ${receipt}` : '');
  const receiptOk = wantedReceipt === undefined || wantedReceipt === receipt;
  if ('answer' in expect) return { pass: !result.isError && actualBase === expectedBase && receiptOk, expected, actual };
  if ('code' in expect) return { pass: result.isError && failureCode(result) === expect.code && receiptOk, expected, actual };
  if ('error' in expect) {
    const text = resultText(result);
    return { pass: result.isError && text === expect.error && receiptOk, expected, actual: (result.isError ? text : actualBase) + (receipt !== undefined ? ` + receipt ${receipt}` : '') };
  }
  return { pass: !result.isError && actualBase === expect.text, expected, actual };
}

/**
 * What an ask is judged against. A script that answers only after the ask is aborted expects that late answer's
 * receipt; when a person had the card instead and sent nothing late (the card left with the abort), there is no
 * receipt to judge, and the ask is judged on its outcome alone rather than read as a person's different answer.
 */
function judgedExpectation(ask: AskRecord): Expectation {
  const { expect } = ask.step;
  const user = ask.step.user;
  const lateScript = user !== undefined && 'answers' in user && user.afterAbort === true;
  if (ask.interactive === true && lateScript && ask.receipt === undefined && 'receipt' in expect) {
    const { receipt: _receipt, ...rest } = expect;
    return rest as Expectation;
  }
  return expect;
}

/** Every step with its path ("3", "4.1"), depth first, in run order. */
export function flattenSteps(steps: readonly Step[], prefix = ''): { path: string; step: Step }[] {
  return steps.flatMap((step, i) => {
    const path = `${prefix}${i + 1}`;
    const self = { path, step };
    return isSubagentStep(step) ? [self, ...flattenSteps(step.steps, `${path}.`)] : [self];
  });
}

/** The verdict of one row: pending until settled; a person's differing outcome is `differs`, never `pass`. */
export function verdictKind(verdict: Verdict, settled: boolean, interactive: boolean): VerdictKind {
  if (!settled) return 'pending';
  if (verdict.pass) return 'pass';
  return interactive ? 'differs' : 'fail';
}

/** One word for a whole run: any failure fails it; else any difference makes it `differs`; else it passes. */
export function overallKind(kinds: readonly VerdictKind[]): Exclude<VerdictKind, 'pending'> {
  if (kinds.includes('fail')) return 'fail';
  if (kinds.includes('differs')) return 'differs';
  return 'pass';
}

export class ScenarioTracker {
  readonly scenario: Scenario;
  /** Every step of the script, depth first, in run order (the player's list). */
  readonly steps: StepRecord[];
  readonly asks: AskRecord[];
  readonly providers: ProviderRecord[];
  state: 'idle' | 'running' | 'paused' | 'done' | 'stopped' | 'invalid' = 'idle';
  error: string | undefined;
  #current: AskRecord | undefined;
  readonly #settleWaiters = new Map<string, (() => void)[]>();

  constructor(scenario: Scenario) {
    this.scenario = scenario;
    const flat = flattenSteps(scenario.steps);
    this.steps = flat.map(({ path, step }) => ({ path, step, depth: path.split('.').length - 1, state: 'waiting' as const }));
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
    const record = this.steps.find((r) => r.path === frame.path);
    if (record !== undefined) record.state = frame.state === 'started' ? 'running' : 'done';
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

  /**
   * The step the run is at: the innermost running one; between steps (paused,
   * or pacing) the next one to run. Undefined before a start and after the end.
   */
  get cursor(): string | undefined {
    if (this.state === 'idle' || this.state === 'done' || this.state === 'invalid') return undefined;
    const running = this.steps.filter((r) => r.state === 'running').at(-1);
    if (running !== undefined) return running.path;
    if (this.state === 'stopped') return undefined;
    return this.steps.find((r) => r.state === 'waiting' && !isSubagentStep(r.step))?.path;
  }

  verdicts(): VerdictRow[] {
    return [
      ...this.asks.map((a) => {
        const verdict = judge(judgedExpectation(a), a.result, a.receipt);
        const interactive = a.interactive === true;
        return { path: a.path, verdict, interactive, kind: verdictKind(verdict, a.state === 'settled', interactive) };
      }),
      ...this.providers
        .filter((p) => p.expected !== undefined)
        .map((p) => {
          const verdict = { pass: p.code === p.expected, expected: p.expected ?? '', actual: p.code ?? '(no error)' };
          return { path: p.path, verdict, interactive: false, kind: verdictKind(verdict, p.state === 'settled', false) };
        }),
    ].sort((a, b) => a.path.localeCompare(b.path, undefined, { numeric: true }));
  }

  /** The verdict of the step at `path`, when it has an expectation. */
  verdictAt(path: string): VerdictRow | undefined {
    return this.verdicts().find((v) => v.path === path);
  }

  /** A person's outcome already departed from the script: what the script says next is no longer the story's. */
  get diverged(): boolean {
    return this.verdicts().some((v) => v.kind === 'differs');
  }

  /** The run's one-word verdict once it has ended (done or stopped), else undefined. */
  outcome(): Exclude<VerdictKind, 'pending'> | undefined {
    if (this.state === 'invalid') return 'fail';
    if (this.state !== 'done' && this.state !== 'stopped') return undefined;
    const rows = this.verdicts();
    if (this.state === 'stopped' && (this.error !== undefined || rows.some((v) => v.kind === 'pending'))) return 'fail';
    return overallKind(rows.map((v) => (v.kind === 'pending' ? 'fail' : v.kind)));
  }

  /** Every expectation met; an outcome a person changed is reported as differing, not failed. */
  passed(): boolean {
    return this.state === 'done' && this.verdicts().every((v) => v.kind === 'pass' || v.kind === 'differs');
  }
}
