/**
 * The A11y tab (§5.5): axe-core's check of the canvas, run on demand (axe
 * loads on the first run, never before); the current card's tab order as a
 * numbered list that follows the card as it changes; and the live-region
 * announcements the cards have made so far (question/announcements.ts). It
 * reads the canvas it is given and never changes it, except moving focus to a
 * stop when asked.
 */
import { Button } from '@kobalte/core/button';
import { For, Show, createSignal, onCleanup, onMount, type JSX } from 'solid-js';
import { useLocale, type Locale } from '../locale/locale.ts';
import { announcementListeners, announcements, type Announcement } from '../question/announcements.ts';
import { FilledText } from '../ui/FilledText.tsx';
import type { Theme } from '../editor/tokens.ts';
import { a11yCopy, type A11yKey } from './a11y-copy.ts';
import { runAxeOn, tabOrder, type AxeReport, type TabStop } from './a11y-audit.ts';
import '../styles/a11y-panel.css';

export interface A11yPanelProps {
  /** The canvas: axe checks it, and the tab order is read from the first card in it. */
  readonly canvas: () => HTMLElement | null | undefined;
  /** The theme in force, recorded with each axe run. */
  readonly theme: Theme;
}

type AxeState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'hidden' }
  | { readonly kind: 'running' }
  | { readonly kind: 'done'; readonly report: AxeReport; readonly theme: Theme; readonly locale: Locale }
  | { readonly kind: 'failed'; readonly reason: string };

const ROLES = new Set(['button', 'link', 'radio', 'checkbox', 'switch', 'textbox', 'combobox', 'slider', 'tab', 'region', 'generic']);
const MAX_NODES = 3;

