/**
 * The worker's notices read in the page's locale: the English is the worker's
 * own sentence, character for character (the frame log keeps it), and the
 * Chinese has no English words outside code and someone else's verbatim words.
 */
import { describe, expect, it } from 'vitest';
import { noticeEnglish } from '../../../src/host/notices.ts';
import { noticeParts, noticeText } from '../../../src/client/transcript/notice-copy.ts';
import { noticeSchema, redactNotice, type Notice, type NoticeKey } from '../../../src/protocol/index.ts';

const SAMPLES: readonly Notice[] = [
  { key: 'no-agent' },
  { key: 'live-unconfigured' },
  { key: 'live-busy' },
  { key: 'plan-approved' },
  { key: 'stopped' },
  { key: 'policy-set', policy: 'ask' },
  { key: 'provider-threw', code: 'DUPLICATE_PROVIDER', detail: 'A question provider is already registered; dispose it first.' },
  { key: 'provider-threw', code: 'ERROR', detail: 'boom' },
  { key: 'output-limit', toolCalls: false },
  { key: 'output-limit', toolCalls: true },
  { key: 'live-auth', status: 'HTTP 401 Unauthorized', detail: 'Authentication Fails' },
  { key: 'live-auth', status: 'HTTP 403', detail: '' },
  { key: 'live-rate-limit', status: 'HTTP 429 Too Many Requests', retryAfterSeconds: 7, detail: 'slow down' },
  { key: 'live-rate-limit', status: 'HTTP 429', retryAfterSeconds: 1, detail: '' },
  { key: 'live-rate-limit', status: 'HTTP 429', detail: '' },
  { key: 'live-server', status: 'HTTP 502 Bad Gateway', detail: 'upstream down' },
  { key: 'live-http', status: 'HTTP 404 Not Found', notFound: true, detail: 'model not found' },
  { key: 'live-http', status: 'HTTP 400', notFound: false, detail: '' },
  { key: 'live-offline', url: 'https://llm.test/v1/chat/completions', reason: 'Failed to fetch' },
  { key: 'live-network', url: 'https://llm.test/v1/chat/completions', reason: 'Failed to fetch' },
  { key: 'live-config', problem: 'unconfigured' },
  { key: 'live-config', problem: 'no-base-url' },
  { key: 'live-config', problem: 'url-credentials' },
  { key: 'live-config', problem: 'no-model' },
  { key: 'live-idle-timeout', ms: 60 },
  { key: 'live-idle-timeout', ms: 120_000 },
  { key: 'live-turn-limit', maxTurns: 12 },
  { key: 'live-failed', detail: 'undefined is not a function' },
  { key: 'live-stream-error', detail: 'context length exceeded' },
  { key: 'live-not-json', preview: '{"choices": [oops' },
  { key: 'live-malformed', detail: 'choices[0].delta.content: expected string, received number' },
  { key: 'live-not-sse', preview: '<html><body>Login</body></html>' },
  { key: 'live-empty' },
  { key: 'live-broke-off', stream: true, reason: 'network error' },
  { key: 'live-broke-off', stream: false, reason: 'network error' },
  { key: 'live-incomplete' },
  { key: 'plan-mode-set', active: true },
  { key: 'plan-mode-set', active: false },
];

describe('worker notices in the page', () => {
  it('cover every key in the samples, and every sample is a valid notice', () => {
    const keys = new Set<NoticeKey>(SAMPLES.map((n) => n.key));
    expect(keys.size).toBe(noticeSchema._zod.def.options.length);
    for (const notice of SAMPLES) expect(noticeSchema.safeParse(notice).success, notice.key).toBe(true);
  });

  it.each(SAMPLES.map((n) => [n.key, n] as const))('read in English exactly as the worker wrote %s', (_key, notice) => {
    expect(noticeText(notice, 'en')).toBe(noticeEnglish(notice));
  });

  it.each(SAMPLES.map((n) => [n.key, n] as const))('read %s in Chinese with English only in code and verbatim parts', (_key, notice) => {
    const parts = noticeParts(notice, 'zh');
    const prose = parts.filter((p) => p.kind === 'text').map((p) => p.text).join('');
    // Names the zh page keeps (the locale check's allowlist): API, CORS, URL, JSON, Ollama, LM Studio, vLLM, asklab.
    const allowed = ['API', 'URL', 'CORS', 'JSON', 'Ollama', 'LM', 'Studio', 'vLLM', 'asklab'];
    const words = (prose.match(/[A-Za-z][A-Za-z-]*/g) ?? []).filter((w) => !allowed.includes(w));
    expect(words).toEqual([]);
    expect(prose).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keep codes, statuses and URLs as code, and the endpoint\'s words verbatim', () => {
    const parts = noticeParts({ key: 'live-auth', status: 'HTTP 401', detail: 'Authentication Fails' }, 'zh');
    expect(parts).toContainEqual({ kind: 'code', text: 'HTTP 401' });
    expect(parts).toContainEqual({ kind: 'verbatim', text: 'Authentication Fails' });
    expect(noticeText({ key: 'stopped' }, 'zh')).toBe('已停止。');
    expect(noticeText({ key: 'policy-set', policy: 'never' }, 'zh')).toBe('审批策略已设为 never。');
    // A known code names the problem in Chinese; its English standard sentence stays in the frame log.
    expect(noticeText(SAMPLES[6]!, 'zh')).toBe('registerProvider() 抛出了 DUPLICATE_PROVIDER。');
    expect(noticeText(SAMPLES[7]!, 'zh')).toBe('registerProvider() 抛出了 ERROR：boom');
  });

  it('keep what a live endpoint sent verbatim, and say durations and counts in the locale', () => {
    expect(noticeParts({ key: 'live-stream-error', detail: 'context length exceeded' }, 'zh')).toEqual([
      { kind: 'text', text: '接口在流中报告了错误：' },
      { kind: 'verbatim', text: 'context length exceeded' },
    ]);
    expect(noticeParts({ key: 'live-not-sse', preview: '<html>' }, 'zh')).toContainEqual({ kind: 'verbatim', text: '<html>' });
    expect(noticeParts({ key: 'live-broke-off', stream: true, reason: 'network error' }, 'zh')).toContainEqual({ kind: 'verbatim', text: 'network error' });
    expect(noticeText({ key: 'live-idle-timeout', ms: 120_000 }, 'zh')).toBe('接口 120 秒内没有发来任何内容，因此放弃了这次请求。');
    expect(noticeText({ key: 'live-idle-timeout', ms: 60 }, 'zh')).toBe('接口 60 毫秒内没有发来任何内容，因此放弃了这次请求。');
    expect(noticeText({ key: 'live-idle-timeout', ms: 120_000 }, 'en')).toBe('The endpoint sent nothing for 120 s, so the request was given up.');
    expect(noticeText({ key: 'live-turn-limit', maxTurns: 12 }, 'zh')).toContain('请求了 12 次');
  });

  it('redact every text parameter, and only those', () => {
    const redacted = redactNotice({ key: 'live-http', status: 'HTTP 400', notFound: false, detail: 'bad key sk-123' }, (t) => t.replace('sk-123', '[redacted]'));
    expect(redacted).toEqual({ key: 'live-http', status: 'HTTP 400', notFound: false, detail: 'bad key [redacted]' });
  });
});
