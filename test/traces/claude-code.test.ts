import { describe, expect, it } from 'vitest';
import { outcomes, parseFixture } from './fixtures.ts';

describe('Claude Code transcripts', () => {
  it('a real 2.1.38 session: two questions answered, then ExitPlanMode approved, the rest counted', () => {
    const trace = parseFixture('claude-code/spotter-491e126e-2.1.38.jsonl');
    expect(trace.format).toBe('claude-code');
    expect(outcomes(trace)).toEqual(['AskUserQuestion:answered', 'ExitPlanMode:answered']);
    const [ask, plan] = trace.calls;
    expect(ask?.questions.map((q) => q.header)).toEqual(['Rig prefix', 'Tools']);
    expect(ask?.answers).toEqual([
      { question: "Which rig do these beads belong to? (This is a single-app project — should I use 'spotter'?)", selected: ['No rig'] },
      { question: 'Which tools should we set up?', selected: ['Credo + Dialyxir + mix_audit'] },
    ]);
    expect(ask?.modelText).toMatch(/^User has answered your questions: "Which rig/);
    expect(ask?.modelText).toMatch(/You can now continue with the user's answers in mind\.$/);
    expect(plan?.modelText).toBe('User has approved exiting plan mode. You can now proceed.');
    expect(ask?.version).toBe('2.1.38');
    expect(trace.session?.id).toBe('491e126e-1e71-469c-ade2-fcc8af567c74');
    expect(trace.known['progress']).toBe(44);
    expect(trace.problems).toEqual([]);
    expect(trace.calls.some((c) => c.abandoned === true)).toBe(false);
  });

  it('2.1.39: a typed "Other" answer is text, not a choice; an approved plan keeps the plan as the question detail', () => {
    const trace = parseFixture('claude-code/spotter-excerpts-2.1.39.jsonl');
    expect(outcomes(trace)).toEqual(['AskUserQuestion:answered', 'ExitPlanMode:answered']);
    expect(trace.calls[0]?.answers[0]).toMatchObject({ selected: [], text: 'main was clean; fix the issues' });
    expect(trace.calls[1]?.questions[0]?.detail).toMatch(/^# Plan: Enrich TranscriptRenderer/);
    expect(trace.calls[1]?.modelText).toMatch(/^User has approved your plan\. You can now start coding\./);
  });

  it('2.1.220: the newer answered wording, Escape as a decline, and a PreToolUse hook deny as an error', () => {
    const trace = parseFixture('claude-code/aq-lifecycle-2.1.220.jsonl');
    expect(outcomes(trace)).toEqual(['AskUserQuestion:answered', 'AskUserQuestion:declined', 'AskUserQuestion:error']);
    expect(trace.calls[0]?.modelText).toMatch(/^Your questions have been answered: /);
    expect(trace.calls[0]?.answers[0]?.selected).toEqual(['No']);
    expect(trace.calls[1]?.recorded).toBe('User rejected tool use');
    expect(trace.calls[2]?.modelText).toBe('EXPERIMENT: AskUserQuestion blocked by PreToolUse hook.');
    expect(trace.calls[2]?.recorded).toBe('Error: EXPERIMENT: AskUserQuestion blocked by PreToolUse hook.');
    // No record here names its parent: nothing can be said to be on a left branch.
    expect(trace.calls.some((c) => c.abandoned === true)).toBe(false);
  });

  describe('every other wording and record shape', () => {
    const trace = parseFixture('claude-code/wordings-constructed.jsonl');

    it('finds each call in the session order with its outcome', () => {
      expect(outcomes(trace)).toEqual([
        'AskUserQuestion:answered',
        'AskUserQuestion:clarify',
        'ExitPlanMode:declined',
        'AskUserQuestion:answered',
        'AskUserQuestion:answered',
        'AskUserQuestion:answered',
        'AskUserQuestion:interrupted',
        'AskUserQuestion:cancelled',
        'AskUserQuestion:pending',
      ]);
    });

    it('reads notes and previews from the annotations, and multi-select labels joined by ", "', () => {
      expect(trace.calls[0]?.answers).toEqual([
        { question: 'Where should the shop deploy?', selected: ['Staging (Recommended)'], notes: 'only after office hours', preview: 'fly deploy --app shop-staging' },
        { question: 'Which checks should run first?', selected: ['Lint', 'Unit tests'] },
      ]);
      expect(trace.calls[0]?.questions[0]?.options[0]?.preview).toBe('fly deploy --app shop-staging');
    });

    it('keeps what "Chat about this" carried as partial answers', () => {
      expect(trace.calls[1]?.answers).toEqual([{ question: 'Which region?', selected: ['fra'] }]);
    });

    it('a rejected plan carries the feedback the person typed', () => {
      expect(trace.calls[2]?.answers[0]).toMatchObject({ selected: ['No, keep planning'], text: 'Add a rollback step before the smoke test.' });
      expect(trace.calls[2]?.questions[0]?.detail).toMatch(/^# Deploy plan/);
    });

    it('redacts a key typed into an answer, in the answer and in the text the model received', () => {
      expect(trace.calls[3]?.answers[0]?.notes).toBe('either is fine; the deploy token is [redacted]');
      expect(trace.calls[3]?.modelText).not.toMatch(/sk-ant/);
      expect(JSON.stringify(trace.calls)).not.toMatch(/sk-ant-api03/);
      expect(trace.redactions).toBeGreaterThanOrEqual(2);
    });

    it('marks the call on the branch the person rewound past, and the one a sub-agent made', () => {
      expect(trace.calls[4]?.abandoned).toBe(true);
      expect(trace.calls.filter((c) => c.abandoned === true)).toHaveLength(1);
      expect(trace.calls[5]?.sidechain).toEqual({ agentId: 'a1b2c3d' });
    });

    it('reads a record written twice once, names the unreadable line, counts the unknown kind', () => {
      expect(trace.known['duplicate uuid']).toBe(1);
      expect(trace.problems).toEqual([expect.objectContaining({ line: 22, problem: 'not-json' })]);
      expect(trace.unknown).toEqual({ 'worktree-state': 1 });
    });

    it('a call interrupted before any result has no text; one still open at the end is pending', () => {
      expect(trace.calls[6]?.modelText).toBeUndefined();
      expect(trace.calls[8]?.modelText).toBeUndefined();
    });
  });
});
