/**
 * The scenario files, bundled as lazy JSON chunks and parsed with the loader, so
 * a broken file shows its error in the panel instead of breaking the page.
 */
import { parseScenario } from '../../scenarios/loader.ts';
import type { Scenario } from '../../scenarios/schema.ts';

export type CatalogueEntry = { file: string; ok: true; scenario: Scenario } | { file: string; ok: false; error: string };

const modules = import.meta.glob<unknown>('/scenarios/*.json', { import: 'default' });

export async function loadCatalogue(): Promise<CatalogueEntry[]> {
  const entries = await Promise.all(
    Object.entries(modules).map(async ([path, load]): Promise<CatalogueEntry> => {
      const file = path.replace(/^\//, '');
      try {
        const parsed = parseScenario(await load(), file);
        return parsed.ok ? { file, ok: true, scenario: parsed.scenario } : { file, ok: false, error: parsed.error };
      } catch (error) {
        return { file, ok: false, error: `${file}: ${error instanceof Error ? error.message : String(error)}` };
      }
    }),
  );
  return entries.sort((a, b) => a.file.localeCompare(b.file));
}
