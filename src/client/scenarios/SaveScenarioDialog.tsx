/**
 * "Save as scenario" (§10.3): a button, and a Kobalte dialog that records the
 * session since the last Reset (scenarios/recorder.ts) when it opens, lets the
 * person name it (id, and a title in both locales, with defaults), and offers
 * it as a download (`<id>.json`), a copy, a `?scenario-data=` link and a place
 * under "Yours". A session with nothing to replay says so instead. The file
 * never holds a live setting or a key: the recorder reads only the frames that
 * replay, and the frame log has already hidden secrets.
 */
import { Button } from '@kobalte/core/button';
import { Dialog } from '@kobalte/core/dialog';
import { Show, createEffect, createMemo, createSignal, on, type Accessor, type JSX } from 'solid-js';
import type { FrameLogEntry } from '../../bridge/frame-log.ts';
import { scenarioText } from '../../scenarios/file.ts';
import { parseScenario } from '../../scenarios/loader.ts';
import { recordSession, type Recording } from '../../scenarios/recorder.ts';
import type { LocalizedText, Scenario } from '../../scenarios/schema.ts';
import { useLocale } from '../locale/locale.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { LONG_LINK, downloadJson, scenarioLink } from './links.ts';
import { NameFields, namesValid } from './NameFields.tsx';
import { defaultNames } from './save-defaults.ts';
import { yoursCopy } from './yours-copy.ts';
import '../styles/repro.css';

export interface SaveScenarioDialogProps {
  /** The frame log since the last Reset, read when the dialog opens. */
  readonly entries: () => readonly FrameLogEntry[];
  readonly theme: () => 'light' | 'dark';
  /** Keeps the scenario under "Yours"; true when it is there. Absent: the button is not offered. */
  readonly onSaveToYours?: (scenario: Scenario) => boolean;
  /** Counts requests to open the dialog from elsewhere (Share's "too large for a link" offers a file instead). */
  readonly openRequests?: Accessor<number>;
  /** The scenario a `run/boot` frame names, by id (a `?scenario=` link the worker started itself). */
  readonly bootedScenario?: (id: string) => Scenario | undefined;
  /** The page the link opens (default: this page without its query). */
  readonly base?: string;
}

type Recorded = { ok: true; recording: Recording } | { ok: false };

