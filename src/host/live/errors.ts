/**
 * What can go wrong talking to a chat-completions endpoint, as one error class
 * with a closed set of kinds, each with the sentence the transcript shows (§6).
 * Also owns secret redaction: every text that leaves the live driver passes
 * through a `Secrets` instance, so an endpoint that echoes the key cannot leak it.
 */
import { MIN_SECRET_LENGTH, REDACTED, redactText } from '../../bridge/redact.ts';

export type LiveErrorKind =
  | 'auth'
  | 'rate-limit'
  | 'server'
  | 'http'
  | 'network'
  | 'offline'
  | 'malformed'
  | 'truncated'
  | 'stream-error'
  | 'idle-timeout'
  | 'turn-limit'
  | 'config';

export class LiveError extends Error {
  override readonly name = 'LiveError';
  readonly kind: LiveErrorKind;
  constructor(kind: LiveErrorKind, message: string) {
    super(message);
    this.kind = kind;
  }
}

/** The step was stopped (run/stop); not an error the user needs explained. */
export class LiveAbort extends Error {
  override readonly name = 'LiveAbort';
}


/** The keys this session has seen, and the redaction of any text that might carry one. */
export class Secrets {
  readonly #keys = new Set<string>();

  add(key: string): void {
    const trimmed = key.trim();
    if (trimmed.length >= MIN_SECRET_LENGTH) this.#keys.add(trimmed);
  }

  /** Also strips credentials written into a URL (`http://user:pass@host`). */
  redact(text: string): string {
    return redactText(text, [...this.#keys]);
  }

  /** A streaming filter: holds back a tail that could be the start of a key split across chunks. */
  stream(): SecretStream {
    return new SecretStream([...this.#keys]);
  }
}

export class SecretStream {
  readonly #keys: readonly string[];
  #held = '';

  constructor(keys: readonly string[]) {
    this.#keys = keys;
  }

  /** Returns the text that is safe to show now. */
  push(text: string): string {
    let buffer = this.#held + text;
    for (const key of this.#keys) buffer = buffer.split(key).join(REDACTED);
    let hold = 0;
    for (const key of this.#keys) {
      for (let n = Math.min(key.length - 1, buffer.length); n > hold; n--) {
        if (buffer.endsWith(key.slice(0, n))) {
          hold = n;
          break;
        }
      }
    }
    this.#held = buffer.slice(buffer.length - hold);
    return buffer.slice(0, buffer.length - hold);
  }

  /** The held-back tail, once the stream is over (it turned out not to be a key). */
  flush(): string {
    const rest = this.#held;
    this.#held = '';
    return rest;
  }
}

const DETAIL_LIMIT = 300;

/** The human part of an error body: `error.message` of an OpenAI-style JSON body, or the text itself, shortened. */
export function errorDetail(body: string): string {
  let detail = body.trim();
  try {
    const parsed: unknown = JSON.parse(detail);
    const message = pickMessage(parsed);
    if (message !== undefined) detail = message;
  } catch {
    // Not JSON: the raw text is the detail.
  }
  detail = detail.replace(/\s+/g, ' ').trim();
  return detail.length > DETAIL_LIMIT ? `${detail.slice(0, DETAIL_LIMIT)}…` : detail;
}

function pickMessage(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if ('error' in value) {
    const error = value.error;
    if (typeof error === 'string') return error;
    if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') {
      return error.message;
    }
  }
  if ('message' in value && typeof value.message === 'string') return value.message;
  return undefined;
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function describeRetryAfter(header: string | null, now = Date.now()): string | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) {
    const seconds = Number(value);
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  const seconds = Math.max(0, Math.ceil((date - now) / 1000));
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** Turns a non-2xx response into the error the transcript shows. */
export function httpError(status: number, statusText: string, body: string, retryAfter: string | null): LiveError {
  const detail = errorDetail(body);
  const tail = detail === '' ? '' : ` The endpoint said: ${detail}`;
  const code = `HTTP ${status}${statusText.trim() !== '' ? ` ${statusText.trim()}` : ''}`;
  if (status === 401 || status === 403) {
    return new LiveError('auth', `The API key was refused (${code}). Check the key and the base URL in the live settings.${tail}`);
  }
  if (status === 429) {
    const wait = describeRetryAfter(retryAfter);
    return new LiveError(
      'rate-limit',
      `The endpoint is rate-limiting requests (${code}).${wait !== undefined ? ` Retry after ${wait}.` : ' Wait a moment before sending again.'}${tail}`,
    );
  }
  if (status >= 500) {
    return new LiveError('server', `The endpoint had a server error (${code}). Try again later.${tail}`);
  }
  const hint = status === 404 ? ' Check the base URL and the model name.' : '';
  return new LiveError('http', `The endpoint rejected the request (${code}).${hint}${tail}`);
}

/** fetch() threw before any response: offline, unreachable, or blocked by CORS (a browser cannot tell the last two apart). */
export function fetchFailure(url: string, error: unknown, online: boolean): LiveError {
  const reason = error instanceof Error ? error.message : String(error);
  if (!online) {
    return new LiveError('offline', `You appear to be offline: the request to ${url} could not be sent (${reason}).`);
  }
  return new LiveError(
    'network',
    `Could not reach ${url} (${reason}). Either the network failed, or the endpoint does not allow calls from a browser page (CORS). ` +
      'Use an endpoint that sends CORS headers, or a local server that allows them: Ollama started with OLLAMA_ORIGINS=* ' +
      '(base URL http://localhost:11434/v1), LM Studio with CORS enabled in its server settings (http://localhost:1234/v1), ' +
      'or vLLM (http://localhost:8000/v1, --allowed-origins).',
  );
}
