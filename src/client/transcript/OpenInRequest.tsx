/**
 * The "Open in Request" button of a tool row: offered when the row's call
 * carries a request (./open-in-request.ts), it hands that request to the page,
 * which puts it in the editor's draft. Loaded with the row's body, after the
 * first card.
 */
import { Button } from '@kobalte/core/button';
import { Show, type JSX } from 'solid-js';
import type { AskUserQuestionItem, RequestData } from '../../protocol/index.ts';
import { requestFromToolRow } from './open-in-request.ts';
import { rowCopy } from './row-copy.ts';

export default function OpenInRequest(props: {
  name: string;
  input: unknown;
  asked?: readonly AskUserQuestionItem[] | undefined;
  onOpen: (request: RequestData) => void;
}): JSX.Element {
  const t = rowCopy.use();
  const request = () => requestFromToolRow(props.name, props.input, props.asked);
  return (
    <Show when={request()}>
      {(r) => (
        <Button class="btn btn--small btn--outline tool-row-open" title={t('row.openInRequestHint')} data-testid="open-in-request" onClick={() => props.onOpen(r())}>
          {t('row.openInRequest')}
        </Button>
      )}
    </Show>
  );
}
