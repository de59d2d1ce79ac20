/**
 * One live example on the docs page: the playground embedded in an iframe
 * (`?embed=1`), whose first height report (`asklab:height`) says it has drawn, with a
 * watch / try switch (autoplay on or off), Replay, a link that opens the same
 * example in the full playground, the embed code to copy, and its code in tabs
 * kept in step by the embed's `asklab:progress` messages. It starts only when at
 * least half of it is visible, so the reader sees the story from its start. Its
 * box has a fixed height from the start (taller content scrolls inside the
 * frame), and a still of its first card (./example-still.ts) stands in it until
 * the embed has drawn, so the text around it never moves.
 * What plays is the caller's choice (`source`); the embed is the playground's.
 */
import type { Theme } from '../editor/tokens.ts';
import { Show, createEffect, createSignal, on, onCleanup, onMount, type JSX } from 'solid-js';
import { Button } from '@kobalte/core/button';
import { isEmbedHeightMessage } from '../playground/embed-height.ts';
import { isEmbedProgressMessage } from '../playground/embed-progress.ts';
import type { Locale } from '../locale/locale.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { Segmented } from '../ui/Segmented.tsx';
import { ExternalIcon } from '../ui/icons.tsx';
import { ExampleCode, NO_PROGRESS, parseResult, type ExampleProgress } from './ExampleCode.tsx';
import { embedSnippet, playgroundUrl, type ExampleSource } from './examples.ts';
import { stillContent, stillElement } from './example-still.ts';
import { leftView, settled, type StageSlot } from './stage-slots.ts';
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


type Mode = 'watch' | 'try';

