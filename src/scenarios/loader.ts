/**
 * Parses a scenario file with errors a person can act on: the file name, the
 * JSON path of the problem, and what was expected there. Steps are checked one
 * by one against the schema of their kind, so a bad step says what is wrong with
 * *it* rather than "no union member matched".
 */
import * as z from 'zod/mini';
import { firstIssueIn, type SchemaTranslations } from '../protocol/zod-messages.ts';
import { assertNever, formatPath } from '../protocol/index.ts';
import {
  ID_FORMAT,
  askStepSchema,
  policyStepSchema,
  planModeStepSchema,
  providerStepSchema,
  sayStepSchema,
  scenarioSchema,
  toolStepSchema,
  transportStepSchema,
  waitStepSchema,
  type Scenario,
} from './schema.ts';

/**
 * What is wrong with a scenario, as data: a page words it in its locale. `path`
 * is the JSON path; `message` is the schema's own words in English, and
 * `messages` the same words in the other languages the caller asked for
 * (`ParseOptions.translations`).
 */
export type ScenarioReason =
  | { readonly kind: 'steps-not-array' | 'step-not-object' | 'unknown-step'; readonly path: string }
  | { readonly kind: 'schema'; readonly path: string; readonly message: string; readonly messages?: Readonly<Record<string, string>> }
  | { readonly kind: 'id-mismatch'; readonly id: string; readonly expected: string }
  /** The scenario's id is not lowercase words joined by hyphens (the schema's own rule, worded by the page). */
  | { readonly kind: 'id-format' }
  | { readonly kind: 'not-json'; readonly detail: string };

/** `error` is the English sentence (tests, the headless runner, the console): the file, then the reason. */
export type ScenarioParse = { ok: true; scenario: Scenario } | { ok: false; error: string; reason: ScenarioReason };

export function reasonEnglish(reason: ScenarioReason): string {
  switch (reason.kind) {
    case 'steps-not-array':
      return `${reason.path}: expected an array of steps`;
    case 'step-not-object':
      return `${reason.path}: a step must be an object`;
    case 'unknown-step':
      return `${reason.path}: unknown step kind (expected one of say, tool, ask, provider, policy, transport, wait, subagent)`;
    case 'schema':
      return `${reason.path}: ${reason.message}`;
    case 'id-mismatch':
      return `id: the id "${reason.id}" must match the file name "${reason.expected}"`;
    case 'id-format':
      return `id: ${ID_FORMAT}`;
    case 'not-json':
      return `not valid JSON (${reason.detail})`;
    default:
      return assertNever(reason, 'scenario reason');
  }
}

function failure(file: string, reason: ScenarioReason): ScenarioParse {
  return { ok: false, error: `${file}: ${reasonEnglish(reason)}`, reason };
}

const STEP_KINDS: ReadonlyArray<readonly [string, z.ZodMiniType]> = [
  ['say', sayStepSchema],
  ['tool', toolStepSchema],
  ['ask', askStepSchema],
  ['provider', providerStepSchema],
  ['policy', policyStepSchema],
  ['planMode', planModeStepSchema],
  ['transport', transportStepSchema],
  ['wait', waitStepSchema],
];

export type { SchemaTranslations } from '../protocol/zod-messages.ts';

/**
 * The first issue of a failed parse as a reason: the English message, and the same issue worded by each translation
 * (the schema is parsed again with that language's messages; only a failure pays for it).
 */
function schemaReason(
  schema: z.ZodMiniType,
  data: unknown,
  issue: z.core.$ZodIssue | undefined,
  prefix: readonly (string | number)[],
  fallback: string,
  translations: SchemaTranslations | undefined,
): ScenarioReason {
  const path = formatPath([...prefix, ...(issue?.path ?? [])] as (string | number)[]);
  const message = issue?.message ?? fallback;
  if (translations === undefined || issue === undefined) return { kind: 'schema', path, message };
  return { kind: 'schema', path, message, messages: firstIssueIn(schema, data, translations) };
}

function checkSteps(steps: unknown, path: (string | number)[], translations: SchemaTranslations | undefined): ScenarioReason | null {
  if (!Array.isArray(steps)) return { kind: 'steps-not-array', path: formatPath(path) };
  for (const [i, step] of steps.entries()) {
    const here = [...path, i];
    if (typeof step !== 'object' || step === null || Array.isArray(step)) return { kind: 'step-not-object', path: formatPath(here) };
    if ('subagent' in step) {
      const nested = checkSteps((step as { steps?: unknown }).steps, [...here, 'steps'], translations);
      if (nested !== null) return nested;
      continue;
    }
    const kind = STEP_KINDS.find(([key]) => key in step);
    if (kind === undefined) return { kind: 'unknown-step', path: formatPath(here) };
    const parsed = kind[1].safeParse(step);
    if (!parsed.success) return schemaReason(kind[1], step, parsed.error.issues[0], here, 'invalid', translations);
  }
  return null;
}

export interface ParseOptions {
  /**
   * The id must equal the file name (built-in files: docs link to them by id).
   * Off for a file a person opens: a browser names a second download `x (1).json`.
   */
  readonly matchFileName?: boolean;
  /** Other languages a schema problem is also worded in (a page passes its own; the worker needs none). */
  readonly translations?: SchemaTranslations;
}

export function parseScenario(data: unknown, file: string, options: ParseOptions = {}): ScenarioParse {
  const stepProblem =
    typeof data === 'object' && data !== null && 'steps' in data ? checkSteps((data as { steps: unknown }).steps, ['steps'], options.translations) : null;
  if (stepProblem !== null) return failure(file, stepProblem);
  const parsed = scenarioSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // The id's rule is the schema's own sentence, not zod's: a reason of its own, so a page can word it.
    if (issue?.code === 'invalid_format' && issue.path.length === 1 && issue.path[0] === 'id') return failure(file, { kind: 'id-format' });
    return failure(file, schemaReason(scenarioSchema, data, issue, [], 'invalid scenario', options.translations));
  }
  const expectedId = options.matchFileName === false ? undefined : /([^/\\]+)\.json$/.exec(file)?.[1];
  if (expectedId !== undefined && expectedId !== parsed.data.id) {
    return failure(file, { kind: 'id-mismatch', id: parsed.data.id, expected: expectedId });
  }
  return { ok: true, scenario: parsed.data };
}

export function parseScenarioText(text: string, file: string, options: ParseOptions = {}): ScenarioParse {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return failure(file, { kind: 'not-json', detail: error instanceof Error ? error.message : String(error) });
  }
  return parseScenario(data, file, options);
}
