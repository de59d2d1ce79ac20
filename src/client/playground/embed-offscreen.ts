/**
 * An embedded playground (`?embed=1`, framed by another page) costs only while it
 * is seen: once its page has been out of the viewer's view for STOP_AFTER_MS, its
 * worker is ended and a notice over the example, left as it stopped, says so,
 * with Replay; back in view, it starts over from its URL, as Replay does. The
 * embed sees its own visibility (an IntersectionObserver inside a frame measures
 * against the top-level viewport), so any page that frames it gets this. Ending
 * the worker and starting over are the caller's (src/app/mount.tsx).
 */

export const STOP_AFTER_MS = 3000;

export interface OffscreenStop {
  /** Ends the worker (nobody is told the agent stopped: the page chose it). */
  readonly stop: () => void;
  /** Starts the example over. */
  readonly resume: () => void;
  readonly words: { readonly stopped: string; readonly replay: string };
  readonly after?: number;
}

export function makeOffscreenStop(element: Element, options: OffscreenStop): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let notice: HTMLElement | undefined;
  const stopNow = (): void => {
    timer = undefined;
    if (stopped) return;
    stopped = true;
    options.stop();
    notice = document.createElement('div');
    notice.className = 'embed-stopped';
    notice.setAttribute('role', 'status');
    notice.dataset['testid'] = 'embed-stopped';
    const text = document.createElement('p');
    text.textContent = options.words.stopped;
    const replay = document.createElement('button');
    replay.type = 'button';
    replay.className = 'btn btn--small';
    replay.textContent = `↻ ${options.words.replay}`;
    replay.addEventListener('click', options.resume);
    notice.append(text, replay);
    document.body.append(notice);
  };
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry === undefined) return;
    if (entry.isIntersecting) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (stopped) options.resume();
    } else if (!stopped && timer === undefined) timer = setTimeout(stopNow, options.after ?? STOP_AFTER_MS);
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
    notice?.remove();
  };
}
