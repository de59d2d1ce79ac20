/**
 * The state gallery (§5.5): every state of the cards, side by side, rendered by
 * the real QuestionFlow, PlanReviewCard and McpAsk from `initial` snapshots. One section
 * per theme × locale, each re-scoping the design tokens with `data-theme` and
 * providing its own locale; each state at 360 px and at full width. An index of
 * the states sits at the top; every state has a permalink (its section's
 * `?lang=&theme=` and an anchor); `?lang=` and `?theme=` pick the sections
 * shown, and the filters write them back, so the address is always a link to
 * what is on screen.
 * The cards' behaviour and look stay with the card components; the fixtures
 * live in ./fixtures.ts; a card's actions (sending nothing, showing what they
 * would send, Reset) are ./FixtureCard.tsx.
 */
import { applyTokens, hasOverrides, type Theme, type TokenOverrides } from '../editor/tokens.ts';
import { encodeTokens } from '../editor/tokens-link.ts';
import { For, Show, createEffect, createMemo, createSignal, on, onMount, type JSX } from 'solid-js';
import { LocaleProvider } from '../locale/LocaleProvider.tsx';
import { createLocale, langTag, type Locale } from '../locale/locale.ts';
import { Segmented } from '../ui/Segmented.tsx';
import { galleryEn, galleryZh, type GalleryCopy } from './copy.ts';
import { FixtureCard } from './FixtureCard.tsx';
import { GALLERY_STATES, galleryFixtures, type GalleryStateId } from './fixtures.ts';

type Choice<T extends string> = T | 'both';
type WidthChoice = 'narrow' | 'full';

export interface GalleryProps {
  /** The language of the page's own chrome at first; the sections show both locales regardless. */
  readonly locale: Locale;
  /** Links back to the other pages, relative to this one. */
  readonly playgroundHref: string;
  readonly docsHref: string;
  /** Design-token overrides from the playground's Tokens panel (`?tokens=`), applied to every section. */
  readonly tokens?: TokenOverrides;
  /** `?lang=`: only this locale's sections at first (all when absent). */
  readonly onlyLocale?: Locale;
  /** `?theme=`: only this theme's sections at first (all when absent). */
  readonly onlyTheme?: Theme;
  /** Writes the filters back to the address (the page passes one that uses history.replaceState). */
  readonly onFilters?: (filters: { readonly lang?: Locale; readonly theme?: Theme }) => void;
}

/** The anchor of a state in one section; `?lang=<locale>&theme=<theme>#<anchor>` is its permalink. */
export function stateAnchor(theme: Theme, locale: Locale, state: GalleryStateId): string {
  return `${theme}-${locale}-${state}`;
}

const COPY: Record<Locale, GalleryCopy> = { zh: galleryZh, en: galleryEn };
const THEMES: readonly Theme[] = ['light', 'dark'];
const LOCALES: readonly Locale[] = ['zh', 'en'];

export function Gallery(props: GalleryProps): JSX.Element {
  const [pageLocale, setPageLocale] = createSignal<Locale>(props.locale);
  const copy = (): GalleryCopy => COPY[pageLocale()];
  createEffect(() => {
    document.documentElement.lang = langTag(pageLocale());
    document.title = `asklab · ${copy().ui.title}`;
  });
  const [theme, setTheme] = createSignal<Choice<Theme>>(props.onlyTheme ?? 'both');
  const [locale, setLocale] = createSignal<Choice<Locale>>(props.onlyLocale ?? 'both');
  const [width, setWidth] = createSignal<Choice<WidthChoice>>('both');
  createEffect(
    on([theme, locale], ([t, l]) => props.onFilters?.({ ...(l !== 'both' ? { lang: l } : {}), ...(t !== 'both' ? { theme: t } : {}) }), { defer: true }),
  );
  // The browser scrolls to an anchor before the sections exist on a slow start; once they do, go there.
  onMount(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id !== '') requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
  });

  const sections = createMemo(() =>
    THEMES.filter((t) => theme() === 'both' || theme() === t).flatMap((t) =>
      LOCALES.filter((l) => locale() === 'both' || locale() === l).map((l) => ({ theme: t, locale: l })),
    ),
  );
  const showNarrow = (): boolean => width() !== 'full';
  // The other pages open in the language this page is read in (their own `?lang=`), not the browser's default.
  const inPageLocale = (href: string): string => `${href}${href.includes('?') ? '&' : '?'}lang=${pageLocale()}`;
  const showFull = (): boolean => width() !== 'narrow';

  return (
    <div class="gallery" data-testid="gallery">
      <header class="gallery-head">
        <div class="gallery-head-row">
          <div class="gallery-brand">
            <span class="brand-mark" aria-hidden="true">?</span>
            <h1 class="gallery-title">
              asklab <span class="gallery-title-sep" aria-hidden="true">/</span> {copy().ui.title}
            </h1>
          </div>
          <nav class="gallery-links" aria-label="asklab">
            <a class="gallery-link" href={inPageLocale(props.playgroundHref)} data-testid="gallery-playground">
              {copy().ui.playground}
            </a>
            <a class="gallery-link" href={inPageLocale(props.docsHref)} data-testid="gallery-docs">
              {copy().ui.docs}
            </a>
            <Segmented
              label={copy().ui.locale}
              data-testid="gallery-page-locale"
              value={pageLocale()}
              options={[
                { value: 'zh', label: '中文' },
                { value: 'en', label: 'EN' },
              ]}
              onChange={setPageLocale}
            />
          </nav>
        </div>
        <p class="gallery-intro">{copy().ui.intro}</p>
      </header>
      <div class="gallery-filters" role="region" aria-label={copy().ui.filters}>
          <Filter label={copy().ui.theme}>
            <Segmented
              label={copy().ui.theme}
              data-testid="gallery-theme"
              value={theme()}
              options={[
                { value: 'both', label: copy().ui.both },
                { value: 'light', label: copy().ui.light },
                { value: 'dark', label: copy().ui.dark },
              ]}
              onChange={setTheme}
            />
          </Filter>
          <Filter label={copy().ui.locale}>
            <Segmented
              label={copy().ui.locale}
              data-testid="gallery-locale"
              value={locale()}
              options={[
                { value: 'both', label: copy().ui.both },
                { value: 'zh', label: copy().ui.zh },
                { value: 'en', label: copy().ui.en },
              ]}
              onChange={setLocale}
            />
          </Filter>
          <Filter label={copy().ui.width}>
            <Segmented
              label={copy().ui.width}
              data-testid="gallery-width"
              value={width()}
              options={[
                { value: 'both', label: copy().ui.both },
                { value: 'narrow', label: copy().ui.narrow },
                { value: 'full', label: copy().ui.full },
              ]}
              onChange={setWidth}
            />
          </Filter>
      </div>
      <main class="gallery-main">
      <nav class="gallery-index" aria-labelledby="gallery-index-title" data-testid="gallery-index">
        <h2 class="gallery-index-title" id="gallery-index-title">
          {copy().ui.index}
        </h2>
        <Show when={sections()[0]}>
          {(first) => (
            <ol class="gallery-index-list">
              <For each={GALLERY_STATES}>
                {(state) => (
                  <li>
                    <a class="gallery-index-link" href={`#${stateAnchor(first().theme, first().locale, state)}`} data-state={state}>
                      {copy().states[state].title}
                    </a>
                  </li>
                )}
              </For>
            </ol>
          )}
        </Show>
      </nav>

      <For each={sections()}>
        {(section) => (
          <GallerySection
            theme={section.theme}
            locale={section.locale}
            heading={`${copy().ui[section.theme]} · ${copy().ui[section.locale]}`}
            permalinkLabel={copy().ui.permalink}
            narrow={showNarrow()}
            full={showFull()}
            tokens={props.tokens}
          />
        )}
      </For>
      </main>
    </div>
  );
}

