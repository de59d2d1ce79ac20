/** The frame log keeps secrets out of what the inspector shows (§6). */
import { describe, expect, it } from 'vitest';
import { FrameLog } from '../../src/bridge/frame-log.ts';
import { redactSecrets } from '../../src/bridge/redact.ts';

const KEY = 'sk-frame-log-secret-123456';

describe('FrameLog redaction', () => {
  it('records a live/configure frame with its apiKey replaced by "[redacted]"', () => {
    const log = new FrameLog();
    const frame = {
      type: 'live/configure',
      endpoint: 'custom',
      baseUrl: 'https://api.deepseek.com',
      model: 'deepseek-chat',
      apiKey: KEY,
      temperature: 0.7,
      systemPrompt: 'x',
      planMode: false,
    };
    const entry = log.add('to-worker', frame);
    expect(entry.payload).toStrictEqual({ ...frame, apiKey: '[redacted]' });
    expect(JSON.stringify(log.entries)).not.toContain(KEY);
    // The frame that is actually sent keeps its key.
    expect(frame.apiKey).toBe(KEY);
  });

  it('redacts an apiKey nested anywhere, also in rejected frames', () => {
    const log = new FrameLog();
    log.add('to-worker', { type: 'weird', nested: [{ settings: { apiKey: KEY } }] }, 'invalid client frame');
    expect(JSON.stringify(log.entries)).not.toContain(KEY);
    expect(JSON.stringify(log.entries)).toContain('[redacted]');
  });

  it('keeps an empty key visible, so "no key" can be seen', () => {
    expect(redactSecrets({ apiKey: '' })).toStrictEqual({ apiKey: '' });
  });

  it('returns frames without secrets as the same object', () => {
    const frame = { type: 'run/stop', nested: { a: [1, 2] } };
    expect(redactSecrets(frame)).toBe(frame);
  });
});
