/**
 * An append-only record of every frame that crossed the boundary, in order, with
 * direction and time, for the inspector. Rejected frames are kept with the reason.
 * Secrets are redacted in the recorded copy (./redact.ts): secret fields by name,
 * and the values registered with `addSecret` wherever they appear.
 */
import { MIN_SECRET_LENGTH, redactSecrets } from './redact.ts';

export type FrameDirection = 'to-main' | 'to-worker';

export interface FrameLogEntry {
  readonly seq: number;
  readonly direction: FrameDirection;
  readonly type: string;
  /** Milliseconds since the log started. */
  readonly at: number;
  readonly payload: unknown;
  /** Why the receiving end refused it, when it did. */
  readonly rejected?: string;
}

export class FrameLog {
  readonly #entries: FrameLogEntry[] = [];
  readonly #listeners = new Set<(entry: FrameLogEntry) => void>();
  readonly #origin = performance.now();
  readonly #secrets = new Set<string>();

  /** A value to redact from every later entry, in any field (the live key, an MCP bearer token). */
  addSecret(value: string): void {
    const trimmed = value.trim();
    if (trimmed.length >= MIN_SECRET_LENGTH) this.#secrets.add(trimmed);
  }

  get entries(): readonly FrameLogEntry[] {
    return this.#entries;
  }

  add(direction: FrameDirection, payload: unknown, rejected?: string): FrameLogEntry {
    const type =
      typeof payload === 'object' && payload !== null && 'type' in payload ? String((payload as { type: unknown }).type) : '(untyped)';
    const entry: FrameLogEntry = {
      seq: this.#entries.length + 1,
      direction,
      type,
      at: performance.now() - this.#origin,
      payload: redactSecrets(payload, [...this.#secrets]),
      ...(rejected !== undefined ? { rejected } : {}),
    };
    this.#entries.push(entry);
    for (const listener of this.#listeners) listener(entry);
    return entry;
  }

  subscribe(listener: (entry: FrameLogEntry) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  clear(): void {
    this.#entries.length = 0;
  }
}
