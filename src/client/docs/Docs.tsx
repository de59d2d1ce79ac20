/**
 * The interactive docs page: the ask mechanism in the reader's order — what the
 * model sends, how the card behaves, what comes back, every error code — each
 * section beside a live example (the playground embedded with `?embed=1`).
 * Every section, sub-heading, field and error code has an id and a visible "#"
 * link; a table of contents follows the reader (a sticky sidebar from 1100 px, a
 * "Contents" menu below) and ⌘K / Ctrl+K searches the page. Scroll following,
 * hash highlighting and search load after first paint (./docs-nav.ts,
 * ./DocsSearch.tsx). Prose comes from ./zh.ts and ./en.ts; model-facing text
 * from ./examples.ts, computed by the protocol itself.
 *
 * To add a section: write a component taking SectionProps (its root a
 * `<section class="docs-section" id=…>` headed by SectionHead), and add a row
 * to SECTIONS with its title and sub-headings; the TOC and search pick it up.
 */
import type { Theme } from '../editor/tokens.ts';
import { Button } from '@kobalte/core/button';
import { Collapsible } from '@kobalte/core/collapsible';
import { DropdownMenu } from '../ui/dropdown-menu.tsx';
import { Popover } from '@kobalte/core/popover';
import { Dynamic } from 'solid-js/web';
import { For, Index, Show, Suspense, createEffect, createMemo, createSignal, lazy, on, onCleanup, onMount, type Accessor, type JSX } from 'solid-js';
import { TOOL_PARAMETERS_JSON_SCHEMA } from '../../protocol/dsh/tool.ts';
import { DSH_PLAN_MODE, keepPlanningWithFeedback } from '../../protocol/dsh/messages.ts';
import { LANGUAGE_NAMES, LocaleContext, createLocale, langTag, translate, type Locale } from '../locale/locale.ts';
import { LIMIT_SOURCES } from '../../surfaces/sources.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { Segmented } from '../ui/Segmented.tsx';
import { CheckIcon, ChevronDown, ExternalIcon, GridIcon, LanguageIcon, PlayIcon } from '../ui/icons.tsx';
import { docsEn } from './en.ts';
import {
  BEHAVIOURS,
  CANCELLED_RESULT,
  ERROR_ROWS,
  MCP_CODES,
  LIVE_CODES,
  KEY_ROWS,
  MIXED_BATCH,
  PARAMETER_ROWS,
  RULE_ROWS_BY_LOCALE,
  SURFACE_ROWS,
  modelText,
  playgroundUrl,
  type BehaviourKey,
} from './examples.ts';
import { ExampleStage } from './ExampleStage.tsx';
import type { HeadingRef } from './search-index.ts';
import { SURFACES_EXAMPLE } from './surfaces-example.ts';
import { docsZh, type DocsCopy } from './zh.ts';
import { TRACES_SECTION } from './TracesSection.tsx';
import { DIFFERENCES_SECTION } from './DifferencesSection.tsx';

const DocsSearch = lazy(() => import('./DocsSearch.tsx'));
// The surfaces example runs the five adapters: its own chunk (shared with the playground's Surfaces tab), after the page.
const SurfacesView = lazy(() => import('../inspector/SurfacesView.tsx').then((m) => ({ default: m.SurfacesView })));

export interface DocsProps {
  readonly locale: Locale;
  readonly theme: Theme;
  /** Links to the sibling pages, relative to this one. */
  readonly playgroundHref: string;
  readonly galleryHref: string;
  /** Told about locale and theme switches (the page keeps them in its URL). */
  readonly onChange?: (state: { locale: Locale; theme: Theme }) => void;
}

const COPY: Record<Locale, DocsCopy> = { zh: docsZh, en: docsEn };

/** What every section receives: the page's copy, locale and theme. */
export interface SectionProps {
  readonly copy: DocsCopy;
  readonly locale: Locale;
  readonly theme: Theme;
}

export interface DocsSectionDef {
  /** The section element's id, its anchor (`#send`): stable, links point at it. */
  readonly id: string;
  readonly title: (copy: DocsCopy) => string;
  /** Its sub-headings, for the TOC and the search (each is an element id inside the section). */
  readonly headings: readonly HeadingRef[];
  readonly Component: (props: SectionProps) => JSX.Element;
}

