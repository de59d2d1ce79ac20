/**
 * How the inspector words an ask's timings (§7.1). A hop on one machine is often
 * shorter than the timers can tell apart, and the worker's clock can run ahead of
 * the page's by more than the hop: both used to read as a bare "0.0 ms", which
 * looks like "not measured". Here they read as what they are.
 */
import type { AskTiming } from '../../bridge/client.ts';
import { defineCopy } from '../locale/copy.ts';

/** performance.now() is coarsened to 100 µs in a page that is not cross-origin isolated (Chromium, Firefox). */
export const TIMER_RESOLUTION_MS = 0.1;

export const timingCopy = defineCopy(
  {
    'timing.skewed': '短于时钟偏差（{skew} ms）',
    'timing.skewedTitle': 'Worker 的时钟比页面快 {skew} ms，超过了这次传递的耗时：只能确定它短于这个偏差。',
  },
  {
    'timing.skewed': 'under the clock skew ({skew} ms)',
    'timing.skewedTitle': "The worker's clock ran {skew} ms ahead of the page's, more than this hop took: the hop is only known to be shorter than that.",
  },
);

export type TimingKey = Parameters<typeof timingCopy.text>[1];

export interface HopText {
  readonly text: string;
  readonly title?: string;
}

/** The ask-hop cell: "0.4 ms", "< 0.1 ms", or "under the clock skew (0.6 ms)". */
export function hopText(timing: AskTiming, t: (key: TimingKey, vars?: Readonly<Record<string, string | number>>) => string): HopText {
  // A skew the timers cannot tell from zero says nothing more than "too short to measure".
  if (timing.skewMs !== undefined && timing.skewMs >= TIMER_RESOLUTION_MS) {
    const skew = timing.skewMs.toFixed(1);
    return { text: t('timing.skewed', { skew }), title: t('timing.skewedTitle', { skew }) };
  }
  if (timing.skewMs !== undefined || timing.hopMs < TIMER_RESOLUTION_MS) return { text: `< ${TIMER_RESOLUTION_MS} ms` };
  return { text: `${timing.hopMs.toFixed(1)} ms` };
}
