/**
 * The Surfaces tab (SPEC §8): for one request, a section per harness with the
 * payload it receives, its violations and losses, a small preview of how it
 * looks there, and, once answered, that harness's reply to the same answer.
 * Takes plain data; the adapters in src/surfaces do the mapping. Loaded after
 * the first card.
 */
import { For, Show, createMemo, type JSX } from 'solid-js';
import { parseOptionLabel, type AskUserQuestionItem } from '../../protocol/index.ts';
import { SURFACES, terminal, type Surface, type SurfaceIssue, type SurfaceName } from '../../surfaces/index.ts';
import { useLocale } from '../locale/locale.ts';
import { surfacesText, type SurfacesKey } from './surfaces-copy.ts';
import type { FrameLogEntry } from '../../bridge/frame-log.ts';
import { surfaceSource, type SurfaceEnd, type SurfaceSource } from './surface-source.ts';
import '../styles/surfaces.css';

const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** The tab as the workbench mounts it: the frame log, the pending asks and the draft; it picks what to show. */
export function SurfacesPanel(props: {
  frames: readonly FrameLogEntry[];
  pending: readonly { readonly questions: readonly AskUserQuestionItem[] }[];
  draft: readonly AskUserQuestionItem[];
}): JSX.Element {
  const source = createMemo(() => surfaceSource(props.frames, props.pending, props.draft));
  return <SurfacesView source={source()} />;
}

function SurfacesView(props: { source: SurfaceSource }): JSX.Element {
  const { locale } = useLocale();
  const t = (key: SurfacesKey, vars?: Readonly<Record<string, string | number>>): string => surfacesText(locale(), key, vars);
  const fromKey = (): SurfacesKey =>
    props.source.from === 'pending' ? 'sourcePending' : props.source.from === 'last' ? 'sourceLast' : 'sourceDraft';
  return (
    <section class="pane surfaces" aria-labelledby="surfaces-title">
      <h2 class="pane-title" id="surfaces-title">
        {t('title')}
        <span class="pane-meta" data-testid="surfaces-source" data-from={props.source.from}>{t(fromKey())}</span>
      </h2>
      <p class="surfaces-intro">{t('intro')}</p>
      <Show when={props.source.questions.length > 0} fallback={<p class="pane-empty">{t('empty')}</p>}>
        <For each={SURFACES}>{(surface) => <SurfaceSection surface={surface} questions={props.source.questions} end={props.source.end} />}</For>
      </Show>
    </section>
  );
}

