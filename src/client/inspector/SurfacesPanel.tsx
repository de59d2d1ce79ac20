/**
 * The Surfaces tab (SPEC §8) as the workbench mounts it: it is handed the frame
 * log, the pending asks and the editor's draft, shows whichever request the
 * person touched last (a new ask, or an edit of the draft) and lets them switch
 * between the two; SurfacesView lays the five surfaces out. Loaded after the
 * first card (a lazy chunk of its own).
 */
import { Show, createEffect, createMemo, createSignal, on, type JSX } from 'solid-js';
import type { AskUserQuestionItem } from '../../protocol/index.ts';
import type { FrameLogEntry } from '../../bridge/frame-log.ts';
import { Segmented } from '../ui/Segmented.tsx';
import { askSource, hasChoice, pickSource } from './surface-source.ts';
import { surfacesCopy, type SurfacesKey } from './surfaces-copy.ts';
import { SurfacesView } from './SurfacesView.tsx';
import { TraceComparison } from '../traces/TraceComparison.tsx';

type Prefer = 'ask' | 'draft';

/**
 * What the tab saw last, kept across mounts: the inspector unmounts a tab's
 * content while another tab is open, and the draft is usually edited in the
 * Request tab, so on its way back the tab must still know what changed.
 */
let seen: { readonly draft: string; readonly ask: string | undefined; readonly prefer: Prefer } | undefined;

export function SurfacesPanel(props: {
  frames: readonly FrameLogEntry[];
  pending: readonly { readonly questions: readonly AskUserQuestionItem[] }[];
  draft: readonly AskUserQuestionItem[];
}): JSX.Element {
  const t = surfacesCopy.use();
  const ask = createMemo(() => askSource(props.frames, props.pending));
  const draftKey = createMemo(() => JSON.stringify(props.draft));
  // Whatever the person touched last wins: a new ask, or an edit of the draft (a new ask first, if both).
  const initial = (): Prefer => {
    const current = ask();
    if (seen === undefined) return current === null ? 'draft' : 'ask';
    if (current !== null && current.key !== seen.ask) return 'ask';
    return draftKey() !== seen.draft ? 'draft' : seen.prefer;
  };
  const [prefer, setPrefer] = createSignal<Prefer>(initial());
  createEffect(on(() => ask()?.key, (key, previous) => key !== undefined && key !== previous && setPrefer('ask'), { defer: true }));
  createEffect(on(draftKey, () => setPrefer('draft'), { defer: true }));
  createEffect(() => {
    seen = { draft: draftKey(), ask: ask()?.key, prefer: prefer() };
  });
  const source = createMemo(() => pickSource(ask(), props.draft, prefer()));
  const fromKey = (): SurfacesKey =>
    source().from === 'pending' ? 'sourcePending' : source().from === 'last' ? 'sourceLast' : 'sourceDraft';
  return (
    <section class="pane surfaces" aria-labelledby="surfaces-title">
      <h2 class="pane-title" id="surfaces-title">
        {t('title')}
        <span class="pane-meta" data-testid="surfaces-source" data-from={source().from}>
          {t(fromKey())}
        </span>
      </h2>
      <p class="surfaces-intro">{t('intro')}</p>
      <Show when={hasChoice(ask(), props.draft)}>
        <div class="surfaces-choice">
          <Segmented
            label={t('showing')}
            data-testid="surfaces-choice"
            value={source().from === 'draft' ? 'draft' : 'ask'}
            options={[
              { value: 'ask', label: t('choice.ask') },
              { value: 'draft', label: t('choice.draft') },
            ]}
            onChange={setPrefer}
          />
        </div>
      </Show>
      <Show when={source().questions.length > 0} fallback={<p class="pane-empty">{t('empty')}</p>}>
        <SurfacesView questions={source().questions} end={source().end} />
        {/* An ask opened from a trace: what the original harness would have received, beside what it did (SPEC §13). */}
        <TraceComparison questions={source().questions} end={source().end} />
      </Show>
    </section>
  );
}
