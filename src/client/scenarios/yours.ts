/**
 * "Yours" (§10.3): the scenarios a person saved or opened, kept in this browser
 * (localStorage) across reloads until removed. Each entry is stored whole and
 * re-read through the scenario loader on load, so a damaged entry is reported
 * (as data, for the catalogue to word) and left out instead of breaking the list. The collection has a size limit of
 * its own, well under the browser's quota (which the live settings and other
 * panels share): past it, a save is refused with what it needs and what is used.
 *
 * `makeYoursStorage` is the plain reading and writing; `createYours` the
 * reactive list the catalogue shows, with named actions.
 */
import { createSignal, type Accessor } from 'solid-js';
import { parseScenario, type ScenarioReason } from '../../scenarios/loader.ts';
import type { LocalizedText, Scenario } from '../../scenarios/schema.ts';
import { SCHEMA_TRANSLATIONS } from './schema-translations.ts';

export const YOURS_KEY = 'asklab.yours';
/** Characters of stored JSON (localStorage counts UTF-16 units): 3 M of a browser's usual 5 M. */
export const YOURS_LIMIT = 3_000_000;

export type YoursOrigin = 'saved' | 'opened' | 'link';

export interface YoursEntry {
  /** Local key; the scenario's own id may repeat across entries (two takes of one repro). */
  readonly key: string;
  readonly origin: YoursOrigin;
  readonly savedAt: string;
  readonly scenario: Scenario;
}

export type YoursWrite =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'full'; readonly needed: number; readonly used: number; readonly limit: number }
  | { readonly ok: false; readonly reason: 'unavailable'; readonly detail: string };

/**
 * What a load could not read back, as data: the catalogue words it in its
 * locale. `position` counts the stored list from 1; `reason` is the loader's.
 */
export type YoursProblem =
  | { readonly kind: 'storage-unreadable' }
  | { readonly kind: 'list-not-json' }
  | { readonly kind: 'entry'; readonly position: number; readonly reason: ScenarioReason };

export interface YoursStorage {
  load(): { entries: YoursEntry[]; problems: YoursProblem[] };
  write(entries: readonly YoursEntry[]): YoursWrite;
  /** Characters the entries take when stored. */
  sizeOf(entries: readonly YoursEntry[]): number;
}

function serialize(entries: readonly YoursEntry[]): string {
  return JSON.stringify({ version: 1, entries });
}

export function makeYoursStorage(storage: Storage | null, limit: number = YOURS_LIMIT): YoursStorage {
  return {
    sizeOf: (entries) => serialize(entries).length,
    load() {
      if (storage === null) return { entries: [], problems: [] };
      let raw: string | null;
      try {
        raw = storage.getItem(YOURS_KEY);
      } catch {
        return { entries: [], problems: [{ kind: 'storage-unreadable' }] };
      }
      if (raw === null) return { entries: [], problems: [] };
      let data: unknown;
      try {
        data = JSON.parse(raw);
      } catch {
        return { entries: [], problems: [{ kind: 'list-not-json' }] };
      }
      const list = typeof data === 'object' && data !== null && 'entries' in data && Array.isArray(data.entries) ? (data.entries as unknown[]) : [];
      const entries: YoursEntry[] = [];
      const problems: YoursProblem[] = [];
      for (const [i, item] of list.entries()) {
        const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
        const parsed = parseScenario(record['scenario'], `entry ${i + 1}`, { matchFileName: false, translations: SCHEMA_TRANSLATIONS });
        if (!parsed.ok) {
          problems.push({ kind: 'entry', position: i + 1, reason: parsed.reason });
          continue;
        }
        const origin = record['origin'] === 'opened' || record['origin'] === 'link' ? record['origin'] : 'saved';
        entries.push({
          key: typeof record['key'] === 'string' ? record['key'] : newKey(),
          origin,
          savedAt: typeof record['savedAt'] === 'string' ? record['savedAt'] : new Date(0).toISOString(),
          scenario: parsed.scenario,
        });
      }
      return { entries, problems };
    },
    write(entries) {
      const text = serialize(entries);
      if (text.length > limit) {
        const last = entries.at(-1);
        const needed = last === undefined ? 0 : JSON.stringify(last).length;
        return { ok: false, reason: 'full', needed, used: text.length - needed, limit };
      }
      if (storage === null) return { ok: false, reason: 'unavailable', detail: 'no storage in this browser context' };
      try {
        storage.setItem(YOURS_KEY, text);
        return { ok: true };
      } catch (error) {
        // The browser's own quota (shared with other sites' data on some browsers) ran out first.
        if (error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22)) {
          const last = entries.at(-1);
          const needed = last === undefined ? 0 : JSON.stringify(last).length;
          return { ok: false, reason: 'full', needed, used: text.length - needed, limit };
        }
        return { ok: false, reason: 'unavailable', detail: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

let keys = 0;
function newKey(): string {
  return `y${Date.now().toString(36)}${(++keys).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export type YoursAdd = { readonly ok: true; readonly entry: YoursEntry; readonly existing: boolean } | Extract<YoursWrite, { ok: false }>;

export interface Yours {
  readonly entries: Accessor<readonly YoursEntry[]>;
  /** What could not be read back at load (an entry's reason is the loader's), shown once under the list. */
  readonly problems: Accessor<readonly YoursProblem[]>;
  /** Characters used, and the limit. */
  readonly usage: Accessor<{ readonly used: number; readonly limit: number }>;
  /** Adds a scenario; the very same scenario already in the list is not added twice. */
  add(scenario: Scenario, origin: YoursOrigin): YoursAdd;
  remove(key: string): YoursWrite;
  rename(key: string, title: LocalizedText): YoursWrite;
  find(key: string): YoursEntry | undefined;
}

export function createYours(storage: YoursStorage, limit: number = YOURS_LIMIT, now: () => Date = () => new Date()): Yours {
  const initial = storage.load();
  const [entries, setEntries] = createSignal<readonly YoursEntry[]>(initial.entries);
  const [problems] = createSignal<readonly YoursProblem[]>(initial.problems);
  const [used, setUsed] = createSignal(storage.sizeOf(initial.entries));

  const commit = (next: readonly YoursEntry[]): YoursWrite => {
    const written = storage.write(next);
    if (written.ok) {
      setEntries(next);
      setUsed(storage.sizeOf(next));
    }
    return written;
  };

  return {
    entries,
    problems,
    usage: () => ({ used: used(), limit }),
    add(scenario, origin) {
      const text = JSON.stringify(scenario);
      const same = entries().find((e) => JSON.stringify(e.scenario) === text);
      if (same !== undefined) return { ok: true, entry: same, existing: true };
      const entry: YoursEntry = { key: newKey(), origin, savedAt: now().toISOString(), scenario };
      const written = commit([...entries(), entry]);
      return written.ok ? { ok: true, entry, existing: false } : written;
    },
    remove(key) {
      return commit(entries().filter((e) => e.key !== key));
    },
    rename(key, title) {
      return commit(entries().map((e) => (e.key === key ? { ...e, scenario: { ...e.scenario, title } } : e)));
    },
    find: (key) => entries().find((e) => e.key === key),
  };
}

/** The storage this page may use, or null where there is none (a sandboxed frame, storage turned off). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