function SurfaceSection(props: { surface: Surface; questions: readonly AskUserQuestionItem[]; end: SurfaceEnd }): JSX.Element {
  const { locale } = useLocale();
  const t = (key: SurfacesKey, vars?: Readonly<Record<string, string | number>>): string => surfacesText(locale(), key, vars);
  const name = (): string => t(`name.${props.surface.name}` as SurfacesKey);
  const copy = (): terminal.TerminalCopy => ({
    single: t('term.single'),
    multi: t('term.multi'),
    free: t('term.free'),
    skip: t('term.skip'),
  });
  const request = createMemo(() => props.surface.toSurface(props.questions, copy()));
  const reply = createMemo(() => {
    const end = props.end;
    if (end === null) return null;
    if (end === 'cancelled') return { response: props.surface.outcomeToSurface('cancelled'), issues: [] as readonly SurfaceIssue[] };
    return props.surface.answerToSurface(props.questions, end);
  });
  const issues = (): readonly SurfaceIssue[] => [...request().issues, ...(reply()?.issues ?? [])];
  const count = (kind: SurfaceIssue['kind']): number => issues().filter((i) => i.kind === kind).length;
  /** The sentence split around the request's own words (id, question, header, label, custom text), which are model-authored and marked verbatim. */
  const textParts = (i: SurfaceIssue): { text: string; verbatim: boolean }[] => {
    const marks: Record<string, string> = {};
    const vars: Record<string, string | number> = { ...i.params, surface: name() };
    for (const key of ['id', 'question', 'header', 'label', 'custom']) {
      if (vars[key] === undefined) continue;
      marks[`\u0000${key}\u0000`] = String(vars[key]);
      vars[key] = `\u0000${key}\u0000`;
    }
    return t(`rule.${i.rule}` as SurfacesKey, vars)
      .split(/(\u0000\w+\u0000)/)
      .filter((part) => part !== '')
      .map((part) => (part in marks ? { text: marks[part] ?? '', verbatim: true } : { text: part, verbatim: false }));
  };
  const id = (): string => `surface-${props.surface.name}`;
  return (
    <section class="surface" data-surface={props.surface.name} aria-labelledby={`${id()}-title`}>
      <header class="surface-head">
        <h3 class="surface-title" id={`${id()}-title`}>{name()}</h3>
        <span class="surface-counts" data-violations={count('violation')} data-losses={count('loss')}>
          <span class="surface-count" data-kind="violation" data-zero={count('violation') === 0 ? '' : undefined}>{count('violation')} {t('violation')}</span>
          <span class="surface-count" data-kind="loss" data-zero={count('loss') === 0 ? '' : undefined}>{count('loss')} {t('loss')}</span>
        </span>
      </header>
      <h4 class="surface-sub">{t('issues')}</h4>
      <Show when={issues().length > 0} fallback={<p class="surface-clean">{t('noIssues')}</p>}>
        <ul class="surface-issues" data-testid="surface-issues">
          <For each={issues()}>
            {(i) => (
              <li class="surface-issue" data-kind={i.kind} data-rule={i.rule} data-path={i.path}>
                <span class="surface-kind">{t(i.kind === 'violation' ? 'violation' : 'loss')}</span>
                <span class="surface-issue-text">
                  <For each={textParts(i)}>{(part) => (part.verbatim ? <span data-verbatim>{part.text}</span> : part.text)}</For>
                </span>
                <code class="surface-path">{i.path}</code>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={issues().length === 0}>
        <ul class="surface-issues" data-testid="surface-issues" hidden />
      </Show>
      <div class="surface-grid">
        <div class="surface-block">
          <h4 class="surface-sub">{t('preview')}</h4>
          <Preview name={props.surface.name} questions={props.questions} terminalText={props.surface.name === 'terminal' ? String(request().payload) : ''} />
        </div>
        <div class="surface-block">
          <h4 class="surface-sub">{t('payload')}</h4>
          <pre class="surface-code" data-testid="surface-payload" tabindex="0">
            {typeof request().payload === 'string' ? String(request().payload) : json(request().payload)}
          </pre>
        </div>
      </div>
      <h4 class="surface-sub">{t('response')}</h4>
      <Show when={reply()} fallback={<p class="surface-clean">{t('responseWaiting')}</p>}>
        {(r) => (
          <pre class="surface-code" data-testid="surface-response" tabindex="0">
            {json(r().response)}
          </pre>
        )}
      </Show>
    </section>
  );
}

/** How the harness shows the request: terminal-style text for the CLIs, a card for VS Code, a plain form for MCP. */
function Preview(props: { name: SurfaceName; questions: readonly AskUserQuestionItem[]; terminalText: string }): JSX.Element {
  const { locale } = useLocale();
  const t = (key: SurfacesKey, vars?: Readonly<Record<string, string | number>>): string => surfacesText(locale(), key, vars);
  const cli = (): string => {
    const lines: string[] = [];
    props.questions.forEach((q, n) => {
      if (n > 0) lines.push('');
      const chip = q.header !== undefined && q.header !== '' ? `☐ ${q.header}` : '☐';
      lines.push(props.name === 'codex' ? `${q.header ?? ''}`.trim() || q.id : chip);
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
  return (
    <Show
      when={props.name === 'mcp' || props.name === 'vscode'}
      fallback={<pre class="surface-preview surface-preview--term" data-testid="surface-preview" aria-hidden="true" data-verbatim>{props.name === 'terminal' ? props.terminalText : cli()}</pre>}
    >
      <div class="surface-preview surface-preview--form" data-testid="surface-preview" data-style={props.name} aria-hidden="true" data-verbatim>
        <For each={props.questions}>
          {(q) => (
            <div class="surface-field">
              <div class="surface-field-title">{props.name === 'vscode' ? (q.header ?? q.id) : (q.header ?? q.question)}</div>
              <div class="surface-field-question">{q.question}</div>
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
        <Show when={props.name === 'mcp'}>
          <div class="surface-actions">
            <span class="surface-button">{t('decline')}</span>
            <span class="surface-button">{t('cancel')}</span>
            <span class="surface-button" data-primary="">{t('submit')}</span>
          </div>
        </Show>
      </div>
    </Show>
  );
}
