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
    // Product names the zh page keeps (the locale check's allowlist): API, CORS, URL, Ollama, LM Studio, vLLM.
    const words = (prose.match(/[A-Za-z][A-Za-z-]*/g) ?? []).filter((w) => !['API', 'URL', 'CORS', 'Ollama', 'LM', 'Studio', 'vLLM'].includes(w));
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

  it('redact every text parameter, and only those', () => {
    const redacted = redactNotice({ key: 'live-http', status: 'HTTP 400', notFound: false, detail: 'bad key sk-123' }, (t) => t.replace('sk-123', '[redacted]'));
    expect(redacted).toEqual({ key: 'live-http', status: 'HTTP 400', notFound: false, detail: 'bad key [redacted]' });
  });
});
