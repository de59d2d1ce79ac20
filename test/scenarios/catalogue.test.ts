/**
 * Every scenario file runs headless through the real runtime and bridge, and its
 * expectations must hold; the catalogue holds every id SPEC §4 requires.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioHeadless, type HeadlessReport } from '../../src/scenarios/headless.ts';
import { localizeScenario, readableStrings } from '../../src/scenarios/localize.ts';
import { parseScenarioText } from '../../src/scenarios/loader.ts';
import type { Scenario } from '../../src/scenarios/schema.ts';

const dir = join(import.meta.dirname, '../../scenarios');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

const REQUIRED_IDS = [
  'single-choice', 'multi-choice', 'free-text', 'mixed-batch', 'recommended-badge', 'detail-markdown', 'plan-review',
  'plan-review-approve-only', 'plan-review-fallback', 'cancel-dismiss', 'abort-before-ask', 'abort-while-pending',
  'empty-questions', 'no-provider', 'duplicate-provider', 'caller-not-live', 'stale-agent', 'delegated-caller',
  'resumed-root', 'bad-intent-label', 'bad-intent-no-options', 'bad-intent-no-detail', 'provider-disposed',
  'answer-after-abort', 'transport-failure', 'approval-independence', 'invalid-arguments', 'large-batch',
];

function expectEveryExpectationMet(report: HeadlessReport): void {
  expect(report.errors).toEqual([]);
  expect(report.tracker.state).toBe('done');
  for (const { path, verdict } of report.tracker.verdicts()) {
    expect(verdict.actual, `step ${path}`).toBe(verdict.expected);
    expect(verdict.pass, `step ${path}`).toBe(true);
  }
  expect(report.tracker.passed()).toBe(true);
}

function load(file: string): Scenario {
  const parsed = parseScenarioText(readFileSync(join(dir, file), 'utf8'), `scenarios/${file}`);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

describe('the scenario catalogue', () => {
  it('names every file after its scenario id (a ?scenario= link is fetched by that name, src/host/boot-scenario.ts)', () => {
    for (const file of files) expect(`${load(file).id}.json`).toBe(file);
  });

  it('has a valid file for every id the specification requires', () => {
    const ids = files.map((f) => load(f).id);
    for (const id of REQUIRED_IDS) expect(ids, `missing scenarios/${id}.json`).toContain(id);
  });

  for (const file of files) {
    it(`${file} runs headless and meets every expectation`, async () => {
      const report = await runScenarioHeadless(load(file), { timeoutMs: 20_000 });
      expectEveryExpectationMet(report);
    }, 30_000);

    // The same story in a Chinese page: its selections and expected answers go through the same table as its labels.
    it(`${file} in Chinese runs headless and meets every expectation`, async () => {
      const zh = localizeScenario(load(file), 'zh');
      // Different words wherever the steps have any to read (empty-questions has none).
      if (readableStrings(load(file)).some((text) => /[A-Za-z]/.test(text))) expect(zh.steps).not.toEqual(load(file).steps);
      const report = await runScenarioHeadless(zh, { timeoutMs: 20_000 });
      expectEveryExpectationMet(report);
    }, 30_000);
  }
});

describe('the scenarios in Chinese (translations.zh)', () => {
  for (const file of files) {
    it(`${file}: every string a person reads in its steps has its Chinese, and the table has nothing else`, () => {
      const scenario = load(file);
      const table = scenario.translations?.zh ?? {};
      const readable = new Set(readableStrings(scenario));
      // A string with no Latin letter (a number, punctuation, Chinese already) reads the same in both.
      const missing = [...readable].filter((text) => /[A-Za-z]/.test(text) && !Object.hasOwn(table, text));
      expect(missing, `scenarios/${file}: strings with no Chinese`).toEqual([]);
      const unused = Object.keys(table).filter((key) => !readable.has(key));
      expect(unused, `scenarios/${file}: entries no step reads`).toEqual([]);
      for (const [key, value] of Object.entries(table)) expect(value.trim() === '', `scenarios/${file}: "${key}" is blank`).toBe(key.trim() === '');
    });
  }
});

describe('the scripted driver\'s own notices', () => {
  it('carry a key the page words in its locale: the policy step and a provider that throws', async () => {
    const keys = async (file: string): Promise<unknown[]> =>
      (await runScenarioHeadless(load(file), { timeoutMs: 20_000 })).frames
        .filter((f) => f.type === 'transcript/message' && (f.payload as { role?: string }).role === 'notice')
        .map((f) => (f.payload as { notice?: unknown }).notice);
    expect(await keys('approval-independence.json')).toContainEqual({ key: 'policy-set', policy: expect.any(String) });
    expect(await keys('duplicate-provider.json')).toContainEqual({ key: 'provider-threw', code: 'DUPLICATE_PROVIDER', detail: expect.any(String) });
  }, 30_000);
});

describe('scenario checking', () => {
  it('fails a scenario whose expectation does not match what happened', async () => {
    const scenario = load('single-choice.json');
    const wrong: Scenario = {
      ...scenario,
      steps: scenario.steps.map((step) =>
        'tool' in step ? { ...step, expect: { answer: { answers: [{ id: 'db', selected: ['Redis'] }] } } } : step,
      ),
    };
    const report = await runScenarioHeadless(wrong);
    expect(report.tracker.passed()).toBe(false);
    expect(report.tracker.verdicts().some((v) => !v.verdict.pass)).toBe(true);
  });

  it('names the file and the path of a bad step', () => {
    const parsed = parseScenarioText(
      JSON.stringify({ id: 'broken', title: { zh: '标题', en: 't' }, description: { zh: '说明', en: 'd' }, group: 'errors', steps: [{ say: 'hi' }, { ask: { questions: [{ id: 1 }] }, expect: { code: 'X' } }] }),
      'scenarios/broken.json',
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/^scenarios\/broken\.json: steps\[1\]\.ask\.questions\[0\]\.id: /);
  });

  it('names the file when the JSON itself is broken, and rejects an unknown step kind', () => {
    const broken = parseScenarioText('{"id": ', 'scenarios/x.json');
    expect(broken.ok || broken.error).toMatch(/^scenarios\/x\.json: not valid JSON/);
    const unknown = parseScenarioText(
      JSON.stringify({ id: 'x', title: { zh: '标题', en: 't' }, description: { zh: '说明', en: 'd' }, group: 'errors', steps: [{ dance: true }] }),
      'scenarios/x.json',
    );
    expect(unknown.ok || unknown.error).toMatch(/steps\[0\]: unknown step kind/);
  });

  it('requires the id to match the file name', () => {
    const parsed = parseScenarioText(
      JSON.stringify({ id: 'other', title: { zh: '标题', en: 't' }, description: { zh: '说明', en: 'd' }, group: 'errors', steps: [{ say: 'x' }] }),
      'scenarios/mine.json',
    );
    expect(parsed.ok || parsed.error).toMatch(/must match the file name "mine"/);
  });
});

describe('scenario text in both locales', () => {
  it('gives every built-in scenario a title and description in zh and en, the zh one in Chinese', () => {
    for (const file of files) {
      const scenario = load(file);
      for (const field of [scenario.title, scenario.description]) {
        expect(field.zh, file).toMatch(/\p{Script=Han}/u);
        expect(field.en, file).toMatch(/[A-Za-z]{3}/);
        expect(field.zh, file).not.toBe(field.en);
      }
    }
  });

  it('names the file and the locale when one is missing or empty', () => {
    const missing = parseScenarioText(
      JSON.stringify({ id: 'x', title: { en: 'T' }, description: { zh: '说明', en: 'd' }, group: 'errors', steps: [{ say: 'x' }] }),
      'scenarios/x.json',
    );
    expect(missing.ok || missing.error).toMatch(/^scenarios\/x\.json: title\.zh: /);
    const empty = parseScenarioText(
      JSON.stringify({ id: 'x', title: { zh: '标题', en: 'T' }, description: { zh: '说明', en: '  ' }, group: 'errors', steps: [{ say: 'x' }] }),
      'scenarios/x.json',
    );
    expect(empty.ok || empty.error).toBe('scenarios/x.json: description.en: must not be empty');
    const plain = parseScenarioText(
      JSON.stringify({ id: 'x', title: 'Only English', description: { zh: '说明', en: 'd' }, group: 'errors', steps: [{ say: 'x' }] }),
      'scenarios/x.json',
    );
    expect(plain.ok || plain.error).toMatch(/^scenarios\/x\.json: title: /);
  });
});

describe('scenario runs that go wrong', () => {
  const base = { id: 'x', title: { zh: '标题', en: 't' }, description: { zh: '说明', en: 'd' }, group: 'errors' as const };

  it('stops with the reason when the setup names an unknown parent, instead of hanging', async () => {
    const report = await runScenarioHeadless({
      ...base,
      setup: { agents: [{ id: 'kid', kind: 'child', parent: 'nobody' }] },
      steps: [{ say: 'hi' }],
    });
    expect(report.tracker.state).toBe('stopped');
    expect(report.tracker.error).toMatch(/unknown agent "nobody"/);
  });

  it('settles a tool step without an agent as CALLER_NOT_LIVE and carries on', async () => {
    const report = await runScenarioHeadless({
      ...base,
      steps: [
        { tool: 'ask_user_question', agent: null, arguments: { questions: [{ id: 'a', question: 'q' }] }, expect: { code: 'CALLER_NOT_LIVE' } },
        { say: 'after' },
      ],
    });
    expect(report.tracker.state).toBe('done');
    expect(report.tracker.passed()).toBe(true);
  });
});