export function SaveScenarioDialog(props: SaveScenarioDialogProps): JSX.Element {
  const t = yoursCopy.use();
  const { locale } = useLocale();
  const [open, setOpen] = createSignal(false);
  const [recorded, setRecorded] = createSignal<Recorded>({ ok: false });
  const [id, setId] = createSignal('');
  const [title, setTitle] = createSignal<LocalizedText>({ zh: '', en: '' });
  const [description, setDescription] = createSignal<LocalizedText>({ zh: '', en: '' });
  const [savedToYours, setSavedToYours] = createSignal(false);

  const record = (): void => {
    setSavedToYours(false);
    try {
      const recording = recordSession(props.entries(), {
        id: 'session',
        title: { zh: '会话', en: 'Session' },
        description: { zh: '会话', en: 'Session' },
        ...(props.bootedScenario !== undefined ? { bootedScenario: props.bootedScenario } : {}),
      });
      const names = defaultNames(recording.scenario, recording.base, new Date());
      setId(names.id);
      setTitle(names.title);
      setDescription(names.description);
      setRecorded({ ok: true, recording });
    } catch {
      setRecorded({ ok: false });
    }
  };

  let triggerRef: HTMLButtonElement | undefined;
  // Who asked for the dialog (Share's popover, the narrow top bar's More menu): focus goes back there when the
  // dialog's own button is folded away, as it is on a phone.
  let asker: HTMLElement | null = null;
  if (props.openRequests !== undefined) {
    createEffect(
      on(props.openRequests, () => {
        asker = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        record();
        setOpen(true);
      }, { defer: true }),
    );
  }

  /** The scenario as it will be written, when the names are valid (checked by the loader, as any opened file is). */
  const scenario = createMemo((): Scenario | null => {
    const r = recorded();
    if (!r.ok || !namesValid(id(), title())) return null;
    const candidate: Scenario = { ...r.recording.scenario, id: id(), title: title(), description: description() };
    const parsed = parseScenario(candidate, `${id()}.json`);
    return parsed.ok ? parsed.scenario : null;
  });
  const fileName = (): string => `${id() || 'scenario'}.json`;
  const link = (): string => {
    const s = scenario();
    return s === null ? '' : scenarioLink(props.base ?? `${location.origin}${location.pathname}`, s, { lang: locale(), theme: props.theme() });
  };

  return (
    <Dialog
      open={open()}
      onOpenChange={(next) => {
        if (next) record();
        setOpen(next);
      }}
    >
      {/* Styled as the top bar's other actions: on a phone only its icon shows, and its name stays. */}
      <Dialog.Trigger ref={triggerRef} class="btn btn--small btn--ghost topbar-btn" data-testid="save-scenario" aria-label={t('save.button')}>
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">
          <path d="M5 3h11l3 3v15H5z" />
          <path d="M8 3v5h7V3M8 21v-7h8v7" />
        </svg>
        <span class="topbar-label">{t('save.button')}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay class="repro-overlay" />
        <div class="repro-dialog-positioner">
          <Dialog.Content
            class="repro-dialog"
            data-testid="save-dialog"
            onCloseAutoFocus={() => {
              // Kobalte then focuses the trigger, which does nothing while it is not rendered.
              if (triggerRef?.getClientRects().length === 0 && asker?.isConnected === true) asker.focus();
            }}
          >
            <div class="repro-dialog-head">
              <Dialog.Title class="repro-dialog-title">{t('save.title')}</Dialog.Title>
              <Dialog.CloseButton class="btn btn--small btn--ghost" aria-label={t('save.close')}>
                ✕
              </Dialog.CloseButton>
            </div>
            <Show
              when={recorded().ok ? (recorded() as Extract<Recorded, { ok: true }>).recording : undefined}
              fallback={
                <Dialog.Description class="repro-dialog-lead" data-testid="save-nothing">
                  {t('save.nothing')}
                </Dialog.Description>
              }
            >
              {(recording) => (
                <>
                  <Dialog.Description class="repro-dialog-lead">{t('save.lead')}</Dialog.Description>
                  <p class="repro-summary" data-testid="save-summary">
                    <span>{recording().scenario.steps.length === 1 ? t('save.step1') : t('save.stepsN', { n: recording().scenario.steps.length })}</span>
                    <Show when={recording().basedOn}>{(base) => <span>{t('save.basedOn', { id: base() })}</span>}</Show>
                    <Show when={recording().external > 0}>
                      <span class="repro-warn">{t('save.external', { n: recording().external })}</span>
                    </Show>
                    <Show when={recording().leftOut > 0}>
                      <span class="repro-warn" data-testid="save-left-out">{t('save.leftOut', { n: recording().leftOut })}</span>
                    </Show>
                    <Show when={recording().unfinished > 0}>
                      <span class="repro-warn" data-testid="save-unfinished">{t('save.unfinished', { n: recording().unfinished })}</span>
                    </Show>
                    <Show when={recording().unsettled > 0}>
                      <span class="repro-warn">{t('save.unsettled', { n: recording().unsettled })}</span>
                    </Show>
                  </p>
                  <NameFields id={id()} onId={setId} title={title()} onTitle={setTitle} />
                  <div class="repro-actions">
                    <Button
                      class="btn btn--small btn--primary"
                      data-testid="save-download"
                      disabled={scenario() === null}
                      onClick={() => {
                        const s = scenario();
                        if (s !== null) downloadJson(fileName(), scenarioText(s));
                      }}
                    >
                      {t('save.download', { file: fileName() })}
                    </Button>
                    <CopyButton text={() => { const s = scenario(); return s === null ? '' : scenarioText(s); }} label={t('save.copy')} done={t('save.copied')} data-testid="save-copy" />
                    <Show when={props.onSaveToYours}>
                      {(save) => (
                        <Button
                          class="btn btn--small btn--outline"
                          data-testid="save-to-yours"
                          data-state={savedToYours() ? 'done' : 'idle'}
                          disabled={scenario() === null}
                          onClick={() => {
                            const s = scenario();
                            if (s !== null) setSavedToYours(save()(s));
                          }}
                        >
                          {/* Both labels hold the button's width, so "Saved" never wraps the row or moves the dialog. */}
                          <span class="label-swap">
                            <span aria-hidden={savedToYours() ? 'true' : undefined} data-shown={savedToYours() ? undefined : ''}>
                              {t('save.toYours')}
                            </span>
                            <span aria-hidden={savedToYours() ? undefined : 'true'} data-shown={savedToYours() ? '' : undefined}>
                              {`✓ ${t('save.savedToYours')}`}
                            </span>
                          </span>
                        </Button>
                      )}
                    </Show>
                  </div>
                  <Show when={scenario() !== null}>
                    <div class="repro-link">
                      <span class="repro-label" id="save-link-label">{t('save.link')}</span>
                      <div class="repro-link-row">
                        <a class="repro-link-url" href={link()} target="_blank" rel="noopener" data-testid="save-link" aria-describedby="save-link-label" data-verbatim>
                          {link()}
                        </a>
                        <CopyButton text={link} label={t('save.copyLink')} done={t('save.copied')} data-testid="save-copy-link" />
                      </div>
                      <Show when={link().length > LONG_LINK}>
                        <p class="repro-warn">{t('save.linkLong', { n: link().length })}</p>
                      </Show>
                    </div>
                  </Show>
                </>
              )}
            </Show>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog>
  );
}
