/**
 * The tracker's reading of a run (§5.9, §10.4): the cursor follows the running
 * step; an outcome a person changed is "differs", never a pass; a scripted
 * mismatch fails; the run's one word follows from its steps.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectAnswer, projectError, UserQuestionError, type HostFrame } from '../../src/protocol/index.ts';
import { parseScenarioText } from '../../src/scenarios/loader.ts';
import { ScenarioTracker, overallKind, verdictKind } from '../../src/scenarios/tracker.ts';

function load(id: string) {
  const parsed = parseScenarioText(readFileSync(join(import.meta.dirname, `../../scenarios/${id}.json`), 'utf8'), `${id}.json`);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

const step = (path: string, kind: string, state: 'started' | 'finished', extra: Partial<Extract<HostFrame, { type: 'scenario/step' }>> = {}): HostFrame => ({
  type: 'scenario/step',
  path,
  kind,
  state,
  ...extra,
});

describe('the scenario tracker', () => {
  it('lists every step with its depth, and puts the cursor on the running one, or the next between steps', () => {
    const tracker = new ScenarioTracker(load('delegated-caller'));
    expect(tracker.steps.map((s) => `${s.path}@${s.depth}`)).toEqual(['1@0', '2@0', '2.1@1', '2.2@1', '3@0', '4@0']);
    expect(tracker.cursor).toBeUndefined();
    tracker.onFrame({ type: 'scenario/state', scenarioId: 'delegated-caller', state: 'running' });
    expect(tracker.cursor).toBe('1');
    tracker.onFrame(step('1', 'say', 'started'));
    tracker.onFrame(step('1', 'say', 'finished'));
    tracker.onFrame(step('2', 'subagent', 'started'));
    tracker.onFrame(step('2.1', 'say', 'started'));
    expect(tracker.cursor).toBe('2.1');
    tracker.onFrame(step('2.1', 'say', 'finished'));
    expect(tracker.cursor).toBe('2');
    tracker.onFrame({ type: 'scenario/state', scenarioId: 'delegated-caller', state: 'done' });
    expect(tracker.cursor).toBeUndefined();
  });

  it('calls a person’s different answer "differs", and a scripted mismatch "fail"', () => {
    const picked = projectAnswer({ answers: [{ id: 'db', selected: ['PostgreSQL'] }] });
    for (const interactive of [true, false]) {
      const tracker = new ScenarioTracker(load('single-choice'));
      tracker.onFrame({ type: 'scenario/state', scenarioId: 'single-choice', state: 'running' });
      tracker.onFrame(step('2', 'tool', 'started'));
      const record = tracker.asks[0];
      if (record === undefined) throw new Error('no ask');
      if (interactive) record.interactive = true;
      expect(tracker.verdicts()[0]?.kind).toBe('pending');
      tracker.onFrame(step('2', 'tool', 'finished', { result: picked }));
      expect(tracker.verdicts()[0]?.kind).toBe(interactive ? 'differs' : 'fail');
      expect(tracker.diverged).toBe(interactive);
      tracker.onFrame({ type: 'scenario/state', scenarioId: 'single-choice', state: 'done' });
      expect(tracker.outcome()).toBe(interactive ? 'differs' : 'fail');
    }
  });

  it('a person who answers as the script does passes', () => {
    const tracker = new ScenarioTracker(load('single-choice'));
    tracker.onFrame(step('2', 'tool', 'started'));
    if (tracker.asks[0] !== undefined) tracker.asks[0].interactive = true;
    tracker.onFrame(step('2', 'tool', 'finished', { result: projectAnswer({ answers: [{ id: 'db', selected: ['SQLite'] }] }) }));
    tracker.onFrame({ type: 'scenario/state', scenarioId: 'single-choice', state: 'done' });
    expect(tracker.verdicts()[0]?.kind).toBe('pass');
    expect(tracker.outcome()).toBe('pass');
  });

  it('answer-after-abort with a person at the card who sent nothing late is judged on its code, never “differs”; a late answer is judged with its receipt', () => {
    const aborted = projectError(new UserQuestionError('ASK_ABORTED', 'aborted'));
    for (const receipt of [undefined, 'not-pending', 'bad-response'] as const) {
      const tracker = new ScenarioTracker(load('answer-after-abort'));
      tracker.onFrame(step('1', 'tool', 'started'));
      const record = tracker.asks[0];
      if (record === undefined) throw new Error('no ask');
      record.interactive = true;
      if (receipt !== undefined) record.receipt = receipt;
      tracker.onFrame(step('1', 'tool', 'finished', { result: aborted }));
      const row = tracker.verdicts()[0];
      expect(row?.kind, String(receipt)).toBe(receipt === 'bad-response' ? 'differs' : 'pass');
      expect(row?.verdict.expected).toBe(receipt === undefined ? 'ASK_ABORTED' : 'ASK_ABORTED + receipt not-pending');
    }
    // The script itself (no person) still expects the receipt.
    const scripted = new ScenarioTracker(load('answer-after-abort'));
    scripted.onFrame(step('1', 'tool', 'started'));
    scripted.onFrame(step('1', 'tool', 'finished', { result: aborted }));
    expect(scripted.verdicts()[0]?.kind).toBe('fail');
  });

  it('sums a run in one word: any failure fails, else any difference differs', () => {
    expect(overallKind(['pass', 'differs', 'fail'])).toBe('fail');
    expect(overallKind(['pass', 'differs'])).toBe('differs');
    expect(overallKind([])).toBe('pass');
    expect(verdictKind({ pass: true, expected: 'a', actual: 'a' }, false, false)).toBe('pending');
  });
});
