/**
 * Reading a scenario someone hands the page: a file they open or drop, or the
 * `?scenario-data=` of a link. The same schema and loader as the built-in files
 * (./loader.ts), with the two problems a person meets before the schema is even
 * reached told apart: a file too large to be a scenario, and one that is not
 * JSON at all. The page words every problem in its own language; a schema
 * problem carries the loader's reason as data (the JSON path, the schema's words).
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { parseScenario, type ScenarioReason, type SchemaTranslations } from './loader.ts';
import type { Scenario } from './schema.ts';

/** A recorded large batch is about 200 kB; five times that is no scenario anyone writes or records. */
export const MAX_SCENARIO_BYTES = 1_000_000;

export type ScenarioFileProblem =
  | { readonly problem: 'too-large'; readonly file: string; readonly bytes: number; readonly limit: number }
  | { readonly problem: 'not-json'; readonly file: string; readonly detail: string }
  /** `error` is the loader's English sentence; `reason` is what a page words in its locale. */
  | { readonly problem: 'invalid'; readonly file: string; readonly error: string; readonly reason: ScenarioReason };

export type ScenarioFileResult = { readonly ok: true; readonly scenario: Scenario } | ({ readonly ok: false } & ScenarioFileProblem);

/** UTF-8 length of `text` (what a file of it weighs). */
export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

export interface ReadOptions {
  /** The file's size when known: checked before the text is even parsed. */
  readonly bytes?: number;
  /** Other languages a schema problem is also worded in (the loader's ParseOptions). */
  readonly translations?: SchemaTranslations;
}

/** Parses the text of a scenario file named `file`. */
export function readScenarioFile(text: string, file: string, options: ReadOptions = {}): ScenarioFileResult {
  const { bytes = byteLength(text), translations } = options;
  if (bytes > MAX_SCENARIO_BYTES) return { ok: false, problem: 'too-large', file, bytes, limit: MAX_SCENARIO_BYTES };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: 'not-json', file, detail: error instanceof Error ? error.message : String(error) };
  }
  const parsed = parseScenario(data, file, { matchFileName: false, ...(translations !== undefined ? { translations } : {}) });
  return parsed.ok ? { ok: true, scenario: parsed.scenario } : { ok: false, problem: 'invalid', file, error: parsed.error, reason: parsed.reason };
}

/** The `?scenario-data=` value of a scenario: its JSON, lz-string compressed for a URL. */
export function encodeScenarioData(scenario: Scenario): string {
  return compressToEncodedURIComponent(JSON.stringify(scenario));
}

/** The JSON text inside a `?scenario-data=` value, or null when it is not lz-string data (often a link cut short). */
export function decodeScenarioData(data: string): string | null {
  let text: string | null;
  try {
    text = decompressFromEncodedURIComponent(data);
  } catch {
    text = null;
  }
  return text === null || text === '' ? null : text;
}

/** A scenario file's text as it is downloaded, copied and stored: two-space JSON and a final newline. */
export function scenarioText(scenario: Scenario): string {
  return `${JSON.stringify(scenario, null, 2)}\n`;
}
