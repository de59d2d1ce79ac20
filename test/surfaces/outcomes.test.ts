/**
 * The outcomes matrix, harness by harness: for one request, each outcome column
 * maps out to the exact payload that harness's model (or MCP server) receives,
 * and reads back to the answer or outcome it stands for. The expected texts are
 * the harnesses' own (cited in src/surfaces/outcomes/*); DSH's web-path messages
 * are read from protocol/errors.ts, the one source, so they follow it.
 * Mirrors DSH: packages/ui/stdio/tests/stdio.spec.ts (Ctrl-C, re-prompts) and
 * packages/ui/acp/tests/bridge.spec.ts (decline = cancel, empty accept) for the
 * readline and ACP rows.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, type AskUserQuestionAnswer, type AskUserQuestionItem } from '../../src/protocol/index.ts';
import {
  ACP_TEXT,
  CLAUDE_CODE_TEXT,
  CODEX_TEXT,
  EXIT_PLAN_MODE_TEXT,
  MCP_TEXT,
  OUTCOME_COLUMNS,
  OUTCOME_ROWS,
  OUTCOME_SURFACES,
  STDIO_TEXT,
  VSCODE_TEXT,
  afkText,
  outcomeInput,
  outcomeMatrix,
  type OutcomeCell,
  type OutcomeColumn,
  type OutcomeRow,
  type ReadBack,
} from '../../src/surfaces/outcomes/index.ts';
import { SOURCES } from '../../src/surfaces/sources.ts';

const mode: AskUserQuestionItem = { id: 'mode', header: 'Mode', question: 'Which mode?', options: [{ label: 'Fast (Recommended)', description: 'Quick' }, { label: 'Careful' }] };
const checks: AskUserQuestionItem = { id: 'checks', header: 'Checks', question: 'Which checks?', multiSelect: true, options: [{ label: 'Unit' }, { label: 'Lint' }, { label: 'E2E' }] };
const questions = [mode, checks];
const answer: AskUserQuestionAnswer = { answers: [{ id: 'mode', selected: ['Careful'] }, { id: 'checks', selected: ['Unit', 'E2E'] }] };
const input = outcomeInput(questions, answer, 'my own answer');

function cellOf(row: OutcomeRow, col: OutcomeColumn): OutcomeCell {
  return OUTCOME_SURFACES[row].cells(input)[col];
}

/** The payload's text, for a delivered cell. */
function text(row: OutcomeRow, col: OutcomeColumn): string {
  const cell = cellOf(row, col);
  if (cell.kind !== 'delivered') throw new Error(`${row}/${col} is ${cell.kind}`);
  return cell.delivery.text;
}

function back(row: OutcomeRow, col: OutcomeColumn): ReadBack | null {
  const cell = cellOf(row, col);
  const delivery = cell.kind === 'delivered' ? cell.delivery : cell.kind === 'waits' ? cell.then : undefined;
  if (delivery === undefined) throw new Error(`${row}/${col} sends nothing`);
  return OUTCOME_SURFACES[row].readBack(questions, delivery);
}

describe('the three answers the columns start from', () => {
  it('uses the person’s answer, skips the first question, and types text everywhere', () => {
    expect(input.answered).toBe(answer);
    expect(input.skipped.answers).toEqual([{ id: 'mode', selected: [] }, answer.answers[1]]);
    expect(input.freeText.answers).toEqual([
      { id: 'mode', selected: [], custom: 'my own answer' },
      { id: 'checks', selected: [], custom: 'my own answer' },
    ]);
  });
  it('without an answer, picks the first option of each question and types the person’s own words when they typed any', () => {
    const free: AskUserQuestionItem = { id: 'notes', question: 'Notes?' };
    expect(outcomeInput([mode, free], null, 'x').answered.answers).toEqual([{ id: 'mode', selected: ['Fast (Recommended)'] }, { id: 'notes', selected: [], custom: 'x' }]);
    const typed: AskUserQuestionAnswer = { answers: [{ id: 'mode', selected: [] }, { id: 'notes', selected: [], custom: 'ship it' }] };
    expect(outcomeInput([mode, free], typed, 'x').freeText.answers[0]).toEqual({ id: 'mode', selected: [], custom: 'ship it' });
  });
});

