/**
 * Any error the product can show is one link away from its explanation (§11):
 * every code the host can put on a row (the service's codes, the live model's
 * other tools, an MCP server's elicitations and calls) has a row on the docs
 * page, which Model receives links to as `docs.html#<CODE>`. The codes are read
 * from the host's source, so a new code without a docs row fails here.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_ROWS, LIVE_CODES, MCP_CODES } from '../../../src/client/docs/examples.ts';
import { docsEn } from '../../../src/client/docs/en.ts';
import { docsZh } from '../../../src/client/docs/zh.ts';

const HOST = join(import.meta.dirname, '../../../src/host');

/** Not a row's code: the scripted driver's note for a provider step that threw something unexpected, and the MCP bridge's fallback for one. */
const NOT_SHOWN_AS_CODES = new Set(['ERROR', 'ASK_FAILED']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

function hostCodes(): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /readonly code = '([A-Z][A-Z_]+)'/g,
    /readonly code: '([A-Z][A-Z_]+)'(?: \| '([A-Z][A-Z_]+)')*/g,
    /\b(?:failure|failed)\('\w+', '([A-Z][A-Z_]+)'/g,
    /said\('\w+', '\w+', '([A-Z][A-Z_]+)'\)/g,
    /\bcode: '([A-Z][A-Z_]+)'/g,
  ];
  for (const text of sources(HOST)) {
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) for (const code of match.slice(1)) if (code !== undefined) found.add(code);
  }
  return found;
}

describe('every code a row can carry is explained on the docs page', () => {
  const documented = new Set<string>([...ERROR_ROWS.map((row) => row.code), ...LIVE_CODES, ...MCP_CODES]);

  it('finds the host codes it looks for (the scan itself works)', () => {
    const codes = hostCodes();
    for (const code of ['ASK_CANCELLED', 'TASK_FAILED', 'ELICITATION_DECLINED', 'MCP_TIMEOUT', 'MCP_TOOL_ERROR']) expect(codes, code).toContain(code);
  });

  it('has a docs row for each, in both locales', () => {
    const missing = [...hostCodes()].filter((code) => !NOT_SHOWN_AS_CODES.has(code) && !documented.has(code));
    expect(missing).toEqual([]);
    for (const code of LIVE_CODES) expect(docsZh.errors.live.rows[code] && docsEn.errors.live.rows[code], code).toBeTruthy();
    for (const code of MCP_CODES) expect(docsZh.errors.mcp.rows[code].when && docsEn.errors.mcp.rows[code].server, code).toBeTruthy();
  });
});
