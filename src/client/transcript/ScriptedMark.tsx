/**
 * "(scripted)" beside an agent's words that a scenario's script says after a
 * person's answer departed from it (§5.9): the story no longer answers them.
 * Loaded only when one is needed.
 */
import type { JSX } from 'solid-js';
import { rowCopy } from './row-copy.ts';

export default function ScriptedMark(): JSX.Element {
  const t = rowCopy.use();
  return (
    <span class="msg-scripted" data-testid="scripted-mark" title={t('row.scriptedHint')}>
      {t('row.scripted')}
    </span>
  );
}