describe('DSH web card (tool-ask-user.spec.ts, user-questions.spec.ts)', () => {
  it('answers as the tool projects them, ✕ and a run abort as DSH’s errors', () => {
    expect(text('dsh', 'answered')).toBe('{"answers":[{"id":"mode","selected":["Careful"]},{"id":"checks","selected":["Unit","E2E"]}]}');
    expect(text('dsh', 'skipped')).toBe('{"answers":[{"id":"mode","selected":[]},{"id":"checks","selected":["Unit","E2E"]}]}');
    expect(text('dsh', 'dismissed')).toBe(`Error: ${ERROR_MESSAGES.ASK_CANCELLED}`);
    expect(text('dsh', 'aborted')).toBe(`Error: ${ERROR_MESSAGES.ASK_ABORTED}`);
    expect(cellOf('dsh', 'declined')).toMatchObject({ kind: 'impossible', why: 'noDecline' });
    expect(cellOf('dsh', 'nobody-answers')).toMatchObject({ kind: 'waits', then: { text: `Error: ${ERROR_MESSAGES.ASK_ABORTED}` } });
  });
  it('“Chat about it” exists on a plan review only, as the same cancel', () => {
    expect(cellOf('dsh', 'clarify')).toMatchObject({ kind: 'impossible', why: 'clarifyPlanOnly' });
    const plan: AskUserQuestionItem = {
      id: 'plan-review',
      question: 'Approve this plan and leave plan mode?',
      detail: '# Plan',
      intent: { kind: 'plan-review', approve: 'Approve' },
      options: [{ label: 'Approve' }, { label: 'Keep planning' }],
    };
    const cell = OUTCOME_SURFACES.dsh.cells(outcomeInput([plan], null, 'x')).clarify;
    expect(cell).toMatchObject({ kind: 'delivered', how: 'planChatAboutIt', delivery: { isError: true, text: `Error: ${ERROR_MESSAGES.ASK_CANCELLED}` } });
  });
});

describe('DSH readline provider (stdio.spec.ts)', () => {
  it('has no skip: an empty line re-prompts with DSH’s text', () => {
    expect(cellOf('terminal', 'skipped')).toEqual({ kind: 'impossible', why: 'noSkip', source: 'dshStdio', shows: STDIO_TEXT.reprompt });
    const multiFirst = OUTCOME_SURFACES.terminal.cells(outcomeInput([checks], null, 'x')).skipped;
    expect(multiFirst).toMatchObject({ shows: 'Please enter one of the option numbers (comma or space separated) or a custom answer.\n> ' });
  });
  it('Ctrl-C and a run abort end the ask with the same ASK_ABORTED message', () => {
    expect(text('terminal', 'dismissed')).toBe('Error: ask_user_question was interrupted before the user answered');
    expect(text('terminal', 'aborted')).toBe(text('terminal', 'dismissed'));
  });
  it('typed text replaces the choice, multi-select included (a line is numbers or text)', () => {
    const mixed = outcomeInput([checks], { answers: [{ id: 'checks', selected: ['Unit'], custom: 'perf' }] }, 'x');
    const cell = OUTCOME_SURFACES.terminal.cells(mixed).answered;
    expect(cell).toMatchObject({ delivery: { text: '{"answers":[{"id":"checks","selected":[],"custom":"perf"}]}' } });
  });
});

describe('DSH ACP provider (bridge.spec.ts)', () => {
  it('decline and cancel alike are ASK_CANCELLED; an empty accept is NO_ANSWER; an abort is ASK_ABORTED', () => {
    expect(text('acp', 'dismissed')).toBe(`Error: ${ACP_TEXT.cancelled}`);
    expect(text('acp', 'declined')).toBe('Error: ask_user_question was cancelled by the user');
    expect(text('acp', 'skipped')).toBe('Error: ask_user_question returned no answer');
    expect(text('acp', 'aborted')).toBe('Error: ask_user_question was aborted before the user answered');
    expect(back('acp', 'skipped')).toEqual({ outcome: 'noAnswer' });
  });
});

