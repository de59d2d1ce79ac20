/**
 * The scenario files, shipped as plain JSON assets and parsed with the loader,
 * so a broken file shows its error in the panel instead of breaking the page.
 * Fetched rather than imported: as JS modules they shared a chunk with the
 * bundler's runtime helpers, which put one scenario into the first-card budget.
 */
import { parseScenario } from '../../scenarios/loader.ts';
import type { Scenario } from '../../scenarios/schema.ts';

export type CatalogueEntry = { file: string; ok: true; scenario: Scenario } | { file: string; ok: false; error: string };

const urls = import.meta.glob<string>('/scenarios/*.json', { query: '?url&no-inline', import: 'default', eager: true });

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

export async function loadCatalogue(): Promise<CatalogueEntry[]> {
  const entries = await Promise.all(
    Object.entries(urls).map(async ([path, url]): Promise<CatalogueEntry> => {
      const file = path.replace(/^\//, '');
      try {
        const parsed = parseScenario(await fetchJson(url), file);
        return parsed.ok ? { file, ok: true, scenario: parsed.scenario } : { file, ok: false, error: parsed.error };
      } catch (error) {
        return { file, ok: false, error: `${file}: ${error instanceof Error ? error.message : String(error)}` };
      }
    }),
  );
  return entries.sort((a, b) => a.file.localeCompare(b.file));
}
