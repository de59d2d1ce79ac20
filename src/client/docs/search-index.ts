/**
 * The docs search index (SPEC §11): every section, sub-heading, card
 * behaviour, request field and error code, each with its anchor and its words
 * in both locales, so a reader finds "delegated" on the zh page and "委派" on the
 * en one; a field also by the name the service and the playground's editor use
 * (`multi_select` as `multiSelect`); every scenario the page plays by its title
 * and description (leading to the row or behaviour that plays it); and the live
 * examples' own controls (Copy embed code, Replay, …). Built from the same data
 * the page renders (the copies, the rows in ./examples.ts, the scenario files'
 * titles); headings other sections add are read from the page itself. Loaded
 * after first paint, with the search dialog.
 */
import type { Locale } from '../locale/locale.ts';
import { docsEn } from './en.ts';
import { BEHAVIOURS, ERROR_ROWS, LIVE_CODES, MCP_CODES, PARAMETER_ROWS, SURFACE_ROWS } from './examples.ts';
import type { LocalizedText } from '../../scenarios/schema.ts';
import { docsZh, type DocsCopy } from './zh.ts';

export type SearchKind = keyof DocsCopy['page']['searchKind'];

export interface SearchEntry {
  /** The element id the entry leads to (`#<id>`). */
  readonly id: string;
  readonly kind: SearchKind;
  readonly title: Readonly<Record<Locale, string>>;
  /** A line of context under the title. */
  readonly detail: Readonly<Record<Locale, string>>;
  /** Lower-case words of both locales, for matching. */
  readonly haystack: string;
  /** Tells entries apart where several lead to one anchor (a row and the scenarios it plays); the id otherwise. */
  readonly key?: string;
}

const COPIES: Record<Locale, DocsCopy> = { zh: docsZh, en: docsEn };

// Only the two keys of each scenario file: the bundler keeps nothing else of them in this chunk.
const SCENARIO_TITLES = import.meta.glob<LocalizedText>('/scenarios/*.json', { import: 'title', eager: true });
const SCENARIO_DESCRIPTIONS = import.meta.glob<LocalizedText>('/scenarios/*.json', { import: 'description', eager: true });

/** The anchor of the example's id on the page: the very first live example (every example has the same controls). */
export const CONTROLS_ANCHOR = 'stage-send';