describe('Claude Code', () => {
  const T = CLAUDE_CODE_TEXT;
  it('every answer an option label: the “answered” wrapper, pairs keyed by question text, multi-select joined by ", "', () => {
    expect(text('claude-code', 'answered')).toBe(
      'Your questions have been answered: "Which mode?"="Careful", "Which checks?"="Unit, E2E". You can now continue with these answers in mind.',
    );
    const cell = cellOf('claude-code', 'answered');
    expect(cell.kind === 'delivered' ? cell.earlier : undefined).toEqual({
      seenIn: '2.1.63',
      text: 'User has answered your questions: "Which mode?"="Careful", "Which checks?"="Unit, E2E". You can now continue with the user\'s answers in mind.',
    });
  });
  it('typed text: the neutral wrapper of 2.1.216', () => {
    expect(text('claude-code', 'free-text')).toBe(
      'The user answered: "Which mode?"="my own answer", "Which checks?"="my own answer". Read the answers carefully — they may request clarification, changes, or that you not proceed — and follow what they actually say.',
    );
  });
  it('a skipped question is left out; none answered reads as such', () => {
    expect(text('claude-code', 'skipped')).toBe('Your questions have been answered: "Which checks?"="Unit, E2E". You can now continue with these answers in mind.');
    const none = OUTCOME_SURFACES['claude-code'].cells(outcomeInput([mode], { answers: [{ id: 'mode', selected: [] }] }, 'x')).answered;
    expect(none).toMatchObject({ delivery: { text: 'The user did not answer the questions.' } });
  });
  it('Esc, “Chat about this”, a hook and a stopped run, as is_error results', () => {
    expect(cellOf('claude-code', 'dismissed')).toMatchObject({
      delivery: {
        isError: true,
        text: "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how to proceed.",
      },
    });
    expect(text('claude-code', 'clarify')).toBe(
      "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). To tell you how to proceed, the user said:\n" +
        'The user wants to clarify these questions.\n' +
        '    This means they may have additional information, context or questions for you.\n' +
        '    Take their response into account and then reformulate the questions if appropriate.\n' +
        '    Start by asking them what they would like to clarify.\n\n' +
        '    Questions asked:\n' +
        '- "Which mode?"\n  (No answer provided)\n' +
        '- "Which checks?"\n  (No answer provided)',
    );
    expect(cellOf('claude-code', 'declined')).toMatchObject({ delivery: { isError: true, template: true, text: T.hookReason } });
    expect(cellOf('claude-code', 'aborted')).toMatchObject({ delivery: { isError: true, after: ['[Request interrupted by user for tool use]'] } });
  });
  it('nobody answers: waits, or with askUserQuestionTimeout the AFK text', () => {
    expect(cellOf('claude-code', 'nobody-answers')).toMatchObject({ kind: 'waits', afterSeconds: 60, then: { isError: false } });
    expect(afkText('60s')).toBe(
      "No response after 60s — the user may be away from keyboard. Proceed using your best judgment based on the context so far; you can re-ask this question later if it's still relevant.",
    );
  });
});

describe('Claude Code ExitPlanMode', () => {
  it('approval carries the plan back; keep planning is the rejection, with the person’s feedback when given', () => {
    expect(EXIT_PLAN_MODE_TEXT.approved('/p/plan.md', '# Plan')).toBe(
      'User has approved your plan. You can now start coding. Start with updating your todo list if applicable\n\nYour plan has been saved to: /p/plan.md\nYou can refer back to it if needed during implementation.\n\n## Approved Plan:\n# Plan',
    );
    expect(EXIT_PLAN_MODE_TEXT.approvedEmpty).toBe('User has approved exiting plan mode. You can now proceed.');
    expect(EXIT_PLAN_MODE_TEXT.rejectedWithFeedback('Smaller steps')).toBe(
      "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file). To tell you how to proceed, the user said:\nSmaller steps",
    );
  });
});

describe('Codex', () => {
  it('answers keyed by id, typed text as user_note, no skip', () => {
    expect(text('codex', 'answered')).toBe('{"answers":{"mode":{"answers":["Careful"]},"checks":{"answers":["Unit","E2E"]}}}');
    expect(text('codex', 'free-text')).toBe('{"answers":{"mode":{"answers":["user_note: my own answer"]},"checks":{"answers":["user_note: my own answer"]}}}');
    expect(cellOf('codex', 'skipped')).toMatchObject({ kind: 'impossible', why: 'noSkipPreselected' });
  });
  it('Esc interrupts the turn: "aborted", then the <turn_aborted> user message', () => {
    expect(cellOf('codex', 'dismissed')).toMatchObject({ delivery: { text: 'aborted', after: [CODEX_TEXT.turnAborted] } });
    expect(CODEX_TEXT.turnAborted).toBe(
      '<turn_aborted>\nThe user interrupted the previous turn on purpose. Any running unified exec processes may still be running in the background. If any tools/commands were aborted, they may have partially executed.\n</turn_aborted>',
    );
    expect(text('codex', 'declined')).toBe('request_user_input was cancelled before receiving a response');
  });
  it('an advisory question nobody answers resolves after 120 s with no answers', () => {
    expect(cellOf('codex', 'nobody-answers')).toMatchObject({ kind: 'waits', afterSeconds: 120, then: { text: '{"answers":{}}' } });
  });
});

describe('VS Code', () => {
  it('answers keyed by header; a skip, and skipping the carousel, mark questions skipped', () => {
    expect(text('vscode', 'answered')).toBe(
      '{"answers":{"Mode":{"selected":["Careful"],"freeText":null,"skipped":false},"Checks":{"selected":["Unit","E2E"],"freeText":null,"skipped":false}}}',
    );
    expect(text('vscode', 'skipped')).toContain('"Mode":{"selected":[],"freeText":null,"skipped":true}');
    expect(text('vscode', 'dismissed')).toBe(
      '{"answers":{"Mode":{"selected":[],"freeText":null,"skipped":true},"Checks":{"selected":[],"freeText":null,"skipped":true}}}',
    );
    expect(cellOf('vscode', 'aborted')).toEqual({ kind: 'silent', how: 'runAborted', source: 'vscodeAsk', shows: 'CancellationError: Canceled' });
  });
  it('Autopilot answers every question at once with the fixed text', () => {
    expect(cellOf('vscode', 'nobody-answers')).toMatchObject({
      afterSeconds: 0,
      then: {
        text: JSON.stringify({
          answers: {
            Mode: { selected: [], freeText: VSCODE_TEXT.autopilot, skipped: false },
            Checks: { selected: [], freeText: VSCODE_TEXT.autopilot, skipped: false },
          },
        }),
      },
    });
    expect(VSCODE_TEXT.autopilot).toBe('The user is not available to respond and will review your work later. Work autonomously and make good decisions.');
  });
});

