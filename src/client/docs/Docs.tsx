/**
 * The interactive docs page: the ask mechanism in the reader's order — what the
 * model sends, how the card behaves, what comes back, every error code — each
 * section beside a live example (the playground embedded with `?embed=1`).
 * Prose comes from the per-locale dictionaries (./zh.ts, ./en.ts); every piece of
 * model-facing text comes from ./examples.ts, computed by the protocol itself.
 */
import type { Theme } from '../editor/tokens.ts';
import { Button } from '@kobalte/core/button';
import { Collapsible } from '@kobalte/core/collapsible';
import { For, Index, Show, createEffect, createMemo, createSignal, on, type JSX } from 'solid-js';
import { TOOL_PARAMETERS_JSON_SCHEMA } from '../../protocol/index.ts';
import { translate, type Locale } from '../locale/locale.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { Segmented } from '../ui/Segmented.tsx';
import { ChevronDown } from '../ui/icons.tsx';
import { docsEn } from './en.ts';
import {
  BEHAVIOURS,
  CANCELLED_RESULT,
  ERROR_ROWS,
  KEY_ROWS,
  MIXED_BATCH,
  PARAMETER_ROWS,
  RULE_ROWS_BY_LOCALE,
  modelText,
  type BehaviourKey,
} from './examples.ts';
import { ExampleStage } from './ExampleStage.tsx';
import { docsZh, type DocsCopy } from './zh.ts';

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
const SECTIONS = ['send', 'card', 'answer', 'errors'] as const;

