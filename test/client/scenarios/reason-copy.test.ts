/**
 * What is wrong with an opened scenario reads in the page's locale: the English
 * is the loader's own sentence, and the Chinese keeps only the JSON path, step
 * kinds and the schema's or the parser's words in Latin letters.
 */
import { describe, expect, it } from 'vitest';
import { reasonText } from '../../../src/client/scenarios/reason-copy.ts';
import { readScenarioFile } from '../../../src/scenarios/file.ts';
import { reasonEnglish, type ScenarioReason } from '../../../src/scenarios/loader.ts';

const SAMPLES: readonly ScenarioReason[] = [
  { kind: 'steps-not-array', path: 'steps' },
  { kind: 'step-not-object', path: 'steps[0]' },
  { kind: 'unknown-step', path: 'steps[2]' },
  { kind: 'schema', path: 'steps[1].ask.questions[0].id', message: 'Invalid input: expected string, received number' },
  { kind: 'id-mismatch', id: 'theirs', expected: 'mine' },
  { kind: 'not-json', detail: 'Unexpected token' },
];

describe('a scenario problem on the page', () => {
  it.each(SAMPLES.map((r) => [r.kind, r] as const))('%s reads in English exactly as the loader says it', (_kind, reason) => {
    expect(reasonText(reason, 'en')).toBe(reasonEnglish(reason));
  });

  it.each(SAMPLES.map((r) => [r.kind, r] as const))('%s reads in Chinese around its data', (_kind, reason) => {
    const zh = reasonText(reason, 'zh');
    expect(zh).toMatch(/[\u4e00-\u9fff]|^steps\[1\]/);
    const data = Object.entries(reason).filter(([name]) => name !== 'kind').map(([, value]) => String(value));
    let prose = zh;
    for (const value of data) prose = prose.split(value).join('');
    const words = (prose.match(/[A-Za-z][A-Za-z_-]*/g) ?? []).filter(
      (w) => !['id', 'JSON', 'say', 'tool', 'ask', 'provider', 'policy', 'transport', 'wait', 'subagent'].includes(w),
    );
    expect(words).toEqual([]);
  });

  it('an opened file that does not match the schema carries its reason as data, beside the English', () => {
    const read = readScenarioFile(JSON.stringify({ id: 'x', steps: [{ dance: {} }] }), 'x.json');
    expect(read).toMatchObject({ ok: false, problem: 'invalid', reason: { kind: 'unknown-step', path: 'steps[0]' } });
    expect(read.ok || read.problem !== 'invalid' || read.error).toMatch(/^x\.json: steps\[0\]: unknown step kind/);
    if (!read.ok && read.problem === 'invalid') expect(reasonText(read.reason, 'zh')).toMatch(/^steps\[0\]：未知的步骤类型/);
  });
});