describe('MCP form elicitation', () => {
  it('the server receives accept with content, decline or cancel; a stalled request times out in the SDK', () => {
    expect(text('mcp', 'answered')).toBe('{"action":"accept","content":{"mode":"Careful","checks":["Unit","E2E"]}}');
    expect(text('mcp', 'skipped')).toBe('{"action":"accept","content":{"checks":["Unit","E2E"]}}');
    expect(text('mcp', 'declined')).toBe(MCP_TEXT.decline);
    expect(text('mcp', 'dismissed')).toBe('{"action":"cancel"}');
    expect(cellOf('mcp', 'nobody-answers')).toMatchObject({ afterSeconds: 60, then: { to: 'server', isError: true, text: 'MCP error -32001: Request timed out' } });
  });
});

/** What each delivered column reads back as, per row: an answer column gives the answer it was made from. */
const EXPECTED: Readonly<Record<OutcomeRow, Partial<Record<OutcomeColumn, ReadBack>>>> = {
  dsh: { answered: { answer }, skipped: { answer: input.skipped }, 'free-text': { answer: input.freeText }, dismissed: { outcome: 'cancelled' }, aborted: { outcome: 'aborted' }, 'nobody-answers': { outcome: 'aborted' } },
  terminal: { answered: { answer }, 'free-text': { answer: input.freeText }, dismissed: { outcome: 'aborted' }, aborted: { outcome: 'aborted' }, 'nobody-answers': { outcome: 'aborted' } },
  acp: { answered: { answer }, skipped: { outcome: 'noAnswer' }, 'free-text': { answer: input.freeText }, dismissed: { outcome: 'cancelled' }, declined: { outcome: 'cancelled' }, aborted: { outcome: 'aborted' }, 'nobody-answers': { outcome: 'aborted' } },
  'claude-code': {
    answered: { answer },
    skipped: { answer: input.skipped },
    'free-text': { answer: input.freeText },
    dismissed: { outcome: 'cancelled' },
    declined: { outcome: 'declined' },
    clarify: { outcome: 'clarify' },
    aborted: { outcome: 'aborted' },
    'nobody-answers': { outcome: 'timeout' },
  },
  codex: { answered: { answer }, 'free-text': { answer: input.freeText }, dismissed: { outcome: 'aborted' }, declined: { outcome: 'declined' }, aborted: { outcome: 'aborted' }, 'nobody-answers': { outcome: 'timeout' } },
  vscode: {
    answered: { answer },
    skipped: { answer: input.skipped },
    'free-text': { answer: input.freeText },
    dismissed: { answer: { answers: questions.map((q) => ({ id: q.id, selected: [] })) } },
    clarify: { outcome: 'clarify' },
    'nobody-answers': { outcome: 'timeout' },
  },
  mcp: { answered: { answer }, skipped: { answer: input.skipped }, dismissed: { outcome: 'cancelled' }, declined: { outcome: 'declined' }, 'nobody-answers': { outcome: 'timeout' } },
};

describe.each(OUTCOME_ROWS.map((row) => [row] as const))('%s: every column maps out and reads back', (row) => {
  it.each(OUTCOME_COLUMNS.map((col) => [col] as const))('%s', (col) => {
    const cell = cellOf(row, col);
    expect(Object.keys(SOURCES)).toContain(cell.source);
    const expected = EXPECTED[row][col];
    if (expected === undefined) {
      // A column with nothing to read back: it cannot happen, the turn ends silently, or it only waits.
      expect(['impossible', 'silent', 'waits'].includes(cell.kind) || (cell.kind === 'delivered' && cell.delivery.to === 'server')).toBe(true);
      return;
    }
    expect(back(row, col)).toEqual(expected);
  });
});

describe('the matrix', () => {
  it('has a row per harness and a cell per outcome, in the tab’s order', () => {
    const matrix = outcomeMatrix(questions, null, 'x');
    expect(matrix.map((r) => r.row)).toEqual(['dsh', 'terminal', 'acp', 'claude-code', 'codex', 'vscode', 'mcp']);
    for (const line of matrix) expect(Object.keys(line.cells)).toEqual([...OUTCOME_COLUMNS]);
  });
});
