import { describe, expect, it } from 'vitest';
import { SURFACE_LINT_KEY, loadChosen, saveChosen, surfaceWarnings } from '../../../src/client/editor/surface-lint.ts';

function memory(): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

describe('surface lint', () => {
  it('warns only for the ticked surfaces', () => {
    const notes = [{ id: 'notes', header: 'Notes', question: 'Any notes?' }];
    expect(surfaceWarnings(notes, []).length).toBe(0);
    const warnings = surfaceWarnings(notes, ['claude-code']);
    expect(warnings.map((w) => `${w.surface}:${w.issue.rule}`)).toEqual(['claude-code:optionsMissing']);
    expect(warnings[0]?.issue.message).toBe('Claude Code: question "notes" ("Any notes?") has no options: AskUserQuestion always needs 2–4');
  });

  it('remembers the choice, ignoring unknown or broken stored values', () => {
    const storage = memory();
    expect(loadChosen(storage)).toEqual([]);
    saveChosen(storage, ['mcp', 'codex']);
    expect(loadChosen(storage)).toEqual(['codex', 'mcp']);
    storage.setItem(SURFACE_LINT_KEY, '["nope","vscode"]');
    expect(loadChosen(storage)).toEqual(['vscode']);
    storage.setItem(SURFACE_LINT_KEY, '{broken');
    expect(loadChosen(storage)).toEqual([]);
  });
});
