/**
 * The provider scenarios (SPEC §12) run through DSH's readline and ACP providers for real: the scripted user types
 * into the terminal's character stream and answers as the ACP client, and what crossed the boundary is what DSH's
 * providers do (re-prompts, first-in-first-out queueing, Ctrl-C closing input, one elicitation per question in
 * sequence, the provider switched while an ask waits).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FrameLogEntry } from '../../src/bridge/frame-log.ts';
import { runScenarioHeadless } from '../../src/scenarios/headless.ts';
import { parseScenarioText } from '../../src/scenarios/loader.ts';
import type { Scenario } from '../../src/scenarios/schema.ts';
import { STDIO_TEXT } from '../../src/surfaces/dsh-texts.ts';

const dir = join(import.meta.dirname, '../../scenarios');

function load(id: string): Scenario {
  const parsed = parseScenarioText(readFileSync(join(dir, `${id}.json`), 'utf8'), `scenarios/${id}.json`);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

const payload = (entry: FrameLogEntry): Record<string, unknown> => entry.payload as Record<string, unknown>;
const terminalText = (frames: readonly FrameLogEntry[]): string =>
  frames.filter((f) => f.type === 'terminal/output').map((f) => String(payload(f)['data'])).join('');
const resultTexts = (frames: readonly FrameLogEntry[]): string[] =>
  frames
    .filter((f) => f.type === 'scenario/step' && payload(f)['state'] === 'finished' && payload(f)['result'] !== undefined)
    .map((f) => JSON.stringify(payload(f)['result']));

describe('scenarios on the terminal provider', () => {
  it('terminal-answered: the empty and out-of-range lines re-prompt with DSH\'s words before the answers are read', async () => {
    const report = await runScenarioHeadless(load('terminal-answered'));
    expect(report.tracker.passed()).toBe(true);
    const text = terminalText(report.frames);
    expect(text).toContain('[Mode] How should I continue?\n  1. Fast (Recommended)\n');
    expect(text.split(STDIO_TEXT.reprompt).length - 1).toBe(2);
    expect(text.indexOf('[Checks]')).toBeGreaterThan(text.lastIndexOf(STDIO_TEXT.reprompt));
    expect(report.frames.filter((f) => f.type === 'terminal/input').map((f) => payload(f)['data'])).toEqual(['\r', '7\r', '2\r', '3 1\r']);
  });

  it('fails when the keys typed give another answer (the scenario is judged on what the provider read)', async () => {
    const scenario = load('terminal-answered');
    const step = scenario.steps[0];
    if (step === undefined || !('tool' in step)) throw new Error('expected a tool step');
    const report = await runScenarioHeadless({ ...scenario, steps: [{ ...step, user: { terminal: ['1\r', '1\r'] } }] });
    expect(report.tracker.state).toBe('done');
    expect(report.tracker.passed()).toBe(false);
  });

  it('terminal-queued: the second question is printed only once the first is answered', async () => {
    const report = await runScenarioHeadless(load('terminal-queued'));
    expect(report.tracker.passed()).toBe(true);
    const text = terminalText(report.frames);
    const firstAnswer = report.frames.findIndex((f) => f.type === 'terminal/input');
    const second = report.frames.findIndex((f) => f.type === 'terminal/output' && String(payload(f)['data']).includes('[Database]'));
    expect(firstAnswer).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(firstAnswer);
    expect(text.indexOf('[Mode]')).toBeLessThan(text.indexOf('[Database]'));
  });

  it('terminal-ctrl-c: the pending ask is interrupted and the next one finds stdin closed, in DSH\'s words', async () => {
    const report = await runScenarioHeadless(load('terminal-ctrl-c'));
    expect(report.tracker.passed()).toBe(true);
    const [first, second] = resultTexts(report.frames);
    expect(first).toContain(STDIO_TEXT.interrupted);
    expect(second).toContain(STDIO_TEXT.stdinClosed);
    expect(report.frames.some((f) => f.type === 'terminal/state' && payload(f)['open'] === false)).toBe(true);
  });
});

describe('scenarios on the ACP provider', () => {
  const requests = (frames: readonly FrameLogEntry[]): FrameLogEntry[] =>
    frames.filter((f) => f.type === 'acp/rpc' && (payload(f)['message'] as { method?: string }).method === 'elicitation/create');

  it('acp-accepted: the client made its session first, and each question is its own request, the second after the first is answered', async () => {
    const report = await runScenarioHeadless(load('acp-accepted'));
    expect(report.tracker.passed()).toBe(true);
    const methods = report.frames
      .filter((f) => f.type === 'acp/rpc' && f.direction === 'to-worker')
      .map((f) => (payload(f)['message'] as { method?: string }).method ?? 'result');
    expect(methods.slice(0, 2)).toEqual(['initialize', 'session/new']);
    const sent = requests(report.frames);
    expect(sent).toHaveLength(2);
    const firstResult = report.frames.findIndex((f) => f.type === 'acp/rpc' && f.direction === 'to-worker' && 'result' in (payload(f)['message'] as object));
    expect(report.frames.indexOf(sent[1] as FrameLogEntry)).toBeGreaterThan(firstResult);
    expect((payload(sent[0] as FrameLogEntry)['message'] as { params: { mode: string } }).params.mode).toBe('form');
  });

  it('acp-declined and acp-empty settle as dsh-acp maps them', async () => {
    for (const [id, code] of [['acp-declined', 'ASK_CANCELLED'], ['acp-empty', 'NO_ANSWER']] as const) {
      const report = await runScenarioHeadless(load(id));
      expect(report.tracker.passed(), id).toBe(true);
      expect(requests(report.frames), id).toHaveLength(1);
      expect(resultTexts(report.frames)[0], id).toContain(code);
    }
  });
});

describe('a switch with an ask pending', () => {
  it('provider-switch-pending: the web card\'s ask settles ASK_ABORTED when the terminal is chosen, and the next ask is answered there', async () => {
    const report = await runScenarioHeadless(load('provider-switch-pending'));
    expect(report.tracker.passed()).toBe(true);
    const changed = report.frames.filter((f) => f.type === 'provider/changed').map((f) => [payload(f)['previous'], payload(f)['provider']]);
    expect(changed).toEqual([['web', 'terminal']]);
    expect(terminalText(report.frames)).toContain('[Database] Which database should I use?');
    expect(report.frames.some((f) => f.type === 'question/requested')).toBe(true);
  });
});
