/**
 * The live-model settings panel (§6): endpoint (demo or your own), base URL,
 * model, API key, temperature, system prompt, plan mode, and "remember on this
 * device". On mount it applies the remembered settings, or starts the demo model,
 * so a message typed in the composer reaches a model with no setup.
 *
 * The endpoint and plan mode apply as soon as they change; text fields apply with
 * the Apply button. The key lives in this component's memory and in the worker;
 * it is written to localStorage only while "remember" is ticked. Frames are built
 * by bridge/live.ts, never here.
 */
import { Button } from '@kobalte/core/button';
import { Checkbox } from '@kobalte/core/checkbox';
import { RadioGroup } from '@kobalte/core/radio-group';
import { Switch } from '@kobalte/core/switch';
import { TextField } from '@kobalte/core/text-field';
import { Show, createEffect, createMemo, createSignal, on, onCleanup, onMount, type JSX } from 'solid-js';
import type { HostClient } from '../../bridge/client.ts';
import { configureLive, resetLive } from '../../bridge/live.ts';
import { redactText } from '../../bridge/redact.ts';
import { defaultSystemPrompt } from '../../protocol/live-defaults.ts';
import {
  DEMO_MODEL_NAME,
  chatCompletionsUrl,
  type LiveEndpoint,
  type LiveSettings as Settings,
} from '../../protocol/live-settings.ts';
import {
  defaultStorage,
  draftForLanguage,
  draftOf,
  forget,
  initialSettings,
  remember,
  sameDraft,
  settingsOf,
  validateDraft,
  type LiveDraft,
  type SettingsStorage,
} from './live-settings-store.ts';
import '../styles/live.css';
import { liveCopy, type LiveKey } from './live-copy.ts';
import { useLocale } from '../locale/locale.ts';

export interface LiveSettingsProps {
  readonly client: HostClient;
  /** Starts the demo endpoint and resolves with its base URL; defaults to the lazily loaded msw worker. */
  readonly startDemo?: () => Promise<string>;
  /** Where "remember on this device" keeps the settings; defaults to localStorage, null to never persist. */
  readonly storage?: SettingsStorage | null;
}

type Status = { readonly key: LiveKey; readonly vars?: Record<string, string>; readonly tone: 'info' | 'error' | 'busy' };

async function lazyStartDemo(): Promise<string> {
  const { startDemoModel } = await import('./start-demo.ts');
  return startDemoModel();
}

