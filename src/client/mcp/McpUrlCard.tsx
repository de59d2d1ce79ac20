/**
 * The card for an MCP elicitation in URL mode (SPEC §9): the server's message,
 * the full address with its host highlighted (as the browser will read it:
 * punycode for an international name, a user name before "@" shown as such),
 * and a confirm step before the page opens in a new tab. asklab never fetches
 * the address. Open → the server hears `accept`, Decline → `decline`,
 * ✕ → `cancel`; one send at a time, re-armed with the reason if it fails.
 */
import { Button } from '@kobalte/core/button';
import { Show, createMemo, createSignal, createUniqueId, onMount, type JSX } from 'solid-js';
import type { ElicitationBlock } from '../../protocol/index.ts';
import { createCardAction, reasonText, type FailureReason } from '../question/flow-state.ts';
import { IconButton } from '../ui/IconButton.tsx';
import { CloseIcon, ExternalIcon } from '../ui/icons.tsx';
import { McpOrigin } from './McpOrigin.tsx';
import { mcpCopy } from './mcp-copy.ts';

export interface McpUrlCardProps {
  readonly block: Extract<ElicitationBlock, { mode: 'url' }>;
  /** Called after the person confirmed and the page was opened. */
  readonly onOpen: () => Promise<unknown>;
  readonly onDecline: () => Promise<unknown>;
  readonly onDismiss: () => Promise<unknown>;
  readonly onPainted?: () => void;
  readonly autoFocus?: boolean;
  /** Opens the page (default: a new tab with no opener and no referrer). */
  readonly openPage?: (href: string) => void;
  /** Starting state for the gallery. */
  readonly initial?: { readonly confirming?: boolean; readonly busy?: boolean; readonly failure?: FailureReason };
}

interface AddressParts {
  readonly href: string;
  readonly scheme: string;
  readonly user: string;
  readonly host: string;
  readonly rest: string;
}

function partsOf(text: string): AddressParts {
  try {
    const url = new URL(text);
    const user = url.username === '' ? '' : `${url.username}${url.password === '' ? '' : ':•••'}@`;
    return { href: url.href, scheme: `${url.protocol}//`, user, host: url.host, rest: `${url.pathname}${url.search}${url.hash}` };
  } catch {
    // The worker only sends http(s) URLs; anything else is shown whole, with nothing to highlight.
    return { href: text, scheme: '', user: '', host: '', rest: text };
  }
}

function openInNewTab(href: string): void {
  window.open(href, '_blank', 'noopener,noreferrer');
}

export function McpUrlCard(props: McpUrlCardProps): JSX.Element {
  const t = mcpCopy.use();
  const parts = createMemo(() => partsOf(props.block.url));
  const [confirming, setConfirming] = createSignal(props.initial?.confirming ?? false);
  const { busy, failure, setFailure, act } = createCardAction(props.initial);
  const uid = createUniqueId();
  const titleId = `mcp-url-${uid}-title`;
  const addressId = `mcp-url-${uid}-address`;
  let addressRef: HTMLParagraphElement | undefined;
  let confirmRef: HTMLParagraphElement | undefined;
  let openRef: HTMLButtonElement | undefined;

  onMount(() => {
    // As the plan review does: focus lands on what to read, never on the button that acts (a stray Enter must not open a page).
    requestAnimationFrame(() =>
      setTimeout(() => {
        props.onPainted?.();
        if (props.autoFocus !== false) addressRef?.focus({ preventScroll: true });
      }, 0),
    );
  });

  const askToConfirm = (): void => {
    setFailure(null);
    setConfirming(true);
    queueMicrotask(() => confirmRef?.focus({ preventScroll: true }));
  };
  const back = (): void => {
    setConfirming(false);
    queueMicrotask(() => openRef?.focus({ preventScroll: true }));
  };
  const open = (): void => {
    // Opened inside the click, where the browser allows a new tab; the answer goes out after it.
    (props.openPage ?? openInNewTab)(parts().href);
    void act(props.onOpen);
  };

  return (
    <section class="qcard mcp-url-card" aria-labelledby={titleId} data-testid="question-card" data-kind="mcp-url">
      <McpOrigin server={props.block.server} message={props.block.message} />
      <header class="qcard-head">
        <div class="qcard-titles">
          <h2 class="qcard-title" id={titleId}>
            {t('mcp.card.url.title')}
          </h2>
        </div>
        <div class="qcard-actions">
          <IconButton label={t('question.dismiss')} data-testid="dismiss" disabled={busy()} onClick={() => void act(props.onDismiss)}>
            <CloseIcon />
          </IconButton>
        </div>
      </header>
      <div class="qcard-body">
        <p class="mcp-url-explain">{t('mcp.card.url.explain')}</p>
        <p class="mcp-url-label" id={addressId}>
          {t('mcp.card.url.address')}
        </p>
        <p ref={addressRef} class="mcp-url" tabindex="-1" aria-labelledby={addressId} data-testid="mcp-url-address" data-verbatim>
          <span class="mcp-url-dim">{parts().scheme}</span>
          <Show when={parts().user !== ''}>
            <span class="mcp-url-user">{parts().user}</span>
          </Show>
          <mark class="mcp-url-host" data-testid="mcp-url-host">
            {parts().host}
          </mark>
          <span class="mcp-url-dim">{parts().rest}</span>
        </p>
        <Show when={confirming()}>
          <p ref={confirmRef} class="mcp-url-confirm" tabindex="-1" data-testid="mcp-url-confirm">
            {t('mcp.card.url.confirm', { host: parts().host })}
          </p>
        </Show>
      </div>
      <footer class="qcard-foot">
        <p class="qcard-status" role="status" aria-live="polite" data-testid="card-status" data-tone="error">
          {failure() === null ? '' : t('question.sendFailed', { reason: reasonText(failure() as FailureReason, t) })}
        </p>
        <div class="qcard-bar">
          <Show
            when={confirming()}
            fallback={
              <>
                <Button class="btn btn--ghost" data-testid="decline" disabled={busy()} onClick={() => void act(props.onDecline)}>
                  {t('question.decline')}
                </Button>
                <div class="qcard-bar-end">
                  <Button ref={openRef} class="btn btn--primary" data-testid="mcp-url-open" disabled={busy()} onClick={askToConfirm}>
                    {t('mcp.card.url.open')}
                  </Button>
                </div>
              </>
            }
          >
            <Button class="btn btn--ghost" data-testid="mcp-url-back" disabled={busy()} onClick={back}>
              {t('mcp.card.url.back')}
            </Button>
            <div class="qcard-bar-end">
              <Button class="btn btn--primary" data-testid="mcp-url-confirm-open" disabled={busy()} onClick={open}>
                <ExternalIcon /> {t('mcp.card.url.confirmYes', { host: parts().host })}
              </Button>
            </div>
          </Show>
        </div>
      </footer>
    </section>
  );
}