const SECTIONS: readonly DocsSectionDef[] = [
  {
    id: 'send',
    title: (c) => c.send.title,
    headings: [
      { id: 'send-params', title: (c) => c.send.paramsTitle },
      { id: 'send-call', title: (c) => c.send.callTitle },
      { id: 'send-rules', title: (c) => c.send.rulesTitle },
      { id: 'send-schema', title: (c) => c.send.schemaTitle },
    ],
    Component: SendSection,
  },
  {
    id: 'card',
    title: (c) => c.card.title,
    headings: [{ id: 'card-keys', title: (c) => c.card.keysTitle }],
    Component: CardSection,
  },
  {
    id: 'answer',
    title: (c) => c.answer.title,
    headings: [
      { id: 'answer-text', title: (c) => c.answer.textTitle },
      { id: 'answer-failure', title: (c) => c.answer.failureTitle },
    ],
    Component: AnswerSection,
  },
  {
    id: 'errors',
    title: (c) => c.errors.title,
    headings: [
      { id: 'errors-plan', title: (c) => c.errors.plan.title },
      { id: 'errors-live', title: (c) => c.errors.live.title },
      { id: 'errors-mcp', title: (c) => c.errors.mcp.title },
    ],
    Component: ErrorsSection,
  },
  {
    id: 'surfaces',
    title: (c) => c.surfaces.title,
    headings: [
      { id: 'surfaces-list', title: (c) => c.surfaces.tableTitle },
      { id: 'surfaces-example', title: (c) => c.surfaces.exampleTitle },
      { id: 'surfaces-providers', title: (c) => c.surfaces.providersTitle },
    ],
    Component: SurfacesSection,
  },
  TRACES_SECTION,
  DIFFERENCES_SECTION,
];

type NavModule = typeof import('./docs-nav.ts');

