/**
 * Expected vs actual for one step (§10.4): both pretty-printed, the lines only
 * one side has marked (and named for screen readers), so a differing answer
 * shows where it differs rather than two long strings to compare by eye.
 */
import { For, Show, type JSX } from 'solid-js';
import { lineDiff, prettyOutcome } from './diff.ts';
import { scenarioCopy } from './scenario-copy.ts';

export interface VerdictDiffProps {
  readonly expected: string;
  /** Absent while the step has not settled. */
  readonly actual?: string | undefined;
}

export function VerdictDiff(props: VerdictDiffProps): JSX.Element {
  const t = scenarioCopy.use();
  const lines = () => (props.actual === undefined ? [] : lineDiff(prettyOutcome(props.expected), prettyOutcome(props.actual)));
  const same = () => props.actual !== undefined && lines().every((l) => l.kind === 'same');
  return (
    <div class="verdict-diff" data-testid="verdict-diff">
      <Show
        when={props.actual !== undefined && !same()}
        fallback={
          <dl class="verdict-pair">
            <dt>{t('scenario.expected')}</dt>
            <dd>
              {/* Focusable: a long outcome scrolls, and a keyboard must reach it (axe: scrollable-region-focusable). */}
              <pre data-verbatim tabIndex={0}>
                {prettyOutcome(props.expected)}
              </pre>
            </dd>
          </dl>
        }
      >
        <div class="diff-legend" aria-hidden="true">
          <span class="diff-key diff-key--removed">− {t('scenario.expected')}</span>
          <span class="diff-key diff-key--added">+ {t('scenario.actual')}</span>
        </div>
        <pre class="diff" data-verbatim tabIndex={0}>
          <For each={lines()}>
            {(line) => (
              <span class={`diff-line diff-line--${line.kind}`} data-kind={line.kind}>
                <span class="diff-sign" aria-hidden="true">{line.kind === 'removed' ? '−' : line.kind === 'added' ? '+' : ' '}</span>
                <Show when={line.kind !== 'same'}>
                  <span class="visually-hidden">{line.kind === 'removed' ? t('scenario.diffRemoved') : t('scenario.diffAdded')}: </span>
                </Show>
                {line.text}
                {'\n'}
              </span>
            )}
          </For>
        </pre>
      </Show>
    </div>
  );
}
