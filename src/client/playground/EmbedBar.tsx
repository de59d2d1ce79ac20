/**
 * The one piece of chrome an embedded playground keeps (`?embed=1`): a link that
 * opens the same state in the full playground, in a new tab, and a replay button
 * (a reload: the scenario starts over from its URL). Layout is left to embed.css.
 */
import { Button } from '@kobalte/core/button';
import type { JSX } from 'solid-js';
import { useLocale } from '../locale/locale.ts';
import { ExternalIcon, ReplayIcon } from '../ui/icons.tsx';

export interface EmbedBarProps {
  /** The embedded page's own URL; defaults to the current location. */
  readonly href?: string;
  readonly onReplay?: () => void;
}

/** The same URL without `embed=1`: everything else (scenario, q, lang, theme, autoplay) is kept. */
export function fullPlaygroundUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('embed');
  return url.href;
}

export function EmbedBar(props: EmbedBarProps): JSX.Element {
  const { t } = useLocale();
  return (
    <div class="embed-bar" data-testid="embed-bar">
      <Button class="embed-action" data-testid="embed-replay" onClick={() => (props.onReplay ?? (() => location.reload()))()}>
        <ReplayIcon />
        {t('embed.replay')}
      </Button>
      <a
        class="embed-action embed-open"
        data-testid="open-in-asklab"
        href={fullPlaygroundUrl(props.href ?? location.href)}
        target="_blank"
        rel="noopener"
      >
        {t('embed.open')}
        <ExternalIcon />
      </a>
    </div>
  );
}
