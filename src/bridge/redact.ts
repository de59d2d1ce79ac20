/**
 * Keeps secrets out of what the page records (the frame log, and every export
 * built from it): any `apiKey` / `bearerToken` / `authorization` field, at any
 * depth, becomes "[redacted]" in a copy (an empty one stays, so "no key" is
 * visible); any string that contains a secret the page has handed to the worker
 * (the live key, an MCP bearer token), e.g. a key pasted into the chat, has it
 * replaced; credentials written into a URL (`http://user:pass@host`) lose them.
 * Values without a secret are returned as they are, so the log does not copy
 * every frame. The frame actually sent is untouched.
 */
export const REDACTED = '[redacted]';

const SECRET_KEYS: ReadonlySet<string> = new Set(['apiKey', 'bearerToken', 'authorization']);
/** Records whose every value is a secret while the names may show (the MCP connection's request headers). */
const SECRET_RECORDS: ReadonlySet<string> = new Set(['headers']);

function redactRecord(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  if (entries.every(([, v]) => v === '')) return value;
  return Object.fromEntries(entries.map(([k, v]) => [k, v === '' ? v : REDACTED]));
}

/** Shorter values are placeholders ("ollama", "none"): replacing them would garble ordinary text. */
export const MIN_SECRET_LENGTH = 8;

/** `scheme://user[:password]@` — the userinfo part of a URL. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]+@/gi;

/** True when `url` carries a user name or password (which asklab refuses to send or show). */
export function hasUrlCredentials(url: string): boolean {
  URL_CREDENTIALS.lastIndex = 0;
  return URL_CREDENTIALS.test(url);
}

/** A string with every known secret and every URL credential replaced. */
export function redactText(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  if (out.includes('@')) out = out.replace(URL_CREDENTIALS, `$1${REDACTED}@`);
  return out;
}

export function redactSecrets<T>(value: T, secrets: readonly string[] = []): T {
  return redact(value, 0, secrets) as T;
}

function redact(value: unknown, depth: number, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return redactText(value, secrets);
  // Frames are shallow; the bound only guards against pathological or cyclic payloads.
  if (depth > 16 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item: unknown) => {
      const next = redact(item, depth + 1, secrets);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const next =
      SECRET_KEYS.has(key) && item !== '' ? REDACTED : SECRET_RECORDS.has(key) ? redactRecord(item) : redact(item, depth + 1, secrets);
    if (next !== item) changed = true;
    out[key] = next;
  }
  return changed ? out : value;
}
