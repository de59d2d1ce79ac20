/**
 * What "Yours" could not read back from this browser at load (yours.ts keeps
 * it as data), worded in the page's locale: a storage the page may not read, a
 * stored list that is no longer JSON, or the entries the scenario loader
 * refused. An entry's reason is worded by reason-copy.ts, so it reads as the
 * same problem does in a scenario link's notice; it sits in a code block, as an
 * opened file's reason does, since it carries JSON paths and the schema's words.
 */
import { For, Show, type JSX } from 'solid-js';
import { assertNever } from '../../protocol/index.ts';
import { useLocale } from '../locale/locale.ts';
import { reasonText } from './reason-copy.ts';
import type { YoursProblem } from './yours.ts';
import { yoursCopy } from './yours-copy.ts';

export function YoursProblems(props: { readonly problems: readonly YoursProblem[] }): JSX.Element {
  const t = yoursCopy.use();
  const { locale } = useLocale();
  // Only entries are counted: a storage or list problem stands alone and says what it cost.
  const entries = (): number => props.problems.filter((p) => p.kind === 'entry').length;
  const view = (problem: YoursProblem): { text: string; detail?: string } => {
    switch (problem.kind) {
      case 'storage-unreadable':
        return { text: t('yours.problem.storage') };
      case 'list-not-json':
        return { text: t('yours.problem.listNotJson') };
      case 'entry':
        return { text: t('yours.problem.entry', { n: problem.position }), detail: reasonText(problem.reason, locale()) };
      default:
        return assertNever(problem, 'Yours problem');
    }
  };
  return (
    <div class="yours-notice" data-tone="error" data-testid="yours-problems">
      <Show when={entries() > 0}>
        <p>{entries() === 1 ? t('yours.unreadable1') : t('yours.unreadable', { n: entries() })}</p>
      </Show>
      <For each={props.problems}>
        {(problem) => (
          <div class="yours-problem-item" data-testid="yours-problem" data-kind={problem.kind}>
            <p>{view(problem).text}</p>
            <Show when={view(problem).detail}>{(detail) => <code class="yours-problem" data-verbatim>{detail()}</code>}</Show>
          </div>
        )}
      </For>
    </div>
  );
}