export function LiveSettings(props: LiveSettingsProps): JSX.Element {
  const t = liveCopy.use();
  const { locale } = useLocale();
  const storage = props.storage === undefined ? defaultStorage() : props.storage;
  const initial = initialSettings(storage, locale());
  const [draft, setDraft] = createSignal<LiveDraft>(draftOf(initial.settings));
  const [applied, setApplied] = createSignal<LiveDraft | null>(null);
  const [remembered, setRemembered] = createSignal(initial.remembered);
  const [status, setStatus] = createSignal<Status | null>(null);
  const [attempted, setAttempted] = createSignal(false);
  const errors = createMemo(() => validateDraft(draft()));
  const valid = createMemo(() => Object.keys(errors()).length === 0);
  const dirty = createMemo(() => {
    const last = applied();
    return last === null || !sameDraft(last, draft());
  });
  // Only the latest apply may report back (the demo start is async; a newer choice wins).
  let generation = 0;

  const send = (settings: Settings): boolean => {
    try {
      configureLive(props.client, settings);
      return true;
    } catch (error) {
      setStatus({ key: 'live.status.sendFailed', vars: { reason: error instanceof Error ? error.message : String(error) }, tone: 'error' });
      return false;
    }
  };

  const apply = async (next: LiveDraft): Promise<void> => {
    setAttempted(true);
    if (Object.keys(validateDraft(next)).length > 0) return;
    const mine = ++generation;
    const settings = settingsOf(next);
    if (settings.endpoint === 'demo') {
      setStatus({ key: 'live.status.starting', tone: 'busy' });
      let baseUrl: string;
      try {
        baseUrl = await (props.startDemo ?? lazyStartDemo)();
      } catch (error) {
        if (mine !== generation) return;
        setStatus({ key: 'live.status.demoFailed', vars: { reason: error instanceof Error ? error.message : String(error) }, tone: 'error' });
        return;
      }
      if (mine !== generation) return;
      // The demo never receives the key.
      if (!send({ ...settings, baseUrl, model: DEMO_MODEL_NAME, apiKey: '' })) return;
      setStatus({ key: 'live.status.demoReady', tone: 'info' });
    } else {
      if (!send(settings)) return;
      setStatus({ key: 'live.status.applied', vars: { model: settings.model }, tone: 'info' });
    }
    setApplied(next);
    if (remembered()) remember(storage, settings);
  };

  const update = (patch: Partial<LiveDraft>, now = false): void => {
    const next = { ...draft(), ...patch };
    setDraft(next);
    if (now) void apply(next);
  };

  onMount(() => void apply(draft()));
  // An unedited default prompt follows the page's language; if nothing else was waiting for Apply, it applies at once.
  createEffect(
    on(
      locale,
      (language) => {
        const next = draftForLanguage(draft(), language);
        if (next === null) return;
        const clean = applied() !== null && !dirty();
        setDraft(next);
        if (clean) void apply(next);
      },
      { defer: true },
    ),
  );
  // Approving a plan ends plan mode in the worker; the switch follows, and so does what counts as applied.
  const unsubscribe = props.client.subscribe((frame) => {
    if (frame.type !== 'live/state') return;
    setDraft((d) => ({ ...d, planMode: frame.planMode }));
    setApplied((a) => (a === null ? a : { ...a, planMode: frame.planMode }));
  });
  onCleanup(unsubscribe);

  const statusText = (): string | null => {
    const s = status();
    if (s !== null && s.tone !== 'info') return t(s.key, s.vars);
    if (applied() !== null && dirty()) return t('live.status.unsaved');
    return s === null ? null : t(s.key, s.vars);
  };

  const fieldError = (name: 'baseUrl' | 'model' | 'temperature'): LiveKey | undefined =>
    attempted() || dirty() ? errors()[name] : undefined;

  return (
    <section class="live-settings" data-testid="live-settings" aria-labelledby="live-settings-title">
      <h2 class="pane-title" id="live-settings-title">
        {t('live.title')}
      </h2>
      <RadioGroup
        class="live-endpoint"
        value={draft().endpoint}
        onChange={(value) => update({ endpoint: value === 'custom' ? 'custom' : 'demo' }, true)}
        data-testid="live-endpoint"
      >
        <RadioGroup.Label class="live-label">{t('live.endpoint')}</RadioGroup.Label>
        {(['demo', 'custom'] as const satisfies readonly LiveEndpoint[]).map((value) => (
          <RadioGroup.Item value={value} class="live-radio" data-testid={`live-endpoint-${value}`}>
            <RadioGroup.ItemInput class="live-radio-input" />
            <RadioGroup.ItemControl class="live-radio-control">
              <RadioGroup.ItemIndicator class="live-radio-indicator" />
            </RadioGroup.ItemControl>
            <RadioGroup.ItemLabel class="live-radio-label">
              {t(value === 'demo' ? 'live.endpointDemo' : 'live.endpointCustom')}
            </RadioGroup.ItemLabel>
          </RadioGroup.Item>
        ))}
      </RadioGroup>

      <Show when={draft().endpoint === 'custom'}>
        <TextField
          class="live-field"
          value={draft().baseUrl}
          onChange={(baseUrl) => update({ baseUrl })}
          validationState={fieldError('baseUrl') !== undefined ? 'invalid' : 'valid'}
        >
          <TextField.Label class="live-label">{t('live.baseUrl')}</TextField.Label>
          <TextField.Input class="live-input" type="url" inputMode="url" spellcheck={false} autocomplete="off" data-testid="live-base-url" />
          {/* The resolved URL, never with the credentials someone typed into it (they are refused, and not repeated). */}
          <TextField.Description class="live-hint">{chatCompletionsUrl(redactText(draft().baseUrl))}</TextField.Description>
          <TextField.ErrorMessage class="live-error">{t(fieldError('baseUrl') ?? 'live.baseUrlInvalid')}</TextField.ErrorMessage>
        </TextField>
        <TextField
          class="live-field"
          value={draft().model}
          onChange={(model) => update({ model })}
          validationState={fieldError('model') !== undefined ? 'invalid' : 'valid'}
        >
          <TextField.Label class="live-label">{t('live.model')}</TextField.Label>
          <TextField.Input class="live-input" spellcheck={false} autocomplete="off" data-testid="live-model" />
          <TextField.ErrorMessage class="live-error">{t(fieldError('model') ?? 'live.modelRequired')}</TextField.ErrorMessage>
        </TextField>
        <TextField class="live-field" value={draft().apiKey} onChange={(apiKey) => update({ apiKey })}>
          <TextField.Label class="live-label">{t('live.apiKey')}</TextField.Label>
          <TextField.Input class="live-input" type="password" autocomplete="off" spellcheck={false} data-testid="live-api-key" />
          <TextField.Description class="live-hint">{t('live.apiKeyHint')}</TextField.Description>
        </TextField>
        <Checkbox
          class="live-check"
          checked={remembered()}
          onChange={(checked) => {
            setRemembered(checked);
            const last = applied();
            if (!checked) forget(storage);
            else if (last !== null) remember(storage, settingsOf(last));
          }}
          data-testid="live-remember"
        >
          <Checkbox.Input class="live-check-input" />
          <Checkbox.Control class="live-check-control">
            <Checkbox.Indicator class="live-check-indicator">✓</Checkbox.Indicator>
          </Checkbox.Control>
          <Checkbox.Label class="live-check-label">{t('live.remember')}</Checkbox.Label>
        </Checkbox>
      </Show>

      <TextField
        class="live-field"
        value={draft().temperature}
        onChange={(temperature) => update({ temperature })}
        validationState={fieldError('temperature') !== undefined ? 'invalid' : 'valid'}
      >
        <TextField.Label class="live-label">{t('live.temperature')}</TextField.Label>
        <TextField.Input class="live-input live-input--short" type="number" min="0" max="2" step="0.1" inputMode="decimal" data-testid="live-temperature" />
        <TextField.ErrorMessage class="live-error">{t('live.temperatureInvalid')}</TextField.ErrorMessage>
      </TextField>

      <TextField class="live-field" value={draft().systemPrompt} onChange={(systemPrompt) => update({ systemPrompt })}>
        <TextField.Label class="live-label">{t('live.systemPrompt')}</TextField.Label>
        <TextField.TextArea class="live-input live-textarea" rows={6} spellcheck={false} data-testid="live-system-prompt" />
      </TextField>
      <Show when={draft().systemPrompt !== defaultSystemPrompt(locale())}>
        <Button class="btn btn--ghost btn--small live-restore" onClick={() => update({ systemPrompt: defaultSystemPrompt(locale()) })}>
          {t('live.restorePrompt')}
        </Button>
      </Show>

      <Switch class="live-switch" checked={draft().planMode} onChange={(planMode) => update({ planMode }, true)} data-testid="live-plan-mode">
        <Switch.Input class="live-switch-input" />
        <Switch.Control class="live-switch-control">
          <Switch.Thumb class="live-switch-thumb" />
        </Switch.Control>
        <div>
          <Switch.Label class="live-switch-label">{t('live.planMode')}</Switch.Label>
          <Switch.Description class="live-hint">{t('live.planModeHint')}</Switch.Description>
        </div>
      </Switch>

      <div class="live-actions">
        <Button class="btn btn--primary btn--small" disabled={!dirty() || !valid()} onClick={() => void apply(draft())} data-testid="live-apply">
          {t('live.apply')}
        </Button>
        <Button
          class="btn btn--outline btn--small"
          onClick={() => {
            try {
              resetLive(props.client);
              setStatus({ key: 'live.status.forgotten', tone: 'info' });
            } catch (error) {
              setStatus({ key: 'live.status.sendFailed', vars: { reason: error instanceof Error ? error.message : String(error) }, tone: 'error' });
            }
          }}
          data-testid="live-reset"
        >
          {t('live.resetConversation')}
        </Button>
      </div>
      <p class="live-status" role="status" data-tone={status()?.tone} data-testid="live-status">
        {statusText()}
      </p>
    </section>
  );
}
