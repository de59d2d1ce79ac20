/**
 * What can go wrong talking to a chat-completions endpoint, as one error class
 * with a closed set of kinds, each with a notice (protocol/notices.ts) the page
 * words in its locale and whose English is the sentence the frame log keeps (§6).
 * Also owns secret redaction: every text that leaves the live driver passes
 * through a `Secrets` instance, so an endpoint that echoes the key cannot leak it.
 */
import { MIN_SECRET_LENGTH, REDACTED, redactText } from '../../bridge/redact.ts';
import type { Notice } from '../../protocol/index.ts';
import { noticeEnglish } from '../notices.ts';

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

/** Its message is the notice's English (what the frame log keeps); the page words the notice itself. */
export class LiveError extends Error {
  override readonly name = 'LiveError';
  readonly kind: LiveErrorKind;
  readonly notice: Notice;
  constructor(kind: LiveErrorKind, notice: Notice) {
    super(noticeEnglish(notice));
    this.kind = kind;
    this.notice = notice;
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

/** Retry-After is either delta-seconds or an HTTP date; the seconds to wait, when it says. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Turns a non-2xx response into the error the transcript shows. */
export function httpError(status: number, statusText: string, body: string, retryAfter: string | null): LiveError {
  const detail = errorDetail(body);
  const code = `HTTP ${status}${statusText.trim() !== '' ? ` ${statusText.trim()}` : ''}`;
  if (status === 401 || status === 403) return new LiveError('auth', { key: 'live-auth', status: code, detail });
  if (status === 429) {
    const wait = retryAfterSeconds(retryAfter);
    return new LiveError('rate-limit', { key: 'live-rate-limit', status: code, ...(wait !== undefined ? { retryAfterSeconds: wait } : {}), detail });
  }
  if (status >= 500) return new LiveError('server', { key: 'live-server', status: code, detail });
  return new LiveError('http', { key: 'live-http', status: code, notFound: status === 404, detail });
}

/** fetch() threw before any response: offline, unreachable, or blocked by CORS (a browser cannot tell the last two apart). */
export function fetchFailure(url: string, error: unknown, online: boolean): LiveError {
  const reason = error instanceof Error ? error.message : String(error);
  return online ? new LiveError('network', { key: 'live-network', url, reason }) : new LiveError('offline', { key: 'live-offline', url, reason });
}
