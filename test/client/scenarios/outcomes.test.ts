/** The catalogue's tags: what each scenario's steps expect, each once, in order. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectedOutcomes } from '../../../src/client/scenarios/outcomes.ts';
import { parseScenarioText } from '../../../src/scenarios/loader.ts';

function load(id: string) {
  const file = `scenarios/${id}.json`;
  const parsed = parseScenarioText(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8'), file);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

describe('expectedOutcomes', () => {
  it('names a plain error (DSH\'s exit_plan_mode refusals, no code) "error", beside successes and codes', () => {
    expect(expectedOutcomes(load('plan-mode'))).toEqual(['error', 'text']);
    expect(expectedOutcomes(load('plan-review-dismissed'))).toEqual(['error']);
    expect(expectedOutcomes(load('plan-review'))).toEqual(['text']);
    expect(expectedOutcomes(load('bad-intent-label'))).toEqual(['BAD_INTENT']);
    expect(expectedOutcomes(load('single-choice'))).toEqual(['answer']);
  });
});
