/**
 * ask-hop under clock skew: the worker's `sentAt` comes from its own clock, which
 * can run ahead of the page's by more than a fast hop. The measure and the
 * inspector's figure must still be non-negative.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HostClient, hopSpan } from '../../src/bridge/client.ts';
import type { QuestionRequestedFrame } from '../../src/protocol/index.ts';
import { hopText, timingCopy } from '../../src/client/inspector/timing-text.ts';

describe('hopSpan', () => {
  it('keeps an ordinary hop as measured', () => {
    expect(hopSpan(1_010, 1_025, 1_000)).toEqual({ start: 10, end: 25, skewMs: 0 });
  });

  it('clamps a sentAt later than the receive time to a zero-length hop', () => {
    expect(hopSpan(1_040, 1_025, 1_000)).toEqual({ start: 25, end: 25, skewMs: 15 });
  });

  it('never starts before the page timeline does', () => {
    expect(hopSpan(900, 1_025, 1_000)).toEqual({ start: 0, end: 25, skewMs: 0 });
  });
});

describe('HostClient ask-hop timing', () => {
  let channel: MessageChannel | undefined;
  let client: HostClient | undefined;
  afterEach(() => {
    client?.close();
    channel?.port1.close();
    channel?.port2.close();
    performance.clearMeasures('ask-hop');
  });

  it('records a non-negative ask-hop entry when the worker clock runs ahead', async () => {
    channel = new MessageChannel();
    client = new HostClient(channel.port2);
    const seen = new Promise<void>((resolve) => client?.subscribe((frame) => frame.type === 'question/requested' && resolve()));
    const frame: QuestionRequestedFrame = {
      type: 'question/requested',
      rpcId: 'q-skewed',
      sessionId: 's1',
      questions: [{ id: 'a', question: 'Which?', options: [{ label: 'One' }, { label: 'Two' }] }],
      // Half a second in the page's future: a worker clock skewed ahead.
      sentAt: performance.timeOrigin + performance.now() + 500,
    };
    channel.port1.postMessage(frame);
    await seen;

    expect(client.timing('q-skewed')?.hopMs).toBe(0);
    // The inspector says the hop was shorter than the skew, not "0.0 ms".
    expect(client.timing('q-skewed')?.skewMs).toBeGreaterThan(400);
    const entries = performance
      .getEntriesByName('ask-hop', 'measure')
      .filter((entry) => (entry as PerformanceMeasure).detail?.rpcId === 'q-skewed');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.duration).toBeGreaterThanOrEqual(0);
  });
});

describe('the inspector words an ask-hop', () => {
  const en = (key: Parameters<typeof timingCopy.text>[1], vars?: Readonly<Record<string, string | number>>): string => timingCopy.text('en', key, vars);

  it('shows a measured hop in milliseconds', () => {
    expect(hopText({ rpcId: 'a', receivedAt: 0, hopMs: 2.345 }, en)).toEqual({ text: '2.3 ms' });
  });

  it('shows a hop below the timer resolution as "< 0.1 ms", never "0.0 ms"', () => {
    expect(hopText({ rpcId: 'a', receivedAt: 0, hopMs: 0 }, en).text).toBe('< 0.1 ms');
  });

  it('says a clamped hop was shorter than the clock skew, in both locales', () => {
    const skewed = { rpcId: 'a', receivedAt: 0, hopMs: 0, skewMs: 0.62 };
    expect(hopText(skewed, en).text).toBe('under the clock skew (0.6 ms)');
    expect(hopText(skewed, en).title).toContain('0.6 ms ahead');
    expect(hopText(skewed, (key, vars) => timingCopy.text('zh', key, vars)).text).toBe('短于时钟偏差（0.6 ms）');
    // In Chinese the tooltip names the Worker as the rest of the zh page does.
    expect(hopText(skewed, (key, vars) => timingCopy.text('zh', key, vars)).title).toMatch(/^Worker 的时钟比页面快 0\.6 ms/);
  });

  it('a skew below the timer resolution reads as "< 0.1 ms", not "under the clock skew (0.0 ms)"', () => {
    expect(hopText({ rpcId: 'a', receivedAt: 0, hopMs: 0, skewMs: 0.03 }, en)).toEqual({ text: '< 0.1 ms' });
  });
});
