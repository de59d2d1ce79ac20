/**
 * One request on the five surfaces (SPEC §8), as plain data in and markup out:
 * an overview of each harness's violations and losses, then a section per
 * harness with its issues, a small preview of how it shows the request, the
 * payload it receives, what comes back for the answer, and where its limits
 * were checked; below them, how each harness ends a question (SurfaceOutcomes)
 * and what nobody answering does over time (NobodyAnswers). The adapters in
 * src/surfaces do every mapping; this only lays them out. Used by the Surfaces
 * tab (SurfacesPanel) and the docs' example.
 */
import { Button } from '@kobalte/core/button';
import { For, Show, createMemo, type JSX } from 'solid-js';
import { Dynamic } from 'solid-js/web';
import { parseOptionLabel, type AskUserQuestionAnswer, type AskUserQuestionItem } from '../../protocol/index.ts';
import { SURFACES, markdownToPlain, terminal, type Surface, type SurfaceIssue, type SurfaceName } from '../../surfaces/index.ts';
import { ExternalIcon } from '../ui/icons.tsx';
import { McpRevisions } from './McpRevisions.tsx';
import { NobodyAnswers } from './NobodyAnswers.tsx';
import { issueParts } from './surface-issue-text.ts';
import { SurfaceOutcomes } from './SurfaceOutcomes.tsx';
import { surfacesCopy, type SurfacesKey } from './surfaces-copy.ts';
import '../styles/surfaces.css';

/** How the ask ended: the person's answer, 'cancelled' for ✕, or null while pending (or for a draft). */
export type SurfaceEnd = AskUserQuestionAnswer | 'cancelled' | null;

export interface SurfacesViewProps {
  readonly questions: readonly AskUserQuestionItem[];
  readonly end: SurfaceEnd;
  /** Heading level of each surface's title: 3 under the tab's h2, 4 inside a docs sub-section. */
  readonly level?: 3 | 4;
  /** Prefix of each surface section's id (`surface-claude-code`), so two views on one page do not collide. */
  readonly idPrefix?: string;
}

const json = (value: unknown): string => JSON.stringify(value, null, 2);

const answerOf = (end: SurfaceEnd): AskUserQuestionAnswer | null => (end === null || end === 'cancelled' ? null : end);

interface Mapped {
  readonly surface: Surface;
  readonly payload: unknown;
  readonly issues: readonly SurfaceIssue[];
  readonly response: unknown;
}

export function SurfacesView(props: SurfacesViewProps): JSX.Element {
  const t = surfacesCopy.use();
  const mapped = createMemo((): Mapped[] =>
    SURFACES.map((surface) => {
      const request = surface.toSurface(props.questions);
      const end = props.end;
      const reply =
        end === null
          ? null
          : end === 'cancelled'
            ? { response: surface.outcomeToSurface('cancelled'), issues: [] }
            : surface.answerToSurface(props.questions, end);
      return { surface, payload: request.payload, issues: [...request.issues, ...(reply?.issues ?? [])], response: reply === null ? null : reply.response };
    }),
  );
  const idOf = (name: SurfaceName): string => `${props.idPrefix ?? 'surface-'}${name}`;
  return (
    <div class="surfaces-view">
      <ul class="surfaces-overview" data-testid="surfaces-overview" aria-label={t('overview')}>
        <For each={mapped()}>
          {(m) => (
            <li data-surface-summary={m.surface.name}>
              <Button
                class="surfaces-overview-item"
                onClick={() => document.getElementById(idOf(m.surface.name))?.scrollIntoView({ block: 'start', behavior: 'smooth' })}
              >
                <span class="surfaces-overview-name">{t(`name.${m.surface.name}`)}</span>
                <Counts issues={m.issues} />
              </Button>
            </li>
          )}
        </For>
      </ul>
      <For each={mapped()}>{(m) => <SurfaceSection mapped={m} id={idOf(m.surface.name)} level={props.level ?? 3} questions={props.questions} />}</For>
      <SurfaceOutcomes questions={props.questions} answer={answerOf(props.end)} level={props.level ?? 3} idPrefix={props.idPrefix ?? 'surface-'} />
      <NobodyAnswers questions={props.questions} level={props.level ?? 3} idPrefix={props.idPrefix ?? 'surface-'} />
    </div>
  );
}

