/**
 * First run (SPEC §5.2): the empty canvas offers the three jobs the workbench
 * is for — answer a card, reproduce an error code, design a card — instead of
 * a blank space. It only reports which one was chosen; the shell acts.
 */
import { Button } from '@kobalte/core/button';
import { For, type JSX } from 'solid-js';
import { shellCopy, type ShellKey } from './shell-copy.ts';
import { BugIcon, CardIcon, PenIcon } from './shell-icons.tsx';

export interface FirstRunProps {
  readonly onSample: () => void;
  readonly onError: () => void;
  readonly onDesign: () => void;
}

export function FirstRun(props: FirstRunProps): JSX.Element {
  const t = shellCopy.use();
  const starts: readonly { id: string; label: ShellKey; hint: ShellKey; icon: () => JSX.Element; run: () => void }[] = [
    { id: 'start-sample', label: 'first.sample', hint: 'first.sampleHint', icon: CardIcon, run: () => props.onSample() },
    { id: 'start-error', label: 'first.error', hint: 'first.errorHint', icon: BugIcon, run: () => props.onError() },
    { id: 'start-design', label: 'first.design', hint: 'first.designHint', icon: PenIcon, run: () => props.onDesign() },
  ];
  return (
    <section class="first-run" aria-labelledby="first-run-title" data-testid="first-run">
      <h2 class="first-run-title" id="first-run-title">
        {t('first.title')}
      </h2>
      <p class="first-run-lead">{t('first.lead')}</p>
      <ul class="first-run-starts">
        <For each={starts}>
          {(start) => (
            <li>
              <Button class="start" data-testid={start.id} onClick={() => start.run()}>
                <span class="start-icon">{start.icon()}</span>
                <span class="start-text">
                  <span class="start-label">{t(start.label)}</span>
                  <span class="start-hint">{t(start.hint)}</span>
                </span>
              </Button>
            </li>
          )}
        </For>
      </ul>
      <p class="first-run-chat">{t('first.chat')}</p>
    </section>
  );
}
