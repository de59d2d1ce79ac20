/** Reads a trace fixture (test/fixtures/traces, each one's source in its README) and parses it. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseTraceText } from '../../src/traces/parse-trace.ts';
import type { TraceResult } from '../../src/traces/types.ts';

export const FIXTURES = resolve(import.meta.dirname, '../fixtures/traces');

export function fixtureText(path: string): string {
  return readFileSync(resolve(FIXTURES, path), 'utf8');
}

export function parseFixture(path: string): TraceResult {
  const read = parseTraceText(fixtureText(path));
  if (!read.ok) throw new Error(`${path} did not parse: ${read.reason}`);
  return read;
}

export const outcomes = (result: TraceResult): string[] => result.calls.map((c) => `${c.tool}:${c.outcome}`);
