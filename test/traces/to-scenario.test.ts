/**
 * "Save as scenario" for a trace (SPEC §13): every fixture becomes a scenario that
 * the same loader accepts and that replays headless, without a model, to the
 * recorded outcomes (the real runtime and bridge, as test/scenarios does).
 */
import { describe, expect, it } from 'vitest';
import { runScenarioHeadless } from '../../src/scenarios/headless.ts';
import { parseScenarioText } from '../../src/scenarios/loader.ts';
import { scenarioText } from '../../src/scenarios/file.ts';
import { requestOfCall } from '../../src/traces/to-request.ts';
import { traceToScenario } from '../../src/traces/to-scenario.ts';
import { parseFixture } from './fixtures.ts';

const FILES = [
  'claude-code/spotter-491e126e-2.1.38.jsonl',
  'claude-code/spotter-excerpts-2.1.39.jsonl',
  'claude-code/aq-lifecycle-2.1.220.jsonl',
  'claude-code/wordings-constructed.jsonl',
  'codex/herdr-plan-mode.jsonl',
  'codex/outcomes-constructed.jsonl',
  'codex/rollout-2025-legacy.jsonl',
  'openai/chat-messages.json',
  'openai/conversations.jsonl',
  'asklab/session-export.json',
];

describe('a trace saved as a scenario', () => {
  it.each(FILES)('%s: the loader accepts it and it replays to the recorded outcomes', async (path) => {
    const trace = parseFixture(path);
    const { scenario } = traceToScenario(trace.calls, path.split('/').pop() ?? path, trace.format);
    const parsed = parseScenarioText(scenarioText(scenario), `${scenario.id}.json`, { matchFileName: false });
    if (!parsed.ok) throw new Error(parsed.error);
    const report = await runScenarioHeadless(parsed.scenario, { timeoutMs: 10_000 });
    expect(report.errors).toEqual([]);
    expect(report.tracker.state).toBe('done');
    expect(report.tracker.verdicts().map((v) => v.verdict.pass)).not.toContain(false);
    expect(report.tracker.passed()).toBe(true);
  });

  it('maps each recorded outcome to what asklab does with it', () => {
    const trace = parseFixture('claude-code/wordings-constructed.jsonl');
    const { scenario } = traceToScenario(trace.calls, 'wordings.jsonl', 'claude-code');
    const expects = scenario.steps.flatMap((s) => ('expect' in s && s.expect !== undefined ? [JSON.stringify(s.expect)] : ['say']));
    expect(expects.filter((e) => e !== 'say')).toEqual([
      JSON.stringify({ answer: { answers: [{ id: 'where_should_the_shop_deploy', selected: ['Staging (Recommended)'] }, { id: 'which_checks_should_run_first', selected: ['Lint', 'Unit tests'] }] } }),
      JSON.stringify({ code: 'ASK_CANCELLED' }),
      JSON.stringify({ answer: { answers: [{ id: 'plan', selected: ['No, keep planning'] }] } }),
      JSON.stringify({ answer: { answers: [{ id: 'which_colour_scheme', selected: [], custom: 'either is fine; the deploy token is [redacted]' }] } }),
      JSON.stringify({ answer: { answers: [{ id: 'use_a_cdn', selected: ['Yes'] }] } }),
      JSON.stringify({ answer: { answers: [{ id: 'which_file_holds_the_config', selected: ['fly.toml'] }] } }),
      JSON.stringify({ code: 'ASK_ABORTED' }),
      JSON.stringify({ code: 'ASK_CANCELLED' }),
    ]);
    // The call still open at the end is said, not asked.
    expect(scenario.steps.at(-1)).toEqual({ say: expect.stringMatching(/AskUserQuestion #9 .* was still waiting for an answer/) });
  });

  it('lists what the mapping loses: previews, isOther-style flags, a note beside a choice', () => {
    const claude = parseFixture('claude-code/wordings-constructed.jsonl');
    expect(requestOfCall(claude.calls[0]!).issues.map((i) => i.rule)).toEqual(['previewDropped', 'previewDropped']);
    const codex = parseFixture('codex/outcomes-constructed.jsonl');
    const { issues } = traceToScenario(codex.calls, 'outcomes.jsonl', 'codex');
    expect(issues.map((i) => i.issue.rule)).toEqual(['noteBesideChoice']);
    const plan = parseFixture('claude-code/spotter-491e126e-2.1.38.jsonl').calls[1]!;
    expect(requestOfCall(plan).issues.map((i) => i.rule)).toEqual(['planNotInTranscript']);
    expect(requestOfCall(plan).questions[0]?.detail).toMatch(/humble-seeking-umbrella\.md/);
  });
});
