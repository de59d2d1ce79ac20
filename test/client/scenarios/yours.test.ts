/**
 * "Yours" kept in the browser's storage: what is saved comes back after a
 * reload (a new store on the same storage), runs headless like a built-in
 * scenario, is removed and renamed; a full collection or a full browser quota
 * refuses the save with what it needs; a damaged entry is left out and named,
 * as data (its place in the list and the loader's reason) for the page to word.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRoot } from 'solid-js';
import { describe, expect, it } from 'vitest';
import { createYours, makeYoursStorage, YOURS_KEY } from '../../../src/client/scenarios/yours.ts';
import { runScenarioHeadless } from '../../../src/scenarios/headless.ts';
import { parseScenarioText } from '../../../src/scenarios/loader.ts';
import type { Scenario } from '../../../src/scenarios/schema.ts';

class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  quota = Infinity;
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (value.length > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.#items.set(key, value);
  }
}

function scenario(id: string): Scenario {
  const parsed = parseScenarioText(readFileSync(join(import.meta.dirname, `../../../scenarios/${id}.json`), 'utf8'), `${id}.json`);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.scenario;
}

const inRoot = <T,>(run: () => T): T => createRoot((dispose) => {
  const value = run();
  dispose();
  return value;
});

describe('Yours', () => {
  it('keeps what was saved across a reload, and it runs headless like a built-in scenario', async () => {
    const storage = new MemoryStorage();
    const first = inRoot(() => createYours(makeYoursStorage(storage)));
    const added = first.add(scenario('single-choice'), 'saved');
    expect(added.ok && !added.existing).toBe(true);
    expect(first.add(scenario('single-choice'), 'opened')).toMatchObject({ ok: true, existing: true });
    expect(first.add(scenario('free-text'), 'opened').ok).toBe(true);

    const reloaded = inRoot(() => createYours(makeYoursStorage(storage)));
    expect(reloaded.entries().map((e) => [e.scenario.id, e.origin])).toEqual([
      ['single-choice', 'saved'],
      ['free-text', 'opened'],
    ]);
    const report = await runScenarioHeadless(reloaded.entries()[0]?.scenario as Scenario);
    expect(report.tracker.passed()).toBe(true);
  });

  it('renames and removes, and a reload sees it', () => {
    const storage = new MemoryStorage();
    const yours = inRoot(() => createYours(makeYoursStorage(storage)));
    const added = yours.add(scenario('single-choice'), 'saved');
    if (!added.ok) throw new Error('not added');
    expect(yours.rename(added.entry.key, { zh: '我的单选', en: 'My single choice' }).ok).toBe(true);
    expect(inRoot(() => createYours(makeYoursStorage(storage))).entries()[0]?.scenario.title.en).toBe('My single choice');
    expect(yours.remove(added.entry.key).ok).toBe(true);
    expect(inRoot(() => createYours(makeYoursStorage(storage))).entries()).toEqual([]);
  });

  it('refuses a save past its own limit or the browser’s quota, saying what it needs, and keeps what it had', () => {
    const storage = new MemoryStorage();
    const small = inRoot(() => createYours(makeYoursStorage(storage, 6_000), 6_000));
    expect(small.add(scenario('single-choice'), 'saved').ok).toBe(true);
    const refused = small.add(scenario('large-batch'), 'saved');
    expect(refused).toMatchObject({ ok: false, reason: 'full', limit: 6_000 });
    expect(!refused.ok && refused.reason === 'full' ? refused.needed : 0).toBeGreaterThan(100_000);
    expect(small.entries()).toHaveLength(1);

    const tight = new MemoryStorage();
    tight.quota = 3_000;
    const quota = inRoot(() => createYours(makeYoursStorage(tight)));
    expect(quota.add(scenario('large-batch'), 'saved')).toMatchObject({ ok: false, reason: 'full' });
    expect(quota.entries()).toEqual([]);
  });

  it('leaves out a damaged entry and names it by its place in the list and the loader\'s reason', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      YOURS_KEY,
      JSON.stringify({
        version: 1,
        entries: [
          { key: 'a', origin: 'saved', savedAt: 'x', scenario: { id: 'Bad Id' } },
          { key: 'b', origin: 'link', savedAt: 'y', scenario: scenario('free-text') },
          { key: 'c', origin: 'opened', savedAt: 'z', scenario: { ...scenario('free-text'), steps: [{ dance: {} }] } },
        ],
      }),
    );
    const yours = inRoot(() => createYours(makeYoursStorage(storage)));
    expect(yours.entries().map((e) => e.key)).toEqual(['b']);
    expect(yours.problems()).toEqual([
      { kind: 'entry', position: 1, reason: { kind: 'id-format' } },
      { kind: 'entry', position: 3, reason: { kind: 'unknown-step', path: 'steps[0]' } },
    ]);
  });

  it("keeps a schema problem's words in Chinese beside the English, so the zh page need not show zod's English", () => {
    const storage = new MemoryStorage();
    const bad = { ...scenario('free-text'), title: 42 };
    storage.setItem(YOURS_KEY, JSON.stringify({ version: 1, entries: [{ key: 'a', origin: 'saved', savedAt: 'x', scenario: bad }] }));
    const yours = inRoot(() => createYours(makeYoursStorage(storage)));
    const [problem] = yours.problems();
    expect(problem).toMatchObject({ kind: 'entry', position: 1, reason: { kind: 'schema', path: 'title' } });
    const reason = problem?.kind === 'entry' ? problem.reason : undefined;
    expect(reason?.kind === 'schema' ? reason.message : '').toMatch(/^Invalid input/);
    expect(reason?.kind === 'schema' ? reason.messages?.['zh'] : '').toMatch(/[\u4e00-\u9fff]/);
  });

  it('reads a store that is not JSON, or a storage that refuses to be read, as empty, and says which', () => {
    const storage = new MemoryStorage();
    storage.setItem(YOURS_KEY, '{not json');
    const broken = inRoot(() => createYours(makeYoursStorage(storage)));
    expect(broken.entries()).toEqual([]);
    expect(broken.problems()).toEqual([{ kind: 'list-not-json' }]);

    const locked = new MemoryStorage();
    locked.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const refused = inRoot(() => createYours(makeYoursStorage(locked)));
    expect(refused.entries()).toEqual([]);
    expect(refused.problems()).toEqual([{ kind: 'storage-unreadable' }]);

    const none = inRoot(() => createYours(makeYoursStorage(null)));
    expect([none.entries(), none.problems()]).toEqual([[], []]);
  });
});
