/**
 * One live example on the docs page: the playground embedded in an iframe
 * (`?embed=1`), sized to the height the embed reports (`asklab:height`), with a
 * watch / try switch (autoplay on or off), a link that opens the same example in
 * the full playground, and the embed code to copy. What plays is the caller's
 * choice (`source`); the embed itself is the playground's business.
 */
import type { Theme } from '../editor/tokens.ts';
import { Show, createSignal, onCleanup, onMount, type JSX } from 'solid-js';
import { isEmbedHeightMessage } from '../playground/embed-height.ts';
import type { Locale } from '../locale/locale.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { Segmented } from '../ui/Segmented.tsx';
import { ExternalIcon } from '../ui/icons.tsx';
import { embedSnippet, playgroundUrl, type ExampleSource } from './examples.ts';
import type { DocsCopy } from './zh.ts';

export interface ExampleStageProps {
  /** What is playing, shown above the frame and used for the iframe's accessible name. */
  readonly name: string;
  readonly source: ExampleSource;
  readonly locale: Locale;
  readonly theme: Theme;
  readonly copy: DocsCopy['stage'];
  readonly note?: string;
  readonly 'data-testid'?: string;
}

/** Until the embed reports, and the most it may take: taller content scrolls inside the frame. */
const INITIAL_HEIGHT = 320;
const MIN_HEIGHT = 96;
const MAX_HEIGHT = 960;

type Mode = 'watch' | 'try';

export function ExampleStage(props: ExampleStageProps): JSX.Element {
  const [mode, setMode] = createSignal<Mode>('watch');
  const [height, setHeight] = createSignal(INITIAL_HEIGHT);
  // Each example boots a whole playground (worker included): start it only when the reader comes near.
  const [near, setNear] = createSignal(false);
  let frame: HTMLIFrameElement | undefined;
  let wrap: HTMLDivElement | undefined;

  const isScenario = (): boolean => 'scenario' in props.source;
  const link = (embed: boolean): string =>
    playgroundUrl(props.source, { lang: props.locale, theme: props.theme, autoplay: mode() === 'watch', embed });
  const title = (): string => props.copy.frameTitle.replace('{name}', props.name);
  const sourceLabel = (): string =>
    'scenario' in props.source ? props.copy.scenario.replace('{id}', props.source.scenario) : props.copy.request;

  onMount(() => {
    const onMessage = (event: MessageEvent): void => {
      // Only this frame's reports size this frame; several examples share the page.
      if (frame === undefined || event.source !== frame.contentWindow || !isEmbedHeightMessage(event.data)) return;
      setHeight(Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, event.data.height)));
    };
    window.addEventListener('message', onMessage);
    onCleanup(() => window.removeEventListener('message', onMessage));
    // Not `loading="lazy"`: an iframe the browser has parked never finishes loading for automation
    // (Playwright waits on it forever), while one without a src yet is simply a blank frame.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '600px 0px' },
    );
    if (wrap !== undefined) observer.observe(wrap);
    onCleanup(() => observer.disconnect());
  });

  return (
    <figure class="stage" data-testid={props['data-testid']} data-source={sourceLabel()}>
      <figcaption class="stage-head">
        <span class="stage-live">
          <span class="stage-dot" aria-hidden="true" />
          {props.copy.live}
        </span>
        <span class="stage-name">{props.name}</span>
        <a
          class="stage-open"
          href={link(false)}
          target="_blank"
          rel="noopener"
          title={props.copy.open}
          aria-label={`${props.copy.open}: ${sourceLabel()}`}
          data-testid="open-in-playground"
        >
          <code>{sourceLabel()}</code>
          <ExternalIcon />
        </a>
      </figcaption>
      <div class="stage-tools">
        <Show when={isScenario()}>
          <Segmented
            label={props.copy.mode}
            value={mode()}
            options={[
              { value: 'watch', label: props.copy.watch },
              { value: 'try', label: props.copy.try },
            ]}
            onChange={setMode}
          />
        </Show>
        <span class="stage-copy">
          <CopyButton
            text={() => embedSnippet(new URL(link(true), location.href).href, title())}
            label={props.copy.copyEmbed}
            done={props.copy.copied}
          />
        </span>
      </div>
      <div class="stage-frame-wrap" ref={wrap}>
        <iframe
          ref={frame}
          class="stage-frame"
          src={near() ? link(true) : undefined}
          data-src={link(true)}
          title={title()}
          style={{ height: `${height()}px` }}
        />
      </div>
      <Show when={props.note}>{(note) => <p class="stage-note">{note()}</p>}</Show>
    </figure>
  );
}
