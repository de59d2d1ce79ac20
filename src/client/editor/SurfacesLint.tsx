/**
 * The request editor's "lint for surfaces" checklist: tick the harnesses you ship
 * to and see the draft's violations and losses on each, as warnings. The choice
 * is remembered per browser (localStorage).
 */
import { Checkbox } from '@kobalte/core/checkbox';
import { For, Show, createMemo, createSignal, type JSX } from 'solid-js';
import type { AskUserQuestionItem } from '../../protocol/index.ts';
import { SURFACE_NAMES, type SurfaceName } from '../../surfaces/index.ts';
import { issueParts } from '../inspector/surface-issue-text.ts';
import { surfacesCopy } from '../inspector/surfaces-copy.ts';
import { loadChosen, saveChosen, surfaceWarnings } from './surface-lint.ts';
import '../styles/surfaces.css';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function SurfacesLint(props: { questions: readonly AskUserQuestionItem[] }): JSX.Element {
  const t = surfacesCopy.use();
  const [chosen, setChosen] = createSignal<SurfaceName[]>(loadChosen(storage()));
  const toggle = (name: SurfaceName, on: boolean): void => {
    const next = SURFACE_NAMES.filter((n) => (n === name ? on : chosen().includes(n)));
    setChosen(next);
    saveChosen(storage(), next);
  };
  const warnings = createMemo(() => surfaceWarnings(props.questions, chosen()));
  return (
    <fieldset class="surface-lint" data-testid="surface-lint">
      <legend class="surface-lint-legend">{t('lintLegend')}</legend>
      <div class="surface-lint-choices">
        <For each={SURFACE_NAMES}>
          {(name) => (
            <Checkbox class="form-check" data-surface={name} checked={chosen().includes(name)} onChange={(on) => toggle(name, on)}>
              <Checkbox.Input class="opt-input" />
              <Checkbox.Control class="form-check-box">
                <Checkbox.Indicator>✓</Checkbox.Indicator>
              </Checkbox.Control>
              <Checkbox.Label>{t(`name.${name}`)}</Checkbox.Label>
            </Checkbox>
          )}
        </For>
      </div>
      <Show when={warnings().length > 0}>
        <ul class="lint" data-testid="surface-lint-warnings">
          <For each={warnings()}>
            {(w) => (
              <li class="lint-item" data-surface={w.surface} data-kind={w.issue.kind} data-rule={w.issue.rule}>
                <code>{w.issue.path}</code>{' '}
                <For each={issueParts(t, w.issue, t(`name.${w.surface}`))}>{(part) => (part.verbatim ? <span data-verbatim>{part.text}</span> : part.text)}</For>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </fieldset>
  );
}
