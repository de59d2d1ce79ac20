/**
 * Secrets found in a trace are replaced before anything leaves the worker (SPEC
 * §13): the list shows, and a saved scenario holds, "[redacted]" instead. The
 * page's own rules come first (src/bridge/redact.ts: secret fields by name —
 * `apiKey`, `bearerToken`, `authorization` — and credentials in URLs); a trace
 * has no list of known secrets, so well-known key and token shapes are matched
 * too. Pure; counts what it replaced.
 */
import { REDACTED, redactSecrets, redactText } from '../bridge/redact.ts';
import type { TraceCall } from './types.ts';

/** Key and token shapes, each as its issuer documents it. */
const TOKEN_PATTERNS: readonly RegExp[] = [
  // OpenAI / Anthropic / DeepSeek style keys: sk-…, sk-proj-…, sk-ant-api03-…
  /\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}/g,
  // GitHub tokens: classic (ghp_, gho_, ghu_, ghs_, ghr_) and fine-grained (github_pat_).
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
  // Slack tokens.
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/g,
  // AWS access key ids.
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  // Google API keys.
  /\bAIza[0-9A-Za-z_-]{35}\b/g,
  // JSON Web Tokens.
  /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
  // PEM private keys, whole.
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----/g,
];

/** `Bearer <token>` and `api_key=<value>` / `"token": "<value>"`: the value goes, the name stays. */
const NAMED_PATTERNS: readonly RegExp[] = [
  /(\bBearer\s+)[A-Za-z0-9._~+/=-]{12,}/g,
  /(\b(?:api[_-]?key|access[_-]?token|auth[_-]?token|secret|password|passwd)\b["']?\s*[:=]\s*["']?)[^\s"',;}]{6,}/gi,
];

export interface Redactor {
  text(value: string): string;
  readonly count: () => number;
}

export function makeRedactor(): Redactor {
  let count = 0;
  return {
    text(value) {
      let out = value;
      for (const pattern of TOKEN_PATTERNS) {
        out = out.replace(pattern, (match) => (match === REDACTED ? match : (count++, REDACTED)));
      }
      for (const pattern of NAMED_PATTERNS) {
        out = out.replace(pattern, (_match, name: string) => (count++, `${name}${REDACTED}`));
      }
      const plain = redactText(out);
      if (plain !== out) count++;
      return plain;
    },
    count: () => count,
  };
}

function deep(value: unknown, redactor: Redactor, depth = 0): unknown {
  if (typeof value === 'string') return redactor.text(value);
  if (depth > 32 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => deep(v, redactor, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = deep(item, redactor, depth + 1);
  return out;
}

/** The call with every string redacted, secret fields by name included. */
export function redactCall(call: TraceCall, redactor: Redactor): TraceCall {
  const byName = redactSecrets(call);
  return deep(byName, redactor) as TraceCall;
}
