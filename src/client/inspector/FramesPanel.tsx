/**
 * Every frame that crossed the worker boundary, in order, with direction, type,
 * time and payload; rejected frames are marked with the reason. Also the
 * ask-hop / ask-paint timings per question (§7.1).
 */
import { For, Show, type JSX } from 'solid-js';
import type { AskTiming } from '../../bridge/client.ts';
import type { FrameLogEntry } from '../../bridge/frame-log.ts';
import { useLocale } from '../locale/locale.ts';
import { hopText, timingCopy } from './timing-text.ts';

export function FramesPanel(props: { frames: readonly FrameLogEntry[]; timings: readonly AskTiming[] }): JSX.Element {
  const { t } = useLocale();
  const tt = timingCopy.use();
  return (
    <div class="frames" data-testid="frames">
      <Show when={props.timings.length > 0}>
        <table class="timings" data-testid="timings">
          <caption>{t('inspector.timings')}</caption>
          <thead>
            <tr>
              <th scope="col">rpcId</th>
              <th scope="col">ask-hop</th>
              <th scope="col">ask-paint</th>
            </tr>
          </thead>
          <tbody>
            <For each={props.timings}>
              {(timing) => (
                <tr>
                  <td>
                    <code>{timing.rpcId}</code>
                  </td>
                  <td data-testid="ask-hop" title={hopText(timing, tt).title}>
                    {hopText(timing, tt).text}
                  </td>
                  <td>{timing.paintMs === undefined ? '—' : `${timing.paintMs.toFixed(1)} ms`}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </Show>
      <Show when={props.frames.length > 0} fallback={<p class="pane-empty">{t('inspector.framesEmpty')}</p>}>
        <ol class="frame-list">
          <For each={props.frames}>
            {(entry) => (
              <li class="frame" data-testid="frame" data-direction={entry.direction} data-type={entry.type} data-rejected={entry.rejected !== undefined ? '' : undefined}>
                <details>
                  <summary>
                    <span class="frame-seq">{entry.seq}</span>
                    <span class="frame-dir">{entry.direction === 'to-main' ? t('inspector.toMain') : t('inspector.toWorker')}</span>
                    <code class="frame-type">{entry.type}</code>
                    <span class="frame-at">{entry.at.toFixed(1)} ms</span>
                    <Show when={entry.rejected}>{(why) => <span class="frame-rejected" title={why()} data-verbatim-attrs="title">{t('inspector.rejected')}</span>}</Show>
                  </summary>
                  <Show when={entry.rejected}>{(why) => <p class="frame-why">{why()}</p>}</Show>
                  <pre>{JSON.stringify(entry.payload, null, 2)}</pre>
                </details>
              </li>
            )}
          </For>
        </ol>
      </Show>
    </div>
  );
}