/** `multi_select` → `multiSelect`: the service-level name of a wire field. */
const camel = (field: string): string => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const plain = (text: string): string => text.replace(/`/g, '');
const both = (pick: (copy: DocsCopy) => string): Record<Locale, string> => ({ zh: plain(pick(COPIES.zh)), en: plain(pick(COPIES.en)) });

function entry(id: string, kind: SearchKind, title: Record<Locale, string>, detail: Record<Locale, string>, extra = ''): SearchEntry {
  return { id, kind, title, detail, haystack: [id, title.zh, title.en, detail.zh, detail.en, extra].join(' ').toLowerCase() };
}

/** One docs section's sub-headings: anchor id and title per copy. */
export interface HeadingRef {
  readonly id: string;
  readonly title: (copy: DocsCopy) => string;
}

export function buildSearchIndex(sections: readonly { readonly id: string; readonly title: (copy: DocsCopy) => string; readonly headings: readonly HeadingRef[] }[]): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const section of sections) {
    const sectionTitle = both(section.title);
    entries.push(entry(section.id, 'section', sectionTitle, sectionTitle));
    for (const heading of section.headings) entries.push(entry(heading.id, 'heading', both(heading.title), sectionTitle));
  }
  for (const b of BEHAVIOURS) {
    entries.push(entry(`card-${b.key}`, 'behaviour', both((c) => c.card.items[b.key].title), both((c) => c.card.items[b.key].body)));
  }
  for (const row of PARAMETER_ROWS) {
    const name = { zh: row.field, en: row.field };
    entries.push(entry(`field-${row.field}`, 'field', name, both((c) => c.send.params[row.field]), `${row.field.replace(/_/g, ' ')} ${camel(row.field)}`));
  }
  for (const name of SURFACE_ROWS) {
    const tool = both((c) => c.surfaces.rows[name].tool);
    entries.push(entry(`surfaces-${name}`, 'surface', both((c) => c.surfaces.rows[name].name), tool, `${name.replace(/-/g, ' ')} ${tool.en}`));
  }
  // Every code is its own anchor, titled with itself in both locales; `extra` is what else finds it.
  const code = (id: string, detail: (copy: DocsCopy) => string, extra: string): void => {
    entries.push(entry(id, 'code', { zh: id, en: id }, both(detail), `${id.replace(/_/g, ' ')} ${extra}`));
  };
  for (const row of ERROR_ROWS) code(row.code, (c) => c.errors.rows[row.code], row.scenarios.join(' '));
  for (const id of LIVE_CODES) code(id, (c) => c.errors.live.rows[id], 'live');
  for (const id of MCP_CODES) code(id, (c) => c.errors.mcp.rows[id].when, 'mcp');
  // Each scenario the page plays, leading to where it plays: its error row, or the card behaviour it shows.
  const plays = new Map<string, string>();
  for (const row of ERROR_ROWS) for (const id of row.scenarios) if (!plays.has(id)) plays.set(id, row.code);
  for (const b of BEHAVIOURS) {
    for (const locale of ['zh', 'en'] as const) {
      const source = b.source(locale);
      if ('scenario' in source && !plays.has(source.scenario)) plays.set(source.scenario, `card-${b.key}`);
    }
  }
  for (const [id, anchor] of plays) {
    const title = SCENARIO_TITLES[`/scenarios/${id}.json`];
    const description = SCENARIO_DESCRIPTIONS[`/scenarios/${id}.json`];
    if (title === undefined || description === undefined) continue;
    entries.push({ ...entry(anchor, 'scenario', { zh: title.zh, en: title.en }, { zh: description.zh, en: description.en }, `${id} ${id.replace(/-/g, ' ')}`), key: `scenario-${id}` });
  }
  // The live examples' controls, in both locales, with what the page says of embedding.
  const stage = (pick: (copy: DocsCopy['stage']) => string, extra = ''): void => {
    entries.push({ ...entry(CONTROLS_ANCHOR, 'control', both((c) => pick(c.stage)), both((c) => c.page.footer), extra), key: `control-${pick(docsEn.stage)}` });
  };
  stage((s) => s.copyEmbed, 'embed iframe ?embed=1 snippet');
  stage((s) => s.replay);
  stage((s) => s.open, 'playground');
  stage((s) => `${s.watch} · ${s.try}`, 'autoplay');
  stage((s) => s.tabs, 'json typescript');
  return entries;
}

/** Headings on the page that no entry covers yet (a section another module added), in the page's locale. */
export function headingsFromPage(root: ParentNode, known: ReadonlySet<string>, locale: Locale): SearchEntry[] {
  return [...root.querySelectorAll<HTMLElement>('[data-docs-heading][id]')].flatMap((el) => {
    // A section's h2 stands for its section: the anchor is the section's id.
    const id = el.tagName === 'H2' ? (el.closest<HTMLElement>('section[id]')?.id ?? el.id) : el.id;
    if (known.has(id)) return [];
    const text = (el.textContent ?? '').replace('#', '').trim();
    const title = { zh: text, en: text } as Record<Locale, string>;
    return [entry(id, el.tagName === 'H2' ? 'section' : 'heading', title, title, locale)];
  });
}

/** Entries matching every word of `query`, best first: a title that starts with it, then a title that holds it, then the rest. */
export function searchDocs(index: readonly SearchEntry[], query: string, locale: Locale, limit = 12): SearchEntry[] {
  const words = query.toLowerCase().trim().split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return [];
  const scored = index.flatMap((e) => {
    if (!words.every((w) => e.haystack.includes(w) || e.haystack.includes(w.replace(/ /g, '_')))) return [];
    const title = `${e.title[locale]} ${e.title.zh} ${e.title.en} ${e.id}`.toLowerCase();
    const first = words[0] ?? '';
    const score = title.startsWith(first) || e.id.toLowerCase().startsWith(first) ? 0 : title.includes(first) ? 1 : 2;
    return [{ e, score }];
  });
  return scored.sort((a, b) => a.score - b.score).slice(0, limit).map((s) => s.e);
}