export function A11yPanel(props: A11yPanelProps): JSX.Element {
  const { locale } = useLocale();
  const t = a11yCopy.use();
  const [axe, setAxe] = createSignal<AxeState>({ kind: 'idle' });
  const [stops, setStops] = createSignal<TabStop[]>([]);
  const [log, setLog] = createSignal<readonly Announcement[]>([...announcements]);

  const card = (): Element | null => props.canvas()?.querySelector('[data-testid="question-card"]') ?? null;
  const readOrder = (): void => {
    const current = card();
    setStops(current === null ? [] : tabOrder(current));
  };

  onMount(() => {
    readOrder();
    // The card changes under the panel (a new question, a selection, a send): re-read once per frame at most.
    let queued = false;
    const observer = new MutationObserver(() => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        readOrder();
      });
    });
    const canvas = props.canvas();
    if (canvas !== null && canvas !== undefined) {
      observer.observe(canvas, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'tabindex', 'aria-checked', 'data-checked', 'hidden'] });
    }
    const listener = (): void => {
      setLog([...announcements]);
    };
    announcementListeners.add(listener);
    onCleanup(() => {
      observer.disconnect();
      announcementListeners.delete(listener);
    });
  });

  const run = async (): Promise<void> => {
    const canvas = props.canvas();
    if (canvas === null || canvas === undefined) {
      setAxe({ kind: 'failed', reason: t('axe.noCanvas') });
      return;
    }
    // axe checks what is rendered: on narrow widths the canvas is out of view while this tab is open.
    if (typeof canvas.checkVisibility === 'function' && !canvas.checkVisibility()) {
      setAxe({ kind: 'hidden' });
      return;
    }
    const theme = props.theme;
    const lang = locale();
    setAxe({ kind: 'running' });
    try {
      setAxe({ kind: 'done', report: await runAxeOn(canvas, lang), theme, locale: lang });
    } catch (error) {
      setAxe({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  };

  const roleName = (role: string): string => t(`role.${ROLES.has(role) ? role : 'other'}` as A11yKey);
  const time = (at: number): string => `${(at / 1000).toFixed(1)} s`;

  return (
    <div class="a11yp" data-testid="a11y-panel">
      <section class="a11yp-section" aria-labelledby="a11yp-axe">
        <header class="a11yp-head">
          <h3 class="a11yp-title" id="a11yp-axe">
            {t('axe.title')}
          </h3>
          <Button class="btn btn--small btn--primary" data-testid="a11y-run" disabled={axe().kind === 'running'} onClick={() => void run()}>
            {axe().kind === 'running' ? t('axe.running') : axe().kind === 'done' ? t('axe.rerun') : t('axe.run')}
          </Button>
        </header>
        <p class="a11yp-note">{t('axe.intro')}</p>
        <div role="status" class="a11yp-result" data-testid="a11y-result" data-state={axe().kind}>
          <Show when={axe().kind === 'hidden'}>
            <p class="a11yp-summary" data-tone="warn" data-testid="a11y-hidden">
              {t('axe.hidden')}
            </p>
          </Show>
          <Show when={axe().kind === 'failed' ? (axe() as Extract<AxeState, { kind: 'failed' }>) : null}>
            {(failed) => (
              <p class="a11yp-summary" data-tone="error" data-testid="a11y-failed">
                <span>
                  {t('axe.failed', { reason: '' })}
                  <span data-verbatim>{failed().reason}</span>
                </span>
              </p>
            )}
          </Show>
          <Show when={axe().kind === 'done' ? (axe() as Extract<AxeState, { kind: 'done' }>) : null}>
            {(done) => (
              <>
                <p class="a11yp-summary" data-tone={done().report.violations.length === 0 ? 'ok' : 'error'} data-testid="a11y-summary" data-violations={done().report.violations.length}>
                  {done().report.violations.length === 0
                    ? t('axe.clean', { passes: done().report.passes })
                    : t('axe.summary', { count: done().report.violations.length, passes: done().report.passes })}
                </p>
                <p class="a11yp-note">
                  {t('axe.ranAt', { theme: t(`theme.${done().theme}` as A11yKey), locale: t(`locale.${done().locale}` as A11yKey) })}
                </p>
              </>
            )}
          </Show>
        </div>
        <Show when={axe().kind === 'done' ? (axe() as Extract<AxeState, { kind: 'done' }>).report.violations : null}>
          {(violations) => (
            <ul class="a11yp-findings" data-testid="a11y-violations">
              <For each={violations()}>
                {(finding) => (
                  <li class="a11yp-finding" data-rule={finding.id} data-impact={finding.impact ?? 'unknown'}>
                    <div class="a11yp-finding-head">
                      <span class="a11yp-impact" data-impact={finding.impact ?? 'unknown'}>
                        {t(`impact.${finding.impact ?? 'unknown'}` as A11yKey)}
                      </span>
                      <code class="a11yp-rule">{finding.id}</code>
                      <span class="a11yp-count">{t('axe.nodes', { count: finding.nodes.length })}</span>
                    </div>
                    <p class="a11yp-help" data-verbatim>
                      {finding.help}
                    </p>
                    <ul class="a11yp-nodes">
                      <For each={finding.nodes.slice(0, MAX_NODES)}>
                        {(node) => (
                          <li>
                            <code class="a11yp-target">{node.target}</code>
                            <For each={node.messages}>{(message) => <p class="a11yp-message" data-verbatim>{message}</p>}</For>
                          </li>
                        )}
                      </For>
                      <Show when={finding.nodes.length > MAX_NODES}>
                        <li class="a11yp-note">{t('axe.more', { count: finding.nodes.length - MAX_NODES })}</li>
                      </Show>
                    </ul>
                    <a class="a11yp-link" href={finding.helpUrl} target="_blank" rel="noopener noreferrer">
                      {t('axe.learn')}
                    </a>
                  </li>
                )}
              </For>
            </ul>
          )}
        </Show>
      </section>

      <section class="a11yp-section" aria-labelledby="a11yp-order">
        <header class="a11yp-head">
          <h3 class="a11yp-title" id="a11yp-order">
            {t('order.title')}
          </h3>
          <span class="a11yp-count">{stops().length}</span>
        </header>
        <p class="a11yp-note" id="a11yp-order-intro">
          {t('order.intro')}
        </p>
        <Show when={stops().length > 0} fallback={<p class="a11yp-empty">{t('order.empty')}</p>}>
          <ol class="a11yp-order" data-testid="a11y-tab-order">
            <For each={stops()}>
              {(stop, i) => (
                <li class="a11yp-stop" data-role={stop.role}>
                  <button
                    type="button"
                    class="a11yp-stop-button"
                    aria-describedby="a11yp-order-intro"
                    onClick={() => stop.element.focus()}
                  >
                    <span class="a11yp-stop-n" aria-hidden="true">
                      {i() + 1}
                    </span>
                    <span class="a11yp-role">{roleName(stop.role)}</span>
                    <span class="a11yp-name" data-verbatim data-testid="a11y-stop-name">
                      {stop.name}
                    </span>
                    <Show when={stop.checked}>
                      <span class="a11yp-on">{t('order.on')}</span>
                    </Show>
                  </button>
                </li>
              )}
            </For>
          </ol>
        </Show>
      </section>

      <section class="a11yp-section" aria-labelledby="a11yp-live">
        <header class="a11yp-head">
          <h3 class="a11yp-title" id="a11yp-live">
            {t('live.title')}
          </h3>
          <Show when={log().length > 0}>
            <Button
              class="btn btn--small btn--ghost"
              data-testid="a11y-clear"
              onClick={() => {
                announcements.length = 0;
                setLog([]);
              }}
            >
              {t('live.clear')}
            </Button>
          </Show>
        </header>
        <p class="a11yp-note">
          <FilledText template={t('live.intro')} vars={{ region: 'role="status"' }} />
        </p>
        <Show when={log().length > 0} fallback={<p class="a11yp-empty">{t('live.empty')}</p>}>
          <ol class="a11yp-log" data-testid="a11y-announcements">
            <For each={log()}>
              {(entry) => (
                <li class="a11yp-entry" data-kind={entry.kind}>
                  <span class="a11yp-time">{time(entry.at)}</span>
                  <span class="a11yp-kind" data-kind={entry.kind}>
                    {t(`kind.${entry.kind}` as A11yKey)}
                  </span>
                  <span class="a11yp-said" data-verbatim>
                    {entry.text}
                  </span>
                </li>
              )}
            </For>
          </ol>
        </Show>
      </section>
    </div>
  );
}