export function Docs(props: DocsProps): JSX.Element {
  const [locale, setLocale] = createSignal<Locale>(props.locale);
  const [theme, setTheme] = createSignal<Theme>(props.theme);
  const copy = createMemo(() => COPY[locale()]);
  const [active, setActive] = createSignal<string>(SECTIONS[0]?.id ?? '');
  const [searchOpen, setSearchOpen] = createSignal(false);
  const [searchWanted, setSearchWanted] = createSignal(false);
  const [menuOpen, setMenuOpen] = createSignal(false);
  let nav: NavModule | undefined;
  let main: HTMLElement | undefined;

  createEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme();
    root.lang = langTag(locale());
    document.title = copy().page.title;
  });
  createEffect(on([locale, theme], ([l, th]) => props.onChange?.({ locale: l, theme: th }), { defer: true }));

  const openSearch = (): void => {
    setSearchWanted(true);
    setSearchOpen(true);
  };
  /** Goes to an anchor: a new hash scrolls and highlights through the follower; the same hash again, directly. */
  const go = (id: string): void => {
    setMenuOpen(false);
    if (location.hash === `#${id}`) nav?.goToHash(location.hash);
    else location.hash = id;
  };

  onMount(() => {
    const onKey = (event: KeyboardEvent): void => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKey);
    onCleanup(() => window.removeEventListener('keydown', onKey));
    // After first paint: the scroll spy and the hash follower, then (when idle) the search chunk.
    const disposers: (() => void)[] = [];
    let cancelled = false;
    requestAnimationFrame(() =>
      setTimeout(() => {
        void import('./docs-nav.ts').then((module) => {
          if (cancelled) return;
          nav = module;
          const sectionElements = (): HTMLElement[] =>
            main === undefined ? [] : [...main.querySelectorAll<HTMLElement>(':scope > .docs-section[id]')];
          disposers.push(module.makeScrollSpy(sectionElements, setActive), module.makeHashFollower());
        });
        setTimeout(() => void DocsSearch.preload(), 1500);
      }, 0),
    );
    onCleanup(() => {
      cancelled = true;
      for (const dispose of disposers) dispose();
    });
  });

  const toc = (): JSX.Element => (
    <ol class="docs-toc-list">
      <Index each={SECTIONS}>
        {(section, n) => (
          <li data-active={active() === section().id ? '' : undefined}>
            <a
              class="docs-toc-link"
              href={`#${section().id}`}
              aria-current={active() === section().id ? 'true' : undefined}
              data-testid={`toc-${section().id}`}
              onClick={(event) => {
                event.preventDefault();
                go(section().id);
              }}
            >
              <span class="docs-toc-n" aria-hidden="true">
                {n + 1}
              </span>
              {section().title(copy())}
            </a>
            <Show when={section().headings.length > 0}>
              <ol class="docs-toc-sub">
                <For each={section().headings}>
                  {(heading) => (
                    <li>
                      <a
                        class="docs-toc-sublink"
                        href={`#${heading.id}`}
                        onClick={(event) => {
                          event.preventDefault();
                          go(heading.id);
                        }}
                      >
                        {heading.title(copy())}
                      </a>
                    </li>
                  )}
                </For>
              </ol>
            </Show>
          </li>
        )}
      </Index>
    </ol>
  );

  return (
    <div class="docs" data-testid="docs">
      <header class="docs-top">
        <a class="docs-brand" href={props.playgroundHref}>
          <span class="brand-mark" aria-hidden="true">?</span>
          <span class="brand-name">asklab</span>
        </a>
        <nav class="docs-top-links" aria-label="asklab">
          <a class="docs-top-link" href={props.playgroundHref}>
            {copy().page.playground}
          </a>
          <a class="docs-top-link" href={props.galleryHref}>
            {copy().page.gallery}
          </a>
        </nav>
        <Popover open={menuOpen()} onOpenChange={setMenuOpen} placement="bottom-start" gutter={6}>
          <Popover.Trigger class="btn btn--small btn--outline docs-menu-button" data-testid="docs-menu">
            <span aria-hidden="true">☰</span> {copy().page.menu}
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content class="docs-menu" aria-label={copy().page.contents}>
              <nav aria-label={copy().page.contents}>{toc()}</nav>
            </Popover.Content>
          </Popover.Portal>
        </Popover>
        <Button class="docs-search-button" onClick={openSearch} data-testid="docs-search-button" aria-keyshortcuts="Control+K Meta+K">
          <svg class="docs-search-button-icon" width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <span class="docs-search-button-label">{copy().page.search}</span>
          <kbd class="docs-search-button-kbd" aria-hidden="true">
            {/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K'}
          </kbd>
        </Button>
        {/* Narrow, the links and the two switches fold into this menu: the bar stays one row, and sticky. */}
        <DropdownMenu placement="bottom-end" gutter={6}>
          <DropdownMenu.Trigger class="btn btn--small btn--ghost docs-more-button" aria-label={copy().page.more} data-testid="docs-more">
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" aria-hidden="true">
              <path d="M5 12h.01M12 12h.01M19 12h.01" />
            </svg>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content class="menu docs-more-menu" data-testid="docs-more-menu">
              {/* Real links, the wide header's hrefs: a middle click, "open in new tab" and "copy link" work; Enter follows them. */}
              <DropdownMenu.Item as="a" class="menu-item" href={props.playgroundHref} data-testid="docs-more-playground">
                <span class="menu-icon">
                  <PlayIcon />
                </span>
                {copy().page.playground}
              </DropdownMenu.Item>
              <DropdownMenu.Item as="a" class="menu-item" href={props.galleryHref} data-testid="docs-more-gallery">
                <span class="menu-icon">
                  <GridIcon />
                </span>
                {copy().page.gallery}
              </DropdownMenu.Item>
              <DropdownMenu.Separator class="menu-separator" />
              <LanguageItem locale={locale()} template={copy().page.switchLanguage} onSwitch={setLocale} />
              <DropdownMenu.Separator class="menu-separator" />
              <DropdownMenu.RadioGroup value={theme()} onChange={(v: string) => setTheme(v === 'dark' ? 'dark' : 'light')}>
                <DropdownMenu.GroupLabel class="menu-label">{copy().page.theme}</DropdownMenu.GroupLabel>
                <MenuChoice value="light" label={copy().page.light} checked={theme() === 'light'} />
                <MenuChoice value="dark" label={copy().page.dark} checked={theme() === 'dark'} />
              </DropdownMenu.RadioGroup>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu>
        <div class="docs-top-controls">
          <Segmented
            label={copy().page.language}
            data-testid="docs-locale"
            value={locale()}
            options={[
              { value: 'zh', label: LANGUAGE_NAMES.zh, lang: langTag('zh') },
              { value: 'en', label: 'EN', lang: langTag('en') },
            ]}
            onChange={setLocale}
          />
          <Segmented
            label={copy().page.theme}
            data-testid="docs-theme"
            value={theme()}
            options={[
              { value: 'light', label: copy().page.light },
              { value: 'dark', label: copy().page.dark },
            ]}
            onChange={setTheme}
          />
        </div>
      </header>

      <div class="docs-layout">
        <aside class="docs-sidebar">
          <nav class="docs-toc" aria-label={copy().page.contents} data-testid="docs-toc">
            <p class="docs-toc-title">{copy().page.contents}</p>
            {toc()}
          </nav>
        </aside>
        <main class="docs-main" ref={main}>
          <header class="docs-hero">
            <p class="docs-eyebrow">{copy().page.eyebrow}</p>
            <h1 class="docs-title">{copy().page.heading}</h1>
            <p class="docs-lead">
              <Inline text={copy().page.lead} />
            </p>
          </header>

          <For each={SECTIONS}>{(section) => <Dynamic component={section.Component} copy={copy()} locale={locale()} theme={theme()} />}</For>

          <footer class="docs-foot">
            <p>
              <Inline text={copy().page.footer} />
            </p>
            <p class="docs-foot-links">
              <a href={props.playgroundHref}>{copy().page.playground}</a>
              <span aria-hidden="true">·</span>
              <a href={props.galleryHref}>{copy().page.gallery}</a>
            </p>
          </footer>
        </main>
      </div>
      <Show when={searchWanted()}>
        <Suspense>
          <DocsSearch open={searchOpen()} onOpenChange={setSearchOpen} sections={SECTIONS} locale={locale()} copy={copy().page} onGo={go} />
        </Suspense>
      </Show>
    </div>
  );
}

/** On a one-column layout the stage sits above the list: bring it into view when a Play changes it. */
function reveal(stage: HTMLElement | undefined): void {
  if (stage === undefined || !window.matchMedia('(max-width: 1279px)').matches) return;
  stage.scrollIntoView({ block: 'start', behavior: 'smooth' });
}

