/**
 * Opening a scenario someone hands the page: a file or a `?scenario-data=`
 * value goes through the built-in files' schema and loader; a file too large or
 * not JSON is told apart from one that fails the schema, which names the path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseUrlState } from '../../src/app/url-decoders.ts';
import {
  MAX_SCENARIO_BYTES,
  decodeScenarioData,
  encodeScenarioData,
  readScenarioFile,
  scenarioText,
} from '../../src/scenarios/file.ts';
import { parseScenarioText } from '../../src/scenarios/loader.ts';

const single = readFileSync(join(import.meta.dirname, '../../scenarios/single-choice.json'), 'utf8');

describe('reading a scenario file', () => {
  it('accepts a built-in file under any name (a second download is "x (1).json")', () => {
    const read = readScenarioFile(single, 'single-choice (1).json');
    expect(read.ok).toBe(true);
    expect(parseScenarioText(single, 'single-choice (1).json').ok).toBe(false);
  });

  it('names the file and the JSON path of a bad step', () => {
    const data = JSON.parse(single) as { steps: unknown[] };
    data.steps[1] = { ask: { questions: [{ id: 42, question: 'Which?' }] }, expect: { code: 'X' } };
    const read = readScenarioFile(JSON.stringify(data), 'broken.json');
    expect(read).toMatchObject({ ok: false, problem: 'invalid', file: 'broken.json' });
    expect(read.ok ? '' : 'error' in read ? read.error : '').toMatch(/^broken\.json: steps\[1\]\.ask\.questions\[0\]\.id: /);
  });

  it('says plainly that a file is not JSON, or too large, before any schema', () => {
    expect(readScenarioFile('# notes\nnot json', 'notes.md')).toMatchObject({ ok: false, problem: 'not-json', file: 'notes.md' });
    expect(readScenarioFile('{}', 'huge.json', { bytes: MAX_SCENARIO_BYTES + 1 })).toMatchObject({ ok: false, problem: 'too-large', limit: MAX_SCENARIO_BYTES });
  });

  it('round-trips through ?scenario-data= and the URL parser', () => {
    const read = readScenarioFile(single, 'single-choice.json');
    if (!read.ok) throw new Error('fixture');
    const data = encodeScenarioData(read.scenario);
    expect(decodeScenarioData(data)).toBe(JSON.stringify(read.scenario));
    const state = parseUrlState(`?scenario-data=${data}&autoplay=1`);
    expect(state.problems).toEqual([]);
    expect(state.scenarioData).toBe(JSON.stringify(read.scenario));
    const back = readScenarioFile(state.scenarioData ?? '', 'scenario-data');
    expect(back.ok && back.scenario).toEqual(read.scenario);
    expect(scenarioText(read.scenario).endsWith('}\n')).toBe(true);
  });

  it('a cut-short or garbage ?scenario-data= is one problem, and the rest of the URL still counts', () => {
    const state = parseUrlState('?scenario-data=%%%garbage&lang=zh');
    expect(state.scenarioData).toBeUndefined();
    expect(state.problems).toEqual([{ kind: 'scenario-data', cause: 'not-lz' }]);
    expect(state.lang).toBe('zh');
    expect(decodeScenarioData('')).toBeNull();
  });
});