function Filter(props: { label: string; children: JSX.Element }): JSX.Element {
  return (
    <div class="gallery-filter">
      <span class="gallery-filter-label" aria-hidden="true">
        {props.label}
      </span>
      {props.children}
    </div>
  );
}

interface SectionProps {
  readonly theme: Theme;
  readonly locale: Locale;
  readonly heading: string;
  readonly narrow: boolean;
  readonly full: boolean;
  readonly tokens?: TokenOverrides | undefined;
  readonly permalinkLabel: string;
}

/** The permalink of a state: its section alone (locale and theme), the designer's tokens, and the anchor. */
function permalink(theme: Theme, locale: Locale, state: GalleryStateId, tokens: TokenOverrides | undefined): string {
  const params = new URLSearchParams({ lang: locale, theme });
  if (tokens !== undefined && hasOverrides(tokens)) params.set('tokens', encodeTokens(tokens));
  return `?${params.toString()}#${stateAnchor(theme, locale, state)}`;
}

/** One theme × locale: the tokens and the cards' dictionary are scoped to it. */
function GallerySection(props: SectionProps): JSX.Element {
  // Each section keeps its own locale for good: the filters add or remove whole sections.
  const locale = createLocale(props.locale);
  const copy = COPY[props.locale];
  const fixtures = galleryFixtures(props.locale);
  const headingId = `gallery-${props.theme}-${props.locale}`;
  return (
    <section
      ref={(el) => {
        if (props.tokens !== undefined) applyTokens(el, props.tokens, props.theme);
      }}
      class="gallery-section"
      data-theme={props.theme}
      data-locale={props.locale}
      lang={langTag(props.locale)}
      aria-labelledby={headingId}
      data-testid="gallery-section"
    >
      <h2 class="gallery-section-title" id={headingId}>
        <span class="gallery-swatch" aria-hidden="true" />
        {props.heading}
      </h2>
      <LocaleProvider value={locale}>
        <div class="gallery-states">
          <For each={fixtures}>
            {(fixture) => (
              <figure class="gallery-state" data-state={fixture.id} id={stateAnchor(props.theme, props.locale, fixture.id)}>
                <figcaption class="gallery-caption">
                  <a
                    class="gallery-permalink"
                    href={permalink(props.theme, props.locale, fixture.id, props.tokens)}
                    aria-label={`${props.permalinkLabel}: ${copy.states[fixture.id].title} · ${props.heading}`}
                    data-testid="gallery-permalink"
                  >
                    #
                  </a>
                  <span class="gallery-caption-title">{copy.states[fixture.id].title}</span>
                  <code class="gallery-caption-id">{fixture.id}</code>
                  <span class="gallery-caption-note">{copy.states[fixture.id].note}</span>
                </figcaption>
                <div class="gallery-stages">
                  <Show when={props.narrow}>
                    <div class="gallery-stage gallery-stage--narrow" data-width="360">
                      <span class="gallery-stage-label">{copy.ui.narrow}</span>
                      <FixtureCard fixture={fixture} copy={copy.ui} />
                    </div>
                  </Show>
                  <Show when={props.full}>
                    <div class="gallery-stage gallery-stage--full" data-width="full">
                      <span class="gallery-stage-label">{copy.ui.full}</span>
                      <FixtureCard fixture={fixture} copy={copy.ui} />
                    </div>
                  </Show>
                </div>
              </figure>
            )}
          </For>
        </div>
      </LocaleProvider>
    </section>
  );
}
