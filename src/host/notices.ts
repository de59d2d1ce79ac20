/**
 * The English sentence of each worker notice (protocol/notices.ts): the
 * `text` of its `transcript/message`, which the frame log, an export and a
 * live error's message keep. The page shows its own wording of the key in
 * either locale (client/transcript/notice-copy.ts); a unit test holds the
 * page's English to these sentences.
 */
import { assertNever, type Notice } from '../protocol/index.ts';

export function seconds(n: number): string {
  return `${n} second${n === 1 ? '' : 's'}`;
}

/** An idle timeout as the log says it: milliseconds below a second, whole seconds above. */
export function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

const said = (detail: string): string => (detail === '' ? '' : ` The endpoint said: ${detail}`);

export function noticeEnglish(notice: Notice): string {
  switch (notice.key) {
    case 'no-agent':
      return 'No agent is attached yet: open a scenario, a request (?q=) or live mode to talk to one.';
    case 'live-unconfigured':
      return 'Live mode is not configured yet: choose an endpoint in the live settings.';
    case 'live-busy':
      return 'The live agent is still working on the previous message: wait for it, or press Stop.';
    case 'plan-approved':
      return 'Plan approved: plan mode is off for the rest of this conversation.';
    case 'stopped':
      return 'Stopped.';
    case 'policy-set':
      return `Approval policy set to "${notice.policy}".`;
    case 'plan-mode-set':
      return notice.active ? 'Plan mode on (the person typed /plan).' : 'Plan mode off (the person typed /plan off).';
    case 'provider-threw':
      return `registerProvider() threw ${notice.code}: ${notice.detail}`;
    case 'output-limit':
      return notice.toolCalls
        ? 'The model hit its output limit (finish_reason "length"): its tool-call arguments may be cut off.'
        : 'The model hit its output limit (finish_reason "length"): the reply is cut off.';
    case 'live-auth':
      return `The API key was refused (${notice.status}). Check the key and the base URL in the live settings.${said(notice.detail)}`;
    case 'live-rate-limit':
      return `The endpoint is rate-limiting requests (${notice.status}).${
        notice.retryAfterSeconds !== undefined ? ` Retry after ${seconds(notice.retryAfterSeconds)}.` : ' Wait a moment before sending again.'
      }${said(notice.detail)}`;
    case 'live-server':
      return `The endpoint had a server error (${notice.status}). Try again later.${said(notice.detail)}`;
    case 'live-http':
      return `The endpoint rejected the request (${notice.status}).${notice.notFound ? ' Check the base URL and the model name.' : ''}${said(notice.detail)}`;
    case 'live-offline':
      return `You appear to be offline: the request to ${notice.url} could not be sent (${notice.reason}).`;
    case 'live-network':
      return (
        `Could not reach ${notice.url} (${notice.reason}). Either the network failed, or the endpoint does not allow calls from a browser page (CORS). ` +
        'Use an endpoint that sends CORS headers, or a local server that allows them: Ollama started with OLLAMA_ORIGINS=* ' +
        '(base URL http://localhost:11434/v1), LM Studio with CORS enabled in its server settings (http://localhost:1234/v1), ' +
        'or vLLM (http://localhost:8000/v1, --allowed-origins).'
      );
    case 'live-config':
      switch (notice.problem) {
        case 'unconfigured':
          return 'Live mode is not configured.';
        case 'no-base-url':
          return 'Set a base URL in the live settings.';
        case 'url-credentials':
          return 'The base URL contains a user name or password. asklab does not send credentials in a URL: put the key in the API key field.';
        case 'no-model':
          return 'Set a model name in the live settings.';
        default:
          return assertNever(notice.problem);
      }
    case 'live-idle-timeout':
      return `The endpoint sent nothing for ${duration(notice.ms)}, so the request was given up.`;
    case 'live-turn-limit':
      return `Stopped after ${notice.maxTurns} model requests without a final answer (the limit for one message), so a misbehaving model cannot loop forever.`;
    case 'live-failed':
      return `The live driver failed unexpectedly: ${notice.detail}`;
    case 'live-stream-error':
      return `The endpoint reported an error in the stream: ${notice.detail}`;
    case 'live-not-json':
      return `The endpoint sent malformed stream data (a data line that is not JSON: "${notice.preview}").`;
    case 'live-malformed':
      return `The endpoint sent malformed stream data (${notice.detail}).`;
    case 'live-not-sse':
      return `The endpoint sent something that is not a server-sent event stream: "${notice.preview}".`;
    case 'live-empty':
      return 'The endpoint sent an empty response.';
    case 'live-broke-off':
      return notice.stream
        ? `The stream broke off before the model finished (${notice.reason}).`
        : `The response broke off (${notice.reason}).`;
    case 'live-incomplete':
      return 'The stream ended before the model finished (no [DONE] and no finish_reason), so the reply is incomplete.';
    default:
      return assertNever(notice);
  }
}
