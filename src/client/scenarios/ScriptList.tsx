/**
 * The whole script of the open scenario (§10.4), one line per step — what it
 * says or calls, how the scripted user answers, what interrupts it — nested
 * under its sub-agent, with a cursor on the running step, each step's state,
 * and on every step with an expectation its verdict (`data-verdict` pass,
 * differs or fail) and expected vs actual with the difference marked. Choosing
 * a step marks its frames in the Timeline (`onSelect`).
 */
import { Button } from '@kobalte/core/button';
import { For, Show, type JSX } from 'solid-js';
import { textIn } from '../../scenarios/schema.ts';
import type { ScenarioTracker, StepRecord, VerdictRow } from '../../scenarios/tracker.ts';
import { useLocale } from '../locale/locale.ts';
import { scriptLine, type Phrase } from './script-lines.ts';
import { scenarioCopy, type ScenarioKey } from './scenario-copy.ts';
import { VerdictDiff } from './VerdictDiff.tsx';

export interface ScriptListProps {
  readonly tracker: ScenarioTracker;
  /** Changes whenever the tracker does (the tracker itself is mutable). */
  readonly version: number;
  readonly selected: string | null;
  readonly onSelect: (path: string | null) => void;
}

const MARK: Record<VerdictRow['kind'], string> = { pass: '✓', differs: '≠', fail: '✗', pending: '…' };

export function ScriptList(props: ScriptListProps): JSX.Element {
  const t = scenarioCopy.use();
  const { locale } = useLocale();
  const say = (phrase: Phrase): string => t(phrase.key, phrase.vars);
  const rows = () => {
    void props.version;
    const verdicts = new Map(props.tracker.verdicts().map((v) => [v.path, v]));
    const cursor = props.tracker.cursor;
    return props.tracker.steps.map((record) => ({ record, state: record.state, verdict: verdicts.get(record.path), cursor: cursor === record.path }));
  };
  return (
    <ol class="script" data-testid="script" aria-label={t('scenario.scriptOf', { title: textIn(props.tracker.scenario.title, locale()) })}>
      <For each={rows()}>
        {(row) => <ScriptStep {...row} say={say} selected={props.selected === row.record.path} onSelect={props.onSelect} />}
      </For>
    </ol>
  );
}

function ScriptStep(props: {
  record: StepRecord;
  state: StepRecord['state'];
  verdict: VerdictRow | undefined;
  cursor: boolean;
  selected: boolean;
  say: (phrase: Phrase) => string;
  onSelect: (path: string | null) => void;
}): JSX.Element {
  const t = scenarioCopy.use();
  const line = () => scriptLine(props.record.step, t('step.skip'), t('step.listSeparator'));
  const kind = () => props.verdict?.kind;
  const expectation = (): Phrase | undefined => {
    const v = props.verdict;
    if (v === undefined) return undefined;
    const step = props.record.step;
    // A code or an exact error text is shown as it is; an answer or a success is named.
    if ('expect' in step && step.expect !== undefined && !('code' in step.expect) && !('error' in step.expect)) {
      return { key: 'answer' in step.expect ? 'step.expectAnswer' : 'step.expectText' };
    }
    return undefined;
  };
  return (
    <li
      class="script-step"
      data-testid="script-step"
      data-path={props.record.path}
      data-kind={line().kind}
      data-state={props.state}
      data-cursor={props.cursor ? '' : undefined}
      data-selected={props.selected ? '' : undefined}
      data-verdict={kind() === 'pending' ? undefined : kind()}
      style={{ '--depth': props.record.depth }}
      aria-current={props.cursor ? 'step' : undefined}
    >
      <Button
        class="script-step-main"
        aria-pressed={props.selected}
        title={t('scenario.showFrames', { n: props.record.path })}
        onClick={() => props.onSelect(props.selected ? null : props.record.path)}
      >
        <span class="script-path">{props.record.path}</span>
        <span class="script-state" aria-hidden="true" />
        <span class="script-text">
          <span class="script-action">{props.say(line().action)}</span>
          <Show when={line().code}>{(code) => <code class="script-code">{code()}</code>}</Show>
          <Show when={props.verdict}>
            {(v) => (
              <span class="script-verdict" data-verdict={v().kind} data-testid="verdict" data-mark={v().kind}>
                <span aria-hidden="true">{MARK[v().kind]}</span>
                <span class="script-verdict-word">{t(`scenario.verdict.${v().kind}` as ScenarioKey)}</span>
              </span>
            )}
          </Show>
          <Show when={line().verbatim}>{(text) => <span class="script-verbatim" data-verbatim>{text()}</span>}</Show>
          <Show when={line().notes.length > 0}>
            <span class="script-notes">
              <For each={line().notes}>
                {(note) => (
                  <span class="script-note">
                    {props.say(note)}
                    <Show when={note.code}>{(code) => <code> {code()}</code>}</Show>
                    <Show when={note.verbatim}>{(text) => <span data-verbatim> {text()}</span>}</Show>
                  </span>
                )}
              </For>
            </span>
          </Show>
        </span>
        <Show when={props.cursor}>
          <span class="visually-hidden">{t('scenario.cursor')}</span>
        </Show>
      </Button>
      <Show when={props.verdict}>
        {(v) => (
          <div class="script-detail" data-open={props.selected || v().kind === 'differs' || v().kind === 'fail' ? '' : undefined}>
            <span class="script-expect">
              {t('step.expects')}{' '}
              <Show when={expectation()} fallback={<code>{v().verdict.expected}</code>}>
                {(phrase) => <>{props.say(phrase())}</>}
              </Show>
            </span>
            <VerdictDiff expected={v().verdict.expected} actual={v().kind === 'pending' ? undefined : v().verdict.actual} />
          </div>
        )}
      </Show>
    </li>
  );
}
