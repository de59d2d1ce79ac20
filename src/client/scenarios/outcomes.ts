/**
 * What a scenario expects, in a few words for its catalogue item: the codes its
 * asks and provider steps expect, or "answer" / "text" for a success. Pure.
 */
import { isAskingStep, type Scenario } from '../../scenarios/schema.ts';
import { flattenSteps } from '../../scenarios/tracker.ts';

/** The outcomes a scenario expects, in order, each once: codes, "error" for a plain error (no code), or "answer"/"text". */
export function expectedOutcomes(scenario: Scenario): string[] {
  const all = flattenSteps(scenario.steps).flatMap(({ step }) => {
    if (!isAskingStep(step)) return 'provider' in step && step.expect !== undefined ? [step.expect.code] : [];
    const e = step.expect;
    return ['code' in e ? e.code : 'error' in e ? 'error' : 'answer' in e ? 'answer' : 'text'];
  });
  return [...new Set(all)];
}
