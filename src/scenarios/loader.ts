/**
 * Parses a scenario file with errors a person can act on: the file name, the
 * JSON path of the problem, and what was expected there. Steps are checked one
 * by one against the schema of their kind, so a bad step says what is wrong with
 * *it* rather than "no union member matched".
 */
import * as z from 'zod/mini';
import { formatPath } from '../protocol/index.ts';
import {
  askStepSchema,
  policyStepSchema,
  providerStepSchema,
  sayStepSchema,
  scenarioSchema,
  toolStepSchema,
  transportStepSchema,
  waitStepSchema,
  type Scenario,
} from './schema.ts';

export type ScenarioParse = { ok: true; scenario: Scenario } | { ok: false; error: string };

const STEP_KINDS: ReadonlyArray<readonly [string, z.ZodMiniType]> = [
  ['say', sayStepSchema],
  ['tool', toolStepSchema],
  ['ask', askStepSchema],
  ['provider', providerStepSchema],
  ['policy', policyStepSchema],
  ['transport', transportStepSchema],
  ['wait', waitStepSchema],
];

function checkSteps(steps: unknown, path: (string | number)[]): string | null {
  if (!Array.isArray(steps)) return `${formatPath(path)}: expected an array of steps`;
  for (const [i, step] of steps.entries()) {
    const here = [...path, i];
    if (typeof step !== 'object' || step === null || Array.isArray(step)) return `${formatPath(here)}: a step must be an object`;
    if ('subagent' in step) {
      const nested = checkSteps((step as { steps?: unknown }).steps, [...here, 'steps']);
      if (nested !== null) return nested;
      continue;
    }
    const kind = STEP_KINDS.find(([key]) => key in step);
    if (kind === undefined) {
      return `${formatPath(here)}: unknown step kind (expected one of say, tool, ask, provider, policy, transport, wait, subagent)`;
    }
    const parsed = kind[1].safeParse(step);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return `${formatPath([...here, ...(issue?.path ?? [])] as (string | number)[])}: ${issue?.message ?? 'invalid'}`;
    }
  }
  return null;
}

export interface ParseOptions {
  /**
   * The id must equal the file name (built-in files: docs link to them by id).
   * Off for a file a person opens: a browser names a second download `x (1).json`.
   */
  readonly matchFileName?: boolean;
}

export function parseScenario(data: unknown, file: string, options: ParseOptions = {}): ScenarioParse {
  const stepProblem =
    typeof data === 'object' && data !== null && 'steps' in data ? checkSteps((data as { steps: unknown }).steps, ['steps']) : null;
  if (stepProblem !== null) return { ok: false, error: `${file}: ${stepProblem}` };
  const parsed = scenarioSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${file}: ${formatPath(issue?.path ?? [])}: ${issue?.message ?? 'invalid scenario'}` };
  }
  const expectedId = options.matchFileName === false ? undefined : /([^/\\]+)\.json$/.exec(file)?.[1];
  if (expectedId !== undefined && expectedId !== parsed.data.id) {
    return { ok: false, error: `${file}: id: the id "${parsed.data.id}" must match the file name "${expectedId}"` };
  }
  return { ok: true, scenario: parsed.data };
}

export function parseScenarioText(text: string, file: string, options: ParseOptions = {}): ScenarioParse {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  return parseScenario(data, file, options);
}
