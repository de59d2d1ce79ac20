/**
 * The Timeline's reading of a real session's frame log (§10.2): categories from
 * one table, frames grouped under the tool call and the asks it made, Δt, the
 * filters, a scenario step's frames, and an export that never carries a key.
 */
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../../src/bridge/client.ts';
import type { FrameLogEntry } from '../../../src/bridge/frame-log.ts';
import { configureLive } from '../../../src/bridge/live.ts';
import { startHost } from '../../../src/host/worker-main.ts';
import { DEFAULT_SYSTEM_PROMPT } from '../../../src/protocol/live-defaults.ts';
import {
  CATEGORY_RULES,
  DEFAULT_CATEGORIES,
  buildTimeline,
  categoryOf,
  exportSession,
  filterTimeline,
  framesOfStep,
  makeTimelineBuilder,
  searchText,
  type TimelineGroup,
} from '../../../src/client/inspector/timeline.ts';
import { runScenarioHeadless } from '../../../src/scenarios/headless.ts';
import { parseScenarioText } from '../../../src/scenarios/loader.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY = 'sk-timeline-secret-8a7f6e5d';

function scenario(id: string) {
  const parsed = parseScenarioText(readFileSync(join(import.meta.dirname, `../../../scenarios/${id}.json`), 'utf8'), `${id}.json`);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

/** A real session: the live key configured, then one direct ask answered. */
async function session(): Promise<readonly FrameLogEntry[]> {
  const channel = new MessageChannel();
  const host = startHost(channel.port1);
  const client = new HostClient(channel.port2);
  configureLive(client, {
    endpoint: 'custom',
    baseUrl: 'https://llm.example/v1',
    model: 'm',
    apiKey: KEY,
    temperature: 0.7,
    systemPrompt: DEFAULT_SYSTEM_PROMPT,
    planMode: false,
  });
  const done = new Promise<void>((resolve) =>
    client.subscribe((frame) => {
      if (frame.type === 'question/requested') void client.pendingQuestion(frame).answer([{ selected: ['Fast'], custom: '', skipped: false }]);
      if (frame.type === 'tool/finished') resolve();
    }),
  );
  client.ask({ questions: [{ id: 'mode', question: 'How?', options: [{ label: 'Fast' }] }] });
  await done;
  await new Promise((resolve) => setTimeout(resolve, 10));
  const frames = [...client.log.entries];
  client.close();
  host.close();
  return frames;
}

describe('the Timeline', () => {
  it('files every frame type by one table; an unknown type and MCP traffic have a home', () => {
    expect(categoryOf('question/requested')).toBe('asks');
    expect(categoryOf('receipt')).toBe('asks');
    expect(categoryOf('transcript/delta')).toBe('transcript');
    expect(categoryOf('scenario/step')).toBe('scenario');
    expect(categoryOf('mcp/request')).toBe('transport');
    expect(categoryOf('live/configure')).toBe('system');
    expect(categoryOf('agent/lifecycle')).toBe('system');
    expect(categoryOf('something/new')).toBe('system');
    expect(CATEGORY_RULES.length).toBeGreaterThan(5);
    expect(DEFAULT_CATEGORIES.has('system')).toBe(false);
  });

  it('groups a direct ask with its question frames, with Δt from the previous frame and from the ask’s start', async () => {
    const entries = await session();
    const blocks = buildTimeline(entries);
    const groups = blocks.filter((b): b is TimelineGroup => b.kind === 'group');
    expect(groups).toHaveLength(1);
    const group = groups[0] as TimelineGroup;
    expect(group.tool).toBe('userQuestions.ask');
    expect(group.outcome).toBe('ok');
    expect(group.rpcIds).toHaveLength(1);
    expect(group.frames.map((f) => f.entry.type)).toEqual([
      'tool/started',
      'question/requested',
      'client-response',
      'receipt',
      'question/resolved',
      'tool/finished',
    ]);
    expect(group.frames[0]?.sinceStart).toBe(0);
    for (const f of group.frames) {
      expect(f.sinceStart).toBeGreaterThanOrEqual(0);
      expect(f.sincePrevious).toBeGreaterThanOrEqual(0);
    }
    const loose = blocks.filter((b) => b.kind === 'frame').map((b) => (b.kind === 'frame' ? b.frame.entry.type : ''));
    expect(loose).toEqual(expect.arrayContaining(['live/configure', 'run/ask', 'run/state']));
    expect(blocks[0]?.kind === 'frame' ? blocks[0].frame.sincePrevious : 'x').toBeNull();
  });

  it('filters by kind, errors only and text; frames a person asked to see show whatever the filters say', async () => {
    const entries = await session();
    const blocks = buildTimeline(entries);
    const shown = (b: ReturnType<typeof filterTimeline>) => b.flatMap((x) => (x.kind === 'frame' ? [x.frame] : x.frames)).map((f) => f.entry.type);
    const byDefault = shown(filterTimeline(blocks, { categories: DEFAULT_CATEGORIES, errorsOnly: false, query: '' }, searchText));
    expect(byDefault).not.toContain('live/configure');
    expect(byDefault).toContain('question/requested');
    expect(shown(filterTimeline(blocks, { categories: DEFAULT_CATEGORIES, errorsOnly: true, query: '' }, searchText))).toEqual([]);
    expect(shown(filterTimeline(blocks, { categories: DEFAULT_CATEGORIES, errorsOnly: false, query: 'RECEIPT' }, searchText))).toEqual(['receipt']);
    const configure = entries.find((e) => e.type === 'live/configure');
    const always = new Set([configure?.seq ?? -1]);
    expect(shown(filterTimeline(blocks, { categories: DEFAULT_CATEGORIES, errorsOnly: false, query: '' }, searchText, always))).toContain('live/configure');
  });

  it('marks a failed result and a refused receipt as errors', async () => {
    const report = await runScenarioHeadless(scenario('answer-after-abort'));
    const frames = buildTimeline(report.frames).flatMap((b) => (b.kind === 'frame' ? [b.frame] : b.frames));
    const errors = frames.filter((f) => f.error).map((f) => f.entry.type);
    expect(errors).toEqual(expect.arrayContaining(['tool/finished', 'receipt']));
    const group = buildTimeline(report.frames).find((b): b is TimelineGroup => b.kind === 'group');
    expect(group?.outcome).toBe('ASK_ABORTED');
  });

  it('knows which frames a scenario step produced, late receipts included', async () => {
    const report = await runScenarioHeadless(scenario('answer-after-abort'));
    const ask = report.tracker.asks[0];
    if (ask === undefined) throw new Error('no ask');
    const seqs = framesOfStep(report.frames, ask.path);
    const types = report.frames.filter((f) => seqs.has(f.seq)).map((f) => f.type);
    expect(types[0]).toBe('scenario/step');
    expect(types).toEqual(expect.arrayContaining(['tool/started', 'question/requested', 'question/resolved', 'tool/finished', 'client-response', 'receipt']));
    // The late answer and its receipt came after the step finished.
    const finished = report.frames.find((f) => f.type === 'scenario/step' && (f.payload as { path: string; state: string }).path === ask.path && (f.payload as { state: string }).state === 'finished');
    const late = report.frames.find((f) => f.type === 'receipt');
    expect((late?.seq ?? 0) > (finished?.seq ?? Infinity)).toBe(true);
    expect(framesOfStep(report.frames, '99').size).toBe(0);
  });

  it('exports the session as JSON with every frame and no key anywhere', async () => {
    const entries = await session();
    const data = exportSession(entries, [{ rpcId: 'q1', receivedAt: 1, hopMs: 0.5 }], new Date('2026-12-03T10:00:00Z'));
    const text = JSON.stringify(data);
    expect(text).not.toContain(KEY);
    expect(data.frames).toHaveLength(entries.length);
    expect(data.frames.find((f) => f.type === 'live/configure')?.payload).toMatchObject({ apiKey: '[redacted]' });
    // Even a log that missed a secret field by value loses it by name in the export.
    const leaky: FrameLogEntry = { seq: 1, direction: 'to-worker', type: 'x', at: 0, payload: { nested: { bearerToken: 'tok-123456789' } } };
    expect(JSON.stringify(exportSession([leaky], [], new Date()))).not.toContain('tok-123456789');
  });

  it('hands back the same objects for what a new frame did not touch', async () => {
    const entries = await session();
    const build = makeTimelineBuilder();
    const half = build(entries.slice(0, entries.length - 2));
    const all = build(entries);
    expect(all[0]).toBe(half[0]);
    const before = half.find((b) => b.kind === 'group');
    const after = all.find((b) => b.kind === 'group');
    expect(after).not.toBe(before);
    expect(after?.kind === 'group' && before?.kind === 'group' ? after.frames[0] : 'x').toBe(before?.kind === 'group' ? before.frames[0] : 'y');
    expect(build(entries)).toEqual(all);
  });
});
