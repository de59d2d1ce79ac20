/**
 * The other end of DSH's readline provider (SPEC §12): a real terminal emulator
 * (@xterm/xterm with its fit addon, loaded here, only when Terminal is chosen)
 * wired to the worker's character stream. Keys, pastes and IME text go out as
 * `terminal/input`; `terminal/output` is written to the screen. All line editing
 * is the worker's readline (host/providers/readline.ts), as on a real TTY. The
 * DOM renderer keeps the screen's text in the DOM and screen-reader mode is on.
 * Colours come from the page's design tokens, read again when the theme changes.
 */
import { Show, createEffect, createSignal, onCleanup, onMount, type JSX } from 'solid-js';
import type { HostClient } from '../../bridge/client.ts';
import { providerFeed, reopenTerminal, terminalInput, terminalResize } from '../../bridge/providers.ts';
import { providerCopy } from '../providers/provider-copy.ts';
import '../styles/providers.css';

export interface TerminalPaneProps {
  readonly client: HostClient;
  readonly theme: string;
  /** Whether something typed has not been sent with Enter yet (switching provider asks first). */
  readonly onTyping: (typing: boolean) => void;
}

function token(el: HTMLElement, name: string, fallback: string): string {
  const value = getComputedStyle(el).getPropertyValue(name).trim();
  return value === '' ? fallback : value;
}

export function TerminalPane(props: TerminalPaneProps): JSX.Element {
  const t = providerCopy.use();
  const feed = providerFeed(props.client);
  const [open, setOpen] = createSignal(feed.terminalOpen());
  const [loaded, setLoaded] = createSignal(false);
  let host: HTMLDivElement | undefined;
  let region: HTMLElement | undefined;

  onMount(() => {
    let disposed = false;
    let cleanup = (): void => undefined;
    onCleanup(() => {
      disposed = true;
      cleanup();
    });
    void Promise.all([import('@xterm/xterm'), import('@xterm/addon-fit'), import('@xterm/xterm/css/xterm.css')]).then(([xterm, fit]) => {
      if (disposed || host === undefined || region === undefined) return;
      const el = region;
      const themeOf = () => ({
        background: token(el, '--color-surface', '#ffffff'),
        foreground: token(el, '--color-text', '#1f2328'),
        cursor: token(el, '--color-accent', '#0969da'),
        cursorAccent: token(el, '--color-surface', '#ffffff'),
        selectionBackground: token(el, '--color-accent-soft', '#0969da33'),
      });
      const term = new xterm.Terminal({
        screenReaderMode: true,
        convertEol: true,
        cursorBlink: true,
        fontSize: 14,
        scrollback: 2000,
        theme: themeOf(),
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Noto Sans Mono CJK SC", monospace',
      });
      const fitAddon = new fit.FitAddon();
      term.loadAddon(fitAddon);
      term.open(host);
      const refit = (): void => {
        try {
          fitAddon.fit();
        } catch {
          // A hidden canvas has no size to fit: the next resize fits it.
        }
        terminalResize(props.client, term.cols);
      };
      refit();
      term.write(feed.terminalText());
      let typing = false;
      const input = term.onData((data) => {
        terminalInput(props.client, data);
        const lastBreak = Math.max(data.lastIndexOf('\r'), data.lastIndexOf('\n'));
        const next = data.includes('\x03') ? false : lastBreak >= 0 ? data.slice(lastBreak + 1).length > 0 : typing || data.length > 0;
        if (next !== typing) {
          typing = next;
          props.onTyping(typing);
        }
      });
      const unsubscribe = feed.subscribe((event) => {
        if (event.kind === 'terminal') term.write(event.data);
        else if (event.kind === 'terminal-state') {
          setOpen(event.open);
          if (event.open) term.focus();
        } else if (event.kind === 'changed' && event.provider === 'terminal') term.reset();
      });
      const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => refit());
      observer?.observe(host);
      createEffect(() => {
        void props.theme;
        // After the theme's class has changed the tokens.
        requestAnimationFrame(() => {
          term.options.theme = themeOf();
        });
      });
      setLoaded(true);
      cleanup = () => {
        input.dispose();
        unsubscribe();
        observer?.disconnect();
        term.dispose();
      };
    });
  });

  return (
    <section ref={region} class="provider-pane terminal-pane" role="region" aria-label={t('terminal.name')} data-testid="terminal">
      <div class="provider-pane-head">
        <h2 class="provider-pane-title">{t('terminal.name')}</h2>
        <span class="provider-pane-hint">{t('terminal.hint')}</span>
      </div>
      <Show when={!loaded()}>
        <p class="provider-pane-note" role="status">
          {t('terminal.loading')}
        </p>
      </Show>
      <div ref={host} class="terminal-screen" data-testid="terminal-screen" />
      <Show when={!open()}>
        <div class="provider-pane-closed" role="status" data-testid="terminal-closed">
          <span>{t('terminal.closed')}</span>
          <button type="button" class="btn btn--outline" data-testid="terminal-reopen" onClick={() => reopenTerminal(props.client)}>
            {t('terminal.reopen')}
          </button>
        </div>
      </Show>
    </section>
  );
}
