/** Every limit of every surface, firing and not firing; headers counted in graphemes. */
import { describe, expect, it } from 'vitest';
import type { AskUserQuestionItem } from '../../src/protocol/index.ts';
import { claudeCode, codex, graphemeLength, terminal, vscode } from '../../src/surfaces/index.ts';

const ok: AskUserQuestionItem = { id: 'mode', header: 'Mode', question: 'Which mode?', options: [{ label: 'Fast (Recommended)' }, { label: 'Careful' }] };
const rules = (issues: readonly { rule: string; kind: string }[]) => issues.map((i) => `${i.kind}:${i.rule}`);
const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...ok, id: `q_${i}`, question: `Question ${i}?` }));
const opts = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Option ${i + 1}` }));

describe('graphemes', () => {
  it('counts user-perceived characters', () => {
    expect(graphemeLength('部署目标和数据库引擎选择啊')).toBe(13);
    expect(graphemeLength('👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻👩‍💻')).toBe(12);
  });
});

describe('Claude Code limits', () => {
  it('a well-formed request reports nothing', () => {
    expect(claudeCode.toSurface([ok]).issues).toEqual([]);
    expect(claudeCode.toSurface(many(4)).issues).toEqual([]);
  });
  it('a 12-character CJK or emoji header passes, 13 fails', () => {
    expect(claudeCode.toSurface([{ ...ok, header: '部署目标和数据库引擎选择' }]).issues).toEqual([]);
    expect(claudeCode.toSurface([{ ...ok, header: '🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀' }]).issues).toEqual([]);
    expect(rules(claudeCode.toSurface([{ ...ok, header: '部署目标和数据库引擎选择啊' }]).issues)).toEqual(['violation:headerTooLong']);
    expect(rules(claudeCode.toSurface([{ ...ok, header: '🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀🚀' }]).issues)).toEqual(['violation:headerTooLong']);
  });
  it('more than 4 questions, missing header, duplicate question text', () => {
    expect(rules(claudeCode.toSurface(many(5)).issues)).toEqual(['violation:tooManyQuestions']);
    expect(rules(claudeCode.toSurface([{ id: 'mode', question: 'Which mode?', options: opts(2) }]).issues)).toEqual(['violation:headerMissing']);
    expect(rules(claudeCode.toSurface([ok, { ...ok, id: 'other' }]).issues)).toEqual(['violation:questionDuplicate', 'violation:questionDuplicate']);
  });
  it('options: none, 1, 2–4, 5, an "Other", a duplicate', () => {
    const none = claudeCode.toSurface([{ id: 'notes', header: 'Notes', question: 'Any notes?' }]).issues;
    expect(rules(none)).toEqual(['violation:optionsMissing']);
    expect(none[0]?.message).toBe('Claude Code: question "notes" ("Any notes?") has no options: AskUserQuestion always needs 2–4');
    expect(rules(claudeCode.toSurface([{ ...ok, options: opts(1) }]).issues)).toEqual(['violation:optionsTooFew']);
    expect(claudeCode.toSurface([{ ...ok, options: opts(4) }]).issues).toEqual([]);
    expect(rules(claudeCode.toSurface([{ ...ok, options: opts(5) }]).issues)).toEqual(['violation:optionsTooMany']);
    expect(rules(claudeCode.toSurface([{ ...ok, options: [...opts(2), { label: 'Other' }] }]).issues)).toEqual(['violation:otherRedundant']);
    expect(rules(claudeCode.toSurface([{ ...ok, options: [{ label: 'A' }, { label: 'A' }] }]).issues)).toEqual(['violation:labelDuplicate']);
  });
  it('detail is dropped; a ", " in a multi-select label is a loss', () => {
    expect(rules(claudeCode.toSurface([{ ...ok, detail: 'Why it matters' }]).issues)).toEqual(['loss:detailDropped']);
    expect(rules(claudeCode.toSurface([{ ...ok, multiSelect: true, options: [{ label: 'A, B' }, { label: 'C' }] }]).issues)).toEqual(['loss:labelHasSeparator']);
    expect(claudeCode.toSurface([{ ...ok, options: [{ label: 'A, B' }, { label: 'C' }] }]).issues).toEqual([]);
  });
  it('answers keyed by question text, multi-select joined by ", ", typed text replacing the label', () => {
    const multi: AskUserQuestionItem = { id: 'targets', header: 'Targets', question: 'Where?', multiSelect: true, options: opts(3) };
    const out = claudeCode.answerToSurface([ok, multi], { answers: [{ id: 'mode', selected: [], custom: 'Neither' }, { id: 'targets', selected: ['Option 1', 'Option 3'] }] });
    expect(out.response).toEqual({ answers: { 'Which mode?': 'Neither', 'Where?': 'Option 1, Option 3' } });
    expect(out.issues).toEqual([]);
    // Esc: the model reads the rejected-tool-use text (is_error); "User declined to answer questions" is only the line the terminal prints.
    expect(claudeCode.outcomeToSurface('cancelled')).toEqual({
      error: "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.",
    });
  });
});

describe('Codex limits', () => {
  it('a well-formed request reports nothing', () => {
    expect(codex.toSurface(many(3)).issues).toEqual([]);
  });
  it('more than 3 questions, non-snake_case id, header missing or over 12 graphemes', () => {
    expect(rules(codex.toSurface(many(4)).issues)).toEqual(['violation:tooManyQuestions']);
    expect(rules(codex.toSurface([{ ...ok, id: 'deployTarget' }]).issues)).toEqual(['violation:idNotSnakeCase']);
    expect(rules(codex.toSurface([{ ...ok, header: '' }]).issues)).toEqual(['violation:headerMissing']);
    expect(codex.toSurface([{ ...ok, header: '部署目标和数据库引擎选择' }]).issues).toEqual([]);
    expect(rules(codex.toSurface([{ ...ok, header: '部署目标和数据库引擎选择啊' }]).issues)).toEqual(['violation:headerTooLong']);
  });
  it('options 2–3 only, no multi-select, detail dropped', () => {
    expect(rules(codex.toSurface([{ ...ok, options: [] }]).issues)).toEqual(['violation:optionsMissing']);
    expect(rules(codex.toSurface([{ ...ok, options: opts(1) }]).issues)).toEqual(['violation:optionsTooFew']);
    expect(codex.toSurface([{ ...ok, options: opts(3) }]).issues).toEqual([]);
    expect(rules(codex.toSurface([{ ...ok, options: opts(4) }]).issues)).toEqual(['violation:optionsTooMany']);
    expect(rules(codex.toSurface([{ ...ok, multiSelect: true }]).issues)).toEqual(['violation:multiSelectUnsupported']);
    expect(rules(codex.toSurface([{ ...ok, detail: 'x' }]).issues)).toEqual(['loss:detailDropped']);
  });
  it('answers keyed by id, typed text as "user_note: …"', () => {
    const out = codex.answerToSurface([ok], { answers: [{ id: 'mode', selected: [], custom: 'later' }] });
    expect(out.response).toEqual({ answers: { mode: { answers: ['user_note: later'] } } });
    expect(codex.outcomeToSurface('cancelled')).toEqual({ error: 'request_user_input was cancelled before receiving a response' });
  });
});

describe('VS Code limits', () => {
  it('many questions, 1 option and 7 options are accepted (allowFreeformInput is set)', () => {
    expect(vscode.toSurface([...many(6), { ...ok, id: 'x', header: 'X', options: opts(1) }, { ...ok, id: 'y', header: 'Y', options: opts(7) }]).issues
      .filter((i) => i.rule !== 'headerDuplicate')).toEqual([]);
  });
  it('header required, unique, ≤ 50 graphemes, truncated past 75; question ≤ 200', () => {
    expect(rules(vscode.toSurface([{ id: 'mode', question: 'Q?' }]).issues)).toEqual(['violation:headerMissing']);
    expect(rules(vscode.toSurface([ok, { ...ok, id: 'b' }]).issues)).toEqual(['violation:headerDuplicate', 'violation:headerDuplicate']);
    expect(vscode.toSurface([{ ...ok, header: '中'.repeat(50) }]).issues).toEqual([]);
    expect(rules(vscode.toSurface([{ ...ok, header: '中'.repeat(51) }]).issues)).toEqual(['violation:headerTooLong']);
    expect(rules(vscode.toSurface([{ ...ok, header: 'h'.repeat(76) }]).issues)).toEqual(['violation:headerTooLong', 'loss:headerTruncated']);
    expect(rules(vscode.toSurface([{ ...ok, question: 'q'.repeat(201) }]).issues)).toEqual(['violation:questionTooLong']);
    expect(vscode.toSurface([{ ...ok, question: 'q'.repeat(200) }]).issues).toEqual([]);
  });
  it('detail travels as markdown message, Recommended as a flag beside the exact label', () => {
    const q = vscode.toSurface([{ ...ok, detail: '**Why**' }]).payload.input.questions[0];
    expect(q).toEqual({ header: 'Mode', question: 'Which mode?', message: '**Why**', options: [{ label: 'Fast (Recommended)', recommended: true }, { label: 'Careful' }], allowFreeformInput: true });
  });
  it('answers keyed by header', () => {
    expect(vscode.answerToSurface([ok], { answers: [{ id: 'mode', selected: ['Careful'] }] }).response)
      .toEqual({ answers: { Mode: { selected: ['Careful'], freeText: null, skipped: false } } });
  });
});

describe('terminal (DSH readline, packages/ui/stdio @ e38955b2fa)', () => {
  const multi: AskUserQuestionItem = { id: 'targets', question: 'Where?', multiSelect: true, options: opts(3) };
  it('prints each question as DSH does: [header] question, numbered labels with (Recommended) as text, no detail', () => {
    const text = terminal.render([{ ...ok, detail: 'Read **this** first' }]);
    expect(text).toBe('\n[Mode] Which mode?\n  1. Fast (Recommended)\n  2. Careful\n> ');
  });
  it('a detail is dropped (DSH never prints it)', () => {
    expect(rules(terminal.toSurface([{ ...ok, detail: 'Read this' }]).issues)).toEqual(['loss:detailDropped']);
    expect(terminal.toSurface([ok]).issues).toEqual([]);
  });
  it('reads numbers, space or comma lists in typed order, and text as custom', () => {
    const notes: AskUserQuestionItem = { id: 'notes', question: 'Notes?' };
    expect(terminal.fromSurface([ok, multi, notes], { lines: ['2', '3 1, 3', 'ship it'] })).toEqual({
      answers: [{ id: 'mode', selected: ['Careful'] }, { id: 'targets', selected: ['Option 3', 'Option 1'] }, { id: 'notes', selected: [], custom: 'ship it' }],
    });
    expect(terminal.readLine(multi, '1, and more')).toEqual({ answer: { id: 'targets', selected: [], custom: '1, and more' } });
    expect(terminal.readLine(multi, '4')).toEqual({ reprompt: 'Please enter one of the option numbers (comma or space separated) or a custom answer.\n> ' });
    expect(terminal.fromSurface([ok], { interrupted: true })).toEqual({ outcome: 'cancelled' });
  });
  it('typed text that reads as numbers, line breaks, text beside a choice and a skip are flagged', () => {
    expect(rules(terminal.answerToSurface([ok], { answers: [{ id: 'mode', selected: [], custom: '2' }] }).issues)).toEqual(['loss:customReadsAsChoice']);
    expect(rules(terminal.answerToSurface([{ id: 'n', question: 'N?' }], { answers: [{ id: 'n', selected: [], custom: 'a\nb' }] }).issues)).toEqual(['loss:lineBreaksLost']);
    expect(rules(terminal.answerToSurface([multi], { answers: [{ id: 'targets', selected: ['Option 1'], custom: 'x' }] }).issues)).toEqual(['loss:customReplacesChoice']);
    expect(rules(terminal.answerToSurface([ok], { answers: [{ id: 'mode', selected: [] }] }).issues)).toEqual(['violation:noSkip']);
  });
});