export function Docs(props: DocsProps): JSX.Element {
  const [locale, setLocale] = createSignal<Locale>(props.locale);
  const [theme, setTheme] = createSignal<Theme>(props.theme);
  const copy = createMemo(() => COPY[locale()]);
  const [behaviour, setBehaviour] = createSignal<BehaviourKey>('single');
  const [errorScenario, setErrorScenario] = createSignal<string>(ERROR_ROWS[0]?.scenarios[0] ?? 'cancel-dismiss');
  let cardStage: HTMLDivElement | undefined;
  let errorStage: HTMLDivElement | undefined;

  createEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme();
    root.lang = locale() === 'zh' ? 'zh-CN' : 'en';
    document.title = copy().page.title;
  });
  createEffect(on([locale, theme], ([l, th]) => props.onChange?.({ locale: l, theme: th }), { defer: true }));

  const activeBehaviour = createMemo(() => BEHAVIOURS.find((b) => b.key === behaviour()) ?? BEHAVIOURS[0]);

  /** On a one-column layout the stage sits above the list: bring it into view when a Play changes it. */
  const reveal = (stage: HTMLElement | undefined): void => {
    if (stage === undefined || !window.matchMedia('(max-width: 1079px)').matches) return;
    stage.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

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
        <div class="docs-top-controls">
          <Segmented
            label={copy().page.language}
            data-testid="docs-locale"
            value={locale()}
            options={[
              { value: 'zh', label: '中文' },
              { value: 'en', label: 'EN' },
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

      <main class="docs-main">
        <header class="docs-hero">
          <p class="docs-eyebrow">{copy().page.eyebrow}</p>
          <h1 class="docs-title">{copy().page.heading}</h1>
          <p class="docs-lead">
            <Inline text={copy().page.lead} />
          </p>
          <nav class="docs-toc" aria-label={copy().page.contents}>
            <ol>
              <Index each={SECTIONS}>
                {(id, n) => (
                  <li>
                    <a href={`#${id()}`}>
                      <span class="docs-toc-n" aria-hidden="true">
                        {n + 1}
                      </span>
                      {copy()[id()].nav}
                    </a>
                  </li>
                )}
              </Index>
            </ol>
          </nav>
        </header>

        {/* 1. What the model sends */}
        <section class="docs-section" id="send" aria-labelledby="send-title" data-testid="docs-section">
          <SectionHead n={1} id="send-title" title={copy().send.title} lead={copy().send.lead} />
          <aside class="docs-aside">
            <ExampleStage
              name={copy().send.callTitle}
              source={{ scenario: MIXED_BATCH.scenario }}
              locale={locale()}
              theme={theme()}
              copy={copy().stage}
              data-testid="stage-send"
            />
          </aside>
          <div class="docs-body">
            <h3 class="docs-h3">{copy().send.paramsTitle}</h3>
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
                      <tr>
                        <th scope="row" class="docs-field-cell" data-depth={row.depth}>
                          <code class="docs-field">{row.field}</code>
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

            <h3 class="docs-h3">{copy().send.callTitle}</h3>
            <CodeBlock label={copy().stage.codeCall} text={JSON.stringify(MIXED_BATCH.call, null, 2)} copy={copy().stage} />
            <p class="docs-note">
              <Inline text={copy().send.callNote} />
            </p>

            <h3 class="docs-h3">{copy().send.rulesTitle}</h3>
            <ul class="docs-list">
              <For each={copy().send.rules}>
                {(rule) => (
                  <li>
                    <Inline text={rule} />
                  </li>
                )}
              </For>
            </ul>

            <Collapsible class="docs-collapsible">
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

        {/* 2. How the card behaves */}
        <section class="docs-section" id="card" aria-labelledby="card-title" data-testid="docs-section">
          <SectionHead n={2} id="card-title" title={copy().card.title} lead={copy().card.lead} />
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
                  <li class="docs-item" data-active={behaviour() === item.key ? '' : undefined} data-behaviour={item.key}>
                    <div class="docs-item-text">
                      <h3 class="docs-item-title">{copy().card.items[item.key].title}</h3>
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

            <h3 class="docs-h3">{copy().card.keysTitle}</h3>
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

        {/* 3. What comes back */}
        <section class="docs-section" id="answer" aria-labelledby="answer-title" data-testid="docs-section">
          <SectionHead n={3} id="answer-title" title={copy().answer.title} lead={copy().answer.lead} />
          <aside class="docs-aside">
            <ExampleStage
              name={copy().answer.title}
              source={{ scenario: MIXED_BATCH.scenario }}
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

            <h3 class="docs-h3">{copy().answer.textTitle}</h3>
            <p>
              <Inline text={copy().answer.textLead} />
            </p>
            <CodeBlock label={copy().stage.codeText} text={modelText(MIXED_BATCH.answer)} copy={copy().stage} testid="model-text" wrap />

            <h3 class="docs-h3">{copy().answer.failureTitle}</h3>
            <p>
              <Inline text={copy().answer.failureLead} />
            </p>
            <CodeBlock label={copy().stage.codeResult} text={JSON.stringify(CANCELLED_RESULT, null, 2)} copy={copy().stage} />
          </div>
        </section>

        {/* 4. Every error code */}
        <section class="docs-section" id="errors" aria-labelledby="errors-title" data-testid="docs-section">
          <SectionHead n={4} id="errors-title" title={copy().errors.title} lead={copy().errors.lead} />
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
                      <tr data-code={row.code}>
                        <th scope="row">
                          <code class="docs-code">{row.code}</code>
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
          </div>
        </section>

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
  );
}

/** Prose with `code` spans: text between backticks becomes <code>; nothing is parsed as HTML. */
function Inline(props: { text: string }): JSX.Element {
  const parts = createMemo(() => props.text.split('`'));
  return (
    <Index each={parts()}>{(part, n) => (n % 2 === 1 ? <code>{part()}</code> : <>{part()}</>)}</Index>
  );
}

function SectionHead(props: { n: number; id: string; title: string; lead: string }): JSX.Element {
  return (
    <div class="docs-section-head">
      <h2 class="docs-h2" id={props.id}>
        <span class="docs-h2-n" aria-hidden="true">
          {props.n}
        </span>
        {props.title}
      </h2>
      <p class="docs-lead">
        <Inline text={props.lead} />
      </p>
    </div>
  );
}

function CodeBlock(props: { label: string; text: string; copy: DocsCopy['stage']; testid?: string; wrap?: boolean }): JSX.Element {
  return (
    <div class="docs-code-block" data-wrap={props.wrap === true ? '' : undefined}>
      <div class="docs-code-head">
        <span class="docs-code-label">{props.label}</span>
        <CopyButton text={() => props.text} label={props.copy.copy} done={props.copy.copied} />
      </div>
      {/* Focusable so keyboard users can scroll a long block (it is its own scroll region). */}
      <pre data-testid={props.testid} tabindex="0" aria-label={props.label}>
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
