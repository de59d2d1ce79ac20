/**
 * The limits re-checked for issue 40 (each against the source cited beside it
 * in src/surfaces/): MCP titled choices carry no description, Codex cannot say
 * a skip, Claude Code's preview and annotations, VS Code's defaults and MCP's
 * two revisions; and the editor's lint warns with them for ticked harnesses.
 */
import { describe, expect, it } from 'vitest';
import { surfaceWarnings } from '../../src/client/editor/surface-lint.ts';
import type { AskUserQuestionItem } from '../../src/protocol/index.ts';
import { CLAUDE_CODE_LIMITS } from '../../src/surfaces/claude-code.ts';
import { CODEX_LIMITS } from '../../src/surfaces/codex.ts';
import { codex, mcp } from '../../src/surfaces/index.ts';
import { MCP_REVISIONS, MCP_REVISION_ROWS } from '../../src/surfaces/mcp-revisions.ts';
import { SOURCES } from '../../src/surfaces/sources.ts';
import { VSCODE_LIMITS } from '../../src/surfaces/vscode.ts';

const described: AskUserQuestionItem = {
  id: 'db_engine',
  header: 'Database',
  question: 'Which database?',
  options: [{ label: 'Postgres', description: 'Server' }, { label: 'SQLite' }],
};

describe('limits re-checked in 2026-12', () => {
  it('MCP: a titled choice is { const, title }, so option descriptions are a loss', () => {
    const out = mcp.toSurface([described]);
    expect(out.issues.map((i) => `${i.kind}:${i.rule}:${i.path}`)).toContain('loss:optionDescriptionDropped:questions[0].options');
    const property = out.payload.params.requestedSchema.properties['db_engine'];
    expect(property).toMatchObject({ oneOf: [{ const: 'Postgres', title: 'Postgres' }, { const: 'SQLite', title: 'SQLite' }] });
    expect(mcp.toSurface([{ ...described, options: [{ label: 'A' }, { label: 'B' }] }]).issues.map((i) => i.rule)).not.toContain('optionDescriptionDropped');
  });

  it('Codex: an option question always submits a choice, so a skip is a loss; free text and picks are not', () => {
    const skip = codex.answerToSurface([described], { answers: [{ id: 'db_engine', selected: [] }] });
    expect(skip.issues.map((i) => `${i.kind}:${i.rule}:${i.path}`)).toEqual(['loss:skipUnsupported:answers[0]']);
    expect(codex.answerToSurface([described], { answers: [{ id: 'db_engine', selected: ['SQLite'] }] }).issues).toEqual([]);
    expect(codex.answerToSurface([described], { answers: [{ id: 'db_engine', selected: [], custom: 'DuckDB' }] }).issues).toEqual([]);
    expect(CODEX_LIMITS.modes).toEqual(['Plan']);
    expect(CODEX_LIMITS.autoResolutionMs).toEqual({ min: 60_000, max: 240_000 });
  });

  it('Claude Code: previews (markdown or HTML, single-select), annotations keyed by question text, ", " with no quoting', () => {
    expect(CLAUDE_CODE_LIMITS.previewFormats).toEqual(['markdown', 'html']);
    expect(CLAUDE_CODE_LIMITS.previewSingleSelectOnly).toBe(true);
    expect(CLAUDE_CODE_LIMITS.annotationFields).toEqual(['preview', 'notes']);
    expect(CLAUDE_CODE_LIMITS.multiSelectJoin).toBe(', ');
  });

  it('VS Code: free input on by default, a markdown message, Recommended pre-selected', () => {
    expect(VSCODE_LIMITS).toMatchObject({ freeformDefault: true, markdownMessage: true, recommendedPreselects: true, maxHeader: 50, displayHeader: 75, maxQuestion: 200 });
  });

  it('MCP: the two revisions side by side, each value with a known source', () => {
    expect(MCP_REVISIONS).toEqual(['2025-11-25', '2026-07-28']);
    expect(MCP_REVISION_ROWS.map((r) => r.topic)).toEqual(['arrives', 'returns', 'capability', 'url', 'pending', 'choices']);
    for (const row of MCP_REVISION_ROWS) for (const rev of MCP_REVISIONS) expect(Object.keys(SOURCES)).toContain(row.sources[rev]);
    const arrives = MCP_REVISION_ROWS.find((r) => r.topic === 'arrives');
    expect(arrives?.values['2026-07-28']).toContain('"resultType":"input_required"');
    expect(arrives?.values['2025-11-25']).toContain('"method":"elicitation/create"');
  });

  it('the editor’s lint warns with the new limits for the ticked harnesses only', () => {
    expect(surfaceWarnings([described], ['mcp']).map((w) => w.issue.rule)).toEqual(['optionDescriptionDropped', 'customDropped']);
    expect(surfaceWarnings([described], ['vscode'])).toEqual([]);
  });
});
