/**
 * "Yours" (§10.3) for the catalogue: the scenarios this browser saved or
 * opened, each playable like a built-in one (the same item, the same player)
 * and with a menu to rename, download, copy a `?scenario-data=` link or remove
 * it; "Open scenario file" (a labelled file input, and a drop zone: Kobalte
 * FileField) reads files through the same schema and loader as the built-in
 * ones. Every outcome is said in the panel: a file that is not JSON or is too
 * large in plain words, a schema problem with the file and JSON path, a full
 * collection with what it needs. A bad file replaces nothing. What was stored
 * but cannot be read back is said by YoursProblems.
 */
import { AlertDialog } from '@kobalte/core/alert-dialog';
import { Button } from '@kobalte/core/button';
import { Dialog } from '@kobalte/core/dialog';
import { DropdownMenu } from '../ui/dropdown-menu.tsx';
import { FileField } from '@kobalte/core/file-field';
import { For, Show, Suspense, createEffect, createSignal, createUniqueId, lazy, type JSX } from 'solid-js';
import { scenarioText } from '../../scenarios/file.ts';
import { textIn, type LocalizedText, type Scenario } from '../../scenarios/schema.ts';
import { useLocale } from '../locale/locale.ts';
import { downloadJson, scenarioLink } from './links.ts';
import { NameFields, namesValid } from './NameFields.tsx';
import { jsonDetail, reasonText } from './reason-copy.ts';
import { resultKey, type ScenarioRuns, type YoursNotice } from './runs.ts';
import { ScenarioItem } from './ScenarioItem.tsx';
import type { YoursEntry } from './yours.ts';
import { formatSize, yoursCopy } from './yours-copy.ts';
import { YoursProblems } from './YoursProblems.tsx';
import '../styles/repro.css';
import type { TraceAsk } from '../traces/TracePanel.tsx';

// Traces (SPEC §13): a chunk of their own, so this one (and the first card's preload lists) does not grow.
const TraceYours = lazy(() => import('../traces/TraceYours.tsx'));

export interface YoursCatalogueProps {
  readonly runs: ScenarioRuns;
  readonly theme: () => 'light' | 'dark';
  /** The page a copied link opens (default: this page without its query). */
  readonly base?: string;
  /** Asks a trace call's questions on the canvas ("Open as card"). */
  readonly onAsk?: TraceAsk | undefined;
}

