/**
 * A link that opens a whole scenario (§10.3): `?scenario-data=` with the file
 * lz-string compressed, the page's locale and theme, and autoplay on — the one
 * who opens a repro wants to watch it replay. Above `LONG_LINK` characters a
 * link may be cut short by a chat or a mail client: the panels offer the file.
 */
import { encodeScenarioData } from '../../scenarios/file.ts';
import type { Scenario } from '../../scenarios/schema.ts';

export const LONG_LINK = 8000;

export function scenarioLink(base: string, scenario: Scenario, view: { readonly lang: 'zh' | 'en'; readonly theme: 'light' | 'dark' }): string {
  const url = new URL(base);
  url.search = '';
  // In the fragment, like every link Share writes: a whole scenario file is too big for a server's request line.
  const params = new URLSearchParams();
  params.set('scenario-data', encodeScenarioData(scenario));
  params.set('autoplay', '1');
  params.set('lang', view.lang);
  params.set('theme', view.theme);
  url.hash = params.toString();
  return url.href;
}

/** Offers `text` as a file download named `name` (JSON). */
export function downloadJson(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started from the object URL by now; release it once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
