/**
 * The player reads a script as a person would (§10.4): every step of every
 * built-in scenario as a line with a known phrase, expected vs actual
 * pretty-printed with the difference marked, and names for a saved session.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineDiff, prettyOutcome } from '../../../src/client/scenarios/diff.ts';
import { defaultNames } from '../../../src/client/scenarios/save-defaults.ts';
import { scenarioCopy } from '../../../src/client/scenarios/scenario-copy.ts';
import { scriptLine } from '../../../src/client/scenarios/script-lines.ts';
import { requestFromToolRow } from '../../../src/client/transcript/open-in-request.ts';
import { parseScenario, parseScenarioText } from '../../../src/scenarios/loader.ts';
import type { Scenario } from '../../../src/scenarios/schema.ts';
import { flattenSteps } from '../../../src/scenarios/tracker.ts';

const dir = join(import.meta.dirname, '../../../scenarios');
const all: Scenario[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const parsed = parseScenarioText(readFileSync(join(dir, f), 'utf8'), `scenarios/${f}`);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.scenario;
  });

describe('the script, readable', () => {
  it('words every step of every built-in scenario in both locales, without a raw key or an unfilled slot', () => {
    for (const scenario of all) {
      for (const { path, step } of flattenSteps(scenario.steps)) {
        const line = scriptLine(step, 'skip');
        for (const phrase of [line.action, ...line.notes]) {
          for (const locale of ['zh', 'en'] as const) {
            const text = scenarioCopy.text(locale, phrase.key, phrase.vars);
            expect(text, `${scenario.id} step ${path}`).not.toBe(phrase.key);
            expect(text, `${scenario.id} step ${path}`).not.toMatch(/\{\w+\}/);
          }
        }
      }
    }
  });

  it('says who answers what: the scripted answers verbatim, interrupts and agents', () => {
    const steps = new Map(all.flatMap((s) => flattenSteps(s.steps).map(({ path, step }) => [`${s.id}#${path}`, step] as const)));
    const single = scriptLine(steps.get('single-choice#2') as never, 'skip');
    expect(single).toMatchObject({ kind: 'tool', code: 'ask_user_question', verbatim: 'Which database should the service use?' });
    expect(single.notes).toEqual([{ key: 'step.question1' }, { key: 'step.userAnswers', verbatim: 'SQLite' }]);
    const aborted = scriptLine(steps.get('abort-while-pending#1') as never, 'skip');
    expect(aborted.notes.map((n) => n.key)).toContain('step.abortPending');
    expect(scriptLine(steps.get('delegated-caller#2') as never, 'skip')).toMatchObject({ kind: 'subagent', code: 'researcher' });
  });

  it('joins one answer\'s labels and text with the locale\'s list separator', () => {
    const steps = new Map(all.flatMap((s) => flattenSteps(s.steps).map(({ path, step }) => [`${s.id}#${path}`, step] as const)));
    const mixed = steps.get('mixed-batch#2') as never;
    expect(scriptLine(mixed, 'skips').notes).toContainEqual({ key: 'step.userAnswers', verbatim: 'Fast (Recommended) · “/tmp/out” · Lint, Unit tests, “fuzz”' });
    expect(scriptLine(mixed, '跳过', '、').notes).toContainEqual({ key: 'step.userAnswers', verbatim: 'Fast (Recommended) · “/tmp/out” · Lint、Unit tests、“fuzz”' });
  });
});

describe('expected vs actual', () => {
  it('pretty-prints JSON, keeps a receipt on its own line, and leaves a code alone', () => {
    expect(prettyOutcome('{"a":[1]}')).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(prettyOutcome('ASK_ABORTED + receipt not-pending')).toBe('ASK_ABORTED\nreceipt: not-pending');
    expect(prettyOutcome('DELEGATED_CALLER')).toBe('DELEGATED_CALLER');
  });

  it('marks only the lines that differ, and every line of both sides is in the diff', () => {
    const diff = lineDiff(prettyOutcome('{"answers":[{"id":"db","selected":["SQLite"]}]}'), prettyOutcome('{"answers":[{"id":"db","selected":["PostgreSQL"]}]}'));
    expect(diff.filter((l) => l.kind !== 'same')).toEqual([
      { kind: 'removed', text: '        "SQLite"' },
      { kind: 'added', text: '        "PostgreSQL"' },
    ]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 12 }), fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 12 }), (x, y) => {
        const d = lineDiff(x.join('\n'), y.join('\n'));
        expect(d.filter((l) => l.kind !== 'added').map((l) => l.text)).toEqual(x.join('\n').split('\n'));
        expect(d.filter((l) => l.kind !== 'removed').map((l) => l.text)).toEqual(y.join('\n').split('\n'));
        if (x.join('\n') === y.join('\n')) expect(d.every((l) => l.kind === 'same')).toBe(true);
      }),
    );
  });
});

describe('Open in Request', () => {
  it('takes the questions the card showed, else maps the model’s arguments, else offers nothing', () => {
    const asked = [{ id: 'plan-review', question: 'Approve?', options: [{ label: 'Approve' }] }];
    expect(requestFromToolRow('exit_plan_mode', { plan: '# P' }, asked)).toEqual({ questions: asked });
    expect(
      requestFromToolRow('ask_user_question', { questions: [{ id: 'a', question: 'Q?', multi_select: true, options: [{ label: 'x' }] }] }, undefined),
    ).toEqual({ questions: [{ id: 'a', question: 'Q?', options: [{ label: 'x' }], multiSelect: true }] });
    expect(requestFromToolRow('userQuestions.ask', { questions: [{ id: 'b', question: 'Q?' }] }, undefined)).toEqual({ questions: [{ id: 'b', question: 'Q?' }] });
    expect(requestFromToolRow('ask_user_question', '{"questions": [', undefined)).toBeNull();
    expect(requestFromToolRow('run_command', { command: 'ls' }, undefined)).toBeNull();
    expect(requestFromToolRow('ask_user_question', { questions: [] }, undefined)).toBeNull();
  });
});

describe('names for a saved session', () => {
  it('a played scenario keeps its id and titles with "repro"; another session is named after its first question; both load', () => {
    const single = all.find((s) => s.id === 'single-choice') as Scenario;
    const names = defaultNames(single, single, new Date('2026-12-03T10:00:00Z'));
    expect(names).toMatchObject({ id: 'single-choice-repro', title: { zh: '单选（复现）', en: 'Single choice (repro)' } });
    expect(names.description.en).toBe('Saved on 2026-12-03 10:00: 1 ask, outcomes: answer.');
    const session: Scenario = { ...single, steps: [{ ask: { questions: [{ id: 'Mode', question: '  How   should I go on?' }] }, expect: { code: 'ASK_CANCELLED' } }] };
    const named = defaultNames(session, undefined, new Date());
    expect(named).toMatchObject({ id: 'repro-mode', title: { en: 'Repro: How should I go on?', zh: '复现：How should I go on?' } });
    expect(named.description.zh).toContain('ASK_CANCELLED');
    for (const n of [names, named]) expect(parseScenario({ ...session, ...n }, `${n.id}.json`).ok).toBe(true);
  });
});
