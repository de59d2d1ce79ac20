/**
 * "Copy as code" (§5.6): the tool call a model would send, a TypeScript snippet, and the share URL.
 * Each block scrolls, so each is a named tab stop: a keyboard can scroll it too (axe scrollable-region-focusable).
 */
import { Show, createMemo, type JSX } from 'solid-js';
import type { RequestData } from '../../protocol/index.ts';
import { currentShareUrl, type ShareSource } from '../../app/share-link.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { askSnippet, toolCallCode } from './code.ts';
import { editorCopy } from './editor-copy.ts';

export function CodePanel(props: { request: RequestData; share: ShareSource }): JSX.Element {
  const t = editorCopy.use();
  const shareUrl = createMemo(() => currentShareUrl(props.share));
  const call = createMemo(() => toolCallCode(props.request));
  const snippet = createMemo(() => askSnippet(props.request));
  return (
    <div class="code-panel" data-testid="code-panel">
      <section class="code-block">
        <header class="code-head">
          <h3 class="pane-title">{t('code.toolCall')}</h3>
          <CopyButton text={() => call().json} label={t('code.copy')} done={t('code.copied')} data-testid="copy-tool-call" />
        </header>
        <Show when={call().dropped.length > 0}>
          <p class="code-note" data-testid="code-dropped">
            {t('code.dropped', { fields: call().dropped.join(', ') })}
          </p>
        </Show>
        <pre tabindex="0" aria-label={t('code.toolCall')} data-testid="code-tool-call">{call().json}</pre>
      </section>
      <section class="code-block">
        <header class="code-head">
          <h3 class="pane-title">{t('code.snippet')}</h3>
          <CopyButton text={snippet} label={t('code.copy')} done={t('code.copied')} data-testid="copy-snippet" />
        </header>
        <pre tabindex="0" aria-label={t('code.snippetLabel')} data-testid="code-snippet">{snippet()}</pre>
      </section>
      <section class="code-block">
        <header class="code-head">
          <h3 class="pane-title">{t('code.shareUrl')}</h3>
          <CopyButton text={shareUrl} label={t('code.copy')} done={t('code.copied')} data-testid="copy-share-url" />
        </header>
        <pre class="code-url" tabindex="0" aria-label={t('code.shareUrl')} data-testid="code-share-url">{shareUrl()}</pre>
      </section>
    </div>
  );
}
