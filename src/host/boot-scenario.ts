/**
 * The scenario a `?scenario=` link names, fetched by the worker itself at boot
 * (`run/boot`), so the run starts while the page is still loading instead of after
 * the page's scenario panel has loaded the whole catalogue. The files are the same
 * JSON assets the panel fetches; the loader is the same.
 */
import { parseScenario } from '../scenarios/loader.ts';
import { scenarioForPage } from '../scenarios/localize.ts';
import type { Scenario, ScenarioLocale } from '../scenarios/schema.ts';

const urls = import.meta.glob<string>('/scenarios/*.json', { query: '?url&no-inline', import: 'default', eager: true });

export type BootScenario = { ok: true; scenario: Scenario } | { ok: false; known: boolean; error: string };

export async function loadBootScenario(id: string, locale?: ScenarioLocale): Promise<BootScenario> {
  // Scenario files are named after their id (checked by the catalogue tests).
  const file = `/scenarios/${id}.json`;
  const url = urls[file];
  if (url === undefined) return { ok: false, known: false, error: `no scenario named "${id}"` };
  try {
    const response = await fetch(url);
    if (!response.ok) return { ok: false, known: true, error: `${file.slice(1)}: HTTP ${response.status}` };
    const parsed = parseScenario(await response.json(), file.slice(1));
    if (!parsed.ok) return { ok: false, known: true, error: parsed.error };
    // In the page's words, as its player would have started it (src/scenarios/localize.ts).
    return { ok: true, scenario: locale === undefined ? parsed.scenario : scenarioForPage(parsed.scenario, locale) };
  } catch (error) {
    return { ok: false, known: true, error: `${file.slice(1)}: ${error instanceof Error ? error.message : String(error)}` };
  }
}
