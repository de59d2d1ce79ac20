/**
 * ask-hop under clock skew: the worker's `sentAt` comes from its own clock, which
 * can run ahead of the page's by more than a fast hop. The measure and the
 * inspector's figure must still be non-negative.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HostClient, hopSpan } from '../../src/bridge/client.ts';
import type { QuestionRequestedFrame } from '../../src/protocol/index.ts';

describe('hopSpan', () => {
  it('keeps an ordinary hop as measured', () => {
    expect(hopSpan(1_010, 1_025, 1_000)).toEqual({ start: 10, end: 25 });
  });

  it('clamps a sentAt later than the receive time to a zero-length hop', () => {
    expect(hopSpan(1_040, 1_025, 1_000)).toEqual({ start: 25, end: 25 });
  });

  it('never starts before the page timeline does', () => {
    expect(hopSpan(900, 1_025, 1_000)).toEqual({ start: 0, end: 25 });
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
    const entries = performance
      .getEntriesByName('ask-hop', 'measure')
      .filter((entry) => (entry as PerformanceMeasure).detail?.rpcId === 'q-skewed');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.duration).toBeGreaterThanOrEqual(0);
  });
});