/** Reactive reads of a section's props (the props object is never destructured). */
function sectionAccessors(props: SectionProps): { copy: Accessor<DocsCopy>; locale: Accessor<Locale>; theme: Accessor<Theme> } {
  return { copy: () => props.copy, locale: () => props.locale, theme: () => props.theme };
}

/** The visible "#" beside a heading, field or code: a link to itself, named for screen readers. */
function Anchor(props: { id: string; label: string; copy: DocsCopy }): JSX.Element {
  return (
    <a class="docs-anchor" href={`#${props.id}`} aria-label={props.copy.page.anchor.replace('{title}', props.label)}>
      #
    </a>
  );
}

/** A sub-heading and a table of codes, each row the code's anchor (`docs.html#<CODE>`), then its cells. */
function CodeTable<C extends string>(props: {
  id: string;
  testId: string;
  title: string;
  lead: string;
  head: readonly string[];
  codes: readonly C[];
  cells: (code: C) => readonly string[];
  copy: DocsCopy;
}): JSX.Element {
  return (
    <>
      <H3 id={props.id} text={props.title} copy={props.copy} />
      <p class="docs-lead">
        <Inline text={props.lead} />
      </p>
      <div class="docs-table-wrap">
        <table class="docs-table docs-table--errors" data-testid={props.testId}>
          <thead>
            <tr>
              <For each={props.head}>{(label) => <th scope="col">{label}</th>}</For>
            </tr>
          </thead>
          <tbody>
            <For each={props.codes}>
              {(code) => (
                <tr id={code} data-code={code}>
                  <th scope="row">
                    <code class="docs-code">{code}</code>
                    <Anchor id={code} label={code} copy={props.copy} />
                  </th>
                  <For each={props.cells(code)}>
                    {(text) => (
                      <td>
                        <Inline text={text} />
                      </td>
                    )}
                  </For>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </div>
    </>
  );
}

function H3(props: { id: string; text: string; copy: DocsCopy }): JSX.Element {
  return (
    <h3 class="docs-h3" id={props.id} data-docs-heading>
      {props.text}
      <Anchor id={props.id} label={props.text} copy={props.copy} />
    </h3>
  );
}

function SendSection(props: SectionProps): JSX.Element {
  const { copy, locale, theme } = sectionAccessors(props);
  return (
    <section class="docs-section" id="send" aria-labelledby="send-title" data-testid="docs-section">
      <SectionHead n={1} id="send" copy={copy()} title={copy().send.title} lead={copy().send.lead} />
      <aside class="docs-aside">
        <ExampleStage
          name={copy().send.callTitle}
          source={{ scenario: MIXED_BATCH[locale()].scenario }}
          locale={locale()}
          theme={theme()}
          copy={copy().stage}
          data-testid="stage-send"
        />
      </aside>
      <div class="docs-body">
        <H3 id="send-params" text={copy().send.paramsTitle} copy={copy()} />
        <div class="docs-table-wrap">
          <table class="docs-table docs-table--params">
            <thead>
              <tr>
                <th scope="col">{copy().send.head.field}</th>
                <th scope="col">{copy().send.head.type}</th>
                <th scope="col">{copy().send.head.required}</th>
                <th scope="col">{copy().send.head.meaning}</th>
              </tr>
            </thead>
            <tbody>
              <For each={PARAMETER_ROWS}>
                {(row) => (
                  <tr id={`field-${row.field}`}>
                    <th scope="row" class="docs-field-cell" data-depth={row.depth}>
                      <code class="docs-field">{row.field}</code>
                      <Anchor id={`field-${row.field}`} label={row.field} copy={copy()} />
                    </th>
                    <td>
                      <code class="docs-type">{row.type}</code>
                    </td>
                    <td>
                      <span class="docs-required" data-required={row.required ? '' : undefined}>
                        {row.required ? copy().send.yes : copy().send.no}
                      </span>
                    </td>
                    <td>
                      <Inline text={copy().send.params[row.field]} />
                    </td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </div>

        <H3 id="send-call" text={copy().send.callTitle} copy={copy()} />
        <CodeBlock label={copy().stage.codeCall} text={JSON.stringify(MIXED_BATCH[locale()].call, null, 2)} copy={copy().stage} />
        <p class="docs-note">
          <Inline text={copy().send.callNote} />
        </p>

        <H3 id="send-rules" text={copy().send.rulesTitle} copy={copy()} />
        <ul class="docs-list">
          <For each={copy().send.rules}>
            {(rule) => (
              <li>
                <Inline text={rule} />
              </li>
            )}
          </For>
        </ul>

        <Collapsible class="docs-collapsible" id="send-schema" data-docs-heading>
          <Collapsible.Trigger class="docs-collapsible-trigger">
            <span class="docs-collapsible-chevron" aria-hidden="true">
              <ChevronDown />
            </span>
            {copy().send.schemaTitle}
          </Collapsible.Trigger>
          <Collapsible.Content class="docs-collapsible-content">
            <CodeBlock label={copy().stage.codeSchema} text={JSON.stringify(TOOL_PARAMETERS_JSON_SCHEMA, null, 2)} copy={copy().stage} />
          </Collapsible.Content>
        </Collapsible>
      </div>
    </section>
  );
}

function CardSection(props: SectionProps): JSX.Element {
  const { copy, locale, theme } = sectionAccessors(props);
  const [behaviour, setBehaviour] = createSignal<BehaviourKey>('single');
  const activeBehaviour = createMemo(() => BEHAVIOURS.find((b) => b.key === behaviour()) ?? BEHAVIOURS[0]);
  let cardStage: HTMLDivElement | undefined;
  return (
    <section class="docs-section" id="card" aria-labelledby="card-title" data-testid="docs-section">
      <SectionHead n={2} id="card" copy={copy()} title={copy().card.title} lead={copy().card.lead} />
      <aside class="docs-aside" ref={cardStage}>
        <ExampleStage
          name={copy().card.items[activeBehaviour()?.key ?? 'single'].title}
          source={(activeBehaviour() ?? BEHAVIOURS[0])?.source(locale()) ?? { scenario: 'single-choice' }}
          locale={locale()}
          theme={theme()}
          copy={copy().stage}
          data-testid="stage-card"
        />
      </aside>
      <div class="docs-body">
        <ol class="docs-items">
          <For each={BEHAVIOURS}>
            {(item) => (
              <li class="docs-item" id={`card-${item.key}`} data-active={behaviour() === item.key ? '' : undefined} data-behaviour={item.key}>
                <div class="docs-item-text">
                  <h3 class="docs-item-title">
                    {copy().card.items[item.key].title}
                    <Anchor id={`card-${item.key}`} label={copy().card.items[item.key].title} copy={copy()} />
                  </h3>
                  <p class="docs-item-body">
                    <Inline text={copy().card.items[item.key].body} />
                  </p>
                </div>
                <PlayButton
                  active={behaviour() === item.key}
                  copy={copy().stage}
                  label={copy().card.items[item.key].title}
                  onPlay={() => {
                    setBehaviour(item.key);
                    reveal(cardStage);
                  }}
                />
              </li>
            )}
          </For>
        </ol>

        <H3 id="card-keys" text={copy().card.keysTitle} copy={copy()} />
        <div class="docs-table-wrap">
          <table class="docs-table docs-table--keys">
            <thead>
              <tr>
                <th scope="col">{copy().card.keysHead.key}</th>
                <th scope="col">{copy().card.keysHead.effect}</th>
              </tr>
            </thead>
            <tbody>
              <For each={KEY_ROWS}>
                {(row) => (
                  <tr>
                    <th scope="row">
                      <span class="docs-keys">
                        <For each={row.keys}>{(key) => <kbd>{key}</kbd>}</For>
                      </span>
                    </th>
                    <td>
                      <Inline text={copy().card.keys[row.key]} />
                    </td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function AnswerSection(props: SectionProps): JSX.Element {
  const { copy, locale, theme } = sectionAccessors(props);
  return (
    <section class="docs-section" id="answer" aria-labelledby="answer-title" data-testid="docs-section">
      <SectionHead n={3} id="answer" copy={copy()} title={copy().answer.title} lead={copy().answer.lead} />
      <aside class="docs-aside">
        <ExampleStage
          name={copy().answer.title}
          source={{ scenario: MIXED_BATCH[locale()].scenario }}
          locale={locale()}
          theme={theme()}
          copy={copy().stage}
          note={copy().answer.stageNote}
          data-testid="stage-answer"
        />
      </aside>
      <div class="docs-body">
        <div class="docs-table-wrap">
          <table class="docs-table docs-table--rules">
            <thead>
              <tr>
                <th scope="col">
                  {copy().answer.head.rule}
                  <span class="docs-th-sub"> · {copy().answer.head.input}</span>
                </th>
                <th scope="col">{copy().answer.head.entry}</th>
              </tr>
            </thead>
            <tbody>
              <For each={RULE_ROWS_BY_LOCALE[locale()]}>
                {(row) => (
                  <tr>
                    <th scope="row">
                      <span class="docs-rule">{copy().answer.rules[row.key]}</span>
                      <span class="docs-input">{row.input ?? `⇥ ${translate(locale(), 'question.skip')}`}</span>
                    </th>
                    <td>
                      <code class="docs-entry">{row.entry}</code>
                    </td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </div>

        <H3 id="answer-text" text={copy().answer.textTitle} copy={copy()} />
        <p>
          <Inline text={copy().answer.textLead} />
        </p>
        <CodeBlock label={copy().stage.codeText} text={modelText(MIXED_BATCH[locale()].answer)} copy={copy().stage} testid="model-text" wrap />

        <H3 id="answer-failure" text={copy().answer.failureTitle} copy={copy()} />
        <p>
          <Inline text={copy().answer.failureLead} />
        </p>
        <CodeBlock label={copy().stage.codeResult} text={JSON.stringify(CANCELLED_RESULT, null, 2)} copy={copy().stage} />
      </div>
    </section>
  );
}

function ErrorsSection(props: SectionProps): JSX.Element {
  const { copy, locale, theme } = sectionAccessors(props);
  // The example beside the table plays the code the reader came for (`#BAD_INTENT`), and follows the address after.
  const scenarioForHash = (): string | undefined => ERROR_ROWS.find((row) => `#${row.code}` === location.hash)?.scenarios[0];
  const [errorScenario, setErrorScenario] = createSignal<string>(scenarioForHash() ?? ERROR_ROWS[0]?.scenarios[0] ?? 'cancel-dismiss');
  let errorStage: HTMLDivElement | undefined;
  onMount(() => {
    const onHash = (): void => {
      const id = scenarioForHash();
      if (id !== undefined) setErrorScenario(id);
    };
    window.addEventListener('hashchange', onHash);
    onCleanup(() => window.removeEventListener('hashchange', onHash));
  });
  return (
    <section class="docs-section" id="errors" aria-labelledby="errors-title" data-testid="docs-section">
      <SectionHead n={4} id="errors" copy={copy()} title={copy().errors.title} lead={copy().errors.lead} />
      <aside class="docs-aside" ref={errorStage}>
        <ExampleStage
          name={ERROR_ROWS.find((row) => row.scenarios.includes(errorScenario()))?.code ?? errorScenario()}
          source={{ scenario: errorScenario() }}
          locale={locale()}
          theme={theme()}
          copy={copy().stage}
          data-testid="stage-errors"
        />
      </aside>
      <div class="docs-body">
        <p class="docs-note">{copy().errors.englishNote}</p>
        <div class="docs-table-wrap">
          <table class="docs-table docs-table--errors" data-testid="error-table">
            <thead>
              <tr>
                <th scope="col">{copy().errors.head.code}</th>
                <th scope="col">{copy().errors.head.when}</th>
                <th scope="col">{copy().errors.head.sees}</th>
              </tr>
            </thead>
            <tbody>
              <For each={ERROR_ROWS}>
                {(row) => (
                  <tr id={row.code} data-code={row.code}>
                    <th scope="row">
                      <code class="docs-code">{row.code}</code>
                      <Anchor id={row.code} label={row.code} copy={copy()} />
                      <div class="docs-plays" aria-label={copy().errors.head.scenarios}>
                        <For each={row.scenarios}>
                          {(id) => (
                            <Button
                              class="docs-chip"
                              data-active={errorScenario() === id ? '' : undefined}
                              aria-pressed={errorScenario() === id}
                              onClick={() => {
                                setErrorScenario(id);
                                reveal(errorStage);
                              }}
                            >
                              <span class="docs-chip-icon" aria-hidden="true">
                                ▶
                              </span>
                              {id}
                            </Button>
                          )}
                        </For>
                      </div>
                    </th>
                    <td>
                      <Inline text={copy().errors.rows[row.code]} />
                    </td>
                    <td>
                      <Show when={row.modelText} fallback={<span class="docs-muted">{copy().errors.duplicateSees}</span>}>
                        {(text) => <code class="docs-error-text">{text()}</code>}
                      </Show>
                    </td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </div>
        <PlanErrorsTable copy={copy()} />
        <CodeTable
          id="errors-live"
          testId="live-code-table"
          title={copy().errors.live.title}
          lead={copy().errors.live.lead}
          head={[copy().errors.live.head.code, copy().errors.live.head.when]}
          codes={LIVE_CODES}
          cells={(code) => [copy().errors.live.rows[code]]}
          copy={copy()}
        />
        <CodeTable
          id="errors-mcp"
          testId="mcp-code-table"
          title={copy().errors.mcp.title}
          lead={copy().errors.mcp.lead}
          head={[copy().errors.mcp.head.code, copy().errors.mcp.head.when, copy().errors.mcp.head.server]}
          codes={MCP_CODES}
          cells={(code) => [copy().errors.mcp.rows[code].when, copy().errors.mcp.rows[code].server]}
          copy={copy()}
        />
        <p class="docs-note">
          <Inline text={copy().errors.mcp.cancelNote} />
        </p>
      </div>
    </section>
  );
}

const PLAN_ERROR_ROWS = [
  ['notInPlanMode', DSH_PLAN_MODE.notInPlanMode],
  ['notAPlan', DSH_PLAN_MODE.notAPlan],
  ['keepPlanning', DSH_PLAN_MODE.keepPlanning],
  ['keepPlanningFeedback', keepPlanningWithFeedback('<feedback>')],
  ['dismissed', DSH_PLAN_MODE.dismissed],
] as const;

/** `exit_plan_mode`'s refusals, DSH's plain errors: when each comes, and its text, byte for byte. */
function PlanErrorsTable(props: { copy: DocsCopy }): JSX.Element {
  const plan = (): DocsCopy['errors']['plan'] => props.copy.errors.plan;
  return (
    <>
      <H3 id="errors-plan" text={plan().title} copy={props.copy} />
      <p class="docs-lead">
        <Inline text={plan().lead} />
      </p>
      <div class="docs-table-wrap">
        <table class="docs-table docs-table--errors" data-testid="plan-error-table">
          <thead>
            <tr>
              <th scope="col">{plan().head.when}</th>
              <th scope="col">{plan().head.sees}</th>
            </tr>
          </thead>
          <tbody>
            <For each={PLAN_ERROR_ROWS}>
              {([key, message]) => (
                <tr data-row={key}>
                  <td>
                    <Inline text={plan().rows[key]} />
                  </td>
                  <td>
                    <code class="docs-error-text">{`Error: ${message}`}</code>
                  </td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * How one request travels to five other harnesses (SPEC §8): a table of each
 * surface's limits with its source, then a live example run through the real
 * adapters, before and after an answer. Full width: the example is the body.
 */
function SurfacesSection(props: SectionProps): JSX.Element {
  const { copy, locale, theme } = sectionAccessors(props);
  // The surfaces copy follows the page's locale through the playground's locale context.
  const localeApi = createLocale(props.locale);
  createEffect(() => localeApi.setLocale(locale()));
  const example = createMemo(() => SURFACES_EXAMPLE[locale()]);
  const requestJson = (): string => JSON.stringify({ questions: example().questions }, null, 2);
  return (
    <section class="docs-section docs-section--wide" id="surfaces" aria-labelledby="surfaces-title" data-testid="docs-section">
      <SectionHead n={5} id="surfaces" copy={copy()} title={copy().surfaces.title} lead={copy().surfaces.lead} />
      <div class="docs-body">
        <H3 id="surfaces-list" text={copy().surfaces.tableTitle} copy={copy()} />
        <div class="docs-table-wrap">
          <table class="docs-table docs-table--surfaces" data-testid="surfaces-table">
            <thead>
              <tr>
                <th scope="col">{copy().surfaces.head.surface}</th>
                <th scope="col">{copy().surfaces.head.limits}</th>
                <th scope="col">{copy().surfaces.head.answer}</th>
                <th scope="col">{copy().surfaces.head.source}</th>
              </tr>
            </thead>
            <tbody>
              <For each={SURFACE_ROWS}>
                {(name) => (
                  <tr id={`surfaces-${name}`} data-surface-row={name}>
                    <th scope="row">
                      <span class="docs-surface-name">{copy().surfaces.rows[name].name}</span>
                      <Anchor id={`surfaces-${name}`} label={copy().surfaces.rows[name].name} copy={copy()} />
                      <span class="docs-surface-tool">
                        <Inline text={copy().surfaces.rows[name].tool} />
                      </span>
                    </th>
                    <td>
                      <Inline text={copy().surfaces.rows[name].limits} />
                    </td>
                    <td>
                      <Inline text={copy().surfaces.rows[name].answer} />
                    </td>
                    <td class="docs-surface-source">
                      <Show when={LIMIT_SOURCES[name].url} fallback={<span data-verbatim>{LIMIT_SOURCES[name].title}</span>}>
                        {(url) => (
                          <a href={url()} target="_blank" rel="noopener" data-verbatim>
                            {LIMIT_SOURCES[name].title}
                            <ExternalIcon />
                          </a>
                        )}
                      </Show>
                    </td>
                  </tr>
                )}
              </For>
            </tbody>
          </table>
        </div>
        <p class="docs-note">
          <Inline text={copy().surfaces.sourceNote} />
        </p>

        <H3 id="surfaces-example" text={copy().surfaces.exampleTitle} copy={copy()} />
        <p>
          <Inline text={copy().surfaces.exampleLead} />
        </p>
        <div class="docs-surfaces-inputs">
          <CodeBlock label={copy().surfaces.request} text={requestJson()} copy={copy().stage} testid="surfaces-request" verbatim />
          <CodeBlock label={copy().surfaces.sampleAnswer} text={JSON.stringify(example().answer, null, 2)} copy={copy().stage} testid="surfaces-answer" verbatim />
        </div>
        <p class="docs-surfaces-open">
          <a
            class="docs-open-link"
            href={playgroundUrl({ request: { questions: [...example().questions] } }, { lang: locale(), theme: theme(), autoplay: false, embed: false })}
            target="_blank"
            rel="noopener"
            data-testid="surfaces-open"
          >
            {copy().surfaces.open}
            <ExternalIcon />
          </a>
        </p>
        <div class="docs-surfaces-example" data-testid="docs-surfaces-example">
          <LocaleContext.Provider value={localeApi}>
            <Suspense fallback={<p class="docs-muted">…</p>}>
              <SurfacesView questions={example().questions} end={example().answer} level={4} idPrefix="surfaces-example-" />
            </Suspense>
          </LocaleContext.Provider>
        </div>

        <H3 id="surfaces-providers" text={copy().surfaces.providersTitle} copy={copy()} />
        <p>
          <Inline text={copy().surfaces.providersLead} />
        </p>
        <div class="docs-surfaces-providers">
          <For each={['terminal', 'acp'] as const}>
            {(provider) => (
              <ExampleStage
                name={copy().surfaces.rows[provider].name}
                source={{ request: { questions: [...example().questions] }, provider }}
                locale={locale()}
                theme={theme()}
                copy={copy().stage}
                data-testid={`stage-provider-${provider}`}
              />
            )}
          </For>
        </div>
      </div>
    </section>
  );
}

/** Prose with `code` spans: text between backticks becomes <code>; nothing is parsed as HTML. */
function Inline(props: { text: string }): JSX.Element {
  const parts = createMemo(() => props.text.split('`'));
  return (
    <Index each={parts()}>{(part, n) => (n % 2 === 1 ? <code>{part()}</code> : <>{part()}</>)}</Index>
  );
}

/** A section's heading: its number, its title and the "#" link to the section (`id` is the section's). */
function SectionHead(props: { n: number; id: string; title: string; lead: string; copy: DocsCopy }): JSX.Element {
  return (
    <div class="docs-section-head">
      <h2 class="docs-h2" id={`${props.id}-title`} data-docs-heading>
        <span class="docs-h2-n" aria-hidden="true">
          {props.n}
        </span>
        {props.title}
        <Anchor id={props.id} label={props.title} copy={props.copy} />
      </h2>
      <p class="docs-lead">
        <Inline text={props.lead} />
      </p>
    </div>
  );
}

function CodeBlock(props: { label: string; text: string; copy: DocsCopy['stage']; testid?: string; wrap?: boolean; verbatim?: boolean }): JSX.Element {
  return (
    <div class="docs-code-block" data-wrap={props.wrap === true ? '' : undefined}>
      <div class="docs-code-head">
        <span class="docs-code-label">{props.label}</span>
        <CopyButton text={() => props.text} label={props.copy.copy} done={props.copy.copied} failed={props.copy.copyFailed} />
      </div>
      {/* Focusable so keyboard users can scroll a long block (it is its own scroll region). */}
      <pre data-testid={props.testid} tabindex="0" aria-label={props.label} data-verbatim={props.verbatim === true ? '' : undefined}>
        <code>{props.text}</code>
      </pre>
    </div>
  );
}

function PlayButton(props: { active: boolean; label: string; copy: DocsCopy['stage']; onPlay: () => void }): JSX.Element {
  return (
    <Button
      class="docs-play"
      data-active={props.active ? '' : undefined}
      aria-pressed={props.active}
      aria-label={`${props.active ? props.copy.playing : props.copy.play}: ${props.label}`}
      onClick={() => props.onPlay()}
    >
      <span class="docs-play-icon" aria-hidden="true">
        {props.active ? '●' : '▶'}
      </span>
      {props.active ? props.copy.playing : props.copy.play}
    </Button>
  );
}

/**
 * The narrow menu's language item: an action naming the other language in that
 * language ("中文" on the English page, "English" on the Chinese one), named
 * "Switch language: 中文" / "切换语言：English". The name is visually hidden
 * text rather than an aria-label, so the other language's name stays tagged
 * with its `lang` wherever it is read as text; it is one run because Chromium
 * puts a space between separate runs ("切换语言： English"), and the shown word
 * is aria-hidden. Switching keeps the menu open, as the theme's choices do;
 * the item then offers the way back.
 */
function LanguageItem(props: { locale: Locale; template: string; onSwitch: (locale: Locale) => void }): JSX.Element {
  const other = (): Locale => (props.locale === 'zh' ? 'en' : 'zh');
  const parts = (): readonly [string, string] => {
    const [before = '', after = ''] = props.template.split('{language}');
    return [before, after];
  };
  return (
    <DropdownMenu.Item
      class="menu-item"
      closeOnSelect={false}
      textValue={LANGUAGE_NAMES[other()]}
      onSelect={() => props.onSwitch(other())}
      data-testid="docs-more-language"
    >
      <span class="menu-icon">
        <LanguageIcon />
      </span>
      <span lang={langTag(other())} aria-hidden="true">
        {LANGUAGE_NAMES[other()]}
      </span>
      <span class="visually-hidden">
        {parts()[0]}
        <span lang={langTag(other())}>{LANGUAGE_NAMES[other()]}</span>
        {parts()[1]}
      </span>
    </DropdownMenu.Item>
  );
}

/** One radio row of the narrow header's menu; choosing keeps the menu open. */
function MenuChoice(props: { value: string; label: string; checked: boolean }): JSX.Element {
  return (
    <DropdownMenu.RadioItem class="menu-item" value={props.value} closeOnSelect={false}>
      <DropdownMenu.ItemIndicator class="menu-indicator" forceMount>
        {props.checked ? <CheckIcon /> : null}
      </DropdownMenu.ItemIndicator>
      <DropdownMenu.ItemLabel>{props.label}</DropdownMenu.ItemLabel>
    </DropdownMenu.RadioItem>
  );
}
