/**
 * "Crash the agent" copy (panel copy, locale/copy.ts): it loads with the Simulate
 * popover's rows, after the first card. zh defines the keys; en carries the same set.
 */
import { defineCopy } from '../locale/copy.ts';

export const crashCopy = defineCopy(
  {
    'crash.title': '让智能体崩溃',
    'crash.throw': '抛出错误',
    'crash.exit': '结束后台线程',
    'crash.hint': '抛出错误：后台线程里出现一个未捕获的错误。结束后台线程：它一声不响地停下，就像被浏览器终止。两种情况下，待答的卡片都会撤下。',
  },
  {
    'crash.title': 'Crash the agent',
    'crash.throw': 'Throw an error',
    'crash.exit': 'End the worker',
    'crash.hint': 'Throw: an uncaught error in the worker. End: it stops without a word, as when the browser kills it. Either way, pending cards are withdrawn.',
  },
);

export type CrashKey = Parameters<typeof crashCopy.text>[1];
