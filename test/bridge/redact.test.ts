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

describe('FrameLog redaction of known secrets and URL credentials', () => {
  it('hides the live key in every later frame, the user message that pastes it included', () => {
    const log = new FrameLog();
    log.addSecret(KEY);
    log.add('to-worker', { type: 'run/user-message', text: `my key is ${KEY}, use it` });
    log.add('to-main', { type: 'transcript/message', messageId: 'm1', agentId: 'root', role: 'notice', text: `error for ${KEY}` });
    const text = JSON.stringify(log.entries);
    expect(text).not.toContain(KEY);
    expect(text).toContain('my key is [redacted], use it');
  });

  it('hides an MCP bearer token field by name', () => {
    expect(redactSecrets({ type: 'mcp/connect', url: 'http://127.0.0.1/mcp', bearerToken: 'tok-123456789' })).toStrictEqual({
      type: 'mcp/connect',
      url: 'http://127.0.0.1/mcp',
      bearerToken: '[redacted]',
    });
  });

  it('strips credentials written into a URL, in any string', () => {
    const log = new FrameLog();
    log.add('to-main', { type: 'transcript/message', text: 'Failed to fetch http://admin:hunter2pass@example.test/v1 (CORS?)' });
    const text = JSON.stringify(log.entries);
    expect(text).not.toContain('hunter2pass');
    expect(text).not.toContain('admin:');
    expect(text).toContain('http://[redacted]@example.test/v1');
  });

  it('ignores placeholder keys too short to be secrets', () => {
    const log = new FrameLog();
    log.addSecret('none');
    const frame = { type: 'run/user-message', text: 'none of these' };
    expect(log.add('to-worker', frame).payload).toBe(frame);
  });
});