function Counts(props: { issues: readonly SurfaceIssue[] }): JSX.Element {
  const t = surfacesCopy.use();
  const count = (kind: SurfaceIssue['kind']): number => props.issues.filter((i) => i.kind === kind).length;
  return (
    <span class="surface-counts" data-violations={count('violation')} data-losses={count('loss')}>
      <span class="surface-count" data-kind="violation" data-zero={count('violation') === 0 ? '' : undefined}>
        {count('violation') === 1 ? t('violationsOne') : t('violations', { count: count('violation') })}
      </span>
      <span class="surface-count" data-kind="loss" data-zero={count('loss') === 0 ? '' : undefined}>
        {count('loss') === 1 ? t('lossesOne') : t('losses', { count: count('loss') })}
      </span>
    </span>
  );
}

function SurfaceSection(props: { mapped: Mapped; id: string; level: 3 | 4; questions: readonly AskUserQuestionItem[] }): JSX.Element {
  const t = surfacesCopy.use();
  const name = (): SurfaceName => props.mapped.surface.name;
  const label = (): string => t(`name.${name()}`);
  const sub = (): 'h4' | 'h5' => (props.level === 3 ? 'h4' : 'h5');
  const payloadText = (): string => (typeof props.mapped.payload === 'string' ? props.mapped.payload : json(props.mapped.payload));
  return (
    <section class="surface" id={props.id} data-surface={name()} aria-labelledby={`${props.id}-title`}>
      <header class="surface-head">
        <Dynamic component={props.level === 3 ? 'h3' : 'h4'} class="surface-title" id={`${props.id}-title`}>
          {label()}
        </Dynamic>
        <Counts issues={props.mapped.issues} />
      </header>
      <p class="surface-note">
        <CodeSpans text={t(`note.${name()}`)} />
      </p>
      <Dynamic component={sub()} class="surface-sub">
        {t('issues')}
      </Dynamic>
      <Show when={props.mapped.issues.length > 0} fallback={<p class="surface-clean">{t('noIssues')}</p>}>
        <ul class="surface-issues" data-testid="surface-issues">
          <For each={props.mapped.issues}>
            {(i) => (
              <li class="surface-issue" data-kind={i.kind} data-rule={i.rule} data-path={i.path}>
                <span class="surface-kind">{t(i.kind)}</span>
                <span class="surface-issue-text">
                  <For each={issueParts(t, i, label())}>{(part) => (part.verbatim ? <span data-verbatim>{part.text}</span> : part.text)}</For>
                </span>
                <code class="surface-path">{i.path}</code>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={props.mapped.issues.length === 0}>
        <ul class="surface-issues" data-testid="surface-issues" hidden />
      </Show>
      <Show
        when={name() !== 'terminal'}
        fallback={
          <>
            {/* The terminal's payload is the text it prints: one block is both what it receives and how it looks. */}
            <Dynamic component={sub()} class="surface-sub">
              {t('printed')}
            </Dynamic>
            <pre class="surface-code surface-code--term" data-testid="surface-payload" tabindex="0" aria-label={`${label()}: ${t('printed')}`} data-verbatim>
              {payloadText()}
            </pre>
          </>
        }
      >
        <div class="surface-grid">
          <div class="surface-block">
            <Dynamic component={sub()} class="surface-sub">
              {t('preview')}
            </Dynamic>
            <Preview name={name()} questions={props.questions} />
          </div>
          <div class="surface-block">
            <Dynamic component={sub()} class="surface-sub">
              {t('payload')}
            </Dynamic>
            <pre class="surface-code" data-testid="surface-payload" tabindex="0" aria-label={`${label()}: ${t('payload')}`} data-verbatim>
              {payloadText()}
            </pre>
          </div>
        </div>
      </Show>
      <Dynamic component={sub()} class="surface-sub">
        {t('response')}
      </Dynamic>
      <Show when={props.mapped.response !== null} fallback={<p class="surface-clean">{t('responseWaiting')}</p>}>
        <pre class="surface-code" data-testid="surface-response" tabindex="0" aria-label={`${label()}: ${t('response')}`} data-verbatim>
          {json(props.mapped.response)}
        </pre>
      </Show>
      <Show when={name() === 'mcp'}>
        <McpRevisions level={sub()} />
      </Show>
      <p class="surface-source">
        {t('source')}{' '}
        <Show when={props.mapped.surface.source.url} fallback={<span data-verbatim>{props.mapped.surface.source.title}</span>}>
          {(url) => (
            <a href={url()} target="_blank" rel="noopener" data-verbatim>
              {props.mapped.surface.source.title}
              <ExternalIcon />
            </a>
          )}
        </Show>
      </p>
    </section>
  );
}

/** Copy with `code` spans: the text between backticks is a protocol literal, shown as code (never parsed as HTML). */
function CodeSpans(props: { text: string }): JSX.Element {
  return <For each={props.text.split('`')}>{(part, n) => (n() % 2 === 1 ? <code>{part}</code> : part)}</For>;
}

/** How the harness shows the request: terminal-style text for the two CLIs, a card for VS Code, a plain form for MCP. */
function Preview(props: { name: SurfaceName; questions: readonly AskUserQuestionItem[] }): JSX.Element {
  const t = surfacesCopy.use();
  const cli = (): string => {
    const lines: string[] = [];
    props.questions.forEach((q, n) => {
      if (n > 0) lines.push('');
      const header = q.header !== undefined && q.header.trim() !== '' ? q.header : undefined;
      lines.push(props.name === 'codex' ? (header ?? q.id) : header !== undefined ? `☐ ${header}` : '☐');
      lines.push(q.question);
      const options = q.options ?? [];
      options.forEach((o, i) => {
        const mark = q.multiSelect === true && props.name === 'claude-code' ? '[ ] ' : '';
        lines.push(`${i === 0 ? '❯' : ' '} ${i + 1}. ${mark}${o.label}`);
        if (o.description !== undefined && o.description !== '') lines.push(`     ${o.description}`);
      });
      if (options.length > 0) lines.push(`  ${options.length + 1}. ${t('other')}`);
      else lines.push(`  ${t('textField')}`);
    });
    return lines.join('\n');
  };
  const title = (q: AskUserQuestionItem): string =>
    props.name === 'vscode' ? (q.header ?? q.id) : props.name === 'acp' ? (q.header ?? 'Question') : (q.header ?? q.question);
  /** MCP shows the property's description: the question and the detail as plain text (none when it would repeat the title). */
  const description = (q: AskUserQuestionItem): string => {
    const text = q.detail === undefined || q.detail.trim() === '' ? q.question : `${q.question}\n${markdownToPlain(q.detail)}`;
    return text === title(q) ? '' : text;
  };
  return (
    <Show
      when={props.name === 'mcp' || props.name === 'vscode' || props.name === 'acp'}
      fallback={
        <pre class="surface-preview surface-preview--term" data-testid="surface-preview" aria-hidden="true" data-verbatim>
          {cli()}
        </pre>
      }
    >
      <div class="surface-preview surface-preview--form" data-testid="surface-preview" data-style={props.name} aria-hidden="true" data-verbatim>
        <For each={props.questions}>
          {(q) => (
            <div class="surface-field">
              <div class="surface-field-title">{title(q)}</div>
              <Show when={props.name === 'mcp' ? description(q) : q.question}>{(text) => <div class="surface-field-question">{text()}</div>}</Show>
              <Show when={(q.options ?? []).length > 0} fallback={<div class="surface-input" />}>
                <For each={q.options ?? []}>
                  {(o) => (
                    <div class="surface-choice">
                      <span class="surface-box" data-multi={q.multiSelect === true ? '' : undefined} data-on={parseOptionLabel(o.label).recommended ? '' : undefined} />
                      {o.label}
                    </div>
                  )}
                </For>
              </Show>
            </div>
          )}
        </For>
        <Show when={props.name === 'mcp' || props.name === 'acp'}>
          <div class="surface-actions">
            <span class="surface-button">{t('decline')}</span>
            <span class="surface-button">{t('cancel')}</span>
            <span class="surface-button" data-primary="">
              {t('submit')}
            </span>
          </div>
        </Show>
      </div>
    </Show>
  );
}
