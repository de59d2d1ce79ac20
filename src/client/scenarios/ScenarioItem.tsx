/**
 * One scenario in a catalogue list: its title, the outcomes it expects as
 * chips, and the verdict of its last run (`data-verdict` pass, differs or fail:
 * a run a person answered differently never reads as a pass, §5.9).
 */
import { Button } from '@kobalte/core/button';
import { For, Show, type JSX } from 'solid-js';
import { textIn, type Scenario } from '../../scenarios/schema.ts';
import type { VerdictKind } from '../../scenarios/tracker.ts';
import { useLocale } from '../locale/locale.ts';
import { expectedOutcomes } from './outcomes.ts';
import { scenarioCopy, type ScenarioKey } from './scenario-copy.ts';

export interface ScenarioItemProps {
  readonly scenario: Scenario;
  readonly active: boolean;
  readonly verdict?: Exclude<VerdictKind, 'pending'> | undefined;
  readonly onOpen: () => void;
  readonly 'data-testid'?: string;
  /** A line under the chips, inside the row (Yours: where the file came from); part of the row's name. */
  readonly note?: JSX.Element;
}

const MARK = { pass: '✓', differs: '≠', fail: '✗' } as const;

interface Tag {
  readonly kind: 'ok' | 'code';
  /** The tag's word; a code is shown as it is. */
  readonly label?: ScenarioKey;
  readonly hint: ScenarioKey;
}

const TAGS: Readonly<Record<string, Tag>> = {
  answer: { kind: 'ok', label: 'scenario.answer', hint: 'scenario.answerHint' },
  text: { kind: 'ok', label: 'scenario.success', hint: 'scenario.successHint' },
  error: { kind: 'code', label: 'scenario.error', hint: 'scenario.errorHint' },
};
const CODE_TAG: Tag = { kind: 'code', hint: 'scenario.codeHint' };

/** How the catalogue tags one expected outcome (outcomes.ts): a word for an answer, a success or a plain error, else the code. */
const tagOf = (outcome: string): Tag => TAGS[outcome] ?? CODE_TAG;

export function ScenarioItem(props: ScenarioItemProps): JSX.Element {
  const t = scenarioCopy.use();
  const { locale } = useLocale();
  return (
    <Button
      class="scenario-item"
      classList={{ 'scenario-item--active': props.active }}
      data-testid={props['data-testid']}
      data-verdict={props.verdict}
      aria-current={props.active ? 'true' : undefined}
      title={textIn(props.scenario.description, locale())}
      onClick={() => props.onOpen()}
    >
      <span class="scenario-title">{textIn(props.scenario.title, locale())}</span>
      <span class="scenario-expect">
        <For each={expectedOutcomes(props.scenario)}>
          {(outcome) => {
            const tag = tagOf(outcome);
            return (
              <span class="chip" data-kind={tag.kind} title={t(tag.hint)}>
                {tag.label !== undefined ? t(tag.label) : outcome}
              </span>
            );
          }}
        </For>
      </span>
      <Show when={props.note}>{(note) => note()}</Show>
      <Show when={props.verdict}>
        {(verdict) => (
          <span class="scenario-result" data-verdict={verdict()} title={t(`scenario.verdict.${verdict()}` as ScenarioKey)}>
            <span aria-hidden="true">{MARK[verdict()]}</span>
            <span class="visually-hidden">{t(`scenario.verdict.${verdict()}` as ScenarioKey)}</span>
          </span>
        )}
      </Show>
    </Button>
  );
}
