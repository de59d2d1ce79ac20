/**
 * The simulated transport controls' copy. Panel copy (locale/copy.ts): it loads with
 * the panel's chunk, after the first card. zh defines the keys; en carries the same set.
 */
import { defineCopy } from '../locale/copy.ts';

export const transportCopy = defineCopy(
  {
    'transport.title': "传输",
    'transport.latency': "响应延迟",
    'transport.latencyNone': "无",
    'transport.reject': "拒绝下一次回应",
    'transport.rejectNone': "不拒绝",
    'transport.failNext': "下一次发送失败",
  },
  {
    'transport.title': "Transport",
    'transport.latency': "Response latency",
    'transport.latencyNone': "none",
    'transport.reject': "Reject the next response",
    'transport.rejectNone': "no",
    'transport.failNext': "Fail the next send",
  },
);

export type TransportKey = Parameters<typeof transportCopy.text>[1];
