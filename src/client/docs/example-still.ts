/**
 * The still a docs example shows before it plays (and after it stops off-screen):
 * its first card, drawn as the playground's entry draws a first card before the
 * app (src/app/first-card.ts), or, when the example's first card is not one that
 * can be drawn so (a plan review, a refused call), the scenario's title and
 * description. A picture, not a card: the caller marks it inert. The scenario
 * file is fetched as the catalogue fetches it; a file that fails to load leaves
 * the still empty (the reserved box stays, nothing moves).
 */
import { drawableCard, drawnCardElement } from '../../app/drawn-card.ts';
import type { Locale } from '../locale/locale.ts';
import { parseScenario } from '../../scenarios/loader.ts';
import { localizeScenario } from '../../scenarios/localize.ts';
import { textIn, type Scenario } from '../../scenarios/schema.ts';
import type { ExampleSource } from './examples.ts';

const urls = import.meta.glob<string>('/scenarios/*.json', { query: '?url&no-inline', import: 'default', eager: true });

export type StillContent = { readonly kind: 'card'; readonly questions: unknown; readonly tool: string } | { readonly kind: 'poster'; readonly title: string; readonly description: string };

/** Codes the runtime answers before any card is shown: such a call never draws one. */
const REFUSED_BEFORE_CARD = new Set(['INVALID_ARGUMENTS', 'EMPTY_QUESTIONS', 'CALLER_NOT_LIVE', 'DELEGATED_CALLER', 'BAD_INTENT', 'NO_PROVIDER']);

/** The questions of the scenario's first step that shows a card (a tool call's arguments, or an `ask` step), if any. */
function firstAsk(scenario: Scenario): { questions: unknown; tool: string } | undefined {
  for (const step of scenario.steps) {
    if ('expect' in step && step.expect !== undefined && 'code' in step.expect && REFUSED_BEFORE_CARD.has(step.expect.code)) continue;
    if ('interrupt' in step && step.interrupt !== undefined && 'abort' in step.interrupt && step.interrupt.abort === 'before') continue;
    if ('ask' in step) return { questions: step.ask.questions, tool: 'userQuestions.ask' };
    if (!('tool' in step) || step.tool !== 'ask_user_question') continue;
    let args: unknown = step.arguments;
    if (typeof args === 'string') {
      try {
        args = JSON.parse(args);
      } catch {
        continue;
      }
    }
    if (typeof args === 'object' && args !== null && 'questions' in args) return { questions: (args as { questions: unknown }).questions, tool: step.tool };
  }
  return undefined;
}

const cache = new Map<string, Promise<StillContent | undefined>>();

/** What the still of `source` shows in `locale`; undefined when nothing can be shown. */
export function stillContent(source: ExampleSource, locale: Locale): Promise<StillContent | undefined> {
  if ('request' in source) return Promise.resolve({ kind: 'card', questions: source.request.questions, tool: 'ask_user_question' });
  const key = `${source.scenario}:${locale}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const url = urls[`/scenarios/${source.scenario}.json`];
  const loaded =
    url === undefined
      ? Promise.resolve(undefined)
      : fetch(url)
          .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
          .then((file: unknown): StillContent | undefined => {
            const parsed = parseScenario(file, `${source.scenario}.json`);
            if (!parsed.ok) return undefined;
            const scenario = localizeScenario(parsed.scenario, locale);
            const ask = firstAsk(scenario);
            const poster: StillContent = { kind: 'poster', title: textIn(scenario.title, locale), description: textIn(scenario.description, locale) };
            if (ask === undefined) return poster;
            return drawableCard({ type: 'question/requested', questions: ask.questions }, ask.tool) === undefined ? poster : { kind: 'card', ...ask };
          })
          .catch(() => undefined);
  cache.set(key, loaded);
  return loaded;
}

/** The still as elements: the drawn card, or the poster. */
export function stillElement(content: StillContent, locale: Locale): HTMLElement {
  if (content.kind === 'card') {
    const card = drawableCard({ type: 'question/requested', questions: content.questions }, content.tool);
    if (card !== undefined) return drawnCardElement(card, locale);
  }
  const poster = document.createElement('div');
  poster.className = 'stage-poster';
  const title = document.createElement('p');
  title.className = 'stage-poster-title';
  title.textContent = content.kind === 'poster' ? content.title : '';
  const description = document.createElement('p');
  description.className = 'stage-poster-text';
  description.textContent = content.kind === 'poster' ? content.description : '';
  poster.append(title, description);
  return poster;
}
