/**
 * The notice under a tool row whose ask got an answer after it had ended (SPEC §1.6: an answer after the abort, a
 * reply after Stop): the agent refused it, and the person reads that where they are looking, not only as a red
 * receipt in the Timeline. An answer the scenario's script sent (a late answer played in manual mode) says so.
 * Loaded only when one is needed.
 */
import { Show, type JSX } from 'solid-js';
import type { LateAnswer as Late } from '../session/model.ts';
import { rowCopy } from './row-copy.ts';

export default function LateAnswer(props: { readonly late: Late }): JSX.Element {
  const t = rowCopy.use();
  return (
    <p class="late-answer" data-testid="late-answer" data-reason={props.late.reason} data-scripted={props.late.scripted ? '' : undefined}>
      {t(`row.late.${props.late.reason}`)}
      <Show when={props.late.scripted}>
        {' '}
        <span class="msg-scripted" data-testid="scripted-mark" title={t('row.lateScriptedHint')}>
          {t('row.scripted')}
        </span>
      </Show>
    </p>
  );
}