export function YoursCatalogue(props: YoursCatalogueProps): JSX.Element {
  const t = yoursCopy.use();
  const { locale } = useLocale();
  const runs = props.runs;
  const [renaming, setRenaming] = createSignal<YoursEntry | null>(null);
  const [removing, setRemoving] = createSignal<YoursEntry | null>(null);
  const [copied, setCopied] = createSignal<string | null>(null);
  let input: HTMLInputElement | undefined;
  // Kobalte 0.13's FileField gives its input the root's own id, so its label names the root: name the input ourselves.
  const inputId = `yours-file-${createUniqueId()}`;

  const linkOf = (scenario: Scenario): string =>
    scenarioLink(props.base ?? `${location.origin}${location.pathname}`, scenario, { lang: locale(), theme: props.theme() });
  const sharesTitle = (entry: YoursEntry): boolean => {
    const title = textIn(entry.scenario.title, locale());
    return runs.yours.entries().some((other) => other.key !== entry.key && textIn(other.scenario.title, locale()) === title);
  };
  const when = (iso: string): string => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? iso
      : new Intl.DateTimeFormat(locale() === 'zh' ? 'zh-CN' : 'en', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
  };
  const active = (key: string): boolean => {
    const source = runs.source();
    return source?.kind === 'yours' && source.key === key;
  };

  return (
    <section class="yours" data-testid="yours" aria-labelledby="yours-title">
      <div class="yours-head">
        <h2 class="pane-title" id="yours-title">
          {t('yours.title')}
          <Show when={runs.yours.entries().length > 0}>
            <span class="count">{runs.yours.entries().length}</span>
          </Show>
        </h2>
        <span class="yours-usage" data-testid="yours-usage">
          {runs.yours.entries().length === 0
            ? t('yours.usageEmpty', { limit: formatSize(runs.yours.usage().limit) })
            : t('yours.usage', { used: formatSize(runs.yours.usage().used), limit: formatSize(runs.yours.usage().limit) })}
        </span>
      </div>

      <FileField
        class="yours-file"
        multiple
        maxFiles={20}
        onFileAccept={(files) => {
          // A trace dropped here goes to the trace reader; a scenario file to the loader (route-files.ts).
          void import('../traces/route-files.ts').then((m) => m.routeFiles(files, (rest) => void runs.openFiles(rest)));
          // The same file chosen again must fire a change again.
          if (input !== undefined) input.value = '';
        }}
      >
        <FileField.Label class="visually-hidden" for={inputId}>
          {t('yours.open')}
        </FileField.Label>
        {/* Named by what it shows (Kobalte's default name is the English word "dropzone"). */}
        <FileField.Dropzone class="yours-drop" aria-label={`${t('yours.open')} ${t('yours.drop')}`} data-testid="yours-drop">
          <span class="yours-drop-icon" aria-hidden="true">⤓</span>
          <span class="yours-drop-text">
            <strong>{t('yours.open')}</strong> <span>{t('yours.drop')}</span>
          </span>
        </FileField.Dropzone>
        <FileField.HiddenInput
          ref={(el: HTMLInputElement) => (input = el)}
          id={inputId}
          // The drop zone is the keyboard's way in; the input is for the label and for assistive browsing.
          tabIndex={-1}
          accept=".json,application/json"
          data-testid="open-scenario-file"
        />
      </FileField>

      <Suspense>
        <TraceYours runs={runs} onAsk={props.onAsk} />
      </Suspense>

      <Show when={runs.notices().length > 0 || runs.yours.problems().length > 0}>
        <div class="yours-notices" role="status" data-testid="yours-notices">
          <For each={runs.notices()}>{(notice) => <Notice notice={notice} />}</For>
          <Show when={runs.yours.problems().length > 0}>
            <YoursProblems problems={runs.yours.problems()} />
          </Show>
          <Show when={runs.notices().length > 0}>
            <Button class="btn btn--small btn--ghost yours-dismiss" onClick={() => runs.dismissNotices()}>
              {t('yours.dismiss')}
            </Button>
          </Show>
        </div>
      </Show>

      <Show when={runs.yours.entries().length > 0} fallback={<p class="pane-empty">{t('yours.empty')}</p>}>
        <ul class="yours-list">
          <For each={runs.yours.entries()}>
            {(entry) => (
              <li class="yours-item" data-testid="yours-item" data-id={entry.scenario.id} data-origin={entry.origin}>
                <ScenarioItem
                  scenario={entry.scenario}
                  data-testid="yours-scenario"
                  active={active(entry.key)}
                  verdict={runs.results().get(resultKey({ kind: 'yours', key: entry.key }, entry.scenario))}
                  onOpen={() => runs.open(entry.scenario, { kind: 'yours', key: entry.key })}
                  note={
                    <span class="yours-origin" data-testid="yours-origin">
                      {t(`yours.origin.${entry.origin}`)}
                      {/* Two entries with one title: the file's id and when it came tell them apart. */}
                      <Show when={sharesTitle(entry)}>{` · ${entry.scenario.id} · ${when(entry.savedAt)}`}</Show>
                    </span>
                  }
                />
                <Show when={copied() === entry.key}>
                  <span class="yours-copied" role="status">{t('yours.linkCopied')}</span>
                </Show>
                <DropdownMenu>
                  <DropdownMenu.Trigger
                    class="btn btn--small btn--ghost yours-menu"
                    aria-label={t('yours.actions', { title: textIn(entry.scenario.title, locale()) })}
                    data-testid="yours-menu"
                  >
                    ⋯
                  </DropdownMenu.Trigger>
                  <DropdownMenu.Portal>
                    <DropdownMenu.Content class="repro-menu">
                      <DropdownMenu.Item class="repro-menu-item" onSelect={() => runs.open(entry.scenario, { kind: 'yours', key: entry.key })}>
                        {t('yours.play')}
                      </DropdownMenu.Item>
                      <DropdownMenu.Item
                        class="repro-menu-item"
                        data-testid="yours-step"
                        onSelect={() => runs.open(entry.scenario, { kind: 'yours', key: entry.key }, { paused: true })}
                      >
                        {t('yours.step')}
                      </DropdownMenu.Item>
                      <DropdownMenu.Item class="repro-menu-item" onSelect={() => setRenaming(entry)} data-testid="yours-rename">
                        {t('yours.rename')}
                      </DropdownMenu.Item>
                      <DropdownMenu.Item
                        class="repro-menu-item"
                        onSelect={() => downloadJson(`${entry.scenario.id}.json`, scenarioText(entry.scenario))}
                        data-testid="yours-download"
                      >
                        {t('yours.download')}
                      </DropdownMenu.Item>
                      <DropdownMenu.Item
                        class="repro-menu-item"
                        onSelect={() => {
                          void navigator.clipboard.writeText(linkOf(entry.scenario)).then(() => setCopied(entry.key), () => setCopied(null));
                        }}
                        data-testid="yours-copy-link"
                      >
                        {t('yours.copyLink')}
                      </DropdownMenu.Item>
                      <DropdownMenu.Separator class="repro-menu-separator" />
                      <DropdownMenu.Item class="repro-menu-item repro-menu-item--danger" onSelect={() => setRemoving(entry)} data-testid="yours-remove">
                        {t('yours.remove')}
                      </DropdownMenu.Item>
                    </DropdownMenu.Content>
                  </DropdownMenu.Portal>
                </DropdownMenu>
              </li>
            )}
          </For>
        </ul>
      </Show>

      <RenameDialog
        entry={renaming()}
        onClose={() => setRenaming(null)}
        onRename={(entry, title) => {
          runs.renameYours(entry.key, title);
          setRenaming(null);
        }}
      />
      <AlertDialog open={removing() !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay class="repro-overlay" />
          <div class="repro-dialog-positioner">
            <AlertDialog.Content class="repro-dialog repro-dialog--small" data-testid="yours-remove-dialog">
              <AlertDialog.Title class="repro-dialog-title">
                {t('yours.removeConfirm', { title: removing() === null ? '' : textIn((removing() as YoursEntry).scenario.title, locale()) })}
              </AlertDialog.Title>
              <div class="repro-actions">
                <Button
                  class="btn btn--small btn--primary repro-danger"
                  data-testid="yours-remove-confirm"
                  onClick={() => {
                    const entry = removing();
                    if (entry !== null) runs.yours.remove(entry.key);
                    setRemoving(null);
                  }}
                >
                  {t('yours.remove')}
                </Button>
                {/* A plain button, not Kobalte's CloseButton: that one is named "Dismiss", whatever it reads. */}
                <Button class="btn btn--small btn--outline" data-testid="yours-remove-cancel" onClick={() => setRemoving(null)}>
                  {t('yours.cancel')}
                </Button>
              </div>
            </AlertDialog.Content>
          </div>
        </AlertDialog.Portal>
      </AlertDialog>
    </section>
  );
}

function Notice(props: { notice: YoursNotice }): JSX.Element {
  const t = yoursCopy.use();
  const { locale } = useLocale();
  const view = (): { tone: 'info' | 'error'; text: string; detail?: string } => {
    const n = props.notice;
    switch (n.kind) {
      case 'added':
        return { tone: 'info', text: t(n.existing ? 'yours.existing' : 'yours.added', { title: textIn(n.title, locale()) }) };
      case 'write':
        return n.write.reason === 'full'
          ? {
              tone: 'error',
              text: t('yours.full', {
                title: textIn(n.title, locale()),
                needed: formatSize(n.write.needed),
                used: formatSize(n.write.used),
                limit: formatSize(n.write.limit),
              }),
            }
          : { tone: 'error', text: t('yours.unavailable', { title: textIn(n.title, locale()) }), detail: n.write.detail };
      case 'file': {
        const p = n.problem;
        switch (p.problem) {
          case 'not-json':
            return { tone: 'error', text: t('yours.notJson', { file: p.file }), detail: jsonDetail(p.detail, locale()) };
          case 'too-large':
            return { tone: 'error', text: t('yours.tooLarge', { file: p.file, size: formatSize(p.bytes), limit: formatSize(p.limit) }) };
          case 'invalid':
            return { tone: 'error', text: t('yours.invalid', { file: p.file }), detail: reasonText(p.reason, locale()) };
        }
      }
    }
  };
  return (
    <div class="yours-notice" data-tone={view().tone} data-testid="yours-notice" data-kind={props.notice.kind === 'file' ? props.notice.problem.problem : props.notice.kind}>
      <p>{view().text}</p>
      <Show when={view().detail}>{(detail) => <code class="yours-problem" data-verbatim>{detail()}</code>}</Show>
    </div>
  );
}

function RenameDialog(props: { entry: YoursEntry | null; onClose: () => void; onRename: (entry: YoursEntry, title: LocalizedText) => void }): JSX.Element {
  const t = yoursCopy.use();
  const [title, setTitle] = createSignal<LocalizedText>({ zh: '', en: '' });
  // Each rename starts from the entry's current title.
  createEffect(() => {
    if (props.entry !== null) setTitle(props.entry.scenario.title);
  });
  return (
    <Dialog
      open={props.entry !== null}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay class="repro-overlay" />
        <div class="repro-dialog-positioner">
          <Dialog.Content class="repro-dialog repro-dialog--small" data-testid="yours-rename-dialog">
            <Dialog.Title class="repro-dialog-title">{t('yours.renameTitle')}</Dialog.Title>
            <NameFields title={title()} onTitle={setTitle} />
            <div class="repro-actions">
              <Button
                class="btn btn--small btn--primary"
                data-testid="yours-rename-save"
                disabled={!namesValid(undefined, title())}
                onClick={() => {
                  if (props.entry !== null) props.onRename(props.entry, { zh: title().zh.trim(), en: title().en.trim() });
                }}
              >
                {t('yours.save')}
              </Button>
              {/* A plain button, not Kobalte's CloseButton: that one is named "Dismiss", whatever it reads. */}
              <Button class="btn btn--small btn--outline" data-testid="yours-rename-cancel" onClick={() => props.onClose()}>
                {t('yours.cancel')}
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog>
  );
}