export function ExampleStage(props: ExampleStageProps): JSX.Element {
  const [mode, setMode] = createSignal<Mode>('watch');
  // The frame's box is reserved before it starts (docs.css, .stage-frame-wrap): nothing below it moves while it plays.
  // Until the embed has drawn, a still of its first card stands in it.
  const [drawn, setDrawn] = createSignal(false);
  // Each example boots a whole playground (worker included): it starts once half of it is in view, stops a while
  // after it has left the view (./stage-slots.ts), and starts over once it is back.
  const [phase, setPhase] = createSignal<'waiting' | 'live' | 'stopped'>('waiting');
  const near = (): boolean => phase() !== 'waiting';
  const [run, setRun] = createSignal(0);
  const [progress, setProgress] = createSignal<ExampleProgress>(NO_PROGRESS);
  let frame: HTMLIFrameElement | undefined;
  let wrap: HTMLDivElement | undefined;
  let still: HTMLDivElement | undefined;

  const isScenario = (): boolean => 'scenario' in props.source;
  const link = (embed: boolean): string =>
    playgroundUrl(props.source, { lang: props.locale, theme: props.theme, autoplay: mode() === 'watch', embed });
  /** The frame's address; `&run=<n>` (ignored by the playground) makes Replay a fresh load of the same example. */
  const frameSrc = (): string | undefined =>
    phase() === 'live' ? `${link(true)}${run() > 0 ? `&run=${run()}` : ''}` : phase() === 'stopped' ? 'about:blank' : undefined;
  const replay = (): void => {
    setProgress(NO_PROGRESS);
    setDrawn(false);
    setRun((n) => n + 1);
    setPhase('live');
  };
  // Emptying the frame ends its page, and the worker with it; the code tabs keep what it had got to.
  const slot: StageSlot = {
    stop: () => {
      if (phase() !== 'live') return;
      setDrawn(false);
      setPhase('stopped');
    },
  };
  const where = (): string => {
    const p = progress();
    if (p.result !== null) return props.copy.stoppedSettled.replace('{tool}', p.call?.tool ?? '');
    if (p.call !== null) return props.copy.stoppedAsked.replace('{tool}', p.call.tool);
    return props.copy.stoppedBefore;
  };
  const title = (): string => props.copy.frameTitle.replace('{name}', props.name);
  const sourceLabel = (): string =>
    'scenario' in props.source ? props.copy.scenario.replace('{id}', props.source.scenario) : props.copy.request;

  // The still follows what the stage is set to play (a behaviour picked, a code's scenario, the locale).
  createEffect(
    on([() => props.source, () => props.locale], ([source, locale]) => {
      setDrawn(false);
      let current = true;
      onCleanup(() => (current = false));
      void stillContent(source, locale).then((content) => {
        if (current && still !== undefined) still.replaceChildren(...(content === undefined ? [] : [stillElement(content, locale)]));
      });
    }),
  );

  onMount(() => {
    const onMessage = (event: MessageEvent): void => {
      // Only this frame's reports count for this frame; several examples share the page.
      if (frame === undefined || event.source !== frame.contentWindow) return;
      const data: unknown = event.data;
      if (isEmbedHeightMessage(data)) setDrawn(data.height > 0);
      else if (isEmbedProgressMessage(data)) {
        // `start`: the frame loaded afresh (Replay, here or in the embed's own bar): the code starts over with it.
        if (data.phase === 'start') setProgress(NO_PROGRESS);
        else if (data.phase === 'asked') setProgress({ call: { tool: data.tool, input: data.input }, result: null });
        else setProgress((p) => ({ call: p.call ?? { tool: data.tool, input: null }, result: parseResult(data.result) }));
      }
    };
    window.addEventListener('message', onMessage);
    onCleanup(() => window.removeEventListener('message', onMessage));
    // Not `loading="lazy"`: an iframe the browser has parked never finishes loading for automation
    // (Playwright waits on it forever), while one without a src yet is simply a blank frame.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry === undefined) return;
        const seen = entry.isIntersecting && entry.intersectionRatio > 0;
        if (entry.isIntersecting && entry.intersectionRatio >= 0.5 && phase() !== 'live') {
          // First seen, or back after it stopped: from the start, as Replay does.
          if (phase() === 'stopped') replay();
          else setPhase('live');
        }
        if (phase() !== 'live') return;
        if (seen) settled(slot);
        else leftView(slot);
      },
      { threshold: [0, 0.5] },
    );
    if (wrap !== undefined) observer.observe(wrap);
    onCleanup(() => {
      observer.disconnect();
      settled(slot);
    });
  });

  return (
    <figure class="stage" id={props['data-testid']} data-testid={props['data-testid']} data-source={sourceLabel()} data-started={near() ? '' : undefined} data-state={phase()}>
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
              onChange={(next) => {
              setMode(next);
              setProgress(NO_PROGRESS);
            }}
          />
        </Show>
        <Button class="btn btn--small btn--ghost" data-testid="replay" disabled={!near()} onClick={replay}>
          ↻ {props.copy.replay}
        </Button>
        <span class="stage-copy">
          <CopyButton
            text={() => embedSnippet(new URL(link(true), location.href).href, title())}
            label={props.copy.copyEmbed}
            done={props.copy.copied}
            failed={props.copy.copyFailed}
          />
        </span>
      </div>
      <div class="stage-frame-wrap" ref={wrap}>
        <iframe
          ref={frame}
          class="stage-frame"
          src={frameSrc()}
          data-src={link(true)}
          title={title()}
        />
        <div class="stage-still" ref={still} hidden={drawn()} inert aria-hidden="true" data-testid="stage-still" />
        <Show when={phase() === 'stopped'}>
          <div class="stage-stopped" role="status" data-testid="stage-stopped">
            <p>{props.copy.stopped.replace('{where}', where())}</p>
            <Button class="btn btn--small" onClick={replay}>
              ↻ {props.copy.replay}
            </Button>
          </div>
        </Show>
      </div>
      <Show when={props.note}>{(note) => <p class="stage-note">{note()}</p>}</Show>
      <ExampleCode progress={progress()} copy={props.copy} started={near()} />
    </figure>
  );
}
