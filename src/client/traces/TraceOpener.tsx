/**
 * "Open trace file" (SPEC §13): a button that opens a file chooser, in the Yours
 * section beside "Open scenario file". The chosen file goes to the trace reader
 * whatever it is: the reader says which formats it knows when it is none of them.
 */
import { Button } from '@kobalte/core/button';
import { createUniqueId, type JSX } from 'solid-js';
import { traceCopy } from './trace-copy.ts';
import { traceStore } from './trace-store.ts';

export function TraceOpener(props: { readonly onOpen?: () => void }): JSX.Element {
  const t = traceCopy.use();
  const hintId = `trace-hint-${createUniqueId()}`;
  let input: HTMLInputElement | undefined;
  return (
    <div class="trace-opener">
      <Button class="btn btn--small btn--outline trace-open" aria-describedby={hintId} data-testid="open-trace" onClick={() => input?.click()}>
        {t('trace.open')}
      </Button>
      {/* The button is the way in; the input is only its file chooser (it has the button's name for assistive browsing). */}
      <input
        ref={(el) => (input = el)}
        type="file"
        class="visually-hidden"
        tabIndex={-1}
        aria-label={t('trace.open')}
        accept=".jsonl,.json,.ndjson,.txt,application/json,application/x-ndjson"
        data-testid="open-trace-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file !== undefined) {
            traceStore.open(file);
            props.onOpen?.();
          }
          event.currentTarget.value = '';
        }}
      />
      <p class="trace-hint" id={hintId}>
        {t('trace.openHint')}
      </p>
    </div>
  );
}
