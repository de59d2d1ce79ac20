/**
 * Keeps secrets out of what the page records: any `apiKey` field, at any depth,
 * becomes "[redacted]" in a copy (an empty one stays, so "no key" is visible). Values without one are returned as they are, so
 * the frame log does not copy every frame. The frame actually sent is untouched.
 */
export const REDACTED = '[redacted]';

const SECRET_KEYS: ReadonlySet<string> = new Set(['apiKey']);

export function redactSecrets<T>(value: T): T {
  return redact(value, 0) as T;
}

function redact(value: unknown, depth: number): unknown {
  // Frames are shallow; the bound only guards against pathological or cyclic payloads.
  if (depth > 16 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item: unknown) => {
      const next = redact(item, depth + 1);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const next = SECRET_KEYS.has(key) && item !== '' ? REDACTED : redact(item, depth + 1);
    if (next !== item) changed = true;
    out[key] = next;
  }
  return changed ? out : value;
}
