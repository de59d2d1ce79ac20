/**
 * The notice under a tool row whose ask got an answer after it had ended (SPEC §1.6: an answer after the abort, a
 * reply after Stop): the agent refused it, and the person reads that where they are looking, not only as a red
 * receipt in the Timeline. An answer the scenario's script sent (a late answer played in manual mode) says so.
 * Loaded only when one is needed.
 */
import { Show, type JSX } from 'solid-js';
import { rowCopy } from './row-copy.ts';

export interface LateAnswerProps {
  readonly reason: 'not-pending' | 'bad-response';
  readonly scripted: boolean;
}

export default function LateAnswer(props: LateAnswerProps): JSX.Element {
  const t = rowCopy.use();
  return (
    <p class="late-answer" data-testid="late-answer" data-reason={props.reason} data-scripted={props.scripted ? '' : undefined}>
      {t(`row.late.${props.reason}`)}
      <Show when={props.scripted}>
        {' '}
        <span class="msg-scripted" data-testid="scripted-mark" title={t('row.lateScriptedHint')}>
          {t('row.scripted')}
        </span>
      </Show>
    </p>
  );
}
